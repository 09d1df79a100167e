/** Italian strings of the "plan" namespace (app/locales/README.md). */
export default {
  visitor: "Visitatore",
  free: "Gratuito",
  standard_trial: "Prova di 7 giorni",
  launch_trial: "Premium di lancio",
  premium: "Premium",
  admin: "Amministratore",
  trialBanner: {
    launch_one: "Premium di lancio attivo: {{count}} giorno rimasto.",
    launch_other: "Premium di lancio attivo: {{count}} giorni rimasti.",
    standard_one: "Prova gratuita: {{count}} giorno rimasto.",
    standard_other: "Prova gratuita: {{count}} giorni rimasti.",
    tomorrow: "La tua prova scade domani.",
    expired: "La tua prova è scaduta.",
    upgrade: "Passa a Premium",
    keepPremium: "Mantieni Premium",
    remindLater: "Ricordamelo più tardi",
  },
} as const;
