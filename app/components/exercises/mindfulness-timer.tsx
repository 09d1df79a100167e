/**
 * The mindfulness timer of an exercise (spec §2 "/exercises": start, pause, reset). A countdown
 * from the exercise's duration, measured against the clock (`Date.now()`), so a tab in the
 * background or a slow tick never makes it drift. It needs JavaScript, so it renders nothing
 * until the page has hydrated: without JavaScript the page shows the duration and the steps
 * instead (issue 10: "everything works but the live timer").
 * Only the state changes are announced (running, paused, finished), never each second.
 */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/components/ui/icons/icon";

type TimerState = "idle" | "running" | "paused" | "finished";

/** `ms` as mm:ss, rounded up to the whole second (a timer at 0.4 s left still shows 00:01). */
export function formatClock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
}

export function MindfulnessTimer({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const total = minutes * 60_000;
  const [hydrated, setHydrated] = useState(false);
  const [state, setState] = useState<TimerState>("idle");
  const [left, setLeft] = useState(total);
  const endsAt = useRef(0);

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (state !== "running") return;
    const id = window.setInterval(() => {
      const remaining = Math.max(0, endsAt.current - Date.now());
      setLeft(remaining);
      if (remaining === 0) setState("finished");
    }, 250);
    return () => window.clearInterval(id);
  }, [state]);

  if (!hydrated) return null;

  const start = () => {
    endsAt.current = Date.now() + left;
    setState("running");
  };
  const pause = () => {
    setLeft(Math.max(0, endsAt.current - Date.now()));
    setState("paused");
  };
  const reset = () => {
    setLeft(total);
    setState("idle");
  };

  return (
    <section className="card stack exercise-timer" aria-labelledby="timer-title">
      <h2 id="timer-title">
        <Icon name="timer" /> {t("exercises.timer.title")}
      </h2>
      <p className="timer-clock" role="timer" aria-label={t("exercises.timer.label")} data-testid="timer-clock">
        {formatClock(left)}
      </p>
      <div className="actions actions-start">
        {state === "running" ? (
          <button type="button" className="button button-primary" onClick={pause}>
            {t("exercises.timer.pause")}
          </button>
        ) : state === "finished" ? null : (
          <button type="button" className="button button-primary" onClick={start}>
            {state === "paused" ? t("exercises.timer.resume") : t("exercises.timer.start")}
          </button>
        )}
        <button type="button" className="button button-ghost" onClick={reset} disabled={state === "idle"}>
          {t("exercises.timer.reset")}
        </button>
      </div>
      <p className="hint" aria-live="polite" data-testid="timer-status">
        {state === "running"
          ? t("exercises.timer.running")
          : state === "paused"
            ? t("exercises.timer.paused")
            : state === "finished"
              ? t("exercises.timer.finished")
              : ""}
      </p>
    </section>
  );
}
