import { InvalidArgumentError } from "commander";
import { isValidTokenValidity, parseDuration } from "../../domains/access-tokens/validity";
import { accessScopes, type AccessScope } from "../../platform/schemas/vocabulary";
import { isIdOf } from "../../platform/ids";

// Option parsers run while commander reads the command line, before any database is opened:
// bad input fails fast, with commander's "option '--x' argument 'y' is invalid." prefix.

const scopes: readonly AccessScope[] = accessScopes;

export function parseScopes(value: string): AccessScope[] {
  const parts = value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = parts.find((part) => !scopes.includes(part as AccessScope));
  if (unknown !== undefined)
    throw new InvalidArgumentError(`Unknown scope "${unknown}": use read, write or read,write.`);
  if (!parts.length) throw new InvalidArgumentError("Give at least one scope: read, write or read,write.");
  return [...new Set(parts)] as AccessScope[];
}

/** `1h`, `90m`, `30d`, `2w` → seconds, within the contract's 1 hour to 90 days. */
export function parseExpiresIn(value: string): number {
  const seconds = parseDuration(value);
  if (seconds === null) throw new InvalidArgumentError("Use a number and a unit (s, m, h, d, w), e.g. 1h, 30d or 2w.");
  if (!isValidTokenValidity(seconds)) throw new InvalidArgumentError("A token is valid from 1h to 90d.");
  return seconds;
}

export function parseTokenId(value: string): string {
  if (!isIdOf("tok", value)) throw new InvalidArgumentError("Expected an access token id (tok_…).");
  return value;
}

export function parseClientId(value: string): string {
  if (!isIdOf("oac", value)) throw new InvalidArgumentError("Expected an OAuth client id (oac_…).");
  return value;
}

export function parseTaxRateBps(value: string): number {
  const bps = Number(value);
  if (!/^\d+$/.test(value) || bps > 10_000) {
    throw new InvalidArgumentError("Expected whole basis points from 0 to 10000 (2000 = 20 %).");
  }
  return bps;
}
