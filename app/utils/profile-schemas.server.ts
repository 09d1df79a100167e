/**
 * The forms of /profile (spec §3 "Profile"), checked on the server only (a `.server` module, so
 * zod stays out of the page's JavaScript; docs/architecture.md "Keeping pages light"). Error
 * messages are translation keys of the "profile" namespace (and "validation" for the password
 * policy shared with sign-up, decision record 0007).
 */
import { z } from "zod";
import { PROFILE_LIMITS } from "./profile";
import { RESOURCE_TOPICS } from "./resources";
import { isSingleLine } from "./single-line";
import { isValidTimeZone } from "./time-zone";

const text = (v: unknown) => (typeof v === "string" ? v.trim() : v);

/** An optional single-line text of at most `max` characters: blank is null. */
const optionalLine = (max: number, key: string) =>
  z.preprocess(
    text,
    z
      .string({ invalid_type_error: key })
      .max(max, key)
      .refine(isSingleLine, key)
      .transform((v) => (v === "" ? null : v))
      .default(""),
  );

/** Digits, spaces and + ( ) - . only, 6 to 15 digits (ITU-T E.164 numbers have at most 15). */
function isPhone(v: string): boolean {
  const digits = v.replace(/\D/g, "").length;
  return /^\+?[0-9 ()\-.]+$/.test(v) && digits >= 6 && digits <= 15;
}

/** A real calendar date YYYY-MM-DD (no 31 April). */
function isCalendarDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** A date of birth: a calendar date from 1900-01-01 to `today`. */
function isBirthDate(v: string, today: string): boolean {
  return isCalendarDate(v) && v >= "1900-01-01" && v <= today;
}

/** The personal-data form at `now` (the date of birth may not be in the future). */
export function personalSchema(now: Date) {
  const today = now.toISOString().slice(0, 10);
  return z.object({
    firstName: z.preprocess(
      text,
      z
        .string({ required_error: "profile.errors.firstNameRequired", invalid_type_error: "profile.errors.firstNameRequired" })
        .min(1, "profile.errors.firstNameRequired")
        .max(PROFILE_LIMITS.name, "profile.errors.nameTooLong")
        .refine(isSingleLine, "profile.errors.nameInvalid"),
    ),
    lastName: optionalLine(PROFILE_LIMITS.name, "profile.errors.lastNameInvalid"),
    email: z.preprocess(
      text,
      z
        .string({ required_error: "profile.errors.emailInvalid", invalid_type_error: "profile.errors.emailInvalid" })
        .max(254, "profile.errors.emailInvalid")
        .refine(isSingleLine, "profile.errors.emailInvalid")
        .pipe(z.string().email("profile.errors.emailInvalid")),
    ),
    phone: optionalLine(PROFILE_LIMITS.phone, "profile.errors.phoneInvalid").refine((v) => v === null || isPhone(v), "profile.errors.phoneInvalid"),
    birthDate: z.preprocess(
      text,
      z
        .string({ invalid_type_error: "profile.errors.birthDateInvalid" })
        .default("")
        .refine((v) => v === "" || isBirthDate(v, today), "profile.errors.birthDateInvalid")
        .transform((v) => (v === "" ? null : v)),
    ),
    city: optionalLine(PROFILE_LIMITS.city, "profile.errors.cityInvalid"),
    bio: z.preprocess(
      text,
      z
        .string({ invalid_type_error: "profile.errors.bioTooLong" })
        .max(PROFILE_LIMITS.bio, "profile.errors.bioTooLong")
        .transform((v) => (v === "" ? null : v))
        .default(""),
    ),
    interests: z
      .array(z.enum(RESOURCE_TOPICS, { errorMap: () => ({ message: "profile.errors.interestInvalid" }) }))
      .max(RESOURCE_TOPICS.length, "profile.errors.interestInvalid"),
    timeZone: z.preprocess(
      text,
      z
        .string({ invalid_type_error: "profile.errors.timeZoneInvalid" })
        .default("")
        .refine((v) => v === "" || isValidTimeZone(v), "profile.errors.timeZoneInvalid")
        .transform((v) => (v === "" ? null : v)),
    ),
  });
}

export type PersonalField = "firstName" | "lastName" | "email" | "phone" | "birthDate" | "city" | "bio" | "interests" | "timeZone";

/** The password form: the current password, the new one (policy checked by the service) and its confirmation. */
export const PasswordChangeSchema = z
  .object({
    currentPassword: z
      .string({ required_error: "profile.errors.currentPasswordRequired" })
      .min(1, "profile.errors.currentPasswordRequired")
      .max(1024, "profile.errors.currentPasswordWrong"),
    newPassword: z.string({ required_error: "validation.password_min" }).max(1024, "validation.password_max"),
    confirmPassword: z.string().default(""),
  })
  .superRefine((d, ctx) => {
    if (d.newPassword !== d.confirmPassword) ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "validation.passwords_mismatch" });
  });

/** A new goal: a title and an optional target date (YYYY-MM-DD, not before 2000). */
export const GoalSchema = z.object({
  title: z.preprocess(
    text,
    z
      .string({ required_error: "profile.errors.goalTitleRequired", invalid_type_error: "profile.errors.goalTitleRequired" })
      .min(1, "profile.errors.goalTitleRequired")
      .max(PROFILE_LIMITS.goalTitle, "profile.errors.goalTitleTooLong")
      .refine(isSingleLine, "profile.errors.goalTitleInvalid"),
  ),
  targetDate: z.preprocess(
    text,
    z
      .string()
      .default("")
      .refine((v) => v === "" || (isCalendarDate(v) && v >= "2000-01-01" && v <= "2999-12-31"), "profile.errors.goalDateInvalid")
      .transform((v) => (v === "" ? null : v)),
  ),
});

/** The id of a goal in a form (a positive integer), else null. */
export function goalId(value: FormDataEntryValue | null): number | null {
  const id = typeof value === "string" && /^\d{1,12}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
