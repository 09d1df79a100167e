/**
 * The companion evaluation set (decision record 0016): six-turn conversations per language in
 * realistic voices (slang, typos, direct questions), each turn annotated with what a good reply
 * must do. Written after an outside review by a CBT-trained psychologist; scored by
 * ./companion-score.ts, printed by `npm run eval:companion`, asserted in
 * tests/unit/companion-eval.test.ts.
 */
import type { CbtFlowId } from "~/services/ai/engine/ids";
import type { Locale } from "~/services/ai/types";

/** What a good reply to one turn must do; every reply is also checked for repeats and stock content. */
export interface TurnExpectation {
  /** The message asks something: the reply must answer it (the pattern marks an answer). */
  answers?: RegExp;
  /** A bereavement: condolence first. */
  condolence?: boolean;
  /** Good news: gladness first. */
  gladness?: boolean;
  /** The companion should lead here: quick replies offered. */
  quickReplies?: boolean;
  /** After two minimal answers: the three ways in (a mood check-in, a short exercise, a topic). */
  choices?: boolean;
  /** The reply must refer back to something said earlier. */
  recalls?: RegExp;
  /** The reply must not say this (a keyword misread, e.g. the job when "work" means something else). */
  mustNot?: RegExp;
  /**
   * The structured CBT flow this reply must lead to (decision record 0020): "id:offer" (offered),
   * "id:<step>" (that step asked next), "id:done" (the summary) or "id:left" (left or declined).
   */
  flow?: `${CbtFlowId}:${string}`;
}

export interface EvalTurn {
  user: string;
  expect?: TurnExpectation;
}

export interface EvalConversation {
  id: string;
  locale: Locale;
  turns: EvalTurn[];
}

const IT_ANSWER = {
  identity: /intelligenza artificiale/,
  step: /(?:passo|Un passo)/,
  prosCons: /\bpro\b[^]*\bcontro\b|vantaggio|rischi/,
  desc: /DESC|prima persona/,
  exercise: /«[^»]+»/,
};
const EN_ANSWER = {
  identity: /\bAI\b/,
  step: /\bstep\b/i,
  prosCons: /\bpros\b|\bcons\b|advantage|risk/,
  desc: /DESC|“I” statement/,
  exercise: /“[^”]+”/,
};
/** The work-stress lines of the phrasebooks, a sign "work" was read as a job. */
const IT_WORK = /lavoro|ufficio/i;
const EN_WORK = /\bat work\b|\bjob\b|workplace/i;

export const CONVERSATIONS: EvalConversation[] = [
  // ——— Italian ———
  {
    id: "it-work-stress",
    locale: "it",
    turns: [
      { user: "ciao", expect: { quickReplies: true } },
      { user: "sn stanchissima, il lavoro mi sta distruggendo" },
      { user: "il mio capo mi scrive pure la domenica" },
      { user: "boh" },
      { user: "mah", expect: { choices: true, quickReplies: true } },
      { user: "cosa posso fare?", expect: { answers: IT_ANSWER.step } },
    ],
  },
  {
    id: "it-identity-loneliness",
    locale: "it",
    turns: [
      { user: "ehi" },
      { user: "ma tu sei una persona vera o un programma?", expect: { answers: IT_ANSWER.identity } },
      { user: "ok quindi nn sei un terapeuta?", expect: { answers: /terapeuta|psicologo|professionista/ } },
      { user: "va bene. mi sento solo ultimamente" },
      { user: "zero amici in questa città nuova" },
      { user: "che posso provare questa settimana?", expect: { answers: IT_ANSWER.step } },
    ],
  },
  {
    id: "it-grief",
    locale: "it",
    turns: [
      { user: "è morta mia nonna ieri", expect: { condolence: true } },
      { user: "era lei che mi ha cresciuto" },
      { user: "non riesco a smettere di piangere" },
      { user: "boh" },
      { user: "non so", expect: { choices: true } },
      { user: "grazie che mi ascolti" },
    ],
  },
  {
    id: "it-good-news",
    locale: "it",
    turns: [
      { user: "HO PASSATO L'ESAME DI ANALISI!!!", expect: { gladness: true } },
      { user: "tre tentativi ma ce l'ho fatta", expect: { gladness: true } },
      { user: "però ora ho paura del prossimo" },
      { user: "e se poi lo sbaglio e perdo l'anno?" },
      { user: "come posso gestire l'ansia?", expect: { answers: IT_ANSWER.step } },
      { user: "ok grazie" },
    ],
  },
  {
    id: "it-mother-conflict",
    locale: "it",
    turns: [
      { user: "ho litigato con mia madre perché dice che devo trovarmi un lavoro vero", expect: { mustNot: IT_WORK } },
      { user: "mi fa sentire una delusione" },
      { user: "come faccio a dirle che ho bisogno di tempo?", expect: { answers: IT_ANSWER.desc } },
      { user: "è una brutta idea andarmene di casa?", expect: { answers: IT_ANSWER.prosCons } },
      { user: "boh" },
      { user: "forse hai ragione" },
    ],
  },
  {
    id: "it-not-a-job",
    locale: "it",
    turns: [
      { user: "ho provato a meditare ma non funziona per niente", expect: { mustNot: IT_WORK } },
      { user: "ci sto lavorando su ma niente", expect: { mustNot: IT_WORK } },
      { user: "mi sento un fallito" },
      { user: "sì" },
      { user: "non so" },
      { user: "boh", expect: { choices: true } },
    ],
  },
  {
    id: "it-loneliness",
    locale: "it",
    turns: [
      { user: "non ho nessuno con cui parlare" },
      { user: "nessuno mi scrive mai" },
      { user: "boh" },
      { user: "mah", expect: { choices: true } },
      { user: "Un check-in dell'umore", expect: { quickReplies: true } },
      { user: "Sono giù di morale" },
    ],
  },
  {
    id: "it-sleep-plan",
    locale: "it",
    turns: [
      { user: "non dormo da giorni" },
      { user: "domani voglio parlarne col medico" },
      { user: "ok", expect: { recalls: /medico/ } },
      { user: "boh", expect: { choices: true } },
      { user: "Un esercizio breve", expect: { answers: IT_ANSWER.exercise } },
      { user: "niente" },
    ],
  },
  {
    id: "it-relationship-questions",
    locale: "it",
    turns: [
      { user: "secondo te dovrei lasciare il mio ragazzo?", expect: { answers: IT_ANSWER.prosCons } },
      { user: "mi tratta male da mesi" },
      { user: "come glielo dico senza che si arrabbi?", expect: { answers: IT_ANSWER.desc } },
      { user: "ho paura della sua reazione" },
      { user: "cosa posso fare se urla?", expect: { answers: IT_ANSWER.step } },
      { user: "grazie" },
    ],
  },
  {
    id: "it-slang",
    locale: "it",
    turns: [
      { user: "raga nn ce la faccio piu cn sto stress" },
      { user: "tt sbagliato oggi" },
      { user: "boh" },
      { user: "ok", expect: { choices: true } },
      { user: "Parlare di una cosa precisa", expect: { quickReplies: true } },
      { user: "Il lavoro" },
    ],
  },
  {
    id: "it-thesis",
    locale: "it",
    turns: [
      { user: "ho l'ansia per la discussione della tesi" },
      { user: "penseranno tutti che sono incapace" },
      { user: "come faccio a smettere di pensarci?", expect: { answers: IT_ANSWER.step } },
      { user: "boh ci provo" },
      { user: "sei un robot?", expect: { answers: IT_ANSWER.identity } },
      { user: "ok ciao" },
    ],
  },
  {
    id: "it-new-job",
    locale: "it",
    turns: [
      { user: "mi hanno presa al nuovo lavoro!", expect: { gladness: true } },
      { user: "ma ho paura di non essere all'altezza" },
      { user: "e se mi licenziano dopo un mese?" },
      { user: "è una cattiva idea chiedere aiuto ai colleghi?", expect: { answers: IT_ANSWER.prosCons } },
      { user: "ok" },
      { user: "grazie mille" },
    ],
  },
  // Structured CBT flows (decision record 0020): offered when they fit, then followed or left.
  {
    id: "it-flow-activation",
    locale: "it",
    turns: [
      { user: "boh nn ho voglia di fare niente, sto tutto il giorno sul divano", expect: { flow: "activation:offer", quickReplies: true } },
      { user: "Sì, proviamo", expect: { flow: "activation:activity", quickReplies: true } },
      { user: "tipo chiamare la mia amica Sara", expect: { flow: "activation:day" } },
      { user: "domani", expect: { flow: "activation:time" } },
      { user: "dopo il lavoro, verso le 18", expect: { flow: "activation:confirm" } },
      { user: "sì ok", expect: { flow: "activation:done", answers: /chiamare la mia amica Sara/ } },
    ],
  },
  {
    id: "it-flow-exposure-party",
    locale: "it",
    turns: [
      { user: "sabato c'è la festa di laurea di Giulia e ho il terrore di andarci, evito sempre le feste", expect: { flow: "exposure:offer" } },
      { user: "ok dai", expect: { flow: "exposure:fear" } },
      { user: "tipo 80", expect: { flow: "exposure:first_step", quickReplies: true } },
      { user: "Andarci solo per un'ora", expect: { flow: "exposure:when" } },
      { user: "sabato stesso", expect: { flow: "exposure:done", answers: /andarci solo per un'ora/ } },
      { user: "grazie, mi sento un po' meglio" },
    ],
  },
  {
    id: "it-flow-sleep-left",
    locale: "it",
    turns: [
      { user: "nn riesco a dormire, mi giro nel letto fino alle 3", expect: { flow: "sleep:offer" } },
      { user: "sì", expect: { flow: "sleep:bed_habits", quickReplies: true } },
      { user: "guardo tiktok fino a tardi", expect: { flow: "sleep:get_up" } },
      { user: "mah non so", expect: { flow: "sleep:get_up" } },
      { user: "un'altra volta dai", expect: { flow: "sleep:left" } },
      { user: "oggi sono solo stanchissima" },
    ],
  },
  {
    id: "it-flow-decision",
    locale: "it",
    turns: [
      { user: "secondo te è una brutta idea mollare l'università?", expect: { flow: "decision:offer", answers: IT_ANSWER.prosCons } },
      { user: "sì", expect: { flow: "decision:decision" } },
      { user: "mollare ingegneria e fare un corso da grafica", expect: { flow: "decision:pros" } },
      { user: "farei una cosa che mi piace, meno ansia", expect: { flow: "decision:cons" } },
      { user: "i miei si arrabbiano e perdo due anni", expect: { flow: "decision:lean", quickReplies: true } },
      { user: "Ancora a metà", expect: { flow: "decision:done" } },
    ],
  },
  // ——— English ———
  {
    id: "en-work-stress",
    locale: "en",
    turns: [
      { user: "hey", expect: { quickReplies: true } },
      { user: "work is killing me tbh" },
      { user: "my manager emails me at midnight" },
      { user: "idk" },
      { user: "meh", expect: { choices: true, quickReplies: true } },
      { user: "what can i try this week?", expect: { answers: EN_ANSWER.step } },
    ],
  },
  {
    id: "en-identity-loneliness",
    locale: "en",
    turns: [
      { user: "hi" },
      { user: "wait am i talking to a real person??", expect: { answers: EN_ANSWER.identity } },
      { user: "are you a therapist tho?", expect: { answers: /therapist|psychologist|professional/ } },
      { user: "ok. i have zero friends here" },
      { user: "nobody texts me" },
      { user: "what could i do?", expect: { answers: EN_ANSWER.step } },
    ],
  },
  {
    id: "en-grief",
    locale: "en",
    turns: [
      { user: "my dad passed away last month", expect: { condolence: true } },
      { user: "everyone says it gets easier" },
      { user: "it doesnt" },
      { user: "idk" },
      { user: "nothing", expect: { choices: true } },
      { user: "thanks for listening" },
    ],
  },
  {
    id: "en-good-news",
    locale: "en",
    turns: [
      { user: "I GOT THE JOB!!!", expect: { gladness: true } },
      { user: "been trying for a year" },
      { user: "but now im scared ill mess it up" },
      { user: "what if they fire me" },
      { user: "how do i deal with the nerves?", expect: { answers: EN_ANSWER.step } },
      { user: "ok thx" },
    ],
  },
  {
    id: "en-mum-conflict",
    locale: "en",
    turns: [
      { user: "had a huge fight with my mum about my job", expect: { mustNot: EN_WORK } },
      { user: "she thinks im lazy" },
      { user: "how do i tell her i need space?", expect: { answers: EN_ANSWER.desc } },
      { user: "is it a bad idea to move out?", expect: { answers: EN_ANSWER.prosCons } },
      { user: "idk" },
      { user: "maybe" },
    ],
  },
  {
    id: "en-not-a-job",
    locale: "en",
    turns: [
      { user: "i try to make it work with my gf but it doesnt work", expect: { mustNot: EN_WORK } },
      { user: "I'm working on myself", expect: { mustNot: EN_WORK } },
      { user: "i feel like a failure" },
      { user: "yes" },
      { user: "dunno" },
      { user: "meh", expect: { choices: true } },
    ],
  },
  {
    id: "en-loneliness",
    locale: "en",
    turns: [
      { user: "i have no one" },
      { user: "zero friends lol" },
      { user: "idk" },
      { user: "ok", expect: { choices: true } },
      { user: "A mood check-in", expect: { quickReplies: true } },
      { user: "I'm feeling down" },
    ],
  },
  {
    id: "en-sleep-plan",
    locale: "en",
    turns: [
      { user: "cant sleep for days" },
      { user: "tomorrow i will call my doctor" },
      { user: "ok", expect: { recalls: /doctor/ } },
      { user: "meh", expect: { choices: true } },
      { user: "A short exercise", expect: { answers: EN_ANSWER.exercise } },
      { user: "nothing" },
    ],
  },
  {
    id: "en-relationship-questions",
    locale: "en",
    turns: [
      { user: "should i break up with my bf?", expect: { answers: EN_ANSWER.prosCons } },
      { user: "he ignores me for days" },
      { user: "how do i say it without a fight?", expect: { answers: EN_ANSWER.desc } },
      { user: "im scared of how he'll react" },
      { user: "what can i do if he gets angry?", expect: { answers: EN_ANSWER.step } },
      { user: "thanks" },
    ],
  },
  {
    id: "en-slang",
    locale: "en",
    turns: [
      { user: "ugh everything sucks rn" },
      { user: "i always screw up" },
      { user: "idk" },
      { user: "k", expect: { choices: true } },
      { user: "Talk about something specific", expect: { quickReplies: true } },
      { user: "My job" },
    ],
  },
  {
    id: "en-thesis",
    locale: "en",
    turns: [
      { user: "so anxious about my thesis defence" },
      { user: "they'll all think im dumb" },
      { user: "how can i stop overthinking?", expect: { answers: EN_ANSWER.step } },
      { user: "ill try" },
      { user: "are you a bot?", expect: { answers: EN_ANSWER.identity } },
      { user: "ok bye" },
    ],
  },
  {
    id: "en-promotion",
    locale: "en",
    turns: [
      { user: "i got promoted!!", expect: { gladness: true } },
      { user: "but i dont think i deserve it" },
      { user: "what if they realise im a fraud" },
      { user: "is it a bad idea to ask my boss for help?", expect: { answers: EN_ANSWER.prosCons } },
      { user: "ok" },
      { user: "thanks a lot" },
    ],
  },
  // Structured CBT flows (decision record 0020): offered when they fit, then followed or left.
  {
    id: "en-flow-worry",
    locale: "en",
    turns: [
      { user: "i cant stop worrying about everything, my brain never stops", expect: { flow: "worry:offer", quickReplies: true } },
      { user: "Yes, let's try", expect: { flow: "worry:worry_time", quickReplies: true } },
      { user: "after dinner i guess", expect: { flow: "worry:worry_place" } },
      { user: "In my phone notes", expect: { flow: "worry:refocus" } },
      { user: "Three slow breaths", expect: { flow: "worry:done", answers: /after dinner/ } },
      { user: "ok that actually sounds doable" },
    ],
  },
  {
    id: "en-flow-problem-money",
    locale: "en",
    turns: [
      { user: "rent is due friday and im like 200 short, cant make ends meet", expect: { flow: "problem:offer" } },
      { user: "yeah", expect: { flow: "problem:options", quickReplies: true } },
      { user: "ask the landlord for a week, pick up extra shifts, ask my brother", expect: { flow: "problem:best_two" } },
      { user: "landlord and shifts", expect: { flow: "problem:pros_cons" } },
      { user: "landlord: free but awkward. shifts: tiring but sure money", expect: { flow: "problem:first_step" } },
      { user: "text the landlord tonight", expect: { flow: "problem:done", answers: /text the landlord tonight/ } },
    ],
  },
  {
    id: "en-flow-assertive",
    locale: "en",
    turns: [
      { user: "my flatmate never does the dishes. how do I tell her without a fight?", expect: { flow: "assertive:offer", answers: EN_ANSWER.desc } },
      { user: "yes please", expect: { flow: "assertive:describe" } },
      { user: "the dishes have been in the sink since monday", expect: { flow: "assertive:express" } },
      { user: "frustrated and taken for granted", expect: { flow: "assertive:specify" } },
      { user: "I'd like us to make a rota", expect: { flow: "assertive:consequences" } },
      { user: "we'd both have a nicer kitchen", expect: { flow: "assertive:done", answers: /I feel frustrated and taken for granted/ } },
    ],
  },
  {
    id: "en-flow-savouring",
    locale: "en",
    turns: [
      { user: "GOOD NEWS i got the job!!!", expect: { flow: "savouring:offer", gladness: true } },
      { user: "sure", expect: { flow: "savouring:details" } },
      { user: "my mum screaming on the phone lol", expect: { flow: "savouring:own_part", quickReplies: true } },
      { user: "I didn't give up", expect: { flow: "savouring:done", answers: /positive data log/ } },
      { user: "thanks, needed that" },
      { user: "night!" },
    ],
  },
];
