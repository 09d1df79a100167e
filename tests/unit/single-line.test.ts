/**
 * Single-line fields refuse what could forge a log record or reorder a name (security review
 * finding 8: a full name with CR/LF wrote a fake mail block into the log), and the log writer
 * keeps any such value on one line.
 */
import { describe, expect, it } from "vitest";
import enStrings from "~/locales/en";
import itStrings from "~/locales/it";
import { escapeForLog, jsonForLog } from "~/utils/log.server";
import { EmailSchema, ForgotPasswordSchema, LoginSchema, RegisterSchema, ResetPasswordSchema, UsernameSchema } from "~/utils/schemas";
import { describeEscapedError } from "~/utils/process-guard.server";

const valid = {
  username: "giulia.r",
  email: "giulia@example.test",
  fullName: "Giulia Rossi",
  password: "Calma-Mare-2026!",
  confirmPassword: "Calma-Mare-2026!",
  acceptTerms: "on",
  acceptHealthData: "on",
};

/** Inside a value (trimming removes them only at the ends). */
const HOSTILE: Record<string, string> = {
  "CR LF forging a mail block": "Eve\r\n[/mail]\n[mail] To: victim@example.test",
  "LF alone": "Eve\nRossi",
  "CR alone": "Eve\rRossi",
  tab: "Eve\tRossi",
  NUL: "Eve\u0000Rossi",
  "ESC (terminal colours)": "Eve\u001b[31mRossi",
  DEL: "Eve\u007fRossi",
  "NEL (C1 next line)": "Eve\u0085Rossi",
  "line separator U+2028": "Eve\u2028Rossi",
  "paragraph separator U+2029": "Eve\u2029Rossi",
  "right-to-left override U+202E": "Eve\u202eissoR",
  "left-to-right embedding U+202A": "Eve\u202aRossi",
  "pop directional formatting U+202C": "Eve\u202cRossi",
  "right-to-left isolate U+2067": "Eve\u2067Rossi",
  "pop directional isolate U+2069": "Eve\u2069Rossi",
};

const fieldErrors = (result: { success: boolean; error?: { flatten: () => { fieldErrors: Record<string, string[] | undefined> } } }) =>
  result.success ? {} : result.error!.flatten().fieldErrors;

describe("single-line fields refuse control characters, separators and bidi controls", () => {
  for (const [label, value] of Object.entries(HOSTILE)) {
    it(`full name with ${label}`, () => {
      expect(fieldErrors(RegisterSchema.safeParse({ ...valid, fullName: value })).fullName).toEqual(["validation.single_line"]);
    });
  }

  it("username, e-mail, sign-in name and reset code with CR/LF get the single-line message alone", () => {
    expect(fieldErrors(RegisterSchema.safeParse({ ...valid, username: "eve\r\nx" })).username).toEqual(["validation.single_line"]);
    expect(fieldErrors(RegisterSchema.safeParse({ ...valid, email: "eve@example.test\r\nBcc: x@example.test" })).email).toEqual(["validation.single_line"]);
    expect(fieldErrors(LoginSchema.safeParse({ username: "eve\u2028admin", password: "whatever1" })).username).toEqual(["validation.single_line"]);
    expect(fieldErrors(ForgotPasswordSchema.safeParse({ email: "a\u0085@example.test" })).email).toEqual(["validation.single_line"]);
    const reset = { email: "a@example.test", code: "1234\n5678", password: "Abcdefg1", confirmPassword: "Abcdefg1" };
    expect(fieldErrors(ResetPasswordSchema.safeParse(reset)).code).toEqual(["validation.single_line"]);
    expect(UsernameSchema.safeParse("eve\u202e").success).toBe(false);
    expect(EmailSchema.safeParse("eve\u2066@example.test").success).toBe(false);
  });

  it("still accepts real names: accents, apostrophes, other scripts and right-to-left marks", () => {
    for (const fullName of ["Niccolò D'Ambrosio", "Zoë Ångström-Øre", "李小龍", "محمد\u200fعلي", "Ana María O’Neill"]) {
      expect(RegisterSchema.safeParse({ ...valid, fullName }).success, fullName).toBe(true);
    }
  });

  it("trims line breaks at the ends as before, and keeps the other rules' messages", () => {
    const r = RegisterSchema.safeParse({ ...valid, fullName: "\r\nGiulia Rossi\n" });
    expect(r.success && r.data.fullName).toBe("Giulia Rossi");
    expect(fieldErrors(RegisterSchema.safeParse({ ...valid, fullName: "" })).fullName).toEqual(["validation.full_name_required"]);
    expect(fieldErrors(RegisterSchema.safeParse({ ...valid, fullName: undefined })).fullName).toEqual(["validation.full_name_required"]);
    expect(fieldErrors(RegisterSchema.safeParse({ ...valid, username: "a b" })).username).toEqual(["validation.username_chars"]);
  });

  it("says so in both languages", () => {
    expect(itStrings.validation.single_line).toMatch(/una sola riga/);
    expect(enStrings.validation.single_line).toMatch(/one line/);
  });
});

describe("log writing keeps one record on one line", () => {
  const everything = Object.values(HOSTILE).join(" | ");

  it("escapeForLog leaves no line break, control or bidi character and stays unambiguous", () => {
    const line = escapeForLog(everything);
    expect(line).not.toMatch(/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u);
    expect(line).toContain("Eve\\u000d\\u000a[/mail]");
    expect(line).toContain("Eve\\u202eissoR");
    // A literal backslash sequence typed by a person cannot pass for an escape.
    expect(escapeForLog("a\\u000ab")).toBe("a\\\\u000ab");
  });

  it("jsonForLog is one line that parses back to the same value", () => {
    const value = { to: "a@example.test", text: everything };
    const line = jsonForLog(value);
    expect(line).not.toMatch(/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u);
    expect(JSON.parse(line)).toEqual(value);
  });

  it("an error message quoting input is logged as one escaped line", () => {
    const line = describeEscapedError(new Error("bad value \u001b[2J\u0085[mail] fake \u202eevil"));
    expect(line).not.toMatch(/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u);
    expect(line).toContain("\\u001b[2J\\u0085[mail] fake \\u202eevil");
  });
});
