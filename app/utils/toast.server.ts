/**
 * Flash toasts (spec §3 "Toast", §9: one shown, 5000 ms): an action sets a short-lived cookie,
 * the root loader reads it once and clears it.
 */
import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { cookieSecurity } from "./cookies.server";
import { appSecret } from "./env.server";
import { translateKey } from "./i18n";
import { CRISIS_KINDS } from "~/services/ai/crisis-reply";

export const ToastSchema = z.object({
  /** Translation key of the title. */
  title: z.string().max(200),
  /** Translation key of the description, optional. */
  description: z.string().max(500).optional(),
  /** Interpolation values for the keys. */
  values: z.record(z.union([z.string(), z.number()])).optional(),
  variant: z.enum(["default", "destructive"]).default("default"),
  /** A saved text the crisis gate flagged: the next page shows the crisis card of this kind (services/ai/saved-text-screen.server.ts). */
  crisis: z.enum(CRISIS_KINDS).optional(),
});
export type Toast = z.infer<typeof ToastSchema> & { id: string };

const toastCookie = createCookie("respiro_toast", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secrets: [appSecret()],
  maxAge: 60,
});

/** Set-Cookie value that carries `toast` to the next page (Secure over HTTPS, `cookieSecurity`). */
export function toastHeader(request: Request, toast: z.input<typeof ToastSchema>): Promise<string> {
  return toastCookie.serialize(ToastSchema.parse(toast), cookieSecurity(request));
}

/** A toast ready to show: its title and description in the request's language. */
export type TranslatedToast = Omit<Toast, "values" | "crisis">;

/** The toast with its keys translated by `t` (a fixed translation function of the request's language). */
export function translateToast(toast: Toast, t: Parameters<typeof translateKey>[0]): TranslatedToast {
  return {
    id: toast.id,
    variant: toast.variant,
    title: translateKey(t, toast.title, toast.values),
    description: toast.description ? translateKey(t, toast.description, toast.values) : undefined,
  };
}

/** Reads the pending toast, if any, and the Set-Cookie value that clears it. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; clearHeader: string | null }> {
  const raw = await toastCookie.parse(request.headers.get("Cookie"));
  if (!raw) return { toast: null, clearHeader: null };
  const parsed = ToastSchema.safeParse(raw);
  const clearHeader = await toastCookie.serialize("", { maxAge: 0, expires: new Date(0), ...cookieSecurity(request) });
  if (!parsed.success) return { toast: null, clearHeader };
  return { toast: { ...parsed.data, id: Math.random().toString(36).slice(2) }, clearHeader };
}
