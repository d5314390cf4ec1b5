/** An OAuth client's tokens live 1 hour by default, at most a day: short-lived by design. */
export const MIN_CLIENT_TOKEN_LIFETIME_SECONDS = 3600;
export const MAX_CLIENT_TOKEN_LIFETIME_SECONDS = 86_400;
export const DEFAULT_CLIENT_TOKEN_LIFETIME_SECONDS = 3600;

export function isValidClientTokenLifetime(seconds: number): boolean {
  return Number.isInteger(seconds) && seconds >= MIN_CLIENT_TOKEN_LIFETIME_SECONDS && seconds <= MAX_CLIENT_TOKEN_LIFETIME_SECONDS;
}
