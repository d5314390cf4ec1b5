// What the adapters use of lib/domains/api-version-upgrades: the account's default /v1 version,
// what an upgrade would change and for whom, and the upgrade and its 72-hour rollback.
export { getAccountApiVersion } from "./get-account-api-version";
export { getApiVersionOverview } from "./get-api-version-overview";
export type { OldVersionCaller, OldVersionWebhook } from "./list-old-version-callers";
export { recordApiVersionPreview, rollBackApiVersion, upgradeApiVersion } from "./change-api-version";
