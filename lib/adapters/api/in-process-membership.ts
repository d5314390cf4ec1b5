import type { MembershipRole } from "../../platform/schemas/vocabulary";

// The customer area calls /v1 in its own process (lib/adapters/v1-client/get-v1-client.ts), a
// moment after its request's one authorisation query read the member's role. Such a call carries
// that reading on the Request object itself, so the pipeline does not read the membership again:
// one authorisation query per customer-area request, however many calls its page makes. The mark
// cannot cross a socket: over HTTP (an integrator, INTERNAL_API_URL) the membership is re-read.

interface VerifiedMembership {
  userId: string;
  accountId: string;
  role: MembershipRole;
}

const verifiedMemberships = new WeakMap<Request, VerifiedMembership>();

/** Marks an in-process request as sent for a membership this request has just read. */
export function withVerifiedMembership(request: Request, membership: VerifiedMembership): Request {
  verifiedMemberships.set(request, membership);
  return request;
}

/** The role read by the calling request, when the request carries one for this user and account. */
export function verifiedRoleOf(request: Request, userId: string, accountId: string): MembershipRole | undefined {
  const membership = verifiedMemberships.get(request);
  return membership?.userId === userId && membership.accountId === accountId ? membership.role : undefined;
}
