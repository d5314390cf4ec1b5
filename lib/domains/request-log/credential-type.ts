import { sql, type SQL } from "drizzle-orm";
import { requestLog, type RequestLogRow } from "../../platform/db/schema";
import type { CredentialType } from "../../platform/schemas/requests";

// Which kind of caller made a recorded request. A record holds no such column: the kind follows
// from which of its credential columns are set. The rule is written twice, once for a record
// read (credentialTypeOf) and once as the SQL that filters by it; both live here so they change
// together, and credential-type.test.ts holds them to the same answers.

type CredentialColumns = Pick<RequestLogRow, "tokenId" | "clientId" | "credentialName">;

/** The kind of caller of one record; null when the caller was never identified. */
export function credentialTypeOf(record: CredentialColumns): CredentialType | null {
  if (record.tokenId) return "access_token";
  if (record.clientId) return "oauth_client";
  if (record.credentialName) return "user";
  return null;
}

/** The same rule as a condition on `request_log`, for the list's `credential_type` filter. */
export const CREDENTIAL_TYPE_CONDITIONS: Record<CredentialType, SQL> = {
  access_token: sql`${requestLog.tokenId} is not null`,
  oauth_client: sql`${requestLog.tokenId} is null and ${requestLog.clientId} is not null`,
  user: sql`${requestLog.tokenId} is null and ${requestLog.clientId} is null and ${requestLog.credentialName} is not null`,
};
