/**
 * The output check applied sentence by sentence while a language model streams its reply
 * (decision record 0021, superseding the buffering of 0018). The person sees each complete
 * sentence as soon as the reply so far passes `checkModelReply`; only the sentence still being
 * written is held back. The last part is released only when the whole reply passes, so a reply
 * that fails as a whole is never shown whole.
 *
 * Why checking the growing prefix is equivalent to checking the whole reply: a prefix is
 * released only at a place where `output-check.ts` itself splits sentences (one of `. ! ? …`
 * followed by whitespace, or a line break), so every rule of `checkModelReply` (length, number
 * of "?", the diagnosis and dose patterns, the per-sentence medication advice) that fails on a
 * released prefix also fails on any longer text, and a reply that passes whole passes at every
 * release point. Both languages are handled at once, as in output-check.ts.
 */
import { checkModelReply, MODEL_REPLY_MAX_CHARS, type OutputRuleId } from "./output-check";

/**
 * Words that end with a full stop without ending the sentence (compared lowercased, without the
 * final "."): titles and Latin/Italian abbreviations. Single letters (initials, "p. 3") count too.
 */
const ABBREVIATIONS = new Set([
  // English
  "dr",
  "mr",
  "mrs",
  "ms",
  "prof",
  "st",
  "vs",
  "etc",
  "e.g",
  "i.e",
  "approx",
  "fig",
  "jr",
  "sr",
  // Italian
  "dott",
  "dott.ssa",
  "sig",
  "sig.ra",
  "sigg",
  "ing",
  "avv",
  "ecc",
  "es",
  "p.es",
  "cfr",
  "pag",
  "ca",
  "nr",
  "tel",
]);

const PUNCTUATION = /[.!?…]/;

/** The word (letters, digits, inner dots) that ends right before `end`, lowercased. */
function wordBefore(text: string, end: number): string {
  let start = end;
  while (start > 0 && /[\p{L}\p{N}.]/u.test(text[start - 1])) start--;
  return text.slice(start, end).toLowerCase();
}

/** Whether an ellipsis at `end - 1` is followed (after whitespace) by a lowercase letter: the sentence goes on. */
function ellipsisContinues(text: string, end: number): boolean | undefined {
  let i = end;
  while (i < text.length && /\s/.test(text[i])) i++;
  if (i >= text.length) return undefined; // not known yet
  return /\p{Ll}/u.test(text[i]);
}

/** Result of splitSentences: the complete sentences, in order, and the text still being written. */
export interface SentenceSplit {
  /** Complete sentences; each but the first starts with the whitespace that preceded it. */
  complete: string[];
  /** The incomplete tail (may be "" or only whitespace). */
  rest: string;
}

/**
 * Splits the reply received so far into complete sentences and the incomplete tail, so that
 * `complete.join("") + rest === text` (nothing is dropped or changed, emoji and surrogate pairs
 * included, since the text is only cut before whitespace).
 *
 * A sentence ends at one of `. ! ? …` (or a run of them: "?!", "...") followed by whitespace, or
 * before a line break; these are places where output-check.ts also splits, which keeps the
 * sentence-by-sentence check equivalent to the whole-text check. It does NOT end:
 * - at a decimal point or a dotted word ("3.5 mg", "www.x.it": no whitespace after the dot);
 * - after an abbreviation or an initial ("Dr. Rossi", "e.g. a walk", "ecc. ", "J. Smith");
 * - after a bare list number ("1. Respira");
 * - at an ellipsis followed by a lowercase word ("Beh... forse sì"); when the next word is not
 *   known yet the ellipsis is held.
 * The tail is returned in `rest` as it is: when the model's stream ends, the caller checks it
 * with the whole reply (StreamingReplyCheck.end).
 */
export function splitSentences(text: string): SentenceSplit {
  const complete: string[] = [];
  let start = 0;
  for (let i = 1; i < text.length; i++) {
    const ch = text[i];
    let boundary = false;
    if (ch === "\n") {
      boundary = true;
    } else if (/\s/.test(ch) && PUNCTUATION.test(text[i - 1])) {
      boundary = true;
      const prev = text[i - 1];
      if (prev === "." && !(i >= 2 && text[i - 2] === ".")) {
        const word = wordBefore(text, i - 1);
        const segment = text.slice(start, i).trim();
        if (ABBREVIATIONS.has(word) || /^\p{L}$/u.test(word) || /^\d+\.$/.test(segment)) boundary = false;
      } else if (prev === "…" || (prev === "." && text[i - 2] === ".")) {
        const continues = ellipsisContinues(text, i);
        if (continues === undefined) break; // wait for the next word
        if (continues) boundary = false;
      }
    }
    if (!boundary) continue;
    const segment = text.slice(start, i);
    if (!segment.trim()) continue; // leading whitespace or blank lines: part of the next sentence
    complete.push(segment);
    start = i;
  }
  return { complete, rest: text.slice(start) };
}

/** What one step of the streaming check lets through. */
export interface StreamStep {
  /** Text to send to the person now (complete sentences that passed), in order. */
  release: string[];
  /** Set when the reply can no longer pass: the rule it breaks. Nothing more may be shown. */
  failed?: OutputRuleId;
}

/**
 * The output check of one streamed model reply. Feed it the model's chunks with `push`, then call
 * `end` when the model's stream has ended normally. `shown` is everything released so far.
 *
 * Decided as soon as possible (the model's stream can then be closed):
 * - a complete sentence that makes the reply so far fail `checkModelReply` (diagnosis,
 *   medication, a second question, the length bound) → `failed`, nothing of it released;
 * - the text received so far (released + held) longer than MODEL_REPLY_MAX_CHARS or holding a
 *   second "?" → `failed` at once ("too_long" / "questions"): the whole reply could not pass.
 * `end` checks the whole reply before the held tail is released; an all-whitespace reply fails
 * with "empty". After a failure every call returns nothing.
 * Pure; a few regular expressions over at most ~900 characters per sentence.
 */
export class StreamingReplyCheck {
  shown = "";
  private pending = "";
  private failure: OutputRuleId | undefined;

  /** The rule that failed, if any. */
  get failed(): OutputRuleId | undefined {
    return this.failure;
  }

  push(chunk: string): StreamStep {
    if (this.failure) return { release: [], failed: this.failure };
    this.pending += chunk;
    const { complete, rest } = splitSentences(this.pending);
    const release: string[] = [];
    for (let i = 0; i < complete.length; i++) {
      const candidate = this.shown + complete[i];
      const check = checkModelReply(candidate);
      if (!check.ok) return this.fail(check.rule, release);
      release.push(complete[i]);
      this.shown = candidate;
    }
    this.pending = rest;
    const sofar = this.shown + this.pending;
    if (sofar.trim().length > MODEL_REPLY_MAX_CHARS) return this.fail("too_long", release);
    if (countQuestions(sofar) > 1) return this.fail("questions", release);
    return { release };
  }

  end(): StreamStep {
    if (this.failure) return { release: [], failed: this.failure };
    const whole = this.shown + this.pending;
    const check = checkModelReply(whole);
    if (!check.ok) return this.fail(check.rule, []);
    const release = this.pending ? [this.pending] : [];
    this.shown = whole;
    this.pending = "";
    return { release };
  }

  private fail(rule: OutputRuleId, release: string[]): StreamStep {
    this.failure = rule;
    this.pending = "";
    return { release, failed: rule };
  }
}

function countQuestions(text: string): number {
  let n = 0;
  for (const ch of text) if (ch === "?") n++;
  return n;
}
