import { and, eq, isNull } from "drizzle-orm";
import { createAccessToken } from "../access-tokens";
import type { Actor } from "../audit";
import { getDb } from "../../platform/db/client";
import { accessTokens } from "../../platform/db/schema";
import type { AccessScope } from "../../platform/schemas/vocabulary";

const DAY_SECONDS = 24 * 60 * 60;

const demoTokens: { name: string; scopes: AccessScope[]; days: number }[] = [
  { name: "CI pipeline", scopes: ["read", "write"], days: 30 },
  { name: "Reporting", scopes: ["read"], days: 90 },
];

export interface SeedDemoAccessTokensOptions {
  accountId: string;
  /** The demo admin, as if they had issued the tokens in the customer area. */
  actor: Actor;
}

/**
 * Issues the demo access tokens that are missing (matched by name among unrevoked tokens).
 * The secrets are dropped: the demo shows the list, and a visitor creates their own to try the API.
 */
export async function seedDemoAccessTokens(options: SeedDemoAccessTokensOptions): Promise<number> {
  let created = 0;
  for (const spec of demoTokens) {
    const [existing] = await getDb()
      .select({ id: accessTokens.id })
      .from(accessTokens)
      .where(
        and(
          eq(accessTokens.accountId, options.accountId),
          eq(accessTokens.name, spec.name),
          isNull(accessTokens.revokedAt),
        ),
      )
      .limit(1);
    if (existing) continue;
    await createAccessToken({
      accountId: options.accountId,
      actor: options.actor,
      name: spec.name,
      scopes: spec.scopes,
      expiresInSeconds: spec.days * DAY_SECONDS,
    });
    created++;
  }
  return created;
}
