/**
 * Quick replies under the companion's last answer (decision record 0016): a labelled group of
 * real buttons, each posting its own text as the next message. Without JavaScript they are the
 * submit buttons of an ordinary form (`name="message" value="…"`); with JavaScript a click sends
 * the text through the streaming chat instead. Targets are at least 44 × 44 px (WCAG 2.2 2.5.5).
 */
import { Form } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";

export function QuickReplies({
  suggestions,
  conversationId,
  disabled,
  onSend,
}: {
  suggestions: readonly string[];
  conversationId: number | null;
  disabled: boolean;
  onSend: (text: string) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  if (suggestions.length === 0) return null;
  return (
    <div role="group" aria-labelledby={labelId} className="quick-replies" data-testid="quick-replies">
      <p id={labelId} className="quick-replies-label">
        {t("chat.quickReplies.label")}
      </p>
      <Form method="post" className="chip-list">
        <input type="hidden" name="intent" value="send" />
        {conversationId ? <input type="hidden" name="conversationId" value={conversationId} /> : null}
        {suggestions.map((text) => (
          <button
            key={text}
            type="submit"
            name="message"
            value={text}
            className="chip chip-quick"
            disabled={disabled}
            onClick={(event) => {
              event.preventDefault();
              onSend(text);
            }}
          >
            {text}
          </button>
        ))}
      </Form>
    </div>
  );
}
