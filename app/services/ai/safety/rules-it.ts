/**
 * Italian crisis language: the data the safety gate reads (shapes in types.ts, code in
 * normalise.ts, fuzzy.ts and context.ts, order in rule-ids.ts). Where the phrasings come from
 * and the judgement calls behind them are in the module comment of ../safety-gate.ts; every
 * rule has sentences in tests/unit/safety-gate.test.ts that it must flag and others it must not.
 */
import { compileRule } from "./pattern";
import type { LanguageRuleId } from "./rule-ids";
import type { CrisisRule, SafetyLanguage } from "~/services/ai/safety/rule-types";

/** Italian filler words allowed between the parts of a phrase ("voglio proprio morire"). */
const FI =
  "(?:(?:solo|solamente|soltanto|proprio|davvero|veramente|sinceramente|semplicemente|tanto|ormai|ancora|quasi|subito|oggi|stasera|stanotte|adesso|ora|tipo|spesso|seriamente|anche|io|gia|sempre|letteralmente|a volte|un po|davvero tanto|di nuovo) )";

/** Medicines by kind and by common name (means research and stockpiling). */
const FARMACO =
  "(?:pastiglie|pastiglia|pillole|pillola|compresse|compressa|pasticche|gocce|farmaci|medicine|medicinali|sonniferi|antidepressivi|ansiolitici|benzodiazepine|tachipirine|tachipirina|paracetamolo|ibuprofene|aspirine|aspirina|insulina|sertralina|zoloft|xanax|en|lexotan|valium|diazepam|lorazepam|tavor|alprazolam|quetiapina|litio|fluoxetina|paroxetina|efexor|codeina|tramadolo|stilnox|zolpidem)";
/** Words that may trail a clause without changing it ("non mi serve più niente ormai"). */
const CODA = "(?: (?:ormai|comunque|davvero|tanto|proprio|piu|ancora|qui|adesso|ora|gia))*";

/** `_FIS_`: any number of filler words; `_FARMACO_`, `_CODA_` as above; `_END_` (pattern.ts): the end of a clause. */
const rx = (source: string): RegExp => compileRule(source, { FIS: `${FI}*`, FARMACO, CODA });

const IT_RULES: ReadonlyArray<CrisisRule<LanguageRuleId<"it">>> = [
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

  // ---- someone else at present risk
  {
    id: "it.other_at_risk",
    re: rx(
      "\\b(?:vuole|vuol|minaccia di|ha minacciato di|sta pensando di|pensa di|dice che vuole|ha detto che vuole|ha detto di volersi|vorrebbe|sta per|ha intenzione di|parla di|continua a dire che vuole) _FIS_(?:suicidarsi|uccidersi|ammazzarsi|togliersi la vita|farla finita|impiccarsi|tagliarsi|farsi del male|morire)\\b" +
        "|\\b(?:mia|mio) (?:\\w+ ){0,2}si (?:taglia|tagliava|e tagliat[oa]|fa del male|e fatt[oa] del male|vuole (?:tagliare|uccidere|ammazzare|suicidare))\\b(?! (?:i capelli|la barba|le unghie|con|mentre|un dito|il dito|a fette)\\b)" +
        "|\\b(?:mia|mio) (?:\\w+ ){0,2}(?:ha|ha avuto) (?:pensieri|idee|tendenze) (?:suicid\\w*|di morte)",
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
    id: "it.no_reason_to_live",
    re: rx(
      "\\bnon (?:voglio|vorrei|ho (?:piu )?voglia di|riesco|ce la faccio|posso|sopporto|reggo|ce la fo) _FIS_(?:(?:piu|proprio|davvero|ancora) ){0,2}(?:a |ad |di )?(?:vivere|esistere|stare al mondo|restare al mondo|rimanere al mondo|continuare a vivere)\\b(?! (?:in|a|nel|nella|negli|nelle|vicino|lontano|con|da|all|allo|alla|sotto|qui|li|la|senza|insieme|una|un|come|lontan[oa]|fuori)\\b)" +
        "|\\bnon (?:voglio|vorrei|ho (?:piu )?voglia di|riesco|ce la faccio|posso) _FIS_piu (?:(?:proprio|davvero) )?(?:a |ad |di )?(?:andare avanti|tirare avanti|continuare|esserci|andare avanti cosi|svegliarmi)(?= \\.| #|$| cosi| per nessuno| in questo mondo| su questa terra| la mattina| domani)" +
        "|\\bnon (?:voglio|vorrei) _FIS_(?:vivere|esistere) (?:piu|ancora)\\b" +
        "|\\bnon ho (?:piu )?(?:nessun |alcun |un )?(?:motivo|ragione|ragioni|motivi|senso) (?:per|di) (?:vivere|continuare|andare avanti|restare(?! (?:in|a|al|alla|allo|nel|nella|nello|con|da|dal|dalla|li|la|per lavoro|ancora a|ancora in)\\b))" +
        // no reason to stay ("niente mi tiene più qui", "che ci sto a fare al mondo")
        "|\\bnon ho piu (?:niente|nulla|nessuno) per cui (?:restare|vivere|andare avanti|rimanere)\\b" +
        "|\\b(?:niente|nulla|nessuno) mi (?:tiene|trattiene) (?:piu )?(?:qui|in vita|al mondo|su questa terra)_CODA__END_" +
        "|\\bnon c e (?:piu )?(?:niente|nulla|nessuno) che mi (?:tiene|trattiene|tenga|trattenga) (?:piu )?(?:qui|in vita|al mondo|su questa terra)_CODA__END_" +
        "|\\b(?:che|cosa) ci sto (?:ancora )?a fare (?:al mondo|su questa terra|ancora qui|in questo mondo|in vita)\\b" +
        "|\\bperche dovrei (?:restare|rimanere)(?: qui| al mondo| in vita)?_CODA__END_" +
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
        // medicines taken in secret from someone else ("prendo di nascosto i sonniferi di mia madre")
        "|\\b(?:rub\\w+|di nascosto|sottratt\\w+|sottragg\\w+|tolgo|tolto|togliendo|nascond\\w+|nascost\\w+|mettendo da parte|metto da parte|messo da parte|tengo da parte|accumul\\w+)\\b(?: \\w+){0,5} (?:qualche |un po di |alcune |alcuni |delle |dei |degli |le |i |gli |la |il )?_FARMACO_\\b(?: \\w+){0,4} (?:di|della|dello|del|dei) (?:mia|mio|mamma|papa|nonna|nonno|nonni|miei|zia|zio)\\b" +
        "|\\b(?:ho comprato|ho preso|ho preparato|sto preparando|preparo|ho pronto|ho pronta|ho legato|ho fatto) (?:una |la |il |un )?(?:corda_END_|cappio\\b)" +
        "|\\b(?:ho|tengo) _FIS_(?:una pistola|un arma|la pistola|una lametta|le lamette|delle lamette) (?:e|per) _FIS_(?:voglio|vorrei|penso|potrei|farla|usarla|usarle|spararmi|tagliarmi|uccidermi)" +
        "|\\b(?:le |delle |una |la |il |i )?(?:lamett[ae]|lame|cappio|corda|pillole|pastiglie|sonniferi|farmaci) (?:e |sono |gia |li |le |l )?(?:pront[aeio]|nascost[aeio]|preparat[aeio])\\b" +
        "|\\bquant[ei] (?:\\w+ )?(?:pastiglie|pillole|compresse|gocce|sonniferi|farmaci|tachipirine|paracetamolo) (?:\\w+ ){0,3}(?:per (?:morire|non svegliarsi|non svegliarmi|farla finita|uccidersi|uccidermi|andare in overdose)|letali|mortali|sono letali|sono mortali)\\b|\\bdose (?:letale|mortale)\\b" +
        "|\\b(?:modo|metodo|maniera) (?:piu )?(?:indolore|veloce|rapido|facile|sicuro|semplice) (?:per|di) (?:morire|uccidermi|uccidersi|farla finita|suicidarmi|suicidarsi|togliersi la vita|togliermi la vita)\\b" +
        "|\\bcome (?:uccidermi|suicidarmi|farla finita|morire|togliermi la vita|ammazzarmi) (?:senza (?:soffrire|dolore|sentire niente)|velocemente|in fretta)\\b",
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
        "|\\bultim[oa] (?:notte|giorno|sera) (?:della mia vita|da viv[oa]|su questa terra)\\b" +
        // a letter, note or message left for afterwards ("una lettera per i miei, da leggere dopo")
        "|\\b(?:ho (?:gia )?scritto|scritto|sto scrivendo|scrivero|ho lasciato|lascero|lascio|ho preparato|sto preparando|ho registrato|ho finito|ho messo)(?: (?:\\w+|\\.)){0,8}? (?:lettera|lettere|biglietto|biglietti|messaggio|messaggi|video|due righe|righe)\\b(?: (?:\\w+|\\.)){0,8}? (?:da leggere dopo|per dopo|per quando non ci saro(?: piu)?|quando non ci saro(?: piu)?|(?:la|le|lo|li) (?:troveranno|leggeranno|apriranno|vedranno) dopo|dopo che me ne saro andat[oa]|da aprire dopo)_END_" +
        "|\\bho (?:sistemato|messo in ordine|sistemando|finito di sistemare) (?:tutte )?le mie cose(?: (?:\\w+|\\.)){0,6}? (?:per dopo|cosi dopo|cosi (?:poi )?non dovranno|quando non ci saro)\\b",
    ),
  },

  // ---- giving things away as no longer needed (WHO, Samaritans: "giving away possessions")
  {
    id: "it.giving_away",
    re: rx(
      "\\b(?:regalato|regalata|regalati|regalate|regalando|regalo|regalare|regalero|dato via|dando via|do via|dare via|lasciato|lascio|lascero|ceduto|affidato|affido|affidero)\\b(?: (?:\\w+|\\.)){0,12}? (?:(?:tanto )?(?:a me )?non (?:mi |gli )?(?:servira|serviranno|servirebbe|servirebbero)(?: (?:piu|mai piu|a niente|a nulla))?|(?:tanto )?(?:a me )?non mi serve piu (?:niente|nulla)|(?:(?:la|li|lo|le) )?dove (?:vado|sto andando|andro) non (?:mi )?(?:serve|servono|servira|serviranno))_CODA__END_" +
        "|\\b(?:abbia|avere|tenga|tenere|prenda|prendere|occupera|occupi|occuparsi|badera|badi|curera|curi)\\b(?: \\w+){0,8} (?:quando|dopo che|una volta che) non ci saro(?: piu)?_END_",
    ),
  },

  // ---- researching means and amounts ("quante pastiglie basterebbero")
  {
    id: "it.means_research",
    re: rx(
      "\\bquant[eiao] (?:\\w+ ){0,2}_FARMACO_(?: \\w+){0,4}? (?:(?:basterebbero|basterebbe|servirebbero|servirebbe|ci vorrebbero|ci vorrebbe)(?:_END_| per| perche)|(?:bastano|basta|bastino|basti|servono|serve|ci vogliono|ci vuole)(?:_END_| perche bast\\w*| per essere sicur[oa]| per non sbagliare| per (?:morire|non svegliar\\w*|non risvegliar\\w*|farla finita|andarsene|uccider\\w*|ammazzar\\w*)))" +
        "|\\b(?:dose|quantita) (?:di \\w+ )?(?:che |giusta per |sufficiente per |necessaria per )?(?:basterebbe|basta|basti|servirebbe)_END_" +
        "|\\b(?:quantita|numero) (?:letale|mortale|fatale)\\b" +
        "|\\bbasterebbero (?:\\d+|tutte|tutti) (?:delle |dei |le |i )?(?:mie |miei )?_FARMACO_\\b|\\b(?:\\d\\d+|tutte|tutti) (?:le |i |delle |dei )?(?:mie |miei )?_FARMACO_ (?:\\w+ ){0,3}basterebbero\\b" +
        "|\\b_FARMACO_ (?:\\w+ ){0,3}per (?:non svegliarmi|non svegliarsi|non risvegliarmi|morire|farla finita)\\b",
    ),
  },

  // ---- rehearsal at a place: going again and again to a high place to look down
  {
    id: "it.rehearsal",
    re: rx(
      "^(?=.*\\b(?:ponte|tetto|terrazzo condominiale|ultimo piano|cima del palazzo|scogliera|scogliere|dirupo|burrone|strapiombo|viadotto|cavalcavia|binari|banchina|bordo|precipizio|rupe|parapetto|cornicione)\\b)" +
        "(?=.*\\b(?:guard\\w* (?:giu|di sotto|sotto|il vuoto|nel vuoto|l acqua|i binari|le macchine|in basso|oltre il parapetto)|mi affacci\\w*|affacciarmi|mi sporg\\w*|sporgermi|(?:sto|stare|resto|restare|rimango|sono rimast[oa]|mi fermo|fermarmi|mi siedo|seduto|seduta) (?:\\w+ ){0,3}(?:sul|al) (?:bordo|parapetto|cornicione)|quanto (?:e alto|sarebbe facile|ci vorrebbe))\\b)" +
        "(?=.*\\b(?:ogni (?:notte|sera|giorno|mattina)|tutte le (?:notti|sere)|tutti i giorni|notte dopo notte|sera dopo sera|di nuovo|ancora una volta|da settimane|da giorni|da un po|continuo ad? |ci torno|torno sempre|sono tornat[oa]|sempre piu spesso)\\b)",
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
];

export const IT_SAFETY: SafetyLanguage<"it"> = {
  abbreviations: {
    nn: "non",
    x: "per",
    xke: "perche",
    xche: "perche",
    perke: "perche",
    cmq: "comunque",
    ke: "che",
    tt: "tutti",
    sn: "sono",
  },
  phraseFixes: [[/\bc la faccio\b/g, "ce la faccio"]],
  // prettier-ignore
  fuzzyKeys: [
    "suicidarmi", "suicidarsi", "suicidio", "suicida", "suicidi", "suicidare", "uccidermi",
    "uccidersi", "ammazzarmi", "ammazzarsi", "impiccarmi", "tagliarmi", "togliermi", "svegliarmi",
    "risvegliarmi", "addormentarmi", "avvelenarmi", "spararmi", "morire", "vivere", "uccidere",
    "ammazzare", "autolesionismo", "pastiglie", "pillole",
  ],
  // clitic forms of the key verbs ("ucciderti", "tagliarla") are added by fuzzy.ts
  // prettier-ignore
  protectedWords: [
    "dormire", "morite", "morira", "moriro", "morirei", "morirai", "morir", "vivete", "viveri",
    "uccide", "uccidi", "uccidete", "ucciderei", "uccidera", "ammazza", "ammazzate", "ammazzati",
    "suicido", "suicidato", "suicidata", "pastiglia", "pillola", "sveglia",
  ],
  idioms: [
    /\b(?:ammazz|uccid)\w* (?:il|un po di|un po del|un po il) tempo\b/g,
    /\b(?:mor\w*|muoio|muori|muore|crepo|crepare|crepando) (?:dal|dalle|dai|di|della|dalla|dallo|d) (?:ridere|risate|risa|fame|sete|sonno|noia|caldo|freddo|curiosita|invidia|gelosia|paura|stanchezza|voglia|vergogna|imbarazzo|gioia|felicita|emozione|piacere|nostalgia|tenerezza|dolcezza|ansia da prestazione)\b/g,
    /\bda morire\b/g,
    /\bda morir\b/g,
    /\b(?:mi|ti|ci|vi|si) (?:ammazz|uccid)\w* (?:di|dalle|dal) (?:lavoro|fatica|studio|compiti|palestra|straordinari|allenamento|allenamenti|risate|ridere|chiacchiere|esercizi|turni)\b/g,
    /\b(?:ammazzarmi|ammazzarsi|uccidermi|uccidersi) (?:di|dalle|dal) (?:lavoro|fatica|studio|compiti|palestra|straordinari|allenamento|risate|ridere)\b/g,
    /\b(?:ucciderei|ammazzerei|morirei) per (?:un|una|uno|del|della|dei|delle|quel|quella)\b/g,
    /\buccid\w* (?:il|i|la) (?:lievito|batteri|germi|sapore|gusto)\b/g,
    /\b(?:fa|fai|fanno|faceva|facevi) morire\b/g,
  ],
  rules: IT_RULES,
  despair: new RegExp(
    "\\bnon ce la (?:faccio|fo) (?:(?:davvero|proprio) )?piu\\b|\\bnon ne posso (?:proprio )?piu\\b|\\bnon reggo piu\\b|\\bnon sopporto piu (?:niente|nulla|la mia vita|questa vita)\\b" +
      "|\\bnon ha (?:piu )?senso (?:niente|nulla)\\b|\\b(?:niente|nulla) ha (?:piu )?senso\\b|\\bnon c e (?:piu )?(?:nessuna |alcuna )?speranza\\b|\\bsenza (?:nessuna )?speranza\\b" +
      "|\\bnon vedo (?:piu )?(?:nessun |un |alcun |nessuna |una )?(?:futuro|via d ?uscita|speranza)\\b|\\b(?:sono|mi sento) (?:stanc|stuf)[oa] di tutto\\b|\\bmi arrendo\\b|\\bvoglio arrendermi\\b" +
      "|\\bnon ho piu (?:la )?forz[ae]\\b|\\bodio la mia vita\\b|\\bodio me stess[oa]\\b|\\bmi odio\\b|\\bnon valgo (?:niente|nulla)\\b|\\bsono (?:in )?trappola\\b|\\bnon c e via d ?uscita\\b",
  ),
  despairRule: "it.despair_death",
  distress: new RegExp(
    "\\b(?:e )?tutto (?:e )?inutile\\b|\\bnon cambia (?:mai )?niente\\b|\\bniente cambia\\b|\\bnessuno se ne accorgerebbe\\b|\\ba nessuno importa\\b|\\ba che serve\\b|\\bnon ne posso piu\\b" +
      "|\\bsono stanc[oa] di tutto\\b|\\bnon vedo (?:un |nessun |piu un )?futuro\\b|\\bmi sento (?:vuot[oa]|inutile|senza speranza|un peso)\\b|\\bsono un fallimento\\b|\\bnon ce la faccio\\b|\\bsono a pezzi\\b|\\bnon ha (?:piu )?senso\\b|\\bvoglio solo che (?:finisca|smetta)\\b",
  ),
  decidedPlan: new RegExp(
    "\\b(?:ho deciso|ho preso la (?:mia )?decisione|e deciso|la decisione e presa|ho fatto la mia scelta)(?: (?:\\.|e|lo|la|faccio|faro|fare|farlo|farla|sara|stasera|stanotte|oggi|domani|questo|questa|weekend|fine|settimana|presto|adesso|ora|gia|ormai|come|quando|di|dove|basta|ok|si|notte|sera|scusa|scusate|addio|ciao)){0,10}(?: \\.)?$" +
      "|\\bso (?:gia )?(?:come e quando|quando e come|come farlo|come fare|come e dove|dove e quando)(?: (?:ormai|gia|adesso|ora))?(?= \\.| #|$)" +
      "|\\blo faccio (?:stasera|stanotte|oggi|domani|questa notte|questo weekend)(?= \\.| #|$)|\\b(?:stasera|stanotte) e la (?:volta buona|sera giusta|notte giusta)(?= \\.| #|$)",
  ),
  decidedPlanRule: "it.decided_plan",
  // prettier-ignore
  deathWords: [
    "morire", "morte", "mort[oa]", "morissi", "muoio", "vivere", "finirla", "farla finita", "sparire",
    "scomparire", "addio", "suicid\\w*", "svegliarmi", "andarmene", "esserci", "esistere", "uccidermi",
    "ammazzarmi",
  ],
  negators: ["non", "mai", "nemmeno", "neanche", "neppure"],
  // prettier-ignore
  negationSkip: [
    "io", "mi", "davvero", "proprio", "assolutamente", "certo", "sicuramente", "ho", "sono", "ancora",
  ],
};
