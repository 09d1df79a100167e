/**
 * The data layer returns typed camelCase objects and keeps the password hash inside
 * models/user.server.ts (docs/architecture.md "Data and migrations").
 */
import { describe, expect, it } from "vitest";
import { appModulesContaining } from "../support/source-files";
import { getSessionUser, createSession } from "~/models/session.server";
import { getSignInCredentials, getUserById, getUserByLogin } from "~/models/user.server";
import { createUser } from "../support/factories";

describe("accounts", () => {
  it("come back in camelCase without the password hash, by id, login and session", async () => {
    const user = await createUser({ plan: "premium" });
    const token = await createSession({ userId: user.id, now: new Date() });
    for (const account of [await getUserById({ id: user.id }), await getUserByLogin({ login: user.email }), await getSessionUser({ token, now: new Date() })]) {
      expect(account).toMatchObject({ id: user.id, username: user.username, fullName: "Test Person", isAdmin: false, subscriptionStatus: "active" });
      expect(JSON.stringify(account)).not.toMatch(/password|hash/i);
      // camelCase keys (values such as Stripe ids "sub_…" may hold an underscore).
      expect(Object.keys(account ?? {}).filter((key) => key.includes("_"))).toEqual([]);
    }
    const credentials = await getSignInCredentials({ login: user.username.toUpperCase() });
    expect(credentials?.account.id).toBe(user.id);
    expect(credentials?.passwordHash).toBe("not-a-hash");
  });

  it("no module but models/user.server.ts names the password hash column", () => {
    expect(appModulesContaining("password_hash")).toEqual(["models/user.server.ts"]);
  });
});
