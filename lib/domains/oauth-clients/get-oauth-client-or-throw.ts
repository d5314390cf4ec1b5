import { and, eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { oauthClients, type OAuthClient } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { isIdOf } from "../../platform/ids";

export interface GetOAuthClientOrThrowOptions {
  accountId: string;
  clientId: string;
  /** Lock the row for the rest of the transaction (changes to one client are serialised). */
  forUpdate?: boolean;
}

/** The account's client; another account's (or a malformed id) is "not found". */
export async function getOAuthClientOrThrow(executor: Executor, options: GetOAuthClientOrThrowOptions): Promise<OAuthClient> {
  if (!isIdOf("oac", options.clientId)) throw new AppError("not_found", "No such OAuth client.");
  const query = executor
    .select()
    .from(oauthClients)
    .where(and(eq(oauthClients.id, options.clientId), eq(oauthClients.accountId, options.accountId)));
  const [client] = options.forUpdate ? await query.for("update") : await query;
  if (!client) throw new AppError("not_found", "No such OAuth client.");
  return client;
}
