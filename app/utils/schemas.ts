/**
 * zod schemas shared by server actions, the JSON API and conform in the browser. Error messages
 * are translation keys (`validation.*` in app/locales), so every error reaches the user translated.
 */
import { z } from "zod";
import { isSingleLine } from "./single-line";

/** ASVS 5.0 6.2.1: at least 8 characters (the specification's 6 is raised on purpose). */
export const PASSWORD_MIN = 8;
/** ASVS 5.0 6.2.9 allows at least 64; we cap at 128 to bound argon2 input. */
export const PASSWORD_MAX = 128;

/** A checkbox ("on") or a JSON boolean. */
const checkbox = z.preprocess((v) => v === true || v === "on" || v === "true" || v === "1", z.boolean());

const trimmed = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((v) => (typeof v === "string" ? v.trim() : v), schema);

/**
 * A single-line text field: a value holding a control character, a line or paragraph separator
 * or a bidi override (app/utils/single-line.ts) is refused with `validation.single_line` alone;
 * only a clean value reaches `schema`'s own rules (whose limits conform still shows the browser).
 * OWASP ASVS 5.0 2.2.1; the log injection it prevents: 16.4.1.
 */
const singleLine = <T extends z.ZodTypeAny>(schema: T, requiredKey: string) =>
  z.string({ required_error: requiredKey, invalid_type_error: requiredKey }).refine(isSingleLine, "validation.single_line").pipe(schema);

export const UsernameSchema = trimmed(
  singleLine(
    z
      .string({ required_error: "validation.username_required", invalid_type_error: "validation.username_required" })
      .min(3, "validation.username_length")
      .max(30, "validation.username_length")
      // ASCII only, so that SQLite's COLLATE NOCASE makes uniqueness truly case-insensitive.
      .regex(/^[A-Za-z0-9._-]+$/, "validation.username_chars"),
    "validation.username_required",
  ),
);

export const EmailSchema = trimmed(
  singleLine(
    z
      .string({ required_error: "validation.email_invalid", invalid_type_error: "validation.email_invalid" })
      .max(254, "validation.email_invalid")
      .email("validation.email_invalid"),
    "validation.email_invalid",
  ),
);

/**
 * The browser-checkable half of the one password policy (app/services/auth/password-policy.server.ts):
 * 8 to 128 characters, no composition rules (ASVS 5.0 6.2.5). Used as is at sign-up and reset;
 * the server adds the common-password check, which the browser cannot know.
 */
export const NewPasswordSchema = z
  .string({ required_error: "validation.password_min", invalid_type_error: "validation.password_min" })
  .min(PASSWORD_MIN, "validation.password_min")
  .max(PASSWORD_MAX, "validation.password_max");

/**
 * Adds the "passwords match" check as an intersection, so it is reported together with the other
 * field errors (a zod `.refine` on the object would only run once every field is valid).
 */
function withConfirmation<T extends z.ZodRawShape>(schema: z.ZodObject<T>) {
  const confirmation = z.object({ password: z.unknown(), confirmPassword: z.unknown() }).superRefine((d, ctx) => {
    if (d.password !== d.confirmPassword) ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "validation.passwords_mismatch" });
  });
  return schema.and(confirmation);
}

export const RegisterSchema = withConfirmation(
  z.object({
    username: UsernameSchema,
    email: EmailSchema,
    fullName: trimmed(
      singleLine(
        z
          .string({ required_error: "validation.full_name_required", invalid_type_error: "validation.full_name_required" })
          .min(1, "validation.full_name_required")
          .max(100, "validation.full_name_length"),
        "validation.full_name_required",
      ),
    ),
    password: NewPasswordSchema,
    confirmPassword: z.string({ required_error: "validation.passwords_mismatch" }).max(PASSWORD_MAX),
    acceptTerms: checkbox.refine((v) => v, "validation.terms_required"),
    acceptHealthData: checkbox.refine((v) => v, "validation.health_consent_required"),
    skipLaunchCode: checkbox.default(false),
  }),
);

/**
 * POST /api/auth/register (spec §3 "Registration", §7): the fields of the sign-up form, but a
 * client of the specification knows no `acceptHealthData`. Without it (or false) the account is
 * created with the consent pending, and nothing that stores wellbeing data works until POST
 * /api/auth/consent (docs/decisions/0014-health-data-consent-pending.md). The sign-up form keeps
 * requiring it (`RegisterSchema`).
 */
export const ApiRegisterSchema = withConfirmation(RegisterSchema._def.left.extend({ acceptHealthData: checkbox }));

export type RegisterInput = z.infer<typeof RegisterSchema>;

/**
 * The explicit consent to process wellbeing data (GDPR art. 9(2)(a)) given after sign-up: the
 * /consent form and POST /api/auth/consent `{ acceptHealthData: true }`.
 */
export const HealthDataConsentSchema = z.object({
  acceptHealthData: checkbox.refine((v) => v, "validation.health_consent_required"),
});

/**
 * Login: `username` holds the username or the e-mail address (docs/architecture.md "better than the
 * specification" 7), so it is as long as an e-mail may be; the password is whatever was once set
 * (no strength rule here).
 */
export const LoginSchema = z.object({
  username: trimmed(
    singleLine(
      z
        .string({ required_error: "validation.login_required", invalid_type_error: "validation.login_required" })
        .min(1, "validation.login_required")
        .max(254, "validation.login_required"),
      "validation.login_required",
    ),
  ),
  password: z
    .string({ required_error: "validation.password_required", invalid_type_error: "validation.password_required" })
    .min(1, "validation.password_required")
    .max(PASSWORD_MAX, "validation.password_max"),
});

export const ForgotPasswordSchema = z.object({ email: EmailSchema });

/**
 * Spec §5 reset rules: code required; confirmation matches; the new password follows the same
 * policy as sign-up (`NewPasswordSchema`). The specification's upper case / lower case / digit
 * requirements are shown as tips only (`PASSWORD_TIPS`; ASVS 5.0 6.2.5, decision record 0007).
 */
export const ResetPasswordSchema = withConfirmation(
  z.object({
    email: EmailSchema,
    code: trimmed(
      singleLine(
        z.string({ required_error: "validation.code_required" }).min(1, "validation.code_required").max(32, "validation.code_invalid"),
        "validation.code_required",
      ),
    ),
    password: NewPasswordSchema,
    confirmPassword: z.string({ required_error: "validation.passwords_mismatch" }).max(PASSWORD_MAX),
  }),
);

/** The one requirement the browser can show live (`auth.rule.length`). */
export const PASSWORD_LENGTH_RULE = { key: "length", test: (p: string) => p.length >= PASSWORD_MIN } as const;

/**
 * Spec §5's checklist kept as tips, never enforced (ASVS 5.0 6.2.5): `auth.tip.<key>` in
 * app/locales. Unicode-aware, so "È" counts as upper case.
 */
export const PASSWORD_TIPS = [
  { key: "upper", test: (p: string) => /\p{Lu}/u.test(p) },
  { key: "lower", test: (p: string) => /\p{Ll}/u.test(p) },
  { key: "digit", test: (p: string) => /\p{Nd}/u.test(p) },
] as const;

export const LanguageSchema = z.object({
  lang: z.enum(["it", "en"], { errorMap: () => ({ message: "validation.language_invalid" }) }),
  redirectTo: z.string().max(2000).optional(),
});
