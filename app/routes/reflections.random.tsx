/**
 * /reflections/random (spec §2 "random reflection"): a GET that picks one prompt the person may
 * open (free prompts for visitors and the free plan, any prompt with `allReflections`), from
 * `?category=` when given, and redirects to it. A plain link, so it works without JavaScript.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { listReflectionPrompts } from "~/models/reflection.server";
import { entitlementSubject } from "~/models/user.server";
import { pickRandomPrompt, resolveCategory } from "~/services/reflections.server";
import { getEntitlements } from "~/utils/entitlements";
import { getOptionalUser } from "~/utils/session-cookie.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  const entitlements = getEntitlements(user ? entitlementSubject(user) : null, new Date());
  const resolved = resolveCategory(new URL(request.url).searchParams.get("category"));
  const prompt = pickRandomPrompt(await listReflectionPrompts({ locale: "it" }), { entitlements, category: resolved === "unknown" ? null : resolved });
  // Never cached: every visit draws again.
  return redirect(prompt ? `/reflections/prompts/${prompt.id}` : "/reflections", { headers: { "Cache-Control": "no-store" } });
}
