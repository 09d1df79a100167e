/** /ai-modules (spec §1 "AI suggestion modules", §2, §5, §6). */
export default {
  title: "Moduli IA",
  lead: "Quattro spazi per chiedere all'IA un aiuto su misura: scrivi liberamente e ricevi una risposta nello stile del modulo.",
  listTitle: "Scegli un modulo",
  open: "Apri il modulo {{name}}",
  back: "Tutti i moduli",
  disclaimer: "Le risposte sono generate da un'IA: non sostituiscono un professionista e non fanno diagnosi.",
  modules: {
    relationships: {
      name: "Relazioni",
      description:
        "Come dire una cosa difficile a una persona cara, a un collega o al partner, in modo chiaro e gentile (comunicazione assertiva, schema DESC).",
      placeholder: "Per esempio: vorrei dire a mia sorella che mi ferisce quando arriva sempre in ritardo…",
      example: "Vorrei dire al mio compagno che mi pesa quando cancella i nostri programmi all'ultimo momento.",
    },
    "therapeutic-writing": {
      name: "Scrittura terapeutica",
      description: "Spunti di scrittura espressiva per mettere in parole ciò che vivi e fare ordine nei pensieri.",
      placeholder: "Per esempio: da quando ho cambiato città mi sento spesso triste…",
      example: "Da quando ho cambiato lavoro mi sento sotto pressione e non riesco a staccare.",
    },
    relaxation: {
      name: "Rilassamento",
      description: "Un breve copione per rilassarti adesso: respiro lento, rilassamento muscolare progressivo o radicamento con i sensi.",
      placeholder: "Per esempio: ho le spalle tese dopo una giornata pesante…",
      example: "Sono agitata prima di un colloquio e sento il cuore che batte forte.",
    },
    sleep: {
      name: "Sonno",
      description: "Consigli di igiene del sonno e di controllo dello stimolo, a partire da com'è la tua notte.",
      placeholder: "Per esempio: mi sveglio alle 4 e non riesco a riaddormentarmi…",
      example: "La sera resto a letto con il telefono e poi non riesco ad addormentarmi.",
    },
  },
  form: {
    label: "Il tuo prompt",
    hint: "Scrivi con parole tue che cosa vivi o che cosa ti serve (massimo {{max}} caratteri).",
    submit: "Chiedi all'IA",
    pending: "Sto scrivendo la risposta…",
  },
  answer: {
    title: "La risposta",
    empty: "La risposta comparirà qui.",
    pending: "Sto preparando la risposta…",
    byModel: "Risposta del modello linguistico configurato, controllata dal nostro filtro.",
    byEngine: "Risposta del compagno integrato di Respiro.",
    remaining: "Richieste IA rimaste oggi: {{count}}.",
    link: "Prova la versione guidata: {{title}}",
  },
  crisis: {
    title: "Ci sono persone pronte ad aiutarti",
    lead: "Quello che hai scritto ci preoccupa, e conta. Invece di una risposta del modulo, ecco chi può aiutarti subito.",
  },
  errors: {
    emptyPrompt: "Per favore inserisci un prompt valido",
    promptTooLong: "Il prompt è troppo lungo: al massimo 1000 caratteri.",
    limit: "Hai raggiunto il limite giornaliero di richieste IA. Potrai riprovare domani.",
    rateLimited: "Hai inviato molte richieste in pochi minuti. Fai una pausa e riprova tra poco.",
    failed: "Non è stato possibile generare una risposta. Riprova tra poco.",
    locked: "I moduli IA sono inclusi in Premium: il tuo piano non li comprende.",
  },
  locked: {
    title: "Incluso in Premium",
    text: "I moduli IA sono disponibili con Premium, con la prova del lancio e per gli amministratori. Ecco un esempio di ciò che fanno.",
    examplePrompt: "Esempio di prompt",
    exampleAnswer: "Esempio di risposta",
    upgrade: "Scopri Premium",
    signIn: "Accedi",
    register: "Crea un account",
    visitor: "Accedi o crea un account per usare i moduli IA.",
  },
} as const;
