// GET /healthz: liveness (lib/health/probe-responses.ts).
import { livenessResponse } from "@/lib/health/probe-responses";

export const dynamic = "force-dynamic";

export function GET(): Response {
  return livenessResponse();
}
