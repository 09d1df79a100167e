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
  requestTitle: "Richiesta non accettata",
  badRequest: "Il modulo inviato non è leggibile. Torna alla pagina e invialo di nuovo.",
  crossSite: "La richiesta arriva da un altro sito ed è stata rifiutata per proteggere il tuo account. Apri Respiro direttamente e riprova.",
  methodNotAllowed: "Questo indirizzo non accetta richieste di questo tipo.",
  payloadTooLarge: "I dati inviati superano il limite di {{limit}} KB. Accorcia il testo e riprova.",
  storageUnavailable:
    "Non è stato possibile salvare: lo spazio di archiviazione del server non è disponibile in questo momento. Ciò che avevi già salvato non è andato perso; riprova tra qualche minuto.",
  unsupportedMediaType: "Il modulo è arrivato in un formato che non riconosciamo. Torna alla pagina e invialo di nuovo.",
  consentRequiredTitle: "Serve il tuo consenso",
  consentRequiredText: "Per salvare conversazioni e dati sul benessere serve prima il tuo consenso esplicito. L'aiuto immediato resta sempre disponibile.",
  consentRequiredAction: "Vai al consenso",
} as const;
