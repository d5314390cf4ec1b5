import http from "node:http";

// A load at a steady rate: one request every 1/rate seconds, each on a keep-alive connection of a
// small pool, whatever the earlier ones are doing (an open loop, as real callers are). autocannon's
// `overallRate` instead sends each second's quota at the start of the second, back to back, so
// its p99 measures that burst's queue, not the server (the soak's first runs: p99 34–36 ms on an
// idle machine at 200 req/s, the log on and off alike). Latency is taken from the request's
// write to its answer's last byte, in fractions of a millisecond.

export interface PacedRequest {
  path: string;
  headers: Record<string, string>;
}

export interface PacedResult {
  sent: number;
  answered: number;
  non2xx: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
  /** The most any send started after its due time (the driver's own lag; large means the numbers say little). */
  maxLagMs: number;
}

export interface PacedOptions {
  port: number;
  rate: number;
  seconds: number;
  /** The `index`th request to send. */
  request: (index: number) => PacedRequest;
  /** Each answer's status and headers, e.g. to collect request ids. */
  onAnswer?: (status: number, headers: http.IncomingHttpHeaders) => void;
  /** Connections at most (default 16); a request beyond them waits for one, and that wait counts. */
  connections?: number;
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

export async function pacedLoad(options: PacedOptions): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections ?? 16 });
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let maxLagMs = 0;
  const inFlight = new Set<Promise<void>>();

  const send = (index: number): Promise<void> =>
    new Promise((resolve) => {
      const { path, headers } = options.request(index);
      const started = performance.now();
      const request = http.get({ host: "127.0.0.1", port: options.port, path, headers, agent }, (response) => {
        response.on("data", () => {});
        response.on("end", () => {
          latencies.push(performance.now() - started);
          if (response.statusCode! < 200 || response.statusCode! >= 300) non2xx++;
          options.onAnswer?.(response.statusCode!, response.headers);
          resolve();
        });
      });
      request.on("error", () => {
        errors++;
        resolve();
      });
    });

  const start = performance.now();
  for (let index = 0; index < total; index++) {
    const due = start + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    maxLagMs = Math.max(maxLagMs, performance.now() - due);
    const sending = send(index);
    inFlight.add(sending);
    void sending.then(() => inFlight.delete(sending));
  }
  await Promise.all(inFlight);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return { sent: total, answered: latencies.length, non2xx, errors, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? 0, maxLagMs };
}
