/**
 * Outgoing e-mail (docs/architecture.md "Stack": nodemailer). With `SMTP_URL` set it sends through that
 * server; without it the message is written to the server log (development and small
 * self-hosted installs), which is the only place a reset code may appear besides the mailbox.
 * nodemailer is loaded on the first mail with `SMTP_URL` set, so a server that logs its mail never
 * holds it (decision record 0043).
 */
import { createRequire } from "node:module";
import type nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import { mailSettings } from "~/utils/env.server";
import { jsonForLog } from "~/utils/log.server";

/** How a logged mail starts: `[mail] logged instead of sent (no SMTP_URL) {"to":…,"subject":…,"text":…}`. */
export const LOGGED_MAIL_PREFIX = "[mail] logged instead of sent (no SMTP_URL) ";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

const require = createRequire(import.meta.url);

let transporter: Transporter | null | undefined;

function getTransporter(): Transporter | null {
  if (transporter === undefined) {
    const { url } = mailSettings();
    transporter = url ? (require("nodemailer") as typeof nodemailer).createTransport(url) : null;
  }
  return transporter;
}

/** The sender: `MAIL_FROM`, default "Respiro <no-reply@localhost>". */
export function mailFrom(): string {
  return mailSettings().from;
}

/**
 * Sends `message`, or logs it when no SMTP server is configured: then the whole message is ONE
 * log line, {@link LOGGED_MAIL_PREFIX} and `{ to, subject, text }` as JSON with every line break
 * and control character escaped (`jsonForLog`), so no value in it (a person's name with CR/LF)
 * can end the record or forge another (OWASP ASVS 5.0 16.4.1).
 * @throws the transport's error when SMTP is configured and sending fails.
 */
export async function sendMail(message: MailMessage): Promise<void> {
  const transport = getTransporter();
  if (!transport) {
    console.info(LOGGED_MAIL_PREFIX + jsonForLog({ to: message.to, subject: message.subject, text: message.text }));
    return;
  }
  await transport.sendMail({ from: mailFrom(), ...message });
}
