/**
 * What the server runs on, one line each, printed when it starts (issue 25 item 12): where the
 * database is, where the session secret comes from, whether payments are on, where e-mail goes and
 * which AI provider answers. A self-hoster sees at a glance what they configured. Nothing secret is
 * printed: no password of a database or SMTP URL, no key, no secret itself (OWASP Logging Cheat
 * Sheet, "Data to exclude").
 */
import { join } from "node:path";
import { readAiConfig } from "~/services/ai/config.server";
import { databaseConfig, dataDir, getEnv, mailSettings, stripeSettings } from "./env.server";

/** `url` with its user name and password removed (and nothing but scheme, host, port and path). */
function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === "/" ? "" : parsed.pathname}`;
  } catch {
    return "(not a URL)";
  }
}

/**
 * The summary's lines, each starting "[startup]", from the checked configuration.
 * @throws Error from `getEnv` when the configuration is invalid (the caller has checked it first).
 */
export function startupSummary(): string[] {
  const env = getEnv();
  const database = databaseConfig();
  const ai = readAiConfig();
  const mail = mailSettings();
  const stripe = stripeSettings();
  return [
    `[startup] database: ${database.kind === "sqlite" ? `SQLite ${database.file}` : `PostgreSQL ${withoutCredentials(database.url)}`}`,
    `[startup] session secret: ${env.SESSION_SECRET ? "from SESSION_SECRET" : `${join(dataDir(), "session-secret")} (generated once, mode 0600)`}`,
    `[startup] payments: ${stripe ? `on (Stripe${stripe.api ? ` at ${stripe.api.protocol}://${stripe.api.host}:${stripe.api.port}` : ""})` : "off (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to turn them on)"}`,
    `[startup] e-mail: ${mail.url ? `SMTP ${withoutCredentials(mail.url)}` : "written to this log (set SMTP_URL to send it)"}`,
    `[startup] AI provider: ${ai.provider === "embedded" ? "the embedded CBT engine (no network)" : `OpenAI-compatible, model ${ai.model}${ai.baseURL ? ` at ${withoutCredentials(ai.baseURL)}` : ""}`}`,
  ];
}
