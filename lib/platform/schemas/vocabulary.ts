// The shared vocabulary of the domain, defined once. The zod schemas, the database enums
// (lib/platform/db/schema) and the customer area all take their values from here.

/** A module's synchronization state; see lib/domains/modules/sync-state-machine.ts for the transitions. */
export const syncStates = ["pending", "syncing", "synced", "failed", "paused"] as const;
export type SyncState = (typeof syncStates)[number];

/** What an access token may do: `GET` needs read, `POST`/`PATCH`/`DELETE` need write. */
export const accessScopes = ["read", "write"] as const;
export type AccessScope = (typeof accessScopes)[number];

/** Who made a change recorded in the audit journal. */
export const actorTypes = ["user", "token", "system"] as const;
export type ActorType = (typeof actorTypes)[number];

export const invoiceStatuses = ["open", "paid", "void"] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** The extended rate limit's request and the operator's decisions on it. */
export const rateLimitGrantStatuses = ["requested", "granted", "revoked"] as const;
export type RateLimitGrantStatus = (typeof rateLimitGrantStatuses)[number];

/** A mail in the outbox: waiting, sent, or recorded only (no SMTP server configured). */
export const notificationStatuses = ["pending", "sent", "recorded"] as const;

export const deliveryStatuses = ["pending", "succeeded", "failed"] as const;

/** A member's role in an account, most powerful first; what each may do is in lib/platform/schemas/roles.ts. */
export const membershipRoles = ["owner", "admin", "developer", "viewer"] as const;
export type MembershipRole = (typeof membershipRoles)[number];

/** How an OAuth client proves who it is at the token endpoint (RFC 6749 §2.3, RFC 7523). */
export const oauthClientAuthMethods = ["client_secret", "private_key_jwt"] as const;
