/**
 * The trained classifiers' reading of a chat message, for the embedded engine (issue 26 item 5:
 * "until part 2 lands, the engine's existing reply code takes the classifiers' topic, message
 * type and distortion instead of its keyword lists"). The engine is pure and runs anywhere; the
 * models are read from disk, so the chat turn asks here and passes the answer along
 * (`CompanionRequest.hints`).
 *
 * Chosen on the corpus's dev split with models trained on train alone (decision record 0046):
 * - topic: the classifier's, when its probability is at least {@link TOPIC_MIN} and it is one of
 *   the engine's seven topics; otherwise the keyword lists' topic stays unless the classifier
 *   gives it less than {@link UNLIKELY_TOPIC} (a ceramics "corso" is not study): 73% right on dev
 *   against 56% for the keyword lists alone ("the last topic named wins");
 * - distortion: the classifier's is put first when its probability is at least
 *   {@link DISTORTION_MIN}, and the keyword lists' are dropped when it is sure of none: precision
 *   0.69 and recall 0.34 on dev, against 0.45 and 0.26 for the keyword lists alone;
 * - message type: a question about medication or a diagnosis, or good news, with probability at
 *   least {@link TYPE_MIN} adds that intent to the keyword lists' (medication: recall 0.76 → 0.84
 *   at precision 0.6; good news: precision 0.76 where the keywords had 0.27). A refusal to advise
 *   on a medicine that was not needed costs little; one that was missed can cost much.
 * Privacy: nothing here logs or keeps the text.
 */
import { classifyTasks } from "~/services/ai/classifiers/index.server";
import type { CorpusTopic } from "~/services/ai/classifiers/labels";
import type { DistortionId, EngineHints, TopicId } from "~/services/ai/types";

/** The classifier's topic is used from this probability on (chosen on dev). */
export const TOPIC_MIN = 0.3;
/** A keyword topic the classifier gives less than this is dropped (chosen on dev). */
export const UNLIKELY_TOPIC = 0.1;
/** The classifier names a distortion from this probability on (chosen on dev). */
export const DISTORTION_MIN = 0.3;
/** ...and is trusted that there is none from this one. */
export const NO_DISTORTION_MIN = 0.5;
/** A message type adds its intent from this probability on (chosen on dev). */
export const TYPE_MIN = 0.5;

/** The models the hints read (the crisis model is the gate's, crisis-screen.server.ts). */
const HINT_TASKS = ["topic", "distortion", "type"] as const;

/** The message types the engine has an intent for. */
const TYPE_INTENT = { medication: "medication", diagnosis: "diagnosis", good_news: "positive" } as const;

/** The corpus's topics that the engine has replies for; the others are "none of its topics". */
const ENGINE_TOPIC: Partial<Record<CorpusTopic, TopicId>> = {
  work: "work",
  study: "study",
  partner: "relationships",
  friends: "relationships",
  family: "family",
  sleep: "sleep",
  health: "health",
  money: "money",
};

let reportedFailure = false;

/**
 * The hints for `text` read with the person's previous message and the companion's last one
 * (either may be null). Empty when the models cannot be read (logged once, never the text):
 * the keyword lists then decide, as before. Synchronous, well under a millisecond. Never throws.
 */
export function engineHints(text: string, previous: string | null, companion: string | null): EngineHints {
  try {
    const { topic, distortion, type } = classifyTasks(HINT_TASKS, text, previous, companion);
    const hints: EngineHints = {};
    const intent = TYPE_INTENT[type.label as keyof typeof TYPE_INTENT];
    if (intent && type.probability >= TYPE_MIN) hints.intents = { [intent]: true };
    const confident = topic.probability >= TOPIC_MIN ? ENGINE_TOPIC[topic.label] : undefined;
    if (confident) hints.topic = confident;
    else {
      const engineTopicProbability = new Map<TopicId, number>();
      for (const [label, p] of Object.entries(topic.probabilities) as [CorpusTopic, number][]) {
        const mapped = ENGINE_TOPIC[label];
        if (mapped) engineTopicProbability.set(mapped, (engineTopicProbability.get(mapped) ?? 0) + p);
      }
      hints.unlikelyTopics = [...engineTopicProbability].filter(([, p]) => p < UNLIKELY_TOPIC).map(([t]) => t);
    }
    if (distortion.label !== "none" && distortion.probability >= DISTORTION_MIN) hints.distortion = distortion.label as DistortionId;
    else if (distortion.label === "none" && distortion.probability >= NO_DISTORTION_MIN) hints.distortion = null;
    return hints;
  } catch (error) {
    if (!reportedFailure) {
      reportedFailure = true;
      console.error(`[companion] classifiers unavailable, keyword lists only: ${error instanceof Error ? error.message : String(error)}`);
    }
    return {};
  }
}
