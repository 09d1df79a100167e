/**
 * The document, the layout and the root loader: locale, current user, entitlements and the flash
 * toast (docs/architecture.md "How a request flows"). The CSP nonce comes from entry.server through context.
 */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { ConsentRequiredPage, ForbiddenPage, GenericErrorPage, NotFoundPage, RequestErrorPage } from "~/components/error-page";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { PendingIndicator } from "~/components/pending-indicator";
import { SavedTextCrisis } from "~/components/chat/saved-text-crisis";
import { Toaster } from "~/components/toast";
import { TrialBanner } from "~/components/trial-banner";
import stylesheet from "~/styles/app.css";
import {
  bannerSnoozed,
  detectLocale,
  entitlementSubject,
  getFixedTranslation,
  getOptionalUser,
  isDevelopment,
  localeCookieHeader,
  readToast,
  rootTranslations,
  withCrisisCard,
  toPublicUser,
  translateToast,
} from "~/utils/root.server";
import { isConsentRequired } from "~/utils/consent";
import { getEntitlements } from "~/utils/entitlements";
import { asLocale, DEFAULT_LOCALE } from "~/utils/i18n";
import { pageMeta } from "~/utils/meta";
import { refusalOf } from "~/utils/request-errors";
import { useNonce } from "~/utils/nonce";
import { whenIdle } from "~/utils/idle";
import { rememberTimeZone } from "~/utils/time-zone";
import { startPwa } from "~/utils/pwa";
import { useRouteTranslations } from "~/utils/route-translations";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

export const meta: MetaFunction<typeof loader> = ({ matches }) => pageMeta(matches, "default");

export async function loader({ request }: LoaderFunctionArgs) {
  const [locale, user, { toast, clearHeader }] = await Promise.all([detectLocale(request), getOptionalUser(request), readToast(request)]);
  const now = new Date();
  const entitlements = getEntitlements(user ? entitlementSubject(user) : null, now);
  const headers = new Headers();
  if (clearHeader) headers.append("Set-Cookie", clearHeader);
  // ?lang= is also remembered, like a press of the EN / IT buttons.
  const fromQuery = asLocale(new URL(request.url).searchParams.get("lang"));
  if (fromQuery) headers.append("Set-Cookie", await localeCookieHeader(request, fromQuery));
  return json(
    {
      locale,
      user: user ? toPublicUser(user, entitlements.isPremium) : null,
      entitlements,
      /** "Remind me later" pressed less than 24 h ago (app/utils/banner-snooze.server.ts). */
      bannerSnoozed: bannerSnoozed(request, now),
      // Translated here: a toast may name a string of any namespace (auth, chat, launch…).
      toast: toast ? translateToast(toast, await getFixedTranslation(locale)) : null,
      /** A saved text the crisis gate flagged: the crisis card of this kind above the page (services/ai/saved-text-screen.server.ts). */
      savedCrisis: toast?.crisis ?? null,
      i18n: toast?.crisis ? withCrisisCard(rootTranslations(locale)) : rootTranslations(locale),
      // The service worker (utils/pwa.ts, decision record 0028) runs in production builds only.
      serviceWorker: !isDevelopment(),
    },
    { headers },
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  const { i18n } = useTranslation();
  const locale = data?.locale ?? asLocale(i18n.language) ?? DEFAULT_LOCALE;
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" content="#2f7d6d" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const data = useRouteLoaderData<typeof loader>("root");
  // The strings of the layout and of the matched routes, before anything below renders.
  useRouteTranslations();
  // Follows the language the server chose, in the app and in error screens alike.
  useChangeLanguage(data?.locale ?? i18n.language);
  const user = data?.user ? { username: data.user.username, isAdmin: data.user.isAdmin } : null;
  return (
    <>
      <a href="#main" className="skip-link">
        {t("app.skipToContent")}
      </a>
      <PendingIndicator />
      <SiteHeader user={user} />
      {data?.entitlements ? <TrialBanner entitlements={data.entitlements} snoozed={data.bannerSnoozed} /> : null}
      <main id="main" tabIndex={-1}>
        {data?.savedCrisis ? <SavedTextCrisis kind={data.savedCrisis} /> : null}
        {children}
      </main>
      <SiteFooter viewer={user} />
      <Toaster toast={data?.toast ?? null} />
    </>
  );
}

export default function App() {
  const serviceWorker = useRouteLoaderData<typeof loader>("root")?.serviceWorker;
  // Marks the document as scripted, for controls that only make sense with JavaScript (.js-only).
  useEffect(() => {
    document.documentElement.classList.add("js");
    if (serviceWorker) startPwa();
    // In a task of its own: on a first visit it loads Intl's date data (utils/time-zone.ts).
    // serviceWorker never changes for a page's life: this runs once.
    return whenIdle(rememberTimeZone);
  }, [serviceWorker]);
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A request refused before its action ran (utils/guards.server.ts) says why, in the person's language.
  const refusal = isRouteErrorResponse(error) ? refusalOf(error.data) : null;
  const consent = status === 403 && isRouteErrorResponse(error) && isConsentRequired(error.data);
  return (
    <Shell>
      {refusal ? (
        <RequestErrorPage status={status} refusal={refusal} />
      ) : status === 404 ? (
        <NotFoundPage />
      ) : consent ? (
        <ConsentRequiredPage />
      ) : status === 403 ? (
        <ForbiddenPage />
      ) : (
        <GenericErrorPage />
      )}
    </Shell>
  );
}
