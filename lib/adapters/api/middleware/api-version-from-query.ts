import { createMiddleware } from "hono/factory";
import { isKnownApiVersion, KNOWN_API_VERSIONS } from "../../../domains/api-versions";
import { problems } from "../problems";
import { ProblemError } from "../problem";
import type { PipelineEnv } from "./pipeline-env";

/**
 * For the operations that read it (the OpenAPI documents): `?version=YYYY-MM-DD` names the version
 * to answer at, ahead of `Api-Version`, so a link or a browser can fetch an older version's
 * document. It becomes the request's version, so the answer's `Api-Version` names it too. A
 * version we do not know is refused, as the header's is.
 */
export const apiVersionFromQuery = createMiddleware<PipelineEnv>(async (context, next) => {
  const value = context.req.query("version");
  if (value !== undefined) {
    if (!isKnownApiVersion(value)) throw new ProblemError(problems.unknownDocumentVersion(value, KNOWN_API_VERSIONS));
    context.set("requestedApiVersion", { kind: "known", version: value });
  }
  await next();
});
