/// <reference types="vite/client" />
/**
 * Guards that cannot be forgotten (app/utils/guards.server.ts): every route module with an
 * `action` runs it through formAction or jsonAction, so it refuses a cross-site POST with 403,
 * never a 500; requireAnonymous, requireEntitlement and requireAdmin decide from getEntitlements.
 */
import { describe, expect, it } from "vitest";
import { requireAdmin, requireAnonymous, requireEntitlement } from "~/utils/guards.server";
import { createUser, signedInJar, type PlanFixture } from "../support/factories";
import { call, getRequest, ORIGIN } from "../support/requests";

type RouteModule = { action?: (args: { request: Request; params: Record<string, string>; context: Record<string, unknown> }) => Promise<Response> };

const routes = import.meta.glob<RouteModule>("../../app/routes/**/*.{ts,tsx}", { eager: true });
const withAction = Object.entries(routes).filter(([, module]) => typeof module.action === "function");

/** A POST as a cross-site page would send it: another Origin, and Fetch Metadata saying so. */
function crossSitePost(path: string, contentType: string, extra: Record<string, string> = {}): Request {
  return new Request(ORIGIN + path, {
    method: "POST",
    headers: { "Content-Type": contentType, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site", ...extra },
    body: contentType.startsWith("application/json") ? JSON.stringify({ message: "hi", username: "x", password: "y" }) : "intent=send&message=hi&code=x",
  });
}

async function signedIn(plan: PlanFixture = "standard_trial") {
  const user = await createUser({ plan });
  return { jar: await signedInJar(user.id), id: user.id };
}

describe("every action refuses a cross-site POST", () => {
  it("finds the route modules with an action", () => {
    const names = withAction.map(([file]) => file.split("/routes/")[1]);
    expect(names).toEqual(expect.arrayContaining(["chat.tsx", "login.tsx", "launch.tsx", "api.chat.ts", "api.auth.login.ts", "safety.tsx"]));
    expect(names.length).toBeGreaterThanOrEqual(14);
  });

  it.each(withAction.map(([file, module]) => [file.split("/routes/")[1], module] as const))(
    "%s answers 403 to a cross-site POST, signed in or not",
    async (name, module) => {
      const { jar } = await signedIn();
      const path =
        "/" +
        name
          .replace(/\.(tsx?)$/, "")
          .replace(/\./g, "/")
          .replace(/\$$/, "anything");
      for (const type of ["application/x-www-form-urlencoded", "application/json"]) {
        for (const cookie of [undefined, jar.header()]) {
          const res = await call(module.action!, crossSitePost(path, type, cookie ? { Cookie: cookie } : {}));
          expect(res.status, `${name} ${type}`).toBe(403);
        }
      }
      // An Origin of "null" (a sandboxed frame, a data: URL) is cross-site too; a malformed one is never a 500.
      expect((await call(module.action!, new Request(ORIGIN + path, { method: "POST", headers: { Origin: "null" } }))).status).toBe(403);
      expect((await call(module.action!, new Request(ORIGIN + path, { method: "POST", headers: { Origin: "not a url" } }))).status).toBe(403);
    },
  );
});

describe("page guards", () => {
  it("requireAnonymous sends a signed-in person home and lets a visitor through", async () => {
    await expect(requireAnonymous(getRequest("/login"))).resolves.toBeUndefined();
    const { jar } = await signedIn();
    const thrown = await requireAnonymous(getRequest("/login", { jar })).catch((r: Response) => r);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe("/");
  });

  it("requireEntitlement: a visitor signs in first, a plan without the feature gets 403", async () => {
    const visitor = (await requireEntitlement(getRequest("/mood"), "moodTracking").catch((r: Response) => r)) as Response;
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe("/login?redirectTo=%2Fmood");
    const { jar, id } = await signedIn();
    const trial = (await requireEntitlement(getRequest("/mood", { jar }), "moodTracking").catch((r: Response) => r)) as Response;
    expect(trial.status).toBe(403);
    const premium = await signedIn("premium");
    expect((await requireEntitlement(getRequest("/mood", { jar: premium.jar }), "moodTracking")).entitlements.state).toBe("premium");
    const chat = await requireEntitlement(getRequest("/chat", { jar }), "chat");
    expect(chat.user.id).toBe(id);
    expect(chat.entitlements.state).toBe("standard_trial");
  });

  it("requireAdmin: 302 for visitors, 403 for people who are not administrators, the user for admins", async () => {
    expect(((await requireAdmin(getRequest("/admin")).catch((r: Response) => r)) as Response).status).toBe(302);
    for (const plan of ["free", "standard_trial", "launch_trial", "premium"] as const) {
      const { jar } = await signedIn(plan);
      expect(((await requireAdmin(getRequest("/admin", { jar })).catch((r: Response) => r)) as Response).status, plan).toBe(403);
    }
    const { jar, id } = await signedIn("admin");
    expect((await requireAdmin(getRequest("/admin", { jar }))).id).toBe(id);
  });
});
