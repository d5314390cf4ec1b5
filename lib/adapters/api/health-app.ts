import { Hono } from "hono";
import { checkReadiness } from "../../platform/health/check-readiness";

// The orchestrator's probes. Not rate limited, not signed in, naming no dependency (the failing
// check goes to the log only).

export const healthApp = new Hono({ strict: true });

// Liveness: the process is up and its event loop answers. Touches no dependency, so a database
// outage never gets a healthy process restarted.
healthApp.get("/healthz", () => Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } }));

// Readiness: 200 when PostgreSQL (and Redis, when configured) answer, else 503, so a load
// balancer sends traffic elsewhere meanwhile.
healthApp.get("/readyz", async () => {
  const { ready } = await checkReadiness();
  return Response.json(
    { status: ready ? "ready" : "unavailable" },
    { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store", ...(ready ? {} : { "Retry-After": "5" }) } },
  );
});
healthApp.all("*", () => new Response(null, { status: 405, headers: { Allow: "GET, HEAD" } }));
