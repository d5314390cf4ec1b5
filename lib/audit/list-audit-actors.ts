import { asc, desc, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { accessTokens, memberships, users } from "../db/schema";

export interface ListAuditActorsOptions {
  accountId: string;
}

export interface AuditActorChoice {
  /** The `actor_id` the journal filter takes. */
  id: string;
  label: string;
  type: "user" | "token";
}

/** Who can appear as an actor in this account's journal, by name: its admins, then its access tokens. */
export async function listAuditActors({ accountId }: ListAuditActorsOptions): Promise<AuditActorChoice[]> {
  const db = getDb();
  const [people, tokens] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.accountId, accountId))
      .orderBy(asc(users.name)),
    db
      .select({ id: accessTokens.id, name: accessTokens.name, hint: accessTokens.tokenHint })
      .from(accessTokens)
      .where(eq(accessTokens.accountId, accountId))
      .orderBy(desc(accessTokens.createdAt)),
  ]);
  return [
    ...people.map((person) => ({ id: person.id, label: `${person.name} (${person.email})`, type: "user" as const })),
    ...tokens.map((token) => ({ id: token.id, label: `${token.name} (${token.hint})`, type: "token" as const })),
  ];
}
