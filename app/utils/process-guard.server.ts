/**
 * Process guard: an error that escapes one request (a rejected promise nobody awaited, an error
 * thrown from an event listener or a stream callback) is logged and the server keeps serving
 * everybody else, instead of Node's default of printing it and exiting the process
 * (Node.js docs, "Process: Event 'uncaughtException'" and "Event 'unhandledRejection'"; since
 * Node 15 an unhandled rejection exits the process too). Such an error took the whole
 * `remix-serve` process down when a model request was aborted
 * (docs/decisions/0006-model-fetch.md): the fix for that cause is elsewhere, this is the net
 * under every other one.
 *
 * Rules:
 * - installed once per process, however often the build is imported (dev rebuilds re-import
 *   it): the flag lives on `process` under a `Symbol.for` key, not in this module;
 * - each error is logged as ONE line with `console.error`: its class name, its message (newlines
 *   folded, other control characters and bidi controls escaped as `\uXXXX` by `escapeForLog`,
 *   bearer tokens and `sk-` keys masked, at most MAX_MESSAGE_CHARS characters) and up to
 *   MAX_STACK_FRAMES "at …" frames of its stack. A value that is not an Error (a thrown string
 *   may be anybody's text) is logged by its type only. Nothing else is read: never a request,
 *   its body, a chat message, a key or health data;
 * - an error that means the server cannot serve at all (a failed `listen`: port in use, no
 *   permission) is still fatal: it is logged and the process exits with code 1, so a supervisor
 *   restarts it rather than leaving a process that serves nothing.
 *
 * Node warns that state may be inconsistent after an uncaught exception; here the errors that
 * reach the guard come from one request's streams and timers, whose state dies with the request.
 */

import { escapeForLog } from "./log.server";

/** Longest error message kept in the log line, in characters. */
export const MAX_MESSAGE_CHARS = 300;
/** Most stack frames kept in the log line. */
export const MAX_STACK_FRAMES = 8;
/** Prefix of every line the guard logs. */
export const GUARD_LOG_PREFIX = "[process]";

const INSTALLED = Symbol.for("respiro.processGuard.installed");
const SAFE_NAME = /^[\w.$-]{1,64}$/;

type GuardedProcess = NodeJS.Process & { [INSTALLED]?: boolean };

/** Masks what looks like a credential: `Bearer …` values and OpenAI-style `sk-…` keys. */
function maskSecrets(text: string): string {
  return text.replace(/\bBearer\s+\S+/gi, "Bearer [redacted]").replace(/\bsk-[\w-]{8,}/g, "sk-[redacted]");
}

/**
 * The log line for an escaped error (without the prefix and kind): "Name: message | at … | at …".
 * @param error Anything thrown or used as a rejection reason.
 */
export function describeEscapedError(error: unknown): string {
  if (!(error instanceof Error)) {
    const kind = error === null ? "null" : typeof error;
    const ctor = kind === "object" ? (error as object).constructor?.name : undefined;
    return `non-Error value (${ctor && SAFE_NAME.test(ctor) ? `${kind} ${ctor}` : kind})`;
  }
  const rawName = error.name !== "Error" ? error.name : error.constructor?.name;
  const name = typeof rawName === "string" && SAFE_NAME.test(rawName) ? rawName : "Error";
  let message = maskSecrets(
    String(error.message ?? "")
      .replace(/\s+/g, " ")
      .trim(),
  );
  if (message.length > MAX_MESSAGE_CHARS) message = `${message.slice(0, MAX_MESSAGE_CHARS)}…`;
  const frames = (typeof error.stack === "string" ? error.stack.split("\n") : [])
    .map((line) => line.trim())
    .filter((line) => line.startsWith("at "))
    .slice(0, MAX_STACK_FRAMES);
  // Whitespace is folded above; what is left of control characters, separators and bidi controls
  // (a message may quote input) becomes visible escapes, so the record stays one honest line.
  return escapeForLog([message ? `${name}: ${message}` : name, ...frames].join(" | "));
}

/** True for errors after which this process cannot serve at all (a failed `listen`). */
export function isFatalProcessError(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).syscall === "listen";
}

/**
 * Installs the `unhandledRejection` and `uncaughtException` handlers, once per process.
 * @returns true when this call installed them, false when they already were.
 */
export function installProcessGuard(target: NodeJS.Process = process): boolean {
  const guarded = target as GuardedProcess;
  if (guarded[INSTALLED]) return false;
  guarded[INSTALLED] = true;

  const report = (kind: "unhandledRejection" | "uncaughtException", error: unknown) => {
    const fatal = isFatalProcessError(error);
    console.error(`${GUARD_LOG_PREFIX} ${kind}${fatal ? " (fatal, exiting)" : ", still serving"}: ${describeEscapedError(error)}`);
    if (fatal) target.exit(1);
  };
  target.on("unhandledRejection", (reason) => report("unhandledRejection", reason));
  target.on("uncaughtException", (error) => report("uncaughtException", error));
  return true;
}

installProcessGuard();
