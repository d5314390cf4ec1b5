import { isDatabaseUnavailableError } from "../../platform/db/database-unavailable";
import { AttemptsThrottled } from "../../platform/errors/attempts-throttled";
import { logger } from "../../platform/logger";
import { OAuthError, oauthErrorResponse } from "./oauth-error";

/**
 * Runs one OAuth endpoint: its own errors become RFC 6749 §5.2 JSON (a throttled client
 * authentication invalid_client with Retry-After), a database outage a 503
 * with Retry-After, anything else a logged 500. Never logs the body: it holds secrets.
 */
export async function answerOAuthRequest(requestId: string, handle: () => Promise<Response>): Promise<Response> {
  let response: Response;
  try {
    response = await handle();
  } catch (error) {
    if (error instanceof OAuthError) response = oauthErrorResponse(error);
    else if (error instanceof AttemptsThrottled) {
      // Still RFC 6749's invalid_client (what every client library understands), with the wait.
      response = oauthErrorResponse(new OAuthError("invalid_client", error.message), { "Retry-After": String(error.retryAfterSeconds) });
    }
    else if (isDatabaseUnavailableError(error)) {
      response = oauthErrorResponse(new OAuthError("temporarily_unavailable", "The service is briefly unavailable. Try again shortly."), { "Retry-After": "5" });
    } else {
      logger.error({ err: error, requestId }, "OAuth endpoint failed");
      response = oauthErrorResponse(new OAuthError("server_error", "Something went wrong on our side."));
    }
  }
  response.headers.set("X-Request-Id", requestId);
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("Pragma", "no-cache");
  return response;
}
