/** Italian strings of the "app" namespace (app/locales/README.md). */
export default {
  name: "Respiro",
  skipToContent: "Vai al contenuto",
  loading: "Caricamento…",
} as const;
