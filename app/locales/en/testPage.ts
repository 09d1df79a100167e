/** English strings of the "testPage" namespace: the same keys as ../it/testPage.ts. */
import type { Translation } from "../it";

export default {
  title: "Test page",
  lead: "Status of this Respiro instance.",
  ai: "AI companion",
  aiEmbedded: "embedded CBT engine",
  aiOpenai: "OpenAI-compatible model",
  payments: "Payments",
  paymentsOff: "off",
  paymentsOn: "on",
  mail: "Email",
  mailLog: "written to the server log",
  mailSmtp: "sent through SMTP",
  database: "Database",
  ok: "working",
  status: "Status",
  statusOk: "ok",
  statusUnavailable: "unavailable: the database does not answer",
  detailsForAdmins: "Details are shown to administrators only.",
  version: "Version",
  migration: "Latest migration",
  migrationPending: "pending: {{expected}}",
  unreachable: "unreachable",
  paymentsTest: "on, test mode (Stripe test)",
  paymentsLive: "on, live mode (Stripe live)",
} satisfies Translation["testPage"];
