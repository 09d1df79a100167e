/**
 * The meditations' content (app/content/meditations.ts), the player's time format and the bell
 * (decision record 0023): checks a writer of a new script or a change to the bell would trip.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MEDITATION_CATEGORIES, MEDITATIONS } from "~/content/meditations";
import { checkModelReply } from "~/services/ai/output-check";
import { DEFAULT_SUGGESTIONS, meditationSlugsForFeeling, minutesToRecord } from "~/services/meditation.server";
import { formatMmSs } from "~/utils/clock-format";
import { getEntitlements } from "~/utils/entitlements";
import { BELL_SAMPLE_RATE, BELL_SECONDS, bellWav } from "../../scripts/bell";

describe("meditation content", () => {
  it("has at least 12 meditations with unique slugs, covering every category and both tiers", () => {
    expect(MEDITATIONS.length).toBeGreaterThanOrEqual(12);
    const slugs = MEDITATIONS.map((m) => m.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(new Set(MEDITATIONS.map((m) => m.category))).toEqual(new Set(MEDITATION_CATEGORIES));
    expect(new Set(MEDITATIONS.map((m) => m.tier))).toEqual(new Set(["free", "premium"]));
  });

  it("each script lasts whole minutes from 3 to 20, its steps in time order from 0 s and before the end", () => {
    for (const m of MEDITATIONS) {
      expect(m.durationSeconds % 60, m.slug).toBe(0);
      expect(m.durationSeconds, m.slug).toBeGreaterThanOrEqual(180);
      expect(m.durationSeconds, m.slug).toBeLessThanOrEqual(1200);
      expect(m.steps[0].atSeconds, m.slug).toBe(0);
      expect(m.steps.length, m.slug).toBeGreaterThanOrEqual(5);
      for (let i = 1; i < m.steps.length; i++) expect(m.steps[i].atSeconds, `${m.slug} step ${i}`).toBeGreaterThan(m.steps[i - 1].atSeconds);
      // The last guidance leaves at least 20 seconds to be read before the closing bell.
      expect(m.steps.at(-1)!.atSeconds, m.slug).toBeLessThanOrEqual(m.durationSeconds - 20);
    }
  });

  it("every text is written in both languages and passes the companion's output check (no diagnosis, no medication advice)", () => {
    for (const m of MEDITATIONS) {
      for (const text of [m.title, m.summary, ...m.steps.map((s) => s.text)]) {
        expect(text.it.trim().length, m.slug).toBeGreaterThan(2);
        expect(text.en.trim().length, m.slug).toBeGreaterThan(2);
        expect(text.it, m.slug).not.toBe(text.en);
        for (const language of [text.it, text.en]) expect(checkModelReply(language), language).toEqual({ ok: true });
      }
    }
  });
});

describe("recording rule and suggestions", () => {
  it("records whole minutes from one minute up, capped at the meditation's length", () => {
    expect(minutesToRecord(0, 300)).toBeNull();
    expect(minutesToRecord(59.9, 300)).toBeNull();
    expect(minutesToRecord(60, 300)).toBe(1);
    expect(minutesToRecord(299, 300)).toBe(4);
    expect(minutesToRecord(300, 300)).toBe(5);
    expect(minutesToRecord(10_000, 300)).toBe(5);
    expect(minutesToRecord(-60, 300)).toBeNull();
  });

  it("suggests from the feeling, open meditations first, and basic ones when no feeling is recognised", () => {
    const free = getEntitlements(null, new Date());
    expect(meditationSlugsForFeeling("asdf qwerty", "en", free)).toEqual([...DEFAULT_SUGGESTIONS]);
    const anxious = meditationSlugsForFeeling("I feel so anxious", "en", free);
    expect(anxious.length).toBe(3);
    expect(anxious).toContain("breath-awareness");
    const byslug = new Map(MEDITATIONS.map((m) => [m.slug, m]));
    for (const slug of anxious) expect(byslug.get(slug)?.eases).toContain("anxiety");
    expect(meditationSlugsForFeeling("mi sento solo", "it", free)[0]).toBe("loving-kindness");
  });
});

describe("player time format", () => {
  it("shows whole seconds as mm:ss", () => {
    expect(formatMmSs(0)).toBe("00:00");
    expect(formatMmSs(9.99)).toBe("00:09");
    expect(formatMmSs(75)).toBe("01:15");
    expect(formatMmSs(1200)).toBe("20:00");
    expect(formatMmSs(4500)).toBe("75:00");
    expect(formatMmSs(-3)).toBe("00:00");
  });
});

describe("the bell", () => {
  it("the committed public/sounds/bell.wav is the one scripts/make-bell.ts synthesises: short, mono 16-bit, soft", () => {
    const committed = readFileSync(new URL("../../public/sounds/bell.wav", import.meta.url));
    const wav = bellWav();
    expect(committed.equals(wav)).toBe(true);
    expect(wav.toString("ascii", 0, 4)).toBe("RIFF");
    expect(wav.toString("ascii", 8, 12)).toBe("WAVE");
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(BELL_SAMPLE_RATE);
    expect(wav.readUInt16LE(34)).toBe(16);
    const samples = wav.readUInt32LE(40) / 2;
    expect(samples / BELL_SAMPLE_RATE).toBeCloseTo(BELL_SECONDS, 2);
    let peak = 0;
    for (let i = 0; i < samples; i++) peak = Math.max(peak, Math.abs(wav.readInt16LE(44 + i * 2)));
    expect(peak / 32767).toBeLessThanOrEqual(0.36);
    // Starts and ends in (near) silence: no click.
    expect(Math.abs(wav.readInt16LE(44))).toBeLessThan(100);
    expect(Math.abs(wav.readInt16LE(44 + (samples - 1) * 2))).toBeLessThan(100);
    expect(wav.length).toBeLessThan(100_000);
  });
});
