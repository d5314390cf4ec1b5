import type { SignInMethod } from "./sign-in-methods";
import type { AccessScope, MembershipRole, SyncState } from "./vocabulary";

// Every action the audit journal records, and the metadata each carries: a recordAuditEntry
// call with an action not listed here, or metadata of another shape, does not compile. The
// journal stores the action's name and the metadata as JSON; metadata is never a secret
// (hints and ids only). Labels for people are in lib/domains/audit/audit-actions.ts.

type Iso = string;
type BillingDetails = { company_name: string | null; billing_address: string[] | null; country: string | null; vat_id: string | null };
type TokenSummary = { name: string; token_hint: string };
type MemberChange = { email: string; role: MembershipRole };

interface AuditMetadataByAction {
  /** With the second step's trace: the recovery codes left after one was used, or the passkey used. */
  "user.signed_in": { method: SignInMethod; recovery_codes_left?: number; passkey_id?: string };
  "user.signed_out": {};
  "user.sign_in_failed": { reason: string; method?: SignInMethod; retry_after_seconds?: number };
  "user.created": { email: string; name: string | null };
  "membership.created": MemberChange;
  "membership.role_changed": { email: string; from: MembershipRole; to: MembershipRole };
  "membership.removed": MemberChange;
  "membership.left": MemberChange;
  "invitation.created": MemberChange & { by: MembershipRole };
  "invitation.resent": MemberChange;
  "invitation.revoked": MemberChange;
  "invitation.accepted": MemberChange;
  "user.password_reset_requested": {};
  "user.password_reset": {};
  "user.password_changed": { other_sessions_ended: number };
  "session.ended": { session_id: string; by: "self" };
  "session.others_ended": { ended: number };
  /** Sudo mode: a proof of identity given again (`method`: password, totp or passkey), or refused. */
  "session.identity_confirmed": { method: string };
  "session.identity_confirmation_failed": { method: string; reason: string };
  "user.passkey_added": { passkey_id: string; name: string };
  "user.passkey_removed": { passkey_id: string; name: string };
  "user.totp_added": {};
  "user.totp_removed": {};
  "user.recovery_codes_regenerated": {};
  "user.recovery_code_used": { recovery_codes_left?: number };
  "account.two_factor_policy_changed": { required: boolean };
  "account.billing_details_changed": { before: BillingDetails; after: BillingDetails };
  "account.created": { slug: string; name: string; currency: string; tax_rate_bps: number };
  /** The account's default /v1 version (lib/domains/api-version-upgrades): moved to a newer one, back within 72 hours, or tried in the explorer first. */
  "account.api_version_upgraded": { from: string; to: string };
  "account.api_version_rolled_back": { from: string; to: string };
  "account.api_version_previewed": { version: string };
  "token.created": TokenSummary & { scopes: AccessScope[]; expires_at: Iso };
  "token.revoked": TokenSummary;
  "token.leaked": TokenSummary & { url: string | null; source: string | null; revoked: true };
  "token.authentication_refused": { reason: "revoked" | "expired"; token_hint: string; suppressed_before: number };
  "module.token.rotated": { token_hint: string; grace_period_seconds: number; previous_token_expires_at: Iso | null };
  "module.sync.paused": { module_key: string; from: SyncState };
  "module.sync.resumed": { module_key: string };
  "module.sync.requested": { module_key: string; from_state: SyncState };
  "webhook.created": { url: string; events: string[]; description: string | null; api_version?: string };
  "webhook.deleted": { url: string; events: string[] };
  "webhook.updated": { changed: ("url" | "events" | "description" | "enabled" | "api_version")[]; previous_url?: string; api_version?: string; previous_api_version?: string };
  "webhook.enabled": { previous_disabled_reason: string | null };
  /** By an admin (`manual`), or by the deliverer for an endpoint gone or failing for days. */
  "webhook.disabled": { reason: "manual" } | { reason: "gone" | "failing"; delivery_id: string; failing_since: Iso | null };
  "webhook.secret_rotated": { previous_secret_expires_at: Iso };
  "webhook.delivery_resent": { delivery_id: string; event_id: string; previous_status: string };
  "webhook.recovered": { since: Iso; requeued: number };
  "webhook.test_sent": { event_id: string; delivery_id: string; event_type: string; api_version?: string };
  "rate_limit.extension_requested": LimitHolderName & { request_id: string; reason: string | null };
  "rate_limit.extended": ExtendedLimitDecision;
  "rate_limit.extension_revoked": ExtendedLimitDecision;
  "invoice.created": { number: string; period: string; total: number; currency: string };
  "oauth_client.created": { name: string; scopes: AccessScope[]; token_lifetime_seconds: number; auth_method: string; jwks_uri: string | null };
  "oauth_client.secret_rotated": { name: string; secret_hint: string; previous_secret_expires_at: Iso };
  "oauth_client.disabled": { name: string; revoked_tokens: number };
  "oauth_client.enabled": { name: string };
  "oauth_client.deleted": { name: string; revoked_tokens: number };
  "oauth_client.tokens_issued": { name: string; token_id: string; scopes: AccessScope[]; count: number; since: Iso | null };
  /** Retention (lib/domains/retention/): entries older than the cutoff removed, by the system. */
  "audit.entries_removed": { removed: number; cutoff: Iso; kept_months: number };
}

/** A token's limit names the token, an OAuth client's the client. */
type LimitHolderName = { token_name: string } | { client_name: string };
type ExtendedLimitDecision = LimitHolderName & { rate_limit_per_minute: number; previous_rate_limit_per_minute: number; answered_request_id: string | null };

export type AuditAction = keyof AuditMetadataByAction;
export type AuditMetadata<A extends AuditAction> = AuditMetadataByAction[A];
