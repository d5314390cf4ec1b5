import type { Module } from "../../../platform/db/schema";
import {
  CloudPlatformError,
  type CloudPlatformAdapter,
  type IssuedModuleToken,
  type SyncOutcome,
  type SyncProgressListener,
} from "./adapter";
import { generateModuleToken } from "./module-token-format";

export interface LocalSimulatorOptions {
  /** How long a simulated sync takes, in ms; 0 for instant (tests). */
  durationMs: number;
  /** Probability 0–1 that a sync fails: 0 never, 1 always. */
  failureRate: number;
  /** Uniform [0, 1) source; inject a fixed one for deterministic tests. Defaults to Math.random. */
  random?: () => number;
}

const STEPS = 10;

// Failures a real platform reports, so the customer area shows believable errors.
const simulatedFailures = [
  ["upstream_timeout", "The cloud platform did not answer in time."],
  ["rate_limited_upstream", "The cloud platform asked us to slow down."],
  ["invalid_credentials", "The cloud platform refused the module's token."],
] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A stand-in for the cloud platform, running in this process: syncs take `durationMs` in
 * ten progress steps and fail with probability `failureRate`; tokens are random `cpt_` values.
 */
export class LocalSimulatorCloudPlatform implements CloudPlatformAdapter {
  private readonly durationMs: number;
  private readonly failureRate: number;
  private readonly random: () => number;

  constructor(options: LocalSimulatorOptions) {
    if (!(options.durationMs >= 0)) throw new RangeError("durationMs must be 0 or more.");
    if (!(options.failureRate >= 0 && options.failureRate <= 1)) throw new RangeError("failureRate must be 0–1.");
    this.durationMs = options.durationMs;
    this.failureRate = options.failureRate;
    this.random = options.random ?? Math.random;
  }

  async runSync(_module: Module, onProgress: SyncProgressListener): Promise<SyncOutcome> {
    // Drawn up front so the outcome depends only on the random source, not on timing.
    const fails = this.random() < this.failureRate;
    const failAtStep = fails ? 1 + this.pick(STEPS - 1) : STEPS;
    const records = 100 + this.pick(4900);
    for (let step = 1; step <= STEPS; step++) {
      if (this.durationMs > 0) await sleep(this.durationMs / STEPS);
      if (step === failAtStep && fails) {
        const [code, message] = simulatedFailures[this.pick(simulatedFailures.length)]!;
        throw new CloudPlatformError(code, message);
      }
      await onProgress(step / STEPS);
    }
    return { recordsSynced: records };
  }

  /** An integer 0…n-1; clamped so an injected source that returns 1 stays in range. */
  private pick(n: number): number {
    return Math.min(n - 1, Math.floor(this.random() * n));
  }

  async issueModuleToken(_module: Module): Promise<IssuedModuleToken> {
    return { token: generateModuleToken() };
  }
}
