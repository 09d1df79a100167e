/**
 * English crisis language: the data the safety gate reads (shapes in types.ts, code in
 * normalise.ts, fuzzy.ts and context.ts, order in rule-ids.ts). Where the phrasings come from
 * and the judgement calls behind them are in the module comment of ../safety-gate.ts; every
 * rule has sentences in tests/unit/safety-gate.test.ts that it must flag and others it must not.
 * Contractions are folded before matching: write "dont", "im", "ive", "id", "ill".
 */
import { compileRule } from "./pattern";
import type { LanguageRuleId } from "./rule-ids";
import type { CrisisRule, SafetyLanguage } from "~/services/ai/safety/rule-types";

/** English filler words allowed between the parts of a phrase ("I just really want to die"). */
const FE =
  "(?:(?:just|really|truly|honestly|seriously|so|actually|literally|sometimes|often|kind of|sort of|almost|already|simply|all|still|even|rather|now|tonight|today|finally|completely|totally|very|quite|pretty|too|lowkey|genuinely|fucking|freaking|damn|ever|always|again|badly|desperately|secretly|also|then|maybe|probably|kinda|sorta) )";
/** People who can hurt someone (subjects of the abuse patterns). */
const PERSON =
  "(?:he|she|they|someone|somebody|(?:my |her |his )?(?:dad|father|mom|mum|mother|stepdad|stepfather|stepmom|stepmother|husband|wife|boyfriend|girlfriend|partner|ex|brother|sister|uncle|aunt|neighbou?r|roommate|flatmate|landlord|bf|gf|boss|teacher|coach))";
/** "he would", "she'll", "they're going to" after contraction folding. */
const WILL =
  "(?:(?:he|she|they)(?: would| will| ll| d| is going to| s going to| are going to| re going to| was going to| might| could)|hed|shed|theyd|hell|shell|theyll|hes going to|shes going to|theyre going to)";

/** Medicines by kind and by common name (means research and stockpiling). */
const DRUG =
  "(?:sleeping pills|pills|tablets|meds|medication|medications|medicine|medicines|drugs|painkillers|pain killers|antidepressants|paracetamol|tylenol|acetaminophen|ibuprofen|aspirin|insulin|sertraline|zoloft|prozac|fluoxetine|citalopram|escitalopram|xanax|valium|diazepam|lorazepam|ativan|klonopin|quetiapine|seroquel|lithium|amitriptyline|codeine|oxycodone|oxys?|tramadol|zopiclone|ambien|benadryl|opioids|prescriptions?)";
/** Words that may trail a clause without changing it ("nothing keeping me here anymore tbh"). */
const TAIL = "(?: (?:tbh|honestly|really|anymore|any longer|now|at this point|at all|lately|tho|though|either|lol|idk))*";

/** `_FES_`: any number of filler words; `_PERSON_`, `_WILL_`, `_DRUG_`, `_TAIL_` as above; `_END_` (pattern.ts). */
const rx = (source: string): RegExp => compileRule(source, { FES: `${FE}*`, PERSON, WILL, DRUG, TAIL });

const EN_RULES: ReadonlyArray<CrisisRule<LanguageRuleId<"en">>> = [
  // ---- abuse and imminent danger (before self-harm so that "threatening to kill me" is abuse)
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
    id: "en.other_at_risk",
    re: rx(
      "\\b(?:wants?|wanted|wanting|is going|s going|are going|re going|threaten(?:s|ed|ing)?|tried|trying|tries|planning|plans|keeps? talking about|talking about|talks about|thinking about|thinks about|said (?:he|she|they) (?:would|wants? to|will|d|wanted to|is going to)|keeps? saying (?:he|she|they) (?:wants? to|will|is going to)) (?:to )?_FES_(?:kill|hurt|harm|cut|end|hang|shoot|unalive) (?:himself|herself|themselves|themself|his life|her life|their life|their lives)\\b" +
        "|\\b(?:(?:he|she|they|my \\w+) (?:is|s|are|re|seems|seem|has been|have been|feels|sounds)|hes|shes|theyre) _FES_suicidal\\b" +
        "|\\b(?:he|she|they|my \\w+) (?:cuts|cut|burns|is cutting|s cutting|has been cutting|self harms|is self harming) (?:himself|herself|themselves)\\b",
    ),
  },

  // ---- direct self-killing language
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
        "|\\bhop(?:e|ing) (?:that )?i (?:dont|do not|never|wont|will not) wake up\\b|\\b(?:sleep|go to sleep|fall asleep) and (?:never|not) wake up\\b" +
        // no reason to stay (evaluator's finding: "no reason to stay", "nothing keeping me here")
        "|\\b(?:no|not any|not a single|any) (?:\\w+ )?reasons? (?:left )?(?:for me )?to (?:stay|stick around|be here|keep going)(?: here)?_TAIL__END_" +
        "|\\bnothing (?:\\w+ )?(?:left )?(?:keeping|to keep|holding|to hold) me (?:here|going|alive|around)_TAIL__END_" +
        "|\\bnothing (?:left )?to (?:stay|stick around|be here|stay alive) for\\b" +
        "|\\bwhats (?:even |really |actually |still )?(?:keeping|holding) me (?:here|alive|going|around)_TAIL__END_" +
        "|\\bwhy (?:should|would|do) i (?:even )?(?:stay|stick around|bother staying)_TAIL__END_",
    ),
  },

  // ---- burdensomeness and "nobody would miss me"
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
        "|\\b(?:im|i am|ive been|ive|i have been|been|keep|started|start|relapsed|relapse|relapsing|urges? to|urge of|thoughts of|back to|going back to|want to|stop|cant stop|need to|feel like|struggling with|struggle with|my|i) _FES_self ?harm\\w*" +
        // stockpiling someone else's medicines ("saving up my grandad's painkillers")
        "|\\b(?:saving|saved|saving up|saved up|collecting|collected|hoarding|hoarded|stashing|stashed|hiding|hid|stockpiling|stockpiled|stealing|stole|nicking|nicked|pinching|pinched|sneaking|snuck|swiping|swiped) (?:up )?(?:a few |some |one or two |a couple |a couple of |a handful of |all )?(?:of )?(?:my |her |his )?(?:\\w+s |\\w+ s )(?:\\w+ )?_DRUG_\\b" +
        "|\\b(?:sneaking|snuck|stealing|stole|nicking|nicked|pinching|pinched|taking|took|saving|collecting|hoarding|stashing) (?:a few |some |one or two |a couple of )?(?:of )?(?:the )?_DRUG_ (?:from|out of) (?:my |her |his )?(?:\\w+s|\\w+ s) (?:\\w+ )?(?:bottle|box|pack|packet|cabinet|drawer|prescription|stash|bag)\\b(?! (?:to give (?:them|it) (?:to )?(?:her|him)|for (?:her|him))\\b)" +
        "|\\b(?:taking|took|take|sneaking|grabbing|grabbed) (?:a few |some |one or two |a couple |a couple of |a handful of )?(?:of )?(?:my |her |his )?(?:\\w+s |\\w+ s )(?:\\w+ )?_DRUG_\\b(?: \\w+){0,6} (?:(?:and )?(?:hiding|hide|hid|keeping|keep|kept|saving|save|stashing|stash) (?:them|it)|every (?:week|day|time|night)|one (?:at a time|by one)|without (?:her|him|them) (?:knowing|noticing)|so (?:she|he|they) (?:doesnt|dont|wont) notice)",
    ),
  },

  // ---- farewells and preparations
  {
    id: "en.farewell",
    re: rx(
      "\\bi(?:ve| have| am| m| just| already| already have)? ?_FES_(?:wrote|written|writing|write|left|leave|drafted|drafting|prepared|preparing|have|finished) (?:\\w+ ){0,2}(?:suicide|goodbye|farewell) (?:note|letter)s?\\b" +
        "|\\b(?:this is|this will be|thisll be|its) _FES_(?:my last|my final) (?:message|goodbye|text|post)\\b(?! (?:for|before|of) (?:today|tonight|the day|now|a while|this week|the night)\\b)" +
        "|\\bgoodbye (?:forever|world|cruel world)\\b|\\bgoodbye (?:everyone|everybody|all)_END_|\\b(?:im|i am) done (?:\\. )?goodbye\\b|\\bthis is goodbye\\b|\\bmy (?:last|final) goodbyes?\\b" +
        "|\\b(?:giving|gave|given|give) away (?:all )?(?:of )?(?:my )?(?:stuff|things|belongings|possessions)\\b(?! (?:to charity|before (?:i|we) move|because (?:i|we)re moving)\\b)" +
        "|\\b(?:wont|will not|not going to) be (?:around|here|alive) (?:much longer|for long|tomorrow|anymore|any longer|by (?:tomorrow|morning|the weekend))\\b" +
        "|\\b(?:last|final) (?:night|day|hours?) (?:alive|on earth|of my life)\\b" +
        // a note, letter or video left for afterwards ("a letter for my family to read afterwards")
        "|\\b(?:wrote|written|writing|write|left|leave|leaving|finished|prepared|preparing|recorded|recording|made|making) (?:\\w+ ){0,6}(?:note|notes|letter|letters|message|messages|video|videos|card|cards)\\b(?: (?:\\w+|\\.)){0,8}? (?:for afterwards|for after|afterwards|for when im (?:gone|not (?:here|around)(?: anymore)?)|(?:to|for) (?:read|open|find|see|watch) (?:after|afterwards|when im gone|once im gone)|(?:they|she|he|youll|theyll|they will|she will|he will|shell|hell|theyre going to) (?:find|read|open|get|see) (?:it |them )?(?:after|afterwards|when im gone|once im gone)|when im gone|once im gone|after im gone|after im dead)_END_" +
        "|\\b(?:put|putting|puts|getting|got|sorting|sorted|sort) (?:all )?(?:of )?my affairs in order\\b",
    ),
  },

  // ---- giving things away as no longer needed (WHO, Samaritans: "giving away possessions")
  {
    id: "en.giving_away",
    re: rx(
      "\\b(?:give|gives|gave|given|giving|gifted|gifting|handed|handing|hand|passed on|passing on|leaving|left) (?:(?:\\w+|\\.) ){0,12}?(?:(?:i |ill |i will )?(?:wont|will not|wouldnt|shant) (?:be )?(?:need|needing|using|use) (?:it|them|these|those|this|that|any of (?:it|them|this)|anything|much)(?: (?:anymore|any longer|again|much longer|for long|soon|where im going|after (?:this|tonight|today|tomorrow|this week|this weekend|sunday|saturday|friday)))*|no use for (?:it|them|any of it|anything) (?:anymore|after (?:this|tonight|this week|this weekend))|(?:dont|do not|wont) need (?:it|them|anything) where im going)_TAIL__END_" +
        "|\\b(?:have|get|take|keep|look after|take care of|feed|inherit|looks after|takes care of)\\b(?: \\w+){0,8} (?:when|after|once) (?:im|i am) (?:gone|dead|not (?:around|here)(?: anymore)?|no longer (?:around|here))_END_",
    ),
  },

  // ---- researching means and amounts ("how much paracetamol would be enough")
  {
    id: "en.means_research",
    re: rx(
      "\\b(?:how many|how much) (?:of )?(?:my |these |those |the |his |her |a |\\w+s )?(?:\\w+ )?_DRUG_(?: \\w+){0,3} (?:would it take|does it take|would (?:be enough|do it|do the job|be fatal|kill)|is enough|are enough|would i need|to be sure)\\b(?! (?:for|to treat|to help|to stop|to get rid|to calm|to ease|to sleep|to relax)\\b)" +
        "|\\bhow many (?:of (?:my|them|these|those) )?(?:would it take|would be enough|would do it)\\b" +
        "|\\b(?:amount|quantity|number|dose) of (?:my |these |the |her |his |a )?(?:\\w+ )?_DRUG_ (?:\\w+ ){0,2}(?:that |which )?(?:would|will|could|is|might) (?:be )?(?:enough|do it|fatal|kill)" +
        "|\\b(?:lethal|fatal|deadly) (?:amount|quantity|number|doses|level)\\b" +
        "|\\b(?:is|are|would|will) (?:\\d\\d+|all|the whole|all of|a whole) (?:of )?(?:my |these |them |those |the )?(?:\\w+ )?_DRUG_ (?:be )?enough_END_" +
        "|\\benough (?:\\w+ ){0,3}to (?:die|not wake up|never wake up|end it|kill myself|kill me)\\b",
    ),
  },

  // ---- rehearsal at a place: going again and again to a high place to look down
  {
    id: "en.rehearsal",
    re: rx(
      "^(?=.*\\b(?:bridge|roof|rooftop|top floor|top of (?:the |my |a )?(?:building|car park|parking garage|multi storey|tower|block)|cliffs?|ledge|overpass|viaduct|tracks|railway|platform|edge)\\b)" +
        "(?=.*\\b(?:(?:look|looking|looked|looks|stare|staring|stared|peer|peering|lean|leaning|leaned)(?: \\w+){0,3}? (?:down|over the edge|over the railing|at the drop|at the water|at the tracks|at the cars|at the ground|into the water)|(?:stand|standing|stood|sit|sitting|sat) (?:\\w+ ){0,2}(?:at|on|near) the (?:edge|ledge|railing)|how (?:easy|quick|high|far down|long the drop))\\b)" +
        "(?=.*\\b(?:every (?:night|evening|day|morning)|each (?:night|evening)|night after night|most nights|again|keep going|kept going|keeps going|been going|go back|went back|going back|for weeks|for days|lately|every time|same spot|over and over)\\b)",
    ),
  },

  // ---- intent to harm other people (documented choice: flagged, 112/911 is the first answer)
  {
    id: "en.harm_others",
    re: rx(
      "\\b(?:want to|going to|plan to|planning to|thinking about|thoughts of|urge to|urges to|intend to|decided to|will|ill|about to) _FES_(?:kill|murder|hurt|shoot|stab|harm|poison|attack|killing|hurting|harming|stabbing|shooting) (?:someone|somebody|people|everyone|everybody|them all|a lot of people|my classmates|my coworkers|my colleagues|others|other people|random people|strangers)\\b" +
        "|\\b(?:shoot up|bomb|blow up) (?:my|the|a) (?:school|office|workplace|class|church|mall|mosque|synagogue)\\b",
    ),
  },
];

export const EN_SAFETY: SafetyLanguage<"en"> = {
  abbreviations: {
    "2": "to",
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
  },
  phraseFixes: [
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
  ],
  // prettier-ignore
  fuzzyKeys: [
    "suicide", "suicidal", "myself", "overdose", "unalive", "disappear", "anymore", "without",
    "wrists", "everyone", "everybody", "better",
  ],
  // prettier-ignore
  protectedWords: [
    "bitter", "batter", "butter", "letter", "setter", "getter", "bettor", "beater", "anyone",
    "disappears", "overdosed", "overdoses", "suicides", "wrist",
  ],
  idioms: [
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
  ],
  rules: EN_RULES,
  despair: new RegExp(
    "\\b(?:cant|cannot) (?:take|handle|do|bear|stand|cope with) (?:it|this|this life|anything|life|any of this) (?:anymore|any longer)\\b|\\b(?:cant|cannot) (?:take|do) (?:it|this) anymore\\b|\\b(?:cant|cannot) go on\\b" +
      "|\\b(?:no|lost all|without|lost) hope\\b|\\bhopeless\\b|\\b(?:giving|gave|give) up on (?:everything|myself)\\b|\\bwant to give up\\b|\\bnothing matters\\b|\\bwhats the point\\b|\\btired of (?:it all|everything)\\b" +
      "|\\bdone with everything\\b|\\bhate (?:my life|myself|being alive)\\b|\\b(?:im|i am) worthless\\b|\\bno way out\\b|\\b(?:feel|im|i am) trapped\\b|\\bnever (?:going to )?get better\\b|\\b(?:dont|cant) see (?:a|any) way out\\b",
  ),
  despairRule: "en.despair_death",
  distress: new RegExp(
    "\\b(?:everything|it all|life|it) (?:is|s|feels) (?:so |just |completely |totally )?(?:pointless|meaningless|hopeless|useless|too much)\\b|\\bnothing (?:ever )?(?:gets|will get|is going to get) better\\b" +
      "|\\b(?:noone|nobody) (?:would|will) (?:even )?(?:notice|care)\\b|\\b(?:noone|nobody) cares\\b|\\b(?:im|i am) (?:so )?done\\b|\\bso done\\b|\\bi give up\\b|\\bi cant do (?:this|it) (?:anymore|any longer)\\b" +
      "|\\b(?:tired|sick|exhausted) of (?:everything|it all|all of it|fighting|trying)\\b|\\beverything hurts\\b|\\bi feel (?:so )?(?:empty|numb|hopeless|worthless)\\b|\\bit doesnt matter anymore\\b" +
      "|\\bi cant (?:anymore|go on)\\b|\\bi (?:just )?want it (?:all )?to stop\\b|\\bcant take (?:it|this|much more)\\b|\\b(?:im|i am) (?:a failure|worthless|useless)\\b",
  ),
  decidedPlan: new RegExp(
    "\\b(?:decided|made up my mind|mind is made up|made my decision|made the decision|its decided|it is decided)(?: (?:\\.|its|it|is|going|to|be|happening|doing|do|i|im|ill|will|tonight|today|tomorrow|this|weekend|week|soon|now|then|and|when|how|where|ok|okay|yes|yeah|happen|already|finally|sorry|bye|goodbye)){0,10}(?: \\.)?$" +
      "|\\bi (?:know|have decided|ve decided) (?:how and when|when and how|how|when|where and when|when and where)(?: (?:im going to|ill|i will|to) do it)?(?: (?:now|already|tonight))?(?= \\.| #|$)" +
      "|\\b(?:im|i am) (?:going to|doing) (?:do )?it (?:tonight|today|tomorrow|this weekend|now|soon)(?= \\.| #|$)|\\btonight(?:s| is) the night(?= \\.| #|$)|\\bno (?:going|turning) back(?: now)?(?= \\.| #|$)",
  ),
  decidedPlanRule: "en.decided_plan",
  // prettier-ignore
  deathWords: [
    "die", "dying", "dead", "death", "alive", "exist", "existing", "gone", "end it", "ending it",
    "disappear", "goodbye", "wake up", "sleep forever", "better off", "kill myself",
  ],
  negators: ["not", "never", "dont", "didnt", "doesnt", "wouldnt"],
  // prettier-ignore
  negationSkip: [
    "i", "would", "do", "does", "did", "really", "ever", "certainly", "absolutely", "definitely", "to",
    "going", "gonna", "have", "had", "am", "im", "could", "actually", "honestly", "seriously",
  ],
};
