import pino from "pino";
import { env } from "./env";

// Structured logs. Anything that could hold a secret is redacted by path, as a second line of
// defence: code never passes tokens, passwords or secrets to the logger in the first place.
export const logger = pino({
  level: env.NODE_ENV === "test" ? "silent" : env.LOG_LEVEL,
  base: { service: "module-integrations" },
  redact: {
    paths: [
      "authorization",
      "*.authorization",
      "headers.authorization",
      "headers.cookie",
      "req.headers.authorization",
      "req.headers.cookie",
      "password",
      "*.password",
      "token",
      "*.token",
      "secret",
      "*.secret",
    ],
    censor: "[redacted]",
  },
});
