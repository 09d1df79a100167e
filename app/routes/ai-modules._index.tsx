/**
 * /ai-modules (spec §1 "AI suggestion modules (relationships, therapeutic writing, relaxation,
 * sleep)", §2, §6; issue 11 item 1; decision record 0030): the four modules, each a link to its
 * page with its description. Who may use them comes from `getEntitlements` (`features.aiModules`:
 * premium, the launch trial, administrators); everybody else sees the same list with a note on how
 * to unlock it, and each module's page shows them an example instead of the prompt box.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AiModulesLockedNote } from "~/components/ai-modules/locked-note";
import { loadAiModulesList } from "~/services/ai-module-pages.server";
import { AI_MODULE_IDS } from "~/utils/ai-modules";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "aiModules");

export async function loader({ request }: LoaderFunctionArgs) {
  return loadAiModulesList(request, { namespaces: ["aiModules"], meta: "aiModules" });
}

export default function AiModules() {
  const { signedIn, unlocked, premiumAvailable } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page page-medium stack">
      <section aria-labelledby="ai-modules-title" className="stack">
        <h1 id="ai-modules-title">{t("aiModules.title")}</h1>
        <p className="lead">{t("aiModules.lead")}</p>
        {unlocked ? null : <AiModulesLockedNote signedIn={signedIn} premiumAvailable={premiumAvailable} redirectTo="/ai-modules" />}
      </section>
      <section aria-labelledby="ai-modules-list-title" className="stack">
        <h2 id="ai-modules-list-title">{t("aiModules.listTitle")}</h2>
        <ul className="plain-list grid">
          {AI_MODULE_IDS.map((id) => (
            <li key={id} className="card stack">
              <h3>
                <Link to={`/ai-modules/${id}`}>{t(`aiModules.modules.${id}.name`)}</Link>
              </h3>
              <p>{t(`aiModules.modules.${id}.description`)}</p>
            </li>
          ))}
        </ul>
        <p className="hint">{t("aiModules.disclaimer")}</p>
      </section>
    </div>
  );
}
