import type { RequestOrigin } from "../../../platform/http/request-origin";
import type { RequestedApiVersion } from "../api-version";
import type { ApiPrincipal } from "../principal";
import type { RateLimitOutcome } from "../rate-limit";

/** What each piece of the /v1 pipeline hands on to the next ones, and to the operation. */
export interface PipelineEnv {
  Variables: {
    requestId: string;
    /** The caller's address and browser, as the request tells them. */
    origin: RequestOrigin;
    /** Set once a bearer token is accepted. */
    principal: ApiPrincipal | undefined;
    /** The rate-limit window the request was counted in: its headers go on the answer, whatever it is. */
    limits: RateLimitOutcome | undefined;
    /** What the `Api-Version` header asked for; read the version through `resolvedApiVersion(context)`. */
    requestedApiVersion: RequestedApiVersion;
    /** The operation the route serves; unset outside one (an unknown path, OPTIONS, a wrong method). */
    operationId: string | undefined;
  };
}
