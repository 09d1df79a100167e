/** A global progress bar while a route loads or a form submits (spec §2 "spinner shown meanwhile"). */
import { useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export function PendingIndicator() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  const pending = navigation.state !== "idle";
  return (
    <div className={`pending-bar${pending ? " is-pending" : ""}`} aria-hidden={!pending}>
      {pending ? (
        <span className="visually-hidden" role="status">
          {t("app.loading")}
        </span>
      ) : null}
    </div>
  );
}
