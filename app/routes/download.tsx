/**
 * /download and /qrcode (spec §2 "QR code to open the app on mobile; copy link and share"; issue
 * 15 items 3 and 4; /qrcode re-exports this module): the app's address as a QR code drawn on the
 * server (services/qr-code.server.ts), the address in a read-only field with a copy button, a
 * share button (Web Share API) with e-mail and WhatsApp links as the fallback, the install button
 * where the browser offers one, and how to install Respiro on Android, iOS and a computer.
 * Without JavaScript: the code, the selectable address, the links and the steps.
 */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CopyButton } from "~/components/copy-button";
import { InstallButton } from "~/components/pwa/install-button";
import { ShareButton } from "~/components/pwa/share-button";
import { appAddress, qrCodeSvg } from "~/services/qr-code.server";
import publicPagesStyles from "~/styles/public-pages.css";
import { pageMeta } from "~/utils/meta";
import { routeTranslations } from "~/utils/translations.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: publicPagesStyles }];

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "download");

export async function loader({ request }: LoaderFunctionArgs) {
  const url = appAddress(request);
  return json({ i18n: await routeTranslations(request, ["download", "common"], { meta: "download" }), url, qrSvg: await qrCodeSvg(url) });
}

const PLATFORMS = ["android", "ios", "desktop"] as const;

export default function Download() {
  const { url, qrSvg } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const shareText = `${t("download.shareText")} ${url}`;
  return (
    <div className="page page-medium stack">
      <h1>{t("download.title")}</h1>
      <p className="lead">{t("download.lead")}</p>

      <section aria-labelledby="qr-title" className="card qr-layout">
        {/* The SVG is our own server's output for our own address (qrcode's toString), not user input. */}
        <div className="qr-code" role="img" aria-label={t("download.qrLabel", { url })} data-testid="qr-code" dangerouslySetInnerHTML={{ __html: qrSvg }} />
        <div className="stack">
          <h2 id="qr-title">{t("download.qrTitle")}</h2>
          <p>{t("download.qrText")}</p>
          <div className="field">
            <label htmlFor="app-address">{t("download.addressLabel")}</label>
            <div className="address-row">
              <input id="app-address" type="url" readOnly value={url} />
              <CopyButton text={url} label={t("download.copy")} />
            </div>
          </div>
          <div className="actions actions-start">
            <ShareButton label={t("download.share")} title={t("download.shareTitle")} text={t("download.shareText")} url={url} />
          </div>
          <ul className="share-links">
            <li>
              <a href={`mailto:?subject=${encodeURIComponent(t("download.shareTitle"))}&body=${encodeURIComponent(shareText)}`}>{t("download.shareByEmail")}</a>
            </li>
            <li>
              <a href={`https://wa.me/?text=${encodeURIComponent(shareText)}`} rel="noopener noreferrer" target="_blank">
                {t("download.shareOnWhatsapp")}
              </a>
            </li>
          </ul>
        </div>
      </section>

      <section aria-labelledby="install-title" className="stack">
        <h2 id="install-title">{t("download.installTitle")}</h2>
        <p>{t("download.installLead")}</p>
        <InstallButton label={t("download.installButton")} installedLabel={t("download.installed")} />
        <div className="install-steps">
          {PLATFORMS.map((platform) => {
            const steps: readonly string[] = t(`download.${platform}.steps`, { returnObjects: true });
            return (
              <section key={platform} className="card" aria-labelledby={`install-${platform}`}>
                <h3 id={`install-${platform}`}>{t(`download.${platform}.title`)}</h3>
                <ol>
                  {steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </section>
            );
          })}
        </div>
      </section>
    </div>
  );
}
