/**
 * The short sentences the companion adds after a model reply that had to stop part-way, once some
 * of it was already shown (decision record 0021). They are fixed text, never from the model:
 * no question (the reply may already hold its one question), no condition named, no medicine
 * advised, and each passes `checkModelReply` on its own (tests/unit/output-stream.test.ts).
 * Nothing is added when the cut itself leaves a complete reply (a second question or the length
 * bound: the sentences before it are the reply).
 */
import type { OutputRuleId } from "./output-check";
import type { Locale } from "./types";

/** Why a shown model reply stopped early and something has to close it. */
export type ClosingReason = Extract<OutputRuleId, "diagnosis" | "medication"> | "interrupted";

const CLOSINGS: Record<Locale, Record<ClosingReason, string>> = {
  it: {
    diagnosis: "Da qui non posso dire che cosa stai vivendo: un medico o uno psicologo può aiutarti a capirlo meglio.",
    medication: "Per tutto ciò che riguarda i farmaci, le persone giuste a cui chiedere sono il tuo medico o il farmacista.",
    interrupted: "La mia risposta si è interrotta qui: se vuoi, scrivimi di nuovo e riprendiamo da questo punto.",
  },
  en: {
    diagnosis: "From here I can't tell what you're going through: a doctor or a psychologist can help you understand it better.",
    medication: "For anything about medicines, the right people to ask are your doctor or pharmacist.",
    interrupted: "My reply was cut off here: if you like, write to me again and we'll pick it up from this point.",
  },
};

/**
 * The closing sentence for `reason` in `locale`, with a leading space so it follows the shown
 * sentences directly. Pure.
 */
export function modelClosing(locale: Locale, reason: ClosingReason): string {
  return ` ${CLOSINGS[locale][reason]}`;
}

/** Every closing text (for tests). */
export const ALL_CLOSINGS: readonly string[] = Object.values(CLOSINGS).flatMap((byReason) => Object.values(byReason));
