// Which request targets the edge app answers (/v1, /oauth/*, /.well-known/*, /secret-scanning/*,
// /healthz, /readyz) and which of its sub-apps takes each: shared by the edge app, which picks
// the sub-app, and by `npm start`'s one-process server, which sends everything else to Next, so
// the server need not import the API to route.

export type EdgeSubApp = "v1" | "oauth" | "wellKnown" | "secretScanning" | "health";

const under = (prefix: string) => (pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
const exactly = (path: string) => (pathname: string) => pathname === path;

const routes: [matches: (pathname: string) => boolean, subApp: EdgeSubApp][] = [
  [under("/v1"), "v1"],
  [under("/oauth"), "oauth"],
  [under("/.well-known"), "wellKnown"],
  [under("/secret-scanning"), "secretScanning"],
  [exactly("/healthz"), "health"],
  [exactly("/readyz"), "health"],
];

/** The pathname of a request target (`/v1/modules?limit=1` → `/v1/modules`). */
const pathnameOf = (target: string) => {
  const query = target.indexOf("?");
  return query < 0 ? target : target.slice(0, query);
};

/** The edge sub-app that answers this request target (path and query); undefined for the customer area's. */
export const edgeSubAppOf = (target: string): EdgeSubApp | undefined => routes.find(([matches]) => matches(pathnameOf(target)))?.[1];

/** Whether the edge app answers this request target, not the customer area. */
export const isEdgePath = (target: string): boolean => edgeSubAppOf(target) !== undefined;
