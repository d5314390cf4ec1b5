import { eq } from "drizzle-orm";
import { isKnownApiVersion, KNOWN_API_VERSIONS } from "../api-versions";
import type { Executor } from "../../platform/db/client";
import { accounts } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";

// An endpoint's /v1 version: its payloads are rendered at it (../shared/API.md, "Versions and
// changes"). A new endpoint takes its account's default; afterwards it moves on its own.

/** A version people chose for an endpoint (or a test event): one of ours, else a 422 at `pointer`. */
export function validateWebhookApiVersion(value: string, pointer = "#/api_version"): string {
  if (isKnownApiVersion(value)) return value;
  const detail = `Unknown API version "${value.slice(0, 40)}". Known versions: ${KNOWN_API_VERSIONS.join(", ")}.`;
  throw new AppError("validation_failed", `Invalid api_version: ${detail}`, [{ pointer, detail }]);
}

/** The account's default version, which a new endpoint starts at. */
export async function accountApiVersion(executor: Executor, accountId: string): Promise<string> {
  const [row] = await executor.select({ apiVersion: accounts.apiVersion }).from(accounts).where(eq(accounts.id, accountId));
  if (!row) throw new AppError("not_found", "No such account.");
  return row.apiVersion;
}
