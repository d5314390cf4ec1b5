import { runAutocannon, warmUp } from "./run-autocannon";

// Two configurations of a server compared by loading them at the same time, half the connections
// each, rather than one after the other. On this machine (a VM whose two cores another tenant's
// load slows by up to 40 % for seconds at a time: the bare node:http server, a fixed body, measured
// 16 900 and 24 150 req/s in consecutive rounds of one run) a sequential ratio of two servers
// measures that weather as much as the servers. Side by side, both meet the same weather: the
// scheduler gives each the same share of the cores, so the ratio of their throughputs is the
// inverse ratio of what an answer costs each, which is what a cost on/off ratio asks.

export interface Side {
  /** Ports of the configuration's instances (instances of one build differ a little: pairs rotate through them). */
  ports: number[];
  headers?: Record<string, string>;
}

export interface SideBySideResult {
  /** b's req/s over a's, one per simultaneous run. */
  ratios: number[];
  median: number;
  /** The lowest and highest quarter's bounds: the spread of the runs. */
  lowerQuartile: number;
  upperQuartile: number;
  /** Requests each side's runs answered, in all (a log's record count checks against them). */
  answered: { a: number; b: number };
}

const quantile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.round((sorted.length - 1) * share))]!;

/** Half the connections each, at least one. */
export const sideConnections = (connections: number): number => Math.max(1, Math.floor(connections / 2));

/**
 * Loads an instance of `a` and one of `b` together for `seconds`, `connections / 2` each, for
 * every pairing of two different instances, `rounds` times; b's throughput over a's in each run.
 */
export async function sideBySide(url: (port: number) => string, a: Side, b: Side, options: { tokens: string[]; seconds: number; connections: number; rounds: number }): Promise<SideBySideResult> {
  // Never an instance beside itself: a pair is two processes, each with its share of the cores.
  const pairs = a.ports.flatMap((portA) => b.ports.filter((portB) => portB !== portA).map((portB) => [portA, portB] as const));
  const ratios: number[] = [];
  const answered = { a: 0, b: 0 };
  const half = sideConnections(options.connections);
  for (let round = 0; round < options.rounds; round++) {
    for (const [portA, portB] of pairs) {
      await Promise.all([warmUp(url(portA), options.tokens, half, { headers: a.headers }), warmUp(url(portB), options.tokens, half, { headers: b.headers })]);
      const [resultA, resultB] = await Promise.all([
        runAutocannon(url(portA), options.tokens, options.seconds, half, { headers: a.headers }),
        runAutocannon(url(portB), options.tokens, options.seconds, half, { headers: b.headers }),
      ]);
      if (resultA.non2xx + resultA.errors + resultB.non2xx + resultB.errors > 0) throw new Error(`side by side: non-2xx answers or errors on ${portA} or ${portB}`);
      if (resultA.requests === 0 || resultB.requests === 0) throw new Error(`side by side: no answer within the run on ${portA} or ${portB} (warm them first)`);
      ratios.push(resultB.requestsPerSecond / resultA.requestsPerSecond);
      answered.a += resultA.requests;
      answered.b += resultB.requests;
    }
  }
  const sorted = [...ratios].sort((x, y) => x - y);
  return { ratios, median: quantile(sorted, 0.5), lowerQuartile: quantile(sorted, 0.25), upperQuartile: quantile(sorted, 0.75), answered };
}

/** `0.962 (quartiles 0.941–0.987, 12 runs)` */
export const describeSideBySide = (result: SideBySideResult): string =>
  `${result.median.toFixed(3)} (quartiles ${result.lowerQuartile.toFixed(3)}–${result.upperQuartile.toFixed(3)}, ${result.ratios.length} runs)`;
