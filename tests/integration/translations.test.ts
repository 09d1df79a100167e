/**
 * Translations per route (docs/decisions/0010-translations-per-route.md): the browser gets only
 * its language, the layout's namespaces from the root loader and each route's own from its loader.
 */
import { describe, expect, it } from "vitest";
import * as chatRoute from "~/routes/chat";
import * as homeRoute from "~/routes/_index";
import * as loginRoute from "~/routes/login";
import { loader as rootLoader } from "~/root";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT_META_PAGES, ROOT_NAMESPACES } from "~/utils/translations.server";
import { call, getRequest } from "../support/requests";

const load = async (loader: Parameters<typeof call>[0], path: string, headers: Record<string, string> = {}) =>
  (await call(loader, getRequest(path, { headers }))).json();

describe("strings sent to the browser", () => {
  it("the root sends the layout's namespaces in the request's language only", async () => {
    const it_ = await load(rootLoader, "/");
    expect(it_.i18n.locale).toBe("it");
    expect(Object.keys(it_.i18n.bundle).sort()).toEqual([...ROOT_NAMESPACES, "meta"].sort());
    expect(Object.keys(it_.i18n.bundle.meta).sort()).toEqual([...ROOT_META_PAGES].sort());
    expect(it_.i18n.bundle.nav.urgentHelp).toBe("Aiuto immediato");
    expect(JSON.stringify(it_.i18n)).not.toContain("Urgent help");
    const en = await load(rootLoader, "/?lang=en");
    expect(en.i18n.bundle.nav.urgentHelp).toBe("Urgent help");
    expect(JSON.stringify(en.i18n)).not.toContain("Aiuto immediato");
  });

  it("a route sends only its own namespaces and its own page title", async () => {
    const home = (await load(homeRoute.loader, "/")).i18n.bundle;
    expect(Object.keys(home)).toEqual(["meta"]); // the page itself is HTML rendered on the server (decision record 0033)
    expect(Object.keys(home.meta)).toEqual(["home"]);
    expect(home.meta.home.title).toBe("Respiro · Il tuo spazio per il benessere mentale");
    expect(Object.keys((await load(chatRoute.loader, "/chat")).i18n.bundle)).toEqual(["chat", "crisisCard", "meta"]);
    const login = await load(loginRoute.loader, "/login", { "Accept-Language": "en-GB,en;q=0.9" });
    expect(login.i18n.locale).toBe("en");
    expect(Object.keys(login.i18n.bundle)).toEqual(["auth", "validation", "meta"]);
    expect(login.i18n.bundle.meta.login.title).toBe("Sign in · Respiro");
    expect(login.i18n.bundle.auth.loginName).toBe("Username or e-mail");
  });

  it("every route with a page title of its own sends that title with its strings", () => {
    const routesDir = join(__dirname, "../../app/routes");
    const missing: string[] = [];
    for (const file of readdirSync(routesDir)) {
      const source = readFileSync(join(routesDir, file), "utf8");
      for (const [, page] of source.matchAll(/pageMeta\(matches, "(\w+)"/g)) {
        if (!(ROOT_META_PAGES as readonly string[]).includes(page) && !source.includes(`meta: "${page}"`)) missing.push(`${file}: ${page}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
