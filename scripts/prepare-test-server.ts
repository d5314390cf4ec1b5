// Prepares a database for an end-to-end test server, before the server opens it (the embedded
// database serves one process at a time): migrates, loads the demo data, and issues the access
// tokens the API specs use through the same services as the operator command line. The tokens
// are written to the JSON file named by the first argument.
import fs from "node:fs";
import path from "node:path";
import { createAccessToken } from "../lib/access-tokens/create-access-token";
import { revokeAccessToken } from "../lib/access-tokens/revoke-access-token";
import { getAccountBySlug } from "../lib/accounts/get-account-by-slug";
import { systemActor } from "../lib/audit/actor";
import { closeDb } from "../lib/db/client";
import { closeRedis } from "../lib/redis/client";
import { migrateDatabase } from "../lib/db/migrate";
import { grantExtendedLimit } from "../lib/rate-limits/grant-extended-limit";
import { seedDemoData } from "../lib/seed/seed-demo-data";
import type { AccessScope } from "../lib/db/schema";

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
};
await revokeAccessToken({ tokenId: tokens.acmeRevoked.id, actor });
await grantExtendedLimit({ tokenId: tokens.rateLimitExtended.id, actor });
fs.mkdirSync(path.dirname(outputPath), { recursive: true });
fs.writeFileSync(outputPath, JSON.stringify(tokens, null, 2), { mode: 0o600 });
await closeDb();
// Revoking and granting announced themselves to the caches over Redis when REDIS_URL is set:
// that connection too must close, or this process never exits and the server never starts.
await closeRedis();
process.stderr.write(`test server prepared; tokens in ${outputPath}\n`);
