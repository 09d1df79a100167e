/**
 * The personal quotes of Respiro (spec §1 "personal quotes", §3 "Quote preferences"): short lines
 * in Italian and English, each with a category and the moods it suits. Authors are public domain
 * (the translations are ours) or Respiro itself (`author: null`: our own words, written for this
 * project). Seeded at every start by db/seed/quotes.ts (upsert by `id`, never renumbered); the
 * daily quote is picked from them (app/services/daily-quote.ts).
 */

import type { QuoteCategory, QuoteMood } from "~/utils/quotes";

export interface QuoteContent {
  /** Stable id; the favourites point at it. */
  id: string;
  text: { it: string; en: string };
  /** Public-domain author, per language; null for Respiro's own words. */
  author: { it: string; en: string } | null;
  category: QuoteCategory;
  /** The moods this quote suits (at least one). */
  moods: readonly QuoteMood[];
}

const A = {
  marcus: { it: "Marco Aurelio", en: "Marcus Aurelius" },
  seneca: { it: "Seneca", en: "Seneca" },
  epictetus: { it: "Epitteto", en: "Epictetus" },
  laozi: { it: "Lao Tzu", en: "Lao Tzu" },
  dante: { it: "Dante Alighieri", en: "Dante Alighieri" },
  dickinson: { it: "Emily Dickinson", en: "Emily Dickinson" },
  keller: { it: "Helen Keller", en: "Helen Keller" },
  shakespeare: { it: "William Shakespeare", en: "William Shakespeare" },
  virgil: { it: "Virgilio", en: "Virgil" },
  thoreau: { it: "Henry David Thoreau", en: "Henry David Thoreau" },
  dhammapada: { it: "Dhammapada", en: "Dhammapada" },
  emerson: { it: "Ralph Waldo Emerson", en: "Ralph Waldo Emerson" },
} as const;

export const QUOTES: readonly QuoteContent[] = [
  // Public-domain authors (translations ours).
  {
    id: "epictetus-views",
    text: {
      it: "Non sono le cose a turbare gli uomini, ma le opinioni che essi hanno delle cose.",
      en: "People are disturbed not by things, but by the views they take of things.",
    },
    author: A.epictetus,
    category: "calm",
    moods: ["anxious", "neutral"],
  },
  {
    id: "epictetus-no-great-thing",
    text: { it: "Nessuna cosa grande nasce all'improvviso.", en: "No great thing is created suddenly." },
    author: A.epictetus,
    category: "growth",
    moods: ["neutral", "sad"],
  },
  {
    id: "seneca-imagination",
    text: { it: "Soffriamo più spesso nell'immaginazione che nella realtà.", en: "We suffer more often in imagination than in reality." },
    author: A.seneca,
    category: "calm",
    moods: ["anxious"],
  },
  {
    id: "seneca-begin-to-live",
    text: { it: "Comincia subito a vivere.", en: "Begin at once to live." },
    author: A.seneca,
    category: "courage",
    moods: ["neutral", "happy"],
  },
  {
    id: "seneca-life-passes",
    text: { it: "Mentre si rimanda, la vita passa.", en: "While we put things off, life runs by." },
    author: A.seneca,
    category: "mindfulness",
    moods: ["neutral"],
  },
  {
    id: "marcus-quality-of-thoughts",
    text: {
      it: "La felicità della tua vita dipende dalla qualità dei tuoi pensieri.",
      en: "The happiness of your life depends on the quality of your thoughts.",
    },
    author: A.marcus,
    category: "growth",
    moods: ["neutral", "happy"],
  },
  {
    id: "marcus-little-is-needed",
    text: {
      it: "Per vivere felici serve pochissimo: è tutto dentro di te, nel tuo modo di pensare.",
      en: "Very little is needed for a happy life; it is all within you, in your way of thinking.",
    },
    author: A.marcus,
    category: "gratitude",
    moods: ["happy", "calm"],
  },
  {
    id: "marcus-present",
    text: { it: "Limìtati al presente.", en: "Confine yourself to the present." },
    author: A.marcus,
    category: "mindfulness",
    moods: ["anxious", "calm"],
  },
  {
    id: "laozi-single-step",
    text: { it: "Un viaggio di mille miglia comincia con un solo passo.", en: "A journey of a thousand miles begins with a single step." },
    author: A.laozi,
    category: "courage",
    moods: ["neutral", "anxious", "sad"],
  },
  {
    id: "dante-stars",
    text: { it: "E quindi uscimmo a riveder le stelle.", en: "And then we came out to see the stars again." },
    author: A.dante,
    category: "hope",
    moods: ["sad"],
  },
  {
    id: "dickinson-hope-feathers",
    text: {
      it: "La speranza è quella cosa piumata che si posa sull'anima.",
      en: "Hope is the thing with feathers that perches in the soul.",
    },
    author: A.dickinson,
    category: "hope",
    moods: ["sad", "calm"],
  },
  {
    id: "keller-overcoming",
    text: {
      it: "Anche se il mondo è pieno di sofferenza, è pieno anche del suo superamento.",
      en: "Although the world is full of suffering, it is full also of the overcoming of it.",
    },
    author: A.keller,
    category: "hope",
    moods: ["sad"],
  },
  {
    id: "shakespeare-thinking",
    text: {
      it: "Non c'è nulla di buono o di cattivo, ma è il pensiero a renderlo tale.",
      en: "There is nothing either good or bad, but thinking makes it so.",
    },
    author: A.shakespeare,
    category: "calm",
    moods: ["neutral", "anxious"],
  },
  {
    id: "shakespeare-give-sorrow-words",
    text: {
      it: "Da' parole al dolore: il dolore che non parla sussurra al cuore e lo spezza.",
      en: "Give sorrow words: the grief that does not speak whispers the o'er-fraught heart and bids it break.",
    },
    author: A.shakespeare,
    category: "self_compassion",
    moods: ["sad"],
  },
  {
    id: "virgil-remember",
    text: { it: "Forse un giorno ci farà piacere ricordare anche questo.", en: "Perhaps one day it will help to remember even this." },
    author: A.virgil,
    category: "hope",
    moods: ["sad", "anxious"],
  },
  {
    id: "thoreau-dreams",
    text: {
      it: "Se uno avanza fiducioso nella direzione dei suoi sogni, incontrerà un successo inatteso nelle ore comuni.",
      en: "If one advances confidently in the direction of his dreams, he will meet with a success unexpected in common hours.",
    },
    author: A.thoreau,
    category: "courage",
    moods: ["happy", "neutral"],
  },
  {
    id: "dhammapada-mind",
    text: { it: "Ciò che siamo è il risultato di ciò che abbiamo pensato.", en: "All that we are is the result of what we have thought." },
    author: A.dhammapada,
    category: "mindfulness",
    moods: ["neutral", "calm"],
  },
  {
    id: "emerson-pace-of-nature",
    text: { it: "Adotta il passo della natura: il suo segreto è la pazienza.", en: "Adopt the pace of nature: her secret is patience." },
    author: A.emerson,
    category: "calm",
    moods: ["anxious", "calm"],
  },

  // Respiro's own words.
  own(
    "thought-not-fact",
    "calm",
    ["anxious", "neutral"],
    "Un pensiero non è un fatto: puoi guardarlo senza obbedirgli.",
    "A thought is not a fact: you can look at it without obeying it.",
  ),
  own(
    "feelings-visitors",
    "mindfulness",
    ["sad", "anxious"],
    "Le emozioni sono ospiti: lasciale entrare, e lasciale andare.",
    "Feelings are visitors: let them come in, and let them go.",
  ),
  own(
    "not-ready",
    "courage",
    ["anxious", "neutral"],
    "Non serve sentirsi pronti per fare un piccolo passo.",
    "You don't have to feel ready to take a small step.",
  ),
  own("rest-not-reward", "self_compassion", ["sad", "neutral"], "Il riposo non è un premio da guadagnare.", "Rest is not a reward you have to earn."),
  own(
    "kind-friend",
    "self_compassion",
    ["sad", "anxious"],
    "Parla a te stesso come parleresti a un amico nella stessa situazione.",
    "Speak to yourself as you would to a friend in the same place.",
  ),
  own("one-breath", "calm", ["anxious", "calm"], "Un respiro alla volta è comunque un modo di andare avanti.", "One breath at a time is still a way forward."),
  own("progress-not-perfection", "growth", ["neutral", "happy"], "Conta il progresso, non la perfezione.", "Progress, not perfection."),
  own(
    "hard-days-path",
    "hope",
    ["sad"],
    "I giorni difficili fanno parte del cammino, non sono la prova che l'hai perso.",
    "Hard days are part of the path, not proof that you have lost it.",
  ),
  own("asking-help-courage", "courage", ["sad", "anxious"], "Chiedere aiuto è una forma di coraggio.", "Asking for help is a kind of courage."),
  own(
    "present-here",
    "mindfulness",
    ["anxious", "calm"],
    "Il presente è sempre qui: bastano tre cose che puoi vedere per tornarci.",
    "The present is always here: three things you can see are enough to come back to it.",
  ),
  own("waves", "calm", ["anxious"], "L'ansia sale come un'onda, e come un'onda ridiscende.", "Anxiety rises like a wave, and like a wave it falls again."),
  own(
    "small-joys",
    "gratitude",
    ["happy", "neutral"],
    "Le piccole gioie contano: notarle è già un esercizio.",
    "Small joys count: noticing them is already a practice.",
  ),
  own(
    "three-good-things",
    "gratitude",
    ["happy", "calm"],
    "Stasera chiediti: quali tre cose sono andate bene oggi?",
    "Tonight, ask yourself: which three things went well today?",
  ),
  own("enough-for-today", "self_compassion", ["sad", "neutral"], "Quello che hai fatto oggi può bastare.", "What you did today can be enough."),
  own("storms-pass", "hope", ["sad", "anxious"], "Anche le tempeste più lunghe finiscono.", "Even the longest storms come to an end."),
  own(
    "be-where-you-are",
    "mindfulness",
    ["calm", "neutral"],
    "Sii dove sei: i tuoi piedi sono sempre nel presente.",
    "Be where you are: your feet are always in the present.",
  ),
  own(
    "mistakes-teach",
    "growth",
    ["sad", "neutral"],
    "Un errore è un'informazione, non un giudizio su chi sei.",
    "A mistake is information, not a verdict on who you are.",
  ),
  own("gentle-start", "courage", ["neutral", "sad"], "Puoi ricominciare in qualsiasi momento della giornata.", "You can start again at any moment of the day."),
  own(
    "breathe-out",
    "calm",
    ["anxious", "calm"],
    "Espira più a lungo di quanto inspiri: il corpo capisce che può rallentare.",
    "Breathe out for longer than you breathe in: your body learns it can slow down.",
  ),
  own("not-alone", "hope", ["sad"], "Quello che senti l'hanno sentito anche altri: non sei solo.", "Others have felt what you feel: you are not alone."),
  own(
    "slow-is-fine",
    "self_compassion",
    ["neutral", "calm"],
    "Andare piano va bene. Andare piano è comunque andare.",
    "Going slowly is fine. Going slowly is still going.",
  ),
  own(
    "notice-the-good",
    "gratitude",
    ["happy", "sad"],
    "Anche in una giornata grigia c'è qualcosa da notare con gentilezza.",
    "Even a grey day has something to notice kindly.",
  ),
  own(
    "brave-and-scared",
    "courage",
    ["anxious"],
    "Si può avere paura ed essere coraggiosi nello stesso momento.",
    "You can be scared and brave at the same time.",
  ),
  own(
    "growth-quiet",
    "growth",
    ["neutral", "calm"],
    "La crescita spesso è silenziosa: si vede solo guardandosi indietro.",
    "Growth is often quiet: you only see it when you look back.",
  ),
  own(
    "one-thing",
    "mindfulness",
    ["anxious", "neutral"],
    "Fai una cosa sola, e falla con tutta l'attenzione che hai.",
    "Do one thing, and do it with all the attention you have.",
  ),
  own(
    "worth-not-output",
    "self_compassion",
    ["sad", "anxious"],
    "Il tuo valore non dipende da quanto produci.",
    "Your worth does not depend on how much you get done.",
  ),
  own(
    "light-returns",
    "hope",
    ["sad", "calm"],
    "La luce torna ogni mattina, anche quando non ci credi.",
    "The light comes back every morning, even when you don't believe it will.",
  ),
  own("thank-body", "gratitude", ["calm", "happy"], "Ringrazia il tuo corpo per averti portato fin qui.", "Thank your body for carrying you this far."),
  own(
    "try-again",
    "growth",
    ["sad", "neutral"],
    "Non è andata come volevi? È un tentativo, non la fine.",
    "It didn't go the way you wanted? It was a try, not the end.",
  ),
  own("pause-is-action", "calm", ["anxious", "neutral"], "Anche fermarsi un momento è fare qualcosa.", "Pausing for a moment is doing something too."),
  own(
    "kind-voice",
    "self_compassion",
    ["sad", "anxious"],
    "Cerca dentro di te la voce più gentile, e lasciala parlare.",
    "Find the kindest voice inside you, and let it speak.",
  ),
  own(
    "small-steps-count",
    "courage",
    ["neutral", "happy"],
    "I passi piccoli contano doppio quando il cammino è in salita.",
    "Small steps count double when the road goes uphill.",
  ),
  own(
    "here-now-breath",
    "mindfulness",
    ["calm", "anxious"],
    "Il respiro è un'ancora che porti sempre con te.",
    "Your breath is an anchor you always carry with you.",
  ),
  own(
    "celebrate",
    "gratitude",
    ["happy"],
    "Quando qualcosa va bene, fermati un attimo a gustarlo.",
    "When something goes well, stop for a moment and savour it.",
  ),
  own("seeds", "growth", ["neutral", "calm"], "Quello che coltivi ogni giorno, un giorno fiorisce.", "What you tend every day blooms one day."),
  own(
    "feelings-change",
    "hope",
    ["sad", "anxious"],
    "Come ti senti adesso non è come ti sentirai per sempre.",
    "How you feel now is not how you will feel forever.",
  ),
  own("permission-feel", "self_compassion", ["sad"], "Hai il permesso di sentire quello che senti.", "You are allowed to feel what you feel."),
  own(
    "curious-not-critical",
    "growth",
    ["neutral", "anxious"],
    "Prova a essere curioso dei tuoi pensieri invece che severo.",
    "Try being curious about your thoughts instead of harsh.",
  ),
  own(
    "calm-is-skill",
    "calm",
    ["calm", "neutral"],
    "La calma non è un carattere: è un'abilità che si allena.",
    "Calm is not a personality: it is a skill you can practise.",
  ),
  own(
    "laugh-today",
    "gratitude",
    ["happy", "neutral"],
    "Ricorda l'ultima volta che hai riso: è ancora lì, dentro di te.",
    "Remember the last time you laughed: it is still there, inside you.",
  ),
  own(
    "no-rush",
    "mindfulness",
    ["anxious", "calm"],
    "Non devi risolvere tutto adesso. Solo il prossimo minuto.",
    "You don't have to solve everything now. Just the next minute.",
  ),
  own(
    "courage-to-rest",
    "courage",
    ["sad", "neutral"],
    "A volte il coraggio è andare a dormire e riprovare domani.",
    "Sometimes courage is going to sleep and trying again tomorrow.",
  ),
  own(
    "you-showed-up",
    "self_compassion",
    ["neutral", "happy"],
    "Sei qui, oggi, a prenderti cura di te: non è poco.",
    "You are here today, taking care of yourself: that is no small thing.",
  ),
  own("ask-the-evidence", "calm", ["anxious"], "Prima di credere a un pensiero, chiedigli le prove.", "Before you believe a thought, ask it for evidence."),
  own("spring", "hope", ["sad", "neutral"], "Ogni inverno ha dentro la promessa di una primavera.", "Every winter carries the promise of a spring."),
  own("good-enough", "self_compassion", ["anxious", "neutral"], "Abbastanza bene è davvero abbastanza.", "Good enough really is enough."),
  own(
    "listen-senses",
    "mindfulness",
    ["calm", "neutral"],
    "Ascolta i suoni intorno a te per un minuto: il mondo è più vasto dei pensieri.",
    "Listen to the sounds around you for a minute: the world is wider than your thoughts.",
  ),
  own(
    "kind-people",
    "gratitude",
    ["happy", "sad"],
    "Pensa a una persona gentile che hai incontrato: la gentilezza esiste.",
    "Think of one kind person you have met: kindness exists.",
  ),
  own(
    "learning-curve",
    "growth",
    ["anxious", "neutral"],
    "Sentirsi impacciati è il suono di qualcosa che stai imparando.",
    "Feeling clumsy is the sound of something you are learning.",
  ),
  own(
    "open-window",
    "calm",
    ["calm", "happy"],
    "Apri una finestra, fai entrare l'aria, e respira con lei.",
    "Open a window, let the air in, and breathe with it.",
  ),
];

function own(id: string, category: QuoteCategory, moods: QuoteMood[], it: string, en: string): QuoteContent {
  return { id: `respiro-${id}`, text: { it, en }, author: null, category, moods };
}
