/**
 * The loader of a prompt's page, shared by /reflections/prompts/<id> and /reflections/random
 * (which shows a random prompt the person may open at its own address, so that the link is a
 * plain page and every visit draws again).
 */
import { json } from "@remix-run/node";
import { getReflectionPrompt, listReflectionPrompts } from "~/models/reflection.server";
import { entitlementSubject } from "~/models/user.server";
import { getEntitlements } from "~/utils/entitlements";
import { requireHealthDataConsent } from "~/utils/guards.server";
import { getOptionalUser } from "~/utils/session-cookie.server";
import type { routeTranslations } from "~/utils/translations.server";
import { canOpenPrompt, localisedCategories, pickRandomPrompt, resolveCategory } from "./reflections.server";

/**
 * The data of a prompt's page: the prompt `which` (its id, or "random" for a random prompt the
 * person may open, from `?category=` when it has one), whether it is locked for this person, and
 * where its form posts, with the route's strings `i18n` (`routeTranslations(request, ["reflections"], { meta: "reflections" })`).
 * @returns a JSON response, status 403 when the prompt is locked (the page shows how to unlock it).
 * @throws Response 404 for an unknown prompt; a redirect to the consent screen for a signed-in
 *   person whose wellbeing-data consent is pending (decision record 0014).
 */
export async function loadPromptPage(request: Request, which: { id: string } | "random", i18n: Awaited<ReturnType<typeof routeTranslations>>) {
  const user = await getOptionalUser(request);
  const { locale } = i18n;
  const entitlements = getEntitlements(user ? entitlementSubject(user) : null, new Date());
  const url = new URL(request.url);
  let prompt;
  if (which === "random") {
    const category = resolveCategory(url.searchParams.get("category"));
    prompt = pickRandomPrompt(await listReflectionPrompts({ locale }), { entitlements, category: category === "unknown" ? null : category });
  } else {
    prompt = await getReflectionPrompt({ id: which.id, locale });
  }
  if (!prompt) throw new Response("Not found", { status: 404 });
  const locked = !canOpenPrompt(entitlements, prompt);
  // Writing is wellbeing data: a signed-in person whose consent is pending goes to the consent screen first.
  if (user && !locked) await requireHealthDataConsent(request, user, { onMissing: "redirect" });
  const categoryName = localisedCategories(locale).find((c) => c.id === prompt.category)?.name ?? prompt.category;
  const actionPath = `/reflections/prompts/${prompt.id}`;
  // Sign-in comes back to the list, the same link as the list's own: one link for every prompt
  // page (and for whatever the random page drew), so visitors' pages add no new addresses.
  const loginPath = "/login?redirectTo=%2Freflections";
  return json(
    { i18n, prompt, categoryName, locked, signedIn: Boolean(user), actionPath, loginPath },
    // The lock is the answer's status too: 403, with the page that says how to unlock it.
    { status: locked ? 403 : 200, headers: which === "random" ? { "Cache-Control": "no-store" } : undefined },
  );
}
