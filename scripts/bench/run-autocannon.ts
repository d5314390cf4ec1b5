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
  /** Header sets to rotate through, one per request in turn, e.g. one sampled traceparent in ten; on a clash they win over `headers`. */
  rotatingHeaders?: Record<string, string>[];
}

/**
 * Seconds of unmeasured load before each measured run, on the same instances (`warmUp`). An
 * instance left idle while others were measured has had its young generation shrunk by V8's
 * memory reducer (1 MiB where a loaded one holds 32, read from /metrics by
 * scripts/bench/telemetry-parts.ts) and code dropped by idle-time mark-compacts, so its first
 * seconds of load cost more CPU per answer while it regrows; which instance idled longest decided
 * part of every ratio. Warmed first, each run measures a server under steady load, as a deployed one is.
 */
export const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 2);

/** WARM_SECONDS of the load a measured run is about to put on `url`, its result dropped. */
export async function warmUp(url: string, tokens: string[], connections: number, options: LoadOptions = {}): Promise<void> {
  if (WARM_SECONDS > 0) await runAutocannon(url, tokens, WARM_SECONDS, connections, options);
}

/** Drives GET `url` for `seconds` with `connections`, rotating through the bearer tokens (and `paths`, and `rotatingHeaders`). */
export async function runAutocannon(url: string, tokens: string[], seconds: number, connections: number, options: LoadOptions = {}): Promise<LoadResult> {
  let next = 0;
  let nextPath = 0;
  let nextHeaders = 0;
  const { paths, rotatingHeaders } = options;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: "GET",
        // No tokens: anonymous requests (used to measure the framework's floor).
        setupRequest: (request) => {
          const headers = { ...request.headers, ...options.headers, ...(rotatingHeaders?.length ? rotatingHeaders[nextHeaders++ % rotatingHeaders.length] : {}) };
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
