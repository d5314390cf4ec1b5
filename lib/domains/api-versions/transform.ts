import type { Json } from "./api-change";
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
  for (const change of changesSince(version).reverse()) {
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
