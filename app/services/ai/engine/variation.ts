/**
 * Deterministic variation: a 32-bit FNV-1a hash of the conversation picks among phrasings,
 * so the same history always gets the same reply (no Math.random, no clock).
 */

/** 32-bit FNV-1a hash of a string, as an unsigned integer. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export type TemplateVars = Readonly<Record<string, string | number>>;

/** Replaces {name} placeholders; unknown placeholders are left as they are. */
export function fill(template: string, vars?: TemplateVars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/**
 * Picks phrasings for the slots of one reply. Each slot gets its own hash-derived starting
 * point; options already present in the recent assistant replies are skipped when possible,
 * so consecutive answers do not reuse the same sentence.
 */
export class Picker {
  /**
   * @param avoid recent assistant replies: options found in them are skipped when possible.
   * @param never keys (`keyOf`) of sentences already said in the conversation — questions and
   *   proposed steps — skipped whenever another option is left (decision record 0016).
   */
  constructor(
    private readonly seed: number,
    private readonly avoid: readonly string[],
    private readonly never: ReadonlySet<string> = new Set(),
    private readonly keyOf: (sentence: string) => string = (sentence) => sentence,
  ) {}

  /** Already said in this conversation: a question (the thought-record steps may be re-asked) or a proposed step. */
  private said(slot: string, candidate: string): boolean {
    if (this.never.size === 0 || slot.startsWith("flow.q.")) return false;
    if (!candidate.includes("?") && !slot.startsWith("lead.advice")) return false;
    return this.never.has(this.keyOf(candidate));
  }

  /** A deterministic index in [0, n) for a named slot. */
  index(slot: string, n: number): number {
    return n <= 0 ? 0 : fnv1a(`${slot}|${this.seed}`) % n;
  }

  /** One filled option for a slot, preferring options not used in the recent replies. */
  pick(slot: string, options: readonly string[], vars?: TemplateVars): string {
    const n = options.length;
    if (n === 0) return "";
    const start = this.index(slot, n);
    let unsaid: string | null = null;
    for (let k = 0; k < n; k += 1) {
      const candidate = fill(options[(start + k) % n], vars);
      if (this.said(slot, candidate)) continue;
      unsaid ??= candidate;
      if (!this.avoid.some((previous) => previous.includes(candidate))) return candidate;
    }
    return unsaid ?? fill(options[start], vars);
  }
}
