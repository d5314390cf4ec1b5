import autocannon from "autocannon";

export interface LoadResult {
  requestsPerSecond: number;
  /** Answered in the run, all statuses. */
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  /** Paths (with query) to rotate through, e.g. every invoice; default: the path of `url`. */
  paths?: string[];
  /** Sent with every request, e.g. `If-None-Match` or `Accept`. */
  headers?: Record<string, string>;
}

/** Drives GET `url` for `seconds` with `connections`, rotating through the bearer tokens (and `paths`). */
export async function runAutocannon(url: string, tokens: string[], seconds: number, connections: number, options: LoadOptions = {}): Promise<LoadResult> {
  let next = 0;
  let nextPath = 0;
  const paths = options.paths;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: "GET",
        // No tokens: anonymous requests (used to measure the framework's floor).
        setupRequest: (request) => {
          const headers = { ...request.headers, ...options.headers };
          if (tokens.length) headers.authorization = `Bearer ${tokens[next++ % tokens.length]}`;
          return { ...request, headers, ...(paths?.length ? { path: paths[nextPath++ % paths.length] } : {}) };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
