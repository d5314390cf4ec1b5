import type { AuditAction } from "../../platform/schemas/audit-actions";
import { signInMethodLabels, signInMethods, type SignInMethod } from "../../platform/schemas/sign-in-methods";

// A label for people for each action the services record (lib/platform/schemas/audit-actions.ts): a
// new action without one does not compile. The journal stores the machine name, so an entry
// of an action since renamed still shows, by its name.
export const auditActionLabels: Record<AuditAction, string> = {
  "user.signed_in": "Signed in",
  "user.signed_out": "Signed out",
  "user.sign_in_failed": "Sign-in failed",
  "user.created": "User created",
  "membership.created": "Member added",
  "membership.role_changed": "Member's role changed",
  "membership.removed": "Member removed",
  "membership.left": "Member left the account",
  "invitation.created": "Invitation sent",
  "invitation.resent": "Invitation sent again",
  "invitation.revoked": "Invitation revoked",
  "invitation.accepted": "Invitation accepted",
  "user.password_reset_requested": "Password reset link sent",
  "user.password_reset": "Password reset; every session ended",
  "user.password_changed": "Password changed; other sessions ended",
  "session.ended": "Session ended by its owner",
  "session.others_ended": "All other sessions ended by their owner",
  "session.identity_confirmed": "Identity confirmed for a sensitive change",
  "session.identity_confirmation_failed": "Identity confirmation failed",
  "user.passkey_added": "Passkey added",
  "user.passkey_removed": "Passkey removed",
  "user.totp_added": "Authenticator app added",
  "user.totp_removed": "Authenticator app removed",
  "user.recovery_codes_regenerated": "Recovery codes replaced",
  "user.recovery_code_used": "Recovery code used",
  "account.two_factor_policy_changed": "Two-factor requirement changed",
  "account.billing_details_changed": "Billing details changed",
  "account.created": "Account created",
  "account.api_version_upgraded": "API version upgraded",
  "account.api_version_rolled_back": "API version rolled back",
  "account.api_version_previewed": "API version tried in the explorer",
  "token.created": "Access token created",
  "token.revoked": "Access token revoked",
  "token.leaked": "Access token found in public and revoked",
  "token.authentication_refused": "Authentication refused",
  "module.token.rotated": "Module token rotated",
  "module.sync.paused": "Module sync paused",
  "module.sync.resumed": "Module sync resumed",
  "module.sync.requested": "Module sync started by hand",
  "webhook.created": "Webhook created",
  "webhook.deleted": "Webhook deleted",
  "webhook.updated": "Webhook changed",
  "webhook.enabled": "Webhook enabled",
  "webhook.disabled": "Webhook disabled",
  "webhook.secret_rotated": "Webhook secret rotated",
  "webhook.delivery_resent": "Webhook delivery resent",
  "webhook.recovered": "Webhook deliveries recovered",
  "webhook.test_sent": "Webhook test event sent",
  "rate_limit.extension_requested": "Extended limit requested",
  "rate_limit.extended": "Extended limit granted",
  "rate_limit.extension_revoked": "Extended limit revoked",
  "invoice.created": "Invoice issued",
  "oauth_client.created": "OAuth client created",
  "oauth_client.secret_rotated": "OAuth client secret rotated",
  "oauth_client.disabled": "OAuth client disabled",
  "oauth_client.enabled": "OAuth client enabled",
  "oauth_client.deleted": "OAuth client deleted",
  "oauth_client.tokens_issued": "OAuth client obtained tokens",
  "audit.entries_removed": "Entries past the retention period removed",
};

/** The label of an entry; a sign-in says with what (its `method`), as "Signed in with a passkey". */
export function auditActionLabel(action: string, metadata?: Record<string, unknown> | null): string {
  const method = metadata?.method;
  if (action === "user.signed_in" && typeof method === "string" && isSignInMethod(method)) return signInMethodLabels[method];
  return (auditActionLabels as Record<string, string>)[action] ?? action;
}

const isSignInMethod = (value: string): value is SignInMethod => (signInMethods as readonly string[]).includes(value);
