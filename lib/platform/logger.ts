import pino from "pino";
import { env } from "./env";
import { logCorrelation } from "./log-context";
import { logSerializers } from "./log-serializers";

// Structured logs. Anything that could hold a secret is redacted by path, as a second line of
// defence: code never passes tokens, passwords or secrets to the logger in the first place.
export const logger = pino({
  level: env.NODE_ENV === "test" ? "silent" : env.LOG_LEVEL,
  base: { service: "module-integrations" },
  // trace_id, span_id and request_id on every line written inside a request or a job.
  mixin: logCorrelation,
  // A failed query's values (an e-mail, a hash) stay out of the line (log-serializers.ts).
  serializers: logSerializers,
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
