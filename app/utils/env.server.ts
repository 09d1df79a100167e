/**
 * The environment, read in one place (docs/architecture.md "Configuration"). Every variable is
 * optional: with none set, Respiro runs on its embedded defaults (README "Configuration", whose
 * table a test checks against {@link ENV_VARIABLES}). `app/entry.server.tsx` parses it when the
 * server starts, so a bad value stops the start with a message that names the variable (never
 * its value: some are secrets). This module is the only reader of `process.env` in the app.
 */
import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { z } from "zod";
import { normaliseIp } from "~/utils/ip-address.server";

/** Blank strings count as unset. */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined), schema.optional());

const httpUrl = z
  .string()
  .url()
  .refine((url) => /^https?:\/\//i.test(url), "must start with http:// or https://");

/**
 * `DATABASE_URL`: a PostgreSQL connection URL (`postgres://user:password@host:5432/name`,
 * `postgresql://` too). Checked for its scheme, a host and a database name; the password is never
 * echoed (EnvError names the variable only). Decision record 0037.
 */
const postgresUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return /^postgres(ql)?:$/i.test(url.protocol) && url.hostname !== "" && url.pathname.length > 1;
  } catch {
    return false;
  }
}, "must be a postgres:// URL with a host and a database name");

const flag = z
  .string()
  .regex(/^(1|0|true|false|yes|no)$/i, "must be true or false")
  .transform((value) => /^(1|true|yes)$/i.test(value));

/**
 * `TRUST_PROXY`: how many reverse proxies stand in front of the app, each appending to
 * `X-Forwarded-For`. `true`/`yes` is 1, `false`/`no` is 0, or a whole number up to 10.
 */
const proxyHops = z
  .string()
  .regex(/^(\d{1,2}|true|false|yes|no)$/i, "must be true, false or the number of proxies in front of the app (0 to 10)")
  .transform((value) => (/^(true|yes)$/i.test(value) ? 1 : /^(false|no)$/i.test(value) ? 0 : Number(value)))
  .pipe(z.number().int().max(10, "must be at most 10"));

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

/**
 * Every variable the app reads, with its rule. Units: ms for timeouts. The AI variables are read
 * again, leniently, by services/ai/config.server.ts; this schema is the strict check at start.
 */
export const EnvSchema = z.object({
  NODE_ENV: optional(z.enum(["development", "production", "test"])),
  PORT: optional(wholeNumber(1, 65_535)),
  HOST: optional(z.string().max(255)),
  DATABASE_PATH: optional(z.string()),
  DATABASE_URL: optional(postgresUrl),
  DATABASE_POOL_MAX: optional(wholeNumber(1, 500)),
  DATA_DIR: optional(z.string()),
  SESSION_SECRET: optional(z.string().min(16, "must be at least 16 characters")),
  APP_URL: optional(httpUrl),
  TRUST_PROXY: optional(proxyHops),
  SMTP_URL: optional(
    z
      .string()
      .url()
      .refine((url) => /^smtps?:\/\//i.test(url), "must start with smtp:// or smtps://"),
  ),
  MAIL_FROM: optional(z.string().max(320)),
  AI_PROVIDER: optional(z.enum(["embedded", "openai"], { errorMap: () => ({ message: "must be embedded or openai" }) })),
  OPENAI_API_KEY: optional(z.string()),
  OPENAI_BASE_URL: optional(httpUrl),
  OPENAI_MODEL: optional(z.string().max(200)),
  AI_TIMEOUT_MS: optional(wholeNumber(1, 600_000)),
  ENABLE_TEST_ROUTES: optional(flag),
  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_/, "must start with sk_ or rk_")),
  STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_/, "must start with whsec_")),
  STRIPE_API_BASE: optional(httpUrl),
});

export type Env = z.infer<typeof EnvSchema>;

/** The names of every variable the app reads (the README's configuration table lists exactly these). */
export const ENV_VARIABLES = Object.keys(EnvSchema.shape) as (keyof Env)[];

/** A bad configuration value; the message names the variables and the rules, never the values. */
export class EnvError extends Error {
  override readonly name = "EnvError";
}

let cached: { key: string; env: Env } | undefined;

/**
 * The parsed environment. Parsed again only when a variable changes (tests change them), so in a
 * running server it is parsed once.
 * @param source the variables (default `process.env`).
 * @throws EnvError listing every bad variable, e.g. "APP_URL must start with http:// or https://".
 */
export function getEnv(source: Record<string, string | undefined> = process.env): Env {
  const key = ENV_VARIABLES.map((name) => source[name] ?? "\u0000").join("\u0001");
  if (cached?.key === key) return cached.env;
  const parsed = EnvSchema.safeParse(Object.fromEntries(ENV_VARIABLES.map((name) => [name, source[name]])));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new EnvError(`Invalid configuration: ${problems.join("; ")}. See the README's "Configuration" table.`);
  }
  cached = { key, env: parsed.data };
  return parsed.data;
}

/** The variables of the AI provider, as services/ai/config.server.ts reads them. */
export function aiEnvironment(): Record<string, string | undefined> {
  return {
    AI_PROVIDER: process.env.AI_PROVIDER,
    OPENAI_API_KEY: process.env.OPENAI_API_KEY,
    OPENAI_BASE_URL: process.env.OPENAI_BASE_URL,
    OPENAI_MODEL: process.env.OPENAI_MODEL,
    AI_TIMEOUT_MS: process.env.AI_TIMEOUT_MS,
  };
}

/**
 * The database the app runs on (decision record 0037): PostgreSQL when `DATABASE_URL` is set,
 * with a pool of at most `DATABASE_POOL_MAX` connections (default 10) per process; else the
 * SQLite file of {@link databaseFile}.
 */
export function databaseConfig(): { kind: "postgres"; url: string; poolMax: number } | { kind: "sqlite"; file: string } {
  const env = getEnv();
  if (env.DATABASE_URL) return { kind: "postgres", url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX ?? 10 };
  return { kind: "sqlite", file: databaseFile() };
}

/** The SQLite file: `DATABASE_PATH`, else `data/respiro.sqlite` under the working directory. */
export function databaseFile(): string {
  return resolve(getEnv().DATABASE_PATH ?? "data/respiro.sqlite");
}

/** Folder for files the app keeps beside the database (the generated session secret). */
export function dataDir(): string {
  return resolve(getEnv().DATA_DIR ?? dirname(databaseFile()));
}

let cachedSecret: string | undefined;

/**
 * The secret that signs cookies and keys HMACs: `SESSION_SECRET`, or one generated once
 * (32 random bytes, hex) and kept in `<data>/session-secret` with mode 0600 (a folder it creates is 0700).
 * Processes sharing that folder share the generated secret, even when they start together; on
 * PostgreSQL a warning says that processes on other machines need `SESSION_SECRET` (decision
 * record 0040: a session made by one process must be valid on every other).
 */
export function appSecret(): string {
  if (cachedSecret) return cachedSecret;
  const fromEnv = getEnv().SESSION_SECRET;
  if (fromEnv) return (cachedSecret = fromEnv);
  const file = join(dataDir(), "session-secret");
  if (existsSync(file)) {
    cachedSecret = readFileSync(file, "utf8").trim();
  } else {
    mkdirSync(dataDir(), { recursive: true, mode: 0o700 });
    cachedSecret = createSecretFile(file);
  }
  if (getEnv().DATABASE_URL) {
    console.warn(
      `SESSION_SECRET is not set: using the secret generated in ${file}. Every process must use the same one; set SESSION_SECRET when processes run on more than one machine.`,
    );
  }
  return cachedSecret;
}

/**
 * Writes a new secret to `file` unless another process did so first, and returns the secret
 * `file` then holds. Two processes sharing the data folder may start together (decision record
 * 0040): each writes a whole secret to a file of its own and links it to `file`, which fails
 * when `file` exists (a hard link is atomic), so both end with the first one's secret and
 * neither reads a half-written file. A filesystem without hard links gets the plain exclusive
 * create. @throws the filesystem's errors other than "exists".
 */
function createSecretFile(file: string): string {
  const secret = randomBytes(32).toString("hex");
  const own = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(own, secret, { mode: 0o600, flag: "wx" });
  try {
    linkSync(own, file);
    return secret;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return readFileSync(file, "utf8").trim();
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP") throw error;
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  } finally {
    rmSync(own, { force: true });
  }
}

/** Public origin from `APP_URL` (e.g. "https://respiro.example"), or null when unset. */
export function configuredOrigin(): string | null {
  const url = getEnv().APP_URL;
  return url ? new URL(url).origin : null;
}

/**
 * The number of trusted reverse proxies (`TRUST_PROXY`: `true` = 1, a number = that many; 0 =
 * none, the default). Decision record 0012.
 */
export function trustedProxyHops(): number {
  return getEnv().TRUST_PROXY ?? 0;
}

/** Whether a trusted reverse proxy stands in front: believe its X-Forwarded-Proto / X-Forwarded-For. */
export function trustProxy(): boolean {
  return trustedProxyHops() > 0;
}

/** Whether the app runs in development (`remix dev`): the CSP then allows the live-reload socket. */
export function isDevelopment(): boolean {
  return getEnv().NODE_ENV === "development";
}

/** `ENABLE_TEST_ROUTES=1`: /test may throw on purpose, for the e2e test of the error screen. */
export function testRoutesEnabled(): boolean {
  return getEnv().ENABLE_TEST_ROUTES ?? false;
}

/** Stripe settings (docs/architecture.md "Payments"); null when payments are off. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Where the SDK sends API calls: `{ host, port, protocol }` from `STRIPE_API_BASE` (a test fake), else Stripe. */
  api: { host: string; port: number; protocol: "http" | "https" } | null;
}

/**
 * Payments are on only when both `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET` are set;
 * otherwise null and every payment page says payments are not available (issue 13).
 */
export function stripeSettings(): StripeSettings | null {
  const env = getEnv();
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  let api: StripeSettings["api"] = null;
  if (env.STRIPE_API_BASE) {
    const url = new URL(env.STRIPE_API_BASE);
    const protocol = url.protocol === "http:" ? "http" : "https";
    api = { host: url.hostname, port: Number(url.port || (protocol === "http" ? 80 : 443)), protocol };
  }
  return { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, api };
}

/** SMTP settings: `{ url, from }`; `url` undefined means e-mail goes to the server log. */
export function mailSettings(): { url: string | undefined; from: string } {
  const env = getEnv();
  return { url: env.SMTP_URL, from: env.MAIL_FROM ?? "Respiro <no-reply@localhost>" };
}

/**
 * Whether this request reached us over HTTPS: `APP_URL` starts with https, or the trusted
 * proxy says so, or the request URL itself is https.
 */
export function isHttps(request: Request): boolean {
  const origin = configuredOrigin();
  if (origin) return origin.startsWith("https:");
  if (trustProxy() && request.headers.get("X-Forwarded-Proto")?.split(",")[0].trim() === "https") return true;
  return new URL(request.url).protocol === "https:";
}

/**
 * The client's IP address as the trusted proxies saw it, or null (remix-serve does not expose the
 * socket, so without `TRUST_PROXY` there is no address to believe).
 *
 * Each proxy appends the address it received the request from to `X-Forwarded-For`, and the
 * client can write anything to the left of that. So the address is read from the right: with N
 * trusted proxies it is the N-th entry from the end (N = 1: the last one), as Express's
 * `trust proxy` with a hop count does. Null when the header has fewer entries than trusted
 * proxies or that entry is not an IP address. `X-Real-IP` is not read: a proxy that sets it
 * would also have to strip the client's own, which we cannot check. Decision record 0012 (which
 * supersedes 0001); OWASP ASVS 5.0 6.3.1 relies on this address for per-client throttling.
 * @returns e.g. "203.0.113.7" or "2001:db8::1" (see normaliseIp).
 */
export function clientIp(request: Request): string | null {
  const hops = trustedProxyHops();
  if (hops === 0) return null;
  const entries = (request.headers.get("X-Forwarded-For") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  if (entries.length < hops) return null;
  return normaliseIp(entries[entries.length - hops]);
}
