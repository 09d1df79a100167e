/**
 * /chat (docs/architecture.md "The AI companion"): the conversation with the AI companion. Without JavaScript the
 * form posts and the page shows the answer; with JavaScript the answer streams from POST /api/chat.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { MessageList } from "~/components/chat/message-list";
import { ChatPreview } from "~/components/chat/chat-preview";
import { useChatStream } from "~/components/chat/use-chat-stream";
import { LimitCard } from "~/components/chat/limit-card";
import { QuickReplies } from "~/components/chat/quick-replies";
import { getAiUsage } from "~/models/ai-usage.server";
import { deleteConversations, getCurrentConversation, listMessages } from "~/models/chat.server";
import { getLaunchCodeForUser, launchCodeState } from "~/models/launch-code.server";
import { entitlementSubject, healthDataConsentPending } from "~/models/user.server";
import { startChatTurn } from "~/services/ai/chat-turn.server";
import { CHAT_MESSAGE_MAX } from "~/services/ai/types";
import { ChatMessageSchema, describeChatRefusal, refusalOfParse } from "~/services/ai/chat-request.server";
import { getEntitlements } from "~/utils/entitlements";
import { detectLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { getOptionalUser, requireUser } from "~/utils/session-cookie.server";
import { requestTimeZone } from "~/utils/time-zone.server";
import { ChatIntentSchema } from "~/utils/schemas.server";
import { toastHeader } from "~/utils/toast.server";
import { nextUtcMidnight } from "~/utils/time";
import { consentRequiredResponse, formAction, requireHealthDataConsent } from "~/utils/guards.server";
import { translateKey } from "~/utils/i18n";
import { routeTranslations } from "~/utils/translations.server";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "chat");

const SUGGESTIONS = ["anxious", "work", "sleep", "thoughtRecord", "lonely"] as const;
/** The strings of the chat, its crisis card and its limit card. */
const CHAT_NAMESPACES = ["chat", "crisisCard"] as const;
/** The refusal key of a reached daily limit (see describeChatRefusal). */
const LIMIT_REACHED_KEY = "chat.errors.limitReached";

export async function loader({ request }: LoaderFunctionArgs) {
  const [user, i18n] = await Promise.all([getOptionalUser(request), routeTranslations(request, CHAT_NAMESPACES, { meta: "chat" })]);
  if (!user) return json({ signedIn: false as const, i18n });
  // The conversation is wellbeing data: the consent screen comes first (decision record 0014).
  await requireHealthDataConsent(request, user, { onMissing: "redirect" });
  const now = new Date();
  const { locale } = i18n;
  const entitlements = getEntitlements(entitlementSubject(user), now);
  const [usage, conversation, launchCode] = await Promise.all([
    getAiUsage({ userId: user.id, limit: entitlements.dailyAiLimit, now }),
    getCurrentConversation({ userId: user.id, locale }),
    getLaunchCodeForUser({ userId: user.id }),
  ]);
  const messages = conversation ? await listMessages({ conversationId: conversation.id }) : [];
  return json({
    signedIn: true as const,
    i18n,
    conversationId: conversation?.id ?? null,
    limit: entitlements.dailyAiLimit,
    remaining: usage.remaining,
    /** When the daily counter starts again (spec §3: per UTC date), ISO UTC. */
    quotaResetsAt: nextUtcMidnight(now).toISOString(),
    /** The person's time zone from the client hint, or null (then the card says UTC). */
    timeZone: requestTimeZone(request, user),
    launchCodeReady: launchCode ? launchCodeState(launchCode, now) === "assigned" : false,
    messages: messages.map(({ id, role, content, crisis, distortions, suggestions }) => ({ id, role, content, crisis, distortions, suggestions })),
  });
}

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request }) => {
    const user = await requireUser(request);
    const formData = await request.formData();
    const intent = ChatIntentSchema.safeParse(formData.get("intent"));
    if (!intent.success) return json({ error: "chat.errors.generic", values: {} }, { status: 400 });
    if (intent.data === "reset") {
      await deleteConversations({ userId: user.id });
      return redirect("/chat", { status: 303, headers: { "Set-Cookie": await toastHeader(request, { title: "chat.resetDone" }) } });
    }
    const parsed = ChatMessageSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success) {
      const { status, key, values } = describeChatRefusal(refusalOfParse(parsed.error), null);
      return json({ error: key, values }, { status });
    }
    const entitlements = getEntitlements(entitlementSubject(user), new Date());
    const turn = await startChatTurn({
      userId: user.id,
      entitlements,
      healthDataConsent: !healthDataConsentPending(user),
      locale: await detectLocale(request),
      message: parsed.data.message,
      conversationId: parsed.data.conversationId,
      signal: request.signal,
    });
    if (!turn.ok) {
      if (turn.reason === "consent_required") throw await consentRequiredResponse(request);
      const { status, key, values } = describeChatRefusal(turn.reason, entitlements.dailyAiLimit);
      return json({ error: key, values }, { status });
    }
    // A crisis message while the consent is pending was answered but not stored, so this page
    // could not show the reply: the urgent-help page says the same (hotlines, grounding).
    if (turn.meta.conversationId === null) return redirect("/safety", { status: 303 });
    for await (const _chunk of turn.chunks) {
      // Without JavaScript the whole reply is produced before the page is shown again.
    }
    // After the last free request the page shows the limit card: no toast on top of it.
    return redirect("/chat#latest", { status: 303 });
  });
}

type LoadedChat = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { signedIn: true }>;

function ChatRoom({ data }: { data: LoadedChat }) {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { messages, remaining, streaming, clientError, draft, setDraft, send, stop } = useChatStream(data);
  const endRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const keyboardHint = useHasPhysicalKeyboard();

  useEffect(() => {
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    endRef.current?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "end" });
  }, [messages]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(new FormData(event.currentTarget).get("message")?.toString() ?? "");
  };

  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "send";
  const busy = streaming || submitting;
  const locked = data.limit !== null && remaining === 0;
  // When the limit card is shown, it alone says so: no red error repeating it.
  const serverError =
    actionData && "error" in actionData && !(locked && actionData.error === LIMIT_REACHED_KEY) ? translateKey(t, actionData.error, actionData.values) : null;
  const error = clientError ?? serverError;
  // Quick replies belong to the newest answer only (decision record 0016).
  const newest = messages[messages.length - 1];
  const lastReply = newest?.role === "assistant" && !newest.crisis ? newest : null;

  return (
    <section className="page page-medium chat-page" aria-labelledby="chat-title">
      <div className="chat-header">
        <h1 id="chat-title">{t("chat.title")}</h1>
        {data.limit !== null && remaining !== null ? (
          <p className="chat-counter" data-testid="ai-remaining">
            {t("chat.remaining", { count: remaining, limit: data.limit })}
          </p>
        ) : null}
      </div>
      <p className="notice" data-testid="ai-disclosure">
        {t("chat.aiDisclosure")}
      </p>
      {messages.length === 0 ? <p>{t("chat.intro")}</p> : null}
      <MessageList messages={messages} busy={busy} ref={endRef} />
      {lastReply && !busy && !locked ? (
        <QuickReplies suggestions={lastReply.suggestions ?? []} conversationId={data.conversationId} disabled={busy} onSend={(text) => void send(text)} />
      ) : null}

      {locked && data.limit !== null ? (
        <LimitCard limit={data.limit} resetsAt={data.quotaResetsAt} timeZone={data.timeZone} launchCodeReady={data.launchCodeReady} />
      ) : null}

      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}

      <Form method="post" className="chat-form" ref={formRef} onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="send" />
        {data.conversationId ? <input type="hidden" name="conversationId" value={data.conversationId} /> : null}
        <label htmlFor="chat-message" className="visually-hidden">
          {t("chat.messageLabel")}
        </label>
        <textarea
          id="chat-message"
          name="message"
          rows={3}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={locked ? t("chat.limit.placeholder") : t("chat.placeholder")}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              if (!busy) formRef.current?.requestSubmit();
            }
          }}
          aria-describedby={keyboardHint ? "chat-keyboard-hint" : undefined}
        />
        {keyboardHint ? (
          <p id="chat-keyboard-hint" className="hint">
            {t("chat.keyboardHint")}
          </p>
        ) : null}
        <div className="chat-actions">
          {streaming ? (
            <button type="button" className="button button-ghost" onClick={stop}>
              {t("chat.stop")}
            </button>
          ) : null}
          <button type="submit" className="button button-primary" aria-disabled={busy || undefined} disabled={busy}>
            {busy ? t("chat.sending") : t("chat.send")}
          </button>
        </div>
      </Form>

      {locked ? null : (
        <nav aria-label={t("chat.suggestionsLabel")} className="chat-suggestions">
          <h2 className="visually-hidden">{t("chat.suggestionsLabel")}</h2>
          <ul className="chip-list">
            {SUGGESTIONS.map((key) => (
              <li key={key}>
                <Form
                  method="post"
                  onSubmit={(e) => {
                    e.preventDefault();
                    void send(t(`chat.suggestions.${key}`));
                  }}
                >
                  <input type="hidden" name="intent" value="send" />
                  {data.conversationId ? <input type="hidden" name="conversationId" value={data.conversationId} /> : null}
                  <button type="submit" name="message" value={t(`chat.suggestions.${key}`)} className="chip" disabled={busy}>
                    {t(`chat.suggestions.${key}`)}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {messages.length > 0 ? (
        <details className="chat-reset">
          <summary className="button button-ghost button-small">{t("chat.reset")}</summary>
          <Form method="post" className="card">
            <p>{t("chat.resetConfirm")}</p>
            <button type="submit" name="intent" value="reset" className="button button-danger button-small">
              {t("chat.reset")}
            </button>
          </Form>
        </details>
      ) : null}
    </section>
  );
}

/**
 * Whether "Enter to send" applies: JavaScript runs (it handles the key) and the main pointer is
 * precise, the usual sign of a physical keyboard (Media Queries 4 `pointer: fine`). False on the
 * server and in the first render, so hydration matches.
 */
function useHasPhysicalKeyboard(): boolean {
  const [has, setHas] = useState(false);
  useEffect(() => {
    setHas(window.matchMedia?.("(pointer: fine)").matches ?? false);
  }, []);
  return has;
}

export default function Chat() {
  const data = useLoaderData<typeof loader>();
  return data.signedIn ? <ChatRoom data={data} /> : <ChatPreview />;
}
