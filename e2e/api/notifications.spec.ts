import type { APIRequestContext } from "@playwright/test";
import { startSmtpTestServer, type SmtpTestServer } from "../../lib/testing/smtp-test-server";
import { startTestReceiver, type TestReceiver } from "../../lib/testing/webhook-test-receiver";
import { currentSmtpPort } from "../e2e-smtp";
import { bearer, expect, test } from "./api-fixtures";

// Notification mail over the real stack: an endpoint answering 410 is disabled by the server's
// webhook worker, and the admins get one mail about it through a real SMTP server started here.
// Then the SMTP server is stopped mid-run: the next mail waits in the outbox and arrives once
// the server is back, once (on PostgreSQL two app instances run workers side by side).

const ADMIN = "admin@acme.test";

test.describe("notification mail", () => {
  let smtp: SmtpTestServer;
  let receiver: TestReceiver;
  test.beforeEach(async () => {
    smtp = await startSmtpTestServer(currentSmtpPort());
    receiver = await startTestReceiver((_index, response) => {
      response.statusCode = 410;
      response.end("gone");
    });
  });
  test.afterEach(async () => {
    await receiver.close();
    await smtp.stop();
  });

  /** Registers an endpoint on the 410 receiver and sends it a test event: the worker disables it. */
  async function disabledEndpoint(request: APIRequestContext, token: string): Promise<string> {
    const auth = bearer(token);
    const created = await (await request.post("/v1/webhooks", { headers: auth, data: { url: receiver.url, events: ["webhook.test"] } })).json();
    expect((await request.post(`/v1/webhooks/${created.id}/test`, { headers: auth })).status()).toBe(202);
    await expect
      .poll(async () => (await (await request.get(`/v1/webhooks/${created.id}`, { headers: auth })).json()).disabled_reason, { timeout: 15_000 })
      .toBe("gone");
    return created.id;
  }

  const mailsAbout = (webhookId: string) => smtp.mails.filter((mail) => mail.subject === `Webhook endpoint ${webhookId} disabled` && mail.to.includes(ADMIN));

  test("mails the admins when an endpoint is disabled, and keeps the mail through an SMTP outage", async ({ request, tokens }) => {
    const token = tokens.acmeReadWrite.token;
    const first = await disabledEndpoint(request, token);
    await expect.poll(() => mailsAbout(first).length, { timeout: 15_000 }).toBe(1);
    expect(mailsAbout(first)[0]!.text).toContain("410 Gone");

    await smtp.stop();
    const second = await disabledEndpoint(request, token);
    // The worker tries, fails and schedules a retry; nothing can arrive while the server is down.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsAbout(second)).toHaveLength(0);
    await smtp.start();
    await expect.poll(() => mailsAbout(second).length, { timeout: 30_000, intervals: [250] }).toBe(1);
    // Once: no second worker or retry sends it again.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(mailsAbout(second)).toHaveLength(1);
    expect(mailsAbout(first)).toHaveLength(1);

    for (const id of [first, second]) await request.delete(`/v1/webhooks/${id}`, { headers: bearer(token) });
  });
});
