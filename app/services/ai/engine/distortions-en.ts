/**
 * English patterns for Beck's cognitive distortions (Beck 1976; Burns, "Feeling Good", 1980).
 * Written against normalised text: contractions expanded ("I'm" → "i am", "it's" → "it is",
 * "don't" → "do not"), misspellings of key words corrected ("allways" → "always").
 *
 * Negation policy (a judgement call): a label the person rejects ("I'm not a failure") is not
 * labelling; the label patterns only fire on the affirmative form.
 */
import type { DistortionRules } from "./lexicon-types";

const LABEL =
  "(?:failure|loser|idiot|stupid|worthless|useless|pathetic|disaster|mess|burden|fraud|joke|disappointment|moron|freak|waste of space|nobody|hopeless case|unlovable|defective|inadequate|incompetent|dumb|monster|screw up|screwup|embarrassment|terrible person|bad person|horrible person|awful person|piece of (?:garbage|trash|shit)|waste)";
/** Single, distinct words only: overlapping alternatives inside "(…)*" would backtrack exponentially. */
const LABEL_FILLER = "(?:(?:just|such|so|a|an|the|really|totally|completely|basically|always|absolute|complete|total|utter|big|massive|huge|fucking) )*";

/** A universal quantifier and a negative predicate in the same clause → overgeneralisation. */
export const EN_OVERGENERALISATION_CLAUSE = {
  quantifier: /\b(?:always|every time|each time|every single time|no one|nobody|all the time|constantly|as usual|yet again|once again)\b/,
  negative:
    /\b(?:mess\w*|screw\w* up|fail\w*|ruin\w*|wrong|badly|worse|hates?|hated|ignor\w*|leaves|left|abandon\w*|reject\w*|lose|loses|losing|lost|forget\w*|forgot|disappoint\w*|criticis\w*|criticiz\w*|let \w+ down|mistakes?|blow it|blew it|stuff up|sucks|useless|happens? to me|goes wrong|go wrong|goes badly|cares?|listens?|understands?|likes? me|loves? me)\b/,
} as const;

/**
 * Clauses where "should"/"must" asks or plans instead of demanding (decision record 0019): a
 * question ("should I take the bus?", "what should I do on Monday?", "do you think I should…")
 * or a practical verb right after "I should" ("I should buy milk"). "Should have…" is never a
 * plan: the verb list only follows a bare "should".
 */
export const EN_SHOULD_EXCEPTIONS: readonly RegExp[] = [
  /\b(?:what|how|when|where|which|who|whether|if|do you think|you think|do i think) (?:\w+ ){0,2}(?:should|must|ought to) (?:i|we)\b/,
  /\b(?:what|how|when|where|which|who|whether|do you think|you think) (?:\w+ ){0,2}i (?:should|ought to)\b/,
  /\bi should (?:(?:probably|maybe|just|also|really|prob) )?(?:buy|take|call|go to|go and|get some|pick up|book|send|email|pay|bring|grab|check|text|start|finish|prepare|pack|cook|eat|read|ring|phone|wash|clean|order|reply|answer|print|post|charge|renew|return|leave at|leave now|head)\b/,
];

/**
 * Spans where a label is the content of another distortion: what others are supposed to think
 * ("they must think I'm an idiot" is mind reading), what a feeling is taken to prove ("so it
 * means I'm…" is emotional reasoning), the failing side of an either/or.
 */
export const EN_LABEL_FRAMES: readonly RegExp[] = [
  /\b(?:think|thinks|thought|believe|believes|see me as|sees me as|saw me as|consider me|considers me|judge me as|take me for|took me for)\b[^.]*/,
  /\b(?:it means|that means|which means|so it means|this means|so i must be|must mean)\b[^.]*/,
  /\beither\b[^.]*\bor\b[^.]*/,
];

export const EN_DISTORTIONS: DistortionRules = {
  all_or_nothing: [
    /\ball or nothing\b|\bblack (?:and|or) white\b/,
    /\b(?:completely|totally|utterly|entirely|absolutely) (?:a )?(?:useless|worthless|ruined|wrong|failed|hopeless|incompetent|stupid|pointless|failure|disaster|wasted)\b/,
    /\b(?:total|complete|absolute|utter) (?:failure|disaster|waste|mess)\b/,
    /\b(?:ruined|wrecked|messed up|screwed up|blew|lost|ruin|ruins) everything\b/,
    /\beverything is (?:ruined|wrong|pointless|a mess|over)\b/,
    /\bif (?:it|i|this|that) (?:is|am|was|are) not (?:\w+ )?perfect\b/,
    /\beither (?:\w+ ){1,6}or (?:\w+ ){0,3}(?:nothing|failure|fail|worthless|useless)\b/,
    /\b(?:nothing|anything) (?:less|short) (?:than|of) perfect\b|\bperfect or (?:nothing|a failure|worthless)\b/,
    /\bnothing is ever (?:good )?enough\b/,
    /\bif (?:i|it|this) (?:do|does|did|can|am|is|was) not (?:\w+ ){0,6}(?:there is no point|no point|it is pointless|what is the point|might as well (?:give up|quit|not bother)|i am done|i give up)\b/,
    /\b(?:completely|totally|entirely) (?:ruined|wrecked|blown|pointless|over)\b|\bso (?:the \w+ is|it is) (?:ruined|wrecked|over)\b/,
    /\bi might as well (?:give up|quit|not bother|not even try)\b/,
  ],
  overgeneralisation: [
    /\b(?:nobody|no one)(?: \w+)? (?:ever |really )?(?:listens|cares|understands|likes|loves|wants|calls|texts|notices|helps|asks|invites|remembers)\b/,
    /\b(?:never|nothing)(?: ever)? (?:goes|go|went|turns out|turn out|works|work|worked) (?:right|well|out|for me)?\b/,
    /\bnever (?:\w+ ){0,2}(?:anything right|right|well|good enough)\b/,
    /\beveryone (?:always )?(?:hates|leaves|ignores|abandons|rejects|uses|criticises|criticizes) me\b/,
    /\b(?:this|it|that|these things) (?:always|only ever) happens? to me\b|\bwhy (?:is it )?always me\b/,
    /\b(?:every|each) (?:single )?time (?:[\w.]+ ){0,6}(?:goes wrong|go wrong|fail\w*|mess\w*|ruin\w*|screw\w*|blow it|gets worse)\b/,
  ],
  catastrophising: [
    /\bcatastroph\w*\b|\bdisaster\w*\b/,
    /\b(?:the )?end of the world\b/,
    /\bmy life (?:is|will be) (?:over|ruined)\b|\b(?:ruin|ruined|ruins|destroy|destroyed) my (?:life|career|future)\b/,
    /\bi (?:will|would|am going to|could) lose everything\b/,
    /^what if (?:they|he|she|i|it|everyone|people) (?:\w+ )?(?:fire|fires|leave|leaves|hate|hates|fail|fails|lose|loses|realise|realize|find out|dump|dumps)\b/,
    /\bend up (?:homeless|on the street|alone forever|with nothing|in the gutter)\b/,
    /\bunbearable\b|\bcan not (?:bear|survive|handle|stand) (?:it|this)\b/,
    /\bsomething (?:terrible|awful|horrible|bad|dreadful) (?:will|is going to|is about to) happen\b/,
    /\bwhat if (?:[\w.]+ ){0,6}(?:die[sd]?|dying|lose|lost|fired|leaves?|sick|ill|worst|terrible|disaster|fail\w*|serious|cancer|tumou?r|heart attack)\b/,
    /\b(?:the )?worst (?:case|possible|thing)\b|\b(?:expect|think|imagine|assume|fear) the worst\b/,
    /\b(?:is|was|will be|be) (?:a|an absolute|a complete|a total) nightmare\b/,
    /\bdoomed\b|\bnever recover\b/,
    /\bmy (?:whole |entire )?(?:life|career|future) (?:is|will be|would be|is going to be) (?:over|ruined|finished|destroyed)\b/,
    /\bwhat if (?:it is|this is|that is) (?:a |an )?(?:heart attack|stroke|cancer|tumou?r|something serious)\b/,
  ],
  mind_reading: [
    /\b(?:he|she|they|everyone|everybody|people|my \w+|others|the others|all of them|someone|somebody|nobody) (?:probably |must |definitely |clearly |all |secretly |obviously |surely )?(?:thinks?|believes?|sees?|finds?|considers?|judges?|judging|judge) (?:that )?(?:i am|i|me)\b/,
    /\b(?:is|are) (?:probably |all |definitely |clearly |secretly )?(?:judging|laughing at|talking about|avoiding|mocking|pitying) me\b/,
    /\b(?:hates|hate|despises|dislikes|resents|pities) me\b/,
    /\b(?:does not|do not|did not) (?:really |even )?(?:like|care about|want|love|respect|trust) me\b/,
    /\bi (?:just )?know (?:that )?(?:he|she|they|everyone|people|my \w+) (?:thinks?|hates?|is|are|does not|do not|wants?|likes?|feels?)\b/,
    /\b(?:bored|sick|tired|annoyed|fed up|ashamed|embarrassed) (?:of|with|by) me\b/,
    /\bsees? me as\b|\bthey (?:all )?(?:secretly )?think\b/,
    /\b(?:was|were|is|are) (?:all )?(?:probably |definitely |clearly |secretly |totally )?(?:judging|laughing at|talking about|avoiding|mocking|pitying|staring at|looking down on) me\b/,
    /\b(?:probably|must be|is|are|definitely) (?:sick|tired|fed up|bored|done) (?:of|with) me\b/,
    /\b(?:he|she|they|everyone|people) (?:must|probably|definitely) (?:think|thinks|hate|hates|find|finds)\b/,
  ],
  fortune_telling: [
    /\b(?:i|it|this|that|we|they|he|she|things|everything) (?:will|am going to|is going to|are going to) (?:definitely |probably |surely |just |totally |obviously |only |inevitably )?(?:fail|go wrong|be a disaster|be awful|be terrible|be horrible|mess (?:it|this|everything|up)|screw (?:it|this|up)|end badly|blow it|get fired|get rejected|be rejected|be alone|go badly|fall apart|hate me|leave me|dump me|laugh at me|reject me)\b/,
    /\b(?:i|it|this|things|he|she|they|we) (?:will|would) never (?:\w+)\b/,
    /\bnothing (?:will|is going to) (?:ever )?(?:change|get better|improve|work)\b/,
    /\b(?:will|is going to|are going to) (?:be|go) (?:a disaster|wrong|badly|terrible|awful|horrible|a nightmare)\b/,
    /\b(?:i|they|he|she|everyone|my \w+) (?:will|are going to|is going to) (?:fire|dump|leave|reject|hate|laugh at|abandon) me\b/,
    /\bi (?:just )?know (?:it will|it is going to|that it will|i will|i am going to|they will|he will|she will)\b|\bi just know it\b/,
    /\b(?:i am|i will) (?:never going to|not going to|never) (?:pass|find|get|make|be happy|be good|recover|get better|feel better|be loved|succeed|be able)\b/,
    /\b(?:no one|nobody) (?:will|is going to) (?:ever )?(?:love|want|hire|like|date|marry)\b/,
    /\bi will (?:end up|always be) alone\b/,
    /\b(?:it|this|that|things|everything) (?:is going to|will) (?:\w+ )?(?:go|turn out|end) (?:badly|wrong|terribly|horribly)(?: anyway)?\b/,
    /\bi am (?:never|not ever) going to (?:\w+ ){0,2}(?:pass|get|find|make|be)\b/,
  ],
  should_statements: [
    // "must" only as a demand: "they must think…" is mind reading, "I must have done…" an inference
    /\b(?:should|shouldnt|ought to|supposed to)\b(?! (?:i|we)\b)/,
    /\bmust (?:always|never|not|be|get|do|make|have to|keep|stop|try|work)\b(?! (?:i|we)\b)/,
    /\bi (?:have to|need to|got to) (?:be|always|never) (?:\w+ )?(?:perfect|strong|stronger|better|the best|in control|happy|productive|on top)\w*/,
  ],
  labelling: [
    new RegExp(`\\bi am ${LABEL_FILLER}${LABEL}\\b`),
    /\bwhat an? (?:idiot|loser|failure|moron|fool|mess) i am\b/,
    /\b(?:he|she|they|my \w+) (?:is|are) (?:(?:such|a|an|so|total|complete|absolute|just|utter) )*(?:idiot|jerk|selfish|narcissist|loser|monster|incompetent|useless|failure|moron|asshole|arsehole)\b/,
    /\bi am (?:just )?not (?:good|smart|pretty|clever|attractive|interesting) enough\b|\bi am never (?:good )?enough\b/,
  ],
  personalisation: [
    /\bmy fault\b/,
    /\bbecause of me\b/,
    /\bi am (?:the one )?to blame\b/,
    /\bi (?:am|was) the (?:problem|reason|cause)\b/,
    /\bi (?:blame|blamed) myself\b/,
    /\bif only i had\b|\bif i had (?:been|done|said|tried|noticed) (?:\w+ )?(?:better|more|differently|something|earlier|sooner)\b/,
    /\bi (?:made|make) (?:him|her|them|everyone|my \w+) (?:angry|upset|sad|leave|cry|mad|unhappy)\b/,
    /\bi let (?:everyone|them|him|her|you|my \w+|everybody) down\b/,
    /\bi should have (?:prevented|stopped|seen it coming|saved)\b/,
    /\bit is (?:all )?on me\b/,
    /\bi must have (?:done|said) something\b|\bit (?:must have been|must be|is probably) (?:something i (?:did|said)|me)\b/,
    /\b(?:lost|failed|broke up|split up|fell apart|went wrong) (?:\w+ ){0,2}(?:because of me|thanks to me)\b/,
  ],
  emotional_reasoning: [
    /\bi feel (?:(?:like|so|such|a|an|really|completely|totally|just) )*(?:failure|stupid|useless|worthless|idiot|burden|fraud|loser|inadequate|ugly|unlovable|imposter|impostor|disappointment|incompetent|pathetic|weak|bad person|terrible person)\b/,
    /\b(?:i feel|feeling|i am feeling|i am scared|i am anxious|i am afraid|i feel guilty|because i feel|since i feel|if i feel) (?:[\w.]+ ){0,5}(?:so|therefore|which means|that means|it means|then) (?:it |i |that |this |there |he |she |they )?(?:must|has to|have to)\b/,
    /\bi feel (?:like|that) something (?:bad|terrible|awful|horrible|wrong) (?:is going to|will|is about to) happen\b/,
    /\bi have (?:a|this) (?:bad |horrible |terrible )?feeling (?:that )?(?:it|something|i|they|he|she|this)\b/,
    /\bmust be true\b|\b(?:my )?gut (?:tells|says)\b/,
    /\b(?:i feel|i felt|feeling|i am feeling) (?:\w+ ){1,5}(?:so |and )?(?:it|that|which|this) means (?:that )?(?:i|it|they|he|she|something|everyone)\b/,
    /\bi feel (?:\w+ ){1,4}so i (?:really )?(?:am|must be)(?: \.|$| (?:a |an )?(?:failure|loser|idiot|stupid|worthless|useless|fraud|bad|terrible|a bad person|not good enough))/,
  ],
  mental_filter: [
    /\ball i (?:can|could) (?:think about|see|remember|focus on)\b/,
    /\bcan not stop thinking about (?:the|that|my|this|his|her|their|one) (?:\w+ ){0,2}(?:mistake|comment|criticism|error|thing|remark|feedback|failure)\b/,
    /\bthe only thing (?:i (?:remember|see|notice|think about)|that matters)\b/,
    /\b(?:only|just) (?:see|notice|remember|focus on) (?:the )?(?:bad|negative|negatives|mistakes|flaws|criticism|errors|things that went wrong)\b/,
    /\b(?:one|a single|that one|one little|one small|one bad) (?:\w+ )?(?:comment|mistake|remark|criticism|error|thing) (?:\w+ )?(?:ruined|spoiled|wrecked)\b/,
    /\b(?:ruined|spoiled) by (?:one|a single|that one) \w+/,
    /\bnothing good\b|\bfocus(?:ing)? on the (?:negative|bad|mistakes|flaws)\b/,
    /\bkeep (?:thinking|dwelling) (?:about|on) (?:that|the|my|this) (?:one )?(?:mistake|comment|criticism|error|remark)\b/,
  ],
  disqualifying_the_positive: [
    /\b(?:just|only|pure|sheer|dumb) luck\b|\b(?:was|got|just got) lucky\b/,
    /\bi do not (?:think i |really )?deserve (?:it|this|them|the \w+)\b/,
    /\b(?:does not|did not|do not) (?:really )?(?:count|mean anything|mean much)\b/,
    /\banyone (?:could|can|would) (?:have )?(?:do|done|did|manage|managed|pass|passed|get|got|make|made|do it)\b/,
    /\b(?:they|he|she|people|you) (?:are|is|were|was) (?:just|only) (?:being )?(?:nice|polite|kind)\b/,
    /\b(?:only|just) said (?:it|that|so) to (?:be nice|make me feel better|cheer me up)\b|\bthey have to say that\b/,
    /\bit was (?:easy|nothing|no big deal|a fluke)\b|\ba fluke\b/,
    /\bnot (?:really )?my (?:doing|achievement)\b/,
    /\bbut (?:the |it |that |this )?(?:\w+ )?(?:was|is) (?:really |so |pretty |just )?(?:easy|nothing|no big deal|a joke)(?: anyway)?\b/,
  ],
};
