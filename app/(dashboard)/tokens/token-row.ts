import type { AccessTokenListItem, ExtendedLimitState } from "@/lib/domains/access-tokens/list-access-tokens";
import { isTokenExpiringSoon } from "@/lib/domains/access-tokens/validity";
import type { AccessScope } from "@/lib/platform/schemas/vocabulary";

/** An access token as the list shows it: plain JSON, dates as ISO strings. */
export interface TokenRow {
  id: string;
  name: string;
  scopes: AccessScope[];
  tokenHint: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
  lastUsedIp: string | null;
  rateLimitPerMinute: number;
  extendedLimit: ExtendedLimitState;
  createdByEmail: string | null;
}

export type TokenState = "active" | "expired" | "revoked";

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toTokenRow(item: AccessTokenListItem): TokenRow {
  return {
    id: item.id,
    name: item.name,
    scopes: item.scopes,
    tokenHint: item.tokenHint,
    createdAt: item.createdAt.toISOString(),
    expiresAt: item.expiresAt.toISOString(),
    revokedAt: iso(item.revokedAt),
    lastUsedAt: iso(item.lastUsedAt),
    lastUsedIp: item.lastUsedIp,
    rateLimitPerMinute: item.rateLimitPerMinute,
    extendedLimit: item.extendedLimit,
    createdByEmail: item.createdByEmail,
  };
}

export function tokenState(row: TokenRow, now = new Date()): TokenState {
  if (row.revokedAt) return "revoked";
  return new Date(row.expiresAt) <= now ? "expired" : "active";
}

/** "Expires in 3 days" / "Expires in 5 hours" for an active token inside its warning window; else null. */
export function expiryWarning(row: TokenRow, now = new Date()): string | null {
  if (tokenState(row, now) !== "active" || !isTokenExpiringSoon(row, now)) return null;
  const left = new Date(row.expiresAt).getTime() - now.getTime();
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;
  const hours = Math.ceil(left / 3_600_000);
  return hours < 24 ? `Expires in ${plural(hours, "hour")}` : `Expires in ${plural(Math.ceil(hours / 24), "day")}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Valid for less than a day in all, or with less than a day left: its expiry needs the time. */
export function isShortLived(row: TokenRow, now = new Date()): boolean {
  const expires = new Date(row.expiresAt).getTime();
  return expires - new Date(row.createdAt).getTime() < DAY_MS || (expires > now.getTime() && expires - now.getTime() < DAY_MS);
}
