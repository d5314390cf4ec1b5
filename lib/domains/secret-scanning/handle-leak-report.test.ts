import { verify } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccessToken } from "../access-tokens/create-access-token";
import { generateAccessToken } from "../access-tokens/token-format";
import { systemActor } from "../audit/actor";
import { createAccount } from "../accounts/create-account";
import { getDb } from "../../platform/db/client";
import { accessTokens, auditEntries, events } from "../../platform/db/schema";
import { encodeDerEcdsaSignature, parseDerEcdsaSignature } from "./ecdsa-der-signature";
import { handleLeakReport, LeakReportRefused, MAX_LEAK_REPORT_BYTES } from "./handle-leak-report";
import { createLeakReportSigner } from "./leak-report-signer";
import { listLeakedTokens } from "./list-leaked-tokens";

const signer = createLeakReportSigner();
const publicKeys = { [signer.keyIdentifier]: signer.publicKeyPem };
const LEAK_URL = "https://github.com/octo/repo/blob/abc123/config.yml";
let accountId: string;

beforeAll(async () => {
  accountId = (await createAccount({ actor: systemActor(), slug: "acme-leaks", name: "Acme" })).id;
});

const issue = (name: string) => createAccessToken({ accountId, actor: systemActor(), name, scopes: ["read"], expiresInSeconds: 86_400 });

function report(items: { token: string; url?: string }[], sign = signer.sign) {
  const body = JSON.stringify(items.map((item) => ({ token: item.token, type: "mis_access_token", url: item.url ?? LEAK_URL, source: "content" })));
  return { body: Buffer.from(body), keyIdentifier: signer.keyIdentifier, signature: sign(body), publicKeys };
}

/** The order of P-256: (r, n − s) verifies wherever (r, s) does. */
const P256_ORDER = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;

function malleate(signature: string): string {
  const { r, s } = parseDerEcdsaSignature(Buffer.from(signature, "base64"))!;
  return encodeDerEcdsaSignature({ r, s: P256_ORDER - s }).toString("base64");
}

/** Signs until the base64 carries padding (DER shorter than 72 bytes), so dropping it is a change. */
function signPadded(body: string): string {
  for (;;) {
    const signature = signer.sign(body);
    if (signature.endsWith("=")) return signature;
  }
}

const tokenRow = async (id: string) => (await getDb().select().from(accessTokens).where(eq(accessTokens.id, id)))[0]!;
const leakedAudit = async (id: string) =>
  getDb().select().from(auditEntries).where(and(eq(auditEntries.resourceId, id), eq(auditEntries.action, "token.leaked")));

/** What the report came to: the verdicts, or the code it was refused with. */
const outcomeOf = (request: Parameters<typeof handleLeakReport>[0]) =>
  handleLeakReport(request).then(
    ({ verdicts }) => ({ accepted: verdicts }),
    (error: unknown) => {
      if (error instanceof LeakReportRefused) return { refused: error.code };
      throw error;
    },
  );

describe("handleLeakReport", () => {
  it("revokes a live token named in a signed report, audits where it leaked, and answers per token", async () => {
    const live = await issue("ci");
    const unknown = generateAccessToken();
    const outcome = await outcomeOf(report([{ token: live.token }, { token: unknown }, { token: "not-ours" }]));
    expect(outcome).toEqual({
      accepted: [
        { token_raw: live.token, token_type: "mis_access_token", label: "true_positive" },
        { token_raw: unknown, token_type: "mis_access_token", label: "false_positive" },
        { token_raw: "not-ours", token_type: "mis_access_token", label: "false_positive" },
      ],
    });
    expect((await tokenRow(live.record.id)).revokedAt).not.toBeNull();
    const audit = await leakedAudit(live.record.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorType: "system", actorDisplay: "GitHub secret scanning", metadata: { url: LEAK_URL, source: "content", revoked: true } });
    expect(JSON.stringify(audit)).not.toContain(live.token);
    const emitted = await getDb().select().from(events).where(and(eq(events.accountId, accountId), eq(events.type, "token.revoked")));
    expect(emitted.map((event) => event.data.id)).toContain(live.record.id);
    expect(await listLeakedTokens({ accountId })).toEqual([expect.objectContaining({ tokenId: live.record.id, url: LEAK_URL, name: "ci" })]);
  });

  it("revokes once when the same leak is reported again, and refuses the same signed request twice", async () => {
    const live = await issue("twice");
    const first = report([{ token: live.token }]);
    expect(await outcomeOf(first)).toMatchObject({ accepted: expect.any(Array) });
    const revokedAt = (await tokenRow(live.record.id)).revokedAt;
    expect(await outcomeOf(first)).toMatchObject({ refused: "replayed" });
    // A genuine resend carries a fresh signature (ECDSA is randomised): the same answer, no second revocation.
    const again = await outcomeOf(report([{ token: live.token }]));
    expect(again).toMatchObject({ accepted: [{ label: "true_positive" }] });
    expect((await tokenRow(live.record.id)).revokedAt).toEqual(revokedAt);
    expect(await leakedAudit(live.record.id)).toHaveLength(1);
  });

  it("refuses the same report re-signed as unpadded base64 or as the malleated (r, n − s) as a replay", async () => {
    const live = await issue("reencoded");
    const first = report([{ token: live.token }], signPadded);
    const unpadded = first.signature.replace(/=+$/, "");
    const malleated = malleate(first.signature);
    // Both really verify (Buffer.from reads unpadded base64 alike; OpenSSL accepts either s), so the bypass was real.
    const verifies = (signature: string) => verify("sha256", first.body, { key: signer.publicKeyPem, dsaEncoding: "der" }, Buffer.from(signature, "base64"));
    expect([verifies(unpadded), verifies(malleated), malleated !== first.signature]).toEqual([true, true, true]);

    expect(await outcomeOf(first)).toMatchObject({ accepted: expect.any(Array) });
    const revokedAt = (await tokenRow(live.record.id)).revokedAt;
    for (const signature of [unpadded, malleated, malleated.replace(/=+$/, "")]) {
      expect(await outcomeOf({ ...first, signature })).toMatchObject({ refused: "replayed" });
    }
    expect((await tokenRow(live.record.id)).revokedAt).toEqual(revokedAt);
    expect(await leakedAudit(live.record.id)).toHaveLength(1);
    const revokedEvents = await getDb().select().from(events).where(and(eq(events.accountId, accountId), eq(events.type, "token.revoked")));
    expect(revokedEvents.filter((event) => event.data.id === live.record.id)).toHaveLength(1);
  });

  it("refuses bad signatures, unknown keys, oversized and malformed bodies, touching nothing", async () => {
    const live = await issue("safe");
    const other = createLeakReportSigner(signer.keyIdentifier);
    expect(await outcomeOf(report([{ token: live.token }], other.sign))).toMatchObject({ refused: "invalid_signature" });
    const signed = report([{ token: live.token }]);
    expect(await outcomeOf({ ...signed, keyIdentifier: "unknown-key" })).toMatchObject({ refused: "invalid_signature" });
    expect(await outcomeOf({ ...signed, signature: null })).toMatchObject({ refused: "invalid_signature" });
    expect(await outcomeOf({ ...signed, signature: "!!notbase64" })).toMatchObject({ refused: "invalid_signature" });
    expect(await outcomeOf({ ...signed, body: Buffer.from(signed.body.toString().replace("content", "commit")) })).toMatchObject({ refused: "invalid_signature" });
    expect(await outcomeOf({ ...signed, publicKeys: {} })).toMatchObject({ refused: "invalid_signature" });
    const huge = Buffer.alloc(MAX_LEAK_REPORT_BYTES + 1, 32);
    expect(await outcomeOf({ ...signed, body: huge, signature: signer.sign(huge.toString()) })).toMatchObject({ refused: "payload_too_large" });
    const notJson = "[{";
    expect(await outcomeOf({ ...signed, body: Buffer.from(notJson), signature: signer.sign(notJson) })).toMatchObject({ refused: "malformed_json" });
    const wrongShape = JSON.stringify({ token: live.token });
    expect(await outcomeOf({ ...signed, body: Buffer.from(wrongShape), signature: signer.sign(wrongShape) })).toMatchObject({ refused: "validation_failed" });
    expect((await tokenRow(live.record.id)).revokedAt).toBeNull();
  });

  it("answers false_positive for a token revoked or expired before the report, and leaves it be", async () => {
    const earlier = await issue("earlier");
    await getDb().update(accessTokens).set({ revokedAt: new Date(Date.now() - 60_000) }).where(eq(accessTokens.id, earlier.record.id));
    const outcome = await outcomeOf(report([{ token: earlier.token }]));
    expect(outcome).toMatchObject({ accepted: [{ label: "false_positive" }] });
    expect(await leakedAudit(earlier.record.id)).toHaveLength(0);
  });
});
