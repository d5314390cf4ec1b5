import { eq } from "drizzle-orm";
import { getDb, type Executor } from "../../platform/db/client";
import { accounts, type Account } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";

export interface GetAccountBySlugOptions {
  slug: string;
  /** A transaction to read in; defaults to the database. */
  executor?: Executor;
}

/** The account with this slug, or `not_found`. */
export async function getAccountBySlug(options: GetAccountBySlugOptions): Promise<Account> {
  const executor = options.executor ?? getDb();
  const [account] = await executor.select().from(accounts).where(eq(accounts.slug, options.slug)).limit(1);
  if (!account) throw new AppError("not_found", `No account with the slug "${options.slug}".`);
  return account;
}
