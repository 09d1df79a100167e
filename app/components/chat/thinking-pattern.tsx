/**
 * A thinking pattern the companion noticed in the person's message, offered as an invitation
 * under its reply instead of a label under their words (decision record 0019): a closed
 * <details> whose summary asks whether they want to know more, and inside the pattern's
 * plain-language name, one line of what it is and one question to examine it. details/summary
 * open and close without JavaScript and are announced as a disclosure by screen readers.
 */
import { useTranslation } from "react-i18next";
import { DISTORTION_IDS, DISTORTION_PRIORITY, type DistortionId } from "~/services/ai/engine/ids";
import { translateKey } from "~/utils/i18n";

/** The one pattern to show: the first of `ids` in the engine's naming order, or null. Unknown ids are ignored. */
export function patternToShow(ids: readonly string[]): DistortionId | null {
  const known = ids.filter((id): id is DistortionId => (DISTORTION_IDS as readonly string[]).includes(id));
  return DISTORTION_PRIORITY.find((id) => known.includes(id)) ?? null;
}

export function ThinkingPattern({ distortions }: { distortions: readonly string[] }) {
  const { t } = useTranslation();
  const id = patternToShow(distortions);
  if (id === null) return null;
  return (
    <details className="chat-pattern">
      <summary>{t("chat.pattern.summary")}</summary>
      <div className="chat-pattern-body">
        <p>
          <strong>{translateKey(t, `chat.pattern.names.${id}`)}</strong>. {translateKey(t, `chat.pattern.what.${id}`)}
        </p>
        <p>{translateKey(t, `chat.pattern.question.${id}`)}</p>
      </div>
    </details>
  );
}
