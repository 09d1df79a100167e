/**
 * The reflections' content (spec §3 "Reflection": nine categories, 15 numbered prompts, each with a
 * premium flag), written for Respiro in Italian and English. Typed data in one place: the seeder
 * (db/seed/reflections.ts) writes the prompts to `reflection_prompts` by their stable id, and the
 * /reflections pages read the category names from here.
 *
 * Spec §3 names the categories and says 15 numbered prompts exist with a premium flag; it does not
 * give their text or which are premium. The prompts below are ours, sound from a CBT and
 * mindfulness point of view (noticing, evidence, self-compassion, values), with no diagnosis.
 * Free prompts open on every plan; premium ones need `features.allReflections` (spec §6: "some
 * reflections … are locked" for free users).
 */

/** The nine categories in the order of spec §3. */
export const REFLECTION_CATEGORY_IDS = [
  "gratitude",
  "resilience",
  "self-awareness",
  "self-esteem",
  "self-compassion",
  "mindfulness",
  "growth",
  "connection",
  "flow",
] as const;
export type ReflectionCategoryId = (typeof REFLECTION_CATEGORY_IDS)[number];

/**
 * Other names accepted for a category in `?category=`: spec §3 says the two sources call the same
 * category "awareness" in one and "mindfulness" in the other.
 */
export const REFLECTION_CATEGORY_ALIASES: Readonly<Record<string, ReflectionCategoryId>> = { awareness: "mindfulness" };

/** Text in both languages. */
export interface Bilingual {
  it: string;
  en: string;
}

export interface ReflectionCategory {
  id: ReflectionCategoryId;
  name: Bilingual;
  /** One line saying what the category is about. */
  description: Bilingual;
}

export const REFLECTION_CATEGORIES: readonly ReflectionCategory[] = [
  {
    id: "gratitude",
    name: { it: "Gratitudine", en: "Gratitude" },
    description: { it: "Notare ciò che di buono c'è, anche nelle giornate storte.", en: "Noticing what is good, even on difficult days." },
  },
  {
    id: "resilience",
    name: { it: "Resilienza", en: "Resilience" },
    description: { it: "Le risorse con cui hai già attraversato momenti difficili.", en: "The strengths that have already carried you through hard times." },
  },
  {
    id: "self-awareness",
    name: { it: "Consapevolezza di sé", en: "Self-awareness" },
    description: { it: "Riconoscere emozioni, pensieri e bisogni.", en: "Recognising your emotions, thoughts and needs." },
  },
  {
    id: "self-esteem",
    name: { it: "Autostima", en: "Self-esteem" },
    description: { it: "Guardarti con occhi più giusti, qualità comprese.", en: "Seeing yourself more fairly, qualities included." },
  },
  {
    id: "self-compassion",
    name: { it: "Autocompassione", en: "Self-compassion" },
    description: { it: "Trattarti con la gentilezza che riservi a chi ami.", en: "Treating yourself with the kindness you give the people you love." },
  },
  {
    id: "mindfulness",
    name: { it: "Consapevolezza (mindfulness)", en: "Mindfulness (awareness)" },
    description: { it: "Tornare al momento presente, senza giudizio.", en: "Coming back to the present moment, without judgement." },
  },
  {
    id: "growth",
    name: { it: "Crescita", en: "Growth" },
    description: { it: "Ciò che impari e chi stai diventando.", en: "What you are learning and who you are becoming." },
  },
  {
    id: "connection",
    name: { it: "Connessione", en: "Connection" },
    description: { it: "Le relazioni che ti sostengono.", en: "The relationships that hold you up." },
  },
  {
    id: "flow",
    name: { it: "Flow (flusso)", en: "Flow" },
    description: { it: "I momenti in cui sei pienamente assorbito in ciò che fai.", en: "The moments when you are fully absorbed in what you do." },
  },
];

export interface ReflectionPromptContent {
  /** Stable id, never changed once published (the seeder upserts by it; answers reference it). */
  id: string;
  /** Spec §3: the prompt's number, 1–15. */
  number: number;
  category: ReflectionCategoryId;
  /** Spec §3: the premium flag. */
  premium: boolean;
  text: Bilingual;
}

export const REFLECTION_PROMPTS: readonly ReflectionPromptContent[] = [
  {
    id: "gratitude-three-things",
    number: 1,
    category: "gratitude",
    premium: false,
    text: {
      it: "Quali sono tre cose, anche piccole, per cui oggi provi gratitudine?",
      en: "What are three things, however small, that you feel grateful for today?",
    },
  },
  {
    id: "gratitude-someone-who-helped",
    number: 2,
    category: "gratitude",
    premium: true,
    text: {
      it: "Pensa a una persona che ti ha aiutato di recente. Che cosa vorresti dirle?",
      en: "Think of someone who helped you recently. What would you like to tell them?",
    },
  },
  {
    id: "resilience-got-through",
    number: 3,
    category: "resilience",
    premium: false,
    text: {
      it: "Ricorda un momento difficile che hai superato. Quali risorse ti hanno aiutato?",
      en: "Remember a difficult time you got through. Which of your strengths helped you?",
    },
  },
  {
    id: "resilience-small-step",
    number: 4,
    category: "resilience",
    premium: true,
    text: {
      it: "Che cosa ti sta mettendo alla prova in questo periodo, e qual è un piccolo passo che puoi fare?",
      en: "What is testing you at the moment, and what is one small step you could take?",
    },
  },
  {
    id: "self-awareness-emotion-body",
    number: 5,
    category: "self-awareness",
    premium: false,
    text: {
      it: "Quale emozione hai sentito più spesso oggi? In quale parte del corpo l'hai sentita?",
      en: "Which emotion did you feel most often today? Where in your body did you feel it?",
    },
  },
  {
    id: "self-awareness-recurring-thought",
    number: 6,
    category: "self-awareness",
    premium: true,
    text: {
      it: "Quale pensiero ricorrente ti accompagna in questi giorni? Che cosa ti dice, e quanto è vero?",
      en: "Which recurring thought has been with you these days? What does it tell you, and how true is it?",
    },
  },
  {
    id: "self-esteem-three-qualities",
    number: 7,
    category: "self-esteem",
    premium: false,
    text: {
      it: "Scrivi tre qualità che riconosci in te e un momento in cui le hai mostrate.",
      en: "Write down three qualities you recognise in yourself and a moment when you showed them.",
    },
  },
  {
    id: "self-esteem-kind-eyes",
    number: 8,
    category: "self-esteem",
    premium: true,
    text: {
      it: "Che cosa ti direbbe una persona che ti vuole bene, guardando la tua settimana?",
      en: "What would someone who cares about you say, looking at your week?",
    },
  },
  {
    id: "self-compassion-friend",
    number: 9,
    category: "self-compassion",
    premium: false,
    text: {
      it: "Come parleresti a un amico che vive quello che stai vivendo tu? Prova a dirlo a te.",
      en: "How would you speak to a friend going through what you are going through? Try saying it to yourself.",
    },
  },
  {
    id: "self-compassion-mistake",
    number: 10,
    category: "self-compassion",
    premium: true,
    text: {
      it: "Di quale errore recente ti stai ancora rimproverando? Di che cosa avresti bisogno per lasciarlo andare?",
      en: "Which recent mistake are you still blaming yourself for? What would you need to let it go?",
    },
  },
  {
    id: "mindfulness-right-now",
    number: 11,
    category: "mindfulness",
    premium: false,
    text: {
      it: "Fermati un momento: che cosa vedi, senti e percepisci adesso, senza giudicarlo?",
      en: "Pause for a moment: what do you see, hear and feel right now, without judging it?",
    },
  },
  {
    id: "growth-learned",
    number: 12,
    category: "growth",
    premium: false,
    text: {
      it: "Che cosa hai imparato su di te nell'ultimo mese?",
      en: "What have you learned about yourself in the last month?",
    },
  },
  {
    id: "growth-habit",
    number: 13,
    category: "growth",
    premium: true,
    text: {
      it: "Quale abitudine vorresti coltivare, e perché è importante per te?",
      en: "Which habit would you like to grow, and why does it matter to you?",
    },
  },
  {
    id: "connection-nourishing",
    number: 14,
    category: "connection",
    premium: true,
    text: {
      it: "Quale relazione ti fa stare bene in questo periodo? Come potresti prendertene cura?",
      en: "Which relationship does you good at the moment? How could you look after it?",
    },
  },
  {
    id: "flow-absorbed",
    number: 15,
    category: "flow",
    premium: true,
    text: {
      it: "Quando ti sei sentito completamente assorbito da ciò che facevi? Che cosa stavi facendo?",
      en: "When did you last feel completely absorbed in what you were doing? What were you doing?",
    },
  },
];
