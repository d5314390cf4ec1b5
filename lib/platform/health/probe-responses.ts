import { checkReadiness } from "./check-readiness";

// The two probes' answers, the same from Next's routes (app/healthz, app/readyz) and from the API
// process, which has no Next (lib/adapters/server/serve-api.ts). Not rate limited, not signed in.

/** GET /healthz: the process is up and its event loop answers; touches no dependency, so a
 * database outage never gets a healthy process restarted. */
export function livenessResponse(): Response {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}

/** GET /readyz: 200 when PostgreSQL (and Redis, when configured) answer, else 503, so a load
 * balancer sends traffic elsewhere meanwhile. Names no dependency: nothing internal leaks. */
export async function readinessResponse(): Promise<Response> {
  const { ready } = await checkReadiness();
  return Response.json(
    { status: ready ? "ready" : "unavailable" },
    { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store", ...(ready ? {} : { "Retry-After": "5" }) } },
  );
}
