import { lt } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { secretScanningSignatures } from "../../platform/db/schema";

/** How long an accepted signature is remembered. ECDSA signatures are randomised, so a genuine resend carries a new one. */
const REPLAY_WINDOW_MS = 7 * 86_400_000;

/**
 * Records a verified report's replay key (report-replay-key.ts); false when it was already
 * recorded within the window (a replay). Call inside the transaction that acts on the report, so a failed attempt leaves
 * no trace and can be retried. Expired signatures are pruned on the way.
 */
export async function claimReportSignature(executor: Executor, options: { replayKey: string; keyIdentifier: string; now: Date }): Promise<boolean> {
  await executor.delete(secretScanningSignatures).where(lt(secretScanningSignatures.receivedAt, new Date(options.now.getTime() - REPLAY_WINDOW_MS)));
  const inserted = await executor
    .insert(secretScanningSignatures)
    .values({ signatureHash: options.replayKey, keyIdentifier: options.keyIdentifier, receivedAt: options.now })
    .onConflictDoNothing()
    .returning({ signatureHash: secretScanningSignatures.signatureHash });
  return inserted.length === 1;
}
