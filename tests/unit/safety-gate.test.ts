// Unit tests of the crisis safety gate and the fixed crisis reply.
// Every sentence is its own case (test.each) so a regression names the exact sentence.
import { assessMessage } from "~/services/ai/safety-gate";
import { crisisReply, crisisResources } from "~/services/ai/crisis-reply";

// ---------------------------------------------------------------------------------------------
// Crisis: Italian
// ---------------------------------------------------------------------------------------------
const CRISIS_IT: string[] = [
  // direct
  "voglio uccidermi",
  "Mi voglio tagliare",
  "mi voglio ammazzare stasera",
  "VOGLIO UCCIDERMI",
  "mi voglio suicidare",
  "penso di suicidarmi",
  "Vorrei solo morire",
  "voglio proprio morire",
  "penso spesso di togliermi la vita",
  "vorrei buttarmi dal ponte",
  "stanotte mi butto giù dal quinto piano",
  // indirect (wish to be dead, no reason to live, burden, farewell: C-SSRS / WHO warning signs)
  "non ce la faccio più a vivere",
  "vorrei addormentarmi e non svegliarmi più",
  "non ha più senso niente, voglio farla finita",
  "ho scritto una lettera d'addio ai miei genitori",
  "Tutti starebbero meglio senza di me",
  "sono un peso per tutti",
  "a nessuno importerebbe se morissi",
  "se morissi domani a nessuno importerebbe",
  "sono stanca di vivere",
  "la mia vita non ha più senso",
  "vorrei non essere mai nata",
  "vorrei essere morta",
  "spero di non svegliarmi domani",
  "non voglio più esserci",
  "desidero solo non esistere più",
  "vorrei che qualcuno mi ammazzasse",
  "non c'è più niente per cui valga la pena vivere",
  "penso alla morte tutto il giorno",
  "ormai è deciso, addio a tutti",
  // plans, means, self-harm
  "ho messo da parte le pillole da settimane",
  "ho cercato quante pastiglie servono per non svegliarmi",
  "ho comprato una corda",
  "mi sono tagliata di nuovo le braccia",
  "ho ricominciato a farmi del male",
  "sono ricaduta nell'autolesionismo",
  "mi faccio del male quando sto così",
  "sto pensando al suicidio",
  "ho pensieri suicidi da giorni",
  "non vedo via d'uscita, l'unica soluzione è farla finita",
  // typos, missing accents, chat spelling, shouting
  "non ce la faccio piu a vivere",
  "nn voglio piu vivere",
  "ho pensato di sucidarmi più volte",
  "stasera voglio ammazarmi",
  "ho voglia di ucidermi",
  "voglio sucidarmi",
  "VOGLIO MORIREEEE",
  "voglio morì",
  "mi s0no tagliat0 le vene",
  "volgio morire",
  // negation that does not make it safe
  "non voglio morire ma non ce la faccio più",
  "non mi voglio uccidere ma ci penso sempre",
  "no, voglio morire",
  "non so perché voglio morire",
  // abuse, imminent danger, someone else at risk
  "mi picchia e ho paura per la mia vita",
  "mio marito ha minacciato di uccidermi",
  "mia figlia dice che vuole uccidersi",
  // embedded in a longer message
  "Oggi è stata una giornata pesante al lavoro, il capo mi ha urlato contro e poi a casa nessuno mi ha chiesto niente. Sinceramente vorrei sparire per sempre. Comunque domani ho il dentista.",
  "Ciao, volevo raccontarti della settimana: l'esame è andato male, la mia ragazza mi ha lasciato e i miei non mi parlano. Ci penso da giorni a come farla finita, poi però mi distraggo col telefono.",
];

// ---------------------------------------------------------------------------------------------
// Crisis: English
// ---------------------------------------------------------------------------------------------
const CRISIS_EN: string[] = [
  // direct
  "I want to kill myself",
  "I'm going to end my life",
  "I want to die",
  "I'm gonna hang myself",
  "I want to slit my wrists",
  "i feel like killing myself",
  "I can't stop thinking about killing myself",
  "I have a plan to kill myself",
  "I'm thinking about suicide",
  "I'm suicidal",
  "I've been feeling really suicidal lately",
  // indirect
  "everyone would be better off without me",
  "I want to disappear forever",
  "I've been saving up my pills",
  "I don't see a way out anymore, I want it to end",
  "I wish I was dead",
  "I wish I'd never been born",
  "I hope I don't wake up tomorrow",
  "I wish I could go to sleep and never wake up",
  "there is no reason to live",
  "I have nothing left to live for",
  "there's no point in living anymore",
  "life isn't worth living",
  "I'm tired of living",
  "I'm a burden to everyone",
  "nobody would miss me if I was gone",
  "no one would notice if i disappeared",
  "I keep thinking everyone would be happier if I was gone",
  "I can't go on living like this",
  "I don't want to be here anymore",
  "i dont wanna be alive anymore",
  "I keep thinking about dying",
  "I'm planning to end it this weekend",
  "I can't see any other way out than ending it",
  "I've been giving away my stuff",
  "tonight is my last night alive",
  "I'm done. Goodbye everyone.",
  "I wrote a suicide note",
  // plans, means, self-harm
  "I'm going to take all my pills tonight",
  "I googled how many pills it takes to die",
  "I bought a rope to hang myself",
  "I want to jump off a bridge",
  "I've been cutting myself again",
  "I'm scared I might hurt myself tonight",
  "I want to self harm",
  // typos, slang, leetspeak, censoring
  "i wanna kil myself",
  "kms",
  "honestly i might just kms tonight",
  "I want to unalive myself",
  "I just wanna dieeee",
  "k1ll mys3lf",
  "i want to kill myslef",
  "thinking about commiting sucide",
  "i want 2 die",
  "i want to k*ll myself",
  "k i l l m y s e l f",
  "#iwanttodie",
  // negation that does not make it safe
  "I don't want to die but I can't take it anymore",
  "I don't want to kill myself but the thoughts won't stop",
  "no, I want to die",
  "I don't know why I want to die",
  "I'm not suicidal but I wish I could sleep forever",
  // abuse, imminent danger, someone else at risk, harm to others
  "someone is threatening to kill me",
  "I'm scared he will kill me",
  "my dad beats me",
  "my friend wants to kill herself, what do I do",
  "I want to hurt someone",
  // embedded in a longer message
  "today was awful. work was a mess, my sister yelled at me, and tbh I think the world would be better without me. anyway how are you",
  "Long day. Had a meeting, missed the bus, dinner was cold. Honestly I just want to end it all tonight. Sorry for the rant.",
];

// ---------------------------------------------------------------------------------------------
// Code-switching (both languages are always checked, whatever the UI language)
// ---------------------------------------------------------------------------------------------
const CRISIS_MIXED: string[] = [
  "sono così stanca, I just want to die",
  "I feel so empty, voglio farla finita",
  "oggi no, honestly I want to kill myself",
  "I can't anymore, non voglio più vivere",
];

// ---------------------------------------------------------------------------------------------
// Not a crisis: Italian (idioms, news, history, games, cooking, negation, everyday stress)
// ---------------------------------------------------------------------------------------------
const SAFE_IT: string[] = [
  "stavo solo ammazzando il tempo",
  "sono morta dal ridere",
  "muoio di fame",
  "oggi muoio di sonno",
  "sto morendo dal caldo",
  "sto morendo di noia in questa riunione",
  "ho ucciso un ragno in bagno",
  "ho ammazzato le zanzare",
  "ho visto un film sul suicidio di un personaggio storico",
  "Van Gogh si è tolto la vita nel 1890",
  "Cleopatra si è suicidata con un aspide",
  "il personaggio del romanzo si uccide alla fine",
  "la scuola ha organizzato un incontro sulla prevenzione del suicidio",
  "il numero dei suicidi in carcere è aumentato",
  "il telegiornale parlava di un omicidio in città",
  "questo lavoro mi uccide",
  "mi uccide questo mal di testa",
  "mi manchi da morire",
  "ti amo da morire",
  "oggi fa un caldo da morire",
  "muoio dalla voglia di vederti",
  "questa canzone mi fa morire",
  "ammazza che bello!",
  "ammazza quanto piove",
  "oggi mi taglio i capelli",
  "voglio tagliarmi la frangia",
  "mi sono tagliato con il coltello mentre cucinavo",
  "ho tagliato la torta a fette",
  "l'acqua troppo calda uccide il lievito",
  "ho ucciso il boss finale del gioco",
  "dobbiamo uccidere il drago per finire il livello",
  "voglio farla finita con le sigarette",
  "voglio farla finita con lui, mi ha tradita",
  "non voglio morire",
  "non mi ucciderei mai",
  "non ho pensieri suicidi, sono solo stanca",
  "ho paura di morire quando ho un attacco di panico",
  "stasera mi sparo tutta la serie",
  "mi sparo un caffè e riparto",
  "mi ammazzo di lavoro tutta la settimana",
  "mi sono ammazzato di risate",
  "quel professore ci ammazza di compiti",
  "se non vinciamo la partita il mister ci ammazza",
  "sono stanca morta",
  "il mio telefono è morto",
  "le piante sono morte perché non le ho annaffiate",
  "il mio gatto è morto di vecchiaia",
  "voglio dormire tutto il giorno",
  "non ce la faccio più con questo traffico",
  "non ce la faccio più con lo studio, ho tre esami la prossima settimana",
  "non ne posso più del mio capo, mi rovina la vita",
  "mi butto sul divano e guardo un film",
  "mi butto a capofitto nello studio",
  "non buttarti giù, andrà meglio",
  "voglio vivere a Milano",
  "non voglio vivere in una città così inquinata",
  "voglio morire vecchio e felice",
  "mi sono fatto male al ginocchio giocando a calcio",
  "vorrei sparire per un weekend in montagna",
  "voglio tagliare i ponti con il mio ex",
  "quante tachipirine posso prendere per la febbre?",
  "ho fatto 10 kms di corsa",
];

// ---------------------------------------------------------------------------------------------
// Not a crisis: English
// ---------------------------------------------------------------------------------------------
const SAFE_EN: string[] = [
  "I'm dying to see it",
  "this job is killing me lol",
  "the heat is killing me today",
  "my feet are killing me after that hike",
  "you're killing me with these puns",
  "I killed it at the presentation",
  "she killed it on stage",
  "the suspense is killing me",
  "my phone died",
  "my laptop just died on me",
  "the battery is dead",
  "I killed the boss in the game",
  "the game is so hard, I keep dying on level 3",
  "I shot the zombie in the head",
  "I want to kill this bug in my code",
  "I'm so hungry I could die",
  "I could just die, that was so embarrassing",
  "I'm dead tired",
  "I'm dead serious",
  "that joke killed me",
  "I'm just killing time before my appointment",
  "I nearly died laughing",
  "I died of embarrassment when I tripped",
  "that movie was so bad I wanted to die of boredom",
  "my plants are dying",
  "I read a book about suicide prevention",
  "the suicide rate in Europe has fallen",
  "Kurt Cobain died by suicide in 1994",
  "the poet killed herself in 1932",
  "the news said a man was killed in a car crash",
  "we watched Suicide Squad last night",
  "it's a suicide mission to drive in this snow",
  "I cut myself shaving this morning",
  "I burned myself on the oven",
  "I hurt myself playing football",
  "I want to cut my hair short",
  "I'd die for a coffee right now",
  "I'd kill for a nap",
  "this dress is to die for",
  "cross my heart and hope to die",
  "I don't want to die without seeing Japan",
  "I would never kill myself",
  "I'm not suicidal, just stressed about exams",
  "my mom is going to kill me when she sees my grades",
  "I'm going to murder this burger",
  "I shot myself in the foot with that email",
  "I'm killing myself at the gym these days",
  "I'm drowning in work",
  "I want to live in London",
  "I can't live without coffee",
  "I had a panic attack and thought I was dying",
  "she beat me at chess again",
  "he always beats me in Mario Kart",
  "he hit me up last night to hang out",
  "it hit me that I forgot her birthday",
  "I want to end my subscription",
  "I want to end it with my boyfriend",
  "I can't take this traffic anymore",
  "I give up on this recipe",
  "I want to disappear for a while and go travelling",
  "I'm so tired I could sleep forever",
  "I ran a few kms today",
];

describe("assessMessage: crisis language is flagged", () => {
  test.each(CRISIS_IT)("it: %s", (sentence) => {
    const result = assessMessage(sentence);
    expect(result.crisis).toBe(true);
    expect(result.rule).toMatch(/^(?:it|en|xx)\.[a-z_]+$/);
  });

  test.each(CRISIS_EN)("en: %s", (sentence) => {
    const result = assessMessage(sentence);
    expect(result.crisis).toBe(true);
    expect(result.rule).toMatch(/^(?:it|en|xx)\.[a-z_]+$/);
  });

  test.each(CRISIS_MIXED)("mixed: %s", (sentence) => {
    expect(assessMessage(sentence).crisis).toBe(true);
  });
});

describe("assessMessage: alarming words that are not a crisis", () => {
  test.each(SAFE_IT)("it: %s", (sentence) => {
    expect(assessMessage(sentence)).toEqual({ crisis: false, rule: null });
  });

  test.each(SAFE_EN)("en: %s", (sentence) => {
    expect(assessMessage(sentence)).toEqual({ crisis: false, rule: null });
  });
});

describe("assessMessage: rule ids", () => {
  test.each([
    ["voglio uccidermi", "it.suicide_self"],
    ["I want to kill myself", "en.suicide_self"],
    ["vorrei solo morire", "it.death_wish"],
    ["I wish I was dead", "en.death_wish"],
    ["tutti starebbero meglio senza di me", "it.burden"],
    ["everyone would be better off without me", "en.burden"],
    ["I've been saving up my pills", "en.plan_means"],
    ["ho scritto una lettera d'addio", "it.farewell"],
    ["mi picchia e ho paura per la mia vita", "it.abuse_danger"],
    ["someone is threatening to kill me", "en.abuse_danger"],
    ["my friend wants to kill herself", "en.other_at_risk"],
    ["voglio fare del male a qualcuno", "it.harm_others"],
    ["non voglio morire ma non ce la faccio più", "it.despair_death"],
  ])("%s -> %s", (sentence, rule) => {
    expect(assessMessage(sentence)).toEqual({ crisis: true, rule });
  });

  test("the same text always gives the same answer", () => {
    const text = "I want to disappear forever";
    expect(assessMessage(text)).toEqual(assessMessage(text));
  });
});

describe("assessMessage: robustness", () => {
  test.each([
    ["empty", ""],
    ["spaces only", "   \n\t  "],
    ["punctuation only", "?!?!...;;;"],
    ["emoji only", "😀😢💔🙏🏽👨‍👩‍👧"],
    ["lone surrogates", "\ud800\udfff\ud83d"],
    ["zero-width and bidi controls", "\u200b\u200c\u200d\u202e\u2066\ufeff"],
    ["combining marks", "a\u0301\u0302\u0303\u0304".repeat(200)],
    ["null and control characters", "\u0000\u0001\u0007\u001b[31m"],
    ["non-Latin scripts", "私は大丈夫です。Я в порядке. أنا بخير"],
    ["huge plain text", "lorem ipsum dolor sit amet ".repeat(4000)],
    ["huge single token", "a".repeat(100_000)],
    ["huge repeated alarm words", "kill die morire ".repeat(7000)],
  ])("does not throw and is not a crisis: %s", (_label, text) => {
    expect(() => assessMessage(text)).not.toThrow();
    expect(assessMessage(text).crisis).toBe(false);
  });

  test("a 100k-character message with a crisis sentence at the end is flagged", () => {
    const text = "Oggi ho fatto la spesa e poi sono andata al lavoro. ".repeat(2000) + "Voglio farla finita.";
    expect(text.length).toBeGreaterThan(100_000);
    expect(assessMessage(text).crisis).toBe(true);
  });

  test("zero-width characters and look-alike letters do not hide a crisis", () => {
    expect(assessMessage("kill\u200b my\u200bself").crisis).toBe(true);
    expect(assessMessage("k\u0456ll myself").crisis).toBe(true); // Cyrillic "і"
    expect(assessMessage("ｋｉｌｌ ｍｙｓｅｌｆ").crisis).toBe(true); // full-width
  });

  test("non-string input is treated as no message", () => {
    expect(assessMessage(undefined as unknown as string)).toEqual({ crisis: false, rule: null });
    expect(assessMessage(null as unknown as string)).toEqual({ crisis: false, rule: null });
  });
});

describe("crisis reply", () => {
  test.each([
    ["it", ["112", "02 2327 2327", "19696"]],
    ["en", ["988", "116 123", "112", "999", "911"]],
  ] as const)("%s reply names the right numbers and the safety page", (locale, numbers) => {
    const reply = crisisReply(locale);
    for (const n of numbers) expect(reply).toContain(n);
    expect(reply).toContain("/safety");
  });

  test("the Italian reply is in Italian and says Telefono Amico is not around the clock", () => {
    const reply = crisisReply("it");
    expect(reply).toContain("piano di sicurezza");
    expect(reply).toContain("Telefono Amico Italia");
    expect(reply).toContain("non è attivo 24 ore su 24");
    expect(reply).toContain("Telefono Azzurro");
  });

  test("the English reply is in English and names the lines", () => {
    const reply = crisisReply("en");
    expect(reply).toContain("safety plan");
    expect(reply).toContain("Samaritans");
    expect(reply).toContain("call or text 988");
  });

  test.each(["it", "en"] as const)("%s reply is plain text with a 3-step exercise and at most one emoji", (locale) => {
    const reply = crisisReply(locale);
    expect(reply).not.toMatch(/<[a-z/!]/i);
    expect(reply).toContain("\n");
    expect(reply).toMatch(/^1\. /m);
    expect(reply).toMatch(/^2\. /m);
    expect(reply).toMatch(/^3\. /m);
    expect((reply.match(/\p{Extended_Pictographic}/gu) ?? []).length).toBeLessThanOrEqual(1);
  });

  test.each([
    ["it", ["112", "02 2327 2327", "19696"]],
    ["en", ["988", "116 123", "112", "999", "911"]],
  ] as const)("%s resources list the hotlines with dialable tel: links", (locale, numbers) => {
    const resources = crisisResources(locale);
    expect(resources.locale).toBe(locale);
    expect(resources.hotlines.map((h) => h.number)).toEqual(expect.arrayContaining([...numbers]));
    for (const h of resources.hotlines) {
      expect(h.name.length).toBeGreaterThan(0);
      expect(h.note.length).toBeGreaterThan(0);
      expect(h.tel).toMatch(/^tel:\+?\d+$/);
      // the link dials exactly the number shown (Italian landlines with the +39 prefix)
      expect(h.tel.replace(/^tel:/, "").replace(/^\+39/, "")).toBe(h.number.replace(/\s/g, ""));
    }
    const amico = resources.hotlines.find((h) => h.name === "Telefono Amico Italia");
    if (locale === "it") expect(amico?.number).toBe("02 2327 2327");
    if (amico) expect(amico.tel).toBe("tel:+390223272327");
  });

  test("resources are a fresh copy each call", () => {
    const a = crisisResources("it");
    a.hotlines[0].number = "000";
    expect(crisisResources("it").hotlines[0].number).toBe("112");
  });
});
