import { membershipRoles, roleMay } from "../../platform/schemas/roles";

/**
 * Who is mailed: the members who can act on what the mails report (tokens, webhooks, modules):
 * owners, admins and developers. Not viewers, who could only read that something needs doing.
 */
export const NOTIFIED_ROLES = membershipRoles.filter((role) => roleMay(role, "manage_tokens"));
