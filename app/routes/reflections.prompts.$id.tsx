/**
 * /reflections/prompts/<id>: one prompt (spec §3) and the form to write and save an answer
 * (spec §5: an empty reflection is refused with "Riflessione vuota, scrivi qualcosa prima di
 * salvare", 400). A premium prompt on a plan without `allReflections` answers 403 with the lock
 * and the way to unlock it, in the loader and in the action. Saving needs the wellbeing-data
 * consent (decision record 0014); the text is never logged.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PromptView } from "~/components/reflections/prompt-view";
import { createReflection, getReflectionPrompt } from "~/models/reflection.server";
import { entitlementSubject } from "~/models/user.server";
import { loadPromptPage } from "~/services/reflection-pages.server";
import { canOpenPrompt, ReflectionTextSchema } from "~/services/reflections.server";
import { getEntitlements } from "~/utils/entitlements";
import { formAction, requireHealthDataConsent } from "~/utils/guards.server";
import { detectLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { routeTranslations } from "~/utils/translations.server";
import { requireUser } from "~/utils/session-cookie.server";
import { toastHeader } from "~/utils/toast.server";
import { savedTextCrisis } from "~/services/ai/saved-text-screen.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => pageMeta(matches, "reflections", data?.categoryName);

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadPromptPage(request, { id: params.id ?? "" }, await routeTranslations(request, ["reflections"], { meta: "reflections" }));
}

export async function action(args: ActionFunctionArgs) {
  return formAction(args, async ({ request }) => {
    const user = await requireUser(request);
    const locale = await detectLocale(request);
    const prompt = await getReflectionPrompt({ id: args.params.id ?? "", locale });
    if (!prompt) throw new Response("Not found", { status: 404 });
    const now = new Date();
    if (!canOpenPrompt(getEntitlements(entitlementSubject(user), now), prompt)) {
      return json({ error: "reflections.lockedTitle", value: "" }, { status: 403 });
    }
    await requireHealthDataConsent(request, user);
    const form = await request.formData();
    const raw = form.get("text");
    const parsed = ReflectionTextSchema.safeParse({ text: raw });
    if (!parsed.success) {
      return json({ error: parsed.error.issues[0]?.message ?? "reflections.empty", value: typeof raw === "string" ? raw : "" }, { status: 400 });
    }
    const saved = await createReflection({ userId: user.id, promptId: prompt.id, text: parsed.data.text, now });
    return redirect(`/reflections/entries/${saved.id}`, {
      status: 303,
      headers: { "Set-Cookie": await toastHeader(request, { title: "reflections.saved", crisis: savedTextCrisis(parsed.data.text) }) },
    });
  });
}

export default function ReflectionPromptPage() {
  const data = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return <PromptView {...data} refusal={refusal} />;
}
