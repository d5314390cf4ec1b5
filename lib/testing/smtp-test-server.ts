import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// A real SMTP server on 127.0.0.1 for tests: keeps every message it accepts, and can be stopped
// and started again on the same port to play an outage, or answer slowly to play a busy relay.

interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body), as sent. */
  raw: string;
  subject: string;
  /** The body, decoded when it was sent quoted-printable. */
  text: string;
}

export interface SmtpTestServer {
  url: string;
  port: number;
  mails: ReceivedMail[];
  stop: () => Promise<void>;
  /** Listens again on the same port after `stop`. */
  start: () => Promise<void>;
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`); blanks between two of them vanish. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_word, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(text.replace(/_/g, " ").replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8"),
    );
}

/** The body after the headers, with quoted-printable soft breaks and escapes undone. */
function textOf(raw: string): string {
  const [headers = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  if (!/^content-transfer-encoding:\s*quoted-printable/im.test(headers)) return body;
  const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The Subject header, unfolded (RFC 5322) and decoded (RFC 2047). */
function subjectOf(raw: string): string {
  const headers = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const match = /^subject:(.*(?:\r?\n[ \t].*)*)/im.exec(headers);
  return decodeWords((match?.[1] ?? "").replace(/\r?\n[ \t]/g, " ").trim());
}

export interface SmtpTestServerOptions {
  /** How long the server takes to accept each message, as a slow relay does. */
  delayMs?: number;
}

export async function startSmtpTestServer(port = 0, options: SmtpTestServerOptions = {}): Promise<SmtpTestServer> {
  const mails: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  const listen = async (onPort: number) => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((each) => each.address),
            raw,
            subject: subjectOf(raw),
            text: textOf(raw),
          });
          setTimeout(() => callback(), options.delayMs ?? 0);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once("error", reject);
      server!.listen(onPort, "127.0.0.1", () => resolve());
    });
    return (server.server.address() as AddressInfo).port;
  };
  const boundPort = await listen(port);
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    mails,
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    start: async () => {
      await listen(boundPort);
    },
  };
}
