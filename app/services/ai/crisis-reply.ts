/**
 * The fixed, localised answer to a message the safety gate (`safety-gate.ts`) flags
 * (docs/architecture.md "The AI companion"). No model ever sees a flagged message, so this text is all the
 * person gets: it has to be warm, direct and useful on its own.
 *
 * Shape of the reply, following the WHO and Samaritans safe messaging guidance (acknowledge the
 * pain, say that reaching out matters, give concrete help now, keep the door open):
 *  1. a warm, direct acknowledgement: they are not alone and telling someone matters;
 *  2. immediate danger: call 112 (and 999 / 911 in English);
 *  3. the hotlines of docs/architecture.md "The AI companion", with honest availability notes;
 *  4. a three-step grounding exercise (feet on the floor, slow breathing, 5-4-3-2-1 senses);
 *  5. a pointer to the user's safety plan at /safety;
 *  6. an invitation to keep writing, and an honest nudge towards a real person.
 */
import { SAFETY_PAGE_PATH } from "~/utils/safety-plan";
import type { Locale } from "./types";

/** One phone line shown with the crisis reply. */
export interface Hotline {
  /** Display name, e.g. "Telefono Amico Italia". */
  name: string;
  /** The number as people read and dial it, e.g. "02 2327 2327". */
  number: string;
  /** A `tel:` URI for a tap-to-call link, e.g. "tel:+390223272327". */
  tel: string;
  /** Who it is for and when it answers, in the locale's language. */
  note: string;
  /** "emergency" numbers are for immediate danger; "support" lines are for talking to someone. */
  kind: "emergency" | "support";
  /** For emergency numbers: where the number works, e.g. "UK and Ireland". */
  region?: string;
}

/** The crisis lines for one UI language, most urgent first. */
export interface CrisisResources {
  locale: Locale;
  hotlines: Hotline[];
}

export { SAFETY_PAGE_PATH };

const HOTLINES: Record<Locale, readonly Hotline[]> = {
  it: [
    {
      name: "Emergenze",
      number: "112",
      tel: "tel:112",
      note: "Numero unico di emergenza: gratuito, sempre attivo, 24 ore su 24.",
      kind: "emergency",
      region: "Italia e Unione europea",
    },
    {
      name: "Telefono Amico Italia",
      number: "02 2327 2327",
      tel: "tel:+390223272327",
      note: "Ascolto anonimo per chi sta passando un momento difficile. Non è attivo 24 ore su 24.",
      kind: "support",
    },
    {
      name: "Telefono Azzurro",
      number: "19696",
      tel: "tel:19696",
      note: "Per bambini e ragazzi sotto i 18 anni.",
      kind: "support",
    },
  ],
  en: [
    {
      name: "988 Suicide & Crisis Lifeline (US)",
      number: "988",
      tel: "tel:988",
      note: "Call or text 988. Free, 24/7.",
      kind: "support",
    },
    {
      name: "Samaritans (UK and Ireland)",
      number: "116 123",
      tel: "tel:116123",
      note: "Free, 24/7.",
      kind: "support",
    },
    {
      name: "Emergency services (EU, UK, Ireland)",
      number: "112",
      tel: "tel:112",
      note: "If you are in immediate danger. Works across Europe, including Italy.",
      kind: "emergency",
      region: "EU, UK, Ireland",
    },
    {
      name: "Emergency services (UK and Ireland)",
      number: "999",
      tel: "tel:999",
      note: "If you are in immediate danger.",
      kind: "emergency",
      region: "UK and Ireland",
    },
    {
      name: "Emergency services (US and Canada)",
      number: "911",
      tel: "tel:911",
      note: "If you are in immediate danger.",
      kind: "emergency",
      region: "US and Canada",
    },
    {
      name: "Telefono Amico Italia",
      number: "02 2327 2327",
      tel: "tel:+390223272327",
      note: "If you are in Italy: an Italian-language listening line. Not available around the clock.",
      kind: "support",
    },
  ],
};

/**
 * The crisis phone lines for a UI language (numbers of docs/architecture.md "The AI companion": Italy 112, Telefono Amico
 * Italia 02 2327 2327, Telefono Azzurro 19696; English 988 in the US, Samaritans 116 123 in the
 * UK and Ireland, 112 / 999 / 911 for emergencies, plus Telefono Amico Italia for people in
 * Italy who use the English interface).
 *
 * @returns a fresh copy each call: `{ locale, hotlines: [{ name, number, tel, note }] }`, most
 *   urgent first, safe for the caller to modify.
 */
export function crisisResources(locale: Locale): CrisisResources {
  const lines = HOTLINES[locale] ?? HOTLINES.it;
  return { locale: HOTLINES[locale] ? locale : "it", hotlines: lines.map((h) => ({ ...h })) };
}

const REPLY: Record<Locale, string> = {
  it: [
    "Mi dispiace davvero che tu stia soffrendo così tanto. Hai fatto bene a scriverlo: chiedere aiuto conta, e non devi affrontare tutto questo da solo o da sola.",
    "",
    "Se sei in pericolo immediato, o senti che potresti farti del male adesso, chiama subito il 112 (numero unico di emergenza, gratuito, attivo 24 ore su 24).",
    "",
    "Puoi parlare con qualcuno anche adesso:",
    "- 112: emergenze, sempre attivo",
    "- Telefono Amico Italia: 02 2327 2327 (ascolto anonimo; non è attivo 24 ore su 24)",
    "- Telefono Azzurro: 19696 (per bambini e ragazzi sotto i 18 anni)",
    "",
    "Se ti va, rallentiamo un momento insieme:",
    "1. Appoggia bene i piedi a terra e senti il peso del tuo corpo sulla sedia o sul pavimento.",
    "2. Inspira piano dal naso contando fino a 4, poi espira lentamente dalla bocca contando fino a 6. Ripeti tre volte.",
    "3. Guardati intorno e nomina 5 cose che vedi, 4 che puoi toccare e 3 suoni che senti.",
    "",
    `Il tuo piano di sicurezza ti aspetta su ${SAFETY_PAGE_PATH}: riguardalo adesso, soprattutto le persone che puoi chiamare e le cose che ti aiutano. Se non l'hai ancora preparato, puoi farlo lì in pochi minuti.`,
    "",
    "Puoi continuare a scrivermi qui, quando vuoi: ti leggo. Ma una persona vera, al telefono, può starti accanto in un modo in cui io non posso.",
  ].join("\n"),
  en: [
    "I'm really sorry you're in so much pain right now. Thank you for telling me: reaching out matters, and you don't have to face this alone.",
    "",
    "If you are in immediate danger, or feel you might act on these thoughts, call 112 now (999 in the UK and Ireland, 911 in the US and Canada).",
    "",
    "You can talk to someone right now:",
    "- US: call or text 988 (Suicide & Crisis Lifeline, free, 24/7)",
    "- UK and Ireland: Samaritans, 116 123 (free, 24/7)",
    "- In Italy: Telefono Amico Italia, 02 2327 2327 (not available around the clock)",
    "- Emergencies: 112 / 999 / 911",
    "",
    "If it helps, let's slow down for a moment together:",
    "1. Press your feet into the floor and notice the weight of your body where you are sitting or standing.",
    "2. Breathe in slowly through your nose for a count of 4, then out through your mouth for 6. Do this three times.",
    "3. Look around and name 5 things you can see, 4 you can touch and 3 sounds you can hear.",
    "",
    `Your safety plan is at ${SAFETY_PAGE_PATH}: have a look at it now, especially the people you can call and the things that help you. If you haven't made one yet, you can start it there in a few minutes.`,
    "",
    "You can keep writing to me here whenever you want; I'm reading. But a real person on the phone can be with you in a way I can't.",
  ].join("\n"),
};

/**
 * The fixed, localised crisis answer (plain text with line breaks; the UI renders it as text,
 * not HTML). No emoji, no links other than the /safety path and the phone numbers of
 * {@link crisisResources}.
 *
 * @param locale the UI language; anything unexpected falls back to Italian, the default.
 */
export function crisisReply(locale: Locale): string {
  return REPLY[locale] ?? REPLY.it;
}
