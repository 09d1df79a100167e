/**
 * The zod schemas of two-factor sign-in (issue 14 item 8, decision record 0035): the code forms of
 * /profile/two-factor and /login/two-factor and the extra fields of POST /api/auth/login.
 * Server-only, so zod stays out of the pages' JavaScript; messages are keys of "twoFactor".
 */
import { z } from "zod";
import { isSingleLine } from "./single-line";

const compact = (value: unknown) => (typeof value === "string" ? value.replace(/[\s-]/g, "") : value);

/**
 * A code as typed: a 6-digit TOTP, or a recovery code of 10 letters and digits (spaces and dashes
 * ignored). Returns the code trimmed (a recovery code keeps its dash; the service normalises it).
 */
export const SecondFactorCodeSchema = z
  .string({ required_error: "twoFactor.errors.codeRequired", invalid_type_error: "twoFactor.errors.codeRequired" })
  .trim()
  .min(1, "twoFactor.errors.codeRequired")
  .max(32, "twoFactor.errors.codeInvalid")
  .refine(isSingleLine, "twoFactor.errors.codeInvalid")
  .refine((value) => /^(\d{6}|[A-Za-z0-9]{10})$/.test(String(compact(value))), "twoFactor.errors.codeInvalid");

/** A 6-digit TOTP only (spaces ignored), as the enrolment asks for. */
export const TotpCodeSchema = z.preprocess(
  (v) => (typeof v === "string" ? v.replace(/\s/g, "") : v),
  z
    .string({ required_error: "twoFactor.errors.codeRequired", invalid_type_error: "twoFactor.errors.codeRequired" })
    .min(1, "twoFactor.errors.codeRequired")
    .regex(/^\d{6}$/, "twoFactor.errors.codeInvalid"),
);

/** The forms of /profile/two-factor, told apart by the button's `intent`. */
export const TwoFactorProfileSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("start") }),
    z.object({ intent: z.literal("cancel") }),
    z.object({ intent: z.literal("confirm"), code: TotpCodeSchema }),
    // Either the password or a code; the action asks for one when both are blank.
    z.object({
      intent: z.literal("disable"),
      password: z.string().max(256, "twoFactor.errors.wrongProof").optional(),
      code: z.preprocess((v) => (v === "" ? undefined : v), SecondFactorCodeSchema.optional()),
    }),
  ],
  { errorMap: () => ({ message: "twoFactor.errors.codeInvalid" }) },
);

/** The code form of /login/two-factor. */
export const TwoFactorLoginSchema = z.object({ code: SecondFactorCodeSchema });

/** The optional second-factor fields of POST /api/auth/login: `totp` or `recoveryCode`. */
export const ApiSecondFactorSchema = z.object({
  totp: z.preprocess((v) => (v === "" || v === null ? undefined : v), TotpCodeSchema.optional()),
  recoveryCode: z.preprocess((v) => (v === "" || v === null ? undefined : v), SecondFactorCodeSchema.optional()),
});
