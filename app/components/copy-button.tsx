/**
 * Copies a text to the clipboard (Clipboard API). Shown only when JavaScript runs (`js-only`);
 * without it the text beside it stays selectable. Announces the result politely.
 */
import { Icon } from "~/components/ui/icons/icon";
import { useState } from "react";
import { useTranslation } from "react-i18next";

export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");
  return (
    <>
      <button
        type="button"
        className="button button-ghost button-small js-only"
        onClick={() => {
          if (!navigator.clipboard) {
            setStatus("failed");
            return;
          }
          void navigator.clipboard.writeText(text).then(
            () => setStatus("copied"),
            () => setStatus("failed"),
          );
        }}
      >
        <Icon name="copy" size={16} /> {label}
      </button>
      <span role="status" className="hint">
        {status === "copied" ? t("common.copied") : status === "failed" ? t("common.copyFailed") : ""}
      </span>
    </>
  );
}
