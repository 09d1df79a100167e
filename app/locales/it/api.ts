/** Italian strings of the "api" namespace (app/locales/README.md). */
export default {
  unauthorized: "Accesso richiesto",
  forbidden: "Non hai i permessi per questa risorsa",
  notFound: "Risorsa non trovata",
} as const;
