/**
 * Which thinking patterns /chat offers as an invitation under a reply (decision records 0019 and
 * 0021). The invitation is the engine's reading of the PERSON's message, so it stays when a model
 * answered; but the system prompt asks the model to name a distortion gently when it sees one, and
 * an invitation that opens on the pattern the reply has just talked about would say the same thing
 * twice. So a pattern that the shown model reply already names, in either language, is not offered
 * again under it; the others still are.
 */
import enChat from "~/locales/en/chat";
import itChat from "~/locales/it/chat";
import type { DistortionId } from "./types";

/** Ways a reply names each pattern, besides the /chat names (chat.pattern.names, chat.distortions) in both languages. */
const NAMED: Record<DistortionId, RegExp> = {
  all_or_nothing: /tutto[- ]o[- ]niente|bianco (?:o|e) nero|all[- ]or[- ]nothing|black[- ](?:and|or)[- ]white/,
  overgeneralisation: /overgenerali[sz]|ipergeneralizz|generalizzazione eccessiva/,
  catastrophising: /catastrof|catastrophi[sz]/,
  mind_reading: /mind[- ]reading|read(?:ing)? (?:other people's |people's |their |her |his )?minds?|lettura del pensiero|leggere (?:nel|il) pensiero/,
  fortune_telling: /fortune[- ]telling|previsione del futuro|predire il futuro|predicting the future/,
  should_statements: /should[- ]statements?|doverizzazion|(?:«|")dovrei(?:»|")|(?:“|")should(?:s)?(?:”|")/,
  labelling: /\blabel(?:l)?(?:ing|s)?\b|etichett/,
  personalisation: /personali[sz]ation|personalizzazion/,
  emotional_reasoning: /emotional reasoning|ragionamento emotivo/,
  mental_filter: /mental filter|filtro mentale/,
  disqualifying_the_positive: /disqualif|squalific/,
};

const simplify = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'");

const NAMES: Record<DistortionId, string[]> = Object.fromEntries(
  (Object.keys(NAMED) as DistortionId[]).map((id) => [
    id,
    [itChat.pattern.names[id], enChat.pattern.names[id], itChat.distortions[id], enChat.distortions[id]].map(simplify),
  ]),
) as Record<DistortionId, string[]>;

/** Whether `reply` already names the pattern `id` (any language; case-insensitive). */
export function replyNamesPattern(reply: string, id: DistortionId): boolean {
  const text = simplify(reply);
  return NAMED[id].test(text) || NAMES[id].some((name) => text.includes(name));
}

/**
 * The patterns to offer under a reply: `distortions` (noticed in the person's message, in the
 * engine's order) without those the reply already names. Pure; a dozen regular expressions.
 * @param distortions ids from the engine's analysis of the person's message.
 * @param reply the text the person saw (a model's reply; for the engine's own replies the caller
 *   keeps every pattern, as decision record 0019 decided).
 */
export function patternsToOffer(distortions: readonly DistortionId[], reply: string): DistortionId[] {
  return distortions.filter((id) => !replyNamesPattern(reply, id));
}
