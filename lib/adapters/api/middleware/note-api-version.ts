import { createMiddleware } from "hono/factory";
import { noteApiVersionUsage } from "../../../domains/usage/note-api-version-usage";
import type { PipelineEnv } from "./pipeline-env";

/**
 * Notes which version a token called an operation at, once it is answered (the API version page
 * names the integrations an upgrade changes). Tokens only: a dashboard credential is a person in
 * the customer area, not an integration.
 */
export const noteApiVersion = (operationId: string) =>
  createMiddleware<PipelineEnv>(async (context, next) => {
    await next();
    const principal = context.get("principal");
    const apiVersion = servedApiVersion(context.var);
    if (!principal?.tokenId || !apiVersion) return;
    noteApiVersionUsage({ tokenId: principal.tokenId, accountId: principal.accountId, oauthClientId: principal.oauthClientId ?? null, apiVersion, operationId });
  });

/** The version the request was served at, as the version-resolving middleware sets it. */
const servedApiVersion = (variables: object): string | undefined => (variables as { apiVersion?: string }).apiVersion;
