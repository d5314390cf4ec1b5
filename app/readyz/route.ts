// GET /readyz: readiness (lib/health/probe-responses.ts).
import { readinessResponse } from "@/lib/health/probe-responses";

export const dynamic = "force-dynamic";

export function GET(): Promise<Response> {
  return readinessResponse();
}
