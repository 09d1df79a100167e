/**
 * Italian patterns for Beck's cognitive distortions (Beck 1976; Burns, "Feeling Good", 1980).
 * Written against normalised text: no accents ("sarà" → "sara"), apostrophes split words
 * ("quell'errore" → "quell errore"), punctuation is the token ".".
 *
 * Negation policy (a judgement call): a label the person *rejects* ("non sono un fallito")
 * is not labelling — it is often the balanced thought itself — so label patterns skip a
 * preceding "non". Global self-verdicts that are negative in form ("non valgo niente") are
 * still labelling.
 */
import type { DistortionRules } from "./lexicon-types";

const LABEL =
  "(?:fallit[oaie]|un fallimento|incapac[ei]|stupid[oaie]|idiot[ae]|inutil[ei]|perdent[ei]|una nullita|nullita|deficient[ei]|buon[oa] a nulla|cretin[oaie]|scem[oaie]|imbecill[ei]|sfigat[oaie]|un mostro|un peso|uno schifo|patetic[oaie]|sbagliat[oaie]|difettos[oaie]|un disastro|una delusione|debol[ei]|orribil[ei]|inadeguat[oaie]|incompetent[ei]|insignificant[ei]|un errore|senza valore|un caso perso|una persona (?:orribile|cattiva|terribile|inutile|sbagliata|schifosa|di merda)|una merda|un cesso|un buono a nulla|una buona a nulla)";
/** Single, distinct words only: overlapping alternatives inside "(…)*" would backtrack exponentially. */
const LABEL_FILLER = "(?:(?:solo|soltanto|proprio|davvero|veramente|cosi|sempre|stat[oa]|un|una|uno|il|la|l|solamente|tanto|troppo) )*";

/** A universal quantifier and a negative predicate in the same clause → overgeneralisation. */
export const IT_OVERGENERALISATION_CLAUSE = {
  quantifier: /\b(?:sempre|ogni volta|tutte le volte|ogni santa volta|nessun[oa]|come sempre|come al solito|ancora una volta)\b/,
  negative:
    /\b(?:sbagli\w*|rovin\w*|fallisc\w*|delud\w*|delus\w*|casin\w*|male|malissimo|stort[oa]|abbandon\w*|lascia\w*|odia\w*|ignor\w*|perd\w*|dimentic\w*|error\w*|tradisc\w*|tradit\w*|rifiut\w*|esclud\w*|critic\w*|schifo|inutil\w*|incapac\w*|sfig\w*|capisce|ascolta|sopporta|aiuta|cerca|considera|vuole|ama)\b/,
} as const;

/**
 * Clauses where "dovrei"/"devo" asks or plans instead of demanding (decision record 0019): a
 * question word before it ("cosa dovrei fare lunedì?", "secondo te dovrei…") or a practical
 * verb right after the present conditional ("dovrei comprare il latte"). "Avrei dovuto…" is
 * never a plan: the verb list only follows a bare "dovrei".
 */
export const IT_SHOULD_EXCEPTIONS: readonly RegExp[] = [
  /\b(?:cosa|che cosa|come|quando|dove|quale|quali|quanto|quanta|quanti|quante|chi|a che ora|secondo te|dici che|pensi che|tu dici) (?:\w+ ){0,2}(?:dovrei|devo|dovremmo|dobbiamo)\b/,
  /(?<!\b(?:avrei|avremmo|non) )\bdovrei (?:(?:anche|poi|ancora|prima|domani|oggi|stasera|magari|forse) )?(?:comprare|prendere|chiamare|andare|passare|portare|prenotare|mandare|scrivere|pagare|ritirare|uscire|partire|mangiare|cucinare|lavare|pulire|iniziare|cominciare|finire|fare la spesa|rispondere|preparare|controllare|spedire|stampare|leggere|chiedere|sentire il|sentire la|prenotar\w*|chiamar\w*|comprar\w*|mandar\w*|scriver\w*)\b/,
];

/**
 * Spans where a label is the content of another distortion: what others are supposed to think
 * ("pensano che sono un incapace" is mind reading), what a feeling is taken to prove ("quindi
 * vuol dire che sono…" is emotional reasoning), the failing side of an either/or.
 */
export const IT_LABEL_FRAMES: readonly RegExp[] = [
  /\b(?:pensa|pensano|pensera|penseranno|pensava|pensavano|credono|crede|crederanno|trovano|trova|vedono|considerano|giudicano|presa per|preso per|presi per|prese per) (?:\w+ ){0,2}(?:che|come|per)?\b[^.]*/,
  /\b(?:vuol dire che|significa che|quindi vuol dire|allora vuol dire|dev essere che)\b[^.]*/,
  /\bo (?:\w+ ){0,4}(?:perfett\w*|tutto|il massimo) o\b[^.]*/,
];

export const IT_DISTORTIONS: DistortionRules = {
  all_or_nothing: [
    /\btutto o niente\b|\bo tutto o (?:niente|nulla)\b|\bo bianco o nero\b|\bbianco o nero\b/,
    /\b(?:completamente|totalmente|del tutto|interamente|assolutamente) (?:un |una )?(?:sbagliat\w*|inutil\w*|fallit\w*|rovinat\w*|incapac\w*|disastro|fallimento|incompetent\w*|negat[oaie]|inadeguat\w*|schifo|da buttare)\b/,
    /\b(?:fallimento|disastro) (?:totale|completo|assoluto)\b|\b(?:totale|completo) (?:fallimento|disastro)\b/,
    /\b(?:ho rovinato|e rovinato|ho sbagliato|e andato storto|va storto|e sbagliato|e andato male|ho buttato via|e da buttare|ho perso) tutto\b/,
    /\btutto (?:e |e stato |era |sara )?(?:rovinato|sbagliato|da buttare|inutile|un disastro)\b/,
    /\bse non (?:e|sono|sara|fosse|faccio|va|viene) (?:\w+ )?perfett\w*/,
    /\bo (?:e |sono |faccio )?(?:perfett\w*|tutto perfetto|il massimo) o\b/,
    /\b(?:niente|nulla) (?:e |e mai |sara mai )?abbastanza\b/,
    // "se non prendo 30 tanto vale che mollo": anything short of the top counts as nothing
    /\btanto vale (?:che )?(?:mollo|mollare|molli|lascio|lasciare|smetto|smettere|rinuncio|rinunciare|non (?:ci )?provo|non provarci|non farlo|non fare niente|ritirarmi|mi ritiro)\b/,
    /\bse non (?:\w+ ){0,5}(?:non ha senso|non ha nessun senso|e inutile|e tutto inutile|non serve a niente|non vale niente)\b/,
    /\bo (?:\w+ ){0,3}perfett\w* o (?:non|niente|nulla|sono|e|mollo|lascio)\b/,
  ],
  overgeneralisation: [
    /\bnessun[oa] mi (?:\w+ )?(?:capisce|ascolta|vuole|ama|aiuta|cerca|chiama|scrive|considera|sopporta|nota|invita|apprezza|caga|fila|vede)\b/,
    /\bnon (?:\w+ ){0,2}mai (?:\w+ ){0,2}(?:bene|giust[oa]|niente|nulla|nessuno|ragione)\b/,
    /\bnon (?:riesco|ci riesco|ce la faccio|imparo|combino|capisco) mai\b/,
    /\bnon (?:\w+ )?(?:va|vanno|funziona|riesce|esce) mai\b/,
    /\bne faccio (?:mai )?una giusta\b/,
    /\b(?:niente|nulla) (?:mi )?(?:va|funziona|riesce|esce|andra) (?:mai )?bene\b|\bnon (?:mi )?va (?:mai )?bene (?:niente|nulla)\b/,
    /\bmai una (?:gioia|volta che)\b/,
    /\btutti mi (?:odiano|ignorano|lasciano|abbandonano|trattano male|evitano|deludono|tradiscono|usano|criticano)\b/,
    /\b(?:sempre|tutte|solo) a me\b/,
    /\b(?:ogni|tutte le) (?:santa )?volt[ae] (?:[\w.]+ ){0,6}(?:va male|va storto|vanno male|sbagli\w*|fallisc\w*|rovin\w*|combino casini)\b/,
  ],
  catastrophising: [
    /\b(?:catastrof\w*|tragedi\w*|apocalitt\w*|disastros\w*)\b/,
    /\b(?:sara|sarebbe|e) (?:un |una )?(?:disastro|catastrofe|la fine|tragedia|un incubo|insopportabile|terribile|orribile)\b/,
    /\b(?:la )?fine del mondo\b/,
    /\b(?:e tutto finito|e finita per me|sono finit[oa]|sono rovinat[oa]|vita (?:e )?rovinata|rovinat[oa] per sempre|mi (?:ha|hanno|rovinera|rovineranno) rovinato la vita|rovinarmi la vita)\b/,
    /\b(?:perdero|perderei|perdo) tutto\b/,
    /\bfinir(?:o|ei|a) (?:per strada|sotto un ponte|in mezzo a una strada|sol[oa] per sempre|in rovina|sul lastrico)\b/,
    /\binsopportabil\w*\b/,
    /\bsuccedera (?:qualcosa di )?(?:terribile|brutto|grave|orribile|il peggio)\b/,
    /\be se (?:poi )?(?:[\w.]+ ){0,6}(?:mor\w*|perd\w*|licenz\w*|lascia\w*|malat\w*|grave|peggio|disastr\w*|fallisc\w*|tumore|cancro|infarto)\b/,
    /\b(?:penso|pens[oa] sempre|mi aspetto|aspetto|immagino) (?:sempre )?(?:al |il )peggio\b/,
    /\bnon (?:mi )?riprendero mai\b|\bnon sopravviv\w*/,
    /\be finita (?:per me|la mia vita|\. non|non)\b|\b(?:sara|e) la fine\b|\bla fine proprio\b/,
    /\b(?:mi )?(?:rovinera|rovinerebbe|distruggera|distruggerebbe) (?:la )?(?:vita|carriera|futuro|tutto)\b/,
    /\bse (?:fosse|e|sara) (?:un|una) (?:tumore|cancro|infarto|ictus|malattia grave)\b/,
  ],
  mind_reading: [
    /\b(?:pensa|pensano|pensera|penseranno|pensava|pensavano|credono|crede|crederanno|trovano|trova|vedono|considerano|giudicano|giudica) (?:\w+ ){0,2}che (?:io )?(?:sia|sono|fossi|ero|valga|non valga|non sia|non sono|non capisca|abbia|faccia)\b/,
    /\b(?:mi|ci) (?:giudica|giudicano|giudichera|giudicheranno|giudicava|disprezza|disprezzano|odia|odiano|detesta|detestano|compatisce|compatiscono|deride|deridono|evita|evitano|trova noios\w*|trovano noios\w*|trova strano|trovano stran\w*|vede come|vedono come|sopporta piu|sopportano piu)\b/,
    /\bce l (?:ha|hanno|avra) con me\b/,
    /\bnon (?:gli|le|vi|ci) (?:piaccio|interesso|importa (?:niente |nulla )?di me)\b/,
    /\b(?:si|s) (?:e|sara|sono|saranno) (?:stufat\w*|stancat\w*|annoiat\w*|scocciat\w*) di me\b/,
    /\bridono di me\b|\bparlano (?:male )?(?:di me|alle mie spalle)\b/,
    /\b(?:lo|la) so che (?:mi|pensa|pensano|non|lui|lei|loro)\b/,
    /\bsicuramente (?:pensa|pensano|mi|ce l|e arrabbiat|sono arrabbiat|mi odia|mi giudica)\w*/,
    /\bsi vergogna(?:no)? di me\b/,
    /\bsecondo (?:lui|lei|loro) (?:sono|valgo)\b/,
    /\bmi (?:hanno|ha|avranno|avra) pres[oa] per (?:\w+ )?(?:scem|stupid|cretin|idiot|pazz|matt|fallit|incapac|sfigat|deficient|imbranat)\w*/,
    /\b(?:si|s) (?:sara|saranno|e|sono) (?:gia )?(?:stufat\w*|stancat\w*|rott\w*|annoiat\w*|scocciat\w*)\b/,
    /\b(?:staranno|stara|stanno) (?:sicuramente |di sicuro )?(?:pensando|ridendo|parlando) (?:che|di me|male di me)\b/,
  ],
  fortune_telling: [
    /\b(?:andra|andranno|finira|finiranno|verra|uscira|andrebbe) (?:sicuramente |di sicuro |certamente |sempre |comunque )?(?:male|malissimo|storto|storta|a finire male|in malora|a rotoli|a monte)\b/,
    /\bnon (?:ce la faro|ce la faremo|riusciro|passero|superero|trovero|cambiera|cambieranno|migliorera|miglioreranno|guariro|staro (?:mai )?meglio|staro (?:mai )?bene|usciro|mi riprendero|ce la fara|mi assumeranno|mi vorra|mi amera|mi accettera|mi sposero|avro mai)\b/,
    /\b(?:falliro|fallira|falliremo|sbagliero|mi bocceranno|mi boccera|mi licenzieranno|mi licenziera|mi lascera|mi lasceranno|mi abbandonera|mi abbandoneranno|mi rifiutera|mi rifiuteranno|rimarro sol[oa]|restero sol[oa]|saro sempre sol[oa]|perdero il lavoro)\b/,
    /\bso (?:gia|benissimo|per certo|gia per certo) che (?:non|andra|mi|sara|finira|falliro|sbagliero|perdero|lui|lei|loro)\b/,
    /\bsara (?:sicuramente |di sicuro |certamente )?(?:un disastro|un fallimento|una catastrofe|orribile|terribile|un incubo|tutto inutile|inutile)\b/,
    /\b(?:me lo sento|lo sento) che (?:andra|non|mi|sara|finira|succedera)\b|\bmi lascera\w*\b/,
    /\bsicuramente (?:andra|non|fallir|sbaglier|sara|mi lascer|mi licenzier|mi boccer)\w*/,
    /\bnon cambiera mai niente\b|\bnon cambiera mai nulla\b/,
    /\b(?:me lo sento|lo sento|sento gia|so gia|tanto lo so) che (?:\w+ ){0,3}(?:va|andra|sara|finisce|finira|succede|succedera|non|mi)\b/,
    /\btanto (?:andra|va a finire|finira|sara) (?:\w+ )?(?:male|malissimo|storto|uguale|cosi|un disastro)\b/,
    /\bnon (?:\w+ )?(?:passero|troverò|trovero|riusciro|ce la faro) mai\b|\bnon (?:lo |la )?(?:passero|trovero|superero) mai\b/,
  ],
  should_statements: [
    /\b(?:dovrei|dovrebbe|dovrebbero|dovresti|dovremmo|dovreste)\b/,
    /\b(?:avrei|avresti|avrebbe|avremmo|avrebbero) dovuto\b|\b(?:sarei|sarebbe|saresti) dovut[oaie]\b/,
    /\b(?:devo|deve|dobbiamo|devi|devono) (?:\w+ )?(?:sempre|assolutamente|per forza|essere|riuscire|farcela|mai|dimostrare|fare tutto|fare di piu|piacere|essere perfett\w*)\b/,
    /\bnon (?:devo|posso permettermi di) (?:mai )?(?:sbagliare|piangere|lamentarmi|essere debole|mostrare|arrabbiarmi|fallire|deludere)\b/,
    /\bdovevo (?:\w+ )?(?:capir|saper|accorgermi|fare di piu|essere|prevedere|immaginar|dirlo|evitar)\w*/,
    /\bbisogna che io\b/,
    /\b(?:alla mia eta|ormai|a quest ora) (?:\w+ ){0,2}(?:dovrei|avrei dovuto|dovevo)\b/,
  ],
  labelling: [
    // "non sono un fallito", "non per questo sono incapace": rejected labels are not labelling.
    new RegExp(`(?<!\\b(?:non|nn)(?: (?!so\\b|capisco\\b)\\w+){0,2} )\\b(?:io )?sono ${LABEL_FILLER}${LABEL}\\b`),
    new RegExp(`\\bnon sono (?:altro|nient altro|nulla di piu) che ${LABEL_FILLER}${LABEL}\\b`),
    /\bnon valgo (?:niente|nulla|un cazzo|zero|un granche)\b|\bvalgo zero\b|\bnon servo a (?:niente|nulla)\b/,
    /\b(?:che|quanto sono) (?:idiota|stupid[oa]|cretin[oa]|scem[oa]|deficiente|imbecille|fallit[oa])(?: che sono)?\b/,
    /(?<!\bnon )\b(?:e|lui e|lei e|e proprio|sono tutti) (?:un |una |degli |delle )?(?:idiot[ai]|egoist[aie]|stronz[oaie]|narcisist[aie]|incompetent[ei]|mostr[oi]|buon[oa] a nulla|perdent[ei]|deficient[ei]|cretin[oaie])\b/,
    /\bnon sono (?:mai )?abbastanza\b/,
  ],
  personalisation: [
    /\bcolpa mia\b/,
    /\b(?:a|per) causa mia\b/,
    /\bmi (?:do|sento di avere) (?:tutta )?la colpa\b/,
    /\bsono io (?:il problema|la causa|che rovino|che sbaglio|quell[oa] sbagliat[oa]|il motivo)\b/,
    /\b(?:e|e stata|e stato) (?:tutta )?responsabilita mia\b/,
    /\bse (?:solo )?(?:fossi stat[oa]|fossi|avessi) (?:\w+ ){0,3}(?:piu|migliore|diversa|diverso|fatto|detto|capito)\b/,
    /\bme la sono cercata\b/,
    /\b(?:li|l|la|lo) ho delus[oi]\b|\bho deluso (?:tutti|i miei|mia|mio)\b/,
    /\b(?:l ho|li ho|la ho|le ho) fatt[oaie] (?:arrabbiare|soffrire|stare male|piangere|andare via)\b/,
    /\bdipende (?:tutto )?da me\b/,
    /\bperche io non (?:ero|sono|sono stat[oa]|ero stat[oa]) (?:\w+ )?(?:all altezza|abbastanza|brav\w*|capace|pront\w*)\b/,
    /\b(?:devo|dovrei|avro|avra) (?:aver|avere) (?:fatto|detto|sbagliato) (?:qualcosa|io)\b|\b(?:sicuramente|di sicuro|forse) (?:e|e stata|e stato) colpa mia\b/,
    /\b(?:se la prende|ce l ha|e arrabbiat\w*|e triste|sta male) (?:\w+ ){0,2}(?:per colpa mia|per me|a causa mia)\b/,
  ],
  emotional_reasoning: [
    /\bmi sento (?:(?:come|proprio|davvero|cosi|un|una|uno) )*(?:fallit\w*|stupid\w*|inutil\w*|incapac\w*|idiot\w*|peso|nullita|sbagliat\w*|impostor\w*|inadeguat\w*|brutt\w*|schifo|fallimento|delusione|cattiv\w*|indegn\w*|incompetent\w*|debol\w*)\b/,
    /\b(?:mi sento|sento|provo|ho paura|ho l ansia|ho ansia|sono in ansia|se ho paura|se mi sento|se lo sento) (?:[\w.]+ ){0,5}(?:quindi|allora|percio|dunque|vuol dire che|significa che|deve essere|dev essere)\b/,
    /\b(?:sento|ho la sensazione|ho la netta sensazione|ho il presentimento|ho come l impressione) che (?:\w+ ){0,3}(?:andra|succedera|non|mi|sono|sia|finira|qualcosa)\b/,
    /\b(?:deve|dev) essere vero\b|\bse lo sento (?:e|allora e|deve essere) (?:vero|cosi)\b/,
    /\bmi sento (?:\w+ ){1,4}(?:quindi|allora|percio|dunque) (?:lo |la )?sono\b/,
    /\b(?:mi sento|mi sentivo|sento|provo|ho|avevo) (?:\w+ ){1,5}(?:quindi |allora |percio |e )?(?:vuol dire|significa) che\b/,
  ],
  mental_filter: [
    /\bnon riesco a pensare (?:ad altro|a nient altro|a nientaltro|che a)\b/,
    /\b(?:penso|ripenso) (?:solo|soltanto|sempre e solo) (?:a|al|alla|alle|ai|agli|all|allo|a quell\w*)\b/,
    /\bcontinuo a pensare (?:solo )?(?:a|al|alla|alle|ai|agli|all|allo|a quell\w*)\b/,
    /\b(?:l )?unica cosa (?:che (?:conta|ricordo|vedo|noto|mi resta)|a cui penso)\b/,
    /\b(?:ricordo|vedo|noto|sento|guardo) (?:solo|soltanto) (?:\w+ ){0,3}(?:negativ\w*|brutt\w*|male|errori|error\w*|critic\w*|difett\w*|sbagl\w*)\b/,
    /\b(?:rovinat[oa]|rovina|rovinare) (?:\w+ ){0,3}(?:da |per )?(?:un|una|quel|quella|quell|quello) (?:solo |sola |singol[oa] |piccol[oa] )?(?:errore|commento|critica|frase|parola|sbaglio|cosa)\b/,
    /\bun solo (?:errore|commento|sbaglio|difetto|voto)\b|\buna sola (?:critica|frase|parola|cosa (?:negativa|andata storta))\b/,
    /\bnon c e (?:niente|nulla) di (?:buono|positivo|bello)\b|\bniente di buono\b/,
    /\bmi (?:concentro|fisso) (?:solo )?(?:su|sul|sulla|sugli|sulle|sui) (?:\w+ ){0,2}(?:negativ\w*|errori|error\w*|critic\w*|difett\w*|sbagl\w*)/,
  ],
  disqualifying_the_positive: [
    /\bnon (?:me l[oa] )?merito\b|\bnon (?:penso|credo) di meritar\w*\b/,
    /\b(?:e stata|e stato|era|sara stata|e) (?:solo |soltanto |tutta |pura |una |un )?(?:fortuna|caso|colpo di fortuna)\b/,
    /\b(?:solo|soltanto|pura|tutta) fortuna\b|\bun colpo di fortuna\b/,
    /\bho avuto (?:solo|soltanto) (?:\w+ )?fortuna\b/,
    /\bnon (?:conta|vale(?! la pena)|significa (?:niente|nulla)|vuol dire (?:niente|nulla))\b/,
    /\b(?:lo|me lo|l|mi) (?:dicono|dice|hanno detto|ha detto|fanno|fa) (?:solo |soltanto )?per (?:gentilezza|educazione|farmi (?:contento|contenta|piacere|sentire meglio)|consolarmi|pieta|compassione|dovere)\b/,
    /\b(?:sono|e) (?:solo|soltanto) (?:gentil[ei]|educat\w*|carin\w*)\b/,
    /\bchiunque (?:ci sarebbe riuscit\w*|ce l avrebbe fatta|avrebbe potuto|poteva farlo|ce la fa|ci riesce|sarebbe capace|lo avrebbe fatto|l avrebbe fatto|ci riuscirebbe)\b/,
    /\bnon e (?:stato |stata )?merito mio\b/,
    /(?<!\bnon )\bera (?:una cosa |roba )?(?:facile|da niente|banale)\b/,
    /\bnon (?:e|era) (?:niente|nulla) di (?:che|speciale)\b/,
    /\b(?:ma|tanto|comunque) (?:era|e stato|e stata) (?:un |una |uno )?(?:\w+ )?(?:facile|banale|da niente)\b/,
  ],
};
