/**
 * Outgoing e-mail (docs/architecture.md "Stack": nodemailer). With `SMTP_URL` set it sends through that
 * server; without it the message is written to the server log (development and small
 * self-hosted installs), which is the only place a reset code may appear besides the mailbox.
 */
import nodemailer, { type Transporter } from "nodemailer";
import { mailSettings } from "~/utils/env.server";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

let transporter: Transporter | null | undefined;

function getTransporter(): Transporter | null {
  if (transporter === undefined) {
    const { url } = mailSettings();
    transporter = url ? nodemailer.createTransport(url) : null;
  }
  return transporter;
}

/** The sender: `MAIL_FROM`, default "Respiro <no-reply@localhost>". */
export function mailFrom(): string {
  return mailSettings().from;
}

/**
 * Sends `message`, or logs it when no SMTP server is configured.
 * @throws the transport's error when SMTP is configured and sending fails.
 */
export async function sendMail(message: MailMessage): Promise<void> {
  const transport = getTransporter();
  if (!transport) {
    console.info(`[mail] (no SMTP_URL: logged instead of sent)\nTo: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n[/mail]`);
    return;
  }
  await transport.sendMail({ from: mailFrom(), ...message });
}
