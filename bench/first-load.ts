/**
 * `npm run bench:first-load` (issue 17 item 1): the first-load JavaScript of each page, in gzip
 * bytes (zlib defaults), read from the built app's asset manifest (public/build/manifest-*.js):
 * the browser entry and its imports, the root route, and the page's route modules (a nested page
 * counts its layout routes too) with their imports. The limit is the bare Remix page
 * (bench/reference, built when missing or stale) + 25 KB (`TARGETS.maxExtraJsKB` of
 * bench/pages.ts). Build the app first (`npx remix build`). Prints each page with its limit and
 * PASS/FAIL and writes bench/first-load-results.json; `--strict` exits 1 when a page is over.
 *
 * This is the one first-load measure: `npm run bench` (bench/pages.ts) uses `firstLoadGzipBytes`
 * for /, /chat, /meditation and /mood too, after checking that the HTML each page serves names
 * exactly these files. Here no server is needed, so every page is covered in a second.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { TARGETS } from "./pages";
import { REFERENCE_DIR, ROOT, ensureReferenceBuild } from "./servers";

/** Pages and the route ids the browser loads for them (besides root), outermost first. */
export const FIRST_LOAD_PAGES: { path: string; routes: string[] }[] = [
  { path: "/", routes: ["routes/_index"] },
  { path: "/chat", routes: ["routes/chat"] },
  { path: "/meditation", routes: ["routes/meditation._index"] },
  { path: "/mood", routes: ["routes/mood"] },
  { path: "/exercises", routes: ["routes/exercises._index"] },
  { path: "/resources", routes: ["routes/resources._index"] },
  { path: "/profile", routes: ["routes/profile"] },
  { path: "/admin", routes: ["routes/admin", "routes/admin._index"] },
  { path: "/ai-modules/$module", routes: ["routes/ai-modules.$module"] },
  { path: "/login", routes: ["routes/login"] },
  { path: "/register", routes: ["routes/register"] },
];

interface Manifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
}

function readManifest(appDir: string): Manifest {
  const buildDir = join(appDir, "public", "build");
  const file = readdirSync(buildDir).find((f) => f.startsWith("manifest-") && f.endsWith(".js"));
  if (!file) throw new Error(`no manifest-*.js in ${buildDir}: build the app first (npx remix build)`);
  const source = readFileSync(join(buildDir, file), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as Manifest;
}

/**
 * Gzip bytes of the JavaScript a first visit to a page made of `routeIds` loads, in the app at
 * `appDir` (its public/build). Returns the total, the files (URL paths, e.g. /build/root-….js,
 * sorted) and each file's raw and gzip bytes in the same order.
 * @throws when the build or one of the routes is missing.
 */
export function firstLoadGzipBytes(
  appDir: string,
  routeIds: string[],
): { gzipBytes: number; files: string[]; sizes: { path: string; bytes: number; gzipBytes: number }[] } {
  const manifest = readManifest(appDir);
  const files = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const id of ["root", ...routeIds]) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the manifest of ${appDir}`);
    files.add(route.module);
    for (const i of route.imports ?? []) files.add(i);
  }
  const sorted = [...files].sort();
  const sizes = sorted.map((path) => {
    const content = readFileSync(join(appDir, "public", path));
    return { path, bytes: content.length, gzipBytes: gzipSync(content).length };
  });
  return { gzipBytes: sizes.reduce((total, f) => total + f.gzipBytes, 0), files: sorted, sizes };
}

async function main() {
  const strict = process.argv.includes("--strict");
  if (await ensureReferenceBuild()) console.log("built bench/reference");
  const reference = firstLoadGzipBytes(REFERENCE_DIR, ["routes/_index"]);
  const limit = reference.gzipBytes + TARGETS.maxExtraJsKB * 1024;
  const kb = (bytes: number) => (bytes / 1024).toFixed(2);
  console.log(`reference (bare Remix page) ${kb(reference.gzipBytes)} KB gz; limit reference + ${TARGETS.maxExtraJsKB} KB = ${kb(limit)} KB gz`);
  const results = FIRST_LOAD_PAGES.map((page) => {
    const { gzipBytes, files } = firstLoadGzipBytes(ROOT, page.routes);
    const pass = gzipBytes <= limit;
    console.log(`${page.path.padEnd(20)} ${kb(gzipBytes).padStart(7)} KB gz  limit ${kb(limit)}  ${pass ? "PASS" : "FAIL"}  (${files.length} files)`);
    return { ...page, gzipBytes, files, pass };
  });
  writeFileSync(
    join(ROOT, "bench", "first-load-results.json"),
    JSON.stringify({ date: new Date().toISOString(), referenceGzipBytes: reference.gzipBytes, limitGzipBytes: limit, results }, null, 2),
  );
  process.exit(strict && results.some((r) => !r.pass) ? 1 : 0);
}

// Run as a script (npm run bench:first-load), not when bench/run.ts imports firstLoadGzipBytes.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
