import { membershipRoles, type AccessScope, type MembershipRole } from "./vocabulary";

// What each role may do, defined once. The customer area hides what a role may not do, and the
// services, the server actions and the /v1 pipeline refuse it anyway with `roleRefusal`.
//
//   owner      everything, including other owners (the last owner cannot leave or be demoted)
//   admin      everything except granting, changing or removing owners
//   developer  access tokens and OAuth clients, module token rotation and sync, webhooks, the explorer with write
//   viewer     reads every page and downloads invoices; creates and changes nothing

export { membershipRoles, type MembershipRole };

export const permissions = [
  /** Every read: pages, invoices and their PDFs, the journal, `GET` on /v1. */
  "read",
  /** /v1 writes (module token rotation and sync, webhooks), the explorer with write. */
  "api_write",
  /** Access tokens (create, revoke, ask for the extended limit) and OAuth clients (create, rotate, disable, delete). */
  "manage_tokens",
  /** Pause and resume a module's sync (customer area only). */
  "operate_modules",
  /** Members and invitations of roles below owner. */
  "manage_members",
  /** Grant, change or remove the owner role. */
  "manage_owners",
  /** Company name, billing address, country, VAT id. */
  "manage_billing",
  /** The account's default /v1 version: upgrade and roll back. */
  "manage_api_version",
] as const;
export type Permission = (typeof permissions)[number];

const granted: Record<MembershipRole, readonly Permission[]> = {
  owner: permissions,
  admin: ["read", "api_write", "manage_tokens", "operate_modules", "manage_members", "manage_billing", "manage_api_version"],
  developer: ["read", "api_write", "manage_tokens", "operate_modules"],
  viewer: ["read"],
};

export function roleMay(role: MembershipRole, permission: Permission): boolean {
  return granted[role].includes(permission);
}

/** The /v1 scopes a role's dashboard credential may use. */
export function scopesForRole(role: MembershipRole): AccessScope[] {
  return roleMay(role, "api_write") ? ["read", "write"] : ["read"];
}

/** The roles a member of this role may give (by invitation or by a change of role). */
export function grantableRoles(role: MembershipRole): MembershipRole[] {
  if (roleMay(role, "manage_owners")) return [...membershipRoles];
  if (roleMay(role, "manage_members")) return membershipRoles.filter((candidate) => candidate !== "owner");
  return [];
}

export const roleLabels: Record<MembershipRole, string> = {
  owner: "Owner",
  admin: "Admin",
  developer: "Developer",
  viewer: "Viewer",
};

export const roleDescriptions: Record<MembershipRole, string> = {
  owner: "Everything, including other owners.",
  admin: "Everything except owners.",
  developer: "Access tokens, module tokens and sync, webhooks, the explorer with write.",
  viewer: "Reads every page and downloads invoices; changes nothing.",
};

const refusals: Record<Permission, string> = {
  read: "read this account",
  api_write: "change anything in this account",
  manage_tokens: "create or revoke access tokens",
  operate_modules: "pause or resume module syncs",
  manage_members: "manage members or invitations",
  manage_owners: "grant, change or remove the owner role",
  manage_billing: "change the billing details",
  manage_api_version: "change the account's API version",
};

/** "an owner", "a viewer": the role inside a sentence. */
export function roleWithArticle(role: MembershipRole): string {
  return `${role === "owner" || role === "admin" ? "an" : "a"} ${role}`;
}

/** "an owner", "an owner or admin", "an owner, admin or developer": whom to ask, by the roles that may. */
function rolesThatMay(permission: Permission): string {
  const roles: string[] = membershipRoles.filter((role) => roleMay(role, permission));
  const named = roles.length > 1 ? `${roles.slice(0, -1).join(", ")} or ${roles.at(-1)}` : roles[0]!;
  return `${roles[0] === "owner" || roles[0] === "admin" ? "an" : "a"} ${named}`;
}

/** The sentence a refusal reads as: "As a viewer you may not create or revoke access tokens. Ask an owner, admin or developer of the account." */
export function roleRefusal(role: MembershipRole, permission: Permission): string {
  return `As ${roleWithArticle(role)} you may not ${refusals[permission]}. Ask ${rolesThatMay(permission)} of the account.`;
}
