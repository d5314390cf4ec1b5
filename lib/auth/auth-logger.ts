import { CredentialsSignin } from "next-auth";
import { logger } from "../logger";

// Auth.js logs every refused sign-in as an error with a stack trace. A wrong password is the
// expected outcome of a form, already journalled by the sign-in service: one warning line.
// Anything else is still an error, with its stack.

export const authLogger = {
  error(error: Error & { type?: string; code?: string }) {
    if (error instanceof CredentialsSignin || error.type === "CredentialsSignin") {
      logger.warn({ reason: error.code ?? "credentials_signin" }, "sign-in refused");
      return;
    }
    logger.error({ err: error }, "auth error");
  },
  warn(code: string) {
    logger.warn({ code }, "auth warning");
  },
  debug() {},
};
