import { isKnownApiVersion } from "../../domains/api-versions";

// Which dated version of /v1 answers a request (../shared/API.md, "Versions and changes"): the
// one the `Api-Version` header names; without it, the authenticated account's default; before or
// without authentication, the newest. An unknown or malformed header is a 400 problem
// (middleware/refuse-unknown-api-version.ts), never silently replaced by another version.

export const API_VERSION_HEADER = "Api-Version";

/** What the request's `Api-Version` header says: nothing, a version of ours, or something else. */
export type RequestedApiVersion = { kind: "absent" } | { kind: "known"; version: string } | { kind: "unknown"; value: string };

const ABSENT: RequestedApiVersion = { kind: "absent" };

export function requestedApiVersionOf(request: Request): RequestedApiVersion {
  const header = request.headers.get(API_VERSION_HEADER);
  if (header === null) return ABSENT;
  // HTTP's optional whitespace only (the platform strips it already); a no-break space is not one.
  const value = header.replace(/^[ \t]+|[ \t]+$/g, "");
  return isKnownApiVersion(value) ? { kind: "known", version: value } : { kind: "unknown", value };
}
