/**
 * Reads the environment once. Every variable is optional: with none set, Respiro runs on its
 * embedded defaults (README "Configuration").
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { databasePath } from "#db/connection";

/** Folder for files the app keeps beside the database (the generated session secret). */
export function dataDir(): string {
  return resolve(process.env.DATA_DIR || dirname(databasePath()));
}

let cachedSecret: string | undefined;

/**
 * The secret that signs cookies and keys HMACs: `SESSION_SECRET`, or one generated once
 * (32 random bytes, hex) and kept in `<data>/session-secret` with mode 0600.
 */
export function appSecret(): string {
  if (cachedSecret) return cachedSecret;
  const fromEnv = process.env.SESSION_SECRET?.trim();
  if (fromEnv) return (cachedSecret = fromEnv);
  const file = join(dataDir(), "session-secret");
  if (existsSync(file)) {
    cachedSecret = readFileSync(file, "utf8").trim();
  } else {
    mkdirSync(dataDir(), { recursive: true });
    cachedSecret = randomBytes(32).toString("hex");
    writeFileSync(file, cachedSecret, { mode: 0o600, flag: "wx" });
  }
  return cachedSecret;
}

/** Public origin from `APP_URL` (e.g. "https://respiro.example"), or null when unset. */
export function configuredOrigin(): string | null {
  const url = process.env.APP_URL?.trim();
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** `TRUST_PROXY=true` (or 1): believe X-Forwarded-Proto / X-Forwarded-For from the reverse proxy. */
export function trustProxy(): boolean {
  return /^(1|true|yes)$/i.test(process.env.TRUST_PROXY ?? "");
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

/** Client IP from the trusted proxy's X-Forwarded-For (first hop), else null (remix-serve does not expose the socket). */
export function clientIp(request: Request): string | null {
  if (!trustProxy()) return null;
  const forwarded = request.headers.get("X-Forwarded-For")?.split(",")[0].trim();
  return forwarded || request.headers.get("X-Real-IP")?.trim() || null;
}
