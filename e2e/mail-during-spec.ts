import { startSmtpTestServer, type SmtpTestServer } from "../lib/testing/smtp-test-server";
import { currentSmtpPort } from "./e2e-smtp";
import { expect, test } from "./fixtures";

/**
 * A real SMTP server on the run's mail port while this spec file runs (the servers' mail waits
 * and retries until one listens), and a reader of the links it received.
 */
export function receiveMailDuringSpec() {
  let smtp: SmtpTestServer;
  test.beforeAll(async () => {
    smtp = await startSmtpTestServer(currentSmtpPort());
  });
  test.afterAll(async () => {
    await smtp?.stop();
  });
  /** The last text matching `pattern` in a mail to `to`, once one has arrived. */
  async function mailedLink(to: string, pattern: RegExp): Promise<string> {
    await expect.poll(() => smtp.mails.some((mail) => mail.to.includes(to) && pattern.test(mail.text)), { timeout: 30_000 }).toBe(true);
    const mail = smtp.mails.filter((each) => each.to.includes(to) && pattern.test(each.text)).at(-1)!;
    return pattern.exec(mail.text)![0];
  }
  return { mailedLink };
}
