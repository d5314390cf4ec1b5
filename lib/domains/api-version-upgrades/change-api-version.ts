import { eq } from "drizzle-orm";
import { isKnownApiVersion, KNOWN_API_VERSIONS } from "../api-versions";
import { invalidateAccountApiVersion } from "../accounts";
import { auditParty, recordAuditEntry, type Actor } from "../audit";
import { transactionInvalidating } from "../../platform/cache/invalidate-on-commit";
import { getDb, type Executor } from "../../platform/db/client";
import { accounts } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { ROLLBACK_WINDOW_MS } from "./rollback-window";

// Upgrading and rolling back the account's default /v1 version (issue 33, point 7). The caller
// (the server action) checks the role and sudo mode; both run in one transaction with their
// journal entry. Whatever caches the account's version learns of the change from the database's
// own announcement on commit; this process drops its copy on commit too, so the next request
// without `Api-Version` it serves (the page's own, right after) is at the new version.

export interface ChangeApiVersionOptions {
  accountId: string;
  actor: Actor;
  origin?: RequestOrigin;
  now?: Date;
}

export interface UpgradeApiVersionOptions extends ChangeApiVersionOptions {
  /** A known version newer than the account's (the page offers the newest). */
  to: string;
}

export interface ApiVersionChange {
  from: string;
  to: string;
  changedAt: Date;
}

const newer = (a: string, b: string) => KNOWN_API_VERSIONS.indexOf(a) > KNOWN_API_VERSIONS.indexOf(b);

/** Moves the account to a newer version; the one it leaves can be returned to for 72 hours. */
export async function upgradeApiVersion(options: UpgradeApiVersionOptions): Promise<ApiVersionChange> {
  if (!isKnownApiVersion(options.to)) {
    throw new AppError("validation_failed", `Unknown API version "${options.to}".`, [{ pointer: "#/to", detail: "Must be one of the dated versions of /v1." }]);
  }
  const changedAt = options.now ?? new Date();
  return transactionInvalidating(async (tx) => {
    const [account] = await tx.select({ version: accounts.apiVersion }).from(accounts).where(eq(accounts.id, options.accountId)).for("update");
    if (!account) throw new AppError("not_found", "That account does not exist.");
    if (!newer(options.to, account.version)) {
      throw new AppError("conflict", `The account is on API version ${account.version} already; ${options.to} is not newer.`);
    }
    const change = { from: account.version, to: options.to, changedAt };
    await applyVersionChange(tx, options, change, { previous: account.version, action: "account.api_version_upgraded" });
    return change;
  });
}

/**
 * Returns the account to the version its last upgrade left, within 72 hours of that upgrade.
 * Once rolled back there is nothing to roll back to: the next step is an upgrade again.
 */
export async function rollBackApiVersion(options: ChangeApiVersionOptions): Promise<ApiVersionChange> {
  const changedAt = options.now ?? new Date();
  return transactionInvalidating(async (tx) => {
    const [account] = await tx
      .select({ version: accounts.apiVersion, previous: accounts.apiVersionPrevious, changedAt: accounts.apiVersionChangedAt })
      .from(accounts)
      .where(eq(accounts.id, options.accountId))
      .for("update");
    if (!account) throw new AppError("not_found", "That account does not exist.");
    if (!account.previous || !account.changedAt) throw new AppError("conflict", "There is no upgrade to roll back.");
    if (changedAt.getTime() - account.changedAt.getTime() > ROLLBACK_WINDOW_MS) {
      throw new AppError("conflict", `The upgrade to ${account.version} was more than 72 hours ago; it can no longer be rolled back.`);
    }
    const change = { from: account.version, to: account.previous, changedAt };
    await applyVersionChange(tx, options, change, { previous: null, action: "account.api_version_rolled_back" });
    return change;
  });
}

/** Writes an upgrade or a rollback: the account's version, the one a rollback would return to, the journal entry. */
async function applyVersionChange(
  tx: Executor,
  options: ChangeApiVersionOptions,
  change: ApiVersionChange,
  how: { previous: string | null; action: "account.api_version_upgraded" | "account.api_version_rolled_back" },
): Promise<void> {
  await tx.update(accounts).set({ apiVersion: change.to, apiVersionPrevious: how.previous, apiVersionChangedAt: change.changedAt }).where(eq(accounts.id, options.accountId));
  invalidateAccountApiVersion(tx, options.accountId);
  await recordAuditEntry(tx, {
    ...auditParty(options),
    action: how.action,
    resource: { type: "account", id: options.accountId },
    metadata: { from: change.from, to: change.to },
  });
}

/** Journals "Try it in the explorer" at a version: who looked at the new behaviour before upgrading. */
export async function recordApiVersionPreview(options: ChangeApiVersionOptions & { version: string }): Promise<void> {
  if (!isKnownApiVersion(options.version)) {
    throw new AppError("validation_failed", `Unknown API version "${options.version}".`, [{ pointer: "#/version", detail: "Must be one of the dated versions of /v1." }]);
  }
  await recordAuditEntry(getDb(), {
    ...auditParty(options),
    action: "account.api_version_previewed",
    resource: { type: "account", id: options.accountId },
    metadata: { version: options.version },
  });
}
