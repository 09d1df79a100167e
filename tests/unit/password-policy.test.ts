/**
 * One password policy (decision record 0007, docs/architecture.md "Where the server decides more than the specification" 7):
 * sign-up, reset and the administrator CLI accept and refuse exactly the same passwords, with the
 * same error key. Each path runs its own schema and then its own use case, against this worker's
 * temporary database (tests/setup.ts).
 */
import { describe, expect, it } from "vitest";
import { issueResetCode } from "~/models/reset-code.server";
import { strengthLevel } from "~/components/password-strength";
import { createOrPromoteAdmin } from "~/services/auth/admin-account.server";
import { resetPassword } from "~/services/auth/password-reset.server";
import { checkPasswordPolicy } from "~/services/auth/password-policy.server";
import { completeRegistration } from "~/services/auth/registration.server";
import { PASSWORD_TIPS, RegisterSchema, ResetPasswordSchema } from "~/utils/schemas";

/** `null` = accepted; otherwise the translation key of the password's error. */
type Verdict = string | null;

const TABLE: { name: string; password: string; verdict: Verdict }[] = [
  { name: "an Italian passphrase, lower case and spaces only", password: "tranquillo fiume blu sereno", verdict: null },
  { name: "lower-case letters only", password: "mareinverno", verdict: null },
  { name: "a mixed password", password: "Calma-Mare-2026!", verdict: null },
  { name: "exactly 8 characters", password: "nuvolaro", verdict: null },
  { name: "exactly 128 characters", password: "respiro ".repeat(16), verdict: null },
  { name: "a common password", password: "password", verdict: "validation.password_common" },
  { name: "a common password in another case", password: "Qwerty123", verdict: "validation.password_common" },
  { name: "7 characters (and common)", password: "1234567", verdict: "validation.password_min" },
  { name: "129 characters", password: "a".repeat(129), verdict: "validation.password_max" },
];

let counter = 0;
const unique = () => `pp${Date.now().toString(36)}${++counter}`;

/** A person with a working account, as a starting point for reset. */
async function registeredUser() {
  const id = unique();
  const input = RegisterSchema.parse({
    username: id,
    email: `${id}@example.test`,
    fullName: "Giulia",
    password: "Calma-Mare-2026!",
    confirmPassword: "Calma-Mare-2026!",
    acceptTerms: "on",
    acceptHealthData: "on",
    skipLaunchCode: "on",
  });
  const outcome = await completeRegistration(input, { locale: "it", ip: null });
  if (!outcome.ok) throw new Error(`registration failed: ${outcome.reason}`);
  return outcome.user;
}

/** /register and POST /api/auth/register: RegisterSchema, then completeRegistration. */
async function signUp(password: string): Promise<Verdict> {
  const id = unique();
  const parsed = RegisterSchema.safeParse({
    username: id,
    email: `${id}@example.test`,
    fullName: "Giulia",
    password,
    confirmPassword: password,
    acceptTerms: "on",
    acceptHealthData: "on",
    skipLaunchCode: "on",
  });
  if (!parsed.success) return parsed.error.flatten().fieldErrors.password?.[0] ?? "other";
  const outcome = await completeRegistration(parsed.data, { locale: "it", ip: null });
  return outcome.ok ? null : outcome.reason === "validation_error" ? (outcome.fieldErrors.password?.[0] ?? "other") : `other: ${outcome.reason}`;
}

/** /reset-password: ResetPasswordSchema, then resetPassword with a fresh, valid code. */
async function reset(password: string): Promise<Verdict> {
  const user = await registeredUser();
  const now = new Date();
  const code = await issueResetCode({ userId: user.id, now });
  const parsed = ResetPasswordSchema.safeParse({ email: user.email, code, password, confirmPassword: password });
  if (!parsed.success) return parsed.error.flatten().fieldErrors.password?.[0] ?? "other";
  const outcome = await resetPassword({ ...parsed.data, ip: null, now });
  if (outcome.ok) return null;
  return outcome.reason === "password_policy" ? outcome.error : `other: ${outcome.reason}`;
}

/** `npm run admin:create`: createOrPromoteAdmin for a new administrator. */
async function adminCreate(password: string): Promise<Verdict> {
  const id = unique();
  const outcome = await createOrPromoteAdmin({ username: id, email: `${id}@example.test`, password, now: new Date() });
  if (outcome.ok) return null;
  return outcome.reason === "password" ? outcome.error : `other: ${outcome.reason}`;
}

describe("checkPasswordPolicy", () => {
  it.each(TABLE)("$name → $verdict", ({ password, verdict }) => {
    const result = checkPasswordPolicy(password);
    expect(result.ok ? null : result.reason).toBe(verdict);
  });

  it("refuses what is not a string like a too-short password", () => {
    expect(checkPasswordPolicy(undefined)).toEqual({ ok: false, reason: "validation.password_min" });
    expect(checkPasswordPolicy(["password"])).toEqual({ ok: false, reason: "validation.password_min" });
  });
});

describe("one policy for sign-up, reset and the admin CLI", () => {
  it.each(TABLE)("$name: the same verdict on every path", async ({ password, verdict }) => {
    const verdicts = { signUp: await signUp(password), reset: await reset(password), adminCreate: await adminCreate(password) };
    expect(verdicts).toEqual({ signUp: verdict, reset: verdict, adminCreate: verdict });
  });
});

describe("spec §5's checklist is advice, never a requirement", () => {
  it("a password that meets none of the tips is still accepted", () => {
    const noTips = "🌊 🌿 🌙 🌊 🌿";
    expect(PASSWORD_TIPS.filter((tip) => tip.test(noTips))).toEqual([]);
    expect(checkPasswordPolicy(noTips).ok).toBe(true);
  });

  it("counts accented capitals as upper case", () => {
    expect(PASSWORD_TIPS.find((tip) => tip.key === "upper")!.test("è È")).toBe(true);
  });
});

describe("strength meter levels", () => {
  it("maps zxcvbn's 0–4 score to four levels, and anything under 8 characters to weak", () => {
    expect([0, 1, 2, 3, 4].map((score) => strengthLevel(score, 12))).toEqual(["weak", "weak", "fair", "good", "strong"]);
    expect(strengthLevel(4, 7)).toBe("weak");
  });
});
