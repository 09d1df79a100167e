/**
 * patches/@remix-run+router+1.23.3.patch (decision record 0042): the router build that Node loads
 * keeps each routes array's ranked branches and each compiled pattern, and matches exactly as it
 * does without them, for every route of the app.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { AgnosticRouteObject, matchRoutes as MatchRoutes } from "@remix-run/router";
import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import { ROUTES, routePath } from "../support/routes";

// The CommonJS build, as @remix-run/server-runtime requires it under remix-serve (not the ESM
// build that Vite would pick for an `import`).
const require = createRequire(import.meta.url);
const routerPath = require.resolve("@remix-run/router");
const { matchRoutes } = require("@remix-run/router") as { matchRoutes: typeof MatchRoutes };

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}

/** The app's route tree as Remix builds it for the server (server-runtime's createRoutes), fresh each call. */
function appRoutes(): AgnosticRouteObject[] {
  const manifest = Object.values(flatRoutes(join(process.cwd(), "app"), ["**/.*", "**/*.test.{ts,tsx}"]) as Record<string, ManifestRoute>);
  const children = (parentId: string): AgnosticRouteObject[] =>
    manifest
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: children(route.id) },
      );
  return [{ id: "root", path: "", children: children("root") }];
}

/** One URL per route file, parameters filled in, plus a few that only the splat routes match. */
const urls = [
  ...ROUTES.map((route) => routePath(route.name, Object.fromEntries(route.params.map((p) => [p, p === "*" ? "no/such/page" : "7"])))),
  "/nope",
  "/api/nope",
  "/CHAT",
  "/chat/",
];

const ids = (matches: ReturnType<typeof MatchRoutes>) => matches?.map((m) => `${m.route.id}:${m.pathname}:${JSON.stringify(m.params)}`) ?? null;

describe("route matching cache (decision record 0042)", () => {
  it("is applied to the router build Node loads", () => {
    expect(readFileSync(routerPath, "utf8")).toContain("rankedBranchesOf(routes)");
  });

  it("matches every route of the app as a fresh match does, on the first call and on every later one", () => {
    const kept = appRoutes();
    expect(kept[0].children?.length).toBeGreaterThan(50);
    for (const url of urls) {
      const fresh = ids(matchRoutes(appRoutes(), url));
      expect(fresh, url).not.toBeNull();
      expect(ids(matchRoutes(kept, url)), url).toEqual(fresh);
      expect(ids(matchRoutes(kept, url)), url).toEqual(fresh);
    }
  });

  it("matches a route by its file's URL (the cache does not send every URL to one route)", () => {
    const kept = appRoutes();
    const last = (url: string) => matchRoutes(kept, url)?.at(-1)?.route.id;
    expect(last("/chat")).toBe("routes/chat");
    expect(last("/mood/7")).toBe("routes/mood_.$id");
    expect(last("/api/auth/me")).toBe("routes/api.auth.me");
    expect(last("/no/such/page")).toBe("routes/$");
  });

  it("ranks a routes array once: a route added to it later is not seen (the server never adds one)", () => {
    const kept = appRoutes();
    expect(matchRoutes(kept, "/added-later")?.at(-1)?.route.id).toBe("routes/$");
    kept[0].children!.push({ id: "added", path: "added-later" });
    expect(matchRoutes(kept, "/added-later")?.at(-1)?.route.id).toBe("routes/$");
    const fresh = appRoutes();
    fresh[0].children!.push({ id: "added", path: "added-later" });
    expect(matchRoutes(fresh, "/added-later")?.at(-1)?.route.id).toBe("added");
  });
});
