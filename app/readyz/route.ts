// GET /readyz: readiness. 200 when PostgreSQL (and Redis, when configured) answer, else 503, so
// a load balancer sends traffic elsewhere meanwhile. Names no dependency: nothing internal leaks.
import { checkReadiness } from "@/lib/health/check-readiness";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const { ready } = await checkReadiness();
  return Response.json(
    { status: ready ? "ready" : "unavailable" },
    { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store", ...(ready ? {} : { "Retry-After": "5" }) } },
  );
}
