/** English strings of the "errors" namespace: the same keys as ../it/errors.ts. */
import type { Translation } from "../it";

export default {
  notFoundTitle: "Page not found",
  notFoundText: "The page you are looking for does not exist or has moved. Try from the home page.",
  backHome: "Back to home",
  somethingWrong: "Something went wrong",
  somethingWrongText: "An unexpected error happened. Please try again: your data is safe.",
  reload: "Reload page",
  forbiddenTitle: "Access not allowed",
  forbiddenText: "You do not have permission to see this page.",
  consentRequiredTitle: "Your consent is needed",
  consentRequiredText: "Saving conversations and wellbeing data needs your explicit consent first. Urgent help is always available.",
  consentRequiredAction: "Go to consent",
} satisfies Translation["errors"];
