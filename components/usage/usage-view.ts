import { USAGE_PERIODS, type UsagePeriod } from "./usage-series";

// What the usage panel shows lives in the page's address (?period=7d&token=tok_…), so a period
// or token is a plain link: bookmarkable, works before any script has run, and costs no client code.

export interface UsageView {
  period: UsagePeriod;
  /** One access token's id, or undefined for the whole account. */
  tokenId?: string;
}

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The view asked for in the search params; an unknown period falls back to 24 hours. */
export function usageViewFrom(searchParams: SearchParams): UsageView {
  const period = first(searchParams.period);
  const tokenId = first(searchParams.token);
  return {
    period: USAGE_PERIODS.some((each) => each.value === period) ? (period as UsagePeriod) : "24h",
    tokenId: tokenId ? tokenId : undefined,
  };
}

/** The page's address showing another view; the default view has no search params. */
export function usageViewHref(pathname: string, view: UsageView): string {
  const params = new URLSearchParams();
  if (view.period !== "24h") params.set("period", view.period);
  if (view.tokenId) params.set("token", view.tokenId);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
