/** /terms: the terms and conditions. */
import type { MetaFunction } from "@remix-run/node";
import { LegalPage } from "~/components/legal-page";
import { legal } from "~/content/legal";
import { asLocale, DEFAULT_LOCALE } from "~/utils/i18n";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => {
  const locale = asLocale((matches.find((m) => m.id === "root")?.data as { locale?: string } | undefined)?.locale) ?? DEFAULT_LOCALE;
  return pageMeta(matches, "default", legal[locale].terms.title);
};

export default function Terms() {
  return <LegalPage document="terms" />;
}
