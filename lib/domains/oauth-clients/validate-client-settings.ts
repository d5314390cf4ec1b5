import type { AccessScope } from "../../platform/schemas/vocabulary";
import { AppError } from "../../platform/errors/app-error";
import { isValidClientTokenLifetime, MAX_CLIENT_TOKEN_LIFETIME_SECONDS, MIN_CLIENT_TOKEN_LIFETIME_SECONDS } from "./token-lifetime";

/** The trimmed name, or a field error: 1 to 100 characters. */
export function validClientName(raw: string): string {
  const name = raw.trim();
  if (!name || name.length > 100) {
    throw new AppError("validation_failed", "The name must be 1 to 100 characters.", [{ pointer: "#/name", detail: "Must be 1 to 100 characters." }]);
  }
  return name;
}

/** read, or read and write: a ceiling without read would give tokens that cannot list anything. */
export function validScopeCeiling(scopes: AccessScope[]): AccessScope[] {
  const ceiling = [...new Set(scopes)].sort();
  if (!ceiling.includes("read")) {
    throw new AppError("validation_failed", "Choose read, or read and write.", [{ pointer: "#/scopes", detail: "Choose read, or read and write." }]);
  }
  return ceiling;
}

export function validTokenLifetime(seconds: number): number {
  if (!isValidClientTokenLifetime(seconds)) {
    const detail = `Must be between ${MIN_CLIENT_TOKEN_LIFETIME_SECONDS} and ${MAX_CLIENT_TOKEN_LIFETIME_SECONDS} seconds (1 to 24 hours).`;
    throw new AppError("validation_failed", "A client's tokens live 1 to 24 hours.", [{ pointer: "#/token_lifetime", detail }]);
  }
  return seconds;
}
