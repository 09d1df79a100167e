/**
 * zod schemas shared by server actions, the JSON API and conform in the browser. Error messages
 * are translation keys (`validation.*` in app/locales), so every error reaches the user translated.
 */
import { z } from "zod";

/** ASVS 5.0 6.2.1: at least 8 characters (the specification's 6 is raised on purpose). */
export const PASSWORD_MIN = 8;
/** ASVS 5.0 6.2.9 allows at least 64; we cap at 128 to bound argon2 input. */
export const PASSWORD_MAX = 128;

/** A checkbox ("on") or a JSON boolean. */
const checkbox = z.preprocess((v) => v === true || v === "on" || v === "true" || v === "1", z.boolean());

const trimmed = (schema: z.ZodString) => z.preprocess((v) => (typeof v === "string" ? v.trim() : v), schema);

export const UsernameSchema = trimmed(
  z
    .string({ required_error: "validation.username_required", invalid_type_error: "validation.username_required" })
    .min(3, "validation.username_length")
    .max(30, "validation.username_length")
    // ASCII only, so that SQLite's COLLATE NOCASE makes uniqueness truly case-insensitive.
    .regex(/^[A-Za-z0-9._-]+$/, "validation.username_chars"),
);

export const EmailSchema = trimmed(
  z
    .string({ required_error: "validation.email_invalid", invalid_type_error: "validation.email_invalid" })
    .max(254, "validation.email_invalid")
    .email("validation.email_invalid"),
);

export const NewPasswordSchema = z
  .string({ required_error: "validation.password_min", invalid_type_error: "validation.password_min" })
  .min(PASSWORD_MIN, "validation.password_min")
  .max(PASSWORD_MAX, "validation.password_max");

/**
 * Adds the "passwords match" check as an intersection, so it is reported together with the other
 * field errors (a zod `.refine` on the object would only run once every field is valid).
 */
function withConfirmation<T extends z.ZodRawShape>(schema: z.ZodObject<T>) {
  const confirmation = z
    .object({ password: z.unknown(), confirmPassword: z.unknown() })
    .superRefine((d, ctx) => {
      if (d.password !== d.confirmPassword) ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "validation.passwords_mismatch" });
    });
  return schema.and(confirmation);
}

export const RegisterSchema = withConfirmation(
  z.object({
    username: UsernameSchema,
    email: EmailSchema,
    fullName: trimmed(
      z
        .string({ required_error: "validation.full_name_required", invalid_type_error: "validation.full_name_required" })
        .min(1, "validation.full_name_required")
        .max(100, "validation.full_name_length"),
    ),
    password: NewPasswordSchema,
    confirmPassword: z.string({ required_error: "validation.passwords_mismatch" }).max(PASSWORD_MAX),
    acceptTerms: checkbox.refine((v) => v, "validation.terms_required"),
    acceptHealthData: checkbox.refine((v) => v, "validation.health_consent_required"),
    skipLaunchCode: checkbox.default(false),
  }),
);

export type RegisterInput = z.infer<typeof RegisterSchema>;

/** Login accepts whatever password was once set (no strength rule here). */
export const LoginSchema = z.object({
  username: trimmed(
    z.string({ required_error: "validation.username_required", invalid_type_error: "validation.username_required" }).min(1, "validation.username_required").max(64, "validation.username_length"),
  ),
  password: z.string({ required_error: "validation.password_required", invalid_type_error: "validation.password_required" }).min(1, "validation.password_required").max(PASSWORD_MAX, "validation.password_max"),
});

export const ForgotPasswordSchema = z.object({ email: EmailSchema });

/** Spec §5 reset rules: code required; ≥ 8 characters with upper case, lower case and a digit; confirmation matches. */
export const ResetPasswordSchema = withConfirmation(
  z.object({
    email: EmailSchema,
    code: trimmed(z.string({ required_error: "validation.code_required" }).min(1, "validation.code_required").max(32, "validation.code_invalid")),
    password: NewPasswordSchema.regex(/[A-Z]/, "validation.password_upper")
      .regex(/[a-z]/, "validation.password_lower")
      .regex(/\d/, "validation.password_digit"),
    confirmPassword: z.string({ required_error: "validation.passwords_mismatch" }).max(PASSWORD_MAX),
  }),
);

/** The reset checklist shown live in the browser and as server errors (spec §5). */
export const RESET_PASSWORD_RULES = [
  { key: "length", test: (p: string) => p.length >= PASSWORD_MIN },
  { key: "upper", test: (p: string) => /[A-Z]/.test(p) },
  { key: "lower", test: (p: string) => /[a-z]/.test(p) },
  { key: "digit", test: (p: string) => /\d/.test(p) },
] as const;

export const LanguageSchema = z.object({
  lang: z.enum(["it", "en"], { errorMap: () => ({ message: "validation.language_invalid" }) }),
  redirectTo: z.string().max(2000).optional(),
});
