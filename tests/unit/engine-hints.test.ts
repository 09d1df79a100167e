/**
 * The classifiers' topic and distortion reach the embedded engine in place of its keyword lists
 * (issue 26 item 5; services/ai/engine-hints.server.ts). The figures are measured on the corpus's
 * dev split; these messages were written for this test and are not corpus items.
 */
import { describe, expect, it } from "vitest";
import { withHints } from "~/services/ai/engine/analyse";
import { analyseDetailed } from "~/services/ai/engine/analyse";
import { engineReply } from "~/services/ai/engine/index";
import { engineHints } from "~/services/ai/engine-hints.server";

describe("engine hints", () => {
  it("read a word in its sense: a ceramics course is not study, though the keyword list says so", () => {
    const text = "ho fatto un corso di ceramica e mi sono divertita un sacco";
    expect(analyseDetailed(text, "it").primaryTopic).toBe("study");
    expect(engineHints(text, null, null).unlikelyTopics).toContain("study");
  });

  it("keep a keyword topic the classifier finds plausible beside its own reading", () => {
    const text = "Sbaglio sempre tutto al lavoro, sono un fallito";
    expect(analyseDetailed(text, "it").primaryTopic).toBe("work");
    const hints = engineHints(text, null, null);
    expect(hints.topic ?? "work").toBe("work");
    expect(hints.unlikelyTopics ?? []).not.toContain("work");
  });

  it("replace the keyword lists' topic and distortions only where given", () => {
    const detail = analyseDetailed("I always fail every exam, I'm a total loser", "en");
    expect(detail).toMatchObject({ primaryTopic: "study", distortions: ["overgeneralisation", "labelling"] });
    expect(withHints(detail, {})).toEqual(detail);
    expect(withHints(detail, { unlikelyTopics: ["study"], distortion: "labelling" })).toMatchObject({
      primaryTopic: null,
      topics: [],
      distortions: ["labelling", "overgeneralisation"],
    });
    expect(withHints(detail, { topic: "work", distortion: null })).toMatchObject({ primaryTopic: "work", topics: ["work"], distortions: [] });
  });

  it("change what the engine answers: no study reply to a hobby", () => {
    const text = "ho fatto un corso di ceramica e mi sono divertita un sacco";
    const history = [{ role: "user" as const, content: text }];
    const plain = engineReply(history, "it", null).text;
    const hinted = engineReply(history, "it", null, engineHints(text, null, null)).text;
    expect(hinted).not.toBe(plain);
    expect(hinted).not.toMatch(/studio|esam|universit/i);
  });

  it("name a distortion the classifier is sure of", () => {
    expect(engineHints("I always mess everything up, nothing ever works out for me", null, null).distortion).toBe("overgeneralisation");
  });

  it("add the medication intent the keyword lists miss, so the engine declines to advise", () => {
    const text = "posso bere una birra con l'antibiotico?";
    const history = [{ role: "user" as const, content: text }];
    const hints = engineHints(text, null, null);
    expect(hints.intents).toEqual({ medication: true });
    expect(engineReply(history, "it", null).text).not.toMatch(/medic/i);
    expect(engineReply(history, "it", null, hints).text).toMatch(/non posso (consigliarti|darti indicazioni)/);
    expect(engineReply(history, "it", null, hints).text).toMatch(/medic/i);
  });
});
