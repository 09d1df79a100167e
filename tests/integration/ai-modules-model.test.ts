/**
 * /ai-modules/<module> with a model configured (the loopback fake through the real `openai` SDK;
 * decision record 0030): the model gets the module's own instructions in the person's language
 * with the prompt, its checked reply is the answer, a reply that fails the output check or a
 * failing model gives the engine's module answer, and a crisis prompt never reaches the model.
 */
import { describe, expect, it, vi } from "vitest";
import * as moduleRoute from "~/routes/ai-modules.$module";
import type { AiModuleId } from "~/utils/ai-modules";
import { createUser, signedInJar } from "../support/factories";
import { useFakeModel } from "../support/fake-model";
import { call, formRequest } from "../support/requests";

const fake = useFakeModel(["Try this: describe what happened, ", "say how you felt, and ask for one small thing. Which part feels hardest?"]);
const EN = { "Accept-Language": "en" };

async function ask(module: AiModuleId, prompt: string, headers?: Record<string, string>) {
  const user = await createUser({ plan: "premium" });
  const jar = await signedInJar(user.id);
  const res = await call(moduleRoute.action, formRequest(`/ai-modules/${module}`, { prompt }, { jar, headers }), { module });
  return { status: res.status, body: await res.json() };
}

function lastSystemPrompt(): string {
  return fake().requests.at(-1)!.body.messages[0].content as string;
}

describe("AI modules with a model", () => {
  it("sends the module's instructions and the prompt, and answers with the model's checked reply", async () => {
    const { status, body } = await ask("relationships", "I want to tell my partner that his jokes hurt me", EN);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      kind: "answer",
      provider: "openai",
      text: "Try this: describe what happened, say how you felt, and ask for one small thing. Which part feels hardest?",
    });
    const request = fake().requests.at(-1)!.body;
    expect(request.messages.at(-1)).toEqual({ role: "user", content: "I want to tell my partner that his jokes hurt me" });
    expect(lastSystemPrompt()).toMatch(/“Relationships” module[\s\S]*DESC script/);
    expect(lastSystemPrompt()).toMatch(/Answer in English\./);
  });

  it("each module has its own instructions, in the person's language", async () => {
    const expected: Record<AiModuleId, RegExp> = {
      relationships: /Modulo «Relazioni»[\s\S]*DESC/,
      "therapeutic-writing": /Modulo «Scrittura terapeutica»[\s\S]*scrittura espressiva/,
      relaxation: /Modulo «Rilassamento»[\s\S]*4-7-8[\s\S]*5-4-3-2-1/,
      sleep: /Modulo «Sonno»[\s\S]*controllo dello stimolo/,
    };
    for (const [module, pattern] of Object.entries(expected) as [AiModuleId, RegExp][]) {
      expect((await ask(module, "Ultimamente sono stanco e pensieroso")).body.provider).toBe("openai");
      expect(lastSystemPrompt()).toMatch(pattern);
      expect(lastSystemPrompt()).toMatch(/Rispondi in italiano\./);
    }
  });

  it("falls back to the engine's module answer when the reply fails the output check or the model fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      fake().setChunks(["You clearly have insomnia disorder. ", "Take 10 mg of melatonin and zolpidem."]);
      const checked = await ask("sleep", "I wake up at 3 every night", EN);
      expect(checked.body).toMatchObject({ kind: "answer", provider: "embedded" });
      expect(checked.body.text).toMatch(/twenty minutes/);
      expect(checked.body.text).not.toMatch(/insomnia|zolpidem/);
      fake().setMode("error500");
      const failed = await ask("relaxation", "Ho le spalle tese");
      expect(failed.body).toMatchObject({ kind: "answer", provider: "embedded" });
      expect(failed.body.text).toMatch(/rilassamento muscolare progressivo/i);
    } finally {
      warn.mockRestore();
    }
  });

  it("never sends a crisis prompt to the model", async () => {
    const before = fake().requests.length;
    const { status, body } = await ask("therapeutic-writing", "I have decided to end my life tonight", EN);
    expect(status).toBe(200);
    expect(body.kind).toBe("crisis");
    expect(fake().requests.length).toBe(before);
  });
});
