/** /chat for visitors: a preview of the companion and the way to sign in. */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export function ChatPreview() {
  const { t } = useTranslation();
  return (
    <section className="page page-medium" aria-labelledby="chat-title">
      <h1 id="chat-title">{t("chat.previewTitle")}</h1>
      <p className="notice">{t("chat.aiDisclosure")}</p>
      <div className="card stack" aria-hidden="true">
        <div className="chat-message chat-user">
          <div className="chat-text">{t("chat.previewUser")}</div>
        </div>
        <div className="chat-message chat-assistant">
          <div className="chat-text">{t("chat.previewAssistant")}</div>
        </div>
      </div>
      <p>{t("chat.previewText")}</p>
      <div className="actions">
        <Link to="/login?redirectTo=%2Fchat" className="button button-primary">
          {t("nav.login")}
        </Link>
        <Link to="/register" className="button button-ghost">
          {t("nav.register")}
        </Link>
      </div>
    </section>
  );
}
