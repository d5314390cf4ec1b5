import type { Module } from "../../../platform/db/schema";
import { CodedError } from "../../../platform/errors/coded-error";

// The boundary to the cloud platform that actually moves a module's data and accepts its tokens.
// The app ships with a local simulator; a real platform client implements the same interface.

/** Called with 0–1 as a sync advances; may be called often, the runner throttles the writes. */
export type SyncProgressListener = (progress: number) => void | Promise<void>;

export interface SyncOutcome {
  recordsSynced: number;
}

export interface IssuedModuleToken {
  /** The secret the customer's system presents to the platform. Shown once, never stored. */
  token: string;
}

export interface CloudPlatformAdapter {
  /** Runs one sync of the module. Throws CloudPlatformError when the platform reports a failure. */
  runSync(module: Module, onProgress: SyncProgressListener): Promise<SyncOutcome>;
  /** Asks the platform for a new token for the module. */
  issueModuleToken(module: Module): Promise<IssuedModuleToken>;
}

/** A failure the platform reported; `code` and `message` are shown to the customer as `last_error`. */
export class CloudPlatformError extends CodedError<string> {}
