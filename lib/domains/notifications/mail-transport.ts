import nodemailer, { type Transporter } from "nodemailer";
import { env } from "../../platform/env";

interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export type SendMail = (message: MailMessage) => Promise<void>;

let cached: { url: string; transporter: Transporter } | undefined;

/**
 * The SMTP transport of SMTP_URL (`smtp://user:pass@host:port`, `smtps://…`), or null when it
 * is unset: notifications are then recorded but not sent. Tests pass their own URL.
 */
export function getMailSender(url: string | undefined = env.SMTP_URL): SendMail | null {
  if (!url) return null;
  if (cached?.url !== url) {
    // Short timeouts: a hung server must not hold a worker's claim past its lease.
    cached = { url, transporter: nodemailer.createTransport(url, { connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 10_000 }) };
  }
  const transporter = cached.transporter;
  return async (message) => {
    await transporter.sendMail({ from: env.NOTIFICATIONS_FROM, to: message.to, subject: message.subject, text: message.text });
  };
}
