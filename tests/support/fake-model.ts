/**
 * The loopback fake model (tests/fakes/openai-server.ts) configured as the companion's provider
 * for one test file: started before its tests with `chunks` as the default reply, reset (and the
 * provider cache cleared) before each, stopped and unconfigured after them.
 * @returns a getter of the running fake, for its requests and modes.
 */
import { afterAll, beforeAll, beforeEach } from "vitest";
import { resetCompanionProvidersCache } from "~/services/ai/companion.server";
import { startFakeOpenAi, type FakeOpenAi } from "../fakes/openai-server";

const MODEL_ENV = ["OPENAI_BASE_URL", "OPENAI_API_KEY", "OPENAI_MODEL", "AI_TIMEOUT_MS"] as const;

export function useFakeModel(chunks: string[]): () => FakeOpenAi {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ chunks });
    process.env.OPENAI_BASE_URL = fake.url;
    process.env.OPENAI_API_KEY = "test-key";
    process.env.OPENAI_MODEL = "fake-cbt-model";
    process.env.AI_TIMEOUT_MS = "1000";
  });
  afterAll(async () => {
    for (const name of MODEL_ENV) delete process.env[name];
    resetCompanionProvidersCache();
    await fake.close();
  });
  beforeEach(() => {
    fake.reset();
    resetCompanionProvidersCache();
  });
  return () => fake;
}
