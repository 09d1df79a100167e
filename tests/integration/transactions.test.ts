/**
 * Every model function takes an optional `db` (the instance or a transaction), so a service can
 * make several models' writes atomic: a failure rolls all of them back.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { saveSafetyPlan, getSafetyPlan } from "~/models/safety-plan.server";
import { getUserByUsername, insertUser, newUserRow } from "~/models/user.server";
import { hitRateLimit, peekRateLimit } from "~/models/rate-limit.server";

describe("models in one transaction", () => {
  it("roll back together when the service fails after several writes", async () => {
    const db = await getDb();
    const now = new Date();
    const username = `tx_${Date.now().toString(36)}`;
    await expect(
      db.transaction().execute(async (trx) => {
        const created = await insertUser({
          db: trx,
          user: newUserRow({ username, email: `${username}@example.test`, fullName: "T", passwordHash: "x", locale: "it", healthDataConsent: true, now }),
        });
        if (!created.ok) throw new Error("unexpected conflict");
        await saveSafetyPlan({
          db: trx,
          userId: created.user.id,
          plan: { warning_signs: "a", coping_strategies: "", people_and_places: "", professionals: "", safe_environment: "" },
          now,
        });
        await hitRateLimit({ db: trx, key: `tx:${username}`, windowMs: 60_000, now });
        // Inside the transaction the writes are visible…
        expect(await getUserByUsername({ username, db: trx })).toBeTruthy();
        throw new Error("the service fails here");
      }),
    ).rejects.toThrow("the service fails here");
    // …and after the rollback none of them is.
    expect(await getUserByUsername({ username })).toBeUndefined();
    expect(await peekRateLimit({ key: `tx:${username}`, now })).toBeNull();
  });

  it("commit together when the service succeeds", async () => {
    const db = await getDb();
    const now = new Date();
    const username = `tx_ok_${Date.now().toString(36)}`;
    const userId = await db.transaction().execute(async (trx) => {
      const created = await insertUser({
        db: trx,
        user: newUserRow({ username, email: `${username}@example.test`, fullName: "T", passwordHash: "x", locale: "en", healthDataConsent: true, now }),
      });
      if (!created.ok) throw new Error("unexpected conflict");
      await saveSafetyPlan({
        db: trx,
        userId: created.user.id,
        plan: { warning_signs: "b", coping_strategies: "", people_and_places: "", professionals: "", safe_environment: "" },
        now,
      });
      return created.user.id;
    });
    expect((await getSafetyPlan({ userId }))?.sections.warning_signs).toBe("b");
  });
});
