import { createMiddleware } from "hono/factory";
import { noteApiVersionUsage } from "../../../domains/usage/note-api-version-usage";
import type { PipelineEnv } from "./pipeline-env";
import { resolvedApiVersion } from "./resolved-api-version";

/**
 * Notes which version a token called an operation at, once it is answered (the API version page
 * names the integrations an upgrade changes). After the unknown-version refusal, so only versions
 * that served an answer are noted. Tokens only: a dashboard credential is a person in the
 * customer area, not an integration.
 */
export const noteApiVersion = (operationId: string) =>
  createMiddleware<PipelineEnv>(async (context, next) => {
    await next();
    const principal = context.get("principal");
    if (!principal?.tokenId) return;
    noteApiVersionUsage({
      tokenId: principal.tokenId,
      accountId: principal.accountId,
      oauthClientId: principal.oauthClientId ?? null,
      apiVersion: resolvedApiVersion(context),
      operationId,
    });
  });
