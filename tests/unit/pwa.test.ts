/**
 * The installable app (issue 15 item 4): the manifest has what browsers need to offer an install,
 * its icons exist with the sizes it claims and are the ones scripts/app-icons.ts draws, and the
 * service worker keeps to decision record 0028.
 */
import { existsSync, readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
import { APP_ICONS, appIconPng } from "../../scripts/app-icons";

const publicFile = (path: string) => new URL(`../../public${path}`, import.meta.url);

/** Width, height and colour type of a PNG, read from its IHDR chunk. */
function pngHeader(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), colourType: bytes[25] };
}

describe("web app manifest", () => {
  const manifest = JSON.parse(readFileSync(publicFile("/manifest.webmanifest"), "utf8"));

  it("names the app, starts at home in its own window, in the app's colours and language", () => {
    expect(manifest).toMatchObject({ name: "Respiro", short_name: "Respiro", start_url: "/", scope: "/", display: "standalone", lang: "it" });
    const css = readFileSync(new URL("../../app/styles/app.css", import.meta.url), "utf8");
    expect(css).toContain(`--c-bg: ${manifest.background_color};`);
    expect(css).toContain(`--c-primary: ${manifest.theme_color};`);
    const root = readFileSync(new URL("../../app/root.tsx", import.meta.url), "utf8");
    expect(root).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    expect(root).toContain('{ rel: "manifest", href: "/manifest.webmanifest" }');
  });

  it("lists PNG icons of 192 and 512 pixels, plain and maskable, that exist with those sizes", () => {
    const pngs = manifest.icons.filter((icon: { type: string }) => icon.type === "image/png");
    for (const size of [192, 512]) {
      for (const purpose of ["any", "maskable"]) {
        expect(pngs).toContainEqual({ src: expect.any(String), sizes: `${size}x${size}`, type: "image/png", purpose });
      }
    }
    for (const icon of manifest.icons) {
      expect(existsSync(publicFile(icon.src)), icon.src).toBe(true);
      if (icon.type !== "image/png") continue;
      const { width, height, colourType } = pngHeader(readFileSync(publicFile(icon.src)));
      expect(`${width}x${height}`).toBe(icon.sizes);
      expect(colourType).toBe(6);
    }
  });

  it("the committed icons are the ones scripts/app-icons.ts draws (run `npx tsx scripts/build-app-icons.ts`)", () => {
    for (const icon of APP_ICONS) expect(readFileSync(publicFile(`/icons/${icon.file}`)).equals(appIconPng(icon)), icon.file).toBe(true);
  });

  it("a maskable icon is teal to its corners and an 'any' icon is transparent there", () => {
    const pixel = (png: Buffer, size: number, x: number, y: number) => {
      // IDAT right after IHDR (13 bytes + 12 of framing), one filter byte per row.
      const idatLength = png.readUInt32BE(33);
      const raw = inflateSync(png.subarray(41, 41 + idatLength));
      const at = y * (size * 4 + 1) + 1 + x * 4;
      return [...raw.subarray(at, at + 4)];
    };
    const maskable = appIconPng({ file: "m", size: 192, purpose: "maskable" });
    expect(pixel(maskable, 192, 0, 0)).toEqual([0x2f, 0x7d, 0x6d, 255]);
    const any = appIconPng({ file: "a", size: 192, purpose: "any" });
    expect(pixel(any, 192, 0, 0)[3]).toBe(0);
    expect(pixel(any, 192, 96, 20)).toEqual([0x2f, 0x7d, 0x6d, 255]);
  });
});

describe("service worker (decision record 0028)", () => {
  const sw = readFileSync(publicFile("/sw.js"), "utf8");

  it("caches the offline page at install and answers failed navigations with it", () => {
    expect(sw).toContain('const OFFLINE_URL = "/offline"');
    expect(sw).toMatch(/request\.mode === "navigate"[\s\S]*fetch\(request\)\.catch\(\(\) => offlinePage\(\)\)/);
  });

  it("caches only the hashed build assets, touches only same-origin GETs, never caches a page", () => {
    expect(sw).toContain('if (request.method !== "GET") return;');
    expect(sw).toContain("if (url.origin !== self.location.origin) return;");
    expect(sw).toContain('url.pathname.startsWith("/build/")');
    expect(sw.match(/cache\.put\(/g)).toHaveLength(1);
  });

  it("is registered only outside development, after load, from a module small enough for every page", () => {
    const pwa = readFileSync(new URL("../../app/utils/pwa.ts", import.meta.url), "utf8");
    const root = readFileSync(new URL("../../app/root.tsx", import.meta.url), "utf8");
    expect(root).toContain("serviceWorker: !isDevelopment()");
    expect(root).toContain("if (serviceWorker) startPwa();");
    expect(pwa).toContain('addEventListener("load", register, { once: true })');
    expect(pwa).not.toMatch(/^import /m);
  });
});
