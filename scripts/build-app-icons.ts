/**
 * Writes the installable app's PNG icons (scripts/app-icons.ts) to public/icons/:
 * `npx tsx scripts/build-app-icons.ts`. tests/unit/pwa.test.ts fails when they are out of date.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { APP_ICONS, appIconPng } from "./app-icons";

const dir = fileURLToPath(new URL("../public/icons/", import.meta.url));
mkdirSync(dir, { recursive: true });
for (const icon of APP_ICONS) {
  writeFileSync(dir + icon.file, appIconPng(icon));
  console.log(`wrote public/icons/${icon.file}`);
}
