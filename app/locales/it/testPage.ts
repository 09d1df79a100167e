/** Italian strings of the "testPage" namespace (app/locales/README.md). */
export default {
  title: "Pagina di prova",
  lead: "Stato di questa istanza di Respiro.",
  ai: "Compagno IA",
  aiEmbedded: "motore CBT integrato",
  aiOpenai: "modello compatibile OpenAI",
  payments: "Pagamenti",
  paymentsOff: "disattivati",
  paymentsOn: "attivi",
  mail: "Email",
  mailLog: "scritte nel log del server",
  mailSmtp: "inviate via SMTP",
  database: "Database",
  ok: "funzionante",
} as const;
