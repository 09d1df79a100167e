/**
 * The caps that must stay exact when several app processes share one PostgreSQL database
 * (issue 16, decision record 0038). Each process has its own pool: here two Kysely instances over
 * two `pg` pools stand for two processes, and the work is spread across them in parallel. Runs
 * only on PostgreSQL (npm run test:pg); on SQLite one process is the only writer.
 */
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "#db/connection";
import type { Database } from "#db/schema";
import { getDb } from "~/db.server";
import { reserveAiRequest } from "~/models/ai-usage.server";
import { assignLaunchCode, LAUNCH_PARTICIPANTS } from "~/models/launch-code.server";
import { reserveLaunchOffer } from "~/models/launch-offer.server";
import { hitRateLimit } from "~/models/rate-limit.server";
import { insertUser, newUserRow } from "~/models/user.server";
import { LAUNCH_OFFERS_PER_PLAN } from "~/utils/plans";

const url = process.env.DATABASE_URL;

describe.skipIf(!url)("two processes on one PostgreSQL database", () => {
  let pools: Kysely<Database>[] = [];
  beforeAll(async () => {
    await getDb(); // migrated and seeded once
    pools = [openPostgres(url!, 10), openPostgres(url!, 10)];
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.destroy()));
  });

  /** `n` new users, made through alternating pools. */
  async function users(n: number, prefix: string): Promise<number[]> {
    const now = new Date();
    return Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const name = `${prefix}${i}`;
        const created = await insertUser({
          user: newUserRow({ username: name, email: `${name}@example.test`, fullName: "Race", passwordHash: "x", locale: "it", healthDataConsent: true, now }),
          db: pools[i % 2],
        });
        if (!created.ok) throw new Error(created.reason);
        return created.user.id;
      }),
    );
  }

  it("60 parallel sign-ups across both give exactly 50 launch codes, numbered 1..50", async () => {
    const ids = await users(60, "race");
    const now = new Date();
    // As registerUser does: the code is assigned inside the sign-up's transaction.
    const codes = await Promise.all(ids.map((userId, i) => pools[i % 2].transaction().execute((trx) => assignLaunchCode({ userId, now, db: trx }))));
    const numbers = codes
      .filter((c) => c !== null)
      .map((c) => c.participantNumber)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: LAUNCH_PARTICIPANTS }, (_, i) => i + 1));
    expect(codes.filter((c) => c === null)).toHaveLength(10);
    const rows = await pools[0].selectFrom("launch_codes").select("participant_number").execute();
    expect(rows).toHaveLength(LAUNCH_PARTICIPANTS);
  });

  it("25 parallel checkouts of a launch price across both reserve exactly 10 slots, 1..10", async () => {
    const ids = await users(25, "offer");
    const now = new Date();
    const expiresAt = new Date(now.getTime() + 30 * 60_000);
    const reserved = await Promise.all(ids.map((userId, i) => reserveLaunchOffer({ plan: "monthly", userId, now, expiresAt, db: pools[i % 2] })));
    expect(reserved.filter((id) => id !== null)).toHaveLength(LAUNCH_OFFERS_PER_PLAN);
    const slots = await pools[1].selectFrom("launch_offer_claims").select("slot").where("plan", "=", "monthly").orderBy("slot").execute();
    expect(slots.map((s) => s.slot)).toEqual(Array.from({ length: LAUNCH_OFFERS_PER_PLAN }, (_, i) => i + 1));
  });

  it("20 parallel AI requests of a 5-a-day trial across both get exactly 5 slots", async () => {
    const [userId] = await users(1, "quota");
    const now = new Date();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => reserveAiRequest({ userId, limit: 5, now, db: pools[i % 2] })));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(
      results
        .filter((r) => r.ok)
        .map((r) => r.count)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5]);
  });

  it("a throttle counts 40 parallel hits across both exactly once each", async () => {
    const now = new Date();
    const states = await Promise.all(Array.from({ length: 40 }, (_, i) => hitRateLimit({ key: "race:throttle", windowMs: 60_000, now, db: pools[i % 2] })));
    expect(states.map((s) => s.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });
});
