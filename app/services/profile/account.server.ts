/**
 * Saving what the personal-data tab of /profile edits (spec §3 "Profile"; decision record 0031):
 * the personal data with the e-mail's uniqueness, and the password with the current one.
 */
import { getDb } from "~/db.server";
import { saveProfile, getProfile, type Profile } from "~/models/profile.server";
import { hitRateLimit } from "~/models/rate-limit.server";
import { deleteOtherUserSessions } from "~/models/session.server";
import { getSignInCredentials, updateAccountDetails, updatePasswordHash, type Account } from "~/models/user.server";
import { checkPasswordPolicy } from "~/services/auth/password-policy.server";
import { hashPassword, verifyPassword } from "~/utils/password.server";
import { PasswordChangeSchema, personalSchema, type PersonalField } from "~/utils/profile-schemas.server";
import { HOUR_MS, minutesUntil, MINUTE_MS } from "~/utils/time";

/** Attempts to change the e-mail to another address, per person and hour (decision record 0031). */
export const EMAIL_CHANGES_PER_HOUR = 5;
/** Current-password checks per person and 15 minutes (OWASP ASVS 5.0 6.3.1). */
export const PASSWORD_CHECKS_PER_WINDOW = 5;
const PASSWORD_WINDOW_MS = 15 * MINUTE_MS;

/** The form's values as typed (strings), to fill it again after an error. */
export type PersonalValues = Partial<Record<Exclude<PersonalField, "interests">, string>> & { interests?: string[] };

type PersonalErrors = Partial<Record<PersonalField, string[]>>;

export type SaveResult = { ok: true } | { ok: false; status: 400 | 429; errors: PersonalErrors; values: PersonalValues; retryMinutes?: number };

/** The profile's fields as the form shows them: the stored profile, else the account's full name split at its first space. */
export async function personalDataOf(user: Account): Promise<Omit<Profile, "updatedAt"> & { email: string; timeZone: string | null }> {
  const stored = await getProfile({ userId: user.id });
  const [first, ...rest] = user.fullName.trim().split(/\s+/);
  return {
    firstName: stored?.firstName ?? first ?? "",
    lastName: stored?.lastName ?? rest.join(" "),
    phone: stored?.phone ?? null,
    birthDate: stored?.birthDate ?? null,
    city: stored?.city ?? null,
    bio: stored?.bio ?? null,
    interests: stored?.interests ?? [],
    email: user.email,
    timeZone: user.timeZone,
  };
}

/**
 * Validates and saves the personal-data form of `user`: the profile row, the e-mail, the full
 * name ("first last", what the rest of the app shows) and the time zone, in one transaction.
 * A taken e-mail answers 400 with `profile.errors.emailUnavailable` and saves nothing (worded like
 * sign-up's answer, decision record 0011); more than {@link EMAIL_CHANGES_PER_HOUR} attempts an
 * hour to change the address answer 429, so the form cannot probe addresses faster than sign-up.
 * @throws on database errors (the route answers "unable to save profile", spec §8).
 */
export async function savePersonalData({ user, form, now }: { user: Account; form: FormData; now: Date }): Promise<SaveResult> {
  const values: PersonalValues = {};
  for (const key of ["firstName", "lastName", "email", "phone", "birthDate", "city", "bio", "timeZone"] as const) {
    const v = form.get(key);
    if (typeof v === "string") values[key] = v;
  }
  values.interests = form.getAll("interests").filter((v): v is string => typeof v === "string");
  const parsed = personalSchema(now).safeParse({ ...values });
  if (!parsed.success) return { ok: false, status: 400, errors: parsed.error.flatten().fieldErrors as PersonalErrors, values };
  const data = parsed.data;
  if (data.email.toLowerCase() !== user.email.toLowerCase()) {
    const hit = await hitRateLimit({ key: `profile:email:${user.id}`, windowMs: HOUR_MS, now });
    if (hit.count > EMAIL_CHANGES_PER_HOUR) {
      return { ok: false, status: 429, errors: { email: ["profile.errors.emailTooManyAttempts"] }, values, retryMinutes: minutesUntil(hit.resetAt, now) };
    }
  }
  const db = await getDb();
  const saved = await db.transaction().execute(async (trx) => {
    const fullName = [data.firstName, data.lastName].filter(Boolean).join(" ");
    const account = await updateAccountDetails({ userId: user.id, email: data.email, fullName, timeZone: data.timeZone, now, db: trx });
    if (!account.ok) return false;
    const { email: _email, timeZone: _zone, ...profile } = data;
    await saveProfile({ userId: user.id, profile: { ...profile, lastName: profile.lastName ?? "" }, now, db: trx });
    return true;
  });
  if (!saved) return { ok: false, status: 400, errors: { email: ["profile.errors.emailUnavailable"] }, values };
  return { ok: true };
}

export type PasswordField = "currentPassword" | "newPassword" | "confirmPassword";
export type PasswordChangeResult =
  { ok: true; endedSessions: number } | { ok: false; status: 400 | 429; errors: Partial<Record<PasswordField, string[]>>; retryMinutes?: number };

/**
 * Changes `user`'s password: the current one must match (at most
 * {@link PASSWORD_CHECKS_PER_WINDOW} checks per 15 minutes, counted before the check), the new one
 * follows the one password policy (decision record 0007) and its confirmation. On success every
 * other session of the person ends; the one holding `sessionToken` (this browser) stays.
 */
export async function changePassword({
  user,
  form,
  sessionToken,
  now,
}: {
  user: Account;
  form: FormData;
  sessionToken: string;
  now: Date;
}): Promise<PasswordChangeResult> {
  const parsed = PasswordChangeSchema.safeParse(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")));
  if (!parsed.success) return { ok: false, status: 400, errors: parsed.error.flatten().fieldErrors };
  const policy = checkPasswordPolicy(parsed.data.newPassword);
  if (!policy.ok) return { ok: false, status: 400, errors: { newPassword: [policy.reason] } };
  const hit = await hitRateLimit({ key: `profile:password:${user.id}`, windowMs: PASSWORD_WINDOW_MS, now });
  if (hit.count > PASSWORD_CHECKS_PER_WINDOW) {
    return { ok: false, status: 429, errors: { currentPassword: ["profile.errors.passwordTooManyAttempts"] }, retryMinutes: minutesUntil(hit.resetAt, now) };
  }
  const credentials = await getSignInCredentials({ login: user.username });
  if (!credentials || credentials.account.id !== user.id || !(await verifyPassword(parsed.data.currentPassword, credentials.passwordHash))) {
    return { ok: false, status: 400, errors: { currentPassword: ["profile.errors.currentPasswordWrong"] } };
  }
  await updatePasswordHash({ userId: user.id, passwordHash: await hashPassword(policy.password), now });
  const endedSessions = await deleteOtherUserSessions({ userId: user.id, keepToken: sessionToken });
  return { ok: true, endedSessions };
}
