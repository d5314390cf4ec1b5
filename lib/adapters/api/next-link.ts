/** RFC 8288 `Link` header to the next page: the same request with `cursor` replaced. */
export function nextLinkHeader(request: Request, nextCursor: string | null): Record<string, string> {
  if (!nextCursor) return {};
  const url = new URL(request.url);
  url.searchParams.set("cursor", nextCursor);
  return { Link: `<${url.pathname}${url.search}>; rel="next"` };
}
