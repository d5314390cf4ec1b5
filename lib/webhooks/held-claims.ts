import { releaseDeliveryClaims, type DeliveryClaim } from "./delivery-claims";

// The claims this process holds right now, so a stopping worker that cannot wait for its
// attempts to end can hand them back at once instead of leaving them to lapse.

// On globalThis: in the web process the worker runs in Next's bundle while the shutdown code
// runs in the server's own module graph, and both must see the same set.
const heldKey = Symbol.for("module-integrations.held-webhook-claims");
const holder = globalThis as typeof globalThis & { [heldKey]?: Set<DeliveryClaim> };
const held = (holder[heldKey] ??= new Set<DeliveryClaim>());

export const heldClaims = {
  /** Registers claims; returns the function that forgets them once their attempts are recorded. */
  hold(claims: DeliveryClaim[]): () => void {
    for (const claim of claims) held.add(claim);
    return () => {
      for (const claim of claims) held.delete(claim);
    };
  },
  /** Releases every claim still held (their attempts not recorded): due again now, other workers woken. */
  async releaseAll(now = new Date()): Promise<number> {
    const claims = [...held];
    held.clear();
    await releaseDeliveryClaims(claims, now);
    return claims.length;
  },
};
