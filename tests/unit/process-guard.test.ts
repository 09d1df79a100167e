import { EventEmitter } from "node:events";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  describeEscapedError,
  GUARD_LOG_PREFIX,
  installProcessGuard,
  isFatalProcessError,
  MAX_MESSAGE_CHARS,
  MAX_STACK_FRAMES,
} from "~/utils/process-guard.server";

/** A stand-in for `process`: an emitter with a spied `exit`. */
function fakeProcess() {
  const emitter = new EventEmitter() as EventEmitter & { exit: ReturnType<typeof vi.fn> };
  emitter.exit = vi.fn();
  return emitter as unknown as NodeJS.Process & { exit: ReturnType<typeof vi.fn> };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("describeEscapedError", () => {
  it("gives the class name, the message and the stack frames on one line", () => {
    const error = new TypeError("Cannot cancel a stream that already has a reader");
    const line = describeEscapedError(error);
    expect(line).not.toContain("\n");
    expect(line.startsWith("TypeError: Cannot cancel a stream that already has a reader | at ")).toBe(true);
    expect(line.split(" | ").length).toBeLessThanOrEqual(1 + MAX_STACK_FRAMES);
  });

  it("masks credentials and shortens long messages", () => {
    const line = describeEscapedError(new Error(`Authorization: Bearer abc.def sk-proj-1234567890abcdef ${"x".repeat(500)}`));
    expect(line).not.toContain("abc.def");
    expect(line).not.toContain("1234567890abcdef");
    expect(line).toContain("Bearer [redacted]");
    const message = line.split(" | ")[0];
    expect(message.length).toBeLessThanOrEqual("Error: ".length + MAX_MESSAGE_CHARS + 1);
  });

  it("logs a value that is not an Error by its type only", () => {
    expect(describeEscapedError("mi sento triste")).toBe("non-Error value (string)");
    expect(describeEscapedError({ body: "segreto" })).toBe("non-Error value (object Object)");
    expect(describeEscapedError(null)).toBe("non-Error value (null)");
  });
});

describe("installProcessGuard", () => {
  it("installs its two handlers once, logs one line per error and keeps the process running", () => {
    const target = fakeProcess();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(installProcessGuard(target)).toBe(true);
    expect(installProcessGuard(target)).toBe(false);
    expect(target.listenerCount("unhandledRejection")).toBe(1);
    expect(target.listenerCount("uncaughtException")).toBe(1);

    target.emit("unhandledRejection", new TypeError("boom"), Promise.resolve());
    target.emit("uncaughtException", new RangeError("bang"));
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0][0]).toMatch(new RegExp(`^\\${GUARD_LOG_PREFIX} unhandledRejection, still serving: TypeError: boom`));
    expect(log.mock.calls[1][0]).toMatch(/uncaughtException, still serving: RangeError: bang/);
    expect(target.exit).not.toHaveBeenCalled();
  });

  it("still exits when the server cannot listen", () => {
    const target = fakeProcess();
    vi.spyOn(console, "error").mockImplementation(() => {});
    installProcessGuard(target);
    const inUse = Object.assign(new Error("listen EADDRINUSE: address already in use :::3000"), { code: "EADDRINUSE", syscall: "listen" });
    expect(isFatalProcessError(inUse)).toBe(true);
    target.emit("uncaughtException", inUse);
    expect(target.exit).toHaveBeenCalledWith(1);
  });
});
