/**
 * Use cases of /exercises (spec §2; issue 10): who may open an exercise and how the others are
 * unlocked, and "ask the companion about this exercise", which is one ordinary chat turn
 * (app/services/ai/chat-turn.server.ts: safety gate first, daily limits, the conversation saved),
 * so the answer is read on /chat like any other.
 */
import { randomUUID } from "node:crypto";
import { isPageAvailable } from "~/components/layout/nav-items";
import type { Exercise } from "~/models/exercise.server";
import { healthDataConsentPending, type Account } from "~/models/user.server";
import { startChatTurn } from "~/services/ai/chat-turn.server";
import type { ContentTier, Entitlements } from "~/utils/entitlements";
import type { Locale } from "~/utils/i18n";

/**
 * How a locked exercise can be opened, for the person looking at it (null when it is open):
 * `reason` is the sentence to show ("exercises.locked.<reason>"), `action` the link under it, if any:
 * a visitor is invited to sign up for the 7-day trial when that opens it; otherwise the plan page
 * (/premium) once it exists in this build, else the launch offer (/launch: 10 days of full
 * access), never a link to a page that does not exist (docs/architecture.md "Navigation").
 * Tiers come from `getEntitlements` only (issue 10, item 4).
 */
export function unlockPath(
  entitlements: Pick<Entitlements, "contentTiers" | "signedIn">,
  tier: ContentTier,
): null | { reason: "trial" | "premium" | "visitorTrial"; action: { to: string; label: "premiumAction" | "launchAction" | "registerAction" } } {
  if (entitlements.contentTiers.includes(tier)) return null;
  if (!entitlements.signedIn && tier === "trial") return { reason: "visitorTrial", action: { to: "/register", label: "registerAction" } };
  const action = isPageAvailable("/premium") ? { to: "/premium", label: "premiumAction" as const } : { to: "/launch", label: "launchAction" as const };
  return { reason: tier === "trial" ? "trial" : "premium", action };
}

export type AskCompanionResult =
  /** The turn was answered and saved: show /chat. */
  { ok: true; crisisWithoutConversation: boolean } | { ok: false; reason: "empty" | "too_long" | "limit_reached" | "rate_limited" | "consent_required" };

/**
 * Sends `message` (already composed in `locale`: the exercise's title and the person's question)
 * to the companion as one chat turn of `user`, and waits for the whole reply to be saved, so the
 * redirect to /chat shows it with or without JavaScript. Gated and counted exactly like /chat: a
 * crisis message gets the crisis reply and is never counted; the daily limit and the burst guard
 * refuse; without the wellbeing-data consent only a crisis is answered (decision record 0014).
 * @throws only on database errors.
 */
export async function askCompanionAboutExercise(input: {
  user: Account;
  entitlements: Pick<Entitlements, "dailyAiLimit">;
  locale: Locale;
  message: string;
  signal?: AbortSignal;
}): Promise<AskCompanionResult> {
  const turn = await startChatTurn({
    userId: input.user.id,
    entitlements: input.entitlements,
    healthDataConsent: !healthDataConsentPending(input.user),
    locale: input.locale,
    message: input.message,
    signal: input.signal,
  });
  if (!turn.ok) return { ok: false, reason: turn.reason };
  for await (const _chunk of turn.chunks) {
    // The whole reply is produced and saved before the person is sent to /chat.
  }
  return { ok: true, crisisWithoutConversation: turn.meta.conversationId === null };
}

/** A fresh one-time id for a "mark as completed" form (a random UUID v4). */
export function newClickId(): string {
  return randomUUID();
}

/**
 * What the exercise list and an exercise's page show of an exercise (spec §3 "Exercises"): its
 * slug, localised title and summary, category, tier, length (minutes) and difficulty; the steps
 * stay on the exercise's own page.
 */
export function exerciseSummary(exercise: Exercise) {
  return {
    slug: exercise.slug,
    title: exercise.title,
    summary: exercise.summary,
    category: exercise.category,
    tier: exercise.tier,
    durationMinutes: exercise.durationMinutes,
    difficulty: exercise.difficulty,
  };
}
