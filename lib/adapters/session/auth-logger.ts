import { CredentialsSignin } from "next-auth";
import { logger } from "../../platform/logger";
import { describeAuthError } from "../../domains/auth/describe-auth-error";

// Auth.js logs every refused sign-in as an error with a stack trace. A wrong password is the
// expected outcome of a form, already journalled by the sign-in service: one warning line.
// Anything else is an error with its cause (a provider's `invalid_grant`, an untrusted
// certificate): Auth.js' own message names only its error type ("CallbackRouteError").

export const authLogger = {
  error(error: Error & { type?: string; code?: string }) {
    if (error instanceof CredentialsSignin || error.type === "CredentialsSignin") {
      logger.warn({ reason: error.code ?? "credentials_signin" }, "sign-in refused");
      return;
    }
    // A callbackUrl that is no address (handlers.ts drops those first): the client's mistake, not ours.
    if (error.type === "InvalidCallbackUrl") {
      logger.warn({ code: "invalid_callback_url" }, "sign-in callbackUrl refused");
      return;
    }
    const described = describeAuthError(error);
    const cause = described.causes.at(-1);
    // The code rather than the class name, which the production build minifies.
    const because = cause
      ? `: ${cause.code ?? cause.name}${cause.status ? ` (HTTP ${cause.status})` : ""}${cause.error ? ` ${cause.error}` : ""}: ${cause.error_description ?? cause.message}`
      : "";
    logger.error({ auth: described, stack: error.stack }, `auth error ${described.type}${because}`);
  },
  warn(code: string) {
    logger.warn({ code }, "auth warning");
  },
  debug() {},
};
