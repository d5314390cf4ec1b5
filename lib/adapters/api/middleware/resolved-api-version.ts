import type { Context } from "hono";
import { NEWEST_API_VERSION } from "../../../domains/api-versions";
import type { PipelineEnv } from "./pipeline-env";

/**
 * The version this request is answered at, as far as the pipeline knows it yet: the header's,
 * else the principal's account default once authenticated, else the newest. Other pieces
 * (operations' shaping, the documents, deprecation notes) read it here.
 */
export function resolvedApiVersion(context: Context<PipelineEnv>): string {
  const requested = context.get("requestedApiVersion");
  if (requested?.kind === "known") return requested.version;
  return context.get("principal")?.apiVersion ?? NEWEST_API_VERSION;
}
