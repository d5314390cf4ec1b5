import type { FieldError } from "../../platform/errors/app-error";
import { publicOrigin, requestPageUrl } from "./customer-area-links";
import { plainResponse } from "./plain-response";

// RFC 9457 problem details: every /v1 error has this shape, with a stable `code` and the
// request id, and never a stack trace, SQL or an internal name.

export interface ProblemInit {
  status: number;
  code: string;
  title: string;
  detail: string;
  errors?: FieldError[];
  /** Members of this problem type beyond the standard ones (RFC 9457 §3.2), e.g. `known_versions`. */
  extensions?: Record<string, string | number | boolean | string[]>;
  /** Extra response headers, e.g. WWW-Authenticate, Allow, Retry-After. */
  headers?: Record<string, string>;
}

/** Thrown inside the /v1 pipeline to answer with a problem; turned into a problem response by the app's onError (lib/adapters/api/middleware/problem-on-error.ts). */
export class ProblemError extends Error {
  readonly init: ProblemInit;

  constructor(init: ProblemInit) {
    super(init.detail);
    this.name = "ProblemError";
    this.init = init;
  }
}

/** The page that explains every problem code, one anchor per code (app/docs/errors). */
const PROBLEM_DOCS_PATH = "/docs/errors";

/** Where a problem `type` points: that code's anchor on the errors page this server serves. */
export function problemTypeUri(code: string): string {
  return `${publicOrigin}${PROBLEM_DOCS_PATH}#${code}`;
}

/** Whether the answer's request is in the request log (/v1 and /oauth/*): only then does the problem link to its page. */
interface ProblemResponseOptions {
  inRequestLog?: boolean;
}

function problemBody(init: ProblemInit, requestId: string, inRequestLog: boolean) {
  return {
    type: problemTypeUri(init.code),
    title: init.title,
    status: init.status,
    detail: init.detail,
    code: init.code,
    request_id: requestId,
    // The request's page in the customer area's Requests page (its record, body and problem).
    ...(inRequestLog ? { request_url: requestPageUrl(requestId) } : {}),
    ...(init.errors?.length ? { errors: init.errors } : {}),
    ...init.extensions,
  };
}

export function problemResponse(init: ProblemInit, requestId: string, options: ProblemResponseOptions = {}): Response {
  const { body, headers } = problemParts(init, requestId, options);
  return plainResponse(body, init.status, headers);
}

/** The problem's body as text and its own headers: for a Response, or for an answer written to the socket itself. */
export function problemParts(init: ProblemInit, requestId: string, options: ProblemResponseOptions = {}): { body: string; headers: Record<string, string> } {
  return {
    body: JSON.stringify(problemBody(init, requestId, options.inRequestLog ?? true)),
    headers: { "Content-Type": "application/problem+json", ...init.headers },
  };
}
