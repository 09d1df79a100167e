/**
 * Meditation use cases (spec §2 "/meditation", §6 tiers; issue 10 item 2; decision record 0023):
 * who may open which meditation, recording the minutes of a session, and "suggest a meditation
 * for how I feel" through the gated, counted AI request.
 */
import { MEDITATIONS, type MeditationContent, type MeditationTier } from "~/content/meditations";
import { getMeditationsBySlugs, recordMeditationSession, type MeditationSummary } from "~/models/meditation.server";
import { runAiRequest } from "~/services/ai/ai-request.server";
import { analyseMessage } from "~/services/ai/engine";
import { canOpenTier, type Entitlements } from "~/utils/entitlements";
import type { Locale } from "~/utils/i18n";
import { FEELING_MAX_CHARS } from "~/utils/meditation-schemas.server";

/** A session shorter than this is not recorded (issue 10: "stopping after at least a minute"). */
export const MIN_RECORDED_SECONDS = 60;

/**
 * Whether `entitlements` open a meditation of `tier`: basic ("free") for every plan, visitors
 * included; premium for premium, the launch trial and admins (spec §6: the standard trial gets
 * "basic meditations"). Decided from `contentTiers` only.
 */
export function canOpenMeditation(entitlements: Entitlements, tier: MeditationTier): boolean {
  return canOpenTier(entitlements, tier);
}

/**
 * The whole minutes to record for `seconds` of practice on a meditation of `durationSeconds`:
 * the reported time is capped at the meditation's length and rounded down; under
 * {@link MIN_RECORDED_SECONDS} nothing is recorded (null).
 */
export function minutesToRecord(seconds: number, durationSeconds: number): number | null {
  const capped = Math.min(Math.max(0, seconds), durationSeconds);
  if (capped < MIN_RECORDED_SECONDS) return null;
  return Math.floor(capped / 60);
}

export type RecordResult = { ok: true; minutes: number } | { ok: false; reason: "too_short" | "locked" };

/**
 * Records a session of `userId` on `meditation` of `seconds` (decision record 0023: minutes are
 * activity data, like a completed exercise, and need no wellbeing-data consent).
 * Refuses a meditation the plan does not open ("locked") and less than a minute ("too_short").
 */
export async function recordSession(input: {
  userId: number;
  entitlements: Entitlements;
  meditation: Pick<MeditationSummary, "id" | "tier" | "durationSeconds">;
  seconds: number;
  now: Date;
}): Promise<RecordResult> {
  if (!canOpenMeditation(input.entitlements, input.meditation.tier)) return { ok: false, reason: "locked" };
  const minutes = minutesToRecord(input.seconds, input.meditation.durationSeconds);
  if (minutes === null) return { ok: false, reason: "too_short" };
  await recordMeditationSession({ userId: input.userId, meditationId: input.meditation.id, minutes, now: input.now });
  return { ok: true, minutes };
}

/** Meditations suggested when the engine recognises no feeling: short, basic, about the breath. */
export const DEFAULT_SUGGESTIONS = ["breath-awareness", "three-minute-breathing-space", "body-scan"] as const;

/**
 * The 1 to 3 meditations that fit `text`, best first: the embedded engine's analysis
 * (`analyseMessage`: emotions and topics) scored against each meditation's `eases` (2 points per
 * emotion) and `topics` (1 point; 3 for a sleep meditation when the text is about sleep, so trouble
 * sleeping gets a sleep meditation first); the ones
 * `entitlements` open come before locked ones. No feeling recognised → {@link DEFAULT_SUGGESTIONS}.
 * Pure and deterministic.
 */
export function meditationSlugsForFeeling(text: string, locale: Locale, entitlements: Entitlements, max = 3): string[] {
  const { emotions, topics } = analyseMessage(text, locale);
  const score = (m: MeditationContent) =>
    emotions.filter((e) => m.eases.includes(e)).length * 2 +
    topics.reduce((sum, topic) => sum + (m.topics.includes(topic) ? (topic === "sleep" && m.category === "sleep" ? 3 : 1) : 0), 0);
  const ranked = MEDITATIONS.map((m, position) => ({ m, position, score: score(m), open: canOpenMeditation(entitlements, m.tier) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => Number(b.open) - Number(a.open) || b.score - a.score || a.position - b.position);
  if (ranked.length === 0) return [...DEFAULT_SUGGESTIONS].slice(0, max);
  return ranked.slice(0, max).map((r) => r.m.slug);
}

export type SuggestionOutcome =
  | { kind: "answer"; text: string; meditations: Array<MeditationSummary & { locked: boolean }>; remaining: number | null }
  | { kind: "crisis" }
  | { kind: "limit_reached" }
  | { kind: "rate_limited" }
  | { kind: "failed" };

/**
 * "Suggest a meditation for how I feel": one AI request through `runAiRequest` (safety gate →
 * quota → the model with our instructions and the output check, or the engine), so it is gated
 * and counted like a chat message (spec §9: the daily limit is shared by every AI feature). The
 * answer's words come from the model or the engine (`engineText`); the meditations listed always
 * come from the engine's analysis ({@link meditationSlugsForFeeling}), so they exist and are
 * ours. Nothing of the text is stored or logged.
 * @param input.text 1 to FEELING_MAX_CHARS characters, already validated by the route's schema
 * @param input.engineText the engine's short acknowledgement of the feeling (the route builds it
 *   with its translations from the recognised emotion)
 * @param input.instructions what a model is asked to write, in the person's language
 */
export async function suggestMeditations(input: {
  userId: number;
  entitlements: Entitlements;
  locale: Locale;
  text: string;
  instructions: string;
  engineText: (text: string) => string;
  now?: Date;
}): Promise<SuggestionOutcome> {
  const result = await runAiRequest({
    userId: input.userId,
    entitlements: input.entitlements,
    locale: input.locale,
    text: input.text,
    maxLength: FEELING_MAX_CHARS,
    instructions: input.instructions,
    engineAnswer: input.engineText,
    now: input.now,
  });
  switch (result.kind) {
    case "crisis":
      return { kind: "crisis" };
    case "failed":
      return { kind: "failed" };
    case "refused":
      // empty and too long never reach here: the route's schema refuses them first.
      return { kind: result.reason === "rate_limited" ? "rate_limited" : result.reason === "limit_reached" ? "limit_reached" : "failed" };
    case "answer": {
      const slugs = meditationSlugsForFeeling(input.text, input.locale, input.entitlements);
      const meditations = await getMeditationsBySlugs({ slugs, locale: input.locale });
      return {
        kind: "answer",
        text: result.text,
        remaining: result.remaining,
        meditations: meditations.map((m) => ({ ...m, locked: !canOpenMeditation(input.entitlements, m.tier) })),
      };
    }
  }
}

/** The first emotion the engine recognises in `text`, for the engine's acknowledgement. */
export function primaryEmotion(text: string, locale: Locale) {
  return analyseMessage(text, locale).emotions[0] ?? null;
}
