import { and, desc, eq, getTableColumns } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { requestLog } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { occurredAtText, type RequestLogEntry } from "./list-requests";

export interface GetRequestOptions {
  /** Tenancy: another account's request id is not found. */
  accountId: string;
  requestId: string;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The account's record of one request (the newest, should a caller have sent one id twice); not_found otherwise. */
export async function getRequestOrThrow(options: GetRequestOptions): Promise<RequestLogEntry> {
  const notFound = new AppError("not_found", "There is no request with this id in the account's request log.");
  if (!REQUEST_ID.test(options.requestId)) throw notFound;
  const [row] = await getDb()
    .select({ ...getTableColumns(requestLog), occurredAtText })
    .from(requestLog)
    .where(and(eq(requestLog.accountId, options.accountId), eq(requestLog.requestId, options.requestId)))
    .orderBy(desc(requestLog.occurredAt))
    .limit(1);
  if (!row) throw notFound;
  return row;
}
