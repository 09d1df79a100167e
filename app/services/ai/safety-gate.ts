/**
 * The crisis safety gate (DESIGN.md "The AI companion").
 *
 * Runs on the server before any AI provider sees a user's message. When it flags a message the
 * caller answers with the fixed text from `crisis-reply.ts`, never forwards the message to a
 * model and never counts it against the daily quota.
 *
 * How a message is assessed:
 *  1. normalise: Unicode NFKD, accents and other marks stripped, lower case, zero-width
 *     characters removed, a few Cyrillic/Greek look-alike letters mapped to Latin, typographic
 *     apostrophes unified, English contractions folded ("don't" -> "dont", "i'm" -> "im"), light
 *     leetspeak inside words ("k1ll", "su1c1de"), letters repeated 3+ times collapsed ("dieeee"),
 *     chat abbreviations expanded ("nn" -> "non", "x" -> "per", "wanna" -> "want to"), sentence
 *     punctuation kept as a clause marker " . " so that patterns never bridge two sentences;
 *  2. fuzzy tokens: a word of 5+ letters within Damerau-Levenshtein distance 1 of a key crisis
 *     word of 6+ letters ("ucidermi", "sucidarmi", "ammazarmi", "myslef", "suicde"; a "*" in a
 *     censored word matches any letter: "s*icide") is replaced by that key word. Close real words
 *     that would change the meaning ("ucciderti", "dormire", "tagliarla") are protected;
 *  3. idiom allow-list: known harmless phrases are cut out before matching ("ammazzare il tempo",
 *     "morire dal ridere", "da morire", "muoio di fame", "die of embarrassment", "cross my heart
 *     and hope to die", "shoot myself in the foot", "killing myself at work"...);
 *  4. rules: regular expressions over the normalised text, Italian and English always both
 *     checked (people code-switch), first match wins. A few rules are "negatable": they are
 *     skipped when a negation directly precedes them ("non voglio morire", "I would never kill
 *     myself", "I'm not suicidal"); every other clause of the message is still checked, so "non
 *     voglio morire ma non ce la faccio più" is flagged;
 *  5. despair + death combination: a hopelessness phrase ("non ce la faccio più", "I can't take
 *     it anymore") is flagged only when the message also speaks of dying, death, not waking up,
 *     disappearing or saying goodbye.
 *
 * Where the rules come from: the warning signs and indirect phrasings listed in the WHO
 * "Preventing suicide" resources and the Samaritans safe messaging guidelines (talking about
 * wanting to die, being a burden, having no reason to live, feeling trapped, saying goodbye,
 * giving things away), the Columbia Suicide Severity Rating Scale (C-SSRS) ladder (wish to be
 * dead, non-specific active thoughts, method, intent, plan, preparatory behaviour such as saving
 * pills or writing a goodbye letter), and Joiner's interpersonal theory (perceived
 * burdensomeness: "everyone would be better off without me").
 *
 * Judgement calls (false positives are preferred to false negatives):
 *  - flagged: hyperbole with explicit self-killing words ("se non passo l'esame mi ammazzo",
 *    "I'd rather die than go"), self-harm, plans and means, passive death wishes, burdensomeness,
 *    farewells; someone else at present risk ("my friend wants to kill herself", "mia figlia si
 *    taglia"), because the hotlines are the right answer for the person writing too; abuse and
 *    imminent danger ("mi picchia", "someone is threatening to kill me", "I was raped"); and
 *    explicit intent to harm other people in general ("I want to hurt someone", "voglio fare una
 *    strage"), because 112/911 is the right first answer there as well;
 *  - not flagged: idioms ("muoio di fame", "this job is killing me", "I killed it"), games,
 *    cooking, news and history, other people's past deaths ("the poet killed herself in 1932"),
 *    topic mentions ("a film about suicide", "suicide prevention"), anger hyperbole aimed at a
 *    named person ("I'm going to kill my brother", "voglio ucciderlo"), fear of dying in panic
 *    ("ho paura di morire", "I feel like I'm going to die"), and a bare "non ce la faccio più" /
 *    "I can't take it anymore" with no mention of death or living (the companion answers those);
 *  - negation: a negated wish to die or a negated act ("non voglio morire", "I don't want to
 *    die", "I would never kill myself", "non mi ucciderei mai", "I'm not suicidal") is not flagged
 *    on its own; "I don't want to kill myself" / "non mi voglio uccidere" is (the act is a live
 *    thought), and so are "non voglio più vivere" / "I don't want to live anymore";
 *  - the gate reads one message: context-only phrases ("ho già deciso come e quando", "I've
 *    decided how I'm going to do it") are not flagged; a caller may pass recent turns joined;
 *  - an internal error returns `{ crisis: true, rule: "error.fail_safe" }`: a caring fixed reply
 *    is the safe way to fail.
 *
 * Privacy: the assessment returns only a rule id; callers must never log the message text.
 */

/** Result of {@link assessMessage}. */
export interface SafetyAssessment {
  crisis: boolean;
  /** stable id of the rule that matched, for tests/metrics; never log the message text */
  rule: string | null;
}

interface Rule {
  /** Stable id: "<lang>.<family>", e.g. "it.death_wish". */
  id: string;
  re: RegExp;
  /** Skip a match directly preceded by a negation ("non", "not", "never", "don't"). */
  negatable?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Normalisation
// ---------------------------------------------------------------------------------------------

const ZERO_WIDTH = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/g;
const MARKS = /\p{M}+/gu;

/** Cyrillic and Greek letters that look like Latin ones (used to dodge filters). */
const HOMOGLYPHS: Record<string, string> = {
  а: "a", е: "e", о: "o", р: "p", с: "c", у: "y", х: "x", і: "i", ј: "j", ѕ: "s", к: "k",
  ο: "o", α: "a", ι: "i", κ: "k", ν: "v", ρ: "p", ε: "e",
};
const HOMOGLYPH_RE = /[аеорсухіјѕкοαικνρε]/g;

const LEET: Record<string, string> = {
  "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s", "!": "i",
};

/** Whole-token rewrites of chat abbreviations (applied after tokenising). */
const TOKEN_MAP: Record<string, string> = {
  nn: "non",
  "2": "to",
  x: "per",
  xke: "perche",
  xche: "perche",
  perke: "perche",
  cmq: "comunque",
  ke: "che",
  tt: "tutti",
  sn: "sono",
  wanna: "want to",
  gonna: "going to",
  gotta: "got to",
  kinda: "kind of",
  tryna: "trying to",
  imma: "im going to",
  ima: "im going to",
  u: "you",
  ur: "your",
  rn: "right now",
  cuz: "because",
  bc: "because",
  idk: "i dont know",
};

/** Phrase rewrites applied to the joined token string. */
const PHRASE_MAP: [RegExp, string][] = [
  [/\bmy self\b/g, "myself"],
  [/\bme self\b/g, "myself"],
  [/\bany more\b/g, "anymore"],
  [/\bno one\b/g, "noone"],
  [/\bno body\b/g, "nobody"],
  [/\bcan not\b/g, "cannot"],
  [/\bi m\b/g, "im"],
  [/\bi ve\b/g, "ive"],
  [/\bi d\b/g, "id"],
  [/\bi ll\b/g, "ill"],
  [/\bdon t\b/g, "dont"],
  [/\bc la faccio\b/g, "ce la faccio"],
];

/** Normalises free text for matching (see the module comment, step 1 and 2). */
function normalise(input: string): string {
  let s = input.replace(ZERO_WIDTH, "");
  s = s.toLowerCase().normalize("NFKD").replace(MARKS, "");
  s = s.replace(HOMOGLYPH_RE, (c) => HOMOGLYPHS[c] ?? c);
  // typographic apostrophes and the accent-as-apostrophe habit ("piu'", "piu`")
  s = s.replace(/[\u2018\u2019\u201b\u2032\u00b4`]/g, "'");
  // English contractions: "don't" -> "dont", "i'm" -> "im", "it's" -> "its"
  s = s.replace(/([a-z])'(t|m|s|re|ve|ll|d)(?![a-z])/g, "$1$2");
  // apostrophe before a letter is an Italian elision ("d'addio", "l'ho"): a word break
  s = s.replace(/'(?=[a-z])/g, " ");
  s = s.replace(/'/g, "");
  // "+" alone means "più" in Italian chat ("non voglio + vivere")
  s = s.replace(/(^|\s)\+(?=\s|$)/g, "$1 piu ");
  // ellipses are pauses inside a sentence, not clause breaks
  s = s.replace(/\.{2,}/g, " ");
  // leetspeak only inside tokens that mix letters and digits/symbols
  s = s.replace(/[a-z0-9@$!*]+/g, (tok) => {
    let t = tok.replace(/!+$/, "");
    const bang = t.length < tok.length ? " . " : "";
    if (/[a-z]/.test(t) && /[0-9@$!]/.test(t)) {
      t = t.replace(/[0-9@$!]/g, (c) => LEET[c] ?? c);
    }
    return t + bang;
  });
  // letters repeated three or more times: "dieeee" -> "die", "piuuu" -> "piu"
  s = s.replace(/([a-z])\1{2,}/g, "$1");
  // clause separators
  s = s.replace(/[.!?;\n\r\u2029\u2028]+/g, " . ");
  // everything else that is not a letter, digit, "*" (censoring) or clause marker is a space
  s = s.replace(/[^a-z0-9*. ]+/g, " ");

  const raw = s.split(" ");
  const out: string[] = [];
  let singles: string[] = [];
  const flushSingles = (): void => {
    // "k i l l m y s e l f": four or more single letters in a row are one spelled-out word
    if (singles.length >= 4) out.push(singles.join(""));
    else out.push(...singles);
    singles = [];
  };
  for (let tok of raw) {
    if (tok === "") continue;
    tok = tok.replace(/^\*+|\*+$/g, "");
    if (tok === "" || tok === "*") continue;
    if (tok.length === 1 && tok >= "a" && tok <= "z") {
      singles.push(tok);
      continue;
    }
    if (singles.length > 0) flushSingles();
    if (tok === "." && out[out.length - 1] === ".") continue;
    const mapped = TOKEN_MAP[tok];
    if (mapped !== undefined) {
      out.push(mapped);
      continue;
    }
    out.push(fuzzyCanonical(tok));
  }
  if (singles.length > 0) flushSingles();
  // single-letter tokens that were not part of a spelled-out word still go through the map
  let joined = out.map((t) => (t.length === 1 ? (TOKEN_MAP[t] ?? t) : t)).join(" ");
  for (const [re, to] of PHRASE_MAP) joined = joined.replace(re, to);
  return joined;
}

// ---------------------------------------------------------------------------------------------
// Fuzzy key words (Damerau-Levenshtein distance <= 1)
// ---------------------------------------------------------------------------------------------

/** Key crisis words (6+ letters) whose misspellings are corrected before matching. */
const FUZZY_KEYS = [
  // Italian
  "suicidarmi", "suicidarsi", "suicidio", "suicida", "suicidi", "suicidare", "uccidermi",
  "uccidersi", "ammazzarmi", "ammazzarsi", "impiccarmi", "tagliarmi", "togliermi", "svegliarmi",
  "risvegliarmi", "addormentarmi", "avvelenarmi", "spararmi", "morire", "vivere", "uccidere",
  "ammazzare", "autolesionismo", "pastiglie", "pillole",
  // English
  "suicide", "suicidal", "myself", "overdose", "unalive", "disappear", "anymore", "without",
  "wrists", "everyone", "everybody", "better",
];
const FUZZY_KEY_SET = new Set(FUZZY_KEYS);

/**
 * Real words one edit away from a key word whose meaning differs: never "corrected".
 * Italian clitic forms of the key verbs ("ucciderti", "tagliarla") are added below.
 */
const PROTECTED = new Set([
  // Italian
  "dormire", "morite", "morira", "moriro", "morirei", "morirai", "morir", "vivete", "viveri",
  "uccide", "uccidi", "uccidete", "ucciderei", "uccidera", "ammazza", "ammazzate", "ammazzati",
  "suicido", "suicidato", "suicidata", "pastiglia", "pillola", "sveglia",
  // English
  "bitter", "batter", "butter", "letter", "setter", "getter", "bettor", "beater", "anyone",
  "disappears", "overdosed", "overdoses", "suicides", "wrist",
]);
for (const key of FUZZY_KEYS) {
  if (key.endsWith("mi")) {
    const stem = key.slice(0, -2);
    for (const clitic of ["ti", "si", "lo", "la", "li", "le", "ci", "vi", "ne"]) {
      if (!FUZZY_KEY_SET.has(stem + clitic)) PROTECTED.add(stem + clitic);
    }
    // imperative "ammazzami", "svegliami" ("kill me", "wake me up") is not "ammazzarmi"
    if (key.endsWith("rmi")) PROTECTED.add(key.slice(0, -3) + "mi");
  }
}

/** Squeezes double letters: "ammazzarmi" -> "amazarmi" (Italian double-consonant typos). */
function squeeze(s: string): string {
  return s.replace(/([a-z])\1+/g, "$1");
}

/**
 * Optimal-string-alignment Damerau-Levenshtein distance between `a` (a user's token; "*"
 * matches any letter) and `b` (a key word), capped: returns 0, 1 or 2 (meaning "more than 1").
 * Linear time.
 */
function editDistanceUpTo1(a: string, b: string): 0 | 1 | 2 {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return 2;
  const same = (x: string, y: string): boolean => x === y || x === "*";
  let i = 0;
  while (i < la && i < lb && same(a[i], b[i])) i++;
  if (i === la && i === lb) return 0;
  return withinOneAfter(a, b, i, same) ? 1 : 2;
}

function withinOneAfter(
  a: string,
  b: string,
  i: number,
  same: (x: string, y: string) => boolean,
): boolean {
  const la = a.length;
  const lb = b.length;
  const restEqual = (ai: number, bi: number): boolean => {
    if (la - ai !== lb - bi) return false;
    for (let k = 0; ai + k < la; k++) if (!same(a[ai + k], b[bi + k])) return false;
    return true;
  };
  if (la === lb) {
    if (restEqual(i + 1, i + 1)) return true; // substitution
    return (
      i + 1 < la && same(a[i], b[i + 1]) && same(a[i + 1], b[i]) && restEqual(i + 2, i + 2)
    ); // transposition
  }
  if (la > lb) return restEqual(i + 1, i); // extra letter in the user's token
  return restEqual(i, i + 1); // missing letter in the user's token
}

const fuzzyCache = new Map<string, string>();
const FUZZY_CACHE_MAX = 5000;
const SQUEEZED_KEYS = FUZZY_KEYS.map((k) => ({ key: k, sq: squeeze(k) }));

/** Maps a token to the key word it misspells, or returns it unchanged. */
function fuzzyCanonical(tok: string): string {
  if (tok.length < 5 || tok.length > 16) return tok;
  if (FUZZY_KEY_SET.has(tok) || PROTECTED.has(tok)) return tok;
  if (!/^[a-z*]+$/.test(tok)) return tok;
  // Italian subjunctives ("ammazzasse", "uccidessi") are never misspelt key words
  if (/(?:asse|assi|esse|essi|assero|essero)$/.test(tok)) return tok;
  const cached = fuzzyCache.get(tok);
  if (cached !== undefined) return cached;
  let result = tok;
  let best: number = 2;
  const sq = squeeze(tok);
  for (const { key, sq: keySq } of SQUEEZED_KEYS) {
    let d: number = editDistanceUpTo1(tok, key);
    if (d > 1 && (sq !== tok || keySq !== key)) d = Math.max(1, editDistanceUpTo1(sq, keySq));
    if (d < best) {
      best = d;
      result = key;
      if (d === 0) break;
    }
  }
  if (fuzzyCache.size >= FUZZY_CACHE_MAX) fuzzyCache.clear();
  fuzzyCache.set(tok, result);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Idiom allow-list: removed before matching (replaced by a "#" barrier token)
// ---------------------------------------------------------------------------------------------

const IDIOMS: RegExp[] = [
  // Italian
  /\b(?:ammazz|uccid)\w* (?:il|un po di|un po del|un po il) tempo\b/g,
  /\b(?:mor\w*|muoio|muori|muore|crepo|crepare|crepando) (?:dal|dalle|dai|di|della|dalla|dallo|d) (?:ridere|risate|risa|fame|sete|sonno|noia|caldo|freddo|curiosita|invidia|gelosia|paura|stanchezza|voglia|vergogna|imbarazzo|gioia|felicita|emozione|piacere|nostalgia|tenerezza|dolcezza|ansia da prestazione)\b/g,
  /\bda morire\b/g,
  /\bda morir\b/g,
  /\b(?:mi|ti|ci|vi|si) (?:ammazz|uccid)\w* (?:di|dalle|dal) (?:lavoro|fatica|studio|compiti|palestra|straordinari|allenamento|allenamenti|risate|ridere|chiacchiere|esercizi|turni)\b/g,
  /\b(?:ammazzarmi|ammazzarsi|uccidermi|uccidersi) (?:di|dalle|dal) (?:lavoro|fatica|studio|compiti|palestra|straordinari|allenamento|risate|ridere)\b/g,
  /\b(?:ucciderei|ammazzerei|morirei) per (?:un|una|uno|del|della|dei|delle|quel|quella)\b/g,
  /\buccid\w* (?:il|i|la) (?:lievito|batteri|germi|sapore|gusto)\b/g,
  /\b(?:fa|fai|fanno|faceva|facevi) morire\b/g,
  // English
  /\bkill(?:ing|ed|s)? (?:some |the |a little |a bit of |an hour of |my )?time\b/g,
  /\b(?:die|died|dying|dead) (?:of|from|with) (?:embarrassment|laughter|laughing|boredom|cringe|cuteness|happiness|excitement|jealousy|hunger|thirst|curiosity|envy|shame)\b/g,
  /\b(?:die|died|dying|dead) laughing\b/g,
  /\bcross my heart and hope to die\b/g,
  /\bshoot(?:ing)? myself in the foot\b/g,
  /\bkill(?:ing|ed)? myself (?:laughing|with laughter)\b/g,
  /\bkilling myself (?:at|with|over|for|in) (?:work|the gym|this job|my job|overtime|studying|homework|training|workouts?|exams?|revision|this project)\b/g,
  /\bkilling myself (?:working|studying|training|revising)\b/g,
  /\b(?:to|would|d) die for\b/g,
  /\bdead (?:tired|serious|wrong|right|set|end|ringer|beat|on|last|sure|easy)\b/g,
  /\bdying (?:to|for)\b/g,
  /\bdrown(?:ing|ed)? myself in (?:work|coffee|tea|books|chocolate|ice cream|series|tv|netflix|music|study|homework|paperwork|emails)\b/g,
];

// ---------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------

/** Italian filler words allowed between the parts of a phrase ("voglio proprio morire"). */
const FI =
  "(?:(?:solo|solamente|soltanto|proprio|davvero|veramente|sinceramente|semplicemente|tanto|ormai|ancora|quasi|subito|oggi|stasera|stanotte|adesso|ora|tipo|spesso|seriamente|anche|io|gia|sempre|letteralmente|a volte|un po|davvero tanto|di nuovo) )";
/** English filler words allowed between the parts of a phrase ("I just really want to die"). */
const FE =
  "(?:(?:just|really|truly|honestly|seriously|so|actually|literally|sometimes|often|kind of|sort of|almost|already|simply|all|still|even|rather|now|tonight|today|finally|completely|totally|very|quite|pretty|too|lowkey|genuinely|fucking|freaking|damn|ever|always|again|badly|desperately|secretly|also|then|maybe|probably|kinda|sorta) )";
/** People who can hurt someone (subjects of the English abuse patterns). */
const PERSON_EN =
  "(?:he|she|they|someone|somebody|(?:my |her |his )?(?:dad|father|mom|mum|mother|stepdad|stepfather|stepmom|stepmother|husband|wife|boyfriend|girlfriend|partner|ex|brother|sister|uncle|aunt|neighbou?r|roommate|flatmate|landlord|bf|gf|boss|teacher|coach))";
/** "he would", "she'll", "they're going to" after contraction folding. */
const WILL_EN =
  "(?:(?:he|she|they)(?: would| will| ll| d| is going to| s going to| are going to| re going to| was going to| might| could)|hed|shed|theyd|hell|shell|theyll|hes going to|shes going to|theyre going to)";
/** End of a clause. */
const END = "(?= \\.| #|$)";

function rx(src: string): RegExp {
  return new RegExp(
    src
      .replace(/_FIS_/g, `${FI}*`)
      .replace(/_FES_/g, `${FE}*`)
      .replace(/_FI_/g, FI)
      .replace(/_FE_/g, FE)
      .replace(/_END_/g, END)
      .replace(/_PERSON_/g, PERSON_EN)
      .replace(/_WILL_/g, WILL_EN),
  );
}

const RULES: Rule[] = [
  // ---- abuse and imminent danger (before self-harm so that "minaccia di uccidermi" is abuse)
  {
    id: "it.abuse_danger",
    re: rx(
      "\\b(?:ho paura|temo|sono terrorizzat[oa]|ho il terrore) (?:per la mia vita|che mi (?:uccida|ammazzi|uccidano|ammazzino|faccia del male|facciano del male|picchi|picchino|ammazza|uccide|violenti))" +
        "|\\bla mia vita e in pericolo\\b|\\bsono in pericolo\\b" +
        "|\\bmi (?:vuole|vogliono|ha minacciato di|hanno minacciato di|minaccia di|minacciano di|ha detto che vuole) (?:uccidere|ammazzare|picchiare|fare del male|violentare)" +
        "|\\b(?:minaccia|minacciano|ha minacciato|hanno minacciato|minacciato|minacciata) di (?:uccidermi|ammazzarmi|farmi del male|picchiarmi)" +
        "|\\b(?:ha detto|dice|detto|giura|urla) (?:che )?mi (?:uccide|ammazza|uccidera|ammazzera|ucciderebbe|ammazzerebbe)\\b" +
        "|\\bmi (?:picchia|picchiano|mena|menano|ha picchiat[oa]|hanno picchiat[oa]|ha menat[oa]|hanno menat[oa]|ha mess[oa] le mani addosso|mette le mani addosso|strangola|ha strangolat[oa]|prende a (?:calci|pugni|schiaffi)|ha pres[oa] a (?:calci|pugni|schiaffi)|violenta|ha violentat[oa]|hanno violentat[oa]|ha stuprat[oa]|hanno stuprat[oa])\\b" +
        "|\\bsono stat[oa] (?:violentat[oa]|stuprat[oa]|abusat[oa]|aggredit[oa] sessualmente)\\b|\\b(?:ha|hanno) abusato di me\\b",
    ),
  },
  {
    id: "en.abuse_danger",
    re: rx(
      "\\b(?:fear|afraid|scared|terrified|worried|frightened) (?:for my life|(?:that )?(?:_WILL_|_PERSON_ (?:will|would|is going to|might|could|wants to|want to)) (?:kill|hurt|murder|rape) me)" +
        "|\\bmy life is in danger\\b|\\bim in danger\\b|\\bi am in danger\\b" +
        "|\\bthreat(?:en|ens|ened|ening)? to (?:kill|hurt|murder|rape) me\\b" +
        "|\\b(?:said|says|told me|swore|keeps saying|threatened) (?:that )?_WILL_ (?:kill|murder|hurt) me\\b" +
        "|\\b_PERSON_ (?:\\w+ )?(?:hits|hit|beats|beat|chokes|choked|strangles|strangled|kicks|kicked|punches|punched|slaps|slapped|rapes|raped|abuses|abused|molests|molested) me\\b(?! (?:at|in|to|by|on|up|with a (?:pillow|snowball|ball))\\b)" +
        "|\\b_PERSON_ (?:\\w+ )?(?:beats|beat) me up\\b" +
        "|\\b_PERSON_ (?:\\w+ )?(?:tried|trying|tries|is trying|s trying|wants|want) to (?:kill|strangle|choke|murder) me\\b" +
        "|\\b(?:i was|i got|ive been|i have been|im being|i am being) (?:\\w+ )?(?:raped|sexually assaulted|molested|sexually abused|abused)\\b",
    ),
  },

  // ---- someone else at present risk
  {
    id: "it.other_at_risk",
    re: rx(
      "\\b(?:vuole|vuol|minaccia di|ha minacciato di|sta pensando di|pensa di|dice che vuole|ha detto che vuole|ha detto di volersi|vorrebbe|sta per|ha intenzione di|parla di|continua a dire che vuole) _FIS_(?:suicidarsi|uccidersi|ammazzarsi|togliersi la vita|farla finita|impiccarsi|tagliarsi|farsi del male|morire)\\b" +
        "|\\b(?:mia|mio) (?:\\w+ ){0,2}si (?:taglia|tagliava|e tagliat[oa]|fa del male|e fatt[oa] del male|vuole (?:tagliare|uccidere|ammazzare|suicidare))\\b(?! (?:i capelli|la barba|le unghie|con|mentre|un dito|il dito|a fette)\\b)" +
        "|\\b(?:mia|mio) (?:\\w+ ){0,2}(?:ha|ha avuto) (?:pensieri|idee|tendenze) (?:suicid\\w*|di morte)",
    ),
  },
  {
    id: "en.other_at_risk",
    re: rx(
      "\\b(?:wants?|wanted|wanting|is going|s going|are going|re going|threaten(?:s|ed|ing)?|tried|trying|tries|planning|plans|keeps? talking about|talking about|talks about|thinking about|thinks about|said (?:he|she|they) (?:would|wants? to|will|d|wanted to|is going to)|keeps? saying (?:he|she|they) (?:wants? to|will|is going to)) (?:to )?_FES_(?:kill|hurt|harm|cut|end|hang|shoot|unalive) (?:himself|herself|themselves|themself|his life|her life|their life|their lives)\\b" +
        "|\\b(?:(?:he|she|they|my \\w+) (?:is|s|are|re|seems|seem|has been|have been|feels|sounds)|hes|shes|theyre) _FES_suicidal\\b" +
        "|\\b(?:he|she|they|my \\w+) (?:cuts|cut|burns|is cutting|s cutting|has been cutting|self harms|is self harming) (?:himself|herself|themselves)\\b",
    ),
  },

  // ---- direct self-killing language
  {
    id: "it.suicide_self",
    negatable: true,
    re: rx(
      "\\b(?:suicidarmi|uccidermi|ammazzarmi|impiccarmi|avvelenarmi|annegarmi|sgozzarmi|strangolarmi|soffocarmi|defenestrarmi|togliermi la vita|farmi fuori)\\b" +
        "|\\bspararmi\\b(?! (?:una|uno|tutta|tutto|tutte|tutti|la|il|lo|le|i|gli|l|qualche|due|tre|delle|dei|degli|questa|questo|sta|sto)\\b| un\\b(?! (?:colpo|proiettile)\\b))" +
        "|\\bmi _FIS_(?:uccido|ucido|ammazzo|amazzo|ammazo|suicido|impicco|ucciderei|ammazzerei|suiciderei|impiccherei|uccidero|ammazzero|suicidero|impicchero|tolgo la vita|toglierei la vita|togliero la vita|sparo|sparerei|sparero)\\b(?! (?:una|uno|un|tutta|tutto|tutte|tutti|la|il|lo|le|i|gli|l|qualche|due|tre|delle|dei|degli|questa|questo)\\b)" +
        "|\\bmi sono (?:quasi )?(?:ucciso|uccisa|suicidat[oa]|impiccat[oa])\\b(?! (?:in|con la|con il|cadendo|scivolando|inciampando|sulle|sulla|sul|per le scale|dalle scale|giu per)\\b)",
    ),
  },
  {
    // a negated wish to kill oneself ("non mi voglio uccidere") still shows the thought: flagged
    id: "it.suicide_self",
    re: rx(
      "\\bmi _FIS_(?:voglio|vojo|volgio|voglo|vorrei|vorei|devo|dovrei|potrei|sto per|stavo per|volevo|ho voglia di|viene voglia di|verrebbe voglia di|sto pensando di|penso di|pensavo di|ho pensato di|ho deciso di|provo a|proverei a|ho provato a|ho cercato di|cerco di) _FIS_(?:uccidere|ucidere|ammazzare|amazzare|suicidare|impiccare|avvelenare|togliere la vita)\\b",
    ),
  },
  {
    id: "it.end_it",
    re: rx(
      // "farla finita con lui" (ending a relationship) or "con le sigarette" is not a crisis
      "\\bfarla finita\\b(?! con (?!(?:tutto|tutti|la vita|questa vita|la mia vita|me stess[oa]|il mondo|questo mondo|questa sofferenza|questo dolore|il dolore|la sofferenza|l esistenza|questa esistenza)\\b))" +
        "|\\bfinirla\\b(?= \\.| #|$| per sempre| una volta per tutte| con tutto| con la vita| con questa vita| qui)" +
        "|\\b(?:porre|mettere|porro|mettero|porrei|metterei|pongo|metto) fine (?:a tutto|alla mia (?:vita|esistenza)|ai miei giorni|a questa vita|alle mie sofferenze)\\b" +
        "|\\b(?:voglio|vorrei|spero|desidero) _FIS_che (?:tutto (?:questo )?|questo |il dolore |questo dolore |la sofferenza |questa sofferenza |la mia vita )?(?:finisca|finisse|smetta|smettesse)(?: tutto)?(?= \\.| #|$| per sempre| una volta per tutte| adesso| subito| e basta| tutto| questo| qui)",
    ),
  },
  {
    id: "en.suicide_self",
    negatable: true,
    re: rx(
      "\\b(?:k(?:i{1,2}|\\*)?l{1,2}(?:ing|ed|s)?|end(?:ing)?|off(?:ing)?|hang(?:ing)?|hanged|drown(?:ing)?|shoot(?:ing)?|stab(?:bing)?|poison(?:ing)?|suffocat(?:e|ing)|gas(?:sing)?|electrocute|unaliv(?:e|ing)|delete) myself\\b" +
        "|\\b(?:end|ending|ended|take|taking|took|taken) (?:my own|my) life\\b" +
        "|\\bend it all\\b|\\bending it all\\b" +
        "|\\b(?:want|need|wish|wanted) _FES_(?:it|it all|everything|all of this|all this|this|the pain|this pain|my life|life) _FES_to (?:end|stop|be over)(?= \\.| #|$| forever| for good| now| already| once and for all)" +
        "|\\b(?:want|wanted|ready|decided|plan|planning|need|should|will|ill|going|about) (?:to )?_FES_end (?:it|things|everything)(?= \\.| #|$| tonight| now| for good| forever| once and for all| here| this (?:weekend|week|month|year|time)| soon| today| tomorrow)" +
        "|\\b(?:comm?itt?|comm?itt?ing|comm?itt?ed) suicide\\b" +
        "|\\bsewer ?slide\\b|\\bself delet(?:e|ing)\\b" +
        "|\\bunalive (?:myself|me)\\b|\\b(?:want|going|thinking about|thought about|should|will|ill|could|might|to) (?:to )?_FES_unaliv(?:e|ing)\\b" +
        "|(?<!(?:\\d|few|many|several|some|the|of|a|thousand|hundred|dei|pochi|tanti|qualche|di) )\\bkms\\b" +
        "|\\bme to kys\\b",
    ),
  },
  {
    id: "it.suicide_thoughts",
    negatable: true,
    re: rx(
      "\\b(?<!(?:ha|hanno|aveva|avevano|avesse) )(?:penso|pensavo|pensato|pensando|pensare|ripenso|considero|considerando|considerato|medito|meditando|tentato|tentare|tento|provato|progettando|pianificando|programmando|idea del|idee di|pensieri di|voglia di|tentazione del|tentazione di) _FIS_(?:al |il |di |del |un |a )?(?:suicidio|suicidarmi|togliermi la vita|uccidermi|ammazzarmi|farla finita)\\b" +
        "|\\b(?:penso|pensavo|sto pensando|continuo a pensare|ripenso) _FIS_(?:(?:continuamente|di continuo|tutto il giorno|ogni giorno|molto) )?(?:alla (?:mia )?morte|a morire|al morire)\\b(?! (?:di|del|della|dei|delle|degli|dal|dalla)\\b)" +
        "|\\b(?:pensieri|idee|istinti|tendenze|impulsi|ideazione) (?:suicid\\w*|di morte|di farla finita|di uccidermi|di togliermi la vita|autolesionist\\w*)" +
        "|\\b(?:sono|mi sento|sentirmi|ero|divento|sto diventando) _FIS_suicid[ae]\\b" +
        "|\\b(?:l unica|la sola|la migliore|l ultima) (?:soluzione|via d ?uscita|via di uscita|via|scelta|opzione|strada) (?:e |sarebbe |rimasta e |che mi resta e )?(?:il suicidio|morire|farla finita|uccidermi|ammazzarmi|la morte|togliermi la vita)" +
        "|\\b(?:il suicidio|morire|farla finita|uccidermi|ammazzarmi|la morte|sparire) (?:e|sarebbe|mi sembra|sembra) _FIS_(?:l unica|la sola|la migliore|l ultima) (?:soluzione|via d ?uscita|via|scelta|opzione|strada)",
    ),
  },
  {
    id: "en.suicide_thoughts",
    negatable: true,
    re: rx(
      "\\b(?<!(?:he|she|they|who|has|had) )(?:think|thinking|thought|thoughts|considering|consider|considered|contemplating|contemplate|planning|plan|planned|attempt|attempted|attempting|tried|try|trying|about to commit|going to commit) _FES_(?:about |of |at |on )?(?:to comm?itt? |comm?itt?ing )?(?:suicide|killing myself|ending my life|taking my own life|taking my life|ending it all)\\b(?! (?:prevention|awareness|rates?|statistics|hotline|bomber|bombers|squad|mission|research|note))" +
        "|\\bsuicidal\\b(?! (?:mission|squad|move|pace|decision|idea|play|tactic|tactics|strategy|driving|driver|run|attack|bomber|doors?|behaviour in|behavior in)\\b)" +
        "|\\b(?:suicide|dying|death|killing myself|ending it|ending my life) (?:is|seems|feels like|looks like|would be) _FES_(?:the|my) (?:only|best|last) (?:way|option|answer|solution|choice|way out|escape)" +
        "|\\bthe only (?:way out|option|answer|solution|escape) (?:is|would be|left is) (?:suicide|death|to die|dying|killing myself|to kill myself|ending it)" +
        "|\\bmy (?:suicide|goodbye) (?:note|letter|plan)s?\\b" +
        "|\\b(?:keep|constantly|always|been|cant stop|i|im) _FES_(?:think|thinking|thought) _FES_(?:about|of) (?:dying|death|my death|not being here|being dead|not existing|ending it|ending things)\\b(?! (?:of|from|with|metal|penalty|star|valley|row)\\b)" +
        "|\\b(?:no|any|see no|dont see|cant see|the only) (?:other )?(?:way out|option|solution|escape)(?: \\w+){0,3} (?:than |but |except |besides |other than )?(?:ending it|to end it|death|dying|to die|suicide|killing myself|to kill myself)\\b" +
        "|\\b(?:pain|suffering|it|everything) (?:will|would|ll) (?:stop|end) (?:when|once|if) (?:im|i am) (?:gone|dead)\\b",
    ),
  },

  // ---- wish to be dead (C-SSRS 1), passive ideation
  {
    id: "it.death_wish",
    negatable: true,
    re: rx(
      "\\b(?:voglio|vojo|voglo|vogio|volgio|voio|vorrei|vorei|vorrie|voglia di|desidero|preferirei|preferisco|mi piacerebbe|spero di|speravo di|sogno di|ho deciso di|tanto vale|meglio|magari potessi|potessi|non vedo l ora di) _FIS_(?:morire|morir|mori|crepare|essere (?:gia )?mort[oa]|non esistere(?: piu)?|smettere di (?:vivere|esistere)|non vivere piu|andarmene per sempre|andarmene da questo mondo|lasciare questo mondo|sparire per sempre|scomparire per sempre|svanire per sempre|addormentarmi per sempre|dormire per sempre|addormentarmi e non svegliarmi|non svegliarmi piu|non risvegliarmi piu|non svegliarmi mai piu|non esserci piu)\\b(?! (?:vecchi[oa]|di vecchiaia|felice|a cent anni|tra cent anni|nel mio letto tra)\\b)" +
        "|\\b(?:vorrei|magari|se solo|meglio se|preferirei) _FIS_(?:essere|fossi|ero) (?:gia )?mort[oa]\\b" +
        "|\\b(?:voglio|vorrei|voglia di|desidero) _FIS_(?:sparire|scomparire|svanire)(?= \\.| #|$| dal mondo| da tutto| da questo mondo| e basta| e non tornare| per non tornare| per sempre)" +
        "|\\b(?:spero|vorrei|magari|speriamo) (?:di |che )?(?:essere|mi|venire) (?:investit[oa]|investa|investano|investe|uccidano|uccida|ammazzi|ammazzino|ammazzano)\\b" +
        "|\\b(?:spero|vorrei|magari) (?:di )?(?:avere|fare|avessi) un incidente (?:mortale|e morire|e non tornare)" +
        "|\\b(?:vorrei|spero|magari|desidero|sogno) che (?:qualcuno|qualcosa|una macchina|un camion|un auto|dio|la morte) mi (?:ammazzasse|uccidesse|investisse|ammazzi|uccida|investa|portasse via|prendesse)\\b" +
        "|\\b(?:farmi|lasciarmi|mi faccio|mi lascio|mi farei|mi lascerei|mi lasciassi) _FIS_(?:investire|ammazzare|uccidere|travolgere|morire)\\b",
    ),
  },
  {
    id: "en.death_wish",
    negatable: true,
    re: rx(
      "\\b(?:want|wanted|wish|wishing|wished|ready|deserve|need|would like|d like|hope|hoping|plan|planning|decided|rather|prefer|longing|long|begging|praying|pray|cant wait) _FES_(?:to )?_FES_(?:die|be dead|not be alive|stop existing|not exist|cease to exist|disappear forever|disappear for good|vanish forever|never wake up|not wake up|sleep forever|go to sleep forever|fall asleep forever|sleep and never wake up|not be here anymore)\\b(?! (?:old|of old age|happy|at (?:a hundred|100|90)|peacefully at)\\b)" +
        "|\\bwish(?:ed)? (?:that )?i _FES_(?:was|were|could be|had been|would be|d be) _FES_(?:dead|never born|not alive|not here anymore)\\b" +
        "|\\bwish(?:ed)? (?:that )?i _FES_(?:had never been born|d never been born|never existed|didnt exist|did not exist|could die|would die|could disappear|wouldnt wake up|would not wake up|could sleep forever|could stop existing|could just die|could just disappear|was never born|were never born)\\b" +
        "|\\bwish(?:ed)? (?:that )?(?:id|i had|i d) _FES_(?:never been born|never existed|died|be dead|never woken up)\\b" +
        "|\\b(?:want|wanted|wish|wishing|just want) (?:to )?_FES_(?:disappear|vanish)(?= \\.| #|$| forever| for good| from (?:the world|this world|existence|everything|everyone)| and never come back)" +
        "|\\b(?:want|wish|hope|hoping|pray|praying) (?:that )?(?:someone|somebody|something|a car|a truck|a bus|god) (?:would |will |could )?(?:to )?(?:kill|hit|run over|end) me\\b" +
        "|\\b(?:hope|wish|hoping|wishing|pray|praying) (?:that )?i (?:get|got|would get|could get|d get|will get|was|were) (?:hit|run over|killed)\\b" +
        "|\\bgoing to (?:die|end it) tonight\\b",
    ),
  },
  {
    id: "it.no_reason_to_live",
    re: rx(
      "\\bnon (?:voglio|vorrei|ho (?:piu )?voglia di|riesco|ce la faccio|posso|sopporto|reggo|ce la fo) _FIS_(?:(?:piu|proprio|davvero|ancora) ){0,2}(?:a |ad |di )?(?:vivere|esistere|stare al mondo|restare al mondo|rimanere al mondo|continuare a vivere)\\b(?! (?:in|a|nel|nella|negli|nelle|vicino|lontano|con|da|all|allo|alla|sotto|qui|li|la|senza|insieme|una|un|come|lontan[oa]|fuori)\\b)" +
        "|\\bnon (?:voglio|vorrei|ho (?:piu )?voglia di|riesco|ce la faccio|posso) _FIS_piu (?:(?:proprio|davvero) )?(?:a |ad |di )?(?:andare avanti|tirare avanti|continuare|esserci|andare avanti cosi|svegliarmi)(?= \\.| #|$| cosi| per nessuno| in questo mondo| su questa terra| la mattina| domani)" +
        "|\\bnon (?:voglio|vorrei) _FIS_(?:vivere|esistere) (?:piu|ancora)\\b" +
        "|\\bnon ho (?:piu )?(?:nessun |alcun |un )?(?:motivo|ragione|ragioni|motivi|senso) (?:per|di) (?:vivere|continuare|andare avanti|restare)" +
        "|\\b(?:ho perso|non ho piu|non trovo piu) la voglia di vivere\\b" +
        "|\\b(?:stanc|stuf)[oa] di (?:vivere|esistere|essere viv[oa]|stare al mondo)\\b" +
        "|\\bla (?:mia )?vita (?:non ha (?:piu )?(?:senso|valore)|non vale (?:piu )?(?:la pena|niente|nulla)|e finita)\\b" +
        "|\\b(?:vivere|esistere) non ha (?:piu )?senso\\b|\\b(?:che senso ha|a che serve|perche dovrei) (?:continuare a )?(?:vivere|esistere|andare avanti)\\b" +
        "|\\bnon vale (?:piu )?la pena (?:di )?(?:vivere|continuare a vivere|andare avanti)\\b" +
        "|\\b(?:niente|nulla|nessuno) per cui (?:valga|vale|valesse) (?:ancora )?la pena (?:di )?(?:vivere|andare avanti|restare)\\b|\\b(?:niente|nulla) per cui vivere\\b" +
        "|\\b(?:vorrei|preferirei|meglio|magari|sarebbe stato meglio) (?:se )?_FIS_non (?:essere|fossi|esser) (?:mai )?nat[oa]\\b" +
        "|\\bnon (?:sarei|avrei) mai dovuto nascere\\b" +
        "|\\bnon (?:mi )?(?:ri)?svegli(?:armi|arsi|are|assi|erei|ero) (?:mai )?piu\\b|\\bspero di non (?:ri)?svegliarmi\\b" +
        "|\\b(?:addormentarmi|dormire) (?:e non|per non|senza) (?:(?:mai )?piu )?(?:ri)?svegliarmi\\b",
    ),
  },
  {
    id: "en.no_reason_to_live",
    re: rx(
      "\\b(?:no|not any|any|without a|without any|lost my) (?:reason|reasons|point|purpose|will) (?:to|in|for|of) (?:live|living|go on|going on|keep going|stay alive|staying alive|being alive|be alive|existing|exist|carry on|carrying on)\\b" +
        "|\\bnothing (?:left )?to live for\\b" +
        "|\\bwhats the point (?:of|in) (?:living|life|being alive|going on|existing|anything anymore|trying anymore|it all)\\b" +
        "|\\b(?:my )?life (?:(?:is|s) (?:not )?|isnt )(?:worth living|worth it anymore|pointless|meaningless|not worth living)\\b|\\bmy life (?:is|s) over\\b" +
        "|\\b(?:tired|sick|exhausted|weary) of (?:living|being alive|life|existing|being in this world)\\b" +
        "|\\bdone (?:with )?(?:living|life|being alive|existing)\\b|\\b(?:give|gave|giving) up on (?:life|living)\\b" +
        "|\\b(?:cant|cannot|unable to) _FES_(?:go on|carry on|keep going|keep living|live|go on living)(?= \\.| #|$| living| anymore| any longer| like this| with (?:life|living|this life))" +
        "|\\b(?:dont|do not|no longer|never) _FES_(?:want|wish|feel like) (?:to )?_FES_(?:live|be alive|exist|keep living|stay alive|be in this world|be on this earth)\\b(?! (?:in|at|with|near|on|without|by|under|abroad|there|together|like that|alone|next|close|far)\\b)" +
        "|\\b(?:dont|do not|no longer) _FES_(?:want|wish|feel like) (?:to )?_FES_(?:be here|go on|keep going|wake up|carry on)(?= \\.| #|$| anymore| any longer| again| tomorrow| ever| like this| in this world| on this earth)" +
        "|\\bwhy (?:should|would|do) i (?:keep living|go on living|stay alive|bother living)\\b" +
        "|\\bhop(?:e|ing) (?:that )?i (?:dont|do not|never|wont|will not) wake up\\b|\\b(?:sleep|go to sleep|fall asleep) and (?:never|not) wake up\\b",
    ),
  },

  // ---- burdensomeness and "nobody would miss me"
  {
    id: "it.burden",
    re: rx(
      "\\bmeglio senza (?:di )?me\\b" +
        "|\\b(?:sono|mi sento|sarei) _FIS_(?:solo |soltanto |solamente )?un (?:peso|fardello) per (?:tutti|gli altri|la mia famiglia|i miei|chi mi sta intorno|tutte le persone|chiunque|le persone)\\b" +
        "|\\b(?:sono|mi sento) _FIS_un peso_END_" +
        "|\\bnessuno (?:sentirebbe|sentira|noterebbe|notera|si accorgerebbe|si accorgera) (?:la mia mancanza|se (?:sparissi|morissi|non ci fossi|me ne andassi))" +
        "|\\ba nessuno (?:importerebbe|importa|frega|fregherebbe|interesserebbe|interessa|mancherei) (?:niente |nulla |davvero )?(?:se (?:io )?(?:morissi|muoio|sparissi|sparisco|non ci fossi|mi uccidessi|mi ammazzassi|morissi)|della mia morte)" +
        "|\\bsarebbe (?:tutto )?(?:meglio|piu facile) (?:per tutti )?se (?:io )?(?:non ci fossi|non esistessi|morissi|sparissi|fossi mort[oa]|non fossi mai nat[oa])" +
        "|\\b(?:piu felici|meglio|piu tranquilli|piu sereni|piu leggeri) (?:\\w+ ){0,2}se (?:io )?(?:non ci fossi|morissi|sparissi|non esistessi|fossi mort[oa]|me ne andassi per sempre)\\b" +
        "|\\bse (?:io )?(?:morissi|sparissi|non ci fossi|mi uccidessi|mi ammazzassi)\\b(?: \\w+){0,3} (?:a )?nessuno (?:importerebbe|se ne accorgerebbe|noterebbe|piangerebbe|sentirebbe la mia mancanza|gliene fregherebbe)",
    ),
  },
  {
    id: "en.burden",
    re: rx(
      "\\b(?:better off|happier|better|easier) without me\\b" +
        "|\\bbetter off (?:if i (?:was|were|wasnt|werent|was not|were not|died|disappeared|never existed|had never been born)|when im gone|if im gone|dead)\\b" +
        "|\\b(?:noone|nobody) (?:would|will|d|ll|is going to|s going to)? ?(?:even )?(?:miss me|notice (?:if|when) (?:i|im) (?:was |were )?(?:gone|dead|died|disappeared)|care (?:if|when) i (?:die|died|was gone|were gone|disappeared|killed myself|wasnt here))" +
        "|\\b(?:im|i am|feel like|feel like im|i feel) _FES_(?:a |such a |just a |nothing but a |only a )burden (?:to|on|for) (?:everyone|everybody|my family|others|the people|all|people|my friends|them|you all|my parents|my kids)\\b" +
        "|\\b(?:im|i am) _FES_(?:a |such a |just a |nothing but a )burden_END_" +
        "|\\bthe world (?:would be|will be|is) better (?:off )?without me\\b" +
        "|\\b(?:happier|better|better off|easier) (?:for everyone |for them |for my family |for everybody )?(?:if|when|once) (?:i|im) (?:was |were |am )?(?:gone|dead|not here|not around|never born|disappeared|died)\\b" +
        "|\\bif i (?:died|disappeared|was gone|were gone|killed myself|wasnt here|wasnt around)\\b(?: \\w+){0,3} (?:noone|nobody) (?:would|will|d) (?:even )?(?:care|notice|miss me|cry)",
    ),
  },

  // ---- method, plan, preparatory behaviour (C-SSRS 3-5 and behaviour)
  {
    id: "it.plan_means",
    re: rx(
      "\\b(?:messo da parte|mettendo da parte|metto da parte|accumulato|accumulando|accumulo|conservato|conservando|nascosto|nascondendo|raccolto|raccogliendo|tenuto da parte|tenendo da parte|fatto scorta di|facendo scorta di) (?:le |delle |tutte le |un po di |un sacco di |abbastanza |i |dei |tutti i |tutte |tutti |parecchie |parecchi )?(?:mie |miei )?(?:pillole|pastiglie|compresse|pasticche|farmaci|medicine|sonniferi|medicinali|antidepressivi|benzodiazepine|gocce|ansiolitici)" +
        "|\\b(?:prendere|prendo|prenderei|prendero|ingoiare|ingoio|ingoiato|inghiottire|mandare giu|buttare giu|preso|ingerire) _FIS_(?:tutte le|tutti i|tutta la scatola di|tutto il flacone di|una scatola intera di|un flacone intero di|un intera scatola di|tutta la confezione di) (?:mie |miei )?(?:pillole|pastiglie|compresse|pasticche|farmaci|medicine|sonniferi|medicinali|antidepressivi|gocce|ansiolitici)" +
        "|\\b(?:voglio|vorrei|potrei|sto per|penso di|pensando di|ho pensato di|ho voglia di|meglio|mi|faccio|farei|faro) _FIS_(?:fare |farmi |andare in |prendere |procurarmi |faccio )?(?:un |una )?overdose\\b" +
        "|\\b(?:buttarmi|gettarmi|lanciarmi|mi _FIS_(?:(?:voglio|vorrei|sto per|potrei|devo|stavo per|ho voglia di) _FIS_)?(?:butto|getto|lancio|buttare|gettare|lanciare|butterei|getterei|lancerei|buttero|gettero)) (?:giu )?(?:dal|dalla|dallo|dall|da un|da una|da|dai|sotto|nel|in|davanti a|davanti al|davanti alla|sui|sulle|giu per) (?:\\w+ ){0,2}(?:ponte|palazzo|finestra|balcone|tetto|terrazzo|terrazza|scogliera|dirupo|burrone|treno|treni|metro|macchina|auto|camion|tir|binari|vuoto|fiume|mare|lago|grattacielo|piano|cavalcavia|viadotto|rupe|precipizio|torre|pullman|autobus)\\b" +
        "|\\btagliarmi\\b(?! (?:i capelli|la frangia|le unghie|la barba|i baffi|le punte|le doppie punte|un dito|il dito|fuori|via|corti|i ricci)\\b)" +
        "|\\bmi _FIS_(?:(?:voglio|vorrei|devo|dovrei|sto per|volevo|ho voglia di|viene voglia di|sono|ero|ho ricominciato a|ricomincio a|continuo a|ho ripreso a) _FIS_)?(?:taglio|tagliare|tagliat[oa]|tagliando|tagliavo|taglierei|tagliero)\\b(?! (?:i capelli|la frangia|le unghie|la barba|i baffi|le punte|un dito|il dito|al dito|a un dito|fuori|via|col coltello|con il coltello|con un coltello|con la carta|con un foglio|con il foglio|mentre|cucinando|facendo|radendomi|per sbaglio|in cucina|aprendo|affettando|con le forbici|con la lattina|con il vetro|con un vetro|sul|sulla|la mano|una mano|il pollice|corti|i ricci|la pizza|la torta|il pane)\\b)" +
        "|\\b(?:tagliar\\w*|tagliat\\w*|taglio|tagliando|squarciarmi|aprirmi) (?:le |i )?(?:vene|polsi)\\b" +
        "|\\b(?:farmi|fare a me stess[oa]) _FIS_del male\\b" +
        "|\\bmi _FIS_(?:(?:voglio|vorrei|devo|sto per|ho voglia di|viene voglia di|potrei|continuo a|ho ricominciato a|ricomincio a) _FIS_)?(?:faccio|fare|farei|faro|sono fatt[oa]|facevo) _FIS_(?:del male|male da sol[oa]|male apposta|male di proposito)(?! (?:a|al|alla|allo|ai|alle|agli|ad)\\b)" +
        "|\\bmi (?:brucio|bruciavo|sono bruciat[oa]|graffio|graffiavo|picchio|picchiavo) _FIS_(?:apposta|di proposito|da sol[oa]|con (?:le |la |una |l )?(?:sigarett\\w*|accendino)|fino a sanguinare)" +
        "|\\b(?:pratico|praticavo|faccio|facevo|ho fatto|ricadut[oa]|ricaduta|ricado|tornat[oa]|ripreso|combatto|lotto con|soffro di|problemi di|episodi di|atti di|gesti di|voglia di|impulso di|impulsi di|impulsi|istinto di|smettere con|smettere di fare) (?:\\w+ ){0,2}autolesion\\w*" +
        "|\\b(?:sono|ero) (?:un |una )?autolesionist[ae]\\b" +
        "|\\b(?:ho comprato|ho preso|ho preparato|sto preparando|preparo|ho pronto|ho pronta|ho legato|ho fatto) (?:una |la |il |un )?(?:corda_END_|cappio\\b)" +
        "|\\b(?:ho|tengo) _FIS_(?:una pistola|un arma|la pistola|una lametta|le lamette|delle lamette) (?:e|per) _FIS_(?:voglio|vorrei|penso|potrei|farla|usarla|usarle|spararmi|tagliarmi|uccidermi)" +
        "|\\b(?:le |delle |una |la |il |i )?(?:lamett[ae]|lame|cappio|corda|pillole|pastiglie|sonniferi|farmaci) (?:e |sono |gia |li |le |l )?(?:pront[aeio]|nascost[aeio]|preparat[aeio])\\b" +
        "|\\bquant[ei] (?:\\w+ )?(?:pastiglie|pillole|compresse|gocce|sonniferi|farmaci|tachipirine|paracetamolo) (?:\\w+ ){0,3}(?:per (?:morire|non svegliarsi|non svegliarmi|farla finita|uccidersi|uccidermi|andare in overdose)|letali|mortali|sono letali|sono mortali)\\b|\\bdose (?:letale|mortale)\\b" +
        "|\\b(?:modo|metodo|maniera) (?:piu )?(?:indolore|veloce|rapido|facile|sicuro|semplice) (?:per|di) (?:morire|uccidermi|uccidersi|farla finita|suicidarmi|suicidarsi|togliersi la vita|togliermi la vita)\\b" +
        "|\\bcome (?:uccidermi|suicidarmi|farla finita|morire|togliermi la vita|ammazzarmi) (?:senza (?:soffrire|dolore|sentire niente)|velocemente|in fretta)\\b",
    ),
  },
  {
    id: "en.plan_means",
    re: rx(
      "\\b(?:saving|saved|stockpiling|stockpiled|hoarding|hoarded|collecting|collected|stashing|stashed|hiding|hid|saving up|saved up) (?:up )?_FES_(?:all )?(?:my |of my |some |the |these |those |enough |a lot of |lots of |a bunch of |extra |up my )?(?:pills|meds|medication|medications|medicine|tablets|sleeping pills|painkillers|pain killers|prescriptions|antidepressants|insulin|xanax|opioids|oxys?)\\b" +
        "|\\b(?:take|taking|took|swallow|swallowing|swallowed|down|downing|downed|overdose on|od on) _FES_(?:all|every one of|the whole (?:bottle|box|pack|packet) of|a whole (?:bottle|box|pack) of|a bottle of|the rest of|a handful of|handfuls of) (?:my |the |of my |of the |these |those )?(?:pills|meds|medication|tablets|sleeping pills|painkillers|antidepressants)\\b" +
        "|\\b(?:want|going|plan|planning|thinking about|thought about|thinking of|try|tried|trying|will|ill|could|might|should|about|decided) (?:to )?_FES_(?:overdose|od|take an overdose)\\b|\\bi _FES_(?:overdosed|took an overdose)\\b" +
        "|\\b(?:jump|jumping|throw myself|throwing myself|leap|leaping|step|stepping) (?:off|from|in front of|under|onto) (?:a |the |this |that |my )?(?:\\w+ )?(?:bridge|building|roof|rooftop|balcony|window|cliff|train|tracks|car|bus|truck|highway|motorway|overpass|tower|ledge|subway)\\b" +
        "|\\bthrow(?:ing)? myself (?:into|in) (?:the |a )?(?:river|sea|lake|ocean|canal)\\b" +
        "|\\b(?:tie|tied|tying|made|making|make|bought|buying|have|got|prepared) (?:a |the |my )?noose\\b|\\b(?:bought|have|got|buying) (?:a |the )?rope(?= \\.| #|$| to hang| for myself)" +
        "|\\b(?:slit|slitting|cut|cutting|slice|slicing|open|opening) (?:my |both )?(?:wrists?|veins?|throat)\\b" +
        "|\\bhow many (?:\\w+ )?(?:pills|tablets|sleeping pills|paracetamol|tylenol|meds|painkillers|insulin) (?:\\w+ ){0,3}(?:to die|to overdose|to kill (?:me|myself|you|someone)|would kill|to not wake up|to end it|is lethal|are lethal|is fatal|are fatal)\\b|\\b(?:lethal|fatal) dose\\b" +
        "|\\bhow to (?:kill myself|die painlessly|die quickly|commit suicide|end my life|overdose|hang myself|kill yourself)\\b" +
        "|\\b(?:painless|quickest|easiest|fastest|quick|easy|surest) (?:way|ways|method|methods) to (?:die|kill myself|end it|end my life|commit suicide)\\b" +
        "|\\b(?:i have|ive got|i got|have) _FES_(?:my |the |a |some )?(?:blades?|razors?|razor blades|pills|rope|noose|gun) (?:ready|hidden|prepared|next to me|with me right now)\\b" +
        "|\\b(?:want|going|urge|urges|need|needed|feel like|felt like|thinking about|thought about|thinking of|tempted|started|start|keep|kept|been|try not|trying not|relapsed|might|will|ill|could|about|plan|planning|cant stop|cannot stop|stop myself from) (?:to )?_FES_(?:cut|cutting|hurt|hurting|harm|harming|burn|burning|punish|punishing|scratch|scratching|starve|starving) myself\\b" +
        "|\\bi _FES_(?:cut|burned|burnt|harmed) myself(?! (?:shaving|while|when|on|by accident|accidentally|cooking|in the kitchen|opening|chopping|slicing|with a (?:knife|kitchen knife|can|piece of paper)|making|doing|at|during|playing|in|badly while)\\b)" +
        "|\\b(?:im|i am|ive been|ive|i have been|been|keep|started|start|relapsed|relapse|relapsing|urges? to|urge of|thoughts of|back to|going back to|want to|stop|cant stop|need to|feel like|struggling with|struggle with|my|i) _FES_self ?harm\\w*",
    ),
  },

  // ---- farewells and preparations
  {
    id: "it.farewell",
    re: rx(
      "\\b(?:ho (?:gia )?scritto|sto scrivendo|scrivero|scrivo|ho preparato|sto preparando|ho lasciato|lascero|lascio|preparo|ho pront[oa]|ho finito di scrivere|devo scrivere|voglio scrivere) (?:\\w+ ){0,3}(?:lettera|lettere|biglietto|biglietti|messaggio|messaggi) d ?addio\\b" +
        "|\\b(?:questo e|e questo) _FIS_(?:il mio ultimo messaggio|un addio)\\b|\\bil mio ultimo messaggio\\b(?! (?:di oggi|per oggi|prima di|della giornata|di stasera)\\b)" +
        "|\\baddio (?:per sempre|a tutti|mondo)\\b" +
        "|\\b(?:sto regalando|ho regalato|regalo|sto dando via|ho dato via|do via) _FIS_(?:tutte )?(?:le mie cose|tutto quello che ho|tutte le mie cose|le mie cose piu care|i miei oggetti)\\b" +
        "|\\bnon ci saro piu\\b" +
        "|\\b(?:stanotte|stasera|oggi|domani) (?:e|sara) (?:la mia ultima|il mio ultimo) (?:notte|giorno|sera)\\b" +
        "|\\bultim[oa] (?:notte|giorno|sera) (?:della mia vita|da viv[oa]|su questa terra)\\b",
    ),
  },
  {
    id: "en.farewell",
    re: rx(
      "\\bi(?:ve| have| am| m| just| already| already have)? ?_FES_(?:wrote|written|writing|write|left|leave|drafted|drafting|prepared|preparing|have|finished) (?:\\w+ ){0,2}(?:suicide|goodbye|farewell) (?:note|letter)s?\\b" +
        "|\\b(?:this is|this will be|thisll be|its) _FES_(?:my last|my final) (?:message|goodbye|text|post)\\b(?! (?:for|before|of) (?:today|tonight|the day|now|a while|this week|the night)\\b)" +
        "|\\bgoodbye (?:forever|world|cruel world)\\b|\\bgoodbye (?:everyone|everybody|all)_END_|\\b(?:im|i am) done (?:\\. )?goodbye\\b|\\bthis is goodbye\\b|\\bmy (?:last|final) goodbyes?\\b" +
        "|\\b(?:giving|gave|given|give) away (?:all )?(?:of )?(?:my )?(?:stuff|things|belongings|possessions)\\b(?! (?:to charity|before (?:i|we) move|because (?:i|we)re moving)\\b)" +
        "|\\b(?:wont|will not|not going to) be (?:around|here|alive) (?:much longer|for long|tomorrow|anymore|any longer|by (?:tomorrow|morning|the weekend))\\b" +
        "|\\b(?:last|final) (?:night|day|hours?) (?:alive|on earth|of my life)\\b",
    ),
  },

  // ---- intent to harm other people (documented choice: flagged, 112/911 is the first answer)
  {
    id: "it.harm_others",
    re: rx(
      "\\b(?:voglio|vorrei|sto per|ho intenzione di|ho deciso di|penso di|sto pensando di|ho voglia di|ho pianificato di|sto pianificando di) _FIS_(?:uccidere|ammazzare|sparare a|accoltellare|fare del male a|far del male a|avvelenare|fare fuori) (?:qualcuno|tutti|la gente|delle persone|persone|molte persone|un sacco di gente|i miei compagni|i compagni|i colleghi|i miei colleghi|gente|chiunque|qualcun altro)\\b" +
        "|\\b(?:voglio|vorrei|sto per|ho intenzione di|ho deciso di|penso di|sto pensando di|ho pianificato di) _FIS_(?:fare una strage|sparare (?:a scuola|in classe|in ufficio|sulla folla)|accoltellare\\b)",
    ),
  },
  {
    id: "en.harm_others",
    re: rx(
      "\\b(?:want to|going to|plan to|planning to|thinking about|thoughts of|urge to|urges to|intend to|decided to|will|ill|about to) _FES_(?:kill|murder|hurt|shoot|stab|harm|poison|attack|killing|hurting|harming|stabbing|shooting) (?:someone|somebody|people|everyone|everybody|them all|a lot of people|my classmates|my coworkers|my colleagues|others|other people|random people|strangers)\\b" +
        "|\\b(?:shoot up|bomb|blow up) (?:my|the|a) (?:school|office|workplace|class|church|mall|mosque|synagogue)\\b",
    ),
  },
  {
    // spelled-out ("k i l l m y s e l f") or hashtag ("#iwanttodie") forms, joined into one token
    id: "xx.compact",
    re: /(?:kill?myself|endmylife|wanttodie|wannadie|unalivemyself|hangmyself|vogliomorire|vorreimorire|vogliouccidermi|voglioammazzarmi|vogliosuicidarmi|farlafinita|togliermilavita)/,
  },
];

// ---- hopelessness that counts only together with talk of death, living or disappearing
const DESPAIR_IT = new RegExp(
  "\\bnon ce la (?:faccio|fo) (?:(?:davvero|proprio) )?piu\\b|\\bnon ne posso (?:proprio )?piu\\b|\\bnon reggo piu\\b|\\bnon sopporto piu (?:niente|nulla|la mia vita|questa vita)\\b" +
    "|\\bnon ha (?:piu )?senso (?:niente|nulla)\\b|\\b(?:niente|nulla) ha (?:piu )?senso\\b|\\bnon c e (?:piu )?(?:nessuna |alcuna )?speranza\\b|\\bsenza (?:nessuna )?speranza\\b" +
    "|\\bnon vedo (?:piu )?(?:nessun |un |alcun |nessuna |una )?(?:futuro|via d ?uscita|speranza)\\b|\\b(?:sono|mi sento) (?:stanc|stuf)[oa] di tutto\\b|\\bmi arrendo\\b|\\bvoglio arrendermi\\b" +
    "|\\bnon ho piu (?:la )?forz[ae]\\b|\\bodio la mia vita\\b|\\bodio me stess[oa]\\b|\\bmi odio\\b|\\bnon valgo (?:niente|nulla)\\b|\\bsono (?:in )?trappola\\b|\\bnon c e via d ?uscita\\b",
);
const DESPAIR_EN = new RegExp(
  "\\b(?:cant|cannot) (?:take|handle|do|bear|stand|cope with) (?:it|this|this life|anything|life|any of this) (?:anymore|any longer)\\b|\\b(?:cant|cannot) (?:take|do) (?:it|this) anymore\\b|\\b(?:cant|cannot) go on\\b" +
    "|\\b(?:no|lost all|without|lost) hope\\b|\\bhopeless\\b|\\b(?:giving|gave|give) up on (?:everything|myself)\\b|\\bwant to give up\\b|\\bnothing matters\\b|\\bwhats the point\\b|\\btired of (?:it all|everything)\\b" +
    "|\\bdone with everything\\b|\\bhate (?:my life|myself|being alive)\\b|\\b(?:im|i am) worthless\\b|\\bno way out\\b|\\b(?:feel|im|i am) trapped\\b|\\bnever (?:going to )?get better\\b|\\b(?:dont|cant) see (?:a|any) way out\\b",
  "g",
);
const DESPAIR_IT_G = new RegExp(DESPAIR_IT.source, "g");
const DEATH_CONTEXT = new RegExp(
  "\\b(?:morire|morte|mort[oa]|morissi|muoio|vivere|finirla|farla finita|sparire|scomparire|addio|suicid\\w*|svegliarmi|andarmene|esserci|esistere|uccidermi|ammazzarmi" +
    "|die|dying|dead|death|alive|exist|existing|gone|end it|ending it|disappear|goodbye|wake up|sleep forever|better off|kill myself)\\b",
);

// ---- negation handling
const NEGATORS = new Set(["non", "mai", "not", "never", "dont", "didnt", "doesnt", "wouldnt", "nemmeno", "neanche", "neppure"]);
/** Words that may sit between a negation and the negated phrase ("I don't really want to die"). */
const NEGATION_SKIP = new Set([
  "i", "io", "mi", "would", "do", "does", "did", "really", "ever", "davvero", "proprio", "assolutamente",
  "certo", "certainly", "absolutely", "definitely", "sicuramente", "to", "going", "gonna", "ho", "have", "had", "am", "im",
  "sono", "could", "actually", "honestly", "seriously", "ancora",
]);

function isNegated(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 80), index).trim().split(" ");
  for (let k = before.length - 1, seen = 0; k >= 0 && seen < 4; k--, seen++) {
    const t = before[k];
    if (NEGATORS.has(t)) return true;
    if (!NEGATION_SKIP.has(t)) return false;
  }
  return false;
}

const GLOBAL_RULES = RULES.map((r) => ({ ...r, g: new RegExp(r.re.source, "g") }));

function ruleMatches(rule: (typeof GLOBAL_RULES)[number], text: string): boolean {
  if (!rule.negatable) return rule.re.test(text);
  rule.g.lastIndex = 0;
  for (const m of text.matchAll(rule.g)) {
    if (!isNegated(text, m.index ?? 0)) return true;
  }
  return false;
}

function despairWithDeath(text: string): string | null {
  const itDespair = DESPAIR_IT.test(text);
  const enDespair = DESPAIR_EN.test(text);
  DESPAIR_EN.lastIndex = 0;
  if (!itDespair && !enDespair) return null;
  // the death word must be outside the despair phrase itself ("hate my life" is not context)
  const rest = text.replace(DESPAIR_IT_G, " # ").replace(DESPAIR_EN, " # ");
  DESPAIR_EN.lastIndex = 0;
  if (!DEATH_CONTEXT.test(rest)) return null;
  return itDespair ? "it.despair_death" : "en.despair_death";
}

/** A message that is little more than the word itself ("suicidio.", "self harm?", "suicide help"). */
const BARE_KEYWORD =
  /^(?:(?:\.|#|i|me|io|help|aiuto|please|ti prego|pensieri|thoughts|my|mio|il|di) ){0,3}(?:suicide|suicidio|suicidal|suicida|suicidarmi|autolesionismo|self harm|kms)(?: (?:\.|#|help|aiuto|please|thoughts|pensieri|again|ancora|di nuovo))*$/;

const NOT_CRISIS: SafetyAssessment = Object.freeze({ crisis: false, rule: null }) as SafetyAssessment;

/**
 * Decides whether a user's message shows suicide, self-harm or other crisis language (Italian
 * and English, both always checked whatever the UI language).
 *
 * Pure and synchronous; about 0.05 ms for a chat-sized message (the regular expressions are
 * compiled once when the module loads), linear in the length of the text (about 30 ms for
 * 100,000 characters). Never throws: non-string, empty or malformed input is "not a crisis".
 *
 * @param text the user's message, as typed
 * @returns `{ crisis: true, rule: "<lang>.<family>" }` with the id of the first rule that matched
 *   (`it.` / `en.` families: abuse_danger, other_at_risk, suicide_self, end_it, suicide_thoughts,
 *   death_wish, no_reason_to_live, burden, plan_means, farewell, harm_others, despair_death;
 *   language-neutral: xx.compact, xx.bare_keyword; error.fail_safe), or
 *   `{ crisis: false, rule: null }`. The id is for tests and metrics; never log the text.
 */
export function assessMessage(text: string): SafetyAssessment {
  try {
    if (typeof text !== "string" || text.length === 0) return { ...NOT_CRISIS };
    let s = normalise(text);
    if (s.length === 0) return { ...NOT_CRISIS };
    for (const idiom of IDIOMS) {
      idiom.lastIndex = 0;
      s = s.replace(idiom, " # ");
    }
    s = s.replace(/ {2,}/g, " ").trim();
    for (const rule of GLOBAL_RULES) {
      if (ruleMatches(rule, s)) return { crisis: true, rule: rule.id };
    }
    if (BARE_KEYWORD.test(s)) return { crisis: true, rule: "xx.bare_keyword" };
    const combo = despairWithDeath(s);
    if (combo) return { crisis: true, rule: combo };
    return { ...NOT_CRISIS };
  } catch {
    // A bug here must not take the chat down, and must not let a message through unchecked
    // silently either: treat it as a crisis (a fixed, caring reply is the safe failure mode).
    return { crisis: true, rule: "error.fail_safe" };
  }
}

// V8 compiles a regular expression on its first use and again to native code once it is warm;
// with rules this size that is ~150 ms once. Pay it at start-up, not on a user's first message.
// Three runs (bytecode, then native code); the text reaches every rule and the despair check.
for (let i = 0; i < 3; i++) {
  assessMessage("respiro warm-up: non ce la faccio più col traffico; I can't take it anymore, honestly");
}
