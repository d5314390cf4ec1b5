import type { components } from "./schema";

export type Problem = components["schemas"]["Problem"];

/** An RFC 9457 problem answered by the API, as an exception with its stable `code`. */
export class IntegrationsApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly requestId: string | undefined;
  readonly problem: Problem | undefined;

  constructor(status: number, problem: Problem | undefined) {
    super(problem ? `${problem.title}: ${problem.detail}` : `HTTP ${status}`);
    this.name = "IntegrationsApiError";
    this.status = status;
    this.code = problem?.code ?? "http_error";
    this.requestId = problem?.request_id;
    this.problem = problem;
  }
}

/** Returns `data` of an openapi-fetch result, or throws its problem as an IntegrationsApiError. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.response.ok && result.data !== undefined) return result.data;
  throw new IntegrationsApiError(result.response.status, result.error as Problem | undefined);
}
