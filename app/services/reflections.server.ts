/**
 * The reflections' use cases (spec §2 /reflections, §3 "Reflection", §5, §8): the catalogue of
 * categories and prompts with their locks, the random prompt, the form's validation, and the new
 * perspective through the shared AI request (gate → quota → model → engine fallback).
 * Reflections are wellbeing data (decision record 0014): nothing of their text is logged here.
 */
import { z } from "zod";
import { REFLECTION_CATEGORIES, REFLECTION_CATEGORY_ALIASES, REFLECTION_CATEGORY_IDS, type ReflectionCategoryId } from "~/content/reflections";
import { saveReflectionPerspective, type ReflectionPrompt, type SavedReflection } from "~/models/reflection.server";
import { runAiRequest } from "~/services/ai/ai-request.server";
import { enginePerspective, perspectiveInstructions } from "~/services/ai/perspective";
import type { Entitlements } from "~/utils/entitlements";
import type { Locale } from "~/utils/i18n";
import { REFLECTION_TEXT_MAX } from "~/utils/reflections";

export { REFLECTION_TEXT_MAX };
/** Longest search query kept from `?q=`, in characters. */
export const SEARCH_MAX = 100;

/** A category in one language. */
export interface LocalisedCategory {
  id: ReflectionCategoryId;
  name: string;
  description: string;
}

/** A prompt as a page shows it: `locked` when this person may not write on it. */
export interface CataloguePrompt extends ReflectionPrompt {
  categoryName: string;
  locked: boolean;
}

/** What the reflections' locks read from the entitlements (`getEntitlements`). */
export type ReflectionRights = { features: Pick<Entitlements["features"], "allReflections"> };

/** The nine categories in `locale`, in the order of spec §3. */
export function localisedCategories(locale: Locale): LocalisedCategory[] {
  return REFLECTION_CATEGORIES.map((c) => ({ id: c.id, name: c.name[locale], description: c.description[locale] }));
}

/**
 * The category named by `?category=` (trimmed, case-insensitive; "awareness" is mindfulness, spec §3).
 * @returns the category id, null for none (absent or blank), "unknown" for anything else.
 */
export function resolveCategory(raw: string | null): ReflectionCategoryId | null | "unknown" {
  const value = raw?.trim().toLowerCase() ?? "";
  if (!value) return null;
  if ((REFLECTION_CATEGORY_IDS as readonly string[]).includes(value)) return value as ReflectionCategoryId;
  return REFLECTION_CATEGORY_ALIASES[value] ?? "unknown";
}

/**
 * Whether the plan opens `prompt`: free prompts open on every plan (visitors read them and sign in
 * to write), premium ones need `features.allReflections` (spec §6; premium, launch trial, admin).
 */
export function canOpenPrompt(entitlements: ReflectionRights, prompt: Pick<ReflectionPrompt, "premium">): boolean {
  return !prompt.premium || entitlements.features.allReflections;
}

/** Lower case without accents, so "gratitudine" finds "Gratitùdine" and "perche" finds "perché". */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * The prompts of `category` (null = all) whose text, category name or number contains every word
 * of `query` (accent- and case-insensitive), each with its lock for `entitlements`.
 */
export function filterPrompts(
  prompts: readonly ReflectionPrompt[],
  { locale, entitlements, category, query }: { locale: Locale; entitlements: ReflectionRights; category: ReflectionCategoryId | null; query: string },
): CataloguePrompt[] {
  const names = new Map(localisedCategories(locale).map((c) => [c.id, c.name]));
  const words = fold(query).split(/\s+/).filter(Boolean);
  return prompts
    .filter((p) => !category || p.category === category)
    .map((p) => ({ ...p, categoryName: names.get(p.category) ?? p.category, locked: !canOpenPrompt(entitlements, p) }))
    .filter((p) => {
      const haystack = fold(`${p.text} ${p.categoryName} ${p.category} ${p.number}`);
      return words.every((w) => haystack.includes(w));
    });
}

/**
 * A random prompt the person may open, from `category` when it has one for them, else from all.
 * @param random a number in [0, 1) (Math.random by default; tests pass their own).
 * @returns undefined only when no prompt at all is open (never with the seeded content).
 */
export function pickRandomPrompt(
  prompts: readonly ReflectionPrompt[],
  { entitlements, category, random = Math.random() }: { entitlements: ReflectionRights; category: ReflectionCategoryId | null; random?: number },
): ReflectionPrompt | undefined {
  const open = prompts.filter((p) => canOpenPrompt(entitlements, p));
  const inCategory = category ? open.filter((p) => p.category === category) : open;
  const pool = inCategory.length > 0 ? inCategory : open;
  return pool[Math.min(pool.length - 1, Math.floor(random * pool.length))];
}

/** Spec §5: a reflection must not be empty when saved; messages are translation keys. */
export const ReflectionTextSchema = z.object({
  text: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ required_error: "reflections.empty", invalid_type_error: "reflections.empty" })
      .min(1, "reflections.empty")
      .max(REFLECTION_TEXT_MAX, "reflections.tooLong"),
  ),
});

/**
 * The reflection id of a URL (`/reflections/entries/<id>`).
 * @throws Response 404 for anything that is not a positive integer.
 */
export function reflectionIdParam(raw: string | undefined): number {
  const id = raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw new Response("Not found", { status: 404 });
  return id;
}

/** The button pressed on a saved reflection's page. */
export const ReflectionEntryIntentSchema = z.enum(["update", "perspective"]);

/** What "generate perspective" came to. */
export type PerspectiveOutcome =
  /** Saved with the reflection. */
  | { kind: "saved"; text: string; remaining: number | null }
  /** The safety gate flagged the text: show the crisis resources; nothing counted or stored. */
  | { kind: "crisis" }
  /** The daily limit, or the burst limit of unlimited plans. */
  | { kind: "limited"; reason: "limit_reached" | "rate_limited" }
  /** Spec §8 "could not generate a reflection": no answer, or the text changed meanwhile. */
  | { kind: "failed" };

/**
 * Generates a kinder perspective on `reflection` (owned by `userId`) through `runAiRequest` and
 * stores it with the reflection. The embedded engine's answer is {@link enginePerspective}; a
 * model gets {@link perspectiveInstructions} with the prompt's text.
 * @throws only on database errors.
 */
export async function generatePerspective({
  userId,
  entitlements,
  locale,
  reflection,
  prompt,
  now = new Date(),
}: {
  userId: number;
  entitlements: Pick<Entitlements, "dailyAiLimit">;
  locale: Locale;
  reflection: SavedReflection;
  prompt: ReflectionPrompt;
  now?: Date;
}): Promise<PerspectiveOutcome> {
  const result = await runAiRequest({
    userId,
    entitlements,
    locale,
    text: reflection.text,
    maxLength: REFLECTION_TEXT_MAX,
    instructions: perspectiveInstructions(locale, prompt.text),
    engineAnswer: (text) => enginePerspective(text, locale, prompt.category).text,
    now,
  });
  switch (result.kind) {
    case "crisis":
      return { kind: "crisis" };
    case "refused":
      // "empty" and "too_long" cannot happen for a saved reflection; treat them as a failure.
      return result.reason === "limit_reached" || result.reason === "rate_limited" ? { kind: "limited", reason: result.reason } : { kind: "failed" };
    case "failed":
      return { kind: "failed" };
    case "answer": {
      const stored = await saveReflectionPerspective({ id: reflection.id, userId, forText: reflection.text, perspective: result.text, now });
      return stored ? { kind: "saved", text: result.text, remaining: result.remaining } : { kind: "failed" };
    }
  }
}
