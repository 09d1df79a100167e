/**
 * The app's exercises and meditations the engine may suggest, with localised titles and a
 * one-line benefit, plus the rule mapping emotions/topics/distortions to suggestions.
 */
import type { EmotionId, Locale, TopicId } from "../types";
import type { EngineSuggestion, SuggestionKind } from "./engine-types";
import { SUGGESTION_IDS, type SuggestionId } from "./ids";
import { requireExerciseContent } from "~/content/exercises";

export type { SuggestionId };
export { SUGGESTION_IDS };

interface CatalogueEntry {
  kind: SuggestionKind;
  href: string;
  title: Record<Locale, string>;
  benefit: Record<Locale, string>;
}

export const CATALOGUE: Record<SuggestionId, CatalogueEntry> = {
  "breathing-4-7-8": {
    kind: "exercise",
    href: "/exercises/breathing-4-7-8",
    // The exercise's own title (app/content/exercises.ts, decision record 0022).
    title: requireExerciseContent("breathing-4-7-8").title,
    benefit: {
      it: "rallenta il respiro e aiuta il corpo a calmarsi",
      en: "it slows your breathing and helps your body settle",
    },
  },
  "thought-record": {
    kind: "exercise",
    href: "/exercises/thought-record",
    // The exercise's own title (app/content/exercises.ts, decision record 0022).
    title: requireExerciseContent("thought-record").title,
    benefit: {
      it: "aiuta a guardare un pensiero difficile da più angolazioni",
      en: "it helps you look at a difficult thought from several angles",
    },
  },
  "grounding-5-4-3-2-1": {
    kind: "exercise",
    href: "/exercises/grounding-5-4-3-2-1",
    // The exercise's own title (app/content/exercises.ts, decision record 0022).
    title: requireExerciseContent("grounding-5-4-3-2-1").title,
    benefit: {
      it: "riporta l'attenzione al presente attraverso i sensi",
      en: "it brings your attention back to the present through your senses",
    },
  },
  "progressive-muscle-relaxation": {
    kind: "exercise",
    href: "/exercises/progressive-muscle-relaxation",
    // The exercise's own title (app/content/exercises.ts, decision record 0022).
    title: requireExerciseContent("progressive-muscle-relaxation").title,
    benefit: {
      it: "scioglie la tensione accumulata nel corpo",
      en: "it releases the tension that has built up in your body",
    },
  },
  "behavioural-activation": {
    kind: "exercise",
    href: "/exercises/behavioural-activation",
    // The exercise's own title (app/content/exercises.ts, decision record 0022).
    title: requireExerciseContent("behavioural-activation").title,
    benefit: {
      it: "aiuta a ritrovare energia partendo da piccole azioni piacevoli",
      en: "it helps you rebuild energy starting from small, pleasant actions",
    },
  },
  "self-compassion-break": {
    kind: "exercise",
    href: "/exercises/self-compassion-break",
    // The exercise's own title (app/content/exercises.ts, decision record 0022).
    title: requireExerciseContent("self-compassion-break").title,
    benefit: {
      it: "insegna a parlarti con la gentilezza che useresti con una persona cara",
      en: "it teaches you to speak to yourself with the kindness you'd offer someone you love",
    },
  },
  "body-scan": {
    kind: "meditation",
    href: "/meditation/body-scan",
    title: { it: "Scansione del corpo", en: "Body Scan" },
    benefit: {
      it: "aiuta a notare e sciogliere le tensioni, una parte alla volta",
      en: "it helps you notice and release tension, one part at a time",
    },
  },
  "sleep-wind-down": {
    kind: "meditation",
    href: "/meditation/sleep-wind-down",
    title: { it: "Rilassamento per il sonno", en: "Sleep Wind-Down" },
    benefit: { it: "accompagna mente e corpo verso il riposo", en: "it gently walks mind and body towards rest" },
  },
  "loving-kindness": {
    kind: "meditation",
    href: "/meditation/loving-kindness",
    title: { it: "Gentilezza amorevole", en: "Loving-Kindness" },
    benefit: { it: "coltiva calore verso di te e verso gli altri", en: "it builds warmth towards yourself and others" },
  },
  "breath-awareness": {
    kind: "meditation",
    href: "/meditation/breath-awareness",
    title: { it: "Consapevolezza del respiro", en: "Breath Awareness" },
    benefit: { it: "aiuta a fermarsi e tornare al presente", en: "it helps you pause and come back to the present" },
  },
};

const BY_EMOTION: Record<EmotionId, readonly SuggestionId[]> = {
  anxiety: ["breathing-4-7-8", "grounding-5-4-3-2-1", "breath-awareness"],
  sadness: ["behavioural-activation", "self-compassion-break", "loving-kindness"],
  anger: ["breathing-4-7-8", "progressive-muscle-relaxation", "breath-awareness"],
  shame: ["self-compassion-break", "loving-kindness"],
  guilt: ["self-compassion-break", "thought-record"],
  loneliness: ["loving-kindness", "behavioural-activation"],
  stress: ["progressive-muscle-relaxation", "body-scan", "breathing-4-7-8"],
};

const BY_TOPIC: Record<TopicId, readonly SuggestionId[]> = {
  work: ["progressive-muscle-relaxation", "breath-awareness"],
  study: ["breath-awareness", "progressive-muscle-relaxation"],
  relationships: ["self-compassion-break", "loving-kindness"],
  family: ["self-compassion-break", "loving-kindness"],
  sleep: ["sleep-wind-down", "body-scan"],
  health: ["body-scan", "breath-awareness"],
  money: ["breath-awareness", "progressive-muscle-relaxation"],
};

/**
 * Suggestions that fit a message, best first: sleep problems → sleep meditations; otherwise
 * the primary emotion's exercises; a bare distortion → the thought record; else the topic's.
 */
export function candidatesFor(
  primaryEmotion: EmotionId | null,
  topics: readonly TopicId[],
  hasDistortion: boolean,
  primaryTopic: TopicId | null,
): SuggestionId[] {
  if (topics.includes("sleep")) return [...BY_TOPIC.sleep];
  if (primaryEmotion) return [...BY_EMOTION[primaryEmotion]];
  if (hasDistortion) return ["thought-record"];
  if (primaryTopic) return [...BY_TOPIC[primaryTopic]];
  return [];
}

/** The suggestion object for the API, localised. */
export function suggestionFor(id: SuggestionId, locale: Locale): EngineSuggestion {
  const entry = CATALOGUE[id];
  return { kind: entry.kind, id, title: entry.title[locale], href: entry.href };
}

const QUOTED_TITLES: ReadonlyArray<[SuggestionId, string]> = SUGGESTION_IDS.flatMap((id) => [
  [id, `«${CATALOGUE[id].title.it}»`] as [SuggestionId, string],
  [id, `“${CATALOGUE[id].title.en}”`] as [SuggestionId, string],
]);

/** Suggestions quoted in an earlier engine reply (either language). */
export function suggestionsMentioned(text: string): SuggestionId[] {
  return QUOTED_TITLES.filter(([, quoted]) => text.includes(quoted)).map(([id]) => id);
}
