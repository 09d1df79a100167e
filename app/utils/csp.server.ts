/**
 * Security headers for every document (OWASP Secure Headers Project; CSP Level 3 "strict CSP"
 * with a per-request nonce and 'strict-dynamic'; no 'unsafe-inline' for scripts).
 */
import { randomBytes } from "node:crypto";

/** 128 random bits, base64: the CSP nonce of one response. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The Content-Security-Policy value for a document rendered with `nonce`. `formTargets` are the
 * other origins a form post may be redirected to (Stripe Checkout and the Billing Portal when
 * payments are on: browsers apply `form-action` to the redirect after a form post too).
 */
export function contentSecurityPolicy(nonce: string, { dev = false, formTargets = [] }: { dev?: boolean; formTargets?: readonly string[] } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    dev ? "connect-src 'self' ws://localhost:* ws://127.0.0.1:*" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    ["form-action 'self'", ...formTargets].join(" "),
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join("; ");
}

/** Sets the security headers on `headers` (HSTS only when served over HTTPS). */
export function applySecurityHeaders(headers: Headers, { https }: { https: boolean }): void {
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self), usb=(), interest-cohort=()");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("X-Frame-Options", "DENY");
  if (https) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
