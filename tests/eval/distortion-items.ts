/**
 * The distortion evaluation set (decision record 0019): single messages written the way people
 * write in a chat (slang, contractions, typos, conditional mood, loose "always/never", "so it
 * means that…"), each annotated with the one distortion a CBT therapist would name (Beck 1976;
 * Burns, "Feeling Good", 1980), and messages that carry none — including questions and plans
 * that use "dovrei"/"should", which must not be read as should statements.
 * Scored by ./distortions.ts; printed by `npm run eval:companion`.
 */
import type { DistortionId, Locale } from "~/services/ai/types";

export interface DistortionItem {
  locale: Locale;
  text: string;
  /** The distortion to name, or null when the message carries none. */
  expected: DistortionId | null;
}

const IT: Array<[string, DistortionId | null]> = [
  // all-or-nothing
  ["se non prendo 30 all'esame tanto vale che mollo l'università", "all_or_nothing"],
  ["o lo faccio perfetto o non lo faccio proprio", "all_or_nothing"],
  ["un errore nella presentazione e quindi è stata un fallimento totale", "all_or_nothing"],
  // overgeneralisation
  ["va sempre a finire così, sbaglio sempre con le persone", "overgeneralisation"],
  ["nn mi va mai bene niente", "overgeneralisation"],
  ["ogni volta che provo a mettermi a dieta fallisco", "overgeneralisation"],
  // catastrophising
  ["se perdo questo lavoro è finita, non troverò più niente e finirò per strada", "catastrophising"],
  ["ho un mal di testa da tre giorni e se fosse un tumore?", "catastrophising"],
  ["se sbaglio la consegna sarà un disastro totale, la fine proprio", "catastrophising"],
  // mind reading
  ["di sicuro i colleghi pensano che sono un incapace", "mind_reading"],
  ["non mi ha risposto, si sarà stufata di me", "mind_reading"],
  ["al colloquio mi guardavano strano, secondo me mi hanno preso per scemo", "mind_reading"],
  // fortune telling
  ["tanto andrà male comunque, come sempre", "fortune_telling"],
  ["non passerò mai quell'esame, lo so già", "fortune_telling"],
  ["me lo sento che domani va malissimo", "fortune_telling"],
  // should statements
  ["avrei dovuto capirlo prima che stava male", "should_statements"],
  ["alla mia età dovrei già avere una casa e un lavoro fisso", "should_statements"],
  ["non dovrei sentirmi così, ho tutto per essere felice", "should_statements"],
  // labelling
  ["sono proprio una sfigata", "labelling"],
  ["che idiota che sono, ho dimenticato di nuovo le chiavi", "labelling"],
  ["sn un fallito, punto", "labelling"],
  // personalisation
  ["i miei hanno litigato ed è colpa mia", "personalisation"],
  ["se il progetto è andato male è perché io non ero all'altezza", "personalisation"],
  ["la mia amica è triste, devo aver fatto qualcosa io", "personalisation"],
  // emotional reasoning
  ["mi sento stupida quindi lo sono", "emotional_reasoning"],
  ["ho ansia per il volo quindi vuol dire che succederà qualcosa", "emotional_reasoning"],
  ["mi sento in colpa, quindi vuol dire che ho sbagliato", "emotional_reasoning"],
  // mental filter
  ["la serata è stata bella ma non riesco a pensare ad altro che a quella battuta che ho sbagliato", "mental_filter"],
  ["mi hanno fatto 10 complimenti e una critica e penso solo alla critica", "mental_filter"],
  ["di tutta la vacanza ricordo solo le cose andate male", "mental_filter"],
  // disqualifying the positive
  ["mi hanno promosso ma è stata solo fortuna", "disqualifying_the_positive"],
  ["mi hanno detto che ero brava ma lo dicono solo per gentilezza", "disqualifying_the_positive"],
  ["ho passato l'esame ma era facile, non conta", "disqualifying_the_positive"],
  // none
  ["cosa dovrei fare lunedì?", null],
  ["dovrei comprare il latte", null],
  ["dovrei prendere l'autobus o la metro per arrivare in centro?", null],
  ["che ore sono a New York adesso?", null],
  ["domani vado a correre con Marta", null],
  ["oggi sono un po' stanca ma contenta", null],
  ["quale esercizio di respirazione mi consigli?", null],
  ["come dovrei preparare la valigia per il weekend?", null],
  ["ho finito il libro che mi avevi consigliato", null],
  ["sabato vado a cena dai miei", null],
  ["mi sento un po' giù oggi", null],
  ["stasera guardo un film e vado a letto presto", null],
  ["ho parlato con il capo e mi ha dato due giorni in più", null],
  ["dovrei chiamare il dentista per l'appuntamento", null],
  ["quando dovrei iniziare a studiare per l'esame di giugno?", null],
  ["sono in ansia per il colloquio di domani", null],
  ["ho litigato con mia sorella ieri sera", null],
  ["devo finire la relazione entro venerdì", null],
  ["mi piacerebbe imparare a meditare", null],
  ["ciao, come funziona il diario dei pensieri?", null],
  ["secondo te dovrei portare l'ombrello?", null],
  ["oggi è andata bene al lavoro", null],
];

const EN: Array<[string, DistortionId | null]> = [
  // all-or-nothing
  ["if I don't get an A there's no point even trying", "all_or_nothing"],
  ["either I do it perfectly or I'm a total failure", "all_or_nothing"],
  ["I ate one cookie so the diet's completely ruined", "all_or_nothing"],
  // overgeneralisation
  ["this always happens to me", "overgeneralisation"],
  ["nobody ever texts me back lol", "overgeneralisation"],
  ["every time I try something new I mess it up", "overgeneralisation"],
  // catastrophising
  ["if I fail this exam my whole life is ruined", "catastrophising"],
  ["my chest hurts, what if it's a heart attack", "catastrophising"],
  ["if they see the mistake it'll be a total nightmare, I'll lose everything", "catastrophising"],
  // mind reading
  ["they must think I'm an idiot", "mind_reading"],
  ["she didn't reply so she's probably sick of me", "mind_reading"],
  ["everyone at the party was judging me, I could tell", "mind_reading"],
  // fortune telling
  ["it's gonna go badly anyway", "fortune_telling"],
  ["I'm never gonna pass my driving test", "fortune_telling"],
  ["the interview will be a disaster, I just know it", "fortune_telling"],
  // should statements
  ["I should've known better", "should_statements"],
  ["I shouldn't feel this way, other people have it worse", "should_statements"],
  ["at my age I should already have my life together", "should_statements"],
  // labelling
  ["I'm such a loser", "labelling"],
  ["ugh im so stupid", "labelling"],
  ["what an idiot I am, I forgot her birthday", "labelling"],
  // personalisation
  ["my parents split up and it's my fault", "personalisation"],
  ["the team lost because of me", "personalisation"],
  ["my friend's in a bad mood, I must have done something", "personalisation"],
  // emotional reasoning
  ["I feel stupid so I am", "emotional_reasoning"],
  ["I feel like a fraud so it means I'm not good enough", "emotional_reasoning"],
  ["I feel guilty so it means I did something wrong", "emotional_reasoning"],
  // mental filter
  ["the review was mostly great but all I can think about is the one criticism", "mental_filter"],
  ["I only remember the bad stuff from the trip", "mental_filter"],
  ["the whole day was ruined by one stupid comment", "mental_filter"],
  // disqualifying the positive
  ["I got the job but it was just luck", "disqualifying_the_positive"],
  ["they said my talk was good but they're just being nice", "disqualifying_the_positive"],
  ["I passed but anyone could've done it", "disqualifying_the_positive"],
  // none
  ["should I take the bus?", null],
  ["what should I do on Monday?", null],
  ["I should buy milk on the way home", null],
  ["what time is it in Rome?", null],
  ["I'm going for a run with Sam tomorrow", null],
  ["feeling a bit tired today but ok", null],
  ["which breathing exercise do you recommend?", null],
  ["how should I pack for the weekend?", null],
  ["I finished the book you suggested", null],
  ["we're having dinner at my parents' on Saturday", null],
  ["I'm a bit down today", null],
  ["tonight I'll watch a movie and go to bed early", null],
  ["my boss gave me two more days for the report", null],
  ["I should call the dentist to book an appointment", null],
  ["when should I start studying for the June exam?", null],
  ["I'm nervous about tomorrow's interview", null],
  ["I had a fight with my sister last night", null],
  ["I need to finish the report by Friday", null],
  ["I'd like to learn to meditate", null],
  ["hi, how does the thought record work?", null],
  ["do you think I should bring an umbrella?", null],
  ["work went well today", null],
];

export const DISTORTION_ITEMS: readonly DistortionItem[] = [
  ...IT.map(([text, expected]) => ({ locale: "it" as const, text, expected })),
  ...EN.map(([text, expected]) => ({ locale: "en" as const, text, expected })),
];
