/** Italian strings of the "footer" namespace (app/locales/README.md). */
export default {
  sitemap: "Mappa del sito",
  account: "Account",
  legal: "Informazioni",
  terms: "Termini e condizioni",
  privacy: "Privacy",
  guide: "Guida all'app",
  support: "Supporto",
  forgotPassword: "Password dimenticata?",
  safety: "Aiuto immediato",
  launch: "Offerta di lancio",
  disclaimer: "Respiro non sostituisce l'aiuto di un professionista della salute mentale e non fornisce diagnosi. Se sei in pericolo chiama il 112.",
  madeWith: "Software libero, ospitabile in proprio.",
} as const;
