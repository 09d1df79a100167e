/** /terms: the terms and conditions. */
import type { MetaFunction } from "@remix-run/node";
import { LegalPage } from "~/components/legal-page";
import { legal } from "~/content/legal";
import { pageMeta, rootLocale } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "default", legal[rootLocale(matches)].terms.title);

export default function Terms() {
  return <LegalPage document="terms" />;
}
