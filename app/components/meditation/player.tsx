/**
 * The meditation player (spec §2 "/meditation"; issue 10 item 2; decision record 0023): start,
 * pause, resume, restart and stop; elapsed and remaining time as mm:ss; a labelled <progress>;
 * the current step's guidance in a polite live region; optional speech in the page's language;
 * a soft bell at start and end; a Screen Wake Lock while playing. No library: it ships in the
 * route's chunk only.
 *
 * Clock: the elapsed time is `Date.now()` differences banked at every pause, so a throttled
 * background tab or a late timer never drifts the time; a 250 ms interval only repaints.
 * Finishing records the whole duration; "Stop" after at least a minute records the minutes
 * done (through the route's action, `intent=record`, `via=player`). Restart discards the run.
 * Rendered for scripted pages only (the page shows the whole script and an "I finished" form
 * without JavaScript).
 */
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMmSs } from "~/utils/clock-format";

export interface PlayerStep {
  atSeconds: number;
  text: string;
}

type Phase = "idle" | "running" | "paused" | "finished";

/** What the route's action answers a player's `intent=record` with. */
export type RecordAnswer = { recorded: number } | { error: string };

const TICK_MS = 250;
const BELL_URL = "/sounds/bell.wav";
/** Sessions shorter than this are not sent (the server refuses them too: services/meditation.server.ts). */
const MIN_RECORDED_SECONDS = 60;

export function MeditationPlayer({ durationSeconds, steps, canRecord }: { durationSeconds: number; steps: readonly PlayerStep[]; canRecord: boolean }) {
  const { t, i18n } = useTranslation();
  const fetcher = useFetcher<RecordAnswer>();
  const [phase, setPhase] = useState<Phase>("idle");
  const [elapsedMs, setElapsedMs] = useState(0);
  const [voiceAvailable, setVoiceAvailable] = useState(false);
  const [voiceOn, setVoiceOn] = useState(false);
  const [tooShort, setTooShort] = useState(false);
  const bankedMs = useRef(0);
  const runningSince = useRef<number | null>(null);
  const wakeLock = useRef<WakeLockSentinel | null>(null);
  const phaseRef = useRef<Phase>("idle");
  const durationMs = durationSeconds * 1000;

  const readElapsed = () => Math.min(durationMs, bankedMs.current + (runningSince.current === null ? 0 : Date.now() - runningSince.current));

  const setPhaseBoth = (next: Phase) => {
    phaseRef.current = next;
    setPhase(next);
  };

  const ringBell = () => {
    try {
      const bell = new Audio(BELL_URL);
      bell.volume = 0.7;
      void bell.play().catch(() => undefined);
    } catch {
      // No audio in this browser: the bell is a comfort, not a requirement.
    }
  };

  const lockScreen = () => {
    if (!("wakeLock" in navigator) || wakeLock.current) return;
    navigator.wakeLock
      .request("screen")
      .then((sentinel) => {
        // Paused or finished while the request was pending: give it straight back.
        if (phaseRef.current !== "running") void sentinel.release().catch(() => undefined);
        else wakeLock.current = sentinel;
      })
      .catch(() => undefined);
  };

  const unlockScreen = () => {
    const sentinel = wakeLock.current;
    wakeLock.current = null;
    if (sentinel) void sentinel.release().catch(() => undefined);
  };

  const silence = () => {
    if (voiceAvailable) window.speechSynthesis.cancel();
  };

  const record = (seconds: number) => {
    if (!canRecord) return;
    if (seconds < MIN_RECORDED_SECONDS) {
      setTooShort(true);
      return;
    }
    fetcher.submit({ intent: "record", seconds: String(Math.floor(seconds)), via: "player" }, { method: "post" });
  };

  const run = () => {
    runningSince.current = Date.now();
    setTooShort(false);
    setPhaseBoth("running");
    lockScreen();
  };

  const start = () => {
    bankedMs.current = 0;
    setElapsedMs(0);
    ringBell();
    run();
  };

  const pause = () => {
    bankedMs.current = readElapsed();
    runningSince.current = null;
    setElapsedMs(bankedMs.current);
    setPhaseBoth("paused");
    unlockScreen();
    silence();
  };

  const end = (completed: boolean) => {
    const ms = completed ? durationMs : readElapsed();
    bankedMs.current = ms;
    runningSince.current = null;
    setElapsedMs(ms);
    setPhaseBoth("finished");
    unlockScreen();
    silence();
    ringBell();
    record(completed ? durationSeconds : ms / 1000);
  };

  // The latest `end`, for the interval set up when the run started.
  const endRef = useRef(end);
  endRef.current = end;

  useEffect(() => {
    setVoiceAvailable(typeof window.speechSynthesis !== "undefined" && typeof window.SpeechSynthesisUtterance !== "undefined");
  }, []);

  useEffect(() => {
    if (phase !== "running") return;
    const id = window.setInterval(() => {
      const ms = readElapsed();
      if (ms >= durationMs) endRef.current(true);
      else setElapsedMs(ms);
    }, TICK_MS);
    return () => window.clearInterval(id);
    // readElapsed reads refs only; durationMs is fixed for a page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, durationMs]);

  // A wake lock is dropped when the tab is hidden: take it again when the person comes back.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible" && phaseRef.current === "running") lockScreen();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      unlockScreen();
      if (typeof window.speechSynthesis !== "undefined") window.speechSynthesis.cancel();
    };
  }, []);

  const elapsedSeconds = Math.floor(elapsedMs / 1000);
  let stepIndex = -1;
  for (let i = 0; i < steps.length; i += 1) if (steps[i].atSeconds <= elapsedSeconds) stepIndex = i;
  const guidance =
    phase === "idle"
      ? t("meditation.player.ready")
      : phase === "finished" && elapsedMs >= durationMs
        ? t("meditation.player.done")
        : (steps[Math.max(0, stepIndex)]?.text ?? "");

  // Speak each new step while running, in the page's language.
  useEffect(() => {
    if (!voiceAvailable || !voiceOn || phase !== "running" || stepIndex < 0) return;
    const utterance = new SpeechSynthesisUtterance(steps[stepIndex].text);
    utterance.lang = i18n.language === "en" ? "en-GB" : "it-IT";
    utterance.rate = 0.9;
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
  }, [voiceAvailable, voiceOn, phase, stepIndex, steps, i18n.language]);

  const saving = fetcher.state !== "idle";
  const answer = fetcher.data;

  return (
    <section className="card stack meditation-player" aria-labelledby="player-title">
      <h2 id="player-title">{t("meditation.player.title")}</h2>
      <div className="player-times">
        <p>
          <span className="player-time-label">{t("meditation.player.elapsed")}</span>{" "}
          <span className="player-time" data-testid="elapsed">
            {formatMmSs(elapsedSeconds)}
          </span>
        </p>
        <p>
          <span className="player-time-label">{t("meditation.player.remaining")}</span>{" "}
          <span className="player-time" data-testid="remaining">
            {formatMmSs(durationSeconds - elapsedSeconds)}
          </span>
        </p>
      </div>
      <progress
        className="player-progress"
        max={durationSeconds}
        value={Math.min(elapsedSeconds, durationSeconds)}
        aria-label={t("meditation.player.progress")}
      />
      <div className="player-guidance">
        <h3 className="visually-hidden">{t("meditation.player.current")}</h3>
        <p aria-live="polite" data-testid="guidance">
          {guidance}
        </p>
      </div>
      <div className="actions actions-start">
        {phase === "idle" ? (
          <button type="button" className="button button-primary" onClick={start}>
            {t("meditation.player.start")}
          </button>
        ) : null}
        {phase === "running" ? (
          <button type="button" className="button button-primary" onClick={pause}>
            {t("meditation.player.pause")}
          </button>
        ) : null}
        {phase === "paused" ? (
          <button type="button" className="button button-primary" onClick={run}>
            {t("meditation.player.resume")}
          </button>
        ) : null}
        {phase !== "idle" ? (
          <button type="button" className="button button-ghost" onClick={start}>
            {t("meditation.player.restart")}
          </button>
        ) : null}
        {phase === "running" || phase === "paused" ? (
          <button type="button" className="button button-ghost" onClick={() => end(false)}>
            {t("meditation.player.stop")}
          </button>
        ) : null}
      </div>
      {voiceAvailable ? (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={voiceOn}
            onChange={(event) => {
              setVoiceOn(event.target.checked);
              if (!event.target.checked) window.speechSynthesis.cancel();
            }}
          />{" "}
          {t("meditation.player.voice")}
        </label>
      ) : null}
      <p role="status" className="hint" data-testid="player-status">
        {saving
          ? t("meditation.player.saving")
          : phase !== "finished"
            ? ""
            : tooShort
              ? t("meditation.player.tooShortToSave")
              : answer && "recorded" in answer
                ? t("meditation.recorded", { count: answer.recorded })
                : answer && "error" in answer
                  ? t("meditation.player.saveFailed")
                  : ""}
      </p>
    </section>
  );
}
