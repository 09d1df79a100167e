// Fails early with a clear message when the production build or Chromium is missing.
import { existsSync } from "node:fs";

export default function globalSetup() {
  if (!existsSync("build/index.js")) throw new Error("No production build: run `npm run build` before the e2e tests (npm test does).");
  const chromium = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? "/usr/bin/chromium";
  if (!existsSync(chromium))
    throw new Error(`Chromium not found at ${chromium}: install Debian's chromium (apt-get install chromium) or set PLAYWRIGHT_CHROMIUM_EXECUTABLE.`);
}
