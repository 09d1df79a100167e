/**
 * With a model configured (the loopback fake through the real `openai` SDK), an AI request outside
 * the chat sends the feature's instructions with the text, checks the model's reply, and falls
 * back to the engine's answer when the model fails or the reply fails the output check; a crisis
 * text never reaches the model.
 */
import { describe, expect, it, vi } from "vitest";
import { entitlementSubject, getUserById } from "~/models/user.server";
import { runAiRequest } from "~/services/ai/ai-request.server";
import { getEntitlements } from "~/utils/entitlements";
import { createUser } from "../support/factories";
import { useFakeModel } from "../support/fake-model";

const fake = useFakeModel(["Another way to see it: ", "one exam is one day, not your worth."]);

async function ask(text: string) {
  const user = await createUser({ plan: "premium" });
  const entitlements = getEntitlements(entitlementSubject((await getUserById({ id: user.id }))!), new Date());
  return runAiRequest({
    userId: user.id,
    entitlements,
    locale: "en",
    text,
    maxLength: 500,
    instructions: "Offer a kinder perspective.",
    engineAnswer: () => "Engine perspective.",
  });
}

describe("runAiRequest with a model", () => {
  it("answers with the model's checked reply and sends it the feature's instructions", async () => {
    const result = await ask("I failed the exam, I'm useless");
    expect(result).toMatchObject({ kind: "answer", provider: "openai", text: "Another way to see it: one exam is one day, not your worth." });
    const system = fake().requests.at(-1)!.body.messages[0].content as string;
    expect(system).toContain("Offer a kinder perspective.");
  });

  it("falls back to the engine when the model's reply fails the output check or the model fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      fake().setChunks(["You have depression. ", "Take 50 mg of sertraline."]);
      expect(await ask("I feel low")).toMatchObject({ kind: "answer", provider: "embedded", text: "Engine perspective." });
      fake().setMode("error500");
      expect(await ask("I feel low")).toMatchObject({ kind: "answer", provider: "embedded", text: "Engine perspective." });
    } finally {
      warn.mockRestore();
    }
  });

  it("never sends a crisis text to the model", async () => {
    const before = fake().requests.length;
    expect((await ask("I have decided to end my life tonight")).kind).toBe("crisis");
    expect(fake().requests.length).toBe(before);
  });
});
