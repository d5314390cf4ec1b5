import type { ApiChange, ApiVersion } from "./api-change";
import { lastSucceededAt } from "./changes/2026-11-27-last-succeeded-at";

// Every dated version of /v1, oldest first. Adding one: a module per change in ./changes/, then an
// entry here (docs/api-versions.md walks through it). The first version is the API as it was
// first released; it has no changes of its own.
export const API_VERSIONS: readonly ApiVersion[] = [
  { version: "2026-11-22", summary: "The first version of /v1.", changes: [] },
  { version: "2026-11-27", summary: "A module's sync state names the end of its last successful sync `last_succeeded_at`.", changes: [lastSucceededAt] },
];

export const KNOWN_API_VERSIONS: readonly string[] = API_VERSIONS.map((entry) => entry.version);
export const NEWEST_API_VERSION: string = KNOWN_API_VERSIONS.at(-1)!;
export const OLDEST_API_VERSION: string = KNOWN_API_VERSIONS[0]!;

/** `YYYY-MM-DD` and one of ours. */
export const isKnownApiVersion = (value: string): boolean => KNOWN_API_VERSIONS.includes(value);

// The changes to undo from the newest back to each version, worked out once: answers at an older
// version ask for them on every request.
const changesToUndo = new Map<string, readonly ApiChange[]>(
  KNOWN_API_VERSIONS.map((version, index) => [version, API_VERSIONS.slice(index + 1).flatMap((entry) => entry.changes).reverse()]),
);

/**
 * The changes to undo to go from the newest version back to `version`, newest first: the order
 * in which they are applied to an answer built at the newest version.
 */
export function changesSince(version: string): readonly ApiChange[] {
  const changes = changesToUndo.get(version);
  if (!changes) throw new Error(`Unknown API version ${version}`);
  return changes;
}

/** The changes between two versions, oldest first (what an upgrade from `from` to `to` brings). */
export function changesBetween(from: string, to: string): { version: string; change: ApiChange }[] {
  const start = KNOWN_API_VERSIONS.indexOf(from);
  const end = KNOWN_API_VERSIONS.indexOf(to);
  if (start < 0 || end < 0) throw new Error(`Unknown API version ${start < 0 ? from : to}`);
  return API_VERSIONS.slice(start + 1, end + 1).flatMap((entry) => entry.changes.map((change) => ({ version: entry.version, change })));
}
