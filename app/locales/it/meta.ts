/** Italian strings of the "meta" namespace (app/locales/README.md). */
export default {
  default: {
    title: "Respiro · Benessere mentale con un compagno IA",
    description:
      "Respiro è uno spazio gentile per il benessere mentale: compagno IA in stile CBT, esercizi, meditazioni, riflessioni e monitoraggio dell'umore.",
    keywords: "benessere mentale, CBT, meditazione, ansia, stress, umore",
  },
  consent: {
    title: "Il tuo consenso · Respiro",
    description: "Il consenso esplicito al trattamento dei dati sul benessere, prima di salvare conversazioni e piano di sicurezza.",
    keywords: "consenso, dati sanitari, GDPR, privacy",
  },
  home: {
    title: "Respiro · Il tuo spazio per il benessere mentale",
    description:
      "Parla con un compagno IA in stile cognitivo-comportamentale, fai esercizi CBT, medita con il timer e tieni traccia del tuo umore. In italiano e in inglese.",
    keywords: "benessere mentale, terapia cognitivo comportamentale, CBT, chat IA, meditazione guidata, esercizi ansia",
  },
  chat: {
    title: "Chat con il compagno IA · Respiro",
    description: "Scrivi come ti senti: un compagno IA in stile CBT ti ascolta, ti aiuta a riconoscere i pensieri distorti e ti propone un esercizio.",
    keywords: "chat IA, supporto psicologico, CBT, pensieri automatici, diario dei pensieri",
  },
  exercises: {
    title: "Esercizi CBT · Respiro",
    description: "Esercizi di terapia cognitivo-comportamentale e mindfulness con timer, note personali e progressi.",
    keywords: "esercizi CBT, mindfulness, respirazione, ristrutturazione cognitiva",
  },
  meditation: {
    title: "Meditazioni guidate · Respiro",
    description: "Meditazioni guidate con timer: avvia, metti in pausa, riprendi e ricomincia quando vuoi.",
    keywords: "meditazione guidata, timer meditazione, rilassamento, sonno",
  },
  subscription: {
    title: "Premium · Respiro",
    description: "Respiro Premium: richieste IA illimitate, tutti gli esercizi e le meditazioni, monitoraggio dell'umore. Da 4,99 € al mese.",
    keywords: "Respiro premium, abbonamento, benessere mentale",
  },
  login: { title: "Accedi · Respiro", description: "Accedi al tuo account Respiro.", keywords: "accesso, login" },
  register: { title: "Registrati · Respiro", description: "Crea il tuo account Respiro.", keywords: "registrazione, account" },
  quotes: {
    title: "Le tue citazioni · Respiro",
    description: "La citazione del giorno scelta per te, le tue preferite e le frasi che scrivi tu.",
    keywords: "citazioni, frase del giorno, motivazione, benessere",
  },
  resources: {
    title: "Biblioteca del benessere · Respiro",
    description: "Guide, tecniche rapide e programmi su ansia, umore, sonno, stress e mindfulness, con ricerca e consigli personalizzati.",
    keywords: "risorse benessere, ansia, sonno, stress, mindfulness, guide CBT",
  },
  resource: {
    title: "Risorsa · Respiro",
    description: "Una risorsa della biblioteca del benessere di Respiro.",
    keywords: "benessere, CBT, mindfulness",
  },
  notFound: { title: "Pagina non trovata · Respiro", description: "La pagina che cerchi non esiste.", keywords: "404" },
  launch: {
    title: "Offerta di lancio · Respiro",
    description: "I primi 50 iscritti ricevono 10 giorni di Respiro Premium gratis: controlla i posti rimasti e attiva il tuo codice.",
    keywords: "Respiro, offerta di lancio, codice promozionale, premium gratis",
  },
  safety: {
    title: "Aiuto immediato e piano di sicurezza · Respiro",
    description: "Numeri di emergenza e di ascolto, e il tuo piano di sicurezza personale.",
    keywords: "aiuto, emergenza, crisi, piano di sicurezza, Telefono Amico",
  },
  reflections: {
    title: "Riflessioni · Respiro",
    description: "Nove categorie e 15 domande per scrivere di te: gratitudine, resilienza, autocompassione e altro, con una nuova prospettiva dall'IA.",
    keywords: "riflessioni, diario, gratitudine, autocompassione, CBT, nuova prospettiva",
  },
  mood: {
    title: "Il tuo umore · Respiro",
    description: "Annota il tuo umore da 1 a 5 con le emozioni del momento e guarda il tuo andamento su 7, 30 e 90 giorni.",
    keywords: "diario dell'umore, monitoraggio umore, emozioni, Daylio",
  },
  support: {
    title: "Aiuto e supporto · Respiro",
    description: "Domande frequenti su account, piani, privacy, dati e IA, e un modulo per scrivere al supporto di Respiro.",
    keywords: "aiuto, supporto, domande frequenti, contatti, Respiro",
  },
  guide: {
    title: "Guida all'app · Respiro",
    description:
      "Come funzionano la chat, gli esercizi, le meditazioni e gli altri strumenti di Respiro, cosa include ogni piano e come custodiamo i tuoi dati.",
    keywords: "guida, come funziona, piani, privacy, Respiro",
  },
  download: {
    title: "Scarica l'app · Respiro",
    description: "Inquadra il codice QR per aprire Respiro sul telefono, condividi il link e installa l'app su Android, iPhone e computer.",
    keywords: "scarica app, codice QR, installa, PWA, Respiro",
  },
  admin: { title: "Amministrazione · Respiro", description: "Gestione del server Respiro per gli amministratori.", keywords: "amministrazione" },
  dataRights: {
    title: "Elimina il tuo account · Respiro",
    description: "Scarica i tuoi dati o elimina il tuo account Respiro e tutto ciò che conserviamo su di te.",
    keywords: "elimina account, scarica i miei dati, GDPR, privacy",
  },
  profile: {
    title: "Il mio profilo · Respiro",
    description: "I tuoi progressi, le statistiche delle tue attività, i tuoi dati personali e i tuoi obiettivi di benessere.",
    keywords: "profilo, statistiche, obiettivi di benessere, dati personali",
  },
  aiModules: {
    title: "Moduli IA · Respiro",
    description: "Quattro moduli IA con un prompt libero: relazioni, scrittura terapeutica, rilassamento e sonno, con risposte nello stile di ciascuno.",
    keywords: "moduli IA, comunicazione assertiva, scrittura espressiva, rilassamento, sonno",
  },
} as const;
