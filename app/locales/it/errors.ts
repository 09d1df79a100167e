/** Italian strings of the "errors" namespace (app/locales/README.md). */
export default {
  notFoundTitle: "Pagina non trovata",
  notFoundText: "La pagina che cerchi non esiste o è stata spostata. Prova dalla home.",
  backHome: "Torna alla home",
  somethingWrong: "Qualcosa è andato storto",
  somethingWrongText: "Si è verificato un errore imprevisto. Riprova: i tuoi dati sono al sicuro.",
  reload: "Ricarica Pagina",
  forbiddenTitle: "Accesso non consentito",
  forbiddenText: "Non hai i permessi per vedere questa pagina.",
  consentRequiredTitle: "Serve il tuo consenso",
  consentRequiredText: "Per salvare conversazioni e dati sul benessere serve prima il tuo consenso esplicito. L'aiuto urgente resta sempre disponibile.",
  consentRequiredAction: "Vai al consenso",
} as const;
