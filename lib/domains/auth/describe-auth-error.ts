// What went wrong in Auth.js, for the log: its error type, and the chain of causes beneath it
// (Auth.js wraps the real failure, say the provider's `invalid_grant` or a certificate the
// server does not trust, as `cause.err`). Only names, messages, codes and the OAuth `error`
// fields are kept: never a response body, callback parameters, tokens or cookies.

interface DescribedCause {
  name: string;
  message: string;
  code?: string;
  /** OAuth's error code and description, from the provider's answer. */
  error?: string;
  error_description?: string;
  /** The HTTP status of the provider's answer. */
  status?: number;
}

export interface DescribedAuthError {
  type: string;
  message: string;
  provider?: string;
  causes: DescribedCause[];
}

const MAX_DEPTH = 5;
const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 500) : undefined);

function describeCause(error: Error): DescribedCause {
  const fields = error as Error & Record<string, unknown>;
  const described: DescribedCause = { name: error.name, message: error.message.slice(0, 500) };
  const code = text(fields.code);
  if (code) described.code = code;
  const oauthError = text(fields.error);
  if (oauthError) described.error = oauthError;
  const description = text(fields.error_description);
  if (description) described.error_description = description;
  // oauth4webapi keeps the provider's Response as the cause of a non-conform answer: its status
  // only (its body and headers may hold anything).
  const response = fields.cause as { status?: unknown } | undefined;
  if (typeof fields.status === "number") described.status = fields.status;
  else if (response && !(response instanceof Error) && typeof response.status === "number") described.status = response.status;
  return described;
}

/** The next error beneath this one: Auth.js keeps it as `cause.err`, others as `cause`. */
function causeOf(error: Error): Error | undefined {
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error) return cause;
  const wrapped = (cause as { err?: unknown } | undefined)?.err;
  return wrapped instanceof Error ? wrapped : undefined;
}

export function describeAuthError(error: Error & { type?: string }): DescribedAuthError {
  const provider = text((error as { cause?: { provider?: unknown } }).cause?.provider);
  const causes: DescribedCause[] = [];
  for (let cause = causeOf(error); cause && causes.length < MAX_DEPTH; cause = causeOf(cause)) causes.push(describeCause(cause));
  return { type: error.type ?? error.name, message: error.message.slice(0, 500), ...(provider ? { provider } : {}), causes };
}
