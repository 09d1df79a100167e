/**
 * /app-guide and /guida (issue 15 item 2): the plan table is what `getEntitlements` grants, and
 * only pages that exist are linked.
 */
import { describe, expect, it } from "vitest";
import * as guida from "~/routes/guida";
import * as guide from "~/routes/app-guide";
import { isPageAvailable } from "~/components/layout/nav-items";
import { FREE_DAILY_AI_LIMIT, LAUNCH_TRIAL_DAYS, STANDARD_TRIAL_DAILY_AI_LIMIT, STANDARD_TRIAL_DAYS } from "~/utils/entitlements";
import { call, getRequest } from "../support/requests";

describe("/app-guide", () => {
  it("lists each plan with the limits the server applies", async () => {
    const data = await (await call(guide.loader, getRequest("/app-guide"))).json();
    expect(data.plans).toEqual([
      { plan: "visitor", days: null, dailyAiLimit: 0, content: "free", extras: false },
      { plan: "free", days: null, dailyAiLimit: FREE_DAILY_AI_LIMIT, content: "free", extras: false },
      { plan: "standard_trial", days: STANDARD_TRIAL_DAYS, dailyAiLimit: STANDARD_TRIAL_DAILY_AI_LIMIT, content: "trial", extras: false },
      { plan: "launch_trial", days: LAUNCH_TRIAL_DAYS, dailyAiLimit: null, content: "premium", extras: true },
      { plan: "premium", days: null, dailyAiLimit: null, content: "premium", extras: true },
    ]);
  });

  it("links a tool only when its page exists, and urgent help always", async () => {
    const data = await (await call(guide.loader, getRequest("/app-guide"))).json();
    for (const tool of data.tools) expect(tool.available).toBe(tool.to === "/safety" || isPageAvailable(tool.to));
    expect(data.tools.find((tool: { to: string }) => tool.to === "/safety").available).toBe(true);
  });

  it("/guida is the same page, in the request's language", async () => {
    const data = await (await call(guida.loader, getRequest("/guida?lang=en"))).json();
    expect(data.i18n.locale).toBe("en");
    expect(data.i18n.bundle.guide.title).toBe("App guide");
    expect(data.i18n.bundle.meta.guide.title).toBe("App guide · Respiro");
  });
});
