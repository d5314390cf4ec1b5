import type { Actor } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";

/**
 * Who changes their own second factors, and where it is journalled: the account the person is
 * working in (factors belong to the person, so one account's journal records each change).
 */
export interface SecurityContext {
  userId: string;
  accountId: string | null;
  actor: Actor;
  origin?: RequestOrigin;
}
