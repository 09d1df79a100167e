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
} satisfies Translation["testPage"];
