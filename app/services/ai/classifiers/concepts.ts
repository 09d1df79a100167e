/**
 * Concept classes for the companion's classifiers (issue 26 item 3; decision record 0045):
 * words grouped by what they mean for a reader of crisis messages (a means, a time that is
 * close, a farewell, another person, the body in an emergency…), in Italian and English.
 *
 * Why: the corpus teaches the models the words it holds; a person in crisis names the medicine
 * in their cupboard, the bridge in their town or the friend who wrote to them, words no corpus
 * can list. A class turns "morfina", "sertralina" or "sleeping pills" into one feature the model
 * has seen many times ("means: medicine"), and pairs of classes in one message ("means" with
 * "a close time") carry the conjunction a linear model cannot form on its own (the
 * warning-sign groups of the Columbia Suicide Severity Rating Scale and of the WHO's
 * "Preventing suicide" resource series: ideation, method, timing, preparation, others at risk).
 *
 * Words are matched after the safety gate's normalisation (no accents, lower case, chat
 * abbreviations spelled out). An entry is a word prefix ("pastigl" matches "pastiglie"), an
 * exact word when it ends in "=" ("od="), or a phrase when it holds a space ("per sempre").
 * The classes were chosen with the dev split only, never the test split (decision record 0046).
 */

// prettier-ignore
export const CONCEPTS = {
  death: [
    "mori", "mort", "muoi", "muor", "crepa", "suicid", "ammazz", "uccid", "farla finita", "finirla", "togliermi la vita",
    "die=", "dies=", "died=", "dying", "dead=", "death", "kill", "kms=", "unalive", "end it", "end my life", "ending it", "off myself",
  ],
  living: ["vivere", "vita=", "vivo=", "esist", "respirar", "live=", "living", "alive", "life=", "exist", "breathing"],
  vanish: [
    "sparir", "scompar", "andarmene", "non svegliarmi", "addorment", "raggiunger", "dormire per sempre", "smettere di",
    "disappear", "vanish", "not wake", "never wake", "sleep forever", "be gone", "join her", "join him", "stop existing",
  ],
  final: [
    "per sempre", "mai piu", "ultim", "definitiv", "sola andata", "fine=", "finito", "finita", "basta=",
    "forever", "never again", "last=", "final", "one way", "the end", "over=", "no more",
  ],
  soon: [
    "stanotte", "stasera", "domani", "oggi", "adesso", "subito", "fra poco", "tra poco", "fra un", "tra un", "ore=", "lunedi", "martedi",
    "mercoledi", "giovedi", "venerdi", "sabato", "domenica", "weekend", "data=",
    "tonight", "tomorrow", "today", "right now", "now=", "soon", "hours", "monday", "tuesday", "wednesday", "thursday", "friday",
    "saturday", "sunday", "date=", "this week",
  ],
  pills: [
    "pastigl", "pillol", "compress", "farmac", "medicin", "gocce", "flacon", "boccett", "scatol", "psicofarm", "sonnifer", "antidepress",
    "sertralin", "paroxetin", "lexotan", "xanax", "tavor", "en=", "tachipirin", "paracetam", "morfin", "insulin", "oppi", "metadon", "fentan",
    "pill", "tablet", "meds=", "medication", "overdos", "od=", "paracetamol", "tylenol", "ibuprofen", "advil", "sleeping", "bottle", "opioid",
    "mg=", "milligram", "dose", "dosi",
  ],
  height: [
    "ponte", "balcon", "tetto", "terrazz", "piano=", "finestr", "binari", "treno", "scoglier", "dirupo", "viadott", "cavalcavia", "guardrail",
    "parapett", "buttarmi", "butto=", "lanciarmi", "saltare", "salto=", "scavalc", "precipiz", "altezz", "traghett",
    "bridge", "roof", "balcon", "ledge", "cliff", "tracks", "train", "jump", "floor", "storey", "story=", "height", "rooftop", "railing", "overpass",
  ],
  weapon: [
    "corda", "cappio", "lamett", "rasoio", "coltell", "pistol", "fucil", "arma=", "armi=", "veleno", "candeggin", "gas=", "nitrit", "cintura",
    "mazza", "sparar", "muletto",
    "rope", "noose", "blade", "razor", "knife", "knives", "gun", "rifle", "shotgun", "weapon", "poison", "bleach", "belt", "bat=", "shoot",
    "stab", "ammo", "bullet",
  ],
  amount: ["quant", "basta=", "bastano", "letal", "mortal", "abbastanza", "how much", "how many", "enough", "lethal", "fatal", "deadly"],
  preparing: [
    "regal", "lettera", "letter", "testament", "lasciato", "lascio", "salutat", "saluto", "affidat", "sistemat", "sistemare", "in ordine",
    "password", "account", "cancellat", "donat", "bigliett", "addio", "perdonatemi", "scusatemi", "funeral", "assicuraz", "polizz",
    "gave away", "giving away", "give away", "note=", "will=", "goodbye", "farewell", "said bye", "in order", "sorted out", "forgive me",
    "insurance", "policy", "tidied", "cleared out", "deleted",
  ],
  harmSelf: [
    "tagli", "brucia", "bruciatur", "ferit", "sangue", "cicatric", "segni=", "graffi", "farmi male", "mi faccio male", "punir", "temperin",
    "cut=", "cuts=", "cutting", "burn", "blood", "scar", "scratch", "hurt myself", "hurting myself", "punish", "self harm", "relapse", "sh=",
  ],
  someone: [
    "mio=", "mia=", "amico", "amica", "fratell", "sorell", "madre", "mamma", "padre", "papa=", "figli", "marito", "moglie", "compagn",
    "ragazzo", "ragazza", "collega", "coinquilin", "zio=", "zia=", "nonn", "alunn", "student", "lui=", "lei=", "vicin",
    "friend", "brother", "sister", "mom=", "mum=", "mother", "dad=", "father", "son=", "daughter", "husband", "wife", "partner",
    "boyfriend", "girlfriend", "roommate", "coworker", "colleague", "he=", "she=", "his=", "her=", "him=", "neighbou", "pupil", "kid=",
  ],
  theyRisk: [
    "si ammazza", "si uccide", "si butta", "si taglia", "vuole morire", "vuole farla", "ha detto che", "ha scritto", "mi ha scritto",
    "storia su", "ha postato", "non risponde", "telefono spento", "nessuno fa",
    "kill himself", "kill herself", "kill themselves", "he said", "she said", "texted me", "posted", "not answering", "phone is off",
    "wont answer", "cuts herself", "cuts himself",
  ],
  hurtOthers: [
    "ammazzo", "uccido", "faccio fuori", "strangol", "gliela faccio", "me la paga", "la pagher", "vendett", "spacco", "massacr", "sparo",
    "kill him", "kill her", "kill them", "stab", "strangle", "make them pay", "revenge", "hurt him", "hurt her", "hurt them", "beat him",
    "smash", "snap=", "lose it",
  ],
  abuse: [
    "picchia", "botte", "schiaff", "livid", "spinto", "spinge", "strattona", "minaccia", "controlla", "mi tira", "mi chiude", "lega=",
    "abus", "violen", "toccat", "tocca=", "stupr", "mi stringe", "sbattut", "labbro",
    "beats me", "hits me", "hit me", "slapped", "bruise", "choked", "threaten", "controls", "locked me", "tied", "touches me", "touched me",
    "abuse", "violent", "raped", "grabbed", "shoved", "pushed me",
  ],
  body: [
    "petto", "torace", "respir", "fiato", "svengo", "svenir", "cuore", "infarto", "battito", "formicol", "vertig", "nausea", "sudo", "sudat",
    "braccio sinistro", "ambulanz", "118=", "112=", "incoscient", "non si sveglia", "a terra", "convulsion", "soffoc", "sangue",
    "chest", "breath", "breathe", "faint", "pass out", "passing out", "heart", "pulse", "tingling", "dizzy", "numb", "ambulance",
    "911=", "999=", "unconscious", "wont wake", "on the floor", "seizure", "choking", "sweating",
  ],
  panic: ["panic", "attacco", "attack", "tremo", "tremando", "shaking", "iperventil", "hyperventil", "sto impazzendo", "going crazy", "morendo", "dying="],
  hopeless: [
    "inutil", "senza senso", "nessun senso", "speranz", "peso=", "zavorra", "fallit", "fallimento", "stanco di", "stanca di", "non ce la faccio",
    "non merito", "meglio senza", "meglio morto", "meglio morta",
    "burden", "pointless", "hopeless", "useless", "worthless", "meaningless", "tired of", "cant go on", "cant do this", "better off",
    "dont deserve", "no reason", "no point",
  ],
  joke: ["lol", "ahah", "haha", "scherz", "battuta", "figurat", "xd=", "lmao", "rofl", "jk=", "joke", "joking", "kidding", "morto dal ridere", "dead="],
  past: [
    "anni fa", "tempo fa", "una volta", "da piccol", "prima=", "ero=", "avevo", "guarit", "terapia", "ne sono uscit",
    "years ago", "used to", "when i was", "back then", "was=", "had=", "recovered", "therapy", "clean for", "since=",
  ],
  fiction: [
    "libro", "film", "serie", "episod", "personagg", "romanzo", "notizia", "giornale", "tg=", "videogioc", "canzone", "gioco", "podcast", "documentar",
    "book", "movie", "show=", "episode", "character", "novel", "news", "article", "game", "song", "podcast", "documentary", "season",
  ],
  negation: ["non=", "no=", "mai=", "niente", "nessuno", "not=", "never", "nothing", "nobody", "dont", "didnt", "wont", "cant"],
  question: ["come=", "cosa=", "perche", "quale", "how=", "what=", "why=", "which", "should"],
} as const;

export type Concept = keyof typeof CONCEPTS;

interface Matchers {
  /** prefixes indexed by their first three letters (every prefix has at least three) */
  prefixes: Map<string, [string, Concept][]>;
  exact: Map<string, Concept[]>;
  phrases: [string, Concept][];
}

let matchers: Matchers | null = null;

function build(): Matchers {
  const built: Matchers = { prefixes: new Map(), exact: new Map(), phrases: [] };
  for (const [concept, entries] of Object.entries(CONCEPTS) as [Concept, readonly string[]][]) {
    for (const entry of entries) {
      if (entry.includes(" ")) built.phrases.push([` ${entry} `, concept]);
      else if (entry.endsWith("=")) {
        const word = entry.slice(0, -1);
        built.exact.set(word, [...(built.exact.get(word) ?? []), concept]);
      } else {
        if (entry.length < 3) throw new Error(`concepts.ts: prefix "${entry}" is shorter than three letters`);
        const key = entry.slice(0, 3);
        built.prefixes.set(key, [...(built.prefixes.get(key) ?? []), [entry, concept]]);
      }
    }
  }
  return built;
}

/**
 * The concept classes present in `words` (a normalised message split into words), each once,
 * in the order of {@link CONCEPTS}. Pure; about 20 µs for a long message.
 */
export function conceptsOf(words: readonly string[]): Concept[] {
  matchers ??= build();
  const found = new Set<Concept>();
  for (const word of words) {
    for (const concept of matchers.exact.get(word) ?? []) found.add(concept);
    for (const [prefix, concept] of matchers.prefixes.get(word.slice(0, 3)) ?? []) if (word.startsWith(prefix)) found.add(concept);
  }
  const padded = ` ${words.join(" ")} `;
  for (const [phrase, concept] of matchers.phrases) if (padded.includes(phrase)) found.add(concept);
  return (Object.keys(CONCEPTS) as Concept[]).filter((concept) => found.has(concept));
}
