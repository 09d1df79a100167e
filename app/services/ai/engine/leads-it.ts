/** Italian "companion leads" phrases (lead-types.ts, decision record 0016). */
import type { LeadPhrases } from "./lead-types";

export const IT_LEADS: LeadPhrases = {
  quickReplies: {
    mood_check: "Un check-in dell'umore",
    short_exercise: "Un esercizio breve",
    talk_specific: "Parlare di una cosa precisa",
    what_can_i_do: "Cosa posso fare?",
    yes_try: "Sì, proviamo",
    not_now: "Non ora",
    mood_ok: "Sto bene",
    mood_anxious: "Sono in ansia",
    mood_down: "Sono giù di morale",
    mood_stressed: "Sono sotto stress",
    topic_work: "Il lavoro",
    topic_relationships: "Le relazioni",
    topic_sleep: "Il sonno",
    topic_family: "La famiglia",
  },
  choices: {
    lines: [
      "Va benissimo anche non avere parole adesso: posso proporti tre strade, un check-in dell'umore, un esercizio breve oppure parlare di una cosa precisa.",
      "Nessun problema se non ti viene niente da dire: possiamo fare un check-in dell'umore, un esercizio breve, o parlare di una cosa precisa.",
      "Capita di non sapere da dove cominciare, quindi ti propongo io tre strade: un check-in dell'umore, un esercizio breve o una cosa precisa di cui parlare.",
    ],
    questions: ["Quale preferisci?", "Quale ti va di più?", "Da quale vuoi partire?"],
  },
  moodCheck: {
    lines: [
      "Facciamo un check-in veloce, senza risposte giuste o sbagliate.",
      "Bene, un check-in breve: basta una parola.",
      "Ok, fermiamoci un attimo sull'umore.",
    ],
    questions: ["Come descriveresti il tuo umore in questo momento?", "Se dovessi scegliere, come stai adesso?", "Com'è l'umore in questo preciso momento?"],
  },
  exercise: {
    lines: [
      "Ti propongo «{title}», nella sezione {section}: {benefit}, e bastano pochi minuti.",
      "Un buon punto di partenza è «{title}», nella sezione {section}: {benefit}.",
      "Prova «{title}» nella sezione {section} dell'app: {benefit}.",
    ],
    questions: ["Ti va di provarlo adesso?", "Vuoi provarlo ora e poi dirmi com'è andata?", "Te la senti di dargli cinque minuti?"],
  },
  talkSpecific: {
    lines: ["Certo, scegli tu l'argomento.", "Volentieri, partiamo da quello che ti sta più a cuore.", "D'accordo, mettiamo a fuoco una cosa sola."],
    questions: ["Di cosa vorresti parlare?", "Quale argomento ti pesa di più in questo periodo?", "Da dove vuoi cominciare?"],
  },
  advice: {
    steps: {
      anxiety: [
        "Un passo piccolo per oggi: scrivi la preoccupazione su un foglio e accanto la cosa più probabile che succederà davvero, poi fai tre respiri lenti contando fino a quattro.",
        "Un passo concreto: dai alla preoccupazione un appuntamento di dieci minuti più tardi, e fino ad allora quando torna rimandala a quell'orario.",
      ],
      sadness: [
        "Un passo piccolo per oggi: scegli un'attività di dieci minuti che di solito ti fa un po' bene (una passeggiata, una doccia calda, una canzone) e falla anche senza voglia.",
        "Un passo concreto: scrivi a una persona di cui ti fidi anche solo un saluto, senza dover spiegare niente.",
      ],
      anger: [
        "Un passo piccolo: prima di rispondere a chi ti ha fatto arrabbiare, allontanati per dieci minuti e scrivi cosa ti ha ferito, non cosa vuoi dire.",
        "Un passo concreto: muovi il corpo per cinque minuti (scale, camminata veloce) e poi decidi a mente più fredda.",
      ],
      shame: [
        "Un passo piccolo: scrivi cosa diresti a un'amica che avesse fatto lo stesso errore, poi rileggilo come se fosse per te.",
        "Un passo concreto: separa il fatto («ho sbagliato questa cosa») dal giudizio («non valgo niente») e scrivili su due righe diverse.",
      ],
      guilt: [
        "Un passo piccolo: disegna una «torta della responsabilità» per quello che è successo, con una fetta per ogni persona o circostanza che ha contato, e solo alla fine la tua.",
        "Un passo concreto: se senti di aver fatto un torto, pensa a un gesto di riparazione semplice (scusarti, rimediare, spiegare) e a quando potresti farlo.",
      ],
      loneliness: [
        "Un passo piccolo per questa settimana: scegli una persona, anche non vicinissima, e mandale un messaggio semplice come «ti va un caffè?».",
        "Un passo concreto: cerca un'attività di gruppo legata a qualcosa che ti piace (un corso, un volontariato, una squadra) e segnati la data del primo incontro.",
      ],
      stress: [
        "Un passo piccolo: scrivi tutto quello che hai da fare, poi cerchia una sola cosa da fare oggi e una da rimandare o delegare.",
        "Un passo concreto: dividi il compito più grande nel primo pezzo da quindici minuti e fai solo quello.",
      ],
      general: [
        "Un passo piccolo per questa settimana: scegli un momento di dieci minuti al giorno solo per te (una passeggiata, una pausa senza telefono) e segnalo in agenda.",
        "Un passo concreto: scrivi la situazione in tre righe (cosa è successo, cosa hai pensato, cosa hai sentito) e rileggila domani con calma.",
      ],
    },
    questions: [
      "Quale sarebbe il momento migliore per provarci?",
      "Cosa potrebbe renderlo più facile?",
      "Ti sembra fattibile, o lo rendiamo ancora più piccolo?",
    ],
  },
  identity: {
    lines: [
      "Te lo dico chiaramente: sono un programma, un'intelligenza artificiale, non una persona e non un terapeuta.",
      "Domanda giusta: sono un'intelligenza artificiale, un programma, non una persona e non uno psicologo.",
    ],
    body: [
      "Posso ascoltarti, aiutarti a mettere in ordine i pensieri e proporti esercizi, ma non posso sostituire un professionista: se ne senti il bisogno, parlarne con uno psicologo o con il medico di base è un ottimo passo.",
      "Rispondo con regole scritte da persone, quindi posso sbagliare; posso aiutarti a riflettere e proporti esercizi, ma per un sostegno vero e continuativo una persona qualificata resta la scelta migliore.",
    ],
    questions: ["Ti va di continuare a raccontarmi cosa ti pesa?", "Vuoi che proviamo comunque a guardare insieme quello che ti preoccupa?"],
  },
  badIdea: {
    lines: ["Non posso dirti io se è giusto o sbagliato, ma possiamo pesarla insieme.", "Invece di un sì o un no, proviamo a metterla sulla bilancia."],
    body: [
      "Da un lato i pro: cosa ci guadagneresti, adesso e tra qualche mese; dall'altro i contro: cosa rischi, e quanto sarebbe rimediabile se andasse male.",
      "Prova a scrivere due colonne, pro e contro, e accanto a ogni contro quanto è probabile davvero e cosa potresti fare se succedesse.",
    ],
    questions: ["Qual è il primo vantaggio che ti viene in mente?", "Qual è il rischio che ti spaventa di più, e quanto è probabile davvero?"],
  },
  howToTell: {
    lines: ["Un modo che aiuta in queste conversazioni è lo schema DESC.", "Può aiutare preparare la frase con lo schema DESC, un passo alla volta."],
    body: [
      "Descrivi il fatto senza giudizi («quando è successo…»), esprimi cosa hai provato con un messaggio in prima persona («per me è stato pesante»), specifica cosa chiedi («mi piacerebbe che…») e di' cosa ci guadagnereste entrambi («così potremmo…»).",
      "Parti dal fatto concreto, poi parla di te con un messaggio in prima persona invece di un «tu sempre…», chiedi una cosa precisa e piccola, e scegli un momento tranquillo per dirla.",
    ],
    questions: ["Vuoi provare a scrivere qui la prima frase, quella che descrive il fatto?", "Come potrebbe suonare la tua frase in prima persona?"],
  },
  grief: {
    lines: ["Mi dispiace davvero tanto per la tua perdita.", "Mi dispiace moltissimo, è una perdita enorme."],
    body: [
      "Il dolore del lutto non ha tempi giusti né modi giusti, e va bene sentire tutto quello che senti.",
      "In momenti così non serve fare niente di speciale: anche solo parlarne, quando te la senti, può alleggerire un po'.",
    ],
    questions: ["Ti va di raccontarmi qualcosa di questa persona?", "Come stai vivendo questi giorni?"],
  },
  gladFirst: ["Che bella notizia, davvero!", "Prima di tutto: complimenti, è una cosa bella!", "Mi fa piacere leggerlo, congratulazioni!"],
  recallPerson: ["Mi avevi parlato di {what}.", "Prima mi avevi nominato {what}."],
  recallPlan: ["Mi avevi detto che volevi {what}.", "Prima avevi in mente di {what}."],
  recallThought: ["Prima mi avevi scritto «{what}».", "Mi torna in mente quello che mi avevi scritto: «{what}»."],
};
