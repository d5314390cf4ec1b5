import autocannon from "autocannon";

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** Drives GET `url` for `seconds` with `connections`, rotating through the bearer tokens. */
export async function runAutocannon(url: string, tokens: string[], seconds: number, connections: number): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: "GET",
        // No tokens: anonymous requests (used to measure the framework's floor).
        setupRequest: (request) =>
          tokens.length ? { ...request, headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` } } : request,
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
