/**
 * End-to-end tests on the production build (`npm run build` first), in Debian's Chromium with
 * JavaScript on ("js") and off ("nojs"). The browser is never downloaded: set
 * PLAYWRIGHT_CHROMIUM_EXECUTABLE or install Debian's `chromium` (/usr/bin/chromium).
 */
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DIR = process.env.E2E_DIR ?? ".e2e";

const launchOptions = {
  executablePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: process.env.E2E_DIR ? `test-results-${process.env.E2E_DIR.replace(/\W/g, "")}` : "test-results",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "it-IT",
    trace: "retain-on-failure",
    launchOptions,
  },
  projects: [
    { name: "js", use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: true } },
    { name: "nojs", use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: false } },
  ],
  webServer: {
    command: `node tests/e2e/start-server.mjs`,
    url: `http://127.0.0.1:${PORT}/test`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      NODE_ENV: "production",
      DATABASE_PATH: `${E2E_DIR}/respiro.sqlite`,
      SESSION_SECRET: "e2e-session-secret-not-for-production",
      ENABLE_TEST_ROUTES: "1",
      E2E_SERVER_LOG: `${E2E_DIR}/server.log`,
      AI_PROVIDER: "embedded",
    },
  },
});
