/** Small crypto helpers: random tokens and keyed hashes (secrets never stored in clear). */
import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, randomInt } from "node:crypto";
import { appSecret } from "./env.server";

/** A URL-safe random token of `bytes` random bytes (default 32 = 256 bits). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** Hex SHA-256 of `value`. */
export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** Hex HMAC-SHA-256 of `value` keyed with the app secret. */
export function hmac(value: string): string {
  return createHmac("sha256", appSecret()).update(value).digest("hex");
}

/** A string of `length` uniformly random decimal digits (crypto RNG). */
export function randomDigits(length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no 0/O, 1/I

/** A human-friendly unguessable code like "RESPIRO-7KQ2-M9XD-4TPA" (60 bits of entropy). */
export function randomPromoCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < 3; g++) {
    let group = "";
    for (let i = 0; i < 4; i++) group += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    groups.push(group);
  }
  return `RESPIRO-${groups.join("-")}`;
}

/** The AES-256 key of {@link encryptSecret}: HKDF-SHA-256 of the app secret, for this use only. */
function secretBoxKey(): Buffer {
  return Buffer.from(hkdfSync("sha256", appSecret(), "respiro", "respiro two-factor secret v1", 32));
}

/**
 * `plain` encrypted at rest (ASVS 5.0 11.3.2, 13.3.1: authenticated encryption, AES-256-GCM with a
 * random 96-bit IV) under a key derived from the app secret, as `v1.<iv>.<tag>.<ciphertext>`
 * (base64url). A copied database alone does not reveal it; changing `SESSION_SECRET` makes every
 * stored value unreadable (see {@link decryptSecret}). Used for TOTP secrets (decision record 0035).
 */
export function encryptSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", secretBoxKey(), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(".");
}

/** The clear text of an {@link encryptSecret} value, or null when it was not made with this app secret or was altered. */
export function decryptSecret(stored: string): string | null {
  const [version, iv, tag, data] = stored.split(".");
  if (version !== "v1" || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", secretBoxKey(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
