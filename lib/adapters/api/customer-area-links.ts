import { env } from "../../platform/env";
import { configuredPublicOrigin } from "../../platform/http/public-origin";

// Links from the API's answers into the customer area and its docs, on the configured public origin.

export const publicOrigin = configuredPublicOrigin(env.PUBLIC_ORIGIN, { hostname: env.HOSTNAME, port: String(env.PORT) });

/** A request's page in the customer area: the Requests page, opened on that request. */
export const requestPageUrl = (requestId: string): string => `${publicOrigin}/requests?request_id=${encodeURIComponent(requestId)}`;
