/**
 * The wellbeing-data consent (GDPR art. 9(2)(a); docs/decisions/0014-health-data-consent-pending.md),
 * the part the browser needs too: where the consent screen is, and how a refusal for want of
 * consent is recognised. The guard itself is `requireHealthDataConsent` (guards.server.ts).
 */

/** The `error` of a refusal for want of the wellbeing-data consent (403). */
export const CONSENT_REQUIRED = "consent_required";

/** The consent screen, coming back to `path` (a local path with its query and fragment) afterwards. */
export function consentPath(path: string): string {
  return `/consent?redirectTo=${encodeURIComponent(path)}`;
}

/** True when a thrown response's data is a refusal for want of consent (`{ error: "consent_required" }`). */
export function isConsentRequired(data: unknown): boolean {
  return typeof data === "object" && data !== null && (data as { error?: unknown }).error === CONSENT_REQUIRED;
}
