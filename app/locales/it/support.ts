/** Italian strings of the "support" namespace: /support and /help (issue 15 item 5). */
export default {
  title: "Aiuto e supporto",
  lead: "Le risposte alle domande più frequenti e un modo per scriverci.",
  urgentTitle: "Hai bisogno di aiuto adesso?",
  urgentText: "Questo modulo non è seguito in tempo reale. Se sei in pericolo o pensi di farti del male, non aspettare una risposta:",
  urgentLink: "apri l'aiuto immediato, con i numeri da chiamare",
  faqTitle: "Domande frequenti",
  faq: {
    account: {
      q: "Come creo un account e come accedo?",
      a: "Scegli «Registrati» in alto, inserisci nome utente, e-mail, nome completo e una password di almeno 8 caratteri. Poi accedi con il nome utente o con l'e-mail. Se dimentichi la password, da «Password dimenticata?» ricevi un codice valido 10 minuti per sceglierne una nuova.",
    },
    plans: {
      q: "Cosa include ogni piano?",
      a: "Senza abbonamento hai {{freeLimit}} richieste al giorno all'IA. Quando ti registri parte una prova di {{trialDays}} giorni con {{trialLimit}} messaggi al giorno; i primi 50 iscritti possono attivare un codice di lancio che dà {{launchDays}} giorni di Premium completo. Premium (4,99 € al mese o 39,99 € all'anno) toglie il limite giornaliero e apre il monitoraggio dell'umore, i moduli IA e tutti i contenuti.",
    },
    payments: {
      q: "Come funzionano pagamenti e disdetta?",
      a: "I pagamenti sono gestiti da Stripe: i dati della carta non passano dai nostri server. Puoi disdire quando vuoi e mantieni Premium fino alla fine del periodo già pagato; alla fine di una prova non ti viene addebitato nulla.",
    },
    privacy: {
      q: "Chi può leggere quello che scrivo?",
      a: "Conversazioni, riflessioni, umore e piano di sicurezza sono dati sul benessere: li salviamo solo con il tuo consenso esplicito, non li usiamo per pubblicità né per addestrare modelli e non sono visibili agli amministratori. I dettagli sono nell'informativa sulla privacy.",
    },
    data: {
      q: "Posso scaricare o cancellare i miei dati?",
      a: "Sì. Dal tuo profilo puoi scaricare una copia dei tuoi dati ed eliminare l'account: i dati vengono cancellati dal database. Se non trovi l'opzione o preferisci, scrivici con il modulo qui sotto dall'indirizzo e-mail del tuo account.",
    },
    ai: {
      q: "Sto parlando con una persona?",
      a: "No. Il compagno di Respiro è un'intelligenza artificiale, e la chat lo dice sempre. Le sue risposte possono sbagliare: sono spunti per riflettere, non consigli medici o psicologici. Respiro non sostituisce uno psicologo o un medico.",
    },
    crisis: {
      q: "Cosa succede se scrivo che sto molto male?",
      a: "Se un messaggio fa pensare a una crisi, la chat si ferma e ti mostra subito i numeri di emergenza e di ascolto, e il tuo piano di sicurezza. Nessuno viene avvisato al posto tuo: se sei in pericolo chiama il 112.",
    },
    install: {
      q: "Posso usare Respiro come un'app?",
      a: "Sì: dalla pagina «Scarica l'app» puoi inquadrare il codice QR con il telefono e aggiungere Respiro alla schermata home. Funziona anche senza connessione per mostrarti i numeri di aiuto.",
    },
  },
  contactTitle: "Scrivici",
  contactLead:
    "Rispondiamo all'indirizzo e-mail che ci lasci, di solito entro pochi giorni lavorativi. Non scrivere qui dati sulla salute che non servono alla tua domanda.",
  name: "Nome",
  email: "E-mail",
  subject: "Oggetto",
  message: "Messaggio",
  messageHint: "Al massimo {{max}} caratteri.",
  honeypot: "Lascia vuoto questo campo",
  send: "Invia il messaggio",
  sending: "Invio…",
  sent: "Grazie, abbiamo ricevuto il tuo messaggio.",
  guideLink: "Leggi la guida all'app",
  errors: {
    nameRequired: "Scrivi il tuo nome.",
    nameTooLong: "Il nome è troppo lungo (al massimo 100 caratteri).",
    emailInvalid: "Scrivi un indirizzo e-mail valido, così possiamo risponderti.",
    subjectRequired: "Scrivi l'oggetto del messaggio.",
    subjectTooLong: "L'oggetto è troppo lungo (al massimo 150 caratteri).",
    messageRequired: "Scrivi il messaggio.",
    messageTooShort: "Il messaggio è troppo breve: raccontaci qualcosa in più (almeno 10 caratteri).",
    messageTooLong: "Il messaggio è troppo lungo (al massimo 5000 caratteri).",
    throttled_one: "Hai inviato troppi messaggi. Riprova tra {{count}} minuto.",
    throttled_other: "Hai inviato troppi messaggi. Riprova tra {{count}} minuti.",
  },
} as const;
