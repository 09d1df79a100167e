/**
 * Language detection (docs/architecture.md "Languages"; spec §2): `?lang=` (it|en) → stored choice (cookie)
 * → Accept-Language (Italian → it, any other language → en) → it.
 */
import { createCookie } from "@remix-run/node";
import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import en from "~/locales/en";
import it from "~/locales/it";
import { cookieSecurity } from "./cookies.server";
import { asLocale, DEFAULT_LOCALE, i18nConfig, type Locale } from "./i18n";

/** Both languages in full, for i18next on the server. */
export const resources = { it: { translation: it }, en: { translation: en } } as const;

/** The stored language choice: one year, readable by the server only. */
export const localeCookie = createCookie("respiro_lang", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

/** Set-Cookie value that stores `locale` as the person's choice (Secure over HTTPS, `cookieSecurity`). */
export function localeCookieHeader(request: Request, locale: Locale): Promise<string> {
  return localeCookie.serialize(locale, cookieSecurity(request));
}

/** Italian if the first language the browser asks for (highest q) is Italian, else English; null without header. */
export function localeFromAcceptLanguage(header: string | null): Locale | null {
  if (!header || !header.trim()) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => r.tag && r.tag !== "*" && Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  if (ranked.length === 0) return null;
  return ranked[0].tag === "it" || ranked[0].tag.startsWith("it-") ? "it" : "en";
}

const detected = new WeakMap<Request, Promise<Locale>>();

/**
 * Detects the request's locale in the documented order, once per request: the root loader, the
 * route loaders and the document renderer all ask.
 */
export function detectLocale(request: Request): Promise<Locale> {
  let locale = detected.get(request);
  if (!locale) {
    locale = detectLocaleOnce(request);
    detected.set(request, locale);
  }
  return locale;
}

async function detectLocaleOnce(request: Request): Promise<Locale> {
  const url = new URL(request.url);
  const fromQuery = asLocale(url.searchParams.get("lang"));
  if (fromQuery) return fromQuery;
  const fromCookie = asLocale(await localeCookie.parse(request.headers.get("Cookie")));
  if (fromCookie) return fromCookie;
  return localeFromAcceptLanguage(request.headers.get("Accept-Language")) ?? DEFAULT_LOCALE;
}

const instances = new Map<Locale, Promise<I18n>>();

/**
 * The one initialised i18next instance of `locale`, made on first use: initialising an instance
 * per request cost about a tenth of the server's time, for documents and actions alike.
 */
function baseInstance(locale: Locale): Promise<I18n> {
  let base = instances.get(locale);
  if (!base) {
    base = (async () => {
      const instance = createInstance();
      await instance.use(initReactI18next).init({ ...i18nConfig, lng: locale, resources, initImmediate: false });
      return instance;
    })();
    instances.set(locale, base);
  }
  return base;
}

/**
 * The i18next instance that renders a document in `locale`: the language's one instance itself.
 * Nothing on the server changes it after it is made (every string is loaded at start and the
 * language is fixed per instance), so documents share it instead of cloning it per request.
 */
export async function i18nFor(locale: Locale): Promise<I18n> {
  return baseInstance(locale);
}

/** A translation function fixed to `locale`. */
export async function getFixedTranslation(locale: Locale): Promise<TFunction> {
  return (await baseInstance(locale)).getFixedT(locale);
}

/** A translation function fixed to the request's locale, for actions and API answers. */
export async function getT(request: Request) {
  const locale = await detectLocale(request);
  return { locale, t: await getFixedTranslation(locale) };
}
