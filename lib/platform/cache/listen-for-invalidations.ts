import { subscribeToDatabase } from "../db/client";
import { INVALIDATION_CHANNEL, busState, deliver, parseInvalidation, setListening } from "./invalidation-bus";
import { detachedFromRequest } from "../log-context";
import { processGlobal } from "../process-globals";

// Where this process hears about changes: the database's own NOTIFY, sent by triggers in the
// writing transaction (migration 0007), through the process's one LISTEN client (lib/platform/db). On a
// server that is PostgreSQL LISTEN; on the embedded database, PGlite's in-process listen. While
// LISTEN does not hold the caches store nothing, and when it holds again they are emptied: a
// message missed during the gap can leave nothing stale behind.

const subscription = processGlobal<() => void>("invalidationListener");

/** Starts listening on first use; cheap to call on every request. */
export function ensureListening(): void {
  if (subscription.get()) return;
  // Started by the first request that reads a cache; what it hears is no request's.
  subscription.set(detachedFromRequest(() => subscribeToDatabase(INVALIDATION_CHANNEL, {
    onNotification: (payload) => {
      const invalidation = parseInvalidation(payload);
      if (invalidation) deliver(invalidation);
    },
    onListening: () => setListening(true),
    onLost: (closed) => {
      // A closed database takes its LISTEN client with it: the next use subscribes afresh.
      if (closed) subscription.delete();
      if (busState().listening) setListening(false);
    },
  })));
}

/**
 * Starts listening and resolves once messages arrive, or false after `timeoutMs`. Until then
 * nothing is cached; servers and tests wait for it to measure the steady state.
 */
export async function untilListening(timeoutMs = 5000): Promise<boolean> {
  ensureListening();
  const deadline = Date.now() + timeoutMs;
  while (!busState().listening && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  return busState().listening;
}
