/** English strings of the "plan" namespace: the same keys as ../it/plan.ts. */
import type { Translation } from "../it";

export default {
  visitor: "Visitor",
  free: "Free",
  standard_trial: "7-day trial",
  launch_trial: "Launch Premium",
  premium: "Premium",
  admin: "Administrator",
  trialBanner: {
    launch_one: "Launch Premium active: {{count}} day left.",
    launch_other: "Launch Premium active: {{count}} days left.",
    standard_one: "Free trial: {{count}} day left.",
    standard_other: "Free trial: {{count}} days left.",
    tomorrow: "Your trial expires tomorrow.",
    expired: "Your trial has expired.",
    upgrade: "Go Premium",
    keepPremium: "Keep Premium",
    remindLater: "Remind me later",
  },
} satisfies Translation["plan"];
