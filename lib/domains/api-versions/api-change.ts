// One dated, breaking change of /v1 (../shared/API.md, "Versions and changes"). Answers are built
// at the newest version; each change knows how to turn the newest shape back into the shape of
// the version before it. The changelog, the per-version OpenAPI documents and the webhook
// payloads are all derived from the same change modules, so they cannot drift apart.

/** A JSON value as the API answers it (parsed, mutable copies are fine: changes return new values). */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** An OpenAPI 3.1 document, as built by lib/adapters/api/openapi (plain JSON). */
export type OpenApiDocument = { [key: string]: Json };

export interface ApiChange {
  /** Stable kebab-case id, used in the changelog's anchors (`last-synced-at-renamed`). */
  id: string;
  /** One line, for the changelog's list. */
  title: string;
  /** What changed and why, in a few sentences (Markdown). */
  description: string;
  /** Who is affected: the operations and event types whose shape changes. */
  affects: { operations: string[]; events: string[] };
  /** How to move an integration from the previous version to this one (Markdown). */
  migration: string;
  /** A before (previous version) / after (this version) example of an affected answer. */
  example: { before: Json; after: Json };
  /** Turns an answer of an affected operation back into the previous version's shape. */
  responseBack?: (operationId: string, body: Json) => Json;
  /** Turns a request body of an affected operation from the previous version's shape into this one's. */
  requestForward?: (operationId: string, body: Json) => Json;
  /** Turns an affected event's `data` back into the previous version's shape. */
  eventDataBack?: (type: string, data: Json) => Json;
  /** Edits a copy of the OpenAPI document of this version into the previous version's (schemas, examples). */
  documentBack?: (document: OpenApiDocument) => OpenApiDocument;
}

export interface ApiVersion {
  /** `YYYY-MM-DD`: the day the version was released. */
  version: string;
  /** One line: what the version is about. */
  summary: string;
  /** The breaking changes this version makes to the one before it (none for the first). */
  changes: ApiChange[];
  /** Set once the version is being retired: RFC 9745 `Deprecation` and RFC 8594 `Sunset` (≥ 12 months later). */
  deprecation?: { deprecatedAt: string; sunsetAt: string };
}
