// The actions the services record, with a label for people. The journal itself stores the
// machine name; an action missing here still shows (by its name), it just has no label.
export const auditActionLabels: Record<string, string> = {
  "user.signed_in": "Signed in",
  "user.signed_out": "Signed out",
  "user.sign_in_failed": "Sign-in failed",
  "user.created": "User created",
  "membership.created": "Member added",
  "account.created": "Account created",
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
};

export const auditActionLabel = (action: string): string => auditActionLabels[action] ?? action;
