import type { AccessScope, MembershipRole } from "../../platform/schemas/vocabulary";
import { processGlobal } from "../../platform/process-globals";

// How the customer area's /v1 calls travel, known to its pages only by this slot: the transport
// itself belongs to the HTTP adapter (lib/adapters/api/customer-area-transport.ts), which the
// pages never import. Next's server process fills the slot once, in instrumentation.ts's
// register(), before it serves a page.

/** A signed-in member of the customer area calling /v1: who, for which account, with what. */
export interface CustomerAreaCaller {
  userId: string;
  /** Shown as the actor in the audit journal. */
  userEmail: string;
  accountId: string;
  /** The member's role, as the session's own query read it. */
  role: MembershipRole;
  scopes: AccessScope[];
  /** The admin's own address and browser, so audit entries name them rather than the server. */
  ip: string | null;
  userAgent: string | null;
}

/** Where a member's calls go, the credential they carry (none in process), and the fetch that carries them. */
export type CustomerAreaTransport = { baseUrl: string; fetch: typeof globalThis.fetch } & ({ token: string } | { token?: undefined });

export type CustomerAreaTransportFor = (caller: CustomerAreaCaller) => Promise<CustomerAreaTransport>;

const slot = processGlobal<CustomerAreaTransportFor>("customerAreaTransport");

/** Called once per server process by instrumentation.ts. */
export function provideCustomerAreaTransport(transportFor: CustomerAreaTransportFor): void {
  slot.set(transportFor);
}

/** The transport for `caller`; a process that never provided one is misassembled, and says so. */
export function customerAreaTransportFor(caller: CustomerAreaCaller): Promise<CustomerAreaTransport> {
  const transportFor = slot.get();
  if (!transportFor) throw new Error("no customer-area transport: instrumentation.ts provides it when Next's server starts");
  return transportFor(caller);
}
