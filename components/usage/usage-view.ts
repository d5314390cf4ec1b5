import { USAGE_PERIODS, type UsagePeriod } from "./usage-series";

// What the usage panel shows lives in the page's address (?period=7d&token=tok_… or
// &client=oac_…), so a period, token or OAuth client is a plain link: bookmarkable, works before
// any script has run, and costs no client code.

export interface UsageView {
  period: UsagePeriod;
  /** One access token's id (`tok_…`) or OAuth client's id (`oac_…`), or undefined for the whole account. */
  resourceId?: string;
}

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The view asked for in the search params; an unknown period falls back to 24 hours. */
export function usageViewFrom(searchParams: SearchParams): UsageView {
  const period = first(searchParams.period);
  const resourceId = first(searchParams.token) || first(searchParams.client);
  return {
    period: USAGE_PERIODS.some((each) => each.value === period) ? (period as UsagePeriod) : "24h",
    resourceId: resourceId ? resourceId : undefined,
  };
}

/** The page's address showing another view; the default view has no search params. */
export function usageViewHref(pathname: string, view: UsageView): string {
  const params = new URLSearchParams();
  if (view.period !== "24h") params.set("period", view.period);
  if (view.resourceId) params.set(view.resourceId.startsWith("oac_") ? "client" : "token", view.resourceId);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
