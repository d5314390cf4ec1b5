import type { Deprecation } from "../../domains/api-versions";
import type { ApiPrincipal } from "./principal";

// What the pipeline reports when an authenticated call uses something being retired (a
// deprecated version, operation or query parameter): whoever tells the account's admins (the
// webhooks lane's weekly mail) records it from here. The report is made after the answer is
// built and never delays or fails it.

export interface DeprecatedCall {
  accountId: string;
  /** The credential that made the call, as the admins know it: an access token, an OAuth client, or a member of the customer area. */
  credential: { type: "access_token" | "oauth_client" | "user"; id: string; display: string };
  deprecations: Deprecation[];
  /** The operation called; null outside one (an unknown path, OPTIONS, a wrong method). */
  operationId: string | null;
  at: Date;
}

/** Records a deprecated call cheaply (a counter, an upsert): it runs after the answer, once per such request. */
export type NoteDeprecatedCall = (call: DeprecatedCall) => void | Promise<void>;

/** The credential a principal stands for: an OAuth client's tokens count as the client, since that is what its admins manage. */
export function credentialOf(principal: ApiPrincipal): DeprecatedCall["credential"] {
  if (principal.oauthClientId) return { type: "oauth_client", id: principal.oauthClientId, display: principal.actor.display };
  if (principal.tokenId) return { type: "access_token", id: principal.tokenId, display: principal.actor.display };
  return { type: "user", id: principal.actor.id ?? "unknown", display: principal.actor.display };
}
