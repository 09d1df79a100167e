/**
 * Password hashing: argon2id at OWASP Password Storage Cheat Sheet parameters (m = 19 MiB, t = 2,
 * p = 1). Which passwords may be set is decided in one place: ./password-policy.server.ts.
 */
import { hash, verify } from "@node-rs/argon2";

const ARGON2_OPTIONS = { algorithm: 2 /* Algorithm.Argon2id (a const enum) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes with argon2id; returns a PHC string ("$argon2id$v=19$m=19456,t=2,p=1$…"). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies `password` against `passwordHash`. With a null hash (unknown user) it still runs one
 * argon2 verification against a dummy hash so both answers take about the same time
 * (OWASP Authentication Cheat Sheet "Authentication Responses"). Never throws on a malformed hash.
 */
export async function verifyPassword(password: string, passwordHash: string | null): Promise<boolean> {
  dummyHash ??= hashPassword("respiro-dummy-password-for-timing");
  const target = passwordHash ?? (await dummyHash);
  try {
    const ok = await verify(target, password);
    return passwordHash !== null && ok;
  } catch {
    return false;
  }
}
