/**
 * The exercises of /exercises (spec §2; issue 10): our own bilingual content, written for
 * Respiro in Italian and English, grounded in cognitive behavioural therapy and mindfulness, with
 * no diagnosis and no medical advice. Typed data in one place (decision record 0022): the seeder
 * (db/seed/exercises.ts) writes it to the `exercises` table at every start, and the companion's
 * catalogue (app/services/ai/engine/catalogue.ts) takes the titles of the exercises it suggests
 * from here, so a slug the companion links to is always a seeded page
 * (tests/integration/exercises-content.test.ts).
 *
 * Server-only data: import it from `.server` modules, the seeder and the engine, never from a
 * route component (the browser gets what a page shows through its loader).
 *
 * Sources of the techniques: Beck (1979) and Greenberger & Padesky, "Mind over Mood" (thought
 * record, examining the evidence); Martell, Addis & Jacobson (2001) (behavioural activation);
 * Jacobson (1938) and Bernstein & Borkovec (1973) (progressive muscle relaxation); Borkovec et
 * al. (1983) (worry time); Butler & Hope (worry tree); Seligman et al. (2005) (three good
 * things, gratitude letter); Neff (2011) (self-compassion break); Segal, Williams & Teasdale
 * (2002) (three-minute breathing space); Bootzin (1972) (stimulus control for sleep);
 * Beaudoin (cognitive shuffle); Hayes (ACT: leaves on a stream).
 */
import type { ContentTier } from "~/utils/entitlements";
import type { ExerciseCategory, ExerciseDifficulty } from "~/utils/exercises";

/** A text in both languages of the app. */
export interface Localized<T> {
  it: T;
  en: T;
}

/** One exercise as written: the seeder stores it as it is. */
export interface ExerciseContent {
  /** Stable id and URL segment (`/exercises/<slug>`): never rename one that has shipped. */
  slug: string;
  category: ExerciseCategory;
  /** Who may open it (app/utils/entitlements.ts `contentTiers`). */
  tier: ContentTier;
  /** How long it takes, in minutes (also the timer's length). */
  durationMinutes: number;
  difficulty: ExerciseDifficulty;
  title: Localized<string>;
  /** One or two sentences: what it is and what it helps with. */
  summary: Localized<string>;
  /** What to do, one step per item, in order. */
  steps: Localized<readonly string[]>;
}

export const EXERCISES: readonly ExerciseContent[] = [
  // ——— Breathing ———
  {
    slug: "breathing-4-7-8",
    category: "breathing",
    tier: "free",
    durationMinutes: 5,
    difficulty: "easy",
    title: { it: "Respirazione 4-7-8", en: "4-7-8 Breathing" },
    summary: {
      it: "Un ritmo di respiro lento, con un'espirazione lunga, che aiuta il corpo a uscire dalla modalità di allarme.",
      en: "A slow breathing rhythm with a long out-breath that helps your body step out of alarm mode.",
    },
    steps: {
      it: [
        "Siediti comodo, con la schiena dritta ma non rigida. Appoggia la punta della lingua dietro gli incisivi superiori.",
        "Espira completamente dalla bocca, con un leggero soffio.",
        "Chiudi la bocca e inspira dal naso contando mentalmente fino a 4.",
        "Trattieni il respiro contando fino a 7.",
        "Espira lentamente dalla bocca contando fino a 8.",
        "Ripeti il ciclo quattro volte. Se senti un leggero capogiro, torna al tuo respiro naturale: il ritmo si può accorciare, le proporzioni contano più dei numeri.",
        "Alla fine resta qualche istante fermo e nota come sta il tuo corpo adesso.",
      ],
      en: [
        "Sit comfortably with your back straight but not stiff. Rest the tip of your tongue just behind your upper front teeth.",
        "Breathe out fully through your mouth with a soft whoosh.",
        "Close your mouth and breathe in through your nose, counting silently to 4.",
        "Hold your breath for a count of 7.",
        "Breathe out slowly through your mouth for a count of 8.",
        "Repeat the cycle four times. If you feel light-headed, return to your natural breath: you can count faster, the proportions matter more than the numbers.",
        "When you finish, stay still for a moment and notice how your body feels now.",
      ],
    },
  },
  {
    slug: "box-breathing",
    category: "breathing",
    tier: "free",
    durationMinutes: 4,
    difficulty: "easy",
    title: { it: "Respirazione quadrata", en: "Box Breathing" },
    summary: {
      it: "Quattro tempi uguali (inspira, trattieni, espira, trattieni) per ritrovare un ritmo stabile quando tutto accelera.",
      en: "Four equal counts (in, hold, out, hold) to find a steady rhythm when everything speeds up.",
    },
    steps: {
      it: [
        "Immagina un quadrato davanti a te: ogni lato è una fase del respiro.",
        "Inspira dal naso contando fino a 4, percorrendo con lo sguardo il primo lato.",
        "Trattieni l'aria contando fino a 4, lungo il secondo lato.",
        "Espira lentamente contando fino a 4, lungo il terzo lato.",
        "Resta a polmoni vuoti contando fino a 4, lungo l'ultimo lato.",
        "Continua per qualche minuto. Se trattenere ti mette a disagio, accorcia le pause: l'importante è che il ritmo resti regolare.",
      ],
      en: [
        "Picture a square in front of you: each side is one phase of your breath.",
        "Breathe in through your nose for a count of 4, tracing the first side with your eyes.",
        "Hold the air for a count of 4 along the second side.",
        "Breathe out slowly for a count of 4 along the third side.",
        "Stay with empty lungs for a count of 4 along the last side.",
        "Keep going for a few minutes. If holding feels uncomfortable, shorten the pauses: what matters is that the rhythm stays even.",
      ],
    },
  },
  {
    slug: "diaphragmatic-breathing",
    category: "breathing",
    tier: "trial",
    durationMinutes: 6,
    difficulty: "easy",
    title: { it: "Respirazione diaframmatica", en: "Belly Breathing" },
    summary: {
      it: "Impara a respirare con la pancia invece che con il petto: un respiro più profondo e meno affannato, utile da allenare nei momenti tranquilli.",
      en: "Learn to breathe with your belly instead of your chest: a deeper, less hurried breath that is worth practising in calm moments.",
    },
    steps: {
      it: [
        "Sdraiati o siediti comodo. Appoggia una mano sul petto e l'altra sulla pancia, sotto le costole.",
        "Inspira lentamente dal naso, lasciando che sia la mano sulla pancia a sollevarsi; quella sul petto resta quasi ferma.",
        "Espira dalla bocca socchiusa, come se soffiassi su una candela senza spegnerla, e senti la pancia che si abbassa.",
        "Cerca un ritmo calmo: circa quattro secondi per inspirare e sei per espirare.",
        "Se la mente si distrae, riporta con gentilezza l'attenzione alla mano che sale e scende.",
        "Allenati qualche minuto al giorno: con la pratica diventa più facile usarlo anche quando sei agitato.",
      ],
      en: [
        "Lie down or sit comfortably. Rest one hand on your chest and the other on your belly, just below the ribs.",
        "Breathe in slowly through your nose and let the hand on your belly rise; the one on your chest stays almost still.",
        "Breathe out through slightly parted lips, as if blowing on a candle without putting it out, and feel your belly fall.",
        "Find a calm pace: about four seconds in and six seconds out.",
        "When your mind wanders, gently bring your attention back to the hand rising and falling.",
        "Practise for a few minutes a day: with practice it becomes easier to use when you are on edge too.",
      ],
    },
  },

  // ——— Mindfulness ———
  {
    slug: "three-minute-breathing-space",
    category: "mindfulness",
    tier: "free",
    durationMinutes: 3,
    difficulty: "easy",
    title: { it: "Spazio di respiro di tre minuti", en: "Three-Minute Breathing Space" },
    summary: {
      it: "Una pausa breve in tre tempi (accorgersi, raccogliersi, allargarsi) da usare nel mezzo di una giornata piena.",
      en: "A short pause in three movements (noticing, gathering, widening) to use in the middle of a busy day.",
    },
    steps: {
      it: [
        "Fermati e assumi una postura dritta e dignitosa, seduto o in piedi. Se ti va, chiudi gli occhi.",
        "Primo minuto, accorgiti: cosa c'è adesso? Quali pensieri, emozioni, sensazioni nel corpo? Notali senza cercare di cambiarli.",
        "Secondo minuto, raccogliti: porta tutta l'attenzione al respiro, nella pancia. Segui ogni inspirazione ed espirazione.",
        "Terzo minuto, allarga: espandi l'attenzione a tutto il corpo, alla postura, al viso, come se il corpo intero respirasse.",
        "Prima di riprendere, chiediti con gentilezza di cosa hai bisogno nei prossimi minuti.",
      ],
      en: [
        "Stop and take an upright, dignified posture, sitting or standing. Close your eyes if you like.",
        "First minute, notice: what is here right now? Which thoughts, feelings, sensations in the body? Notice them without trying to change them.",
        "Second minute, gather: bring all your attention to the breath, down in the belly. Follow each breath in and out.",
        "Third minute, widen: expand your attention to the whole body, your posture, your face, as if the whole body were breathing.",
        "Before you carry on, kindly ask yourself what you need in the next few minutes.",
      ],
    },
  },
  {
    slug: "mindful-walking",
    category: "mindfulness",
    tier: "trial",
    durationMinutes: 10,
    difficulty: "medium",
    title: { it: "Camminata consapevole", en: "Mindful Walking" },
    summary: {
      it: "Trasforma qualche minuto di cammino in una pratica di presenza, con l'attenzione ai piedi, al ritmo e a ciò che ti circonda.",
      en: "Turn a few minutes of walking into a presence practice, paying attention to your feet, your rhythm and what is around you.",
    },
    steps: {
      it: [
        "Scegli un tratto tranquillo, anche solo il corridoio di casa. Resta fermo un momento e senti il peso del corpo sui piedi.",
        "Inizia a camminare un po' più lentamente del solito.",
        "Porta l'attenzione alle piante dei piedi: il tallone che tocca terra, il peso che passa in avanti, le dita che si staccano.",
        "Nota il ritmo dei passi e, se vuoi, abbinalo al respiro.",
        "Dopo qualche minuto allarga l'attenzione: suoni, aria sulla pelle, colori. Notali e torna ai passi.",
        "Quando la mente si perde nei pensieri, è normale: accorgitene e riporta l'attenzione ai piedi, senza giudicarti.",
        "Alla fine fermati, fai un respiro profondo e nota com'è stare qui adesso.",
      ],
      en: [
        "Choose a quiet stretch, even just your hallway. Stand still for a moment and feel your weight on your feet.",
        "Start walking a little more slowly than usual.",
        "Bring your attention to the soles of your feet: the heel touching the ground, the weight rolling forward, the toes lifting off.",
        "Notice the rhythm of your steps and, if you like, match it with your breath.",
        "After a few minutes widen your attention: sounds, air on your skin, colours. Notice them and come back to your steps.",
        "When your mind wanders into thoughts, that is normal: notice it and bring your attention back to your feet, without judging yourself.",
        "At the end, stop, take a deep breath and notice what it is like to be here now.",
      ],
    },
  },
  {
    slug: "leaves-on-a-stream",
    category: "mindfulness",
    tier: "premium",
    durationMinutes: 8,
    difficulty: "medium",
    title: { it: "Foglie sul ruscello", en: "Leaves on a Stream" },
    summary: {
      it: "Un esercizio di osservazione dei pensieri: li lasci passare come foglie sull'acqua, senza aggrapparti e senza scacciarli.",
      en: "A practice in watching your thoughts: you let them float by like leaves on water, without holding on and without pushing them away.",
    },
    steps: {
      it: [
        "Siediti comodo e chiudi gli occhi, o abbassa lo sguardo. Fai qualche respiro lento.",
        "Immagina di essere seduto sulla riva di un ruscello. Sull'acqua scorrono lentamente delle foglie.",
        "Ogni volta che arriva un pensiero, un'immagine o un'emozione, appoggiala su una foglia e guardala allontanarsi con la corrente.",
        'Non serve giudicare i pensieri, né farli andare più veloci: anche "non funziona" o "mi annoio" va su una foglia.',
        "Se ti accorgi di essere finito dentro un pensiero, succede a tutti: torna sulla riva e ricomincia a osservare.",
        "Dopo qualche minuto lascia svanire l'immagine, senti il contatto con la sedia e riapri gli occhi.",
        "Chiediti: cosa è cambiato quando hai guardato i pensieri invece di seguirli?",
      ],
      en: [
        "Sit comfortably and close your eyes, or lower your gaze. Take a few slow breaths.",
        "Imagine sitting on the bank of a gentle stream. Leaves are floating slowly on the water.",
        "Each time a thought, image or feeling comes up, place it on a leaf and watch it drift away with the current.",
        'There is no need to judge the thoughts or to hurry them along: even "this isn\'t working" or "I\'m bored" goes on a leaf.',
        "If you notice you have been carried off by a thought, that happens to everyone: come back to the bank and start watching again.",
        "After a few minutes let the image fade, feel the chair under you and open your eyes.",
        "Ask yourself: what changed when you watched your thoughts instead of following them?",
      ],
    },
  },

  // ——— Cognitive restructuring ———
  {
    slug: "thought-record",
    category: "cognitive-restructuring",
    tier: "free",
    durationMinutes: 15,
    difficulty: "medium",
    title: { it: "Diario dei pensieri", en: "Thought Record" },
    summary: {
      it: "Lo strumento classico della terapia cognitivo-comportamentale: metti per iscritto una situazione, il pensiero automatico e le prove, e arriva a un pensiero più equilibrato.",
      en: "The classic tool of cognitive behavioural therapy: write down a situation, the automatic thought and the evidence, and work towards a more balanced thought.",
    },
    steps: {
      it: [
        "Situazione: descrivi in una o due frasi cosa è successo, dove e con chi. Solo i fatti, come li riprenderebbe una telecamera.",
        "Pensiero automatico: cosa ti è passato per la testa in quel momento? Scrivilo con le parole esatte, anche se sembra esagerato.",
        "Emozione: dai un nome a ciò che hai provato (ansia, tristezza, rabbia, vergogna…) e valuta l'intensità da 0 a 100.",
        "Prove a favore: quali fatti sostengono il pensiero? Solo fatti, non interpretazioni.",
        "Prove contro: quali fatti non si accordano del tutto con il pensiero? Cosa diresti a un amico che pensasse la stessa cosa?",
        "Pensiero equilibrato: scrivi una frase che tenga insieme entrambe le colonne di prove. Non deve essere positiva, ma più giusta.",
        "Rivaluta: quanto è intensa adesso l'emozione, da 0 a 100? Anche un piccolo calo conta.",
      ],
      en: [
        "Situation: describe in a sentence or two what happened, where and with whom. Just the facts, as a camera would record them.",
        "Automatic thought: what went through your mind at that moment? Write it in the exact words, even if it sounds extreme.",
        "Emotion: name what you felt (anxiety, sadness, anger, shame…) and rate its intensity from 0 to 100.",
        "Evidence for: which facts support the thought? Facts only, not interpretations.",
        "Evidence against: which facts do not quite fit the thought? What would you say to a friend who thought the same?",
        "Balanced thought: write one sentence that holds both columns of evidence together. It does not need to be positive, just fairer.",
        "Re-rate: how intense is the emotion now, from 0 to 100? Even a small drop counts.",
      ],
    },
  },
  {
    slug: "decatastrophising",
    category: "cognitive-restructuring",
    tier: "trial",
    durationMinutes: 10,
    difficulty: "medium",
    title: { it: "Ridimensionare la catastrofe", en: "Decatastrophising" },
    summary: {
      it: "Quando la mente corre verso lo scenario peggiore, tre domande (il peggio, il meglio, il più probabile) riportano le previsioni a una misura realistica.",
      en: "When your mind races to the worst case, three questions (worst, best, most likely) bring the prediction back to a realistic size.",
    },
    steps: {
      it: [
        'Scrivi la preoccupazione così come si presenta: "E se…?"',
        "Il peggio: qual è lo scenario peggiore che immagini? Scrivilo fino in fondo.",
        "Il meglio: qual è lo scenario migliore possibile? Spesso è altrettanto improbabile del peggiore.",
        "Il più probabile: sulla base di ciò che sai, cosa succederà più realisticamente?",
        "Se accadesse il più probabile, come lo affronteresti? Scrivi uno o due passi concreti e chi potrebbe aiutarti.",
        "Tra una settimana, un mese, un anno: quanto conterà questa situazione?",
        "Nota come cambia la tensione dopo aver messo le previsioni sulla carta.",
      ],
      en: [
        'Write the worry down the way it shows up: "What if…?"',
        "The worst: what is the worst outcome you picture? Write it out in full.",
        "The best: what is the best possible outcome? It is often as unlikely as the worst.",
        "The most likely: based on what you know, what will most realistically happen?",
        "If the most likely happened, how would you cope? Write one or two concrete steps and who could help you.",
        "In a week, a month, a year: how much will this situation matter?",
        "Notice how the tension changes once the predictions are on paper.",
      ],
    },
  },
  {
    slug: "double-standard",
    category: "cognitive-restructuring",
    tier: "premium",
    durationMinutes: 10,
    difficulty: "medium",
    title: { it: "Il punto di vista dell'amico", en: "The Friend's Perspective" },
    summary: {
      it: "Spesso siamo più duri con noi stessi che con chiunque altro. Questa tecnica ti chiede di usare con te la stessa misura che useresti con un amico.",
      en: "We are often harder on ourselves than on anyone else. This technique asks you to use the same measure with yourself that you would use with a friend.",
    },
    steps: {
      it: [
        'Scrivi un pensiero critico che hai su di te in questo periodo (per esempio "Sono un disastro").',
        "Immagina che una persona a cui vuoi bene ti racconti la stessa situazione e lo stesso pensiero su di sé.",
        "Cosa le diresti? Scrivi la risposta con le parole che useresti davvero, con il tono che useresti.",
        "Confronta le due versioni: che differenza noti nel modo di giudicare?",
        "Quali parti della risposta all'amico valgono anche per te? Riscrivile rivolgendole a te stesso.",
        "Rileggi la nuova frase ad alta voce, o a mente, e nota l'effetto che ti fa.",
      ],
      en: [
        'Write down a critical thought you have about yourself lately (for example "I\'m a mess").',
        "Imagine that someone you care about tells you the same situation and the same thought about themselves.",
        "What would you say to them? Write the answer in the words and the tone you would really use.",
        "Compare the two versions: what difference do you notice in how you judge?",
        "Which parts of your answer to the friend are true for you too? Rewrite them addressed to yourself.",
        "Read the new sentence aloud, or in your head, and notice how it lands.",
      ],
    },
  },

  // ——— Behavioural activation ———
  {
    slug: "behavioural-activation",
    category: "behavioural-activation",
    tier: "free",
    durationMinutes: 15,
    difficulty: "medium",
    title: { it: "Attivazione comportamentale", en: "Behavioural Activation" },
    summary: {
      it: "Quando l'umore è basso si fa meno, e facendo meno l'umore scende ancora. Piccole azioni scelte e pianificate aiutano a invertire la spirale.",
      en: "When your mood is low you do less, and doing less lowers your mood further. Small, planned actions help to turn the spiral around.",
    },
    steps: {
      it: [
        "Scrivi tre attività che un tempo ti davano piacere (una passeggiata, una telefonata, musica…) e tre che ti danno senso di riuscita (sistemare un cassetto, cucinare, una commissione).",
        "Scegline una piccola, così piccola da sembrare quasi troppo facile: dieci minuti bastano.",
        "Decidi quando: giorno, ora e luogo precisi. Scrivilo come un appuntamento.",
        "Fallo anche se la voglia non c'è ancora: nell'attivazione l'azione viene prima della motivazione, non dopo.",
        "Dopo, valuta da 0 a 10 quanto piacere e quanto senso di riuscita ti ha dato.",
        "Programma la prossima attività per domani, partendo da ciò che ha funzionato meglio.",
      ],
      en: [
        "Write down three activities that used to give you pleasure (a walk, a phone call, music…) and three that give you a sense of achievement (tidying a drawer, cooking, an errand).",
        "Pick a small one, so small it seems almost too easy: ten minutes is enough.",
        "Decide when: a precise day, time and place. Write it down like an appointment.",
        "Do it even if you don't feel like it yet: in activation, action comes before motivation, not after.",
        "Afterwards, rate from 0 to 10 how much pleasure and how much achievement it gave you.",
        "Schedule the next activity for tomorrow, starting from what worked best.",
      ],
    },
  },
  {
    slug: "weekly-activity-plan",
    category: "behavioural-activation",
    tier: "premium",
    durationMinutes: 20,
    difficulty: "hard",
    title: { it: "Piano settimanale delle attività", en: "Weekly Activity Plan" },
    summary: {
      it: "Un passo oltre l'attivazione: osservi la tua settimana, scopri cosa ti fa stare meglio e costruisci un piano equilibrato tra dovere, piacere e relazioni.",
      en: "A step beyond activation: you observe your week, find out what helps you feel better and build a plan balanced between duties, pleasure and people.",
    },
    steps: {
      it: [
        "Per due o tre giorni annota, ogni poche ore, cosa stai facendo e il tuo umore da 0 a 10.",
        "Rileggi le note: quali attività vanno insieme a un umore migliore? Quali a uno peggiore?",
        "Pensa ai tuoi valori: cosa conta per te nelle relazioni, nel lavoro o nello studio, nella salute, nel tempo libero?",
        "Per ogni area scegli un'attività concreta e realistica per la prossima settimana.",
        "Distribuiscile nel calendario, alternando impegni e momenti piacevoli, e lascia spazi vuoti per gli imprevisti.",
        "Ogni sera segna cosa hai fatto e come è andata, senza giudicarti per ciò che è saltato.",
        "A fine settimana rivedi il piano: cosa tieni, cosa cambi, cosa rendi più piccolo?",
      ],
      en: [
        "For two or three days, note every few hours what you are doing and your mood from 0 to 10.",
        "Read your notes back: which activities go with a better mood? Which with a worse one?",
        "Think about your values: what matters to you in relationships, work or study, health, free time?",
        "For each area pick one concrete, realistic activity for the coming week.",
        "Spread them across your calendar, alternating duties and pleasant moments, and leave empty slots for the unexpected.",
        "Every evening tick off what you did and how it went, without judging yourself for what got skipped.",
        "At the end of the week review the plan: what do you keep, what do you change, what do you make smaller?",
      ],
    },
  },

  // ——— Grounding ———
  {
    slug: "grounding-5-4-3-2-1",
    category: "grounding",
    tier: "free",
    durationMinutes: 5,
    difficulty: "easy",
    title: { it: "Radicamento 5-4-3-2-1", en: "5-4-3-2-1 Grounding" },
    summary: {
      it: "Usa i cinque sensi per riportare l'attenzione al qui e ora quando l'ansia o i ricordi prendono il sopravvento.",
      en: "Use your five senses to bring your attention back to the here and now when anxiety or memories take over.",
    },
    steps: {
      it: [
        "Fai un respiro lento e guardati intorno.",
        "Nomina 5 cose che vedi. Descrivile a mente con qualche dettaglio: colore, forma, luce.",
        "Nomina 4 cose che senti al tatto: i piedi sul pavimento, il tessuto dei vestiti, la temperatura dell'aria.",
        "Nomina 3 suoni che senti, vicini e lontani.",
        "Nomina 2 odori. Se non ne senti, ricorda due profumi che ti piacciono.",
        "Nomina 1 sapore, o una cosa buona che puoi dire di te in questo momento.",
        "Fai un altro respiro e nota dove sei, che giorno è e che sei al sicuro qui, adesso.",
      ],
      en: [
        "Take a slow breath and look around you.",
        "Name 5 things you can see. Describe them silently with a few details: colour, shape, light.",
        "Name 4 things you can feel: your feet on the floor, the fabric of your clothes, the temperature of the air.",
        "Name 3 sounds you can hear, near and far.",
        "Name 2 things you can smell. If you can't smell anything, recall two scents you like.",
        "Name 1 thing you can taste, or one kind thing you can say about yourself right now.",
        "Take another breath and notice where you are, what day it is, and that you are safe here, now.",
      ],
    },
  },

  // ——— Progressive muscle relaxation ———
  {
    slug: "progressive-muscle-relaxation",
    category: "muscle-relaxation",
    tier: "free",
    durationMinutes: 15,
    difficulty: "medium",
    title: { it: "Rilassamento muscolare progressivo", en: "Progressive Muscle Relaxation" },
    summary: {
      it: "Contrai e poi rilascia, uno alla volta, i principali gruppi muscolari: impari a riconoscere la tensione e a lasciarla andare.",
      en: "Tense and then release your main muscle groups one at a time: you learn to recognise tension and to let it go.",
    },
    steps: {
      it: [
        "Siediti o sdraiati in un posto tranquillo. Salta ogni zona dolorante o infortunata: la contrazione deve essere decisa ma mai dolorosa.",
        "Mani e avambracci: stringi i pugni per circa 5 secondi, nota la tensione, poi apri le mani e lascia andare per 15 secondi.",
        "Braccia: piega i gomiti e contrai i bicipiti, poi rilascia e senti le braccia pesanti.",
        "Spalle: portale verso le orecchie, trattieni, poi lasciale cadere.",
        "Viso: aggrotta la fronte e stringi gli occhi, poi distendi; serra le mascelle, poi lascia la bocca morbida.",
        "Pancia: contrai gli addominali, poi rilascia e lascia che il respiro torni libero.",
        "Gambe e piedi: tendi le cosce, poi i polpacci portando le punte dei piedi verso di te, e rilascia ogni volta.",
        "Alla fine passa in rassegna tutto il corpo: se trovi ancora tensione, respira verso quel punto e lasciala andare.",
      ],
      en: [
        "Sit or lie down somewhere quiet. Skip any area that is sore or injured: tensing should be firm but never painful.",
        "Hands and forearms: clench your fists for about 5 seconds, notice the tension, then open your hands and let go for 15 seconds.",
        "Arms: bend your elbows and tighten your biceps, then release and feel your arms grow heavy.",
        "Shoulders: lift them towards your ears, hold, then let them drop.",
        "Face: frown and squeeze your eyes shut, then smooth them out; clench your jaw, then let your mouth go soft.",
        "Belly: tighten your stomach muscles, then release and let your breathing flow freely.",
        "Legs and feet: tense your thighs, then your calves by pulling your toes towards you, releasing each time.",
        "At the end scan your whole body: if you find any tension left, breathe into that spot and let it go.",
      ],
    },
  },
  {
    slug: "quick-tension-release",
    category: "muscle-relaxation",
    tier: "trial",
    durationMinutes: 5,
    difficulty: "easy",
    title: { it: "Rilascio rapido della tensione", en: "Quick Tension Release" },
    summary: {
      it: "Una versione breve del rilassamento progressivo, da fare alla scrivania o in piedi, per collo, spalle e mani.",
      en: "A short version of progressive relaxation you can do at your desk or standing up, for neck, shoulders and hands.",
    },
    steps: {
      it: [
        "Appoggia bene i piedi a terra e fai un respiro profondo.",
        "Stringi i pugni e contrai le braccia per 5 secondi, poi lascia andare tutto espirando.",
        "Solleva le spalle verso le orecchie, trattieni 5 secondi, poi lasciale scendere lentamente.",
        "Inclina piano la testa verso una spalla, poi verso l'altra, senza forzare.",
        "Serra leggermente le mascelle, poi apri un poco la bocca e rilassa la lingua.",
        "Ripeti il giro una seconda volta, notando la differenza tra tensione e rilascio.",
      ],
      en: [
        "Plant your feet firmly on the floor and take a deep breath.",
        "Clench your fists and tighten your arms for 5 seconds, then let everything go as you breathe out.",
        "Lift your shoulders towards your ears, hold for 5 seconds, then lower them slowly.",
        "Gently tilt your head towards one shoulder, then the other, without forcing.",
        "Clench your jaw lightly, then let your mouth fall slightly open and relax your tongue.",
        "Go round a second time, noticing the difference between tension and release.",
      ],
    },
  },

  // ——— Worry time ———
  {
    slug: "worry-time",
    category: "worry-time",
    tier: "trial",
    durationMinutes: 15,
    difficulty: "medium",
    title: { it: "Il tempo delle preoccupazioni", en: "Worry Time" },
    summary: {
      it: "Invece di combattere le preoccupazioni tutto il giorno, dai loro un appuntamento fisso: fuori da quel tempo le annoti e le rimandi.",
      en: "Instead of fighting worries all day long, give them a fixed appointment: outside that time you note them down and postpone them.",
    },
    steps: {
      it: [
        "Scegli un momento fisso della giornata per le preoccupazioni: 15 minuti, sempre alla stessa ora, non subito prima di dormire.",
        'Durante il giorno, quando arriva una preoccupazione, scrivila in una riga su un foglio o sul telefono e dì a te stesso: "Ci penso dopo".',
        "Riporta l'attenzione a quello che stavi facendo. Se ritorna, annotala di nuovo e rimandala ancora.",
        "All'ora stabilita rileggi la lista. Alcune preoccupazioni saranno già sparite: cancellale.",
        "Per quelle rimaste chiediti: posso farci qualcosa? Se sì, scrivi il primo passo concreto. Se no, prova a lasciarla andare.",
        "Quando il tempo finisce, chiudi la lista e passa a un'attività che ti impegni.",
      ],
      en: [
        "Choose a fixed time of day for worrying: 15 minutes, same time every day, not right before bed.",
        'During the day, when a worry comes up, write it in one line on paper or your phone and tell yourself: "I\'ll think about it later."',
        "Bring your attention back to what you were doing. If it returns, note it again and postpone it again.",
        "At the set time, read the list. Some worries will have faded already: cross them out.",
        "For the ones left, ask: can I do something about it? If so, write down the first concrete step. If not, try to let it go.",
        "When the time is up, close the list and move on to something that engages you.",
      ],
    },
  },
  {
    slug: "worry-tree",
    category: "worry-time",
    tier: "premium",
    durationMinutes: 10,
    difficulty: "medium",
    title: { it: "L'albero delle preoccupazioni", en: "The Worry Tree" },
    summary: {
      it: "Un percorso a bivi per distinguere le preoccupazioni su cui puoi agire da quelle ipotetiche, e decidere cosa farne.",
      en: "A branching path to tell the worries you can act on from the hypothetical ones, and decide what to do with each.",
    },
    steps: {
      it: [
        "Nota la preoccupazione e scrivila: di cosa mi sto preoccupando, esattamente?",
        'Chiediti: riguarda un problema reale di adesso o un "e se…" ipotetico?',
        'Se è ipotetico, riconoscilo ("è una preoccupazione ipotetica") e sposta con gentilezza l\'attenzione su qualcosa del presente.',
        "Se è un problema reale, chiediti: posso fare qualcosa?",
        "Se puoi agire, scrivi cosa, quando e come. Se puoi farlo adesso, fallo; altrimenti mettilo in agenda.",
        "Una volta deciso il piano, o riconosciuto che non c'è nulla da fare ora, lascia andare la preoccupazione e torna al presente.",
      ],
      en: [
        "Notice the worry and write it down: what exactly am I worrying about?",
        'Ask yourself: is it about a real problem now, or a hypothetical "what if…"?',
        'If it is hypothetical, name it ("this is a hypothetical worry") and gently shift your attention to something in the present.',
        "If it is a real problem, ask: can I do something about it?",
        "If you can act, write what, when and how. If you can do it now, do it; otherwise put it in your diary.",
        "Once you have a plan, or have recognised there is nothing to do right now, let the worry go and come back to the present.",
      ],
    },
  },

  // ——— Gratitude ———
  {
    slug: "three-good-things",
    category: "gratitude",
    tier: "free",
    durationMinutes: 5,
    difficulty: "easy",
    title: { it: "Tre cose belle", en: "Three Good Things" },
    summary: {
      it: "Ogni sera annoti tre cose andate bene e perché: un allenamento semplice per notare anche ciò che funziona.",
      en: "Each evening you note three things that went well and why: a simple way to train your attention to notice what works too.",
    },
    steps: {
      it: [
        "Prima di dormire, prendi un quaderno o le note del telefono.",
        "Scrivi tre cose andate bene oggi. Possono essere piccole: un caffè buono, un messaggio, il sole sul viso.",
        "Per ognuna scrivi perché è andata bene o che ruolo hai avuto tu.",
        "Soffermati un momento su come ti senti mentre le ricordi.",
        "Ripeti ogni sera per una settimana e poi rileggi tutto: cosa noti?",
      ],
      en: [
        "Before going to sleep, grab a notebook or the notes on your phone.",
        "Write down three things that went well today. They can be small: a good coffee, a message, the sun on your face.",
        "For each one write why it went well or what part you played in it.",
        "Pause for a moment on how you feel as you remember them.",
        "Repeat every evening for a week, then read them all back: what do you notice?",
      ],
    },
  },
  {
    slug: "gratitude-letter",
    category: "gratitude",
    tier: "premium",
    durationMinutes: 20,
    difficulty: "medium",
    title: { it: "Lettera di gratitudine", en: "Gratitude Letter" },
    summary: {
      it: "Scrivi a una persona che ha fatto la differenza per te e che non hai mai ringraziato davvero. Consegnarla è facoltativo.",
      en: "Write to someone who made a difference to you and whom you never properly thanked. Sending it is optional.",
    },
    steps: {
      it: [
        "Pensa a una persona che ti ha aiutato o ha avuto un effetto positivo sulla tua vita.",
        "Scrivile una lettera: racconta cosa ha fatto, in modo concreto, con qualche dettaglio.",
        "Spiega che effetto ha avuto su di te e su dove sei oggi.",
        "Scrivi come ti senti adesso ripensandoci.",
        "Rileggi la lettera con calma.",
        "Decidi se consegnarla, leggerla alla persona o tenerla per te: anche solo scriverla ha valore.",
      ],
      en: [
        "Think of someone who helped you or had a positive effect on your life.",
        "Write them a letter: say what they did, concretely, with a few details.",
        "Explain the effect it had on you and on where you are today.",
        "Write how you feel now as you think back on it.",
        "Read the letter back slowly.",
        "Decide whether to give it to them, read it to them or keep it for yourself: just writing it is worthwhile.",
      ],
    },
  },

  // ——— Self-compassion ———
  {
    slug: "self-compassion-break",
    category: "self-compassion",
    tier: "free",
    durationMinutes: 5,
    difficulty: "easy",
    title: { it: "Pausa di autocompassione", en: "Self-Compassion Break" },
    summary: {
      it: "Tre frasi per i momenti difficili: riconosci la sofferenza, ricordi che fa parte dell'esperienza umana e ti offri gentilezza.",
      en: "Three phrases for hard moments: acknowledge the pain, remember it is part of being human, and offer yourself kindness.",
    },
    steps: {
      it: [
        "Pensa a una situazione che ti sta pesando in questi giorni e lascia che il disagio si faccia sentire un poco.",
        'Riconosci il momento: dì a te stesso "Questo è un momento difficile" o "Fa male".',
        'Ricorda che non sei solo: "La difficoltà fa parte della vita. Anche altre persone si sentono così".',
        "Se ti aiuta, appoggia una mano sul cuore o un gesto che ti dia conforto, e senti il calore della mano.",
        'Offriti gentilezza: "Che io possa essere gentile con me stesso", o le parole che diresti a una persona cara.',
        "Resta qualche respiro con questa sensazione, poi riprendi con calma.",
      ],
      en: [
        "Think of a situation that is weighing on you these days and let yourself feel the discomfort a little.",
        'Acknowledge the moment: tell yourself "This is a moment of difficulty" or "This hurts".',
        'Remember you are not alone: "Struggle is part of life. Other people feel this way too."',
        "If it helps, put a hand on your heart or use a soothing gesture, and feel the warmth of your hand.",
        'Offer yourself kindness: "May I be kind to myself", or the words you would say to someone you love.',
        "Stay with this feeling for a few breaths, then carry on gently.",
      ],
    },
  },
  {
    slug: "compassionate-letter",
    category: "self-compassion",
    tier: "premium",
    durationMinutes: 15,
    difficulty: "medium",
    title: { it: "Una lettera gentile a te stesso", en: "A Kind Letter to Yourself" },
    summary: {
      it: "Scrivi a te stesso dal punto di vista di un amico saggio e affettuoso, che conosce i tuoi limiti e ti vuole bene lo stesso.",
      en: "Write to yourself from the point of view of a wise, caring friend who knows your limits and cares about you all the same.",
    },
    steps: {
      it: [
        "Scegli qualcosa di te che ti fa sentire inadeguato o di cui ti vergogni, senza giudicarlo ancora.",
        "Immagina un amico che ti conosce bene, saggio e affettuoso, che accetta tutto di te.",
        "Scrivi una lettera a te stesso dal suo punto di vista: cosa ti direbbe di questa parte di te?",
        "Lascia che la lettera riconosca quanto è difficile, ricordi che tutti hanno limiti e sbagliano, e guardi a ciò che ti serve.",
        "Se ci sono cambiamenti da fare, lascia che l'amico li suggerisca con incoraggiamento, non con critica.",
        "Metti da parte la lettera e rileggila più tardi, lasciandoti raggiungere dalle sue parole.",
      ],
      en: [
        "Choose something about yourself that makes you feel inadequate or ashamed, without judging it yet.",
        "Imagine a friend who knows you well, wise and caring, who accepts everything about you.",
        "Write a letter to yourself from their point of view: what would they tell you about this part of you?",
        "Let the letter acknowledge how hard it is, remember that everyone has limits and makes mistakes, and look at what you need.",
        "If there are changes to make, let the friend suggest them with encouragement, not criticism.",
        "Put the letter aside and read it again later, letting its words reach you.",
      ],
    },
  },

  // ——— Sleep ———
  {
    slug: "bedtime-wind-down",
    category: "sleep",
    tier: "free",
    durationMinutes: 10,
    difficulty: "easy",
    title: { it: "Routine per staccare prima di dormire", en: "Bedtime Wind-Down Routine" },
    summary: {
      it: "Un passaggio graduale dalla giornata al riposo: luci basse, schermi lontani e qualche minuto per svuotare la mente sulla carta.",
      en: "A gradual shift from the day to rest: dim lights, screens away and a few minutes to empty your mind onto paper.",
    },
    steps: {
      it: [
        "Circa un'ora prima di dormire abbassa le luci e metti il telefono in modalità silenziosa, lontano dal letto.",
        "Scrivi su un foglio le cose da fare domani e ogni pensiero ancora aperto: ora sono al sicuro sulla carta.",
        "Scegli un'attività tranquilla e sempre uguale: una doccia tiepida, qualche pagina di un libro, musica lenta.",
        "A letto fai qualche respiro lento con l'espirazione più lunga dell'inspirazione.",
        "Se i pensieri tornano, ricorda che li hai scritti e che domani saranno lì ad aspettarti.",
        "Ripeti la stessa sequenza ogni sera: la costanza aiuta il corpo a riconoscere che è ora di riposare.",
      ],
      en: [
        "About an hour before bed, dim the lights and put your phone on silent, away from the bed.",
        "Write down tomorrow's to-dos and any thought that is still open: they are safe on paper now.",
        "Choose a calm activity that stays the same: a warm shower, a few pages of a book, slow music.",
        "In bed, take a few slow breaths with the out-breath longer than the in-breath.",
        "If thoughts come back, remind yourself you wrote them down and they will be there tomorrow.",
        "Repeat the same sequence every evening: consistency helps your body recognise it is time to rest.",
      ],
    },
  },
  {
    slug: "cognitive-shuffle",
    category: "sleep",
    tier: "premium",
    durationMinutes: 10,
    difficulty: "easy",
    title: { it: "Il mescolamento cognitivo", en: "Cognitive Shuffle" },
    summary: {
      it: "Quando la mente continua a rimuginare a letto, immaginare parole e oggetti a caso la tiene occupata in modo leggero, come accade poco prima di addormentarsi.",
      en: "When your mind keeps churning in bed, picturing random words and objects keeps it lightly busy, the way it drifts just before sleep.",
    },
    steps: {
      it: [
        "Sdraiati comodo e chiudi gli occhi.",
        'Pensa a una parola semplice e neutra, per esempio "tavolo".',
        'Prendi la prima lettera, T, e pensa a un\'altra parola che inizia così: "tazza". Immaginala per qualche secondo.',
        'Passa a una nuova parola con la stessa lettera ("treno", "tulipano") e immaginala a sua volta.',
        "Quando non ne trovi più, passa alla lettera successiva della parola iniziale.",
        "Se riaffiora una preoccupazione, non discutere con lei: torna alla prossima parola.",
        "Continua senza fretta finché non ti addormenti o ti senti più calmo.",
      ],
      en: [
        "Lie down comfortably and close your eyes.",
        'Think of a simple, neutral word, for example "table".',
        'Take its first letter, T, and think of another word starting with it: "teacup". Picture it for a few seconds.',
        'Move on to a new word with the same letter ("train", "tulip") and picture that one too.',
        "When you run out, move on to the next letter of the first word.",
        "If a worry surfaces, don't argue with it: go back to the next word.",
        "Carry on unhurriedly until you fall asleep or feel calmer.",
      ],
    },
  },
  {
    slug: "get-up-if-awake",
    category: "sleep",
    tier: "trial",
    durationMinutes: 5,
    difficulty: "hard",
    title: { it: "Se non dormi, alzati", en: "If You Can't Sleep, Get Up" },
    summary: {
      it: "Una regola del controllo dello stimolo: il letto resta associato al sonno, non alla lotta per addormentarsi. Chiede costanza per qualche settimana.",
      en: "A stimulus-control rule: the bed stays linked with sleep, not with the struggle to fall asleep. It asks for consistency over a few weeks.",
    },
    steps: {
      it: [
        "Vai a letto solo quando ti senti assonnato, non semplicemente stanco.",
        "Se dopo circa venti minuti sei ancora sveglio (stimali, senza guardare l'orologio), alzati.",
        "Vai in un'altra stanza con luce bassa e fai qualcosa di tranquillo e noioso: leggere qualcosa di leggero, piegare il bucato.",
        "Evita schermi luminosi, cibo e attività stimolanti.",
        "Torna a letto quando senti di nuovo sonno. Se non ti addormenti, ripeti.",
        "Alzati ogni mattina alla stessa ora, anche dopo una notte difficile: così il ritmo si stabilizza.",
      ],
      en: [
        "Go to bed only when you feel sleepy, not just tired.",
        "If after about twenty minutes you are still awake (estimate it, without checking the clock), get up.",
        "Go to another room with low light and do something calm and dull: read something light, fold laundry.",
        "Avoid bright screens, food and stimulating activities.",
        "Go back to bed when you feel sleepy again. If you still can't sleep, repeat.",
        "Get up at the same time every morning, even after a rough night: that is how the rhythm settles.",
      ],
    },
  },
];

/** The exercise with `slug`, or undefined. */
export function exerciseContent(slug: string): ExerciseContent | undefined {
  return EXERCISES.find((exercise) => exercise.slug === slug);
}

/**
 * The exercise with `slug`, for code that names a slug it relies on (the companion's catalogue).
 * @throws Error when no exercise has that slug (a test and the server start catch it at once).
 */
export function requireExerciseContent(slug: string): ExerciseContent {
  const found = exerciseContent(slug);
  if (!found) throw new Error(`No exercise with slug ${slug} in app/content/exercises.ts`);
  return found;
}
