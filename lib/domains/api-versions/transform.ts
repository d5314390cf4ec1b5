import type { Json, OpenApiDocument } from "./api-change";
import { changesSince, NEWEST_API_VERSION } from "./api-versions";

// Answers, requests and event payloads are built at the newest version; these turn them into
// the shape of an older one, one dated change at a time. An operation or event no change affects
// passes through untouched (and, at the newest version, without even a lookup).

/** Whether an answer of this operation differs at `version` from the newest: when false, skip the parse. */
export function responseDiffersAt(operationId: string, version: string): boolean {
  return version !== NEWEST_API_VERSION && changesSince(version).some((change) => change.responseBack && change.affects.operations.includes(operationId));
}

/** An answer of `operationId`, built at the newest version, as `version` shapes it. */
export function responseAtVersion(operationId: string, body: Json, version: string): Json {
  if (version === NEWEST_API_VERSION) return body;
  let shaped = body;
  for (const change of changesSince(version)) {
    if (change.responseBack && change.affects.operations.includes(operationId)) shaped = change.responseBack(operationId, shaped);
  }
  return shaped;
}

/** A request body sent at `version`, as the newest version reads it (oldest change first). */
export function requestAtNewest(operationId: string, body: Json, version: string): Json {
  if (version === NEWEST_API_VERSION) return body;
  let shaped = body;
  // changesSince lists newest first and is shared: walked backwards, not copied and reversed.
  const changes = changesSince(version);
  for (let index = changes.length - 1; index >= 0; index--) {
    const change = changes[index]!;
    if (change.requestForward && change.affects.operations.includes(operationId)) shaped = change.requestForward(operationId, shaped);
  }
  return shaped;
}

/** An event's `data`, built at the newest version, as `version` shapes it (webhook endpoints have a version of their own). */
export function eventDataAtVersion(type: string, data: Json, version: string): Json {
  if (version === NEWEST_API_VERSION) return data;
  let shaped = data;
  for (const change of changesSince(version)) {
    if (change.eventDataBack && change.affects.events.includes(type)) shaped = change.eventDataBack(type, shaped);
  }
  return shaped;
}

/**
 * The OpenAPI document of `version`, from the newest one: each change since edits its schemas and
 * examples back. A change that shapes answers back must shape the document too, or that
 * version's answers would not match its own document (a test checks every version's answers).
 */
export function documentAtVersion(document: OpenApiDocument, version: string): OpenApiDocument {
  let shaped = document;
  for (const change of changesSince(version)) {
    if (change.responseBack && !change.documentBack) throw new Error(`API change ${change.id} shapes answers back but not the OpenAPI document`);
    if (change.documentBack) shaped = change.documentBack(shaped);
  }
  return shaped;
}
