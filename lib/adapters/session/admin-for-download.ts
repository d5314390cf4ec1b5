import { plainTextResponse } from "../customer-messages/plain-text-response";
import { getAdminContext, secondFactorMissingMessage, type AdminContext } from "./require-admin";

/**
 * For the customer area's route handlers (the audit and request-log exports, an invoice's PDF):
 * the signed-in admin, or the plain-text answer that refuses the request. Route handlers pass
 * through neither the dashboard's layout nor adminAction, which are where the account's
 * two-factor policy is kept for pages and actions, so it is kept here for downloads: a member
 * the policy waits on gets nothing but the setup page.
 */
export async function adminForDownload(signedOutMessage: string): Promise<AdminContext | Response> {
  const admin = await getAdminContext();
  if (!admin) return plainTextResponse(401, signedOutMessage);
  if (admin.secondFactorMissing) return plainTextResponse(403, secondFactorMissingMessage);
  return admin;
}
