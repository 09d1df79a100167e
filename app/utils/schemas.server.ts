/**
 * Schemas that only actions use. They live in a `.server` module rather than at the top of their
 * route: zod's builder calls are not dropped by tree shaking, so a schema declared in a route module
 * puts zod (about 14 KB gzip) into that page's JavaScript (docs/architecture.md "Keeping pages
 * light"). Schemas the browser also checks with conform stay in utils/schemas.ts.
 */
import { z } from "zod";
import { PLAN_FIELD_MAX, SAFETY_PLAN_FIELDS } from "./safety-plan";
import { isSingleLine } from "./single-line";

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
