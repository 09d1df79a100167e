/**
 * Each kind of crisis gets its own first step (issue 26 item 4): someone else at risk (stay with
 * them, do not keep the secret, call together), harm to others (step away from the means, 112),
 * abuse at home (get to safety, 1522 / the domestic abuse lines), self-harm and panic; the
 * helplines, grounding and safety plan follow in every kind, and the card reads the kind back
 * from the stored answer.
 */
import { describe, expect, it } from "vitest";
import { CRISIS_KINDS, crisisKindOf, crisisKindOfRule, crisisLead, crisisReply, safetyCheckAnswers, safetyCheckReply } from "~/services/ai/crisis-reply";
import { classifySafetyAnswer } from "~/services/ai/post-crisis";
import { assessMessage } from "~/services/ai/safety-gate";

describe("crisis answers by kind", () => {
  it("a rule that names someone else at risk, harm to others or abuse gets that kind's answer", () => {
    expect(crisisKindOfRule(assessMessage("my friend wants to kill herself").rule)).toBe("other_at_risk");
    expect(crisisKindOfRule(assessMessage("mia figlia dice che vuole uccidersi").rule)).toBe("other_at_risk");
    expect(crisisKindOfRule(assessMessage("voglio fare del male a qualcuno").rule)).toBe("harm_to_others");
    expect(crisisKindOfRule(assessMessage("someone is threatening to kill me").rule)).toBe("abuse_violence");
    expect(crisisKindOfRule(assessMessage("non ce la faccio più a vivere").rule)).toBe("self");
    expect(crisisKindOfRule(null)).toBe("self");
  });

  it("says the right first step for each kind, in both languages, then the lines, grounding and plan", () => {
    expect(crisisReply("en", "other_at_risk")).toMatch(/^You did the right thing[^]*Don't keep it a secret[^]*call the lines below together/);
    expect(crisisReply("it", "other_at_risk")).toMatch(/^Hai fatto la cosa giusta[^]*Non tenerlo segreto/);
    expect(crisisReply("en", "harm_to_others")).toMatch(/put the weapon or object in another room[^]*call 112 now/);
    expect(crisisReply("it", "abuse_violence")).toContain("1522");
    expect(crisisReply("en", "abuse_violence")).toContain("0808 2000 247");
    expect(crisisReply("en", "medical_panic")).toMatch(/breathe out slowly[^]*chest pain[^]*call 112 now/);
    for (const locale of ["it", "en"] as const) {
      for (const kind of CRISIS_KINDS) {
        const reply = crisisReply(locale, kind);
        expect(reply, `${locale} ${kind}`).toContain("/safety");
        expect(reply, `${locale} ${kind}`).toContain("02 2327 2327");
        expect(crisisKindOf(reply), `${locale} ${kind}`).toBe(kind);
      }
      expect(crisisReply(locale)).toBe(crisisReply(locale, "self"));
      expect(crisisLead(locale, "self")).toBeNull();
    }
  });

  it("the safety check asks 'are you safe right now?' and gives the emergency number", () => {
    expect(safetyCheckReply("en")).toMatch(/are you safe right now\?[^]*112/);
    expect(safetyCheckReply("it")).toMatch(/sei al sicuro in questo momento\?[^]*112/);
  });

  it("the safety check's two quick replies are read as the answers they say", () => {
    for (const locale of ["it", "en"] as const) {
      const [safe, unsafe] = safetyCheckAnswers(locale);
      expect(classifySafetyAnswer(safe!)).toBe("safe");
      expect(classifySafetyAnswer(unsafe!)).toBe("unsafe");
    }
  });
});
