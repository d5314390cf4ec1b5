import { changelogVersions, NEWEST_API_VERSION, OLDEST_API_VERSION, type ChangelogVersion } from "../../../domains/api-versions";
import type { V1Operation } from "../operation";

// GET /v1/changelog.json: the changelog of lib/domains/api-versions, with what only the API knows
// added: each affected operation's method and path, and where each version's OpenAPI document and
// the human-readable entry are. Addresses are relative to the server, so one rendering serves every origin.

interface ChangelogOperation {
  operation_id: string;
  method: string;
  path: string;
}

export interface ChangelogDocument {
  newest_version: string;
  oldest_version: string;
  versions: (Omit<ChangelogVersion, "changes"> & {
    openapi_url: string;
    changes: (Omit<ChangelogVersion["changes"][number], "affects"> & {
      html_url: string;
      affects: { operations: ChangelogOperation[]; events: string[] };
    })[];
  })[];
}

/** The anchor of a change in the human-readable changelog: unique across versions. */
export const changeAnchor = (version: string, changeId: string) => `${version}-${changeId}`;

export function changelogDocument(operations: readonly V1Operation[]): ChangelogDocument {
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
  const describe = (operationId: string): ChangelogOperation => {
    const operation = byId.get(operationId);
    // A change naming an operation the API does not have is a mistake in the change module.
    if (!operation) throw new Error(`The changelog names an operation the API does not have: ${operationId}`);
    return { operation_id: operationId, method: operation.method.toUpperCase(), path: operation.path };
  };
  return {
    newest_version: NEWEST_API_VERSION,
    oldest_version: OLDEST_API_VERSION,
    versions: changelogVersions().map((entry) => ({
      ...entry,
      openapi_url: `/v1/openapi.json?version=${entry.version}`,
      changes: entry.changes.map((change) => ({
        ...change,
        html_url: `/v1/changelog#${changeAnchor(entry.version, change.id)}`,
        affects: { operations: change.affects.operations.map(describe), events: change.affects.events },
      })),
    })),
  };
}
