/** /privacy: the privacy notice. */
import type { MetaFunction } from "@remix-run/node";
import { LegalPage } from "~/components/legal-page";
import { legal } from "~/content/legal";
import { pageMeta, rootLocale } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "default", legal[rootLocale(matches)].privacy.title);

export default function Privacy() {
  return <LegalPage document="privacy" />;
}
