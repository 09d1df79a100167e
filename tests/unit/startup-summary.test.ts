/**
 * The start-up summary (issue 25 item 12): one line each for the database, the secret, payments,
 * e-mail and the AI provider, and never a password, key or secret.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { startupSummary } from "~/utils/startup-summary.server";

afterEach(() => {
  vi.unstubAllEnvs();
});

const clear = [
  "DATABASE_URL",
  "SESSION_SECRET",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_API_BASE",
  "SMTP_URL",
  "AI_PROVIDER",
  "OPENAI_API_KEY",
  "OPENAI_BASE_URL",
];

describe("startupSummary", () => {
  it("on the embedded defaults: the SQLite file, the generated secret's file, payments off, mail to the log, the embedded engine", () => {
    for (const name of clear) vi.stubEnv(name, undefined as unknown as string);
    vi.stubEnv("DATABASE_PATH", "/srv/respiro/data/respiro.sqlite");
    vi.stubEnv("DATA_DIR", "/srv/respiro/data");
    expect(startupSummary()).toEqual([
      "[startup] database: SQLite /srv/respiro/data/respiro.sqlite",
      "[startup] session secret: /srv/respiro/data/session-secret (generated once, mode 0600)",
      "[startup] payments: off (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to turn them on)",
      "[startup] e-mail: written to this log (set SMTP_URL to send it)",
      "[startup] AI provider: the embedded CBT engine (no network)",
    ]);
  });

  it("configured: names where things are and never prints a password, key or secret", () => {
    vi.stubEnv("DATABASE_URL", "postgres://respiro:db-Pa55word@db.internal:5432/respiro");
    vi.stubEnv("SESSION_SECRET", "a-very-long-session-secret-of-at-least-32-chars");
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_secretvalue123");
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", "whsec_secretvalue456");
    vi.stubEnv("STRIPE_API_BASE", "http://127.0.0.1:12111");
    vi.stubEnv("SMTP_URL", "smtps://mailer:smtp-Pa55@mail.example.org:465");
    vi.stubEnv("OPENAI_API_KEY", "sk-openai-secret789");
    vi.stubEnv("OPENAI_BASE_URL", "http://llm.internal:8080/v1");
    const lines = startupSummary();
    expect(lines).toEqual([
      "[startup] database: PostgreSQL postgres://db.internal:5432/respiro",
      "[startup] session secret: from SESSION_SECRET",
      "[startup] payments: on (Stripe at http://127.0.0.1:12111)",
      "[startup] e-mail: SMTP smtps://mail.example.org:465",
      "[startup] AI provider: OpenAI-compatible, model gpt-4o-mini at http://llm.internal:8080/v1",
    ]);
    const text = lines.join("\n");
    for (const secret of ["db-Pa55word", "a-very-long-session-secret", "sk_test_secretvalue123", "whsec_", "smtp-Pa55", "mailer", "sk-openai-secret789"])
      expect(text).not.toContain(secret);
  });
});
