/**
 * /reflections/random (spec §2 "random reflection"): a prompt the person may open, drawn at every
 * visit (free prompts for visitors and the free plan, any prompt with `allReflections`; from
 * `?category=` when it has one for them), shown at this address with its form, which posts to the
 * prompt's own page. A plain link and a plain page, so it works without JavaScript.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PromptView } from "~/components/reflections/prompt-view";
import { loadPromptPage } from "~/services/reflection-pages.server";
import { pageMeta } from "~/utils/meta";
import { routeTranslations } from "~/utils/translations.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => pageMeta(matches, "reflections", data?.categoryName);

export async function loader({ request }: LoaderFunctionArgs) {
  return loadPromptPage(request, "random", await routeTranslations(request, ["reflections"], { meta: "reflections" }));
}

export default function RandomReflection() {
  return <PromptView {...useLoaderData<typeof loader>()} />;
}
