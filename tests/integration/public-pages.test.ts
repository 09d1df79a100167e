/**
 * /download and /qrcode (the QR code encodes the app's address), /offline (the crisis lines the
 * service worker shows), sitemap.xml and robots.txt (issue 15 items 3, 4 and 8).
 */
import QRCode from "qrcode";
import { afterEach, describe, expect, it } from "vitest";
import * as download from "~/routes/download";
import * as qrcode from "~/routes/qrcode";
import { loader as offlineLoader } from "~/routes/offline";
import { loader as robotsLoader } from "~/routes/robots[.]txt";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { isPageAvailable } from "~/components/layout/nav-items";
import { crisisResources } from "~/services/ai/crisis-reply";
import { QR_ERROR_CORRECTION } from "~/services/qr-code.server";
import { call, getRequest, ORIGIN } from "../support/requests";

/**
 * The dark modules of a QR SVG drawn by `qrcode` (a path of horizontal runs: absolute `M x y.5`
 * or relative `m dx dy`, then `h n`), as a size×size grid without the quiet zone.
 */
function modulesOfSvg(svg: string): boolean[][] {
  const viewBox = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)![1]);
  const d = /<path stroke="[^"]+" d="([^"]+)"/.exec(svg)![1];
  const margin = 4;
  const size = viewBox - 2 * margin;
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  let x = 0;
  let y = 0;
  for (const [, op, a, b] of d.matchAll(/([MmHh])([\d.-]+)(?:\s([\d.-]+))?/g)) {
    if (op === "M") [x, y] = [Number(a), Number(b)];
    else if (op === "m") [x, y] = [x + Number(a), y + Number(b)];
    else {
      for (let i = 0; i < Number(a); i++) grid[Math.floor(y) - margin][x + i - margin] = true;
      x += Number(a);
    }
  }
  return grid;
}

function modulesOf(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: QR_ERROR_CORRECTION });
  return Array.from({ length: modules.size }, (_, row) => Array.from({ length: modules.size }, (_, col) => Boolean(modules.get(row, col))));
}

const savedAppUrl = process.env.APP_URL;
afterEach(() => {
  if (savedAppUrl === undefined) delete process.env.APP_URL;
  else process.env.APP_URL = savedAppUrl;
});

describe("/download and /qrcode", () => {
  it("draws a QR code of the request's origin when APP_URL is unset", async () => {
    delete process.env.APP_URL;
    const data = await (await call(download.loader, getRequest("/download"))).json();
    expect(data.url).toBe(ORIGIN);
    expect(modulesOfSvg(data.qrSvg)).toEqual(modulesOf(ORIGIN));
  });

  it("draws a QR code of APP_URL when it is set, on /qrcode too", async () => {
    process.env.APP_URL = "https://respiro.example/";
    const data = await (await call(qrcode.loader, getRequest("/qrcode?lang=en"))).json();
    expect(data.url).toBe("https://respiro.example");
    expect(modulesOfSvg(data.qrSvg)).toEqual(modulesOf("https://respiro.example"));
    expect(modulesOfSvg(data.qrSvg)).not.toEqual(modulesOf(ORIGIN));
    expect(data.i18n.bundle.download.qrLabel).toBe("QR code that opens {{url}}");
  });
});

describe("/offline", () => {
  it("is a self-contained page with every crisis line of both languages as a tap-to-call link", async () => {
    const response = await call(offlineLoader, getRequest("/offline"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    const html = await response.text();
    for (const locale of ["it", "en"] as const) {
      for (const line of crisisResources(locale).hotlines) expect(html).toContain(`href="${line.tel}"`);
    }
    expect(html).toContain("Sei offline");
    expect(html).toContain("You are offline");
    expect(html).not.toMatch(/<script|<img|<link/);
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("the sitemap lists the public pages that exist, as absolute URLs on APP_URL", async () => {
    process.env.APP_URL = "https://respiro.example";
    const response = await call(sitemapLoader, getRequest("/sitemap.xml"));
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs[0]).toBe("https://respiro.example/");
    for (const path of ["/terms", "/privacy", "/safety", "/support", "/app-guide", "/download", "/help"])
      expect(locs).toContain(`https://respiro.example${path}`);
    for (const loc of locs) {
      const path = new URL(loc).pathname;
      expect(path === "/safety" || isPageAvailable(path), path).toBe(true);
    }
    expect(locs).not.toContain("https://respiro.example/profile");
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("falls back to the request's origin, and robots.txt points at the sitemap and keeps crawlers off the API and operator pages", async () => {
    delete process.env.APP_URL;
    expect(await (await call(sitemapLoader, getRequest("/sitemap.xml"))).text()).toContain(`<loc>${ORIGIN}/</loc>`);
    const robots = await (await call(robotsLoader, getRequest("/robots.txt"))).text();
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toContain("Disallow: /test");
    expect(robots).not.toMatch(/Disallow: \/\s*$/m);
  });
});
