/**
 * Schemas that only actions use. They live in a `.server` module rather than at the top of their
 * route: zod's builder calls are not dropped by tree shaking, so a schema declared in a route module
 * puts zod (about 14 KB gzip) into that page's JavaScript (docs/architecture.md "Keeping pages
 * light"). Schemas the browser also checks with conform stay in utils/schemas.ts.
 */
import { z } from "zod";
import { PLAN_FIELD_MAX, SAFETY_PLAN_FIELDS } from "./safety-plan";
import { isSingleLine } from "./single-line";
import { QUOTE_AUTHOR_MAX, QUOTE_CATEGORIES, QUOTE_MOODS, QUOTE_TEXT_MAX } from "./quotes";
import { RESOURCE_NEED_MAX } from "./resources";

/** The button pressed on /chat: send a message, or start a new conversation. */
export const ChatIntentSchema = z.enum(["send", "reset"]);

/** The safety plan form of /safety: every section optional, at most {@link PLAN_FIELD_MAX} characters each. */
export const SafetyPlanSchema = z.object(
  Object.fromEntries(SAFETY_PLAN_FIELDS.map((f) => [f, z.string().max(PLAN_FIELD_MAX, "safety.tooLong").default("")])) as Record<
    (typeof SAFETY_PLAN_FIELDS)[number],
    z.ZodDefault<z.ZodString>
  >,
);

/** Spec §5: the code is required; a code is never longer than this (RESPIRO-XXXX-XXXX-XXXX is 22). */
export const LaunchActivationSchema = z.object({
  code: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ required_error: "launch.codeRequired", invalid_type_error: "launch.codeRequired" })
      .min(1, "launch.codeRequired")
      .max(64, "launch.invalidCode")
      // A single-line field (utils/single-line.ts): no code holds a control character.
      .refine(isSingleLine, "launch.invalidCode"),
  ),
});

/** Spec §3 "Quote preferences": categories (none = all) and one mood, or any. */
const QuoteTextSchema = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : v),
  z
    .string({ required_error: "quotes.textRequired", invalid_type_error: "quotes.textRequired" })
    .min(1, "quotes.textRequired")
    .max(QUOTE_TEXT_MAX, "quotes.textTooLong"),
);
const QuoteAuthorSchema = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : v),
  z
    .string()
    .max(QUOTE_AUTHOR_MAX, "quotes.authorTooLong")
    .refine(isSingleLine, "validation.single_line")
    .optional()
    .transform((v) => v || null),
);
const QuoteIdSchema = z.string().min(1).max(100);
const OwnQuoteIdSchema = z.coerce.number().int().positive();

/** The forms of /quotes, told apart by the button pressed (`intent`). */
export const QuoteActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("preferences"),
    categories: z.array(z.enum(QUOTE_CATEGORIES)).default([]),
    mood: z.union([z.enum(QUOTE_MOODS), z.literal("any")]).default("any"),
  }),
  z.object({ intent: z.literal("favourite"), quoteId: QuoteIdSchema }),
  z.object({ intent: z.literal("unfavourite"), quoteId: QuoteIdSchema }),
  z.object({ intent: z.literal("add"), text: QuoteTextSchema, author: QuoteAuthorSchema }),
  z.object({ intent: z.literal("edit"), id: OwnQuoteIdSchema, text: QuoteTextSchema, author: QuoteAuthorSchema }),
  z.object({ intent: z.literal("delete"), id: OwnQuoteIdSchema }),
]);

/** Spec §5: the free-text box for recommendations needs a message ("Messaggio mancante"). */
export const ResourceNeedSchema = z.object({
  need: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ required_error: "resources.needMissing", invalid_type_error: "resources.needMissing" })
      .min(1, "resources.needMissing")
      .max(RESOURCE_NEED_MAX, "resources.needTooLong"),
  ),
});

/** "Was this helpful?" on a resource page. */
export const ResourceFeedbackSchema = z.object({
  helpful: z.enum(["yes", "no"], { errorMap: () => ({ message: "resources.feedbackInvalid" }) }),
});

/** Lengths of the /support contact form's fields (characters). */
export const SUPPORT_LIMITS = { name: 100, subject: 150, message: 5000, messageMin: 10 } as const;

const supportText = (max: number, requiredKey: string, tooLongKey: string, { singleLine = true } = {}) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ required_error: requiredKey, invalid_type_error: requiredKey })
      .min(1, requiredKey)
      .max(max, tooLongKey)
      .refine((text) => !singleLine || isSingleLine(text), "validation.single_line"),
  );

/**
 * The contact form of /support (issue 15 item 5): name, e-mail and subject are single-line
 * fields (utils/single-line.ts, OWASP ASVS 5.0 2.2.1), the message may span lines. `website` is
 * the honeypot: people leave it empty (it is hidden from them), bots fill it in.
 */
export const SupportMessageSchema = z.object({
  name: supportText(SUPPORT_LIMITS.name, "support.errors.nameRequired", "support.errors.nameTooLong"),
  email: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ required_error: "support.errors.emailInvalid", invalid_type_error: "support.errors.emailInvalid" })
      .max(254, "support.errors.emailInvalid")
      .email("support.errors.emailInvalid")
      .refine(isSingleLine, "validation.single_line"),
  ),
  subject: supportText(SUPPORT_LIMITS.subject, "support.errors.subjectRequired", "support.errors.subjectTooLong"),
  message: supportText(SUPPORT_LIMITS.message, "support.errors.messageRequired", "support.errors.messageTooLong", { singleLine: false }).refine(
    (text) => text.length >= SUPPORT_LIMITS.messageMin,
    "support.errors.messageTooShort",
  ),
  website: z.string().optional().default(""),
});
/**
 * POST /api/create-checkout-session (spec §7: `priceId`, `userId`, `language`), plus an optional
 * discount code (a Stripe promotion code, issue 13). `userId` may be a number or a numeric string.
 */
export const CheckoutRequestSchema = z.object({
  priceId: z.string().trim().min(1).max(100),
  userId: z.union([z.number().int().positive(), z.string().regex(/^\d{1,15}$/)]).optional(),
  language: z.enum(["it", "en"]).optional(),
  discountCode: z.string().trim().max(64).refine(isSingleLine, "validation.single_line").optional(),
});

/** The plan page's and /simple-payment's form: the option to buy and an optional discount code. */
export const CheckoutFormSchema = z.object({
  option: z.enum(["monthly", "yearly", "launch_monthly", "launch_yearly"], { errorMap: () => ({ message: "payments.invalidPlan" }) }),
  discountCode: z
    .string()
    .trim()
    .max(64, "payments.discountError")
    .refine(isSingleLine, "validation.single_line")
    .optional()
    .transform((value) => (value ? value : undefined)),
});

/** /manage-subscription's actions. */
export const ManageSubscriptionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("change"), plan: z.enum(["monthly", "yearly"]) }),
  z.object({ intent: z.literal("portal") }),
  z.object({ intent: z.literal("cancel"), confirm: z.literal("yes") }),
  z.object({ intent: z.literal("resume") }),
]);
