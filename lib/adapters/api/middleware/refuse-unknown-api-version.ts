import { createMiddleware } from "hono/factory";
import { KNOWN_API_VERSIONS } from "../../../domains/api-versions";
import { problems } from "../problems";
import { ProblemError } from "../problem";
import type { PipelineEnv } from "./pipeline-env";

/**
 * A request whose `Api-Version` names no version of ours is refused (400, the known versions
 * listed), whatever it asks for: answering it at another version would hand the client a shape
 * it did not ask for. It sits after the request has been counted, so the refusal carries the
 * rate-limit headers and costs quota like any other answer.
 */
export const refuseUnknownApiVersion = createMiddleware<PipelineEnv>(async (context, next) => {
  const requested = context.get("requestedApiVersion");
  if (requested.kind === "unknown") throw new ProblemError(problems.unknownApiVersion(requested.value, KNOWN_API_VERSIONS));
  await next();
});
