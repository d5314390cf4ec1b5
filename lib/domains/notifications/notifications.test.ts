import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccessToken } from "../access-tokens/create-access-token";
import { systemActor } from "../audit/actor";
import { createAccount } from "../accounts/create-account";
import { getDb } from "../../platform/db/client";
import { notifications } from "../../platform/db/schema";
import { grantExtendedLimit } from "../rate-limits/grant-extended-limit";
import { createModuleFixture } from "../modules/testing/create-module-fixture";
import { transitionModuleSyncState } from "../modules/transition-module-sync-state";
import { handleLeakReport } from "../secret-scanning/handle-leak-report";
import { createLeakReportSigner } from "../secret-scanning/leak-report-signer";
import { createUser } from "../users/create-user";
import { enqueueExpiryNotices } from "../access-tokens/enqueue-expiry-notices";
import { enqueueNotification } from "./enqueue-notification";
import { getMailSender } from "./mail-transport";
import { listNotificationPreferences, setNotificationPreference } from "./notification-preferences";
import { sendDueNotifications } from "./send-due-notifications";
import { startSmtpTestServer, type SmtpTestServer } from "../../testing/smtp-test-server";
import { startTestReceiver } from "../../testing/webhook-test-receiver";
import { createWebhook } from "../webhooks/create-webhook";
import { deliverDueWebhooks } from "../webhooks/deliver-due-webhooks";
import { sendTestEvent } from "../webhooks/send-test-event";
import { setWebhookEnabled } from "../webhooks/set-webhook-enabled";

const actor = systemActor();
const DAY = 86_400_000;
let accountId: string;
let adminId: string;
let smtp: SmtpTestServer;

beforeAll(async () => {
  accountId = (await createAccount({ actor, slug: "acme-mail", name: "Acme" })).id;
  adminId = (await createUser({ accountId, actor, email: "ada@acme-mail.test", password: "correct horse battery", name: "Ada" })).user.id;
  await createUser({ accountId, actor, email: "bob@acme-mail.test", password: "correct horse battery", name: "Bob", role: "developer" });
  // A viewer reads what happened but cannot act on it: never mailed.
  await createUser({ accountId, actor, email: "vic@acme-mail.test", password: "correct horse battery", name: "Vic", role: "viewer" });
  smtp = await startSmtpTestServer();
});
afterAll(async () => smtp.stop());

const rowsOf = (dedupeKey: string) => getDb().select().from(notifications).where(eq(notifications.dedupeKey, dedupeKey));
const issue = (days: number) => createAccessToken({ accountId, actor, name: `expires in ${days}d`, scopes: ["read"], expiresInSeconds: days * 86_400 });
/**
 * Sends everything due, as often as needed (bounded). A second ahead: PostgreSQL stamps rows in
 * microseconds, so a row queued within the current millisecond is otherwise not yet due.
 */
async function drain(now = new Date(Date.now() + 1000)) {
  let sent = 0;
  for (let round = 0; round < 10; round++) {
    const batch = await sendDueNotifications({ send: getMailSender(smtp.url), now, retryBaseMs: 1000 });
    if (batch === 0) break;
    sent += batch;
  }
  return sent;
}

describe("notifications", () => {
  it("mails every admin and developer once when an extended limit is granted, through a real SMTP server, and no viewer", async () => {
    const token = await issue(30);
    await grantExtendedLimit({ tokenId: token.record.id, actor });
    const queued = await getDb().select().from(notifications).where(and(eq(notifications.accountId, accountId), eq(notifications.kind, "rate_limit.extended")));
    expect(queued.map((row) => row.recipient).sort()).toEqual(["ada@acme-mail.test", "bob@acme-mail.test"]);
    expect(await drain()).toBe(2);
    const mails = smtp.mails.filter((mail) => mail.subject.includes("Extended limit granted"));
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual(["ada@acme-mail.test", "bob@acme-mail.test"]);
    expect(mails[0]!.text).toContain("3000 requests per minute");
    expect(await drain()).toBe(0);
  });

  it("keeps a mail through an SMTP outage and sends it once the server is back", async () => {
    await enqueueNotification(getDb(), { accountId, kind: "module.failed", dedupeKey: "outage-test", subject: "Outage test", body: "during the outage" });
    await smtp.stop();
    expect(await drain()).toBe(0);
    const [failed] = (await rowsOf("outage-test")).filter((row) => row.recipient === "ada@acme-mail.test");
    expect(failed).toMatchObject({ status: "pending", attemptCount: 1 });
    expect(failed!.lastError).toBeTruthy();
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    await smtp.start();
    expect(await drain(new Date(Date.now() + 60_000))).toBe(2);
    expect(smtp.mails.filter((mail) => mail.subject === "Outage test")).toHaveLength(2);
    expect((await rowsOf("outage-test")).every((row) => row.status === "sent" && row.sentAt)).toBe(true);
  });

  it("sends each mail once when several workers run at the same time", async () => {
    for (let index = 0; index < 10; index++) {
      await enqueueNotification(getDb(), { accountId, kind: "module.failed", dedupeKey: `parallel-${index}`, subject: `Parallel ${index}`, body: "x" });
    }
    const sent = await Promise.all([drain(), drain(), drain()]);
    const stuck = (await getDb().select().from(notifications).where(eq(notifications.status, "pending"))).filter((row) => row.dedupeKey.startsWith("parallel-"));
    expect(stuck.map((row) => row.lastError)).toEqual([]);
    expect(sent.reduce((sum, each) => sum + each, 0)).toBe(20);
    expect(smtp.mails.filter((mail) => mail.subject.startsWith("Parallel "))).toHaveLength(20);
  });

  it("sends each mail once when a worker's batch outlasts the lease of its claim", async () => {
    // 12 mails at 150 ms each take one worker ~1.8 s, past the 1 s lease of its claim: the other
    // worker takes up the lapsed tail while the first is still going through it. Each mail's own
    // renewal leaves it 850 ms for a 150 ms send, so a loaded machine does not make a send outlast
    // its renewed lease (which the worker cannot prevent: that is at-least-once delivery).
    const slow = await startSmtpTestServer(0, { delayMs: 150 });
    try {
      for (let index = 0; index < 6; index++) {
        await enqueueNotification(getDb(), { accountId, kind: "module.failed", dedupeKey: `slow-${index}`, subject: `Slow ${index}`, body: "x" });
      }
      const pending = async () => (await getDb().select().from(notifications).where(eq(notifications.status, "pending"))).filter((row) => row.dedupeKey.startsWith("slow-"));
      const worker = async () => {
        let sent = 0;
        for (let round = 0; round < 100 && (await pending()).length > 0; round++) {
          // The real clock (no `now`): the leases must lapse while the mails are going out.
          sent += await sendDueNotifications({ send: getMailSender(slow.url), leaseMs: 1000, retryBaseMs: 1000 });
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        return sent;
      };
      const sent = await Promise.all([worker(), worker()]);
      const subjects = slow.mails.map((mail) => `${mail.subject} ${mail.to[0]}`).sort();
      expect(subjects).toEqual([...new Set(subjects)]);
      expect(subjects).toHaveLength(12);
      // Both took part: the second did take up the first one's lapsed claims.
      expect(sent.every((count) => count > 0)).toBe(true);
    } finally {
      await slow.stop();
    }
  }, 30_000);

  it("respects an admin's opt-out per kind, and a key is queued once", async () => {
    await setNotificationPreference({ accountId, userId: adminId, kind: "module.failed", enabled: false });
    expect((await listNotificationPreferences({ accountId, userId: adminId }))["module.failed"]).toBe(false);
    expect(await enqueueNotification(getDb(), { accountId, kind: "module.failed", dedupeKey: "opt-out", subject: "s", body: "b" })).toBe(1);
    expect((await rowsOf("opt-out")).map((row) => row.recipient)).toEqual(["bob@acme-mail.test"]);
    expect(await enqueueNotification(getDb(), { accountId, kind: "module.failed", dedupeKey: "opt-out", subject: "s", body: "b" })).toBe(0);
    await setNotificationPreference({ accountId, userId: adminId, kind: "module.failed", enabled: true });
  });

  it("warns 7 days and again 1 day before a token expires, once each", async () => {
    const token = await issue(30);
    const expires = token.record.expiresAt.getTime();
    const key7 = `token.expiring:7d:${token.record.id}`;
    const key1 = `token.expiring:1d:${token.record.id}`;
    await enqueueExpiryNotices({ now: new Date(expires - 8 * DAY) });
    expect(await rowsOf(key7)).toHaveLength(0);
    await enqueueExpiryNotices({ now: new Date(expires - 6 * DAY) });
    await enqueueExpiryNotices({ now: new Date(expires - 6 * DAY + 60_000) });
    expect(await rowsOf(key7)).toHaveLength(2);
    expect(await rowsOf(key1)).toHaveLength(0);
    await enqueueExpiryNotices({ now: new Date(expires - DAY / 2) });
    expect(await rowsOf(key1)).toHaveLength(2);
    expect((await rowsOf(key1))[0]!.subject).toContain("expires tomorrow");
  });

  it("mails only tokens the list shows as expiring: a 7-day token the day before, a 10-day token no 7-day notice", async () => {
    const week = await issue(7);
    const tenDays = await issue(10);
    const expiresOf = (token: typeof week) => token.record.expiresAt.getTime();
    await enqueueExpiryNotices({ now: new Date(expiresOf(tenDays) - 6 * DAY) });
    expect(await rowsOf(`token.expiring:7d:${tenDays.record.id}`)).toHaveLength(0);
    await enqueueExpiryNotices({ now: new Date(expiresOf(week) - DAY / 2) });
    expect(await rowsOf(`token.expiring:7d:${week.record.id}`)).toHaveLength(0);
    expect(await rowsOf(`token.expiring:1d:${week.record.id}`)).toHaveLength(2);
  });

  it("records but does not send when no SMTP server is configured", async () => {
    await enqueueNotification(getDb(), { accountId, kind: "token.leaked", dedupeKey: "no-smtp", subject: "Unsent", body: "b" });
    // A second ahead, as drain() does: PostgreSQL stamps the row in microseconds, and a claim
    // within the same millisecond would otherwise find it not yet due.
    await sendDueNotifications({ send: null, now: new Date(Date.now() + 1000) });
    expect((await rowsOf("no-smtp")).map((row) => row.status)).toEqual(["recorded", "recorded"]);
    expect(smtp.mails.filter((mail) => mail.subject === "Unsent")).toHaveLength(0);
  });

  it("queues mails for the changes admins care about, and none for the rest, each from the service that makes the change", async () => {
    const kindsOf = async () =>
      (await getDb().select().from(notifications).where(eq(notifications.accountId, accountId))).filter((row) => row.recipient === "bob@acme-mail.test");
    const before = (await kindsOf()).length;
    // The deliverer disables an endpoint that answers 410 Gone: a mail. An admin's own disable: none.
    const gone = await startTestReceiver((_index, response) => response.writeHead(410).end());
    try {
      const { webhook } = await createWebhook({ accountId, actor, url: gone.url, events: ["webhook.test"], allowLoopback: true });
      await sendTestEvent({ accountId, actor, webhookId: webhook.id });
      expect(await deliverDueWebhooks({ allowLoopback: true })).toMatchObject({ failed: 1 });
    } finally {
      await gone.close();
    }
    const { webhook: mine } = await createWebhook({ accountId, actor, url: "https://hooks.acme-mail.example/in", events: ["webhook.test"] });
    expect(await setWebhookEnabled({ accountId, actor, webhookId: mine.id, enabled: false })).toMatchObject({ changed: true });
    // A module whose sync fails: a mail. One that syncs: none.
    const module = await createModuleFixture({ accountId });
    const move = (to: "syncing" | "synced" | "failed", minute: number) =>
      transitionModuleSyncState({ accountId, moduleId: module.id, to, reason: "test", now: new Date(Date.UTC(2025, 6, 1, 12, minute)), error: { code: "x", message: "Cloud platform refused the token." } });
    await move("syncing", 0);
    await move("failed", 1);
    await move("syncing", 2);
    await move("synced", 3);
    const leaked = await issue(30);
    const signer = createLeakReportSigner();
    const body = JSON.stringify([{ token: leaked.token, type: "mis_access_token", url: "https://github.com/o/r/blob/1/x", source: "commit" }]);
    expect(await handleLeakReport({ body: Buffer.from(body), keyIdentifier: signer.keyIdentifier, signature: signer.sign(body), publicKeys: { [signer.keyIdentifier]: signer.publicKeyPem } })).toMatchObject({ verdicts: [{ label: "true_positive" }] });
    const added = (await kindsOf()).slice(before);
    expect(added.map((row) => row.kind).sort()).toEqual(["module.failed", "token.leaked", "webhook.disabled"]);
    const leakMail = added.find((row) => row.kind === "token.leaked")!;
    expect(leakMail.body).toContain("https://github.com/o/r/blob/1/x");
    expect(leakMail.body).not.toContain(leaked.token);
    expect(added.find((row) => row.kind === "module.failed")!.body).toContain("Cloud platform refused the token.");
    expect(added.find((row) => row.kind === "webhook.disabled")!.body).toContain("it answered 410 Gone");
  });

  it("mails one module failure per streak: retries that fail again add none, a failure after a success does", async () => {
    const module = await createModuleFixture({ accountId });
    let minute = 0;
    const move = (to: "syncing" | "synced" | "failed") =>
      transitionModuleSyncState({ accountId, moduleId: module.id, to, reason: "test", now: new Date(Date.UTC(2025, 5, 1, 12, minute++)), error: { code: "x", message: "Down." } });
    const mailsFor = async () => (await getDb().select().from(notifications).where(eq(notifications.kind, "module.failed"))).filter((row) => row.body.includes(module.id));
    for (const to of ["syncing", "failed", "syncing", "failed", "syncing", "failed"] as const) await move(to);
    expect((await mailsFor()).map((row) => row.recipient).sort()).toEqual(["ada@acme-mail.test", "bob@acme-mail.test"]);
    for (const to of ["syncing", "synced", "syncing", "failed", "syncing", "failed"] as const) await move(to);
    expect((await mailsFor()).map((row) => row.recipient).sort()).toEqual(["ada@acme-mail.test", "ada@acme-mail.test", "bob@acme-mail.test", "bob@acme-mail.test"]);
  });

  it("warns every token nearing expiry when there are more than one page of them", async () => {
    const tokens = await Promise.all(Array.from({ length: 7 }, () => issue(30)));
    const now = new Date(Math.max(...tokens.map((token) => token.record.expiresAt.getTime())) - 6 * DAY);
    await enqueueExpiryNotices({ now, pageSize: 3 });
    for (const token of tokens) {
      expect((await rowsOf(`token.expiring:7d:${token.record.id}`)).map((row) => row.recipient).sort()).toEqual(["ada@acme-mail.test", "bob@acme-mail.test"]);
    }
  });
});
