/** Italian strings of the "legal" namespace (app/locales/README.md). */
export default {
  updated: "Ultimo aggiornamento: {{date}}",
  contents: "Indice",
} as const;
