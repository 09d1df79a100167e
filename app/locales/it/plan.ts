/** Italian strings of the "plan" namespace (app/locales/README.md). */
export default {
  visitor: "Visitatore",
  free: "Gratuito",
  standard_trial: "Prova di 7 giorni",
  launch_trial: "Premium di lancio",
  premium: "Premium",
  admin: "Amministratore",
  trialBanner: {
    launch: "Premium di lancio attivo: {{count}} giorni rimasti.",
    standard: "Prova gratuita: {{count}} giorni rimasti.",
    tomorrow: "La tua prova scade domani.",
    expired: "La tua prova è scaduta.",
    upgrade: "Passa a Premium",
  },
} as const;
