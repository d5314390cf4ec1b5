import type { NewRequestLogRow } from "../../platform/db/schema";

/**
 * One request as the adapters hand it to the log: already redacted. `accountId` may be unknown
 * at /oauth/* (the client authenticated there): the writer fills it, and the client's name, from
 * the client id, in one query per batch.
 */
export type RequestLogRecord = NewRequestLogRow;
