/**
 * remix-auth 4 with the form strategy (docs/architecture.md "Stack": v4 keeps no session; ours is in
 * `sessions`, see session.server.ts). The strategy validates the form and returns a SignInResult.
 */
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { LoginSchema } from "~/utils/schemas";
import { clientIp } from "~/utils/env.server";
import { signIn, type SignInResult } from "~/services/auth/sign-in.server";

export type FormSignIn = SignInResult | { ok: false; reason: "invalid_form"; fieldErrors: Record<string, string[] | undefined> };

export const authenticator = new Authenticator<FormSignIn>();

authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const parsed = LoginSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return { ok: false, reason: "invalid_form", fieldErrors: parsed.error.flatten().fieldErrors };
    return signIn({ ...parsed.data, ip: clientIp(request), now: new Date() });
  }),
  "form",
);
