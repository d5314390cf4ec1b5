import type { MiddlewareHandler } from "hono";
import { deprecationsOf, type Deprecation, type DeprecationRegistry } from "../../../domains/api-versions";
import { logger } from "../../../platform/logger";
import { publicOrigin } from "../customer-area-links";
import { credentialOf, type NoteDeprecatedCall } from "../deprecated-call";
import { headerOf, withHeaders } from "../plain-response";
import type { PipelineEnv } from "./pipeline-env";
import { resolvedApiVersion } from "./resolved-api-version";

// An answer that uses something being retired (its version, its operation, a query parameter it
// sends) says so: `Deprecation` (RFC 9745, when it was deprecated), `Sunset` (RFC 8594, when it
// stops working) and a `Link` to the changelog (rel="deprecation"). An authenticated call is
// also reported (deprecated-call.ts), so the account's admins hear which credential still uses it.

const CHANGELOG_URL = `${publicOrigin}/v1/changelog`;

/** RFC 9745: a Structured Field Date, `@` and Unix seconds. */
const structuredDate = (iso: string) => `@${Math.floor(Date.parse(iso) / 1000)}`;

/** The headers for what a request uses that is being retired: the earliest deprecation and the nearest sunset, since that is what breaks first. */
function deprecationHeaders(deprecations: readonly Deprecation[]): { Deprecation: string; Sunset: string; Link: string } {
  const deprecatedAt = deprecations.map((entry) => entry.deprecatedAt).sort()[0]!;
  const sunsetAt = deprecations.map((entry) => entry.sunsetAt).sort()[0]!;
  return {
    Deprecation: structuredDate(deprecatedAt),
    Sunset: new Date(sunsetAt).toUTCString(),
    Link: `<${CHANGELOG_URL}>; rel="deprecation"; type="text/html"`,
  };
}

const retiresAnything = (registry: DeprecationRegistry) =>
  registry.versions.some((version) => version.deprecation) || Object.keys(registry.operations).length > 0 || Object.keys(registry.parameters).length > 0;

export interface AnnounceDeprecationsOptions {
  registry: DeprecationRegistry;
  /** Told of every authenticated call that uses something deprecated; never awaited by the answer. */
  noteDeprecatedCall?: NoteDeprecatedCall;
}

/** Inside answerHeaders: adds the deprecation headers to whatever answer comes back, problems included. */
export function announceDeprecations({ registry, noteDeprecatedCall }: AnnounceDeprecationsOptions): MiddlewareHandler<PipelineEnv> {
  // Nothing retired (the usual case): no work at all per request.
  if (!retiresAnything(registry)) return async (_context, next) => next();
  return async (context, next) => {
    await next();
    const operationId = context.get("operationId") ?? null;
    const queryParameters = operationId && registry.parameters[operationId] ? [...new URL(context.req.url).searchParams.keys()] : [];
    const deprecations = deprecationsOf({ version: resolvedApiVersion(context), operationId, queryParameters }, registry);
    if (!deprecations.length) return;
    const headers = deprecationHeaders(deprecations);
    const link = headerOf(context.res, "link");
    const answer = withHeaders(context.res, { ...headers, Link: link ? `${link}, ${headers.Link}` : headers.Link });
    context.res = undefined;
    context.res = answer;
    const principal = context.get("principal");
    if (!principal || !noteDeprecatedCall) return;
    const call = { accountId: principal.accountId, credential: credentialOf(principal), deprecations, operationId, at: new Date() };
    void Promise.resolve()
      .then(() => noteDeprecatedCall(call))
      .catch((error: unknown) => logger.warn({ err: error, accountId: call.accountId, operationId }, "could not note a deprecated call"));
  };
}
