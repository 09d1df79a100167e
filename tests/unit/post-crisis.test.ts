// Post-crisis mode's rules and replies (app/services/ai/post-crisis.ts) and the gate in context
// (assessInContext in app/services/ai/safety-gate.ts). The turns through the routes, the quota
// and the model are in tests/integration/post-crisis.test.ts and chat-provider.test.ts.
import { describe, expect, it } from "vitest";
import { classifySafetyAnswer, postCrisisCheckIn, postCrisisSafeReply, POST_CRISIS_TURNS } from "~/services/ai/post-crisis";
import { assessInContext } from "~/services/ai/safety-gate";

describe("classifySafetyAnswer: the answer to 'are you safe right now?'", () => {
  it.each([
    "I'm safe",
    "yes, I'm safe",
    "yeah im safe now",
    "I am safe, thank you",
    "I'm okay now",
    "yes",
    "sto bene, sono al sicuro",
    "sono al sicuro",
    "sì",
    "si si",
    "mi sento al sicuro adesso",
    "tranquillo, sto bene",
  ])("safe: %s", (text) => {
    expect(classifySafetyAnswer(text)).toBe("safe");
  });

  it.each([
    "no",
    "No.",
    "nope",
    "not really",
    "I don't know",
    "I'm not safe",
    "I don't feel safe",
    "no, I'm not okay",
    "non lo so",
    "no",
    "non sto bene",
    "non sono al sicuro",
    "boh",
    "non mi sento al sicuro",
  ])("unsafe: %s", (text) => {
    expect(classifySafetyAnswer(text)).toBe("unsafe");
  });

  it.each(["Can we just talk?", "ok", "possiamo parlare d'altro?", "Grazie, ora va un po' meglio", "what should I do", "I'm fine with pasta", ""])(
    "other: %s",
    (text) => {
      expect(classifySafetyAnswer(text)).toBe("other");
    },
  );
});

describe("post-crisis replies", () => {
  it.each(["it", "en"] as const)("%s: a check-in acknowledges, asks one plain question about safety now and keeps the lines and /safety close", (locale) => {
    const texts = Array.from({ length: POST_CRISIS_TURNS }, (_, turn) => postCrisisCheckIn(locale, turn));
    expect(new Set(texts).size).toBe(POST_CRISIS_TURNS);
    for (const text of texts) {
      expect(text.match(/\?/g)).toHaveLength(1);
      expect(text).toContain(locale === "it" ? "adesso sei al sicuro?" : "are you safe right now?");
      expect(text).toContain("/safety");
      expect(text).toContain("112");
      expect(text).toContain(locale === "it" ? "02 2327 2327" : "116 123");
    }
  });

  it.each(["it", "en"] as const)("%s: the way back is warm, keeps /safety close and asks one open question", (locale) => {
    const text = postCrisisSafeReply(locale);
    expect(text.match(/\?/g)).toHaveLength(1);
    expect(text).toContain("/safety");
  });

  it("never promises what the app cannot do, never names a technique", () => {
    const all = [postCrisisSafeReply("it"), postCrisisSafeReply("en"), ...[0, 1, 2].flatMap((t) => [postCrisisCheckIn("it", t), postCrisisCheckIn("en", t)])];
    for (const text of all) {
      expect(text).not.toMatch(
        /\b(?:always be here|I will call|I'll call|I'll make sure|promise|sarò sempre|ti prometto|chiamerò|distortion|distorsione|thought record|esercizio|exercise|catastrof)/i,
      );
    }
  });
});

describe("assessInContext: the gate with the conversation", () => {
  it.each([
    ["ho deciso, stasera", ["non ce la faccio più"], "it.decided_plan"],
    ["I've decided. tonight.", ["everything is pointless, nothing ever gets better"], "en.decided_plan"],
    ["so già come e quando", ["ciao", "è tutto inutile", "boh"], "it.decided_plan"],
    ["I know how and when now", ["I want to die"], "en.decided_plan"],
  ] as const)("flags %s after %j", (text, previous, rule) => {
    expect(assessInContext(text, { previous })).toEqual({ crisis: true, rule });
  });

  it("reads only the last three user turns", () => {
    const previous = ["non ce la faccio più", "ok", "va bene", "ciao"];
    expect(assessInContext("ho deciso, stasera", { previous }).crisis).toBe(false);
    expect(assessInContext("ho deciso, stasera", { previous: previous.slice(0, 3) }).crisis).toBe(true);
  });

  it("in post-crisis mode a decided plan needs no earlier turn", () => {
    expect(assessInContext("I've decided", { postCrisis: true })).toEqual({ crisis: true, rule: "en.decided_plan" });
    expect(assessInContext("I've decided")).toEqual({ crisis: false, rule: null });
  });

  it.each([
    ["ho deciso di andare in palestra stasera", ["non ce la faccio più"]],
    ["I've decided to go to the gym tonight", ["I can't take it anymore"]],
    ["I've decided. tonight I'm going to bed early", ["I can't take it anymore with this noise"]],
    ["ho deciso, stasera", ["oggi è stata una bella giornata"]],
  ] as const)("does not flag %s after %j", (text, previous) => {
    expect(assessInContext(text, { previous })).toEqual({ crisis: false, rule: null });
  });

  it("keeps the single-message answer for a message that is a crisis by itself", () => {
    expect(assessInContext("voglio uccidermi", { previous: [] })).toEqual({ crisis: true, rule: "it.suicide_self" });
  });

  it("fails safe: an error while reading the context is the crisis answer", () => {
    const broken = {
      slice() {
        throw new Error("boom");
      },
    } as unknown as string[];
    expect(assessInContext("ho deciso, stasera", { previous: broken })).toEqual({ crisis: true, rule: "error.fail_safe" });
  });
});
