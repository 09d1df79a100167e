/**
 * /test (spec §2 "test page"): the status of this instance, without secrets. With
 * `ENABLE_TEST_ROUTES=1` (the e2e suite), `?crash=render` throws a render error to exercise the
 * error screen.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getDb } from "~/db.server";
import { readAiConfig } from "~/services/ai/config.server";
import { mailSettings, testRoutesEnabled } from "~/utils/env.server";
import { pageMeta } from "~/utils/meta";
import { routeTranslations } from "~/utils/translations.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "default");

export async function loader({ request }: LoaderFunctionArgs) {
  const db = await getDb();
  await db.selectFrom("users").select("id").limit(1).execute();
  const crash = testRoutesEnabled() && new URL(request.url).searchParams.get("crash") === "render";
  return json({
    i18n: await routeTranslations(request, ["testPage"]),
    crash,
    ai: readAiConfig().provider,
    // Payments are not part of this build yet: nobody can pay, whatever is configured.
    payments: false,
    smtp: mailSettings().url !== undefined,
  });
}

function Crash(): never {
  throw new Error("Deliberate render error from /test?crash=render");
}

export default function TestPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className="page page-narrow" aria-labelledby="test-title">
      {data.crash ? <Crash /> : null}
      <h1 id="test-title">{t("testPage.title")}</h1>
      <p className="lead">{t("testPage.lead")}</p>
      <dl className="card">
        <dt>{t("testPage.database")}</dt>
        <dd>{t("testPage.ok")}</dd>
        <dt>{t("testPage.ai")}</dt>
        <dd>{data.ai === "embedded" ? t("testPage.aiEmbedded") : t("testPage.aiOpenai")}</dd>
        <dt>{t("testPage.payments")}</dt>
        <dd>{data.payments ? t("testPage.paymentsOn") : t("testPage.paymentsOff")}</dd>
        <dt>{t("testPage.mail")}</dt>
        <dd>{data.smtp ? t("testPage.mailSmtp") : t("testPage.mailLog")}</dd>
      </dl>
    </section>
  );
}
