import { NEWEST_API_VERSION } from "../../domains/api-versions";
import type { ApiPrincipal } from "./principal";
import type { CustomerAreaCaller } from "../v1-client/customer-area-transport-slot";

const CUSTOMER_AREA_RATE_LIMIT = 600;

/**
 * The principal a customer-area call runs as: the member, counted per user and account, with the
 * account's default API version (the newest when the caller does not know it). The customer
 * area's own calls name the newest version whatever the default (they are typed from the newest
 * document); a dashboard credential over HTTP (the explorer) without a header gets the default.
 */
export function customerAreaPrincipal(caller: CustomerAreaCaller, apiVersion: string = NEWEST_API_VERSION): ApiPrincipal {
  return {
    accountId: caller.accountId,
    scopes: caller.scopes,
    actor: { type: "user", id: caller.userId, display: caller.userEmail },
    rateLimit: CUSTOMER_AREA_RATE_LIMIT,
    rateLimitKey: `user:${caller.userId}:${caller.accountId}`,
    tokenId: null,
    origin: { ip: caller.ip, userAgent: caller.userAgent },
    role: caller.role,
    apiVersion,
  };
}
