import { serverPublicOrigin } from "../../platform/http/public-origin";

// Links from the API's answers into the customer area and its docs, on the configured public origin.

export const publicOrigin = serverPublicOrigin();

/** A request's page in the customer area: the Requests page, opened on that request. */
export const requestPageUrl = (requestId: string): string => `${publicOrigin}/requests?request_id=${encodeURIComponent(requestId)}`;
