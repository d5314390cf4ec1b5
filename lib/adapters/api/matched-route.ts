import type { Context } from "hono";
import { routePath } from "hono/route";

// The path of the route that answered (`/v1/webhooks/:id`), for the trace and the request log,
// which both name a request by it. Hono's routePath maps every matched middleware and handler
// to a new array each time (about 1 µs a call under load), so it is worked out once per request.

const known = new WeakMap<Context, string>();

/** The answering route's path, `*` or `/*` for the catch-all; read once the handler has run. */
export function matchedRoute(context: Context): string {
  let route = known.get(context);
  if (route === undefined) known.set(context, (route = routePath(context)));
  return route;
}
