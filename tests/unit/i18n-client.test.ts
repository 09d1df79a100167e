/**
 * The browser's translator (app/utils/i18n-client.ts) gives the same string as the server's
 * i18next for every key of both languages, so a page hydrates without a text mismatch and reads
 * the same with JavaScript on or off (issue 17; docs/decisions/0010-translations-per-route.md).
 */
import { createInstance, type i18n as I18n } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import en from "~/locales/en";
import itStrings from "~/locales/it";
import { i18nConfig } from "~/utils/i18n";
import { createClientI18n } from "~/utils/i18n-client";

const resources = { it: { translation: itStrings }, en: { translation: en } };
type AnyT = (key: string, options?: Record<string, unknown>) => unknown;

/** Every key i18next can be asked for: leaves, their plural bases, and arrays/objects (returnObjects). */
function keysOf(tree: Record<string, unknown>, prefix = ""): { key: string; value: unknown }[] {
  const out: { key: string; value: unknown }[] = [];
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    out.push({ key, value });
    const base = key.match(/^(.*)_(zero|one|other)$/)?.[1];
    if (base) out.push({ key: base, value });
    if (value && typeof value === "object" && !Array.isArray(value)) out.push(...keysOf(value as Record<string, unknown>, key));
  }
  return out;
}

/** Values for every {{variable}} in `value` (strings, arrays, objects), each different. */
function variablesOf(value: unknown): Record<string, unknown> {
  const names = JSON.stringify(value).match(/\{\{(.+?)\}\}/g) ?? [];
  const values: Record<string, unknown> = {};
  names.forEach((match, i) => {
    const path = match.slice(2, -2).trim().split(".");
    let node = values;
    path.slice(0, -1).forEach((part) => (node = (node[part] ??= {}) as Record<string, unknown>));
    node[path.at(-1)!] = `v${i}<b>&`;
  });
  return values;
}

const server = new Map<string, I18n>();
beforeAll(async () => {
  for (const lng of ["it", "en"]) {
    const instance = createInstance();
    await instance.init({ ...i18nConfig, lng, resources, initImmediate: false });
    server.set(lng, instance);
  }
});

function clientIn(lng: string) {
  const client = createClientI18n(lng, i18nConfig.fallbackLng);
  client.addResourceBundle("it", "translation", itStrings);
  client.addResourceBundle("en", "translation", en);
  return client;
}

describe("the browser translator matches i18next", () => {
  for (const lng of ["it", "en"] as const) {
    it(`on every ${lng} key, with and without values, counts and returnObjects`, () => {
      const serverT = server.get(lng)!.getFixedT(lng) as unknown as AnyT;
      const clientT = clientIn(lng).getFixedT(null, "translation") as AnyT;
      const keys = keysOf(resources[lng].translation as Record<string, unknown>);
      expect(keys.length).toBeGreaterThan(500);
      let compared = 0;
      for (const { key, value } of keys) {
        const vars = variablesOf(value);
        const cases: Record<string, unknown>[] = [{}, vars, { ...vars, count: 0 }, { ...vars, count: 1 }, { ...vars, count: 2 }, { ...vars, count: 21 }];
        if (typeof value === "object") cases.push({ ...vars, returnObjects: true });
        for (const options of cases) {
          expect(clientT(key, options), `${lng} ${key} ${JSON.stringify(options)}`).toEqual(serverT(key, options));
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(3000);
    });
  }

  it("falls back to Italian for a key English lacks, and gives back an unknown key as itself, reporting it", () => {
    const missing: string[] = [];
    const client = createClientI18n("en", "it", { onMissingKey: (key, language) => missing.push(`${key} (${language})`) });
    client.addResourceBundle("it", "translation", { only: { here: "Solo in italiano, {{name}}" } });
    client.addResourceBundle("en", "translation", { both: "English" });
    const t = client.getFixedT(null, "translation") as AnyT;
    expect(t("only.here", { name: "Ada" })).toBe("Solo in italiano, Ada");
    expect(t("both")).toBe("English");
    expect(t("missing.key")).toBe("missing.key");
    // Found keys, in either language, are not reported; a missing one is, once per call.
    expect(missing).toEqual(["missing.key (en)"]);
  });

  it("merges bundles added later and follows a language change, telling react-i18next's listeners", () => {
    const client = createClientI18n("it", "it");
    client.addResourceBundle("it", "translation", { a: { x: "uno" } });
    client.addResourceBundle("it", "translation", { a: { y: "due" } });
    client.addResourceBundle("en", "translation", { a: { x: "one" } });
    const t = client.getFixedT(null, "translation") as AnyT;
    expect([t("a.x"), t("a.y")]).toEqual(["uno", "due"]);
    const heard: unknown[] = [];
    client.on("languageChanged", (language) => heard.push(language));
    void client.changeLanguage("en");
    expect(heard).toEqual(["en"]);
    expect(client.language).toBe("en");
    expect([t("a.x"), t("a.y")]).toEqual(["one", "due"]);
  });
});
