/**
 * /test (spec §2 "test page"; issue 15 item 7): the status of this instance for operators.
 * Everyone gets a plain "ok" (or 503 "unavailable" when the database does not answer); an
 * administrator also sees the version, the database and its latest migration, the AI provider,
 * payments (off, test or live) and the e-mail mode, never a secret.
 *
 * The e2e suite's webServer waits for this page to answer 200 (playwright.config.ts), so for a
 * visitor it must stay cheap and public. With `ENABLE_TEST_ROUTES=1` (the e2e suite),
 * `?crash=render` throws a render error to exercise the error screen.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { instanceStatus, probeDatabase } from "~/services/status.server";
import { testRoutesEnabled } from "~/utils/env.server";
import { pageMeta } from "~/utils/meta";
import { getOptionalUser } from "~/utils/session-cookie.server";
import { routeTranslations } from "~/utils/translations.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "default");

export async function loader({ request }: LoaderFunctionArgs) {
  const crash = testRoutesEnabled() && new URL(request.url).searchParams.get("crash") === "render";
  const database = await probeDatabase();
  // Who is asking needs the database: when it is down, nobody gets details.
  const user = database.reachable ? await getOptionalUser(request) : null;
  const details = user?.isAdmin ? await instanceStatus(database) : null;
  return json(
    { i18n: await routeTranslations(request, ["testPage"]), crash, ok: database.reachable, details },
    { status: database.reachable ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}

function Crash(): never {
  throw new Error("Deliberate render error from /test?crash=render");
}

export default function TestPage() {
  const { crash, ok, details } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className="page page-narrow stack" aria-labelledby="test-title">
      {crash ? <Crash /> : null}
      <h1 id="test-title">{t("testPage.title")}</h1>
      <p className="lead">{t("testPage.lead")}</p>
      <p>
        {t("testPage.status")}: <strong data-testid="instance-status">{ok ? t("testPage.statusOk") : t("testPage.statusUnavailable")}</strong>
      </p>
      {details ? (
        <dl className="card" data-testid="instance-details">
          <dt>{t("testPage.version")}</dt>
          <dd>{details.version}</dd>
          <dt>{t("testPage.database")}</dt>
          <dd>{details.database.reachable ? t("testPage.ok") : t("testPage.unreachable")}</dd>
          <dt>{t("testPage.migration")}</dt>
          <dd>
            <code>{details.database.latestMigration ?? "—"}</code>
            {details.database.migrated ? null : <> ({t("testPage.migrationPending", { expected: details.expectedMigration })})</>}
          </dd>
          <dt>{t("testPage.ai")}</dt>
          <dd>{details.ai === "embedded" ? t("testPage.aiEmbedded") : t("testPage.aiOpenai")}</dd>
          <dt>{t("testPage.payments")}</dt>
          <dd>
            {details.payments === "test" ? t("testPage.paymentsTest") : details.payments === "live" ? t("testPage.paymentsLive") : t("testPage.paymentsOff")}
          </dd>
          <dt>{t("testPage.mail")}</dt>
          <dd>{details.mail === "smtp" ? t("testPage.mailSmtp") : t("testPage.mailLog")}</dd>
        </dl>
      ) : ok ? (
        <p className="hint">{t("testPage.detailsForAdmins")}</p>
      ) : null}
    </section>
  );
}
