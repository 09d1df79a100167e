/**
 * The streaming side of the chat (docs/architecture.md "The AI companion"): sends a message to
 * POST /api/chat as server-sent events, shows it at once, appends the reply as it streams, and
 * lets the person stop it. Server data wins whenever it changes and nothing is streaming; the
 * counter is refreshed at least every 60 s (spec §9). Without JavaScript none of this runs: the
 * route's form posts instead.
 */
import { useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ChatMessageView } from "./message-list";
import { readSse } from "./sse";

/** The counter refreshes at least this often (spec §9: re-evaluated every 60 s). */
export const USAGE_REFRESH_MS = 60_000;

export interface ChatStreamInput {
  conversationId: number | null;
  messages: ChatMessageView[];
  /** Requests left today; null when unlimited. */
  remaining: number | null;
}

/**
 * @returns the messages to show, the requests left, whether a reply is streaming, the error to
 *   show (translated), the draft in the message box, and `send` / `stop`.
 */
export function useChatStream(data: ChatStreamInput) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [messages, setMessages] = useState<ChatMessageView[]>(data.messages);
  const [remaining, setRemaining] = useState<number | null>(data.remaining);
  const [streaming, setStreaming] = useState(false);
  const [clientError, setClientError] = useState<string | null>(null);
  const [draft, setDraft] = useState("");
  const abortRef = useRef<AbortController | null>(null);

  // Server data wins whenever it changes and nothing is streaming.
  useEffect(() => {
    if (!streaming) {
      setMessages(data.messages);
      setRemaining(data.remaining);
    }
  }, [data.messages, data.remaining]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && !abortRef.current) revalidator.revalidate();
    }, USAGE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [revalidator]);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message) {
        setClientError(t("chat.errors.empty"));
        return;
      }
      setClientError(null);
      setDraft("");
      const userId = `local-${Date.now()}`;
      const replyId = `${userId}-reply`;
      setMessages((prev) => [...prev, { id: userId, role: "user", content: message, crisis: false, distortions: [] }]);
      const controller = new AbortController();
      abortRef.current = controller;
      setStreaming(true);
      try {
        const response = await fetch("/api/chat", {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
          body: JSON.stringify({ message, conversationId: data.conversationId }),
          signal: controller.signal,
        });
        if (!response.ok || !response.body) {
          const body = await response.json().catch(() => null);
          if (response.status === 429 && body?.error === "limit_reached") {
            // The limit card says it: show it instead of an error.
            setRemaining(0);
          } else {
            setClientError(body?.message ?? t("chat.errors.generic"));
          }
          setMessages((prev) => prev.filter((m) => m.id !== userId));
          setDraft(message);
          return;
        }
        setMessages((prev) => [...prev, { id: replyId, role: "assistant", content: "", crisis: false, distortions: [] }]);
        for await (const event of readSse(response.body)) {
          const payload = JSON.parse(event.data);
          if (event.event === "delta") {
            setMessages((prev) => prev.map((m) => (m.id === replyId ? { ...m, content: m.content + payload.text } : m)));
          } else if (event.event === "done") {
            setRemaining(payload.remaining);
            setMessages((prev) =>
              prev.map((m) =>
                m.id === replyId
                  ? {
                      ...m,
                      crisis: payload.crisis,
                      distortions: Array.isArray(payload.distortions) ? payload.distortions : [],
                      suggestions: Array.isArray(payload.suggestions) ? payload.suggestions : [],
                    }
                  : m.id === userId
                    ? { ...m, crisis: payload.crisis, distortions: payload.distortions }
                    : m,
              ),
            );
          } else if (event.event === "error") {
            setClientError(payload.message);
          }
        }
      } catch (error) {
        if ((error as Error)?.name !== "AbortError") setClientError(t("chat.errors.connection"));
      } finally {
        abortRef.current = null;
        setStreaming(false);
        revalidator.revalidate();
      }
    },
    [data.conversationId, revalidator, t],
  );

  const stop = useCallback(() => abortRef.current?.abort(), []);

  return { messages, remaining, streaming, clientError, draft, setDraft, send, stop };
}
