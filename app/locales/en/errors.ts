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
  requestTitle: "Request not accepted",
  badRequest: "The form sent could not be read. Go back to the page and send it again.",
  crossSite: "The request comes from another site and was refused to protect your account. Open Respiro directly and try again.",
  methodNotAllowed: "This address does not accept this kind of request.",
  payloadTooLarge: "The data sent is over the limit of {{limit}} KB. Shorten the text and try again.",
  storageUnavailable: "This could not be saved: the server's storage is unavailable right now. Nothing you saved before is lost; try again in a few minutes.",
  unsupportedMediaType: "The form arrived in a format we do not recognise. Go back to the page and send it again.",
  consentRequiredTitle: "Your consent is needed",
  consentRequiredText: "Saving conversations and wellbeing data needs your explicit consent first. Urgent help is always available.",
  consentRequiredAction: "Go to consent",
} satisfies Translation["errors"];
