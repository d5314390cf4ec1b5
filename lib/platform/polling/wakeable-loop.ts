import { isDatabaseUnavailableError } from "../db/database-unavailable";
import { onWork, type WorkChannel } from "./work-notifications";
import { logger } from "../logger";

// The shape every background worker shares: run a pass, then sleep until woken by a
// notification or until the safety-net poll; never two passes at once; a wake during a pass
// runs one more pass right after it. A failing pass (typically the database being away) does
// not kill anything: the loop backs off and retries, says once that it is degraded, and once
// that it has recovered. A folder of its own: the module and webhook workers are built on it,
// and lib/adapters/workers starts them, so it cannot live there without a circle.

const BACKOFF_MIN_MS = 500;
const BACKOFF_MAX_MS = 30_000;

export interface WakeableLoopOptions {
  /** For the log lines. */
  name: string;
  /** One pass; `signal` aborts when the loop is stopping, so a long pass can end early. */
  run: (signal: AbortSignal) => Promise<void>;
  /** Pause between passes when nothing wakes the loop. */
  pollMs: number;
  /** Notification channel that wakes the loop at once; polling alone when omitted. */
  wakeOn?: WorkChannel;
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 300);
}

/** Starts the loop (first pass at once); returns `stop`, which resolves once the pass under way ends. */
export function startWakeableLoop(options: WakeableLoopOptions): () => Promise<void> {
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let wokenDuringPass = false;
  let failingSince: number | null = null;
  let backoffMs = BACKOFF_MIN_MS;

  const onFailure = (error: unknown) => {
    if (failingSince === null) {
      failingSince = Date.now();
      const cause = isDatabaseUnavailableError(error) ? "database unavailable" : "pass failed";
      // Only the message: never request headers, signatures or payloads.
      logger.error({ worker: options.name, error: messageOf(error) }, `${options.name} degraded (${cause}); retrying with backoff`);
    } else {
      logger.debug({ worker: options.name, error: messageOf(error) }, `${options.name} still degraded`);
    }
    const delay = backoffMs;
    backoffMs = Math.min(backoffMs * 2, BACKOFF_MAX_MS);
    return delay;
  };

  const onSuccess = () => {
    if (failingSince !== null) {
      logger.info({ worker: options.name, degradedMs: Date.now() - failingSince }, `${options.name} recovered`);
    }
    failingSince = null;
    backoffMs = BACKOFF_MIN_MS;
  };

  const schedule = (delayMs: number) => {
    if (abort.signal.aborted) return;
    clearTimeout(timer);
    timer = setTimeout(pass, delayMs);
    timer.unref(); // a worker alone never keeps a process (a CLI, a test) alive
  };

  const pass = () => {
    if (running || abort.signal.aborted) return;
    clearTimeout(timer);
    wokenDuringPass = false;
    running = options
      .run(abort.signal)
      .then(
        () => {
          onSuccess();
          schedule(wokenDuringPass ? 0 : options.pollMs);
        },
        (error: unknown) => schedule(onFailure(error)),
      )
      .finally(() => (running = null));
  };

  const wake = () => {
    if (running) wokenDuringPass = true;
    // While degraded the backoff decides; a notification means the database is back anyway.
    else pass();
  };

  let unsubscribe = () => {};
  try {
    if (options.wakeOn) unsubscribe = onWork(options.wakeOn, wake);
  } catch (error) {
    logger.warn({ worker: options.name, error: messageOf(error) }, `${options.name}: no notifications, polling only`);
  }
  pass();

  return async () => {
    abort.abort();
    clearTimeout(timer);
    unsubscribe();
    await running;
  };
}
