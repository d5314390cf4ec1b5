import type { Server } from "node:http";
import net from "node:net";
import { logger } from "../../platform/logger";

// A deploy stops the old process with SIGTERM while it still has requests in flight. Answering
// them all, rather than dropping them, is what makes a rolling deploy invisible to clients.

/** Above the 60 s idle timeout of common load balancers, so the server never closes a kept-alive
 * connection the balancer is about to reuse (the classic source of sporadic 502s). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Keep-alive and header timeouts for a server that sits behind a load balancer. */
export function configureServerTimeouts(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node requires headersTimeout above keepAliveTimeout, or a reused connection can be cut mid-request.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}

/** How long kept-alive connections stay open after SIGTERM for their clients' next request. */
const IDLE_GRACE_MS = 1000;

export interface GracefulShutdownOptions {
  /** Longest wait for requests in flight (and `onDrained`) before the process exits anyway. */
  timeoutMs: number;
  /** Runs once no request is left: stop background work, close pools. */
  onDrained?: () => Promise<void>;
  signals?: NodeJS.Signals[];
}

/**
 * On SIGTERM (or SIGINT): stops accepting connections, lets every request in flight finish,
 * answers requests on kept-alive connections with `Connection: close` (so clients reconnect
 * elsewhere), closes those still idle after a second, runs `onDrained`, then exits 0. Past
 * `timeoutMs` with requests still unanswered it cuts them and exits 1. Once every request is
 * answered the exit code is 0 whatever the clean-up does: a clean-up still running at
 * `timeoutMs` (closing pools whose connections a database outage cut, a worker slow to hand
 * back its work) is logged and cut short, but no request was lost, so a supervisor must not see
 * a crash. A second signal (a second or more later) exits at once. Returns the shutdown, for a
 * process that is told to stop some other way (`signals: []`).
 */
export function installGracefulShutdown(server: Server, options: GracefulShutdownOptions): (signal: NodeJS.Signals) => Promise<void> {
  let stoppingSince: number | null = null;
  // Requests arriving on an existing keep-alive connection while draining are still served,
  // but told to close the connection afterwards.
  server.prependListener("request", (_request, response) => {
    if (stoppingSince !== null && !response.headersSent) response.setHeader("Connection", "close");
  });

  const shutDown = async (signal: NodeJS.Signals) => {
    // A second signal means "now"; one within a second is the same signal delivered twice (to
    // the process group, and relayed by tsx).
    if (stoppingSince !== null) {
      if (Date.now() - stoppingSince > 1000) process.exit(1);
      return;
    }
    const startedAt = (stoppingSince = Date.now());
    logger.info({ signal, timeoutMs: options.timeoutMs }, "shutting down: finishing requests in flight");
    let drained = false;
    const deadline = setTimeout(() => {
      if (drained) {
        // Every request was answered; only the clean-up is late. Exiting 1 here made a clean
        // drain look like a crash (issue 37: after a database outage, closing the pools and
        // waiting for the customer area's process could outlast the deadline).
        logger.error({ timeoutMs: options.timeoutMs }, "clean-up after shutdown did not finish in time; every request was answered, exiting");
        process.exit(0);
      }
      logger.error({ timeoutMs: options.timeoutMs }, "shutdown timed out; closing the remaining connections");
      server.closeAllConnections();
      process.exit(1);
    }, options.timeoutMs);
    deadline.unref();
    // http.Server#close would also close idle keep-alive connections at once, racing a client
    // that is sending its next request on one (it sees ECONNRESET). net.Server#close only stops
    // accepting; for a grace period active clients get their answer with `Connection: close`
    // and reconnect elsewhere, and only connections still idle after it are closed.
    const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
    let idleSweep: NodeJS.Timeout | undefined;
    const grace = setTimeout(() => {
      server.closeIdleConnections();
      idleSweep = setInterval(() => server.closeIdleConnections(), 250);
      idleSweep.unref();
    }, IDLE_GRACE_MS);
    grace.unref();
    await closed;
    drained = true;
    clearTimeout(grace);
    clearInterval(idleSweep);
    try {
      await options.onDrained?.();
    } catch (error) {
      logger.error({ error: error instanceof Error ? error.message : String(error) }, "cleanup after shutdown failed");
    }
    logger.info({ ms: Date.now() - startedAt }, "shut down cleanly");
    process.exit(0);
  };
  for (const signal of options.signals ?? (["SIGTERM", "SIGINT"] as NodeJS.Signals[])) process.on(signal, shutDown);
  return shutDown;
}
