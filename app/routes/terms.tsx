/** /terms: the terms and conditions (spec §2: 9 sections), in the request's language only. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalPage } from "~/components/legal-page";
import { legal, LEGAL_UPDATED_AT } from "~/content/legal.server";
import { pageMeta } from "~/utils/meta";
import { routeTranslations } from "~/utils/translations.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const i18n = await routeTranslations(request, ["legal"]);
  return json({ i18n, document: legal[i18n.locale].terms, updatedAt: LEGAL_UPDATED_AT });
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => pageMeta(matches, "default", data?.document.title);

export default function Terms() {
  const { document, updatedAt } = useLoaderData<typeof loader>();
  return <LegalPage document={document} updatedAt={updatedAt} />;
}
