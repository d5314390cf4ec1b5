import type { NewRequestLogRow } from "../../platform/db/schema";

/**
 * One request as the adapters hand it to the log: already redacted, and whole (an /oauth/*
 * record carries the account and name of the client that authenticated there).
 */
export type RequestLogRecord = NewRequestLogRow;
