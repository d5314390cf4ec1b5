import { eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { recoveryCodes } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import { generateRecoveryCode, hashRecoveryCode, RECOVERY_CODE_COUNT } from "./recovery-code";

/** Writes a new set of ten codes in place of the old ones (which stop working); returns them in clear, once. */
export async function replaceRecoveryCodes(executor: Executor, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
  await executor.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await executor.insert(recoveryCodes).values(codes.map((code) => ({ id: newId("rcv"), userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}
