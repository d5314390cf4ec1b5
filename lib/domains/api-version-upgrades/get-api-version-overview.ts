import { eq } from "drizzle-orm";
import { changesBetween, isKnownApiVersion, NEWEST_API_VERSION, type ApiChange } from "../api-versions";
import { getDb } from "../../platform/db/client";
import { accounts } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { listOldVersionCallers, listOldVersionWebhooks, type OldVersionCaller, type OldVersionWebhook } from "./list-old-version-callers";
import { rollbackDeadline } from "./rollback-window";

export interface ApiVersionOverview {
  /** The version requests without `Api-Version` are served at. */
  version: string;
  newest: string;
  /** What an upgrade to the newest brings, oldest change first; empty on the newest. */
  changes: { version: string; change: ApiChange }[];
  /** The version a rollback returns to and until when; null when none is open. */
  rollback: { to: string; until: Date } | null;
  callers: OldVersionCaller[];
  webhooks: OldVersionWebhook[];
}

/** Everything the API version page shows, for one account. */
export async function getApiVersionOverview(options: { accountId: string; now?: Date }): Promise<ApiVersionOverview> {
  const now = options.now ?? new Date();
  const [account, callers, webhooks] = await Promise.all([
    getDb()
      .select({ apiVersion: accounts.apiVersion, apiVersionPrevious: accounts.apiVersionPrevious, apiVersionChangedAt: accounts.apiVersionChangedAt })
      .from(accounts)
      .where(eq(accounts.id, options.accountId))
      .then((rows) => rows[0]),
    listOldVersionCallers({ accountId: options.accountId, now }),
    listOldVersionWebhooks({ accountId: options.accountId }),
  ]);
  if (!account) throw new AppError("not_found", "That account does not exist.");
  const until = rollbackDeadline(account);
  return {
    version: account.apiVersion,
    newest: NEWEST_API_VERSION,
    changes: isKnownApiVersion(account.apiVersion) ? changesBetween(account.apiVersion, NEWEST_API_VERSION) : [],
    rollback: until && until > now && account.apiVersionPrevious ? { to: account.apiVersionPrevious, until } : null,
    callers,
    webhooks,
  };
}
