/**
 * "Install the app", shown only while the browser offers to install Respiro (its
 * `beforeinstallprompt`, kept by utils/pwa.ts); hidden everywhere else, and without JavaScript.
 */
import { useEffect, useState } from "react";
import { INSTALLABLE_EVENT } from "~/utils/pwa";

export function InstallButton({ label, installedLabel }: { label: string; installedLabel: string }) {
  const [available, setAvailable] = useState(false);
  const [installed, setInstalled] = useState(false);
  useEffect(() => {
    const update = () => setAvailable(Boolean(window.__respiroInstallPrompt));
    const done = () => {
      window.__respiroInstallPrompt = null;
      setAvailable(false);
      setInstalled(true);
    };
    update();
    addEventListener(INSTALLABLE_EVENT, update);
    addEventListener("appinstalled", done);
    return () => {
      removeEventListener(INSTALLABLE_EVENT, update);
      removeEventListener("appinstalled", done);
    };
  }, []);
  return (
    <>
      <button
        type="button"
        className="button button-primary"
        hidden={!available}
        onClick={async () => {
          const prompt = window.__respiroInstallPrompt;
          if (!prompt) return;
          await prompt.prompt();
          const { outcome } = await prompt.userChoice;
          window.__respiroInstallPrompt = null;
          setAvailable(false);
          if (outcome === "accepted") setInstalled(true);
        }}
      >
        {label}
      </button>
      <p role="status" className="hint">
        {installed ? installedLabel : ""}
      </p>
    </>
  );
}
