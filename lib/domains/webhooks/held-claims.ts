import { releaseDeliveryClaims, type DeliveryClaim } from "./delivery-claims";
import { processGlobal } from "../../platform/process-globals";

// The claims this process holds right now, so a stopping worker that cannot wait for its
// attempts to end can hand them back at once instead of leaving them to lapse.

// One set per process (lib/platform/process-globals.ts): the worker may run in Next's bundle while the
// shutdown code runs in the server's own copy of lib/.
const slot = processGlobal<Set<DeliveryClaim>>("heldWebhookClaims");
const held = slot.get() ?? slot.set(new Set());

export const heldClaims = {
  /** Registers claims; returns the function that forgets them once their attempts are recorded. */
  hold(claims: DeliveryClaim[]): () => void {
    for (const claim of claims) held.add(claim);
    return () => {
      for (const claim of claims) held.delete(claim);
    };
  },
  /** Those of `claims` not released since they were held: the only ones their worker may still renew. */
  stillHeld(claims: DeliveryClaim[]): DeliveryClaim[] {
    return claims.filter((claim) => held.has(claim));
  },
  /** Releases every claim still held (their attempts not recorded): due again now, other workers woken. */
  async releaseAll(now = new Date()): Promise<number> {
    const claims = [...held];
    held.clear();
    await releaseDeliveryClaims(claims, now);
    return claims.length;
  },
};
