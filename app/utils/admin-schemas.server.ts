/**
 * Server-side validation of the /admin/codes and /admin/content forms (issue 14 items 4, 5 and 9).
 * Messages are translation keys of the `adminCodes` / `adminContent` namespaces.
 */
import { z } from "zod";
import { PROMO_CODE_PATTERN } from "~/models/promo-code.server";
import { QUOTE_CATEGORIES, QUOTE_MOODS } from "~/utils/quotes";
import { RESOURCE_SECTIONS, RESOURCE_TOPICS, RESOURCE_TYPES } from "~/utils/resources";
import { DAY_MS } from "~/utils/time";

/** The latest expiry an administrator may give a promo code: two years ahead. */
export const PROMO_MAX_AHEAD_MS = 730 * DAY_MS;

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);

/** The campaign switch; turning it off must be confirmed (a ticked box, so it works without JavaScript). */
export const CampaignSchema = z
  .object({
    intent: z.literal("campaign"),
    enabled: z.enum(["on", "off"], { errorMap: () => ({ message: "adminCodes.errors.campaign" }) }),
    confirm: z.string().optional(),
  })
  .refine((v) => v.enabled === "on" || v.confirm === "yes", { message: "adminCodes.errors.confirmOff", path: ["confirm"] });

/**
 * A new promo code. `expires` is a `YYYY-MM-DD` day: the code works until the end of that day
 * (UTC), which must be after `now` and at most two years ahead. `code` empty → a random one.
 */
export function promoSchema(now: Date) {
  return z.object({
    intent: z.literal("promo"),
    code: z.preprocess(
      (v) => (typeof v === "string" ? v.trim().toUpperCase() || undefined : v),
      z.string().regex(PROMO_CODE_PATTERN, "adminCodes.errors.code").optional(),
    ),
    days: z.preprocess(
      trimmed,
      z.coerce
        .number({ invalid_type_error: "adminCodes.errors.days" })
        .int("adminCodes.errors.days")
        .min(1, "adminCodes.errors.days")
        .max(365, "adminCodes.errors.days"),
    ),
    maxUses: z.preprocess(
      trimmed,
      z.coerce
        .number({ invalid_type_error: "adminCodes.errors.maxUses" })
        .int("adminCodes.errors.maxUses")
        .min(1, "adminCodes.errors.maxUses")
        .max(100_000, "adminCodes.errors.maxUses"),
    ),
    expires: z.preprocess(
      trimmed,
      z
        .string({ required_error: "adminCodes.errors.expires" })
        .regex(/^\d{4}-\d{2}-\d{2}$/, "adminCodes.errors.expires")
        .transform((day, ctx) => {
          const start = new Date(`${day}T00:00:00.000Z`);
          const end = new Date(start.getTime() + DAY_MS);
          if (
            Number.isNaN(start.getTime()) ||
            start.toISOString().slice(0, 10) !== day ||
            end.getTime() <= now.getTime() ||
            end.getTime() > now.getTime() + PROMO_MAX_AHEAD_MS
          ) {
            ctx.addIssue({ code: z.ZodIssueCode.custom, message: "adminCodes.errors.expires" });
            return z.NEVER;
          }
          return end;
        }),
    ),
  });
}

const text = (max: number, key: string) => z.preprocess(trimmed, z.string({ required_error: key }).min(1, key).max(max, key));
const optionalText = (max: number, key: string) =>
  z.preprocess((v) => (typeof v === "string" ? v.trim() || undefined : v), z.string().max(max, key).optional());
/** Comma-separated tags → lower-case, trimmed, unique, 1..12 tags of at most 40 characters. */
const tags = (key: string) =>
  z.preprocess(
    (v) =>
      typeof v === "string"
        ? [
            ...new Set(
              v
                .split(",")
                .map((t) => t.trim().toLowerCase())
                .filter(Boolean),
            ),
          ]
        : v,
    z
      .array(
        z
          .string()
          .max(40, key)
          .regex(/^[^,]+$/, key),
      )
      .min(1, key)
      .max(12, key),
  );
/** Paragraphs separated by a blank line; 1..60 of them, 20 000 characters at most in all. */
const paragraphs = (key: string) =>
  z.preprocess(
    (v) =>
      typeof v === "string"
        ? v
            .replace(/\r\n?/g, "\n")
            .split(/\n\s*\n/)
            .map((p) => p.trim())
            .filter(Boolean)
        : v,
    z
      .array(z.string())
      .min(1, key)
      .max(60, key)
      .refine((ps) => ps.join("").length <= 20_000, key),
  );

/** Slugs: lower-case words joined by dashes; "new" is the creation form's address. */
export const SLUG_PATTERN = /^(?!new$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A resource in both languages (spec §3 "Resource"); reading times are computed from the bodies. */
export const ResourceFormSchema = z.object({
  slug: z.preprocess(
    trimmed,
    z.string({ required_error: "adminContent.errors.slug" }).max(80, "adminContent.errors.slug").regex(SLUG_PATTERN, "adminContent.errors.slug"),
  ),
  type: z.enum(RESOURCE_TYPES, { errorMap: () => ({ message: "adminContent.errors.type" }) }),
  topic: z.enum(RESOURCE_TOPICS, { errorMap: () => ({ message: "adminContent.errors.topic" }) }),
  section: z.enum(RESOURCE_SECTIONS, { errorMap: () => ({ message: "adminContent.errors.section" }) }),
  titleIt: text(160, "adminContent.errors.title"),
  titleEn: text(160, "adminContent.errors.title"),
  summaryIt: text(400, "adminContent.errors.summary"),
  summaryEn: text(400, "adminContent.errors.summary"),
  bodyIt: paragraphs("adminContent.errors.body"),
  bodyEn: paragraphs("adminContent.errors.body"),
  tagsIt: tags("adminContent.errors.tags"),
  tagsEn: tags("adminContent.errors.tags"),
  link: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() || undefined : v),
    z
      .string()
      .max(200, "adminContent.errors.link")
      .regex(/^\/[a-z0-9/_-]*$/, "adminContent.errors.link")
      .optional(),
  ),
});
export type ResourceForm = z.infer<typeof ResourceFormSchema>;

/** A quote in both languages (spec §3 "Quote preferences"); both authors or neither (Respiro's own words). */
export const QuoteFormSchema = z
  .object({
    id: z.preprocess(
      trimmed,
      z.string({ required_error: "adminContent.errors.quoteId" }).max(80, "adminContent.errors.quoteId").regex(SLUG_PATTERN, "adminContent.errors.quoteId"),
    ),
    textIt: text(500, "adminContent.errors.quoteText"),
    textEn: text(500, "adminContent.errors.quoteText"),
    authorIt: optionalText(100, "adminContent.errors.author"),
    authorEn: optionalText(100, "adminContent.errors.author"),
    category: z.enum(QUOTE_CATEGORIES, { errorMap: () => ({ message: "adminContent.errors.category" }) }),
    moods: z.preprocess((v) => (typeof v === "string" ? [v] : v), z.array(z.enum(QUOTE_MOODS)).min(1, "adminContent.errors.moods")),
  })
  .refine((q) => Boolean(q.authorIt) === Boolean(q.authorEn), { message: "adminContent.errors.authorBoth", path: ["authorEn"] });
export type QuoteForm = z.infer<typeof QuoteFormSchema>;

/** /admin/support's "mark handled" (issue 14 item 6). */
export const SupportHandleSchema = z.object({
  intent: z.literal("handle", { errorMap: () => ({ message: "adminSupport.invalidId" }) }),
  id: z.coerce.number({ invalid_type_error: "adminSupport.invalidId" }).int("adminSupport.invalidId").positive("adminSupport.invalidId"),
});
