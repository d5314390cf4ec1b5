import { env } from "../../platform/env";
import { detachedFromRequest } from "../../platform/log-context";
import { logger } from "../../platform/logger";
import { processGlobal } from "../../platform/process-globals";
import { postgresRequestLogWriter } from "./postgres-request-log-writer";
import { RequestLogBuffer } from "./request-log-buffer";
import type { RequestLogRecord } from "./request-log-record";
import type { RequestLogWriter } from "./request-log-writer";

// The process's one request log buffer (on globalThis: every bundled copy of lib/ records into
// it), flushed every REQUEST_LOG_FLUSH_MS by an unref'd timer and once more at shutdown.

interface RequestLogState {
  buffer: RequestLogBuffer;
  timer: NodeJS.Timeout;
  /** Records still being built (their bodies read after the answer went): a flush on demand waits for them. */
  building: Set<Promise<void>>;
}

const slot = processGlobal<RequestLogState>("requestLog");

export const requestLogEnabled = env.REQUEST_LOG === "on";

const state = (): RequestLogState => slot.get() ?? startState({ writer: postgresRequestLogWriter() });

export interface StartRequestLogOptions {
  writer: RequestLogWriter;
  /** Records held at most; default REQUEST_LOG_BUFFER. */
  capacity?: number;
}

/**
 * Starts the process's log on `writer`. The first record starts it on PostgreSQL's by itself; a
 * fault test starts it first on a server of its own, which it can stop. Returns its buffer.
 */
export const startRequestLog = (options: StartRequestLogOptions): RequestLogBuffer => startState(options).buffer;

function startState(options: StartRequestLogOptions): RequestLogState {
  const buffer = new RequestLogBuffer({ writer: options.writer, capacity: options.capacity ?? env.REQUEST_LOG_BUFFER });
  // Started by the first record, inside its request; the flushes are no request's.
  const timer = detachedFromRequest(() => setInterval(() => void buffer.flush(), env.REQUEST_LOG_FLUSH_MS));
  timer.unref();
  return slot.set({ buffer, timer, building: new Set() });
}

/** Keeps a record of a request; never waits and never throws. */
export function recordRequest(record: RequestLogRecord): void {
  state().buffer.add(record);
}

/** Keeps the record `building` resolves to, once it does (null: none); never throws. */
export function recordRequestWhenBuilt(building: Promise<RequestLogRecord | null>): void {
  const { building: inFlight, buffer } = state();
  const added = building.then(
    (record) => void (record && buffer.add(record)),
    () => undefined,
  );
  inFlight.add(added);
  void added.finally(() => inFlight.delete(added));
}

/** Writes what is held now, records still being built included (tests, and the shutdown); no-op when nothing was recorded. */
export async function flushRequestLog(): Promise<void> {
  const current = slot.get();
  if (!current) return;
  await Promise.all(current.building);
  await current.buffer.flush();
}

/** Figures of the buffer: written, dropped (full buffer) and held now. */
function requestLogCounts(): { written: number; dropped: number; held: number } {
  const buffer = slot.get()?.buffer;
  return { written: buffer?.written ?? 0, dropped: buffer?.dropped ?? 0, held: buffer?.size ?? 0 };
}

/** The shutdown's last flush; the timer stops. */
export async function stopRequestLog(): Promise<void> {
  const current = slot.get();
  if (!current) return;
  clearInterval(current.timer);
  await flushRequestLog();
  // What the process recorded, and what it lost to a full buffer (or still holds: a database down at shutdown).
  logger.info(requestLogCounts(), "request log stopped");
  slot.delete();
}
