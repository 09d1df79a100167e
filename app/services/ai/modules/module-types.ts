/**
 * The shape of one language's phrasebook for the AI modules' engine answers (compose.ts;
 * decision record 0030). Patterns run on text folded by `foldCase` (lower case, no accents) with
 * typographic apostrophes turned into "'"; templates use `{name}` placeholders (`fill`).
 */
import type { EmotionId, TopicId } from "../types";

/** Who a relationship prompt is about, when it says. */
export type PersonId = "partner" | "parent" | "sibling" | "child" | "friend" | "work";
/** What a relationship prompt is mostly about. */
export type RelationshipTheme = "conflict" | "boundary" | "distance" | "general";
/** The relaxation scripts: paced breathing, progressive muscle relaxation, grounding through the senses. */
export type RelaxationTechnique = "breathing" | "pmr" | "grounding";
/** What a sleep prompt is mostly about. */
export type SleepIssue = "racing_mind" | "night_waking" | "screens" | "stimulants" | "schedule" | "general";

export interface ModulePhrasebook {
  /** One acknowledgement per recognised emotion (the first in the text's canonical order), several phrasings. */
  ack: Record<EmotionId, readonly string[]>;
  /** The acknowledgement when no emotion was recognised, per module. */
  ackNone: {
    relationships: readonly string[];
    writing: readonly string[];
    relaxation: readonly string[];
    sleep: readonly string[];
  };
  relationships: {
    /** Tried in order; the first match decides the person. */
    persons: ReadonlyArray<{ id: PersonId; pattern: RegExp; phrase: string }>;
    /** When no person is named. */
    someone: string;
    /** Tried in order: conflict, boundary, distance; else general. */
    themes: ReadonlyArray<{ id: Exclude<RelationshipTheme, "general">; pattern: RegExp }>;
    /** Introduces the DESC script; {person}. */
    intro: readonly string[];
    /** "I feel …" said in the first person for each emotion, and for none. */
    feeling: Record<EmotionId | "none", string>;
    /** The four DESC lines, each with an example sentence; {feeling} in express. */
    describe: readonly string[];
    express: readonly string[];
    specify: Record<RelationshipTheme, readonly string[]>;
    consequences: readonly string[];
    /** One practical tip per theme. */
    tips: Record<RelationshipTheme, readonly string[]>;
    questions: readonly string[];
  };
  writing: {
    intro: readonly string[];
    /** "Three prompts for you:" */
    promptsLead: readonly string[];
    byEmotion: Record<EmotionId | "none", readonly string[]>;
    byTopic: Record<TopicId, readonly string[]>;
    /** The closing prompt: meaning, self-compassion, what helps. */
    closing: readonly string[];
    /** How to write: no correcting, stop when it is too much. */
    care: readonly string[];
    questions: readonly string[];
  };
  relaxation: {
    /** Tried in order: grounding, pmr, breathing. */
    cues: ReadonlyArray<{ id: RelaxationTechnique; pattern: RegExp }>;
    intro: Record<RelaxationTechnique, readonly string[]>;
    /** The script itself, its steps as sentences. */
    script: Record<RelaxationTechnique, readonly string[]>;
    /** Where the guided version is; {title}. */
    more: readonly string[];
    questions: Record<RelaxationTechnique, readonly string[]>;
  };
  sleep: {
    /** Tried in order; the first match decides the issue. */
    cues: ReadonlyArray<{ id: Exclude<SleepIssue, "general">; pattern: RegExp }>;
    /** The one tip for the issue named. */
    tips: Record<SleepIssue, readonly string[]>;
    /** Stimulus control in three rules. */
    core: readonly string[];
    /** When to see a doctor, without naming a condition. */
    doctor: readonly string[];
    questions: readonly string[];
  };
}
