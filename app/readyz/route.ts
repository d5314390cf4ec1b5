// GET /readyz: readiness (lib/platform/health/probe-responses.ts).
import { readinessResponse } from "@/lib/platform/health/probe-responses";

export const dynamic = "force-dynamic";

export function GET(): Promise<Response> {
  return readinessResponse();
}
