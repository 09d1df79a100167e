/** The conversation: a log region announced politely to screen readers. */
import { forwardRef } from "react";
import { useTranslation } from "react-i18next";
import { crisisKindOf } from "~/services/ai/crisis-reply";
import { CrisisCard } from "./crisis-card";
import { ThinkingPattern } from "./thinking-pattern";

export interface ChatMessageView {
  id: string | number;
  role: "user" | "assistant";
  content: string;
  crisis: boolean;
  distortions: string[];
  /** Quick replies offered with an assistant message (decision record 0016). */
  suggestions?: string[];
}

export const MessageList = forwardRef<HTMLDivElement, { messages: ChatMessageView[]; busy: boolean }>(function MessageList({ messages, busy }, endRef) {
  const { t } = useTranslation();
  if (messages.length === 0) return <p className="chat-empty">{t("chat.empty")}</p>;
  return (
    <div role="log" aria-live="polite" aria-busy={busy} aria-label={t("chat.conversation")}>
      <ol className="chat-log">
        {messages.map((m, index) => (
          <li
            key={m.id}
            className={`chat-message chat-${m.role}${m.crisis && m.role === "assistant" ? " chat-crisis" : ""}`}
            id={index === messages.length - 1 ? "latest" : undefined}
          >
            <p className="chat-author">{m.role === "user" ? t("chat.you") : t("chat.assistant")}</p>
            {m.role === "assistant" && m.crisis ? <CrisisCard kind={crisisKindOf(m.content)} /> : <div className="chat-text">{m.content}</div>}
            {m.role === "assistant" && !m.crisis && m.content ? <ThinkingPattern distortions={m.distortions} /> : null}
          </li>
        ))}
      </ol>
      <div ref={endRef} />
    </div>
  );
});
