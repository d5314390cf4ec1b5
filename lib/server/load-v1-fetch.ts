import { createRequire } from "node:module";
import path from "node:path";

type Fetch = (request: Request) => Promise<Response>;

interface CompiledRouteModule {
  routeModule?: { ensureUserland?: () => Promise<void>; userland?: { GET?: Fetch } };
}

/**
 * The v1 app's fetch, taken from Next's own build of app/v1/[[...path]]/route.ts (after
 * `app.prepare()`), so /v1 runs on the same loaded copy of lib/ as the pages and actions of
 * this process, not on a second one. Any of the route's exports is the whole app: it routes by
 * method itself.
 */
export async function loadV1Fetch(distDir: string): Promise<Fetch> {
  const routeFile = path.resolve(distDir, "server/app/v1/[[...path]]/route.js");
  const { routeModule } = createRequire(import.meta.url)(routeFile) as CompiledRouteModule;
  // Next loads a route's code lazily; this is the step its own request handling awaits.
  await routeModule?.ensureUserland?.();
  const fetch = routeModule?.userland?.GET;
  if (typeof fetch !== "function") throw new Error(`${routeFile} does not export the v1 app: run \`npm run build\` first.`);
  return fetch;
}
