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
 * Which crisis answer fits (issue 26 item 4): the person's own risk ("self": thoughts of dying,
 * a plan, preparations; the default), self-harm without suicidal intent, someone else at risk,
 * a threat to hurt another person, abuse or violence at home, and panic or a medical urgency in
 * progress. Each opens with its own first step; the helplines, the grounding exercise and the
 * safety plan follow in every one.
 */
export const CRISIS_KINDS = ["self", "self_harm", "other_at_risk", "harm_to_others", "abuse_violence", "medical_panic"] as const;
export type CrisisKind = (typeof CRISIS_KINDS)[number];

/**
 * The opening of each kind's answer, in place of the first two paragraphs of the "self" answer
 * (sources: WHO and Samaritans safe messaging; for someone else at risk, the "stay with them,
 * do not keep it secret, call together" advice of suicide-prevention lines; for harm to others,
 * putting distance between oneself and the means; for panic, slow exhalation and grounding
 * first, and 112 for chest pain or breathlessness that does not ease).
 */
const LEADS: Record<Locale, Record<Exclude<CrisisKind, "self">, string>> = {
  it: {
    self_harm:
      "Grazie per avermelo detto. Farsi del male è spesso un modo di reggere un dolore troppo grande, e meriti un aiuto vero, senza giudizio. Se una ferita è profonda o non smette di sanguinare, chiama subito il 112.",
    other_at_risk:
      "Hai fatto la cosa giusta a scriverlo. Se questa persona è in pericolo adesso, chiama subito il 112, oppure aiutala a chiamare. Se puoi, resta con lei o fai in modo che qualcuno le stia vicino, e allontana ciò che potrebbe usare per farsi del male. Non tenerlo segreto, anche se te l'ha chiesto: dirlo a una persona di fiducia è il modo di proteggerla. Potete chiamare insieme le linee qui sotto.",
    harm_to_others:
      "Grazie per averlo scritto invece di agire. Adesso metti distanza tra te e ciò che potrebbe fare male: posa l'arma o l'oggetto in un'altra stanza, oppure esci e allontanati dalla persona. Se senti che potresti perdere il controllo, chiama subito il 112.",
    abuse_violence:
      "Mi dispiace tanto per quello che stai vivendo: non è colpa tua e hai diritto a essere al sicuro. Se sei in pericolo adesso, chiama il 112; se puoi, raggiungi una stanza che si chiude a chiave o esci di casa. Il 1522, il numero antiviolenza e stalking, è gratuito e attivo 24 ore su 24, anche in altre lingue.",
    medical_panic:
      "Sono qui con te. Facciamolo insieme, adesso: espira piano, più a lungo di quanto inspiri, e appoggia bene i piedi a terra. Un attacco di panico fa molta paura ma passa, di solito in pochi minuti. Se hai dolore al petto, fai fatica a respirare e non migliora, o hai preso troppo di qualcosa, chiama subito il 112.",
  },
  en: {
    self_harm:
      "Thank you for telling me. Hurting yourself is often a way of coping with pain that feels too big, and you deserve real help, without judgement. If a wound is deep or won't stop bleeding, call 112 now (999 in the UK and Ireland, 911 in the US and Canada).",
    other_at_risk:
      "You did the right thing by telling me. If they are in danger right now, call 112 (999 in the UK and Ireland, 911 in the US and Canada), or help them call. If you can, stay with them or make sure someone is with them, and move away anything they could use to hurt themselves. Don't keep it a secret, even if they asked you to: telling someone you trust is how you protect them. You can call the lines below together.",
    harm_to_others:
      "Thank you for writing this instead of acting on it. Right now, put distance between you and anything that could hurt someone: put the weapon or object in another room, or step outside and away from the person. If you feel you might lose control, call 112 now (999 in the UK and Ireland, 911 in the US and Canada).",
    abuse_violence:
      "I'm so sorry this is happening to you: it is not your fault, and you have the right to be safe. If you are in danger now, call 112 (999 in the UK and Ireland, 911 in the US and Canada); if you can, go to a room that locks or leave the house. Free, 24/7 domestic abuse lines: 0808 2000 247 in the UK, 1-800-799-7233 in the US, 1522 in Italy.",
    medical_panic:
      "I'm here with you. Let's do this together, right now: breathe out slowly, longer than you breathe in, and press your feet into the floor. A panic attack is very frightening, but it passes, usually within minutes. If you have chest pain, you're struggling to breathe and it isn't easing, or you've taken too much of something, call 112 now (999 in the UK and Ireland, 911 in the US and Canada).",
  },
};

/**
 * The opening paragraph of the answer of `kind` in `locale` (what the crisis card shows first),
 * or null for "self", whose card opens with its usual care and "are you safe right now?".
 */
export function crisisLead(locale: Locale, kind: CrisisKind): string | null {
  if (kind === "self") return null;
  return (LEADS[locale] ?? LEADS.it)[kind];
}

/**
 * The fixed, localised crisis answer (plain text with line breaks; the UI renders it as text,
 * not HTML). No emoji, no links other than the /safety path and the phone numbers of
 * {@link crisisResources}. A `kind` other than "self" opens with its own first step in place of
 * the first two paragraphs; the helplines, grounding and safety plan follow in every kind.
 *
 * @param locale the UI language; anything unexpected falls back to Italian, the default.
 * @param kind which answer (default "self", the person's own risk)
 */
export function crisisReply(locale: Locale, kind: CrisisKind = "self"): string {
  const reply = REPLY[locale] ?? REPLY.it;
  const lead = crisisLead(locale, kind);
  if (!lead) return reply;
  // The "self" answer's first two paragraphs (care, immediate danger) give way to the kind's lead.
  const rest = reply.split("\n\n").slice(2).join("\n\n");
  return `${lead}\n\n${rest}`;
}

/**
 * The kind of answer a safety-gate rule calls for: abuse or imminent danger, someone else at
 * risk and harm to others have their own (rule ids of safety/rule-ids.ts); every other rule, and
 * none, is the person's own risk ("self").
 */
export function crisisKindOfRule(rule: string | null | undefined): CrisisKind {
  if (!rule) return "self";
  if (rule.endsWith(".abuse_danger")) return "abuse_violence";
  if (rule.endsWith(".other_at_risk")) return "other_at_risk";
  if (rule.endsWith(".harm_others")) return "harm_to_others";
  return "self";
}

/** The kind of a stored crisis answer, read from its first paragraph ("self" when none matches). */
export function crisisKindOf(reply: string): CrisisKind {
  const first = reply.split("\n\n")[0] ?? "";
  for (const locale of Object.keys(LEADS) as Locale[]) {
    for (const [kind, lead] of Object.entries(LEADS[locale])) if (lead === first) return kind as CrisisKind;
  }
  return "self";
}

const SAFETY_CHECK: Record<Locale, string> = {
  it: `Quello che scrivi mi fa pensare che tu stia portando qualcosa di molto pesante, e te lo chiedo direttamente perché mi importa: sei al sicuro in questo momento? Se stai pensando di farti del male, chiama il 112 o Telefono Amico Italia (02 2327 2327); i numeri e il tuo piano di sicurezza sono sempre su ${SAFETY_PAGE_PATH}.`,
  en: `What you wrote makes me think you may be carrying something very heavy, so I'll ask you directly, because it matters to me: are you safe right now? If you're thinking of hurting yourself, call 112 (999 in the UK and Ireland, 911 in the US and Canada), or 988 in the US, Samaritans 116 123 in the UK and Ireland; the numbers and your safety plan are always at ${SAFETY_PAGE_PATH}.`,
};

/**
 * The gentle safety check for the gate's middle band (issue 26 item 4): a message the crisis
 * classifier is unsure about gets "are you safe right now?" with the emergency numbers, not the
 * full card; the answer is read as in post-crisis mode (post-crisis.ts).
 */
export function safetyCheckReply(locale: Locale): string {
  return SAFETY_CHECK[locale] ?? SAFETY_CHECK.it;
}

const SAFETY_CHECK_SAFE: Record<Locale, string> = {
  it: `Grazie di avermelo detto, mi fa piacere. Se quei pensieri si fanno più forti, i numeri e il tuo piano di sicurezza sono su ${SAFETY_PAGE_PATH}, e qui puoi scrivermi quando vuoi.\n\nRiprendiamo da dove eravamo: che cosa ti pesa di più, adesso?`,
  en: `Thank you for telling me, I'm glad. If those thoughts get stronger, the numbers and your safety plan are at ${SAFETY_PAGE_PATH}, and you can write to me here whenever you want.\n\nLet's pick up where we were: what weighs on you most right now?`,
};

/**
 * The reply to "yes, I'm safe" after the gentle safety check ({@link safetyCheckReply}): thanks,
 * the numbers within reach, and back to the conversation with one open question.
 */
export function safetyCheckSafeReply(locale: Locale): string {
  return SAFETY_CHECK_SAFE[locale] ?? SAFETY_CHECK_SAFE.it;
}

const SAFETY_CHECK_ANSWERS: Record<Locale, readonly [string, string]> = {
  it: ["Sì, sono al sicuro", "Non sono al sicuro"],
  en: ["Yes, I'm safe", "I'm not safe"],
};

/**
 * The two quick replies under the safety check ({@link safetyCheckReply}): "yes, I'm safe" and
 * "I'm not safe", worded so that post-crisis.ts `classifySafetyAnswer` reads them as "safe" and
 * "unsafe" (tests/unit/crisis-kinds.test.ts holds it to that).
 */
export function safetyCheckAnswers(locale: Locale): string[] {
  return [...(SAFETY_CHECK_ANSWERS[locale] ?? SAFETY_CHECK_ANSWERS.it)];
}
