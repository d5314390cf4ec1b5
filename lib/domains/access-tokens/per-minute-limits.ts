// Requests per minute per access token, as the contract fixes them.
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 600;
export const EXTENDED_RATE_LIMIT_PER_MINUTE = 3000;
