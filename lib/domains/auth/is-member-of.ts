import { findMembershipRole } from "../members/find-membership-role";

// The membership check lives with the members (lib/domains/members), which lib/domains/invitations also uses:
// lib/domains/auth's sign-in accepts invitations, so lib/domains/invitations must not import lib/domains/auth.
export { findMembershipRole };
