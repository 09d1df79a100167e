/**
 * The crisis safety gate: the public entry of `safety/` (how it is organised and how to add a
 * rule: safety/README.md).
 *
 * Runs on the server before any AI provider sees a user's message. When it flags a message the
 * caller answers with the fixed text from `crisis-reply.ts`, never forwards the message to a
 * model and never counts it against the daily quota.
 *
 * How a message is assessed (each step in its own module of `safety/`):
 *  1. normalise (normalise.ts): accents, case, zero-width characters, look-alike Cyrillic and
 *     Greek letters, contractions ("don't" -> "dont"), leetspeak inside words ("k1ll"),
 *     stretched letters ("dieeee"), chat abbreviations ("nn" -> "non", "wanna" -> "want to");
 *     sentence punctuation becomes a clause marker " . " so that patterns never bridge two
 *     sentences;
 *  2. fuzzy tokens (fuzzy.ts): a word one edit away from a key crisis word ("ucidermi",
 *     "ammazarmi", "myslef", "suicde", "s*icide") becomes that word; close real words that would
 *     change the meaning ("ucciderti", "dormire", "tagliarla") are protected;
 *  3. idiom allow-list (`idioms` in rules-it.ts, rules-en.ts): known harmless phrases are cut
 *     out before matching ("ammazzare il tempo", "morire dal ridere", "muoio di fame", "die of
 *     embarrassment", "cross my heart and hope to die", "killing myself at work"...);
 *  4. rules (`rules` in rules-it.ts, rules-en.ts; priority order in rule-ids.ts): regular
 *     expressions over the normalised text, Italian and English always both checked (people
 *     code-switch), first match wins. A few rules are "negatable" (context.ts): they are
 *     skipped when a negation directly precedes them ("non voglio morire", "I would never kill
 *     myself", "I'm not suicidal"); every other clause of the message is still checked, so "non
 *     voglio morire ma non ce la faccio più" is flagged;
 *  5. despair + death (context.ts): a hopelessness phrase ("non ce la faccio più", "I can't take
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
 *  - flagged, indirect signs (evaluator's findings, decision record 0015): possessions given
 *    away "as I won't need them" / "tanto non mi servirà più", a note or letter left "for
 *    afterwards" / "da leggere dopo", putting one's affairs in order, researching how much of a
 *    medicine "would be enough", going again and again to a high place to look down, someone
 *    else's medicines taken in secret and put aside, "no reason to stay" / "niente mi tiene più
 *    qui";
 *  - not flagged, their near misses: giving things away because of a move or a new car, a
 *    letter to read after the wedding, how many ibuprofen a day, a view from the cliffs on a
 *    walk, picking up grandad's prescriptions, no reason to stay at this job;
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
 *  - `assessMessage` reads one message; `assessInContext` reads it with the last user turns of
 *    the conversation and its crisis state: a decided plan said without its object ("ho deciso,
 *    stasera", "I've decided. tonight.", "so già come e quando") is flagged only right after a
 *    despairing or flagged turn, or while the conversation is in post-crisis mode, never alone
 *    ("ho deciso di andare in palestra stasera" is not, and neither is "I've decided" alone);
 *  - an internal error returns `{ crisis: true, rule: "error.fail_safe" }`: a caring fixed reply
 *    is the safe way to fail.
 *
 * Privacy: the assessment returns only a rule id; callers must never log the message text.
 */
import { despairWithDeath, firstMatchingRule } from "./safety/context";
import { normalise } from "~/services/ai/safety/normalise-message";
import type { ContextRuleId, SafetyRuleId } from "./safety/rule-ids";
import { BARE_KEYWORD, IDIOMS, LANGUAGES } from "./safety/rules";

export type { ContextRuleId, SafetyRuleId } from "./safety/rule-ids";

/** Result of {@link assessMessage}. */
export interface SafetyAssessment {
  crisis: boolean;
  /** stable id of the rule that matched (safety/rule-ids.ts), for tests/metrics; never log the message text */
  rule: SafetyRuleId | null;
}

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
 *   death_wish, no_reason_to_live, burden, plan_means, farewell, giving_away, means_research,
 *   rehearsal, harm_others, despair_death;
 *   language-neutral: xx.compact, xx.bare_keyword; error.fail_safe; the full list is
 *   SAFETY_RULE_IDS in safety/rule-ids.ts), or `{ crisis: false, rule: null }`. The id is for
 *   tests and metrics; never log the text.
 */
export function assessMessage(text: string): SafetyAssessment {
  try {
    if (typeof text !== "string" || text.length === 0) return { ...NOT_CRISIS };
    const s = prepare(text);
    if (s.length === 0) return { ...NOT_CRISIS };
    const rule = firstMatchingRule(s);
    if (rule) return { crisis: true, rule };
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

/** Normalised text with the idioms of every language cut out (" # "). */
function prepare(text: string): string {
  let s = normalise(text);
  for (const idiom of IDIOMS) {
    idiom.lastIndex = 0;
    s = s.replace(idiom, " # ");
  }
  return s.replace(/ {2,}/g, " ").trim();
}

/** How many earlier user turns {@link assessInContext} reads. */
export const CONTEXT_TURNS = 3;

/** Result of {@link assessInContext}: a single-message id, or a context-only one. */
export interface ContextAssessment {
  crisis: boolean;
  /** as in {@link SafetyAssessment}, plus "it.decided_plan" / "en.decided_plan" (context only) */
  rule: SafetyRuleId | ContextRuleId | null;
}

/** Whether an earlier user turn was despairing: flagged by the gate, or hopelessness/distress. */
function isDistressed(text: string): boolean {
  if (typeof text !== "string" || text.length === 0) return false;
  if (assessMessage(text).crisis) return true;
  const s = prepare(text);
  return LANGUAGES.some((language) => language.despair.test(s) || language.distress.test(s));
}

/**
 * The gate for a chat turn: the newest message read together with the conversation around it.
 * First the message alone ({@link assessMessage}); then, only when it states a decided plan
 * without its object ("ho deciso, stasera", "I've decided. tonight.", "I know how and when
 * now"), the context: it is a crisis when the conversation is in post-crisis mode or one of the
 * last {@link CONTEXT_TURNS} user turns was despairing (flagged by the gate, or a hopelessness or
 * distress phrase of either language: "non ce la faccio più", "è tutto inutile", "nothing ever
 * gets better"). The C-SSRS counts a plan with intent as the highest rung; said right after
 * despair, "I've decided" is that rung even without a method named.
 *
 * Pure and synchronous; the earlier turns are read only when the message states such a plan,
 * so the usual cost is that of one {@link assessMessage}. Never throws: an internal error gives
 * `{ crisis: true, rule: "error.fail_safe" }`.
 *
 * @param text the user's newest message, as typed
 * @param context.previous the conversation's earlier user messages, oldest first (only the last
 *   {@link CONTEXT_TURNS} are read); loaded on the server, never from the client
 * @param context.postCrisis whether the conversation is in post-crisis mode (a recent message was flagged)
 */
export function assessInContext(text: string, context: { previous?: readonly string[]; postCrisis?: boolean } = {}): ContextAssessment {
  const own = assessMessage(text);
  if (own.crisis) return own;
  try {
    if (typeof text !== "string" || text.length === 0) return { ...NOT_CRISIS };
    const s = prepare(text);
    const language = LANGUAGES.find((candidate) => candidate.decidedPlan.test(s));
    if (!language) return { ...NOT_CRISIS };
    const previous = (context.previous ?? []).slice(-CONTEXT_TURNS);
    if (context.postCrisis === true || previous.some(isDistressed)) return { crisis: true, rule: language.decidedPlanRule };
    return { ...NOT_CRISIS };
  } catch {
    return { crisis: true, rule: "error.fail_safe" };
  }
}

// V8 compiles a regular expression on its first use and again to native code once it is warm;
// with rules this size that is ~150 ms once. Pay it at start-up, not on a user's first message.
// Three runs (bytecode, then native code); the text reaches every rule and the despair check.
for (let i = 0; i < 3; i++) {
  assessMessage("respiro warm-up: non ce la faccio più col traffico; I can't take it anymore, honestly");
  assessInContext("ho deciso, I've decided", { previous: ["è tutto inutile, nothing ever gets better"] });
}
