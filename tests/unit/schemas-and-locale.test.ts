import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage, detectLocale, localeCookie } from "~/utils/locale.server";
import { RegisterSchema, ResetPasswordSchema } from "~/utils/schemas";
import { isCommonPassword } from "~/services/auth/password-policy.server";
import { safeRedirectPath } from "~/utils/session-cookie.server";
import itStrings from "~/locales/it";
import enStrings from "~/locales/en";

const valid = {
  username: "giulia.r",
  email: "giulia@example.test",
  fullName: "Giulia",
  password: "Calma-Mare-2026!",
  confirmPassword: "Calma-Mare-2026!",
  acceptTerms: "on",
  acceptHealthData: "on",
};

const errorsOf = (result: ReturnType<typeof RegisterSchema.safeParse>) => (result.success ? {} : result.error.flatten().fieldErrors);

describe("RegisterSchema", () => {
  it("accepts a valid form with skipLaunchCode defaulting to false", () => {
    const r = RegisterSchema.safeParse(valid);
    expect(r.success && r.data.skipLaunchCode).toBe(false);
  });
  it("refuses passwords under 8 characters with the length guidance", () => {
    expect(errorsOf(RegisterSchema.safeParse({ ...valid, password: "Ab1!xy", confirmPassword: "Ab1!xy" })).password).toEqual(["validation.password_min"]);
  });
  it("refuses passwords over 128 characters", () => {
    const long = "a".repeat(129);
    expect(errorsOf(RegisterSchema.safeParse({ ...valid, password: long, confirmPassword: long })).password).toEqual(["validation.password_max"]);
  });
  it("says 'Le password non corrispondono' on a mismatch", () => {
    const errors = errorsOf(RegisterSchema.safeParse({ ...valid, confirmPassword: "different-one" }));
    expect(errors.confirmPassword).toEqual(["validation.passwords_mismatch"]);
    expect(itStrings.validation.passwords_mismatch).toBe("Le password non corrispondono");
  });
  it("requires terms and the GDPR art. 9 consent separately", () => {
    const errors = errorsOf(RegisterSchema.safeParse({ ...valid, acceptTerms: undefined, acceptHealthData: undefined }));
    expect(errors.acceptTerms).toEqual(["validation.terms_required"]);
    expect(errors.acceptHealthData).toEqual(["validation.health_consent_required"]);
    expect(itStrings.validation.terms_required).toBe("Devi accettare i termini per continuare");
  });
  it("keeps usernames to ASCII so uniqueness is case-insensitive", () => {
    expect(errorsOf(RegisterSchema.safeParse({ ...valid, username: "Niccolò" })).username).toEqual(["validation.username_chars"]);
    expect(RegisterSchema.safeParse({ ...valid, username: "Nicco.Lo-88_" }).success).toBe(true);
  });
  it("checks e-mail and username shape", () => {
    const errors = errorsOf(RegisterSchema.safeParse({ ...valid, email: "nope", username: "a b" }));
    expect(errors.email).toEqual(["validation.email_invalid"]);
    expect(errors.username).toEqual(["validation.username_chars"]);
  });
});

describe("ResetPasswordSchema", () => {
  const ok = { email: "a@b.test", code: "12345678", password: "Abcdefg1", confirmPassword: "Abcdefg1" };
  it("needs a code", () => {
    const r = ResetPasswordSchema.safeParse({ ...ok, code: "" });
    expect(r.success ? [] : r.error.flatten().fieldErrors.code).toEqual(["validation.code_required"]);
  });
  it("has no composition rules (ASVS 5.0 6.2.5): a lower-case passphrase is accepted", () => {
    const phrase = "tranquillo fiume blu sereno";
    expect(ResetPasswordSchema.safeParse({ ...ok, password: phrase, confirmPassword: phrase }).success).toBe(true);
    expect(ResetPasswordSchema.safeParse({ ...ok, password: "abcdefgh", confirmPassword: "abcdefgh" }).success).toBe(true);
  });
});

describe("common passwords", () => {
  it("refuses well-known passwords case-insensitively and accepts a passphrase", () => {
    expect(isCommonPassword("password")).toBe(true);
    expect(isCommonPassword("Qwerty123")).toBe(true);
    expect(isCommonPassword("Calma-Mare-2026!")).toBe(false);
  });
});

describe("language detection", () => {
  it("maps Accept-Language: Italian → it, anything else → en, none → null", () => {
    expect(localeFromAcceptLanguage("it-IT,it;q=0.9,en;q=0.8")).toBe("it");
    expect(localeFromAcceptLanguage("de-DE,de;q=0.9")).toBe("en");
    expect(localeFromAcceptLanguage("en;q=0.5,it;q=0.9")).toBe("it");
    expect(localeFromAcceptLanguage("")).toBeNull();
    expect(localeFromAcceptLanguage(null)).toBeNull();
  });
  it("orders ?lang → cookie → Accept-Language → it", async () => {
    const req = (url: string, headers: Record<string, string> = {}) => new Request(`http://x${url}`, { headers });
    const itCookie = (await localeCookie.serialize("it")).split(";")[0];
    expect(await detectLocale(req("/"))).toBe("it");
    expect(await detectLocale(req("/", { "Accept-Language": "fr" }))).toBe("en");
    expect(await detectLocale(req("/", { "Accept-Language": "fr", Cookie: itCookie }))).toBe("it");
    expect(await detectLocale(req("/?lang=en", { Cookie: itCookie }))).toBe("en");
    expect(await detectLocale(req("/?lang=xx", { "Accept-Language": "it" }))).toBe("it");
  });
});

describe("translations", () => {
  function keys(obj: object, prefix = ""): string[] {
    return Object.entries(obj).flatMap(([k, v]) => (typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
  }
  it("have the same keys in it and en, none empty", () => {
    expect(keys(enStrings).sort()).toEqual(keys(itStrings).sort());
    for (const k of keys(itStrings)) {
      const value = k.split(".").reduce<any>((o, p) => o[p], itStrings);
      expect(value, k).not.toBe("");
    }
  });
});

describe("safeRedirectPath", () => {
  it("keeps local paths and refuses other sites", () => {
    expect(safeRedirectPath("/chat?x=1")).toBe("/chat?x=1");
    expect(safeRedirectPath("//evil.example")).toBe("/");
    expect(safeRedirectPath("https://evil.example")).toBe("/");
    expect(safeRedirectPath("/\\evil.example")).toBe("/");
    expect(safeRedirectPath(null)).toBe("/");
  });
});
