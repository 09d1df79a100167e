/**
 * The launch campaign's cap of 50 (spec §1) holds under concurrency: one INSERT … SELECT … HAVING
 * with UNIQUE and CHECK constraints (models/launch-code.server.ts). A file of its own, so that the
 * campaign starts empty and the other tests keep their codes. The people come from 14 client
 * addresses behind a trusted proxy, 5 each: the most the sign-up throttle lets through per
 * address (decision record 0011), so the throttle takes no place from a real launch rush.
 */
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import * as apiRegister from "~/routes/api.auth.register";
import { SIGNUPS_PER_IP } from "~/services/auth/registration.server";
import { call, jsonRequest, newRegistration } from "../support/requests";

afterEach(() => {
  delete process.env.TRUST_PROXY;
});

describe("launch campaign cap under concurrency", () => {
  it("hands out exactly 50 codes, numbers 1..50 once each, to 70 parallel registrations from 14 addresses", async () => {
    process.env.TRUST_PROXY = "true";
    const db = await getDb();
    // This file has a database of its own (tests/setup.ts): the campaign starts empty.
    expect((await db.selectFrom("launch_codes").select("id").execute()).length).toBe(0);
    const address = (i: number) => `198.51.100.${Math.floor(i / SIGNUPS_PER_IP) + 1}`;
    const responses = await Promise.all(
      Array.from({ length: 70 }, (_, i) =>
        call(apiRegister.action, jsonRequest("/api/auth/register", newRegistration(), { headers: { "X-Forwarded-For": address(i) } })),
      ),
    );
    expect(responses.every((r) => r.status === 201)).toBe(true);
    const bodies = await Promise.all(responses.map((r) => r.json()));
    const numbers = bodies
      .map((b) => b.participantNumber)
      .filter((n) => n !== null)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(bodies.map((b) => b.promoCode).filter(Boolean)).size).toBe(50);
    const rows = await db.selectFrom("launch_codes").select("participant_number").execute();
    expect(rows).toHaveLength(50);
    // Everyone after the 50th starts the standard trial, like the first 50.
    const late = bodies.filter((b) => b.participantNumber === null);
    expect(late).toHaveLength(20);
    const trials = await db
      .selectFrom("users")
      .select("trial_kind")
      .where(
        "id",
        "in",
        late.map((b) => b.user.id),
      )
      .execute();
    expect(trials.every((t) => t.trial_kind === "standard")).toBe(true);
  });
});
