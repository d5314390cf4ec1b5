import type { ApiChange } from "./api-change";
import { API_VERSIONS, NEWEST_API_VERSION } from "./api-versions";

// The public changelog of /v1 (GET /v1/changelog and /v1/changelog.json), derived from the change
// modules themselves: what the transforms do and what the changelog says cannot drift apart.
// Newest version first, as integrators read a changelog. The adapter adds what only it knows
// (each operation's method and path, the documents' addresses).

/** What the changelog says of a change: its words and example, not its transforms. */
type ChangelogChange = Pick<ApiChange, "id" | "title" | "description" | "affects" | "migration" | "example">;

export interface ChangelogVersion {
  version: string;
  /** The release day: the version's name is its date. */
  released_on: string;
  summary: string;
  newest: boolean;
  /** Set once the version is being retired (RFC 3339 dates). */
  deprecation: { deprecated_at: string; sunset_at: string } | null;
  changes: ChangelogChange[];
}

export function changelogVersions(): ChangelogVersion[] {
  return [...API_VERSIONS].reverse().map((entry) => ({
    version: entry.version,
    released_on: entry.version,
    summary: entry.summary,
    newest: entry.version === NEWEST_API_VERSION,
    deprecation: entry.deprecation ? { deprecated_at: entry.deprecation.deprecatedAt, sunset_at: entry.deprecation.sunsetAt } : null,
    changes: entry.changes.map((change) => ({
      id: change.id,
      title: change.title,
      description: change.description,
      affects: { operations: [...change.affects.operations], events: [...change.affects.events] },
      migration: change.migration,
      example: change.example,
    })),
  }));
}
