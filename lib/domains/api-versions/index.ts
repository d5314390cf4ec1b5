// What other domains and the adapters use of lib/domains/api-versions: the dated versions of /v1
// and the functions that shape answers, requests and events at one of them.

export type { ApiChange, ApiVersion, Json, OpenApiDocument } from "./api-change";
export { API_VERSIONS, KNOWN_API_VERSIONS, NEWEST_API_VERSION, OLDEST_API_VERSION, changesBetween, isKnownApiVersion } from "./api-versions";
export { documentAtVersion, eventDataAtVersion, requestAtNewest, responseAtVersion, responseDiffersAt } from "./transform";
export { DEPRECATIONS, deprecationsOf } from "./deprecations";
export type { Deprecation, DeprecationRegistry } from "./deprecations";
export { changelogVersions } from "./changelog";
export type { ChangelogVersion } from "./changelog";
