/**
 * Post-crisis mode (docs/architecture.md "The AI companion", decision record 0015): the turns
 * right after a message the safety gate flagged. No model and no CBT technique answers them;
 * fixed, localised replies do, in the spirit of the WHO and Samaritans guidance for the moments
 * after a disclosure (acknowledge what was said, ask directly about safety now, keep help close,
 * never promise what the app cannot do).
 *
 * How a turn in post-crisis mode is answered (`chat-turn.server.ts` runs it, after the gate):
 *  - another crisis sign, or "no" / "not safe" / "non lo so" to the safety question: the crisis
 *    answer again (the chat shows it as the crisis card), and the mode starts over;
 *  - "I'm safe" / "sto bene, sono al sicuro" / a plain "yes": a warm reply that leaves the mode;
 *  - anything else ("Can we just talk?"): a check-in that acknowledges what was said, asks
 *    plainly whether the person is safe right now and names the lines and /safety (the crisis
 *    card with its call buttons stays in the conversation above, and the "Urgent help" link to
 *    /safety is in the header of every page); after
 *    {@link POST_CRISIS_TURNS} such turns the conversation goes back to the companion.
 */
import { normalise } from "~/services/ai/safety/normalise-message";
import { SAFETY_PAGE_PATH } from "~/utils/safety-plan";
import type { Locale } from "./types";

/** How many turns a flagged message keeps the conversation in post-crisis mode. */
export const POST_CRISIS_TURNS = 3;

/** The person's answer to "are you safe right now?", as far as a fixed rule can tell. */
export type SafetyAnswer = "safe" | "unsafe" | "other";

const UNSAFE: readonly RegExp[] = [
  // English (normalised: lower case, "im", "dont")
  /\b(?:not|dont feel|do not feel|never|im not|i am not|arent|isnt) (?:\w+ )?(?:safe|ok|okay|alright|fine|good)\b/,
  /^(?:no|nope|nah|not really|not sure|im not sure|i dont know|i do not know|dunno|i dont think so|no im not|no i am not|not at all|i dont know anymore|idk|i dont know anymore)(?: \.)*$/,
  // Italian (normalised: no accents)
  /\bnon (?:\w+ )?(?:sono|mi sento|sto) (?:\w+ )?(?:al sicuro|bene|tranquill[oa]|sicur[oa])\b/,
  /^(?:no|no no|nope|non lo so|non so|boh|non proprio|non tanto|non credo|per niente|mica tanto|non so piu|no non sto bene|no non sono al sicuro)(?: \.)*$/,
];

const SAFE: readonly RegExp[] = [
  /\b(?:im|i am|i feel|feeling|i think im|yes im|yeah im) (?:\w+ ){0,2}safe\b/,
  /\b(?:im|i am) (?:ok|okay|alright|fine) (?:now|for now|right now)\b/,
  /^(?:yes|yeah|yep|yup|i am|i think so|yes i am|of course|sure|yes i am safe)(?: \.)*$/,
  /\b(?:sono|mi sento|sto) (?:\w+ ){0,2}al sicuro\b/,
  /\bsto bene\b/,
  /^(?:si|si si|certo|penso di si|credo di si|si lo sono|si sono al sicuro)(?: \.)*$/,
];

/**
 * Reads a message in post-crisis mode as an answer to "are you safe right now?". "not safe",
 * "non sto bene", "no", "non lo so" are "unsafe" (checked first, so "non sto bene" is never read
 * as "sto bene"); "I'm safe", "sto bene, sono al sicuro", a plain "yes" / "sì" are "safe";
 * anything else is "other". Crisis language is the gate's job and is decided before this.
 * Never throws: an internal error gives "unsafe" (the crisis answer again).
 *
 * @param text the person's message, as typed
 */
export function classifySafetyAnswer(text: string): SafetyAnswer {
  try {
    const s = normalise(typeof text === "string" ? text : "")
      .replace(/^(?:\. )+/, "")
      .trim();
    if (s.length === 0) return "other";
    if (UNSAFE.some((re) => re.test(s))) return "unsafe";
    if (SAFE.some((re) => re.test(s))) return "safe";
    return "other";
  } catch {
    // Fail-safe, like the gate: when in doubt, the crisis answer again.
    return "unsafe";
  }
}

const CHECK_IN_OPENINGS: Record<Locale, readonly string[]> = {
  it: [
    "Sono qui e possiamo parlare. Quello che mi hai scritto poco fa è importante, e non voglio passarci sopra.",
    "Grazie di continuare a scrivermi. Prima di andare avanti voglio tornare un momento su quello che mi hai detto, perché conta.",
    "Ti leggo. Quello che hai condiviso prima è pesante, e ha senso fermarsi ancora un attimo lì.",
  ],
  en: [
    "I'm here, and we can talk. What you told me a moment ago matters, and I don't want to skip past it.",
    "Thank you for still writing to me. Before we go on, I want to come back for a moment to what you said, because it matters.",
    "I'm reading. What you shared earlier is heavy, and it makes sense to stay with it a little longer.",
  ],
};

const CHECK_IN_REST: Record<Locale, string> = {
  it: [
    "Te lo chiedo in modo semplice: adesso sei al sicuro?",
    "",
    "Se non lo sei, o non ne sei sicuro o sicura, chiama adesso il 112 (emergenze, sempre attivo) o Telefono Amico Italia allo 02 2327 2327 (non è attivo 24 ore su 24).",
    `Questi numeri e il tuo piano di sicurezza sono sempre anche su ${SAFETY_PAGE_PATH}, dal link "Aiuto immediato" in cima alla pagina.`,
  ].join("\n"),
  en: [
    "So let me ask you plainly: are you safe right now?",
    "",
    "If you're not, or you're not sure, please call now: 112 (999 in the UK and Ireland, 911 in the US and Canada), 988 in the US, or Samaritans on 116 123 in the UK and Ireland.",
    `These numbers and your safety plan are always at ${SAFETY_PAGE_PATH} too, behind the "Urgent help" link at the top of the page.`,
  ].join("\n"),
};

const SAFE_REPLY: Record<Locale, string> = {
  it: [
    "Grazie per avermelo detto: mi fa piacere sapere che adesso sei al sicuro.",
    "Quello che hai passato prima conta, ed è normale sentirsi ancora scossi: va bene andare piano.",
    `Se quei pensieri tornano, i numeri e il tuo piano di sicurezza su ${SAFETY_PAGE_PATH} restano a portata di mano, e qui puoi scrivermi quando vuoi.`,
    "",
    "Di cosa ti andrebbe di parlare adesso?",
  ].join("\n"),
  en: [
    "Thank you for telling me. I'm glad you're safe right now.",
    "What you went through earlier matters, and it's okay to still feel shaken: we can go gently from here.",
    `If those thoughts come back, the numbers and your safety plan at ${SAFETY_PAGE_PATH} are always within reach, and you can write to me here whenever you want.`,
    "",
    "What would you like to talk about now?",
  ].join("\n"),
};

/**
 * The check-in of a post-crisis turn that neither answered the safety question nor showed a new
 * sign: an acknowledgement (three phrasings, so consecutive turns do not repeat), the plain
 * question "are you safe right now?", and the lines and /safety. Plain text, no technique.
 *
 * @param locale the conversation's language; anything unexpected falls back to Italian
 * @param turn 0 for the first check-in after the crisis answer, 1 for the next, ...
 */
export function postCrisisCheckIn(locale: Locale, turn: number): string {
  const openings = CHECK_IN_OPENINGS[locale] ?? CHECK_IN_OPENINGS.it;
  const rest = CHECK_IN_REST[locale] ?? CHECK_IN_REST.it;
  const index = Math.abs(Math.trunc(turn)) % openings.length;
  return `${openings[index]}\n${rest}`;
}

/**
 * The warm reply to "I'm safe" that leaves post-crisis mode: thanks, acknowledges what happened,
 * keeps the lines and /safety close, and opens the conversation again with one question.
 *
 * @param locale the conversation's language; anything unexpected falls back to Italian
 */
export function postCrisisSafeReply(locale: Locale): string {
  return SAFE_REPLY[locale] ?? SAFE_REPLY.it;
}
