/** Italian strings of the "consent" namespace (app/locales/README.md): the wellbeing-data consent screen (decision record 0014). */
export default {
  title: "Il tuo consenso sui dati del benessere",
  lead: "Prima di salvare le tue conversazioni con il compagno IA, il tuo piano di sicurezza e, più avanti, umore e riflessioni, Respiro ha bisogno del tuo consenso esplicito.",
  why: "Sono dati sulla salute: per la legge (art. 9 GDPR) possiamo trattarli solo se ce lo permetti tu, e solo per offrirti il servizio. Solo tu puoi vederli.",
  checkbox:
    "Acconsento esplicitamente al trattamento dei dati sul mio benessere (conversazioni, riflessioni, umore) per fornirmi il servizio (art. 9(2)(a) GDPR). Posso revocare il consenso ed esportare o cancellare i miei dati in qualsiasi momento.",
  submit: "Do il consenso e continuo",
  notNow: "Non ora, torna alla home",
  privacy: "Leggi l'informativa privacy",
  urgentHelp: "Se sei in pericolo o in crisi, l'aiuto immediato non richiede nessun consenso:",
  required: "Per salvare conversazioni e dati sul benessere serve prima il tuo consenso esplicito.",
  saved: "Grazie: il tuo consenso è registrato.",
} as const;
