// GET /healthz: liveness. The process is up and its event loop answers; touches no dependency,
// so a database outage never gets a healthy process restarted. Not rate limited, not signed in.
export const dynamic = "force-dynamic";

export function GET(): Response {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
