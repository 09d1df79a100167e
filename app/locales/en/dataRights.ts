/** English strings of the "dataRights" namespace: the same keys as ../it/dataRights.ts. */
import type { Translation } from "../it";

export default {
  deleteTitle: "Delete your account",
  deleteLead: "Deleting your account is final: we cannot undo it or bring your data back.",
  exportTitle: "First, if you like, download your data",
  exportLead: "One file with everything we keep about you, to keep or to take elsewhere.",
  exportJson: "Download all my data (JSON)",
  exportCsv: "Download my moods (CSV)",
  deletedTitle: "What we delete",
  deletedItems: [
    "your profile, e-mail, password and consents",
    "conversations and messages with the companion, with its memory",
    "moods, reflections, exercise notes and completions, meditation sessions",
    "your own and favourite quotes and preferences, your safety plan, your resource ratings",
    "your sign-in history, promo codes, the subscription record kept here and the messages sent to support from this e-mail",
    "every session: you will be signed out on every device",
  ],
  keptTitle: "What stays",
  keptItems: [
    "Stripe keeps its own invoices and payments, as tax law requires; we keep no copy.",
    "An active subscription is cancelled at once, without a refund of the current period.",
    "Anti-abuse counters with no content, which expire on their own within an hour.",
  ],
  passwordLabel: "Your password",
  passwordHint: "To confirm it is you.",
  confirmLabel: "I understand: I want to delete my account and all my data",
  submit: "Delete my account for good",
  submitting: "Deleting…",
  cancel: "Cancel",
  errors: {
    passwordRequired: "Enter your password.",
    confirmRequired: "Tick the box to confirm.",
    wrongPassword: "The password is not right. Nothing was deleted.",
    throttled_one: "Too many tries. Try again in {{count}} minute.",
    throttled_other: "Too many tries. Try again in {{count}} minutes.",
    paymentsUnreachable:
      "We cannot reach the payment service to cancel your subscription, so nothing was deleted. Please try again in a few minutes or write to support.",
    badFormat: "That format is not available: choose json or csv.",
  },
  deletedToast: "Your account and your data have been deleted. Take care.",
} satisfies Translation["dataRights"];
