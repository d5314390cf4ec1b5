import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccessToken } from "../access-tokens/create-access-token";
import { createAccount } from "../accounts/create-account";
import type { Deprecation } from "../api-versions";
import { systemActor } from "../audit/actor";
import { createOAuthClient } from "../oauth-clients/create-oauth-client";
import { createUser } from "../users/create-user";
import { getDb } from "../../platform/db/client";
import { deprecatedCalls, notifications } from "../../platform/db/schema";
import { enqueueDeprecationMails } from "./enqueue-deprecation-mails";
import { flushDeprecatedCalls, noteDeprecatedCall } from "./note-deprecated-call";

const actor = systemActor();
const DAY = 86_400_000;
const changelogUrl = "https://integrations.example.com/v1/changelog";
const oldVersion: Deprecation = { subject: "API version 2026-11-22", deprecatedAt: "2027-01-01T00:00:00Z", sunsetAt: "2028-01-01T00:00:00Z" };
const oldOperation: Deprecation = { subject: "operation listWebhooks", deprecatedAt: "2027-01-01T00:00:00Z", sunsetAt: "2028-02-01T00:00:00Z" };

let accountId: string;
let tokenId: string;

beforeAll(async () => {
  accountId = (await createAccount({ actor, slug: "deprecated-calls", name: "Acme" })).id;
  await createUser({ accountId, actor, email: "ada@deprecated.test", password: "correct horse battery", name: "Ada" });
  await createUser({ accountId, actor, email: "bob@deprecated.test", password: "correct horse battery", name: "Bob" });
  tokenId = (await createAccessToken({ accountId, actor, name: "ERP nightly export", scopes: ["read"], expiresInSeconds: 90 * 86_400 })).record.id;
});

const rowsOf = (credentialId: string) => getDb().select().from(deprecatedCalls).where(and(eq(deprecatedCalls.accountId, accountId), eq(deprecatedCalls.credentialId, credentialId)));
const mails = () => getDb().select().from(notifications).where(and(eq(notifications.accountId, accountId), eq(notifications.kind, "api.deprecated_calls")));

describe("noting deprecated calls", () => {
  it("writes a credential's first call at once, then at most once a minute with the calls counted between", async () => {
    const credential = { credentialId: "tok_01jd4y3k6efq9b8c1m2n3p4q5z" };
    const start = new Date("2030-01-01T10:00:00Z");
    await noteDeprecatedCall({ accountId, ...credential, deprecations: [oldVersion], now: start });
    expect(await rowsOf(credential.credentialId)).toMatchObject([{ subject: oldVersion.subject, callCount: 1, sunsetAt: oldVersion.sunsetAt, firstSeenAt: start, lastSeenAt: start }]);

    for (let second = 1; second <= 3; second++) {
      await noteDeprecatedCall({ accountId, ...credential, deprecations: [oldVersion], now: new Date(start.getTime() + second * 1000) });
    }
    expect((await rowsOf(credential.credentialId))[0]!.callCount).toBe(1);

    const later = new Date(start.getTime() + 61_000);
    await noteDeprecatedCall({ accountId, ...credential, deprecations: [oldVersion, oldOperation], now: later });
    const rows = await rowsOf(credential.credentialId);
    expect(rows.map((row) => [row.subject, row.callCount, row.lastSeenAt.toISOString()])).toEqual([
      [oldVersion.subject, 5, later.toISOString()],
      [oldOperation.subject, 1, later.toISOString()],
    ]);
    await getDb().delete(deprecatedCalls).where(eq(deprecatedCalls.credentialId, credential.credentialId));
  });

  it("notes nothing without a credential or a deprecation", async () => {
    const now = new Date("2030-01-01T10:00:00Z");
    await noteDeprecatedCall({ accountId, credentialId: null, deprecations: [oldVersion], now });
    await noteDeprecatedCall({ accountId, credentialId: "tok_current", deprecations: [], now });
    await flushDeprecatedCalls(now);
    expect(await rowsOf("tok_current")).toHaveLength(0);
    await getDb().delete(deprecatedCalls).where(eq(deprecatedCalls.accountId, accountId));
  });
});

describe("the weekly deprecation mail", () => {
  it("mails every admin once a week at most, naming each token and OAuth client and what it called", async () => {
    const { client } = await createOAuthClient({ accountId, actor, name: "Zapier", scopes: ["read"], authentication: { method: "client_secret" } });
    const monday = new Date("2031-03-03T09:00:00Z");
    await noteDeprecatedCall({ accountId, credentialId: tokenId, deprecations: [oldVersion, oldOperation], now: monday });
    await noteDeprecatedCall({ accountId, credentialId: client.id, deprecations: [oldVersion], now: monday });

    expect(await enqueueDeprecationMails({ now: monday, changelogUrl })).toBe(1);
    const sent = await mails();
    expect(sent.map((mail) => mail.recipient).sort()).toEqual(["ada@deprecated.test", "bob@deprecated.test"]);
    const [mail] = sent;
    expect(mail!.subject).toBe("2 integrations call parts of the API that are being retired");
    expect(mail!.body).toContain('Access token "ERP nightly export" (');
    expect(mail!.body).toContain(`OAuth client "Zapier" (${client.id})`);
    expect(mail!.body).toContain("- API version 2026-11-22: retired on 2028-01-01");
    expect(mail!.body).toContain("- operation listWebhooks: retired on 2028-02-01");
    expect(mail!.body).toContain(changelogUrl);

    // Calls go on all week: no second mail until 7 days after the first.
    const friday = new Date(monday.getTime() + 4 * DAY);
    await noteDeprecatedCall({ accountId, credentialId: tokenId, deprecations: [oldVersion], now: friday });
    expect(await enqueueDeprecationMails({ now: friday, changelogUrl })).toBe(0);
    const nextWeek = new Date(monday.getTime() + 7 * DAY + 60_000);
    expect(await enqueueDeprecationMails({ now: nextWeek, changelogUrl })).toBe(1);
    const second = (await mails()).filter((each) => each.dedupeKey !== mail!.dedupeKey);
    expect(second).toHaveLength(2);
    expect(second[0]!.subject).toBe("An integration calls parts of the API that are being retired");
    expect(second[0]!.body).not.toContain("Zapier");

    // Once the calls stop, the mails stop.
    expect(await enqueueDeprecationMails({ now: new Date(nextWeek.getTime() + 8 * DAY), changelogUrl })).toBe(0);
  });

  it("mails a person who administers two such accounts once for each, in the same pass", async () => {
    // Mails are deduplicated per person and key: a key without the account made the second
    // account's mail a duplicate of the first's, and that account was marked as mailed anyway.
    const accounts = [];
    for (const slug of ["deprecated-calls-east", "deprecated-calls-west"]) {
      const account = (await createAccount({ actor, slug, name: slug })).id;
      await createUser({ accountId: account, actor, email: "cleo@deprecated.test", password: "correct horse battery", name: "Cleo" });
      const token = (await createAccessToken({ accountId: account, actor, name: `${slug} export`, scopes: ["read"], expiresInSeconds: 90 * 86_400 })).record.id;
      accounts.push({ account, token });
    }
    const now = new Date("2033-05-02T09:00:00Z");
    for (const { account, token } of accounts) await noteDeprecatedCall({ accountId: account, credentialId: token, deprecations: [oldVersion], now });
    expect(await enqueueDeprecationMails({ now, changelogUrl })).toBe(2);
    const cleo = await getDb().select().from(notifications).where(and(eq(notifications.recipient, "cleo@deprecated.test"), eq(notifications.kind, "api.deprecated_calls")));
    expect(cleo.map((mail) => mail.accountId).sort()).toEqual(accounts.map(({ account }) => account).sort());
    expect(cleo.map((mail) => mail.body).sort()).toEqual([expect.stringContaining("deprecated-calls-east export"), expect.stringContaining("deprecated-calls-west export")]);
  });
});
