/** Italian strings of the "language" namespace (app/locales/README.md). */
export default {
  label: "Lingua",
  switchTo: "Passa a {{language}}",
  it: "Italiano",
  en: "English",
  error: "Errore nel cambio lingua",
} as const;
