/**
 * "Generate perspective" on a reflection (spec §2 /reflections, §3 "Reflection"): a kinder, new way
 * of looking at what the person wrote. The embedded engine's answer is a cognitive-behavioural
 * reframe (Beck 1976; Burns 1980) of the thinking patterns the engine finds in the text
 * (`analyseMessage`), in compassionate words, never a diagnosis (decision record 0024). A
 * configured model gets {@link perspectiveInstructions} through `runAiRequest`
 * (ai-request.server.ts), with this answer as its fallback.
 *
 * Pure and deterministic: same text, language and category → same perspective.
 */
import type { ReflectionCategoryId } from "~/content/reflections";
import { analyseMessage } from "./engine";
import { DISTORTION_PRIORITY } from "./engine/ids";
import type { DistortionId, Locale } from "./types";

/** At most this many patterns are reframed in one perspective, the most specific first (DISTORTION_PRIORITY). */
export const MAX_REFRAMES = 2;

type Lines<K extends string> = Record<Locale, Record<K, string>>;

/** One compassionate reframe per thinking pattern: what the pattern does, then a fairer view. */
export const REFRAMES: Lines<DistortionId> = {
  it: {
    all_or_nothing:
      "Alcune frasi guardano le cose in bianco e nero. Tra «perfetto» e «fallimento» c'è molto spazio, ed è lì che di solito si trova quello che è successo davvero: le parti andate bene accanto a quelle difficili.",
    overgeneralisation:
      "Quando un episodio diventa «sempre» o «mai», un momento doloroso si allarga a tutta la storia. Questa volta è andata così; non decide come andranno tutte le altre.",
    catastrophising:
      "La mente corre verso lo scenario peggiore, ed è comprensibile quando qualcosa conta. Il peggio è una delle possibilità, non la più probabile; e anche davanti a qualcosa di difficile, hai già attraversato momenti duri.",
    mind_reading:
      "Sembri sapere che cosa pensano gli altri di te. Nessuno può leggere nella mente: spesso le persone sono prese dai loro pensieri, e quello che immagini potrebbe essere più duro di ciò che pensano davvero.",
    fortune_telling:
      "Stai prevedendo come andrà a finire. Il futuro non è ancora scritto, e una previsione fatta mentre ci sentiamo giù tende a essere più cupa di ciò che poi accade.",
    should_statements:
      "Compaiono dei «dovrei». Le regole rigide su come dovremmo essere portano più senso di colpa che aiuto. Prova a trasformare un «dovrei» in un «mi piacerebbe»: il desiderio resta, la pressione cala.",
    labelling:
      "Ti dai un'etichetta dura. Un'etichetta riassume una persona intera in una parola, ma tu sei molto più di un momento o di un errore: hai fatto qualcosa che non ti è piaciuto, e questo non definisce chi sei.",
    personalisation:
      "Ti prendi tutta la colpa. Di solito ciò che succede ha molte cause, e solo alcune dipendono da te: riconoscere la tua parte è giusto, caricarti anche quella degli altri no.",
    emotional_reasoning:
      "Quello che senti è reale e merita rispetto. Un'emozione però non è una prova: sentirsi un fallimento non significa esserlo, e sentire che andrà male non lo fa andare male.",
    mental_filter:
      "Lo sguardo si ferma su ciò che non va e lascia in ombra il resto. Non si tratta di negare il difficile, ma di rimettere nel quadro anche le cose che sono andate bene.",
    disqualifying_the_positive:
      "Le cose belle che hai fatto sembrano non contare, come se fossero fortuna. Meritano lo stesso peso che dai agli errori: anche loro parlano di te.",
  },
  en: {
    all_or_nothing:
      "Some of what you wrote sees things in black and white. There is a lot of room between “perfect” and “failure”, and that is usually where what really happened lives: the parts that went well next to the hard ones.",
    overgeneralisation:
      "When one event becomes “always” or “never”, a painful moment spreads over the whole story. This time went this way; it does not decide how every other time will go.",
    catastrophising:
      "Your mind runs to the worst case, which is understandable when something matters. The worst is one possibility, not the most likely one; and even when things are hard, you have got through hard moments before.",
    mind_reading:
      "You seem to know what others think of you. Nobody can read minds: people are often caught up in their own thoughts, and what you imagine may be harsher than what they actually think.",
    fortune_telling:
      "You are predicting how things will turn out. The future is not written yet, and a forecast made while we feel low tends to be gloomier than what actually happens.",
    should_statements:
      "Some “shoulds” appear. Rigid rules about how we ought to be bring more guilt than help. Try turning one “should” into “I would like to”: the wish stays, the pressure eases.",
    labelling:
      "You give yourself a harsh label. A label sums up a whole person in one word, but you are much more than one moment or one mistake: you did something you did not like, and that does not define who you are.",
    personalisation:
      "You take all the blame on yourself. What happens usually has many causes, and only some of them are yours: owning your part is fair, carrying everyone else's is not.",
    emotional_reasoning:
      "What you feel is real and deserves respect. A feeling is not evidence, though: feeling like a failure does not make you one, and feeling that it will go wrong does not make it go wrong.",
    mental_filter:
      "Your attention settles on what went wrong and leaves the rest in the shade. The point is not to deny the hard part, but to put the things that went well back in the picture.",
    disqualifying_the_positive:
      "The good things you did seem not to count, as if they were luck. They deserve the same weight you give your mistakes: they are about you too.",
  },
};

const OPENING: Record<Locale, { reframe: string; plain: string }> = {
  it: {
    reframe: "Grazie per aver dedicato un momento a scrivere. Ecco un altro modo, più gentile, di guardare qualche pensiero.",
    plain:
      "Grazie per aver dedicato un momento a scrivere. Quello che hai scritto merita attenzione e rispetto: metterlo in parole è già un modo di prenderti cura di te.",
  },
  en: {
    reframe: "Thank you for taking a moment to write this down. Here is another, kinder way of looking at some of these thoughts.",
    plain:
      "Thank you for taking a moment to write this down. What you wrote deserves attention and respect: putting it into words is already a way of looking after yourself.",
  },
};

/** One closing invitation per category, with the perspective's only question. */
export const CLOSINGS: Lines<ReflectionCategoryId> = {
  it: {
    gratitude: "Che cosa ti dice, quello che hai scritto, su ciò che conta per te?",
    resilience: "Quale delle risorse che hai già usato potresti portare con te nei prossimi giorni?",
    "self-awareness": "Di che cosa avresti bisogno adesso, se ascoltassi questa emozione con gentilezza?",
    "self-esteem": "Che cosa diresti a un amico che avesse scritto queste stesse parole?",
    "self-compassion": "Quale frase gentile potresti dirti oggi, come la diresti a qualcuno a cui vuoi bene?",
    mindfulness: "Se ti va, fai tre respiri lenti: che cosa noti, adesso?",
    growth: "Qual è un piccolo passo, alla tua portata, che va in questa direzione?",
    connection: "C'è un piccolo gesto con cui potresti far sentire a questa persona che conta per te?",
    flow: "Come potresti fare un po' di spazio, questa settimana, per un momento così?",
  },
  en: {
    gratitude: "What does what you wrote tell you about what matters to you?",
    resilience: "Which of the strengths you have already used could you take with you into the next few days?",
    "self-awareness": "What would you need right now, if you listened to this feeling kindly?",
    "self-esteem": "What would you say to a friend who had written these same words?",
    "self-compassion": "Which kind sentence could you say to yourself today, the way you would say it to someone you love?",
    mindfulness: "If you like, take three slow breaths: what do you notice now?",
    growth: "What is one small step within reach that goes in this direction?",
    connection: "Is there a small gesture that could show this person they matter to you?",
    flow: "How could you make a little room this week for a moment like that?",
  },
};

/** A perspective and the thinking patterns it reframes (most specific first; empty when none was found). */
export interface Perspective {
  text: string;
  reframed: DistortionId[];
}

/**
 * The embedded engine's perspective on `text` (a reflection answering a prompt of `category`) in
 * `locale`: a thank-you, a compassionate reframe of up to {@link MAX_REFRAMES} thinking patterns
 * found in the text (or, when none is found, a word of recognition), and one closing question
 * that fits the category. Never names a condition and never gives advice on medication.
 */
export function enginePerspective(text: string, locale: Locale, category: ReflectionCategoryId): Perspective {
  const found = new Set(analyseMessage(text, locale).distortions);
  const reframed = DISTORTION_PRIORITY.filter((id) => found.has(id)).slice(0, MAX_REFRAMES);
  const opening = reframed.length > 0 ? OPENING[locale].reframe : OPENING[locale].plain;
  const parts = [opening, ...reframed.map((id) => REFRAMES[locale][id]), CLOSINGS[locale][category]];
  return { text: parts.join("\n\n"), reframed };
}

/**
 * What a language model is asked to do with a reflection (appended to the companion's system
 * prompt by `runAiRequest`), in the person's language. The output check then holds it to no
 * diagnosis, no medication advice, one question and 900 characters (output-check.ts).
 */
export function perspectiveInstructions(locale: Locale, promptText: string): string {
  return locale === "it"
    ? `La persona ha scritto una riflessione personale in risposta alla domanda: «${promptText}». Offrile una prospettiva nuova e più gentile su ciò che ha scritto: riconosci con calore quello che vive; se noti un pensiero distorto (tutto o niente, generalizzazione, catastrofismo, lettura del pensiero, previsioni negative, «dovrei», etichette, colpa, ragionamento emotivo, filtro mentale, sminuire il positivo), riformulalo con compassione in modo più equilibrato, senza nominarlo come un difetto. Niente diagnosi, niente farmaci. Al massimo 5 frasi e una sola domanda finale. Rispondi in italiano.`
    : `The person wrote a personal reflection answering the prompt: “${promptText}”. Offer them a new, kinder perspective on what they wrote: warmly acknowledge what they are going through; if you notice a distorted thought (all-or-nothing, overgeneralising, catastrophising, mind reading, fortune telling, "should" statements, labelling, self-blame, emotional reasoning, mental filter, disqualifying the positive), reframe it with compassion into a more balanced view, without calling it a flaw. No diagnosis, no medication. At most 5 sentences and a single closing question. Answer in English.`;
}
