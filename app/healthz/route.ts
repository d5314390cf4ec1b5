// GET /healthz: liveness (lib/platform/health/probe-responses.ts).
import { livenessResponse } from "@/lib/platform/health/probe-responses";

export const dynamic = "force-dynamic";

export function GET(): Response {
  return livenessResponse();
}
