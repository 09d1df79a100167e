/** The loader data of each tab of /profile, as the tab components receive it. */
import type { SerializeFrom } from "@remix-run/node";
import type { loader } from "~/routes/profile";

type PageData = SerializeFrom<typeof loader>["page"];
export type TabPage<T extends PageData["tab"]> = Extract<PageData, { tab: T }>;
