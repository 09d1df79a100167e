/**
 * Requests refused before an action runs, or when its storage failed (`storage_unavailable`) (utils/guards.server.ts): the codes, shared by the
 * server, which throws them, and the root error boundary, which shows the matching translated
 * page (components/error-page.tsx `RequestErrorPage`). No `.server`: the browser needs them too.
 */
import type { TranslationKey } from "./i18n";

/** Why a form request was refused, with its HTTP status. */
export const REQUEST_REFUSALS = {
  bad_request: 400,
  cross_site: 403,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  storage_unavailable: 503,
} as const;

export type RequestRefusal = keyof typeof REQUEST_REFUSALS;

/** The text of each refusal on the error page (and in JSON answers), in the "errors" namespace. */
export const REFUSAL_MESSAGE_KEYS = {
  bad_request: "errors.badRequest",
  cross_site: "errors.crossSite",
  method_not_allowed: "errors.methodNotAllowed",
  payload_too_large: "errors.payloadTooLarge",
  unsupported_media_type: "errors.unsupportedMediaType",
  storage_unavailable: "errors.storageUnavailable",
} as const satisfies Record<RequestRefusal, TranslationKey>;

/** The data of a thrown refusal: `{ error, message, limitKb? }` plus the layout's strings. */
export interface RefusalData {
  error: RequestRefusal;
  /** The translated text, for clients that read the body (the page translates `error` itself). */
  message: string;
  /** The body limit in KiB, for `payload_too_large`. */
  limitKb?: number;
}

/** The refusal carried by an error boundary's error data, or null for any other error. */
export function refusalOf(data: unknown): RefusalData | null {
  const error = (data as { error?: unknown } | null | undefined)?.error;
  if (typeof error !== "string" || !Object.hasOwn(REQUEST_REFUSALS, error)) return null;
  const limitKb = (data as { limitKb?: unknown }).limitKb;
  return {
    error: error as RequestRefusal,
    message: String((data as { message?: unknown }).message ?? ""),
    limitKb: typeof limitKb === "number" ? limitKb : undefined,
  };
}
