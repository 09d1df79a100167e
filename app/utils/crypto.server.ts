/** Small crypto helpers: random tokens and keyed hashes (secrets never stored in clear). */
import { createHash, createHmac, randomBytes, randomInt } from "node:crypto";
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
