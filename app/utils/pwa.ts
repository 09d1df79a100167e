/**
 * The installable app in the browser (issue 15 item 4; decision record 0028), kept tiny because
 * every page loads it (the root's first-load JavaScript is budgeted, docs/architecture.md
 * "Keeping pages light").
 */

/** The event name dispatched on `window` when the browser offers to install the app. */
export const INSTALLABLE_EVENT = "respiro:installable";

/** The deferred `beforeinstallprompt` event, kept until /download's install button uses it. */
export interface DeferredInstallPrompt extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

declare global {
  interface Window {
    __respiroInstallPrompt?: DeferredInstallPrompt | null;
  }
}

/**
 * After the page has loaded: registers /sw.js (scope "/") and keeps the browser's install offer
 * (`beforeinstallprompt`) for the install button. The root calls it only when its loader says
 * the server is not in development (`serviceWorker`), so `remix dev` never caches a build. A
 * failed registration is ignored: the app works the same without the worker.
 */
export function startPwa(): void {
  if (!("serviceWorker" in navigator)) return;
  addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    window.__respiroInstallPrompt = event as DeferredInstallPrompt;
    dispatchEvent(new Event(INSTALLABLE_EVENT));
  });
  const register = () => void navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  if (document.readyState === "complete") register();
  else addEventListener("load", register, { once: true });
}
