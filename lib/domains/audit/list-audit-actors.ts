import { desc, eq } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { accessTokens, auditEntries, memberships, users } from "../../platform/db/schema";

export interface ListAuditActorsOptions {
  accountId: string;
}

export interface AuditActorChoice {
  /** What the journal filter takes: `actor_id` for people and tokens, `actor_type=system` for the operator. */
  filter: { actor_id: string } | { actor_type: "system" };
  label: string;
  type: "user" | "token" | "system";
}

/**
 * Who can be picked in the journal's Actor filter: everyone who appears in this account's
 * journal (people, access tokens, revoked ones included, and the operator's command line),
 * plus its current admins and tokens, by the names people know them by.
 */
export async function listAuditActors({ accountId }: ListAuditActorsOptions): Promise<AuditActorChoice[]> {
  const db = getDb();
  const [present, people, tokens] = await Promise.all([
    // One row per actor in the journal, with the name it had in its latest entry.
    db
      .selectDistinctOn([auditEntries.actorType, auditEntries.actorId], { type: auditEntries.actorType, id: auditEntries.actorId, display: auditEntries.actorDisplay })
      .from(auditEntries)
      .where(eq(auditEntries.accountId, accountId))
      .orderBy(auditEntries.actorType, auditEntries.actorId, desc(auditEntries.occurredAt)),
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.accountId, accountId)),
    db
      .select({ id: accessTokens.id, name: accessTokens.name, hint: accessTokens.tokenHint })
      .from(accessTokens)
      .where(eq(accessTokens.accountId, accountId)),
  ]);
  const choices = new Map<string, AuditActorChoice>();
  for (const person of people) choices.set(person.id, { filter: { actor_id: person.id }, label: `${person.name} (${person.email})`, type: "user" });
  for (const token of tokens) choices.set(token.id, { filter: { actor_id: token.id }, label: `${token.name} (${token.hint})`, type: "token" });
  let operator = false;
  for (const actor of present) {
    if (actor.type === "system") operator = true;
    // A person who left the account, or a token from before: the name the journal recorded.
    else if (actor.id && !choices.has(actor.id)) choices.set(actor.id, { filter: { actor_id: actor.id }, label: actor.display, type: actor.type });
  }
  const order = { user: 0, token: 1, system: 2 } as const;
  const sorted = [...choices.values()].sort((a, b) => order[a.type] - order[b.type] || a.label.localeCompare(b.label));
  return operator ? [...sorted, { filter: { actor_type: "system" }, label: "System (the operator)", type: "system" }] : sorted;
}
