import type { AccessScope } from "../../platform/schemas/vocabulary";
import { OAuthError } from "./oauth-error";

/**
 * RFC 6749 §3.3: `scope` is space-delimited. Absent, the token gets the client's whole ceiling;
 * present, it may only narrow it. Anything unknown or above the ceiling is invalid_scope.
 */
export function requestedScopes(scope: string | undefined, ceiling: AccessScope[]): AccessScope[] {
  if (scope === undefined) return [...ceiling];
  const asked = [...new Set(scope.split(" ").filter(Boolean))];
  if (asked.length === 0) return [...ceiling];
  const beyond = asked.filter((name) => !ceiling.includes(name as AccessScope));
  if (beyond.length > 0) throw new OAuthError("invalid_scope", `This client may ask for ${ceiling.join(" ")} only; not ${beyond.join(" ")}.`);
  return (asked as AccessScope[]).sort();
}
