/** A page's search params as a server component receives them. */
export type SearchParams = Record<string, string | string[] | undefined>;

export const firstParam = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The page's address with some search params set (a string) or removed (undefined), the others kept. */
export function addressWith(pathname: string, searchParams: SearchParams, changes: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...searchParams, ...changes })) {
    const one = firstParam(value);
    if (one !== undefined) params.set(key, one);
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
