import pino from "pino";

// How errors appear in a log line. A failed query's error (drizzle's DrizzleQueryError) carries
// the statement's values, in its `params` and at the end of its message and stack: an e-mail
// address, a token's hash, a member's name. The statement stays (it says what failed); its
// values are not logged.

const QUERY_VALUES = /\nparams: [\s\S]*?(?=\n\s+at |$)/;
const NOT_LOGGED = "\nparams: [not logged]";

const withoutQueryValues = (text: unknown): unknown => (typeof text === "string" ? text.replace(QUERY_VALUES, NOT_LOGGED) : text);

/** An error as pino's standard serializer writes it, without a failed query's values (its cause's too). */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return withoutQueryValues(error);
  const { params: _values, ...serialized } = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  return {
    ...serialized,
    message: withoutQueryValues(serialized.message),
    stack: withoutQueryValues(serialized.stack),
    ...(error.cause instanceof Error ? { cause: serializeError(error.cause) } : {}),
  };
}

/** The logger's serializers: `err` (an Error) and `error` (an Error or its message, as most lines pass it). */
export const logSerializers = { err: serializeError, error: serializeError };
