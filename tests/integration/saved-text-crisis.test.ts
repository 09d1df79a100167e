/**
 * Saved free text passes the crisis gate (issue 26 item 4): a mood note, a reflection, an exercise
 * note or a goal the gate flags is saved all the same, and the next page shows the crisis card of
 * the fitting kind (the root loader reads the kind from the flash cookie and sends the card's
 * strings); an ordinary text shows no card. No model, no quota.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import * as root from "~/root";
import * as moodRoute from "~/routes/mood";
import * as profileRoute from "~/routes/profile";
import { createUser, signedInJar } from "../support/factories";
import { call, formRequest, getRequest, type CookieJar } from "../support/requests";

/** The root loader's view of the page a save led to. */
async function nextPage(jar: CookieJar) {
  const res = await call(root.loader, getRequest("/mood", { jar }));
  jar.store(res);
  return (await res.json()) as { savedCrisis: string | null; i18n: { bundle: Record<string, unknown> } };
}

describe("saved free text and the crisis gate", () => {
  it("a flagged mood note is saved and the next page shows the crisis card; an ordinary one does not", async () => {
    const user = await createUser({ plan: "premium" });
    const jar = await signedInJar(user.id);
    const flagged = await call(moodRoute.action, formRequest("/mood", { mood: "1", when: "now", note: "stasera voglio farla finita" }, { jar }));
    expect(flagged.status).toBe(303);
    jar.store(flagged);
    const shown = await nextPage(jar);
    expect(shown.savedCrisis).toBe("self");
    expect(shown.i18n.bundle).toHaveProperty("crisisCard");
    // Shown once: the flash is cleared.
    expect((await nextPage(jar)).savedCrisis).toBeNull();
    const db = await getDb();
    const notes = await db.selectFrom("mood_entries").select("note").where("user_id", "=", user.id).execute();
    expect(notes.map((n) => n.note)).toEqual(["stasera voglio farla finita"]);

    const ordinary = await call(moodRoute.action, formRequest("/mood", { mood: "4", when: "now", note: "una passeggiata al mare" }, { jar }));
    jar.store(ordinary);
    expect((await nextPage(jar)).savedCrisis).toBeNull();
  });

  it("a goal that speaks of someone else at risk brings that kind's card", async () => {
    const user = await createUser({ plan: "standard_trial" });
    const jar = await signedInJar(user.id);
    const res = await call(
      profileRoute.action,
      formRequest("/profile", { intent: "addGoal", title: "my friend wants to kill herself, help her", targetDate: "" }, { jar }),
    );
    expect(res.status).toBe(303);
    jar.store(res);
    expect((await nextPage(jar)).savedCrisis).toBe("other_at_risk");
  });
});
