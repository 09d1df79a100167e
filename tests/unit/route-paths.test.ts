/** routePath (tests/support/routes.ts) turns flat route file names into the URLs people use. */
import { describe, expect, it } from "vitest";
import { ROUTES, routePath } from "../support/routes";

describe("routePath", () => {
  it.each([
    ["_index.tsx", {}, "/"],
    ["exercises._index.tsx", {}, "/exercises"],
    ["mood_.$id.tsx", { id: 7 }, "/mood/7"],
    ["reflections.entries.$id_.delete.tsx", { id: 3 }, "/reflections/entries/3/delete"],
    ["robots[.]txt.ts", {}, "/robots.txt"],
    ["api.$.ts", {}, "/api/anything"],
    ["api.auth.user.$id.cancel-subscription.ts", { id: 9 }, "/api/auth/user/9/cancel-subscription"],
    ["$.tsx", { "*": "nope" }, "/nope"],
  ])("%s → %s", (name, values, path) => {
    expect(routePath(name, values)).toBe(path);
  });

  it("finds every route module with its parameters", () => {
    const mood = ROUTES.find((r) => r.name === "mood_.$id.tsx");
    expect(mood?.params).toEqual(["id"]);
    expect(typeof mood?.module.loader).toBe("function");
    expect(ROUTES.length).toBeGreaterThan(50);
  });
});
