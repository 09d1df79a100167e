/**
 * The browser's time-zone hint (utils/time-zone.ts, issue 17): the cookie is written when missing,
 * and a page whose cookie is there and whose UTC offsets have not changed never calls
 * Intl.DateTimeFormat (loading ICU's date data was the longest task after hydration); and
 * whenIdle (utils/idle.ts), which moves that check out of hydration's commit.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberTimeZone, TIME_ZONE_CHECKED_KEY, timeZoneOffsets } from "~/utils/time-zone";

/** A document.cookie that behaves like a browser's: writes set one cookie, reads give "a=1; b=2". */
function fakeBrowser({ storage = true }: { storage?: boolean } = {}) {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  const document = {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    },
  };
  const store = new Map<string, string>();
  const localStorage = {
    getItem: (k: string) => {
      if (!storage) throw new DOMException("denied", "SecurityError");
      return store.get(k) ?? null;
    },
    setItem: (k: string, v: string) => {
      if (!storage) throw new DOMException("denied", "SecurityError");
      store.set(k, v);
    },
  };
  vi.stubGlobal("document", document);
  vi.stubGlobal("window", { location: { protocol: "https:" }, localStorage });
  return { jar, writes, store };
}

describe("rememberTimeZone", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("writes the hint cookie on a first visit, Secure over HTTPS, and remembers the offsets it checked", () => {
    const { jar, writes, store } = fakeBrowser();
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({ timeZone: "Europe/Rome" } as Intl.ResolvedDateTimeFormatOptions);
    rememberTimeZone();
    expect(jar.get("CH-time-zone")).toBe("Europe%2FRome");
    expect(writes[0]).toBe("CH-time-zone=Europe%2FRome; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
    expect(store.get(TIME_ZONE_CHECKED_KEY)).toBe(timeZoneOffsets());
  });

  it("does not load Intl's date formats again while the cookie is there and the offsets are unchanged", () => {
    const { writes } = fakeBrowser();
    rememberTimeZone();
    const formats = vi.spyOn(Intl, "DateTimeFormat");
    rememberTimeZone();
    rememberTimeZone();
    expect(formats).not.toHaveBeenCalled();
    expect(writes).toHaveLength(1);
  });

  it("checks again when the offsets changed (a move to another zone) and rewrites a stale cookie", () => {
    const { jar, store } = fakeBrowser();
    jar.set("CH-time-zone", "America%2FNew_York");
    store.set(TIME_ZONE_CHECKED_KEY, "300,240");
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({ timeZone: "Europe/Rome" } as Intl.ResolvedDateTimeFormatOptions);
    rememberTimeZone();
    expect(jar.get("CH-time-zone")).toBe("Europe%2FRome");
    expect(store.get(TIME_ZONE_CHECKED_KEY)).toBe(timeZoneOffsets());
  });

  it("still writes the cookie when the browser refuses its storage", () => {
    const { jar } = fakeBrowser({ storage: false });
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({ timeZone: "Asia/Tokyo" } as Intl.ResolvedDateTimeFormatOptions);
    expect(() => rememberTimeZone()).not.toThrow();
    expect(jar.get("CH-time-zone")).toBe("Asia%2FTokyo");
  });

  it("reads the offsets of 1 January and 1 July in minutes", () => {
    const offsets = timeZoneOffsets(new Date(2026, 3, 1))
      .split(",")
      .map(Number);
    expect(offsets).toHaveLength(2);
    expect(offsets.every(Number.isInteger)).toBe(true);
    expect(offsets[0]).toBe(new Date(2026, 0, 1).getTimezoneOffset());
    expect(offsets[1]).toBe(new Date(2026, 6, 1).getTimezoneOffset());
  });
});

describe("whenIdle", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("runs the work later, in its own task, and not at all once cancelled", async () => {
    const { whenIdle } = await import("~/utils/idle");
    vi.useFakeTimers();
    // No requestIdleCallback (Safari): a timer.
    vi.stubGlobal("window", { setTimeout, clearTimeout });
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it("uses requestIdleCallback with a deadline where the browser has it", async () => {
    const { whenIdle } = await import("~/utils/idle");
    const requestIdleCallback = vi.fn((_cb: () => void, _options: { timeout: number }) => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal("window", { requestIdleCallback, cancelIdleCallback });
    const cancel = whenIdle(() => undefined, 1500);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });
});
