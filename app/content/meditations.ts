/**
 * The guided meditations of Respiro (spec §2 "/meditation"; issue 10 item 2): our own scripts,
 * written for this project in Italian and English from a mindfulness standpoint (attention to
 * breath, body and kindness; no diagnosis, no promise of cure). Typed data in one place: the
 * seeder (db/seed/meditations.ts) writes it to the `meditations` table, upserting by slug, and the
 * suggestion service maps feelings to it. Imported only by server modules and the seeder.
 *
 * Every script: 3 to 20 minutes (`durationSeconds`, whole minutes), steps in time order, the first
 * at 0 s and every one before the end (tests/unit/meditation-content.test.ts). The companion's
 * meditation suggestions (app/services/ai/engine/catalogue.ts) link to `/meditation/<slug>`, so
 * their slugs must stay here (tests/integration/meditation.test.ts).
 */
import type { EmotionId, TopicId } from "~/services/ai/types";

export const MEDITATION_CATEGORIES = ["breathing", "stress", "sleep", "focus", "body_scan", "loving_kindness"] as const;
export type MeditationCategory = (typeof MEDITATION_CATEGORIES)[number];

/** "free" is the basic tier (every plan, spec §6: "basic meditations"); "premium" needs premium. */
export type MeditationTier = "free" | "premium";

export interface Bilingual {
  it: string;
  en: string;
}

/** One guidance step: shown (and optionally spoken) from `atSeconds` after the start. */
export interface MeditationStep {
  atSeconds: number;
  text: Bilingual;
}

export interface MeditationContent {
  slug: string;
  category: MeditationCategory;
  tier: MeditationTier;
  /** Whole minutes, 3 to 20, in seconds. */
  durationSeconds: number;
  title: Bilingual;
  summary: Bilingual;
  /** Feelings this meditation may help to meet (the engine's emotion ids), for "suggest a meditation". */
  eases: readonly EmotionId[];
  /** Topics it fits (the engine's topic ids). */
  topics: readonly TopicId[];
  steps: readonly MeditationStep[];
}

const min = (minutes: number) => minutes * 60;

export const MEDITATIONS: readonly MeditationContent[] = [
  {
    slug: "breath-awareness",
    category: "breathing",
    tier: "free",
    durationSeconds: min(5),
    title: { it: "Consapevolezza del respiro", en: "Breath Awareness" },
    summary: {
      it: "Cinque minuti per fermarti e tornare al presente seguendo il respiro così com'è.",
      en: "Five minutes to pause and come back to the present by following the breath as it is.",
    },
    eases: ["anxiety", "anger", "stress"],
    topics: ["work", "study", "health", "money"],
    steps: [
      {
        atSeconds: 0,
        text: {
          it: "Trova una posizione comoda, seduto o sdraiato. Lascia che gli occhi si chiudano, oppure posa lo sguardo sul pavimento davanti a te.",
          en: "Find a comfortable position, sitting or lying down. Let your eyes close, or rest your gaze on the floor in front of you.",
        },
      },
      {
        atSeconds: 30,
        text: {
          it: "Porta l'attenzione al respiro. Non serve cambiarlo: osserva soltanto l'aria che entra e l'aria che esce.",
          en: "Bring your attention to the breath. There is no need to change it: just notice the air coming in and going out.",
        },
      },
      {
        atSeconds: 75,
        text: {
          it: "Scegli un punto in cui lo senti meglio: le narici, il petto o la pancia. Resta lì, un respiro alla volta.",
          en: "Choose one place where you feel it most clearly: the nostrils, the chest or the belly. Stay there, one breath at a time.",
        },
      },
      {
        atSeconds: 135,
        text: {
          it: "Se la mente se ne va, è normale. Accorgiti di dove è andata, e con gentilezza riportala al respiro.",
          en: "If the mind wanders, that is normal. Notice where it went, and kindly bring it back to the breath.",
        },
      },
      {
        atSeconds: 200,
        text: {
          it: "Nota la piccola pausa alla fine di ogni espirazione. Un momento di quiete, prima che il respiro ricominci da solo.",
          en: "Notice the small pause at the end of each out-breath. A moment of stillness, before the breath begins again by itself.",
        },
      },
      {
        atSeconds: 260,
        text: {
          it: "Allarga ora l'attenzione a tutto il corpo che respira. Quando sei pronto, muovi piano le dita e apri gli occhi.",
          en: "Now widen your attention to the whole body breathing. When you are ready, gently move your fingers and open your eyes.",
        },
      },
    ],
  },
  {
    slug: "three-minute-breathing-space",
    category: "stress",
    tier: "free",
    durationSeconds: min(3),
    title: { it: "Spazio di respiro di tre minuti", en: "Three-Minute Breathing Space" },
    summary: {
      it: "Una pausa breve in tre tempi per le giornate piene: accorgersi, raccogliersi, allargarsi.",
      en: "A short pause in three movements for busy days: noticing, gathering, widening.",
    },
    eases: ["stress", "anxiety", "anger"],
    topics: ["work", "study"],
    steps: [
      {
        atSeconds: 0,
        text: {
          it: "Raddrizza un poco la schiena e lascia le spalle morbide. Chiediti: che cosa c'è in me, adesso? Pensieri, emozioni, sensazioni.",
          en: "Straighten your back a little and let your shoulders soften. Ask yourself: what is here for me right now? Thoughts, feelings, sensations.",
        },
      },
      {
        atSeconds: 45,
        text: {
          it: "Non devi cambiare nulla. Riconosci quello che c'è, come se lo salutassi: «Ah, ecco la fretta. Ecco la stanchezza.»",
          en: "You don't have to change anything. Acknowledge what is here, as if greeting it: \u201cAh, here is the rush. Here is the tiredness.\u201d",
        },
      },
      {
        atSeconds: 60,
        text: {
          it: "Ora raccogli l'attenzione sul respiro, nella pancia. Senti l'addome che si solleva e si abbassa.",
          en: "Now gather your attention on the breath, in the belly. Feel the abdomen rise and fall.",
        },
      },
      {
        atSeconds: 120,
        text: {
          it: "Allarga l'attenzione a tutto il corpo: la postura, il viso, le mani. Respira con tutto il corpo.",
          en: "Widen your attention to the whole body: your posture, your face, your hands. Breathe with the whole body.",
        },
      },
      {
        atSeconds: 160,
        text: {
          it: "Porta questa presenza con te nel prossimo momento della giornata.",
          en: "Carry this presence with you into the next moment of your day.",
        },
      },
    ],
  },
  {
    slug: "counting-breaths",
    category: "breathing",
    tier: "free",
    durationSeconds: min(4),
    title: { it: "Contare i respiri", en: "Counting Breaths" },
    summary: {
      it: "Contare da uno a dieci sull'espirazione: un appiglio semplice per una mente che corre.",
      en: "Counting from one to ten on the out-breath: a simple anchor for a racing mind.",
    },
    eases: ["anxiety", "stress"],
    topics: ["study", "work"],
    steps: [
      {
        atSeconds: 0,
        text: {
          it: "Siediti comodo e lascia che il respiro trovi il suo ritmo naturale.",
          en: "Sit comfortably and let the breath find its natural rhythm.",
        },
      },
      {
        atSeconds: 25,
        text: {
          it: "Alla fine della prossima espirazione, conta mentalmente «uno». Alla successiva, «due». Continua fino a dieci.",
          en: "At the end of the next out-breath, count \u201cone\u201d silently. At the next, \u201ctwo\u201d. Carry on up to ten.",
        },
      },
      {
        atSeconds: 90,
        text: {
          it: "Arrivato a dieci, ricomincia da uno. Se perdi il conto, non importa: ricomincia da uno, senza giudicarti.",
          en: "When you reach ten, start again from one. If you lose count, it doesn't matter: start again from one, without judging yourself.",
        },
      },
      {
        atSeconds: 160,
        text: {
          it: "Lascia che il conteggio diventi leggero, quasi un sussurro sotto il respiro.",
          en: "Let the counting become light, almost a whisper beneath the breath.",
        },
      },
      {
        atSeconds: 215,
        text: {
          it: "Lascia andare i numeri. Resta ancora qualche respiro così, poi torna con calma a ciò che ti circonda.",
          en: "Let go of the numbers. Stay like this for a few more breaths, then calmly return to your surroundings.",
        },
      },
    ],
  },
  {
    slug: "body-scan",
    category: "body_scan",
    tier: "free",
    durationSeconds: min(10),
    title: { it: "Scansione del corpo", en: "Body Scan" },
    summary: {
      it: "Un viaggio lento dai piedi alla testa, per notare le tensioni e lasciarle ammorbidire.",
      en: "A slow journey from feet to head, to notice tension and let it soften.",
    },
    eases: ["stress", "anxiety"],
    topics: ["health", "sleep", "work"],
    steps: [
      {
        atSeconds: 0,
        text: {
          it: "Sdraiati o siediti in modo che il corpo sia sostenuto. Chiudi gli occhi se ti va e fai tre respiri un po' più lunghi.",
          en: "Lie down or sit so that your body is supported. Close your eyes if you like and take three slightly longer breaths.",
        },
      },
      {
        atSeconds: 45,
        text: {
          it: "Porta l'attenzione ai piedi: le dita, le piante, i talloni. Nota quello che senti: calore, freddo, formicolio, o anche niente.",
          en: "Bring your attention to your feet: the toes, the soles, the heels. Notice whatever is there: warmth, coolness, tingling, or nothing at all.",
        },
      },
      {
        atSeconds: 120,
        text: {
          it: "Sali alle caviglie, ai polpacci, alle ginocchia. Se trovi una tensione, immagina di respirarci dentro, e lasciala essere.",
          en: "Move up to the ankles, the calves, the knees. If you find tension, imagine breathing into it, and let it be.",
        },
      },
      {
        atSeconds: 200,
        text: {
          it: "Ora le cosce, il bacino, i fianchi. Senti il peso del corpo che si appoggia e lascia che venga sostenuto.",
          en: "Now the thighs, the pelvis, the hips. Feel the weight of the body resting and let it be held.",
        },
      },
      {
        atSeconds: 280,
        text: {
          it: "Porta l'attenzione alla pancia e al petto, che si muovono con il respiro. Non c'è niente da sistemare: solo da notare.",
          en: "Bring your attention to the belly and chest, moving with the breath. There is nothing to fix: only to notice.",
        },
      },
      {
        atSeconds: 360,
        text: {
          it: "La schiena, dalla parte bassa fino alle spalle. Le spalle spesso trattengono molto: lasciale scendere un poco a ogni espirazione.",
          en: "The back, from the lower back up to the shoulders. Shoulders often hold a lot: let them drop a little with each out-breath.",
        },
      },
      {
        atSeconds: 430,
        text: {
          it: "Le braccia, le mani, le dita. Poi il collo, la mascella, gli occhi, la fronte. Lascia il viso morbido.",
          en: "The arms, the hands, the fingers. Then the neck, the jaw, the eyes, the forehead. Let your face be soft.",
        },
      },
      {
        atSeconds: 510,
        text: {
          it: "Ora senti il corpo intero, tutto insieme, che respira. Così com'è, in questo momento.",
          en: "Now feel the whole body, all together, breathing. Just as it is, in this moment.",
        },
      },
      {
        atSeconds: 565,
        text: {
          it: "Quando sei pronto, muovi piano mani e piedi, stiracchiati se ti va, e apri gli occhi.",
          en: "When you are ready, gently move your hands and feet, stretch if you like, and open your eyes.",
        },
      },
    ],
  },
  {
    slug: "loving-kindness",
    category: "loving_kindness",
    tier: "free",
    durationSeconds: min(10),
    title: { it: "Gentilezza amorevole", en: "Loving-Kindness" },
    summary: {
      it: "Auguri di bene rivolti a te, a una persona cara, a qualcuno di neutro e a tutti gli esseri.",
      en: "Wishes of goodwill for yourself, someone dear, someone neutral and all beings.",
    },
    eases: ["sadness", "loneliness", "shame", "anger"],
    topics: ["relationships", "family"],
    steps: [
      {
        atSeconds: 0,
        text: {
          it: "Siediti comodo e porta una mano sul cuore, se ti fa piacere. Senti il calore della mano e il respiro sotto di essa.",
          en: "Sit comfortably and place a hand on your heart, if that feels right. Feel the warmth of your hand and the breath beneath it.",
        },
      },
      {
        atSeconds: 50,
        text: {
          it: "Ripeti dentro di te, lentamente: «Che io possa stare bene. Che io possa essere sereno. Che io possa trattarmi con gentilezza.»",
          en: "Repeat silently, slowly: \u201cMay I be well. May I be at ease. May I treat myself with kindness.\u201d",
        },
      },
      {
        atSeconds: 150,
        text: {
          it: "Se le parole suonano strane o vuote, va bene così. Stai piantando un seme; non serve sentirlo subito.",
          en: "If the words feel strange or empty, that is fine. You are planting a seed; you don't need to feel it straight away.",
        },
      },
      {
        atSeconds: 210,
        text: {
          it: "Ora pensa a una persona a cui vuoi bene. Immagina il suo viso e offrile gli stessi auguri: «Che tu possa stare bene. Che tu possa essere sereno.»",
          en: "Now think of someone you care about. Picture their face and offer them the same wishes: \u201cMay you be well. May you be at ease.\u201d",
        },
      },
      {
        atSeconds: 320,
        text: {
          it: "Pensa a qualcuno che incontri spesso ma conosci poco: un vicino, un collega, il commesso del negozio. Anche a lui: «Che tu possa stare bene.»",
          en: "Think of someone you see often but barely know: a neighbour, a colleague, the shop assistant. To them too: \u201cMay you be well.\u201d",
        },
      },
      {
        atSeconds: 420,
        text: {
          it: "Allarga il cerchio a tutte le persone, vicine e lontane: «Che tutti possano stare bene. Che tutti possano essere sereni.»",
          en: "Widen the circle to all people, near and far: \u201cMay everyone be well. May everyone be at ease.\u201d",
        },
      },
      {
        atSeconds: 520,
        text: {
          it: "Torna a te, al calore del petto e al respiro. Ringraziati per esserti dedicato questo tempo.",
          en: "Come back to yourself, to the warmth in your chest and the breath. Thank yourself for giving yourself this time.",
        },
      },
    ],
  },
  {
    slug: "sleep-wind-down",
    category: "sleep",
    tier: "free",
    durationSeconds: min(12),
    title: { it: "Rilassamento per il sonno", en: "Sleep Wind-Down" },
    summary: {
      it: "Da ascoltare a letto, luci spente: il respiro rallenta e la giornata si posa.",
      en: "For bedtime, lights off: the breath slows down and the day settles.",
    },
    eases: ["anxiety", "stress"],
    topics: ["sleep"],
    steps: [
      {
        atSeconds: 0,
        text: {
          it: "Sdraiati nella posizione in cui ti addormenti di solito. Lascia che il materasso sostenga tutto il tuo peso.",
          en: "Lie down in the position you usually fall asleep in. Let the mattress hold all of your weight.",
        },
      },
      {
        atSeconds: 60,
        text: {
          it: "Fai qualche respiro in cui l'espirazione è un po' più lunga dell'inspirazione. Inspira contando fino a quattro, espira fino a sei.",
          en: "Take a few breaths where the out-breath is a little longer than the in-breath. Breathe in for a count of four, out for six.",
        },
      },
      {
        atSeconds: 150,
        text: {
          it: "Lascia tornare il respiro naturale. A ogni espirazione, immagina che il corpo diventi un po' più pesante e caldo.",
          en: "Let the breath return to its natural rhythm. With each out-breath, imagine the body becoming a little heavier and warmer.",
        },
      },
      {
        atSeconds: 240,
        text: {
          it: "Ripensa alla giornata come se sfogliassi un album, senza fermarti su nessuna pagina. Quello che è stato, è stato. Per oggi basta così.",
          en: "Look back on the day as if leafing through an album, without stopping on any page. What happened has happened. That is enough for today.",
        },
      },
      {
        atSeconds: 340,
        text: {
          it: "Se arriva un pensiero su domani, riconoscilo: «Ci penserò domani.» Immagina di posarlo su una mensola, al sicuro, e torna al respiro.",
          en: "If a thought about tomorrow arrives, acknowledge it: \u201cI'll think about it tomorrow.\u201d Imagine placing it on a shelf, safe, and return to the breath.",
        },
      },
      {
        atSeconds: 440,
        text: {
          it: "Ammorbidisci la fronte, gli occhi, la mascella. Lascia la lingua riposare. Le spalle si allargano sul cuscino.",
          en: "Soften the forehead, the eyes, the jaw. Let the tongue rest. The shoulders spread out on the pillow.",
        },
      },
      {
        atSeconds: 540,
        text: {
          it: "Non devi sforzarti di dormire. Il riposo arriva da solo quando non lo inseguiamo. Resta semplicemente qui, sdraiato, a respirare.",
          en: "You don't need to try to sleep. Rest comes by itself when we stop chasing it. Simply stay here, lying down, breathing.",
        },
      },
      {
        atSeconds: 640,
        text: {
          it: "Da qui in poi non ci sono più istruzioni. Lascia che il respiro ti culli. Buonanotte.",
          en: "From here on there are no more instructions. Let the breath rock you gently. Good night.",
        },
      },
    ],
  },
  {
    slug: "focus-reset",
    category: "focus",
    tier: "free",
    durationSeconds: min(6),
    title: { it: "Ritrovare la concentrazione", en: "Focus Reset" },
    summary: {
      it: "Una pausa tra un compito e l'altro per svuotare la mente e ripartire con una cosa sola.",
      en: "A pause between tasks to clear your head and start again with one thing only.",
    },
    eases: ["stress"],
    topics: ["study", "work"],
    steps: [
      {
        atSeconds: 0,
        text: {
          it: "Allontana un attimo lo sguardo dallo schermo. Appoggia i piedi a terra e le mani sulle gambe.",
          en: "Look away from the screen for a moment. Rest your feet on the floor and your hands on your legs.",
        },
      },
      {
        atSeconds: 40,
        text: {
          it: "Ascolta i suoni intorno a te, uno alla volta, senza dar loro un nome. Vicini, lontani, forti, deboli.",
          en: "Listen to the sounds around you, one at a time, without naming them. Near, far, loud, quiet.",
        },
      },
      {
        atSeconds: 110,
        text: {
          it: "Ora restringi l'attenzione al respiro, nelle narici: l'aria un po' più fresca entrando, un po' più tiepida uscendo.",
          en: "Now narrow your attention to the breath at the nostrils: the air slightly cooler coming in, slightly warmer going out.",
        },
      },
      {
        atSeconds: 190,
        text: {
          it: "Ogni volta che un pensiero ti tira altrove, nota «pensiero» e torna alle narici. Questo ritorno è l'allenamento dell'attenzione.",
          en: "Every time a thought pulls you away, note \u201cthinking\u201d and return to the nostrils. This returning is how attention is trained.",
        },
      },
      {
        atSeconds: 280,
        text: {
          it: "Scegli la prossima cosa da fare, una sola. Immagina il primo piccolo passo per cominciarla.",
          en: "Choose the next thing to do, just one. Picture the first small step to begin it.",
        },
      },
      {
        atSeconds: 330,
        text: {
          it: "Un ultimo respiro profondo. Apri gli occhi e comincia da quel primo passo.",
          en: "One last deep breath. Open your eyes and begin with that first step.",
        },
      },
    ],
  },
  {
    slug: "stress-release",
    category: "stress",
    tier: "premium",
    durationSeconds: min(8),
    title: { it: "Lasciare andare lo stress", en: "Letting Go of Stress" },
    summary: {
      it: "Riconoscere dove lo stress si posa nel corpo e fargli spazio, invece di combatterlo.",
      en: "Recognise where stress settles in the body and make room for it, instead of fighting it.",
    },
    eases: ["stress", "anger", "anxiety"],
    topics: ["work", "money", "family"],
    steps: [
      {
        atSeconds: 0,
        text: {
          it: "Siediti e lascia che il corpo arrivi qui. Per qualche minuto non devi risolvere niente.",
          en: "Sit down and let your body arrive here. For a few minutes you don't have to solve anything.",
        },
      },
      {
        atSeconds: 45,
        text: {
          it: "Ripensa per un attimo a ciò che ti pesa oggi. Non entrare nei dettagli: ti basta sentirne la presenza.",
          en: "Think for a moment about what is weighing on you today. Don't go into the details: just sense that it is there.",
        },
      },
      {
        atSeconds: 100,
        text: {
          it: "Dove lo senti nel corpo? Forse lo stomaco stretto, il petto chiuso, le spalle alte, la mascella serrata. Trova il punto più intenso.",
          en: "Where do you feel it in your body? Perhaps a tight stomach, a closed chest, raised shoulders, a clenched jaw. Find the strongest spot.",
        },
      },
      {
        atSeconds: 170,
        text: {
          it: "Respira verso quel punto. All'inspirazione, fagli spazio. All'espirazione, lascia che si ammorbidisca anche solo un poco.",
          en: "Breathe towards that spot. On the in-breath, make room for it. On the out-breath, let it soften, even just a little.",
        },
      },
      {
        atSeconds: 250,
        text: {
          it: "Puoi dire dentro di te: «È difficile, ed è comprensibile che lo sia.» Non stai cedendo: stai smettendo di lottare contro ciò che senti.",
          en: "You can say to yourself: \u201cThis is hard, and it makes sense that it is.\u201d You are not giving up: you are stopping the fight against what you feel.",
        },
      },
      {
        atSeconds: 340,
        text: {
          it: "Allarga l'attenzione al corpo intero, ai piedi ben appoggiati. Lo stress è una parte di te adesso, non tutto te.",
          en: "Widen your attention to the whole body, your feet firmly on the ground. Stress is one part of you right now, not all of you.",
        },
      },
      {
        atSeconds: 420,
        text: {
          it: "Prima di alzarti, chiediti: qual è una cosa piccola e gentile che posso fare per me nella prossima ora?",
          en: "Before you get up, ask yourself: what is one small, kind thing I can do for myself in the next hour?",
        },
      },
    ],
  },
  {
    slug: "calm-in-the-storm",
    category: "stress",
    tier: "premium",
    durationSeconds: min(7),
    title: { it: "Calma nella tempesta", en: "Calm in the Storm" },
    summary: {
      it: "Per i momenti di agitazione: l'immagine del mare in superficie e della quiete in profondità.",
      en: "For agitated moments: the image of the sea's surface and the stillness in the depths.",
    },
    eases: ["anxiety", "anger", "stress"],
    topics: ["health", "relationships"],
    steps: [
      {
        atSeconds: 0,
        text: {
          it: "Appoggia bene i piedi a terra e senti il contatto con la sedia. Sei qui, in questo luogo, adesso.",
          en: "Place your feet firmly on the floor and feel the contact with the chair. You are here, in this place, now.",
        },
      },
      {
        atSeconds: 40,
        text: {
          it: "Respira lentamente. Se il respiro è corto o veloce, va bene: non forzarlo. Accompagnalo soltanto.",
          en: "Breathe slowly. If the breath is short or fast, that is fine: don't force it. Simply keep it company.",
        },
      },
      {
        atSeconds: 100,
        text: {
          it: "Immagina il mare in un giorno di vento: in superficie le onde si alzano e si rompono. I pensieri e le emozioni di adesso sono quelle onde.",
          en: "Imagine the sea on a windy day: on the surface, waves rise and break. Your thoughts and feelings right now are those waves.",
        },
      },
      {
        atSeconds: 180,
        text: {
          it: "Ora scendi con l'attenzione sotto la superficie, sempre più giù. Là sotto l'acqua è ferma e silenziosa, anche durante la tempesta.",
          en: "Now let your attention sink below the surface, further and further down. Down there the water is still and quiet, even during the storm.",
        },
      },
      {
        atSeconds: 260,
        text: {
          it: "Il tuo respiro, lì nella pancia, è come quella profondità. Resta con lui, mentre le onde continuano a muoversi sopra.",
          en: "Your breath, down in the belly, is like that depth. Stay with it, while the waves keep moving above.",
        },
      },
      {
        atSeconds: 350,
        text: {
          it: "Ogni tempesta passa. Porta con te la sensazione di questa profondità, e torna con calma alla stanza.",
          en: "Every storm passes. Take the sense of this depth with you, and calmly return to the room.",
        },
      },
    ],
  },
  {
    slug: "deep-sleep-relaxation",
    category: "sleep",
    tier: "premium",
    durationSeconds: min(20),
    title: { it: "Rilassamento profondo per la notte", en: "Deep Night Relaxation" },
    summary: {
      it: "Venti minuti lenti, con pause lunghe, per quando il sonno fatica ad arrivare.",
      en: "Twenty slow minutes, with long pauses, for when sleep is slow to come.",
    },
    eases: ["anxiety", "stress", "sadness"],
    topics: ["sleep", "health"],
    steps: [
      {
        atSeconds: 0,
        text: {
          it: "Mettiti comodo a letto, sistema il cuscino e la coperta. Questo tempo è solo per riposare.",
          en: "Get comfortable in bed, adjust your pillow and blanket. This time is only for resting.",
        },
      },
      {
        atSeconds: 90,
        text: {
          it: "Inspira dal naso, espira lentamente dalla bocca come se soffiassi su una candela senza spegnerla. Ripeti qualche volta.",
          en: "Breathe in through the nose, breathe out slowly through the mouth as if blowing on a candle without putting it out. Repeat a few times.",
        },
      },
      {
        atSeconds: 210,
        text: {
          it: "Lascia il respiro libero. Senti i punti in cui il corpo tocca il letto: talloni, polpacci, schiena, nuca.",
          en: "Let the breath be free. Feel the places where your body touches the bed: heels, calves, back, the back of the head.",
        },
      },
      {
        atSeconds: 360,
        text: {
          it: "Immagina un calore morbido che parte dai piedi e sale lentamente alle gambe, come acqua tiepida. Le gambe diventano pesanti.",
          en: "Imagine a soft warmth starting in your feet and slowly rising into your legs, like warm water. The legs grow heavy.",
        },
      },
      {
        atSeconds: 510,
        text: {
          it: "Il calore raggiunge la pancia e il petto. Il respiro si fa più lento da solo, senza che tu debba fare nulla.",
          en: "The warmth reaches the belly and the chest. The breath slows down by itself, without you having to do anything.",
        },
      },
      {
        atSeconds: 660,
        text: {
          it: "Ora le braccia e le mani, pesanti e calde. Poi il collo e il viso. Tutto il corpo è sostenuto.",
          en: "Now the arms and hands, heavy and warm. Then the neck and face. The whole body is held.",
        },
      },
      {
        atSeconds: 810,
        text: {
          it: "Se la mente porta pensieri, lasciali passare come nuvole in un cielo di notte. Non devi seguirli, né mandarli via.",
          en: "If the mind brings thoughts, let them drift by like clouds in a night sky. You don't have to follow them, or push them away.",
        },
      },
      {
        atSeconds: 960,
        text: {
          it: "Conta all'indietro da cinquanta, un numero a ogni espirazione, lentamente. Se ti perdi, va benissimo così.",
          en: "Count backwards from fifty, one number on each out-breath, slowly. If you lose your place, that is perfectly fine.",
        },
      },
      {
        atSeconds: 1110,
        text: {
          it: "Lascia andare anche i numeri. Resta nel calore e nel silenzio. Buon riposo.",
          en: "Let go of the numbers too. Stay in the warmth and the quiet. Rest well.",
        },
      },
    ],
  },
  {
    slug: "morning-intention",
    category: "focus",
    tier: "premium",
    durationSeconds: min(5),
    title: { it: "Intenzione del mattino", en: "Morning Intention" },
    summary: {
      it: "Iniziare la giornata scegliendo come vuoi viverla, prima di cosa devi fare.",
      en: "Begin the day by choosing how you want to live it, before what you have to do.",
    },
    eases: ["stress", "sadness"],
    topics: ["work", "study"],
    steps: [
      {
        atSeconds: 0,
        text: {
          it: "Prima di prendere il telefono, siediti un momento. Senti il corpo appena sveglio, così com'è.",
          en: "Before picking up your phone, sit for a moment. Feel your body just awake, as it is.",
        },
      },
      {
        atSeconds: 40,
        text: {
          it: "Tre respiri lenti. Al primo, nota il corpo. Al secondo, l'umore. Al terzo, i pensieri che già si affacciano.",
          en: "Three slow breaths. On the first, notice your body. On the second, your mood. On the third, the thoughts already appearing.",
        },
      },
      {
        atSeconds: 110,
        text: {
          it: "Chiediti: come voglio stare oggi? Non cosa devo fare, ma con quale qualità: paziente, curioso, gentile, presente.",
          en: "Ask yourself: how do I want to be today? Not what I must do, but with what quality: patient, curious, kind, present.",
        },
      },
      {
        atSeconds: 180,
        text: {
          it: "Scegli una sola parola e ripetila piano a ogni espirazione.",
          en: "Choose a single word and repeat it softly with each out-breath.",
        },
      },
      {
        atSeconds: 260,
        text: {
          it: "Immagina un momento della giornata in cui potrai ricordarti di questa parola. Poi alzati e comincia.",
          en: "Picture a moment in the day when you can remember this word. Then get up and begin.",
        },
      },
    ],
  },
  {
    slug: "self-compassion-pause",
    category: "loving_kindness",
    tier: "premium",
    durationSeconds: min(6),
    title: { it: "Una pausa di gentilezza verso di sé", en: "A Kind Pause for Yourself" },
    summary: {
      it: "Per quando ti giudichi con durezza: riconoscere la fatica, ricordare che è umana, offrirti gentilezza.",
      en: "For when you judge yourself harshly: acknowledge the struggle, remember it is human, offer yourself kindness.",
    },
    eases: ["shame", "guilt", "sadness", "loneliness"],
    topics: ["relationships", "family", "study"],
    steps: [
      {
        atSeconds: 0,
        text: {
          it: "Pensa a una situazione recente in cui ti sei criticato. Scegline una piccola, non la più dolorosa.",
          en: "Think of a recent situation in which you criticised yourself. Choose a small one, not the most painful.",
        },
      },
      {
        atSeconds: 50,
        text: {
          it: "Nota dove lo senti nel corpo. Poi dì a te stesso: «Questo è un momento difficile.»",
          en: "Notice where you feel it in your body. Then say to yourself: \u201cThis is a moment of struggle.\u201d",
        },
      },
      {
        atSeconds: 110,
        text: {
          it: "Ricorda che non sei solo: «Sbagliare e soffrire fa parte dell'essere umani. Tanti si sentono così.»",
          en: "Remember that you are not alone: \u201cMaking mistakes and struggling are part of being human. Many people feel this way.\u201d",
        },
      },
      {
        atSeconds: 180,
        text: {
          it: "Porta una mano sul petto o sulla guancia, con un gesto di cura. Chiediti: che cosa direi a un amico nella stessa situazione?",
          en: "Place a hand on your chest or cheek, in a caring gesture. Ask yourself: what would I say to a friend in the same situation?",
        },
      },
      {
        atSeconds: 260,
        text: {
          it: "Offri a te quelle stesse parole, con lo stesso tono. «Che io possa essere gentile con me stesso.»",
          en: "Offer those same words to yourself, in the same tone. \u201cMay I be kind to myself.\u201d",
        },
      },
      {
        atSeconds: 320,
        text: {
          it: "Resta ancora qualche respiro con la mano sul cuore, poi torna con calma alla giornata.",
          en: "Stay a few more breaths with your hand on your heart, then calmly return to your day.",
        },
      },
    ],
  },
  {
    slug: "mountain-meditation",
    category: "focus",
    tier: "premium",
    durationSeconds: min(15),
    title: { it: "Meditazione della montagna", en: "Mountain Meditation" },
    summary: {
      it: "Sentirsi stabili come una montagna mentre il tempo, le stagioni e gli stati d'animo cambiano.",
      en: "Feel steady as a mountain while weather, seasons and moods change around you.",
    },
    eases: ["anxiety", "sadness", "stress"],
    topics: ["health", "relationships", "work"],
    steps: [
      {
        atSeconds: 0,
        text: {
          it: "Siediti con la schiena dritta ma non rigida, le mani appoggiate. Senti la base solida su cui poggi.",
          en: "Sit with your back upright but not stiff, your hands resting. Feel the solid base you are sitting on.",
        },
      },
      {
        atSeconds: 90,
        text: {
          it: "Porta alla mente l'immagine di una montagna che conosci o che immagini. Osservane la forma, la cima, i fianchi, la base larga.",
          en: "Bring to mind the image of a mountain you know or imagine. Notice its shape, the peak, the slopes, the broad base.",
        },
      },
      {
        atSeconds: 210,
        text: {
          it: "Ora immagina di diventare quella montagna. La testa è la cima, le spalle e le braccia i fianchi, il bacino la base radicata nella terra.",
          en: "Now imagine becoming that mountain. Your head is the peak, your shoulders and arms the slopes, your seat the base rooted in the earth.",
        },
      },
      {
        atSeconds: 330,
        text: {
          it: "Sulla montagna passano le ore: il sole sorge e tramonta, le ombre si spostano. La montagna resta.",
          en: "Hours pass over the mountain: the sun rises and sets, shadows move. The mountain stays.",
        },
      },
      {
        atSeconds: 450,
        text: {
          it: "Passano le stagioni: neve, pioggia, nebbia, sole d'estate. A volte arrivano tempeste. La montagna le attraversa, ferma.",
          en: "Seasons pass: snow, rain, fog, summer sun. Sometimes storms arrive. The mountain goes through them, steady.",
        },
      },
      {
        atSeconds: 580,
        text: {
          it: "Anche i nostri stati d'animo sono come il tempo sulla montagna. Puoi sentirli pienamente e restare stabile nella tua base.",
          en: "Our moods are like the weather on the mountain. You can feel them fully and stay steady in your base.",
        },
      },
      {
        atSeconds: 720,
        text: {
          it: "Resta in silenzio come la montagna, respirando. Nota quello che passa, senza diventarlo.",
          en: "Stay silent like the mountain, breathing. Notice what passes, without becoming it.",
        },
      },
      {
        atSeconds: 840,
        text: {
          it: "Lascia andare l'immagine, ma tieni la sensazione di stabilità. Quando sei pronto, apri gli occhi.",
          en: "Let go of the image, but keep the sense of steadiness. When you are ready, open your eyes.",
        },
      },
    ],
  },
  {
    slug: "sounds-and-silence",
    category: "focus",
    tier: "premium",
    durationSeconds: min(8),
    title: { it: "Suoni e silenzio", en: "Sounds and Silence" },
    summary: {
      it: "Ascoltare i suoni che arrivano e se ne vanno, e lo spazio quieto in cui accadono.",
      en: "Listen to sounds as they come and go, and to the quiet space in which they happen.",
    },
    eases: ["anxiety", "loneliness"],
    topics: ["study", "work"],
    steps: [
      {
        atSeconds: 0,
        text: {
          it: "Siediti comodo e chiudi gli occhi. Per qualche respiro senti soltanto il corpo seduto.",
          en: "Sit comfortably and close your eyes. For a few breaths, simply feel your body sitting.",
        },
      },
      {
        atSeconds: 50,
        text: {
          it: "Apri l'ascolto. Lascia che i suoni arrivino da soli: non devi andarli a cercare.",
          en: "Open your listening. Let sounds arrive by themselves: you don't need to go looking for them.",
        },
      },
      {
        atSeconds: 130,
        text: {
          it: "Nota come ogni suono nasce, dura un poco e svanisce. Il traffico, una voce, il ronzio di un apparecchio.",
          en: "Notice how each sound begins, lasts a little, and fades. Traffic, a voice, the hum of an appliance.",
        },
      },
      {
        atSeconds: 220,
        text: {
          it: "Se la mente giudica un suono, fastidioso o piacevole, nota il giudizio e torna al suono puro: altezza, volume, durata.",
          en: "If the mind judges a sound as annoying or pleasant, notice the judgement and return to the plain sound: pitch, volume, length.",
        },
      },
      {
        atSeconds: 320,
        text: {
          it: "Ora ascolta gli spazi tra i suoni. Quel silenzio è sempre presente, anche quando c'è rumore.",
          en: "Now listen to the spaces between sounds. That silence is always there, even when it's noisy.",
        },
      },
      {
        atSeconds: 420,
        text: {
          it: "Torna al respiro e al corpo. Porta con te un po' di questo ascolto aperto.",
          en: "Return to the breath and the body. Take a little of this open listening with you.",
        },
      },
    ],
  },
];

/** The meditation with `slug`, or undefined. */
export function meditationContent(slug: string): MeditationContent | undefined {
  return MEDITATIONS.find((m) => m.slug === slug);
}
