/**
 * Message-level intents (greeting, thanks, medication question, request for a thought record…),
 * matched with the lexicon patterns on normalised text.
 */
import type { Locale } from "../types";
import { isNegatedAt } from "./analyse";
import type { IntentId } from "./ids";
import { EN_LEXICON } from "./lexicon-en";
import { IT_LEXICON } from "./lexicon-it";
import type { LocaleLexicon } from "./lexicon-types";
import type { NormalisedText } from "./normalise";

/** One flag per intent id (ids.ts), plus two plain facts about the message. */
export interface Intents extends Record<IntentId, boolean> {
  /** The raw message contains a question mark. */
  question: boolean;
  /** Number of word tokens (punctuation excluded). */
  wordCount: number;
  /** Good news told as an event ("I got the job"): gladness comes first. */
  goodEvent: boolean;
}

const LEXICONS: Record<Locale, LocaleLexicon> = { it: IT_LEXICON, en: EN_LEXICON };

/** True when the pattern matches somewhere not preceded by a negation ("non sto bene" is not positive). */
function matchesAffirmed(pattern: RegExp, text: string, locale: Locale): boolean {
  const match = pattern.exec(text);
  return match !== null && !isNegatedAt(text, match.index, locale);
}

const MINIMAL: Record<Locale, RegExp> = {
  it: /^(?:(?:boh+|bho|bo|mah+|meh|mh+|m+|eh+|uff+|ok|okay|non (?:lo )?so|non saprei|niente|nulla|boh non so|non so boh|boh ok|vabbe|vabe|se|bah)(?: \.)*)$/,
  en: /^(?:(?:i do not know|do not know|no idea|meh|mh+|m+|hmm+|eh+|ok|okay|k|nothing|whatever|idc|i do not care|boh+|mah+)(?: \.)*)$/,
};

/**
 * True for a content-free answer ("boh", "idk", "non so", "ok", "mah"): two in a row make the
 * engine offer choices instead of another open question (decision record 0016).
 */
export function isMinimalAnswer(normalisedText: string, locale: Locale): boolean {
  return MINIMAL[locale].test(normalisedText.trim());
}

/** All intents of one message. `raw` is the original text, `norm` its normalised form. */
export function detectIntents(raw: string, norm: NormalisedText, locale: Locale): Intents {
  const patterns = LEXICONS[locale].intents;
  const text = norm.text;
  const wordCount = norm.tokens.filter((token) => token !== ".").length;
  const question = /[?¿？]/.test(raw);
  const medicationWord = patterns.medication.test(text) && !patterns.medicationExclude.test(text);
  return {
    greeting: patterns.greeting.test(text),
    thanks: patterns.thanks.test(text),
    goodbye: patterns.goodbye.test(text),
    positive: matchesAffirmed(patterns.positive, text, locale) || LEXICONS[locale].goodEvent.test(text),
    distress: patterns.distress.test(text),
    dontKnow: wordCount <= 6 && patterns.dontKnow.test(text),
    yes: wordCount <= 8 && patterns.yes.test(text),
    no: wordCount <= 8 && patterns.no.test(text),
    stop: patterns.stop.test(text),
    thoughtRecordRequest: patterns.thoughtRecordRequest.test(text),
    medication: medicationWord,
    diagnosis: patterns.diagnosis.test(text) && (question || patterns.diagnosisAsk.test(text)),
    highRisk: patterns.highRisk.test(text),
    moodCheck: patterns.moodCheck.test(text),
    exerciseRequest: patterns.exerciseRequest.test(text),
    talkSpecific: patterns.talkSpecific.test(text),
    askAdvice: patterns.askAdvice.test(text),
    askIdentity: patterns.askIdentity.test(text),
    askBadIdea: patterns.askBadIdea.test(text),
    askHowToTell: patterns.askHowToTell.test(text),
    grief: patterns.grief.test(text),
    question,
    wordCount,
    goodEvent: LEXICONS[locale].goodEvent.test(text),
  };
}
