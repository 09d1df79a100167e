/**
 * Launch participant numbers are given once, ever (issue 25 item 11; spec §1 "the first 50
 * registrants"): deleting an account frees neither its number nor a place, so nobody is told
 * "participant 4 of 50" twice and at most 50 people ever get the offer. A file of its own, so
 * that the campaign starts empty.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { launchCampaignStatus, LAUNCH_PARTICIPANTS } from "~/models/launch-code.server";
import * as apiRegister from "~/routes/api.auth.register";
import { deleteAccount } from "~/services/account-deletion.server";
import { call, jsonRequest, newRegistration } from "../support/requests";

let address = 0;
/** Registers one person (each from an address of their own, clear of the sign-up throttle). */
async function register(): Promise<{ userId: number; participantNumber: number | null }> {
  address++;
  const res = await call(apiRegister.action, jsonRequest("/api/auth/register", newRegistration(), { headers: { "X-Forwarded-For": `203.0.113.${address}` } }));
  expect(res.status).toBe(201);
  const body = (await res.json()) as { user: { id: number }; participantNumber: number | null };
  return { userId: body.user.id, participantNumber: body.participantNumber };
}

describe("launch participant numbers", () => {
  it("never gives a deleted account's number again, and a deletion frees no place", async () => {
    process.env.TRUST_PROXY = "true";
    try {
      const db = await getDb();
      const first = [];
      for (let i = 0; i < 4; i++) first.push(await register());
      expect(first.map((p) => p.participantNumber)).toEqual([1, 2, 3, 4]);
      // The highest number and one in the middle leave.
      for (const gone of [first[3]!, first[1]!]) expect((await deleteAccount(db, gone.userId, { cancelSubscription: null })).ok).toBe(true);
      expect((await register()).participantNumber).toBe(5);
      expect((await launchCampaignStatus({ db })).remaining).toBe(LAUNCH_PARTICIPANTS - 5);

      // Fill the campaign: numbers 6..50, then nobody else, although two holders were deleted.
      const rest = [];
      for (let i = 6; i <= LAUNCH_PARTICIPANTS; i++) rest.push(await register());
      expect(rest.map((p) => p.participantNumber)).toEqual(Array.from({ length: LAUNCH_PARTICIPANTS - 5 }, (_, i) => i + 6));
      expect((await register()).participantNumber).toBeNull();
      expect(await launchCampaignStatus({ db })).toMatchObject({ assigned: LAUNCH_PARTICIPANTS, remaining: 0, active: false });
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });
});
