import { eq } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { accounts } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";

/** The version the account's requests without `Api-Version` are served at (the explorer starts there). */
export async function getAccountApiVersion(options: { accountId: string }): Promise<string> {
  const [account] = await getDb().select({ apiVersion: accounts.apiVersion }).from(accounts).where(eq(accounts.id, options.accountId));
  if (!account) throw new AppError("not_found", "That account does not exist.");
  return account.apiVersion;
}
