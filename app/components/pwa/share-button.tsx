/**
 * Shares the app's address with the Web Share API where the browser has it (phones, some
 * desktops); hidden elsewhere, where the links beside it (e-mail, WhatsApp) do the job.
 */
import { useEffect, useState } from "react";

export function ShareButton({ label, title, text, url }: { label: string; title: string; text: string; url: string }) {
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(typeof navigator.share === "function"), []);
  return (
    <button
      type="button"
      className="button button-primary"
      hidden={!supported}
      onClick={() => {
        // A cancelled share rejects with AbortError: nothing to tell the person.
        navigator.share({ title, text, url }).catch(() => undefined);
      }}
    >
      {label}
    </button>
  );
}
