/**
 * Translation keys are checked by the compiler (app/i18next.d.ts): `npm run typecheck` fails on a
 * misspelled key, which the `@ts-expect-error` lines below prove (an unneeded one is an error too).
 */
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import en from "~/locales/en";
import it_ from "~/locales/it";

describe("typed translation keys", () => {
  it("accepts real keys and rejects misspelled ones at compile time", () => {
    const t = ((key: string) => key) as unknown as TFunction;
    expect(t("chat.title")).toBe("chat.title");
    // @ts-expect-error "chat.titel" is not a key
    expect(t("chat.titel")).toBe("chat.titel");
    // @ts-expect-error a namespace alone is not a string
    expect(t("nav.missing")).toBe("nav.missing");
  });

  it("Italian and English have the same keys", () => {
    const keys = (value: unknown, prefix = ""): string[] =>
      value && typeof value === "object" && !Array.isArray(value)
        ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
        : [prefix];
    expect(keys(en).sort()).toEqual(keys(it_).sort());
  });
});
