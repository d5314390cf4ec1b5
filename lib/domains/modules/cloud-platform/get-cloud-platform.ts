import { env } from "../../../platform/env";
import type { CloudPlatformAdapter } from "./adapter";
import { LocalSimulatorCloudPlatform } from "./local-simulator";

let platform: CloudPlatformAdapter | undefined;

/**
 * The cloud platform this deployment talks to. Only the local simulator exists so far,
 * configured by SYNC_SIMULATOR_DURATION_MS and SYNC_SIMULATOR_FAILURE_RATE.
 */
export function getCloudPlatform(): CloudPlatformAdapter {
  platform ??= new LocalSimulatorCloudPlatform({
    durationMs: env.SYNC_SIMULATOR_DURATION_MS,
    failureRate: env.SYNC_SIMULATOR_FAILURE_RATE,
  });
  return platform;
}
