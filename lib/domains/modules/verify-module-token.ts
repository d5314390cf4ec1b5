import { and, eq, gt, isNull, or } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { modules, moduleTokens, type ModuleToken } from "../../platform/db/schema";
import { isIdOf } from "../../platform/ids";
import { hashModuleToken } from "./cloud-platform/module-token-format";

export interface VerifyModuleTokenOptions {
  /** The module the token is presented for; the platform knows the module, not the account. */
  moduleId: string;
  token: string;
  /** Clock for tests; defaults to now. */
  now?: Date;
}

/**
 * The platform side of a module token: the token row if `token` belongs to this active module
 * and is current or still in its grace period at `now` (valid strictly before `expires_at`),
 * else null. Looked up by hash, as the plain value is never stored.
 */
export async function verifyModuleToken(options: VerifyModuleTokenOptions): Promise<ModuleToken | null> {
  if (!isIdOf("mod", options.moduleId)) return null;
  const now = options.now ?? new Date();
  const [row] = await getDb()
    .select({ token: moduleTokens })
    .from(moduleTokens)
    .innerJoin(modules, eq(modules.id, moduleTokens.moduleId))
    .where(
      and(
        eq(moduleTokens.tokenHash, hashModuleToken(options.token)),
        eq(moduleTokens.moduleId, options.moduleId),
        isNull(modules.deactivatedAt),
        or(isNull(moduleTokens.expiresAt), gt(moduleTokens.expiresAt, now)),
      ),
    );
  return row?.token ?? null;
}
