/**
 * The output check on a language model's reply (decision record 0018). While the reply streams
 * it runs on the reply so far at each sentence end, and on the whole reply before its last part
 * is shown (output-stream.ts, decision record 0021). The rules restate the limits of the system prompt
 * (system-prompt.ts; product brief of the AI companion, spec §7): never diagnose, never give
 * medication advice, one question at a time, brief. Both languages' patterns are always applied,
 * because a model may answer in the other language.
 *
 * A failing reply is replaced by the embedded engine's reply for the same turn; only the rule id
 * is logged, never the text.
 */

/** Longest model reply shown, in characters (~150 words; the prompt asks for at most 120). */
export const MODEL_REPLY_MAX_CHARS = 900;

/** Why a model reply was not shown. */
export type OutputRuleId = "empty" | "too_long" | "questions" | "diagnosis" | "medication";

export type OutputCheck = { ok: true } | { ok: false; rule: OutputRuleId };

const CONDITIONS_EN =
  "(?:clinical |major |severe |mild |chronic )?(?:depression|depressive disorder|adhd|add|ocd|ptsd|bipolar(?: disorder)?|borderline(?: personality disorder)?|bpd|schizophrenia|autism|anorexia|bulimia|(?:an? )?(?:anxiety|panic|eating|personality|mood|obsessive[- ]compulsive|attention[- ]deficit|stress|sleep|mental|psychiatric) (?:disorder|illness))";
const DIAGNOSIS_EN = [
  new RegExp(
    `\\byou(?: (?:probably|clearly|definitely|likely|may|might|could|seem to|appear to))? (?:have|suffer from|are suffering from|'ve got|have got)(?: an?| a case of| signs of)? ${CONDITIONS_EN}\\b`,
    "i",
  ),
  new RegExp(`\\b(?:sounds|looks|seems) (?:a lot )?like (?:you have )?(?:an? )?${CONDITIONS_EN}\\b`, "i"),
  /\byou(?:'re| are)(?: probably| clearly| definitely)? (?:clinically depressed|bipolar|autistic|schizophrenic|anorexic|bulimic|a depressive)\b/i,
  /\b(?:my|a) diagnosis\b/i,
];

const CONDITIONS_IT =
  "(?:depressione|adhd|doc|ocd|ptsd|disturbo (?:d'ansia|dell'umore|bipolare|borderline|ossessivo|di personalità|post[- ]traumatico|alimentare|da deficit|di panico|depressivo)|bipolarismo|schizofrenia|autismo|anoressia|bulimia|ansia generalizzata|attacchi di panico)";
const DIAGNOSIS_IT = [
  new RegExp(
    `(?:^|[^\\p{L}])(?:(?:probabilmente|forse|sicuramente|secondo me|credo che tu|penso che tu|sembra che tu) )?(?:hai|abbia|soffri di|soffra di|stai soffrendo di|potresti avere|potresti soffrire di)(?: (?:la|una|un|il|lo|di|della|del|dell'|l'|un'|segni di|sintomi di))? ?${CONDITIONS_IT}`,
    "iu",
  ),
  new RegExp(`(?:^|[^\\p{L}])(?:sembra|sembrerebbe|sembrano|questa è|si tratta di|è) (?:proprio )?(?:una |un |la |il )?${CONDITIONS_IT}`, "iu"),
  /(?:^|[^\p{L}])sei (?:probabilmente |clinicamente )?(?:depress[oa] clinicamente|bipolare|autistic[oa]|schizofrenic[oa]|anoressic[oa]|bulimic[oa])/iu,
  /(?:^|[^\p{L}])(?:la mia|una) diagnosi(?:[^\p{L}]|$)/iu,
];

const DOSE = /\d+(?:[.,]\d+)?\s?(?:mg|milligrammi|milligrams?|mcg|µg|gocce|drops|compresse|pastiglie|pills?|tablets?|capsules?|capsule)(?:[^\p{L}]|$)/iu;
const DRUGS =
  /(?:^|[^\p{L}])(?:sertralin[ae]|fluoxetin[ae]|paroxetin[ae]|citalopram|escitalopram|venlafaxin[ae]|duloxetin[ae]|bupropion[e]?|mirtazapin[ae]|trazodone|lorazepam|alprazolam|diazepam|clonazepam|delorazepam|lormetazepam|bromazepam|zolpidem|quetiapin[ae]|olanzapin[ae]|aripiprazol[eo]|risperidone|lithium|litio|methylphenidate|metilfenidato|ritalin|prozac|zoloft|xanax|valium|tavor|lexapro|cipralex|pregabalin[a]?|melatonin[a]?|ibuprofen[e]?|paracetamol[o]?|tachipirina|benzodiazepin[ea]|benzo)(?:[^\p{L}]|$)/iu;
const ADVICE =
  /(?:^|[^\p{L}])(?:take|taking|try|trying|start|starting|stop|stopping|increase|reduce|lower|double|halve|switch|skip|quit|come off|taper|prendi|prendere|prenda|assumi|assumere|prova|provare|inizia|iniziare|comincia|sospendi|sospendere|smetti|smettere|interrompi|interrompere|aumenta|aumentare|riduci|ridurre|diminuisci|dimezza|raddoppia|cambia|cambiare|passa a|salta|saltare)(?:[^\p{L}]|$)/iu;
const MEDICINE =
  /(?:^|[^\p{L}])(?:medication|medicine|meds|antidepressants?|pills?|tablets?|dose|dosage|farmac[oi]|medicin[ae]|antidepressiv[oi]|psicofarmac[oi]|pastigli[ae]|compress[ae]|dose|dosaggio)(?:[^\p{L}]|$)/iu;
const DOCTOR = /(?:^|[^\p{L}])(?:doctor|gp|psychiatrist|pharmacist|prescriber|medico|psichiatra|farmacista|dottore|dottoressa)(?:[^\p{L}]|$)/iu;

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?…])\s+|\n+/).filter((s) => s.trim().length > 0);
}

/**
 * Checks one model reply (decision record 0018), in this order:
 * - `empty`: nothing but whitespace;
 * - `too_long`: more than MODEL_REPLY_MAX_CHARS characters (after trimming);
 * - `questions`: more than one "?" (one question at a time);
 * - `diagnosis`: tells the person they have a condition ("you have depression", "hai la
 *   depressione", "sounds like ADHD", "sembra un disturbo d'ansia");
 * - `medication`: a dose ("50 mg", "due compresse" with a number), a named drug in a sentence that
 *   advises taking/starting/stopping/changing, or a sentence that advises starting, stopping or
 *   changing a medicine without sending the person to a doctor ("talk to your doctor before
 *   changing your medication" passes).
 * Pure and fast (a few regular expressions; well under 1 ms for 900 characters).
 */
export function checkModelReply(text: string): OutputCheck {
  const reply = text.trim();
  if (!reply) return { ok: false, rule: "empty" };
  if (reply.length > MODEL_REPLY_MAX_CHARS) return { ok: false, rule: "too_long" };
  if ((reply.match(/\?/g) ?? []).length > 1) return { ok: false, rule: "questions" };
  if ([...DIAGNOSIS_EN, ...DIAGNOSIS_IT].some((rule) => rule.test(reply))) return { ok: false, rule: "diagnosis" };
  if (DOSE.test(reply)) return { ok: false, rule: "medication" };
  for (const sentence of sentences(reply)) {
    if (!ADVICE.test(sentence)) continue;
    if (DRUGS.test(sentence)) return { ok: false, rule: "medication" };
    if (MEDICINE.test(sentence) && !DOCTOR.test(sentence)) return { ok: false, rule: "medication" };
  }
  return { ok: true };
}
