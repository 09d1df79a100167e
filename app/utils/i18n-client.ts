/**
 * The browser's translator: the part of i18next's instance that react-i18next's `useTranslation`,
 * remix-i18next's `useChangeLanguage` and utils/route-translations.ts use, in about 1 KB instead of
 * i18next's 14 KB gzip (issue 17: first-load JavaScript at most the bare Remix page + 25 KB). The
 * server keeps the real i18next (utils/locale.server.ts), so this file must give the same strings
 * for the features the locale files use, and tests/unit/i18n-client.test.ts checks it against
 * i18next on every key of every locale:
 * - "a.b.c" keys (keySeparator "." and no namespace separator, utils/i18n.ts `i18nConfig`);
 * - plurals: `count` picks `key_zero` (count 0), then `key_<Intl.PluralRules category>`, then `key`;
 * - `{{name}}` and `{{a.b}}` interpolation without HTML escaping; a value left out stays `{{name}}`;
 * - `returnObjects` for arrays and objects of strings, interpolated one by one;
 * - the fallback language (`it`) when the current one lacks the key, else the key itself, and
 *   `onMissingKey` is told (the browser logs it as an error, so every e2e test fails on a raw key a
 *   click reveals, e.g. a component whose namespace its route does not send; issue 25 item 4).
 * Anything else i18next offers (nesting `$t()`, formatters, contexts, ordinal plurals) is absent.
 */
import { DEFAULT_LOCALE } from "~/utils/i18n";

type Tree = { [key: string]: unknown };
type Options = { count?: unknown; returnObjects?: boolean; defaultValue?: unknown; lng?: string } & Record<string, unknown>;
type Listener = (...args: unknown[]) => void;

const INTERPOLATION = /\{\{(.+?)\}\}/g;

function lookup(tree: Tree | undefined, path: string): unknown {
  let node: unknown = tree;
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

function interpolate(text: string, values: Options): string {
  return text.replace(INTERPOLATION, (match, name: string) => {
    const value = lookup(values, name.trim());
    // i18next's skipOnVariables (its default): a variable with no value stays as written.
    return value === undefined ? match : String(value);
  });
}

function deepMerge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (value && typeof value === "object" && !Array.isArray(value) && current && typeof current === "object" && !Array.isArray(current))
      deepMerge(current as Tree, value as Tree);
    else target[key] = value;
  }
  return target;
}

/** Strings and arrays/objects of strings, each interpolated; other values unchanged. */
function materialise(value: unknown, values: Options): unknown {
  if (typeof value === "string") return interpolate(value, values);
  if (Array.isArray(value)) return value.map((item) => materialise(item, values));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, materialise(v, values)]));
  return value;
}

/**
 * A translator in `lng`, with no strings until `addResourceBundle` adds them.
 * Returns an object shaped like an initialised i18next instance for react-i18next 14
 * (`getFixedT`, `language`, `languages`, `options`, `hasLoadedNamespace`, `on`/`off`,
 * `changeLanguage` emitting "languageChanged", `addResourceBundle`).
 */
export function createClientI18n(
  lng: string,
  fallbackLng: string = DEFAULT_LOCALE,
  { onMissingKey }: { onMissingKey?: (key: string, language: string) => void } = {},
) {
  const store: Record<string, Record<string, Tree>> = {};
  const listeners = new Map<string, Set<Listener>>();
  const plurals = new Map<string, Intl.PluralRules>();

  function resolve(code: string, ns: string, key: string): unknown {
    const found = lookup(store[code]?.[ns], key);
    return found === null ? undefined : found;
  }

  function translate(language: string, ns: string, key: string, options: Options = {}): unknown {
    const codes = language === fallbackLng ? [language] : [language, fallbackLng];
    const { count } = options;
    const keys = [key];
    if (count !== undefined && typeof count !== "string") {
      let rules = plurals.get(language);
      if (!rules) plurals.set(language, (rules = new Intl.PluralRules(language)));
      keys.push(`${key}_${rules.select(Number(count))}`);
      if (count === 0) keys.push(`${key}_zero`);
    }
    for (const code of codes) {
      // Last pushed first, as i18next tries them: _zero, then the plural category, then the key.
      for (const candidate of [...keys].reverse()) {
        const found = resolve(code, ns, candidate);
        if (found === undefined) continue;
        if (typeof found === "string") return interpolate(found, options);
        if (options.returnObjects) return materialise(found, options);
        return `key '${key} (${language})' returned an object instead of string.`;
      }
    }
    if (typeof options.defaultValue === "string") return interpolate(options.defaultValue, options);
    onMissingKey?.(key, language);
    return key;
  }

  const i18n = {
    language: lng,
    languages: [lng, fallbackLng].filter((l, i, all) => all.indexOf(l) === i),
    isInitialized: true,
    options: { defaultNS: "translation", fallbackLng, ignoreJSONStructure: true, react: { useSuspense: false } },
    /** react-i18next's `reportNamespaces` goes here; nothing is ever loaded on demand. */
    reportNamespaces: undefined as unknown,
    hasLoadedNamespace: () => true,
    loadNamespaces: (_ns: unknown, callback?: () => void) => {
      callback?.();
      return Promise.resolve();
    },
    loadLanguages: (_lng: unknown, callback?: () => void) => {
      callback?.();
      return Promise.resolve();
    },
    /** A `t` reading the language at call time (or `fixedLng`), in namespace `ns`, keys under `keyPrefix`. */
    getFixedT(fixedLng?: string | null, ns?: string | string[] | null, keyPrefix?: string) {
      const namespace = (Array.isArray(ns) ? ns[0] : ns) ?? "translation";
      return (key: string, options?: Options | string) => {
        const opts: Options = typeof options === "string" ? { defaultValue: options } : (options ?? {});
        const fullKey = keyPrefix ? `${keyPrefix}.${key}` : key;
        return translate(opts.lng ?? fixedLng ?? i18n.language, namespace, fullKey, opts);
      };
    },
    t(key: string, options?: Options) {
      return i18n.getFixedT()(key, options);
    },
    exists(key: string, options?: Options) {
      return [options?.lng ?? i18n.language, fallbackLng].some((code) => resolve(code, "translation", key) !== undefined);
    },
    /** Deep-merges `resources` into `lng`/`ns` (i18next's addResourceBundle with deep and overwrite). */
    addResourceBundle(language: string, ns: string, resources: Tree) {
      const namespaces = (store[language] ??= {});
      namespaces[ns] = deepMerge(namespaces[ns] ?? {}, structuredClone(resources));
      return i18n;
    },
    getResourceBundle(language: string, ns: string) {
      return store[language]?.[ns];
    },
    changeLanguage(language: string) {
      if (language && language !== i18n.language) {
        i18n.language = language;
        i18n.languages = [language, fallbackLng].filter((l, i, all) => all.indexOf(l) === i);
        for (const listener of listeners.get("languageChanged") ?? []) listener(language);
      }
      return Promise.resolve(i18n.getFixedT());
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
    emit(event: string, ...args: unknown[]) {
      for (const listener of listeners.get(event) ?? []) listener(...args);
    },
  };
  return i18n;
}

/** The browser translator's type. */
export type ClientI18n = ReturnType<typeof createClientI18n>;
