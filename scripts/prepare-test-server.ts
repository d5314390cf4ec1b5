// Prepares a database for an end-to-end test server, before the server opens it (the embedded
// database serves one process at a time): migrates, loads the demo data, and issues the access
// tokens the API specs use through the same services as the operator command line. The tokens
// are written to the JSON file named by the first argument.
import fs from "node:fs";
import path from "node:path";
import { createAccessToken } from "../lib/domains/access-tokens/create-access-token";
import { revokeAccessToken } from "../lib/domains/access-tokens/revoke-access-token";
import { getAccountBySlug } from "../lib/domains/accounts/get-account-by-slug";
import { systemActor } from "../lib/domains/audit/actor";
import { closeDb } from "../lib/platform/db/client";
import { closeRedis } from "../lib/platform/redis/client";
import { migrateDatabase } from "../lib/platform/db/migrate";
import { grantExtendedLimit } from "../lib/domains/rate-limits/grant-extended-limit";
import { seedDemoData } from "../lib/domains/seed/seed-demo-data";
import { acmeDemo } from "../lib/domains/seed/demo-accounts";
import { seedDemoModules } from "../lib/domains/seed/seed-demo-modules";
import { OLDEST_API_VERSION } from "../lib/domains/api-versions";
import type { AccessScope } from "../lib/platform/schemas/vocabulary";
import { exportJWK, generateKeyPair } from "jose";
import { createOAuthClient } from "../lib/domains/oauth-clients/create-oauth-client";
import { createAccount } from "../lib/domains/accounts/create-account";
import { encryptSecret } from "../lib/platform/crypto/secret-box";
import { getDb } from "../lib/platform/db/client";
import { userTotp } from "../lib/platform/db/schema";
import { isAppError } from "../lib/platform/errors/app-error";
import { createUser } from "../lib/domains/users/create-user";
import { TWO_FACTOR_ACCOUNT, TWO_FACTOR_OWNER } from "../e2e/two-factor-e2e";
import { FIRST_VERSION_ACCOUNT, prepareFirstVersionAccount } from "./prepare-first-version-account";
import { API_VERSION_ACCOUNT, API_VERSION_OWNER } from "../e2e/api-version-e2e";

const outputPath = process.argv[2];
if (!outputPath) throw new Error("usage: prepare-test-server.ts <tokens.json>");

const actor = systemActor("e2e preparation");
const DAY = 86_400;

async function issue(slug: string, name: string, scopes: AccessScope[]) {
  const account = await getAccountBySlug({ slug });
  const created = await createAccessToken({ accountId: account.id, actor, name, scopes, expiresInSeconds: DAY });
  return { token: created.token, id: created.record.id, accountId: account.id };
}

await migrateDatabase();
await seedDemoData();
await prepareFirstVersionAccount(actor);
// An account still on the first API version, as every account that existed before versions is,
// with one synced module: e2e/api/api-versions.spec.ts reads its answers in that version's shape.
const FIRST_VERSION_SLUG = "e2e-first-version";
const firstVersionAccount =
  (await getAccountBySlug({ slug: FIRST_VERSION_SLUG }).catch((error: unknown) => {
    if (isAppError(error, "not_found")) return null;
    throw error;
  })) ?? (await createAccount({ actor, slug: FIRST_VERSION_SLUG, name: "First Version Ltd", apiVersion: OLDEST_API_VERSION }));
await seedDemoModules({ accountId: firstVersionAccount.id, specs: acmeDemo.modules(new Date()).slice(0, 1), now: new Date() });
const tokens = {
  acmeReadWrite: await issue("acme", "e2e read-write", ["read", "write"]),
  acmeRead: await issue("acme", "e2e read-only", ["read"]),
  // The routing walk sends a few hundred requests: a quota of its own keeps other specs clear of it.
  routingWalk: await issue("acme", "e2e routing walk", ["read", "write"]),
  acmeWrite: await issue("acme", "e2e write-only", ["write"]),
  globexReadWrite: await issue("globex", "e2e globex", ["read", "write"]),
  acmeRevoked: await issue("acme", "e2e revoked", ["read"]),
  rateLimitDefault: await issue("acme", "e2e rate limit 600", ["read"]),
  rateLimitSplit: await issue("acme", "e2e rate limit across instances", ["read"]),
  rateLimitExtended: await issue("acme", "e2e rate limit 3000", ["read"]),
  leakReported: await issue("acme", "e2e leaked in public", ["read"]),
  // An account whose default API version is the first one (scripts/prepare-first-version-account.ts).
  firstVersionReadWrite: await issue(FIRST_VERSION_ACCOUNT.slug, "e2e first version", ["read", "write"]),
  firstVersionRead: await issue(FIRST_VERSION_SLUG, "e2e first version", ["read"]),
};
// OAuth clients for e2e/api/oauth-clients.spec.ts: a secret client, a private_key_jwt client whose
// key pair jose makes here (the private half goes to the spec through the same 0600 file), and
// a client of its own for the shared-window rate-limit test.
async function secretClient(slug: string, name: string, scopes: AccessScope[]) {
  const account = await getAccountBySlug({ slug });
  const { client, secret } = await createOAuthClient({ accountId: account.id, actor, name, scopes, authentication: { method: "client_secret" } });
  return { clientId: client.id, secret: secret!, accountId: account.id };
}
async function keyClient(slug: string, name: string) {
  const account = await getAccountBySlug({ slug });
  const { publicKey, privateKey } = await generateKeyPair("ES256", { extractable: true });
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: "e2e-1", alg: "ES256", use: "sig" }] });
  const { client } = await createOAuthClient({ accountId: account.id, actor, name, scopes: ["read"], authentication: { method: "private_key_jwt", jwks } });
  return { clientId: client.id, privateJwk: { ...(await exportJWK(privateKey)), kid: "e2e-1", alg: "ES256" }, accountId: account.id };
}
const oauthClients = {
  acmeSecret: await secretClient("acme", "e2e oauth secret client", ["read", "write"]),
  acmeKey: await keyClient("acme", "e2e oauth key client"),
  globexSecret: await secretClient("globex", "e2e oauth globex client", ["read"]),
  rateLimitShared: await secretClient("acme", "e2e oauth rate limit", ["read"]),
  // The client every deliberately wrong secret names. Ten failures per client and address block
  // that pair for 5 minutes, and every spec calls from 127.0.0.1: refusals aimed at acmeSecret
  // added up across specs and blocked the clients' live tests that need it to work.
  refusalTarget: await secretClient("acme", "e2e oauth refusal target", ["read"]),
  firstVersionSecret: await secretClient(FIRST_VERSION_ACCOUNT.slug, "e2e oauth first version", ["read", "write"]),
};
// The two-factor policy's account (e2e/two-factor-e2e.ts): an owner with an authenticator app.
const twoFactorAccount = await getAccountBySlug({ slug: TWO_FACTOR_ACCOUNT.slug }).catch((error: unknown) => {
  if (isAppError(error, "not_found")) return null;
  throw error;
});
if (!twoFactorAccount) {
  const account = await createAccount({ actor, ...TWO_FACTOR_ACCOUNT });
  const { user } = await createUser({ accountId: account.id, actor, email: TWO_FACTOR_OWNER.email, password: TWO_FACTOR_OWNER.password, role: "owner", name: "Tess Owner" });
  await getDb().insert(userTotp).values({ userId: user.id, secretSealed: encryptSecret(TWO_FACTOR_OWNER.totpSecret, user.id), confirmedAt: new Date() });
}
// The API version spec's account (e2e/api-version-e2e.ts), on the first version, with an owner and a
// token of its own: the spec upgrades and rolls it back, which e2e-first-version's specs must not see.
const apiVersionAccount = await getAccountBySlug({ slug: API_VERSION_ACCOUNT.slug }).catch((error: unknown) => {
  if (isAppError(error, "not_found")) return null;
  throw error;
});
if (!apiVersionAccount) {
  const account = await createAccount({ actor, ...API_VERSION_ACCOUNT });
  await createUser({ accountId: account.id, actor, email: API_VERSION_OWNER.email, password: API_VERSION_OWNER.password, role: "owner", name: "Vera Versions" });
  // One synced module: its sync state is what the first dated change renamed.
  const activatedAt = new Date(Date.now() - 90 * DAY * 1000);
  await seedDemoModules({ accountId: account.id, now: new Date(), specs: [{ key: "crm", name: "CRM", monthlyPrice: 9900, activatedAt, state: "synced", recordsSynced: 1_200 }] });
}
const apiVersionRead = await issue(API_VERSION_ACCOUNT.slug, "e2e versions sync", ["read"]);
await revokeAccessToken({ tokenId: tokens.acmeRevoked.id, actor });
await grantExtendedLimit({ tokenId: tokens.rateLimitExtended.id, actor });
fs.mkdirSync(path.dirname(outputPath), { recursive: true });
fs.writeFileSync(outputPath, JSON.stringify({ ...tokens, apiVersionRead, oauthClients }, null, 2), { mode: 0o600 });
await closeDb();
// Revoking and granting announced themselves to the caches over Redis when REDIS_URL is set:
// that connection too must close, or this process never exits and the server never starts.
await closeRedis();
process.stderr.write(`test server prepared; tokens in ${outputPath}\n`);
