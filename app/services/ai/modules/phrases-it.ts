/**
 * Frasario italiano delle risposte del motore per i moduli IA (decision record 0030). Ogni
 * risposta ha una sola domanda, l'ultima frase: nessun'altra frase qui finisce con "?".
 * I pattern lavorano su testo senza accenti e in minuscolo (`foldCase`).
 */
import type { ModulePhrasebook } from "./module-types";

export const IT_MODULES: ModulePhrasebook = {
  ack: {
    anxiety: ["Sento quanta preoccupazione c'è in quello che scrivi.", "C'è molta ansia in queste parole, ed è giusto rallentare un momento."],
    sadness: ["Si sente la tristezza in quello che hai scritto, e merita spazio.", "Sembra un periodo pesante, ed è normale che ti pesi."],
    anger: [
      "Sento la rabbia, e spesso la rabbia dice che qualcosa per te conta.",
      "Sembri davvero arrabbiato o arrabbiata, ed è comprensibile quando qualcosa sembra ingiusto.",
    ],
    shame: ["Ci vuole coraggio a scriverlo: la vergogna tende a farci stare zitti.", "La vergogna può pesare tanto, e non sei l'unica persona a provarla."],
    guilt: [
      "Sembra che il senso di colpa ti pesi, e spesso dice quanto tieni agli altri.",
      "Sentirsi in colpa mostra che ti importa di comportarti bene con gli altri.",
    ],
    loneliness: ["Sentirsi soli fa male, e grazie per averlo messo in parole.", "La solitudine è dura, e cercare un contatto, anche qui, è già un passo."],
    stress: ["Sembra che tu stia portando molto in questo periodo.", "C'è tanta pressione in quello che scrivi, ed è giusto prenderti cura di te."],
  },
  ackNone: {
    relationships: ["Grazie per avermi raccontato di questa relazione.", "Le relazioni contano, ed è bello che tu ci stia riflettendo."],
    writing: ["Grazie per averlo condiviso: scrivere è un modo gentile di ascoltarsi.", "Mettere le cose sulla carta può aiutare a vederle più chiaramente."],
    relaxation: ["Prenderti qualche minuto per il corpo è una buona idea.", "Bene che tu ti stia concedendo un momento per rilassarti."],
    sleep: ["Il sonno influisce su tutto il resto, quindi vale la pena prendersene cura.", "Grazie per avermi raccontato delle tue notti."],
  },
  relationships: {
    persons: [
      {
        id: "partner",
        pattern: /\b(?:partner|ragazz[oa]|fidanzat[oa]|marito|moglie|compagn[oa]|ex|mia lei|mio lui)\b/,
        phrase: "il tuo partner",
      },
      { id: "parent", pattern: /\b(?:mamma|madre|papa|padre|genitori|matrigna|patrigno|mia madre|mio padre)\b/, phrase: "tuo padre o tua madre" },
      { id: "sibling", pattern: /\b(?:fratell[oi]|sorell[ae])\b/, phrase: "tuo fratello o tua sorella" },
      { id: "child", pattern: /\b(?:figli[oa]?|figlie|bambin[iaoe])\b/, phrase: "tuo figlio o tua figlia" },
      { id: "friend", pattern: /\b(?:amic[oa]|amici|amiche|coinquilin[oaie])\b/, phrase: "la persona amica" },
      { id: "work", pattern: /\b(?:capo|capa|responsabile|colleg[ah]i?|collega|colleghe|titolare|manager)\b/, phrase: "il tuo capo o il collega" },
    ],
    someone: "questa persona",
    themes: [
      { id: "conflict", pattern: /\b(?:litig\w*|discuss\w*|urla\w*|urlat\w*|grida\w*|critic\w*|colpa mia|conflitt\w*|scontr\w*)\b/ },
      {
        id: "boundary",
        pattern: /\b(?:dire di no|dico di no|limiti?|approfitta\w*|mi chiede sempre|chiedono sempre|non riesco a rifiutare|troppo per gli altri)\b/,
      },
      { id: "distance", pattern: /\b(?:distant\w*|ignora\w*|non ci parliamo|non parliamo|allontana\w*|fredd\w*|sol[oa]|esclus[oa]|riavvicin\w*)\b/ },
    ],
    intro: [
      "Per parlarne con {person} può aiutare una struttura semplice, lo schema DESC: Descrivere, Esprimere, Specificare, Conseguenze.",
      "Un modo chiaro e gentile per parlarne con {person} è lo schema DESC: Descrivere, Esprimere, Specificare, Conseguenze.",
    ],
    feeling: {
      anxiety: "provo ansia",
      sadness: "provo tristezza",
      anger: "provo rabbia",
      shame: "provo imbarazzo",
      guilt: "mi sento in colpa",
      loneliness: "sento la tua mancanza",
      stress: "mi sento sotto pressione",
      none: "ci resto male",
    },
    describe: [
      "Descrivere: solo i fatti, come li vedrebbe una telecamera, per esempio «Ieri, quando i programmi sono cambiati all'ultimo momento…».",
      "Descrivere: che cosa è successo, senza giudizi, come «La settimana scorsa, quando non hai risposto ai miei messaggi…».",
    ],
    express: [
      "Esprimere: come ti sei sentito o sentita, partendo da te: «…{feeling}.»",
      "Esprimere: la tua emozione in prima persona, difficile da contestare: «…{feeling}.»",
    ],
    specify: {
      conflict: ["Specificare: una richiesta piccola e concreta, come «La prossima volta fermiamoci e parliamone con calma la sera stessa.»"],
      boundary: ["Specificare: che cosa puoi fare e che cosa no, con semplicità, come «Questa settimana non riesco a occuparmene, posso aiutarti lunedì.»"],
      distance: ["Specificare: un piccolo passo l'uno verso l'altra, come «Mi piacerebbe prendere un caffè insieme questo fine settimana.»"],
      general: ["Specificare: una richiesta chiara, come «Mi piacerebbe che me lo dicessi un giorno prima.»"],
    },
    consequences: [
      "Conseguenze: che cosa ci guadagnereste entrambi, come «Così potremmo stare tutti e due più tranquilli.»",
      "Conseguenze: il bene che porterebbe a tutti e due, come «Così ci sentiremmo di nuovo più vicini.»",
    ],
    tips: {
      conflict: [
        "Scegli un momento calmo, non il mezzo di una discussione, e tieni un argomento alla volta.",
        "Aspetta di sentirvi entrambi più calmi: le stesse parole arrivano in modo diverso un'ora dopo.",
      ],
      boundary: [
        "Se trovi resistenza, puoi ripetere la tua richiesta con calma, con le stesse parole, senza giustificarti troppo: un «no» non ha bisogno di lunghe spiegazioni.",
        "Un «no» gentile a una richiesta non è un «no» alla persona: puoi essere calda e ferma allo stesso tempo.",
      ],
      distance: [
        "Potresti cominciare da un piccolo gesto, un messaggio o una domanda sulla sua giornata, prima della conversazione più grande.",
        "Riavvicinarsi spesso comincia in piccolo: un breve messaggio che dice che ci stai pensando.",
      ],
      general: [
        "Parla piano, resta breve e, se la conversazione si allontana, torna con gentilezza alla tua richiesta.",
        "Non deve essere perfetto: restare sui fatti e su ciò che chiedi è già abbastanza.",
      ],
    },
    questions: [
      "Quale delle quattro parti ti sembra più difficile da dire?",
      "Come scriveresti la prima riga, i fatti, con parole tue?",
      "Quale piccola richiesta ti sembrerebbe giusta?",
    ],
  },
  writing: {
    intro: [
      "La scrittura espressiva può aiutare: per 15-20 minuti, per tre o quattro giorni, scrivi i pensieri e le emozioni più profondi su ciò che stai vivendo, solo per te.",
      "Molte persone trovano utile scrivere liberamente di un'esperienza per 15-20 minuti al giorno, per qualche giorno di fila, senza preoccuparsi dello stile.",
    ],
    promptsLead: ["Ecco tre spunti da cui potresti partire:", "Potresti cominciare da uno di questi spunti:"],
    byEmotion: {
      anxiety: [
        "1. Scrivi ciò che ti preoccupa di più, poi ciò che è più probabile che accada e come lo affronteresti.",
        "1. Scrivi la preoccupazione per intero, poi cosa diresti a un amico che l'avesse.",
      ],
      sadness: [
        "1. Scrivi di ciò che hai perso o che ti manca, e di cosa ha significato per te.",
        "1. Scrivi una lettera da non spedire a chi o a ciò per cui ti senti triste.",
      ],
      anger: [
        "1. Scrivi una lettera da non spedire che dica tutto ciò che provi, senza filtri: è solo per te.",
        "1. Scrivi di ciò che ti è sembrato ingiusto, e quali dei tuoi valori ha toccato.",
      ],
      shame: [
        "1. Scrivi del momento di cui ti vergogni come se a raccontarlo fosse un amico gentile.",
        "1. Scrivi cosa diresti a una persona cara che ti raccontasse questa stessa storia.",
      ],
      guilt: ["1. Scrivi cosa è successo, che cosa era tuo da portare e che cosa no.", "1. Scrivi cosa vorresti riparare e per cosa vorresti perdonarti."],
      loneliness: [
        "1. Scrivi di un momento in cui ti sei sentito davvero in contatto con qualcuno, e di cosa lo rendeva tale.",
        "1. Scrivi una lettera a qualcuno che ti manca, dicendo ciò che vorresti sapesse.",
      ],
      stress: [
        "1. Svuota la testa sulla pagina: tutto ciò che stai portando, in qualsiasi ordine.",
        "1. Scrivi di ciò che ti chiede di più in questo momento, e di cosa potresti lasciare andare.",
      ],
      none: [
        "1. Scrivi di ciò che ti è passato per la mente più spesso questa settimana, e di come ti fa sentire.",
        "1. Scrivi di un'esperienza che per te conta ancora, e del perché.",
      ],
    },
    byTopic: {
      work: ["2. Scrivi di quanto spazio prende il lavoro nella tua vita, e di cosa vorresti che ti lasciasse."],
      study: ["2. Scrivi di cosa significa per te lo studio, al di là di voti ed esami."],
      relationships: ["2. Scrivi di questa relazione: cosa dai, cosa ricevi, cosa desideri."],
      family: ["2. Scrivi della tua famiglia com'è adesso, e di una cosa che vorresti sapessero di te."],
      sleep: ["2. Scrivi, la sera, ciò che è rimasto aperto nella giornata, così la mente può posarlo."],
      health: ["2. Scrivi di come sta il tuo corpo in questi giorni, e di cosa potrebbe aver bisogno da te."],
      money: ["2. Scrivi di cosa ti tolgono le preoccupazioni per i soldi, e di cosa invece resta stabile."],
    },
    closing: [
      "3. Chiudi scrivendo una frase gentile per te, come la scriveresti a un amico.",
      "3. Finisci con ciò che hai capito scrivendo, anche qualcosa di piccolo.",
      "3. Concludi con una cosa che ti aiuta, o una persona che è dalla tua parte.",
    ],
    care: [
      "Scrivi senza correggerti e, se diventa troppo, fermati, respira e fai qualcosa di leggero: puoi riprendere un altro giorno.",
      "Nessuno lo leggerà tranne te; se le emozioni diventano troppo forti, va bene fare una pausa, una passeggiata o qualche respiro lento.",
    ],
    questions: [
      "Da quale di questi spunti ti piacerebbe cominciare?",
      "In quale momento della giornata potresti trovare un quarto d'ora tranquillo per scrivere?",
    ],
  },
  relaxation: {
    cues: [
      {
        id: "grounding",
        pattern:
          /\b(?:sopraffatt[oa]|travolt[oa]|troppi pensieri|pensieri che corrono|non riesco a pensare|non riesco a concentrarmi|irreale|confus[oa]|flashback|in tilt|in confusione)\b/,
      },
      { id: "pmr", pattern: /\b(?:tes[oa]|tensione|tensioni|contratt\w*|rigid\w*|spalle|spalla|collo|mascella|muscol\w*|mal di testa|schiena|irrigidit\w*)\b/ },
      { id: "breathing", pattern: /\b(?:respir\w*|fiato|cuore|panico|agitat[oa]|agitazione|nervos[oa]|ansia|ansios[oa]|calmarmi|irrequiet[oa])\b/ },
    ],
    intro: {
      breathing: [
        "Il respiro lento è uno dei modi più rapidi per dire al corpo che è al sicuro: un'espirazione più lunga calma il cuore.",
        "Partiamo dal respiro: quando l'espirazione diventa più lunga dell'inspirazione, il corpo tende a calmarsi.",
      ],
      pmr: [
        "Il rilassamento muscolare progressivo aiuta a sciogliere la tensione accumulata nel corpo: contrai un gruppo di muscoli, poi lasci andare.",
        "Quando la tensione si ferma nel corpo, contrarre e poi rilasciare i muscoli, un gruppo alla volta, aiuta a sentire la differenza.",
      ],
      grounding: [
        "Quando la mente corre troppo, il radicamento attraverso i sensi ti riporta al qui e ora.",
        "Un esercizio di radicamento può aiutare quando tutto sembra troppo: usi i sensi per tornare al presente.",
      ],
    },
    script: {
      breathing: [
        "Siediti comodo o comoda e appoggia una mano sulla pancia.",
        "Inspira dal naso contando fino a 4, trattieni per 7, poi espira lentamente dalla bocca contando fino a 8.",
        "Ripeti quattro volte, senza forzare; se trattenere è scomodo, inspira per 4 ed espira per 6.",
      ],
      pmr: [
        "Siediti o sdraiati e parti dai piedi: stringi le dita, tieni per 5 secondi, poi lascia andare per 10 e nota la differenza.",
        "Sali lungo polpacci, cosce, mani e braccia, poi le spalle verso le orecchie, e infine il viso.",
        "Contrai con delicatezza, mai fino al dolore, ed espira mentre lasci andare.",
      ],
      grounding: [
        "Guardati intorno e nomina 5 cose che vedi, poi 4 che puoi toccare.",
        "Poi 3 suoni che senti, 2 odori e 1 sapore.",
        "Senti i piedi appoggiati a terra e fai un respiro lento prima di continuare.",
      ],
    },
    more: ["Trovi la versione guidata tra gli esercizi: «{title}».", "Se ti va, l'esercizio «{title}» ti accompagna passo passo."],
    questions: {
      breathing: ["Come si sente il tuo corpo dopo quattro respiri lenti?", "In quale momento della giornata potresti prenderti un minuto per questo respiro?"],
      pmr: ["Quale parte del corpo trattiene più tensione?", "Come si sente il tuo corpo dopo aver lasciato andare?"],
      grounding: ["Che cosa hai notato intorno a te mentre lo facevi?", "Quale dei tuoi sensi ti ha riportato qui più facilmente?"],
    },
  },
  sleep: {
    cues: [
      {
        id: "racing_mind",
        pattern: /\b(?:pensieri|pensiero|penso|mente|rimugin\w*|preoccupazion\w*|non riesco ad addormentarmi|addormentar\w*|non stacco|staccare)\b/,
      },
      { id: "night_waking", pattern: /\b(?:mi sveglio|svegli\w* di notte|risveglio|risvegli|in piena notte|alle (?:3|4|tre|quattro)|notte fonda)\b/ },
      {
        id: "screens",
        pattern: /\b(?:telefono|cellulare|smartphone|schermo|schermi|scroll\w*|netflix|serie|tv|televisione|social|instagram|tiktok|computer|videogiochi)\b/,
      },
      { id: "stimulants", pattern: /\b(?:caffe|caffeina|energy drink|alcol|alcool|vino|birra|sigarett\w*|fumo|fumare)\b/ },
      { id: "schedule", pattern: /\b(?:pisolin\w*|riposino|turni|turno|weekend|fine settimana|orari|tardi|irregolar\w*|jet ?lag)\b/ },
    ],
    tips: {
      racing_mind: [
        "Per i pensieri che ti tengono sveglio, prova a scriverli un'ora prima di dormire, con un piccolo passo per ciascuno: la mente lascia andare più facilmente ciò che è sulla carta.",
        "Un'ora prima di dormire, concedi alle preoccupazioni dieci minuti su un quaderno e poi chiudilo: il letto non è il posto per risolverle.",
      ],
      night_waking: [
        "Se ti svegli di notte e resti sveglio a lungo, evita di guardare l'ora: gira la sveglia e, dopo una ventina di minuti, alzati per qualcosa di tranquillo finché torna il sonno.",
        "Svegliarsi di notte è comune; ciò che aiuta è non combatterlo a letto: dopo una ventina di minuti alzati, tieni le luci basse e torna quando hai sonno.",
      ],
      screens: [
        "Prova a lasciare il telefono fuori dalla camera, o almeno lontano dalla mano, e a spegnere gli schermi un'ora prima di dormire.",
        "Gli schermi tengono la mente accesa: un'ora senza prima di dormire, con qualcosa di calmo al loro posto, spesso fa la differenza.",
      ],
      stimulants: [
        "La caffeina resta nel corpo per ore: prova a evitare caffè, tè ed energy drink dal primo pomeriggio, e poco alcol la sera, che rende il sonno più leggero.",
        "Fai attenzione a cosa bevi nel pomeriggio e la sera: la caffeina dopo pranzo e l'alcol la sera rendono entrambi il sonno più leggero.",
      ],
      schedule: [
        "Un ritmo regolare aiuta molto: la stessa ora di sveglia ogni giorno, fine settimana compresi, e pisolini brevi (meno di 30 minuti) e nel primo pomeriggio.",
        "L'orologio del corpo ama la regolarità: conta più l'ora della sveglia che quella in cui vai a letto, e i pisolini lunghi tolgono sonno alla notte.",
      ],
      general: [
        "Un'ora prima di dormire, una breve routine per rallentare aiuta: luci basse, una doccia tiepida, qualcosa di calmo da leggere.",
        "Una camera fresca, buia e silenziosa e un'ultima ora della giornata tranquilla preparano il terreno al sonno.",
      ],
    },
    core: [
      "Tre regole del controllo dello stimolo aiutano il corpo a collegare di nuovo il letto al sonno: vai a letto solo quando hai sonno; usa il letto solo per dormire, non per il telefono o il lavoro; e se il sonno non arriva dopo una ventina di minuti, alzati per qualcosa di calmo e torna quando hai sonno, tenendo la stessa ora di sveglia ogni mattina.",
      "Ciò che aiuta di più il sonno è insegnare di nuovo al corpo che letto vuol dire dormire: a letto solo con il sonno e solo per dormire, di nuovo in piedi dopo una ventina di minuti da svegli, e una sveglia fissa ogni giorno.",
    ],
    doctor: [
      "Se il sonno resta difficile per settimane o pesa molto sulle tue giornate, vale la pena parlarne con il tuo medico.",
      "Se le notti restano difficili per diverse settimane, il tuo medico può aiutarti a capirne di più.",
    ],
    questions: [
      "Quale di questi cambiamenti sarebbe più facile provare stasera?",
      "A che ora potresti alzarti ogni mattina, fine settimana compresi?",
      "Come potrebbe essere la tua ultima ora prima di dormire?",
    ],
  },
};
