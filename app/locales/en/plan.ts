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
    launch: "Launch Premium active: {{count}} days left.",
    standard: "Free trial: {{count}} days left.",
    tomorrow: "Your trial expires tomorrow.",
    expired: "Your trial has expired.",
    upgrade: "Go Premium",
  },
} satisfies Translation["plan"];
