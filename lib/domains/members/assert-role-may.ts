import { AppError } from "../../platform/errors/app-error";
import { roleMay, roleRefusal, type MembershipRole, type Permission } from "../../platform/schemas/roles";

/** Throws a `forbidden` AppError that reads as a sentence when the role lacks the permission. */
export function assertRoleMay(role: MembershipRole, permission: Permission): void {
  if (!roleMay(role, permission)) throw new AppError("forbidden", roleRefusal(role, permission));
}
