/** Italian strings of the "app" namespace (app/locales/README.md). */
export default {
  name: "Respiro",
  tagline: "Il tuo spazio per respirare, capire e stare meglio",
  skipToContent: "Vai al contenuto",
  loading: "Caricamento…",
} as const;
