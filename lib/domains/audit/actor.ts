import type { ActorType } from "../../platform/db/schema";
import type { RequestOrigin } from "../../platform/http/request-origin";

/** Who did something, as the audit journal shows it. */
export interface Actor {
  type: ActorType;
  /** `usr_…`, `tok_…`, or null for the system. */
  id: string | null;
  /** Human name at the time: an email, a token name, `operator (cli)`. */
  display: string;
}

export const systemActor = (display = "operator (cli)"): Actor => ({ type: "system", id: null, display });

/** Who acts, on which account and from where: what a service's options carry into its audit entries. */
export interface AuditParty {
  accountId: string | null;
  actor: Actor;
  origin?: RequestOrigin;
}

/** The acting party of a service's options, picked out for an audit entry: `{ ...auditParty(options), action, … }`. */
export function auditParty({ accountId, actor, origin }: AuditParty): AuditParty {
  return { accountId, actor, origin };
}

/** Actor and resource of an entry about a person's own user record (sign-in, sign-out, password): they are both. */
export function actingOnSelf(user: { id: string; email: string }): { actor: Actor; resource: { type: "user"; id: string } } {
  return { actor: { type: "user", id: user.id, display: user.email }, resource: { type: "user", id: user.id } };
}
