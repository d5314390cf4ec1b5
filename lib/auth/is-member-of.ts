import { findMembershipRole } from "../members/find-membership-role";

// The membership check lives with the members (lib/members), which lib/invitations also uses:
// lib/auth's sign-in accepts invitations, so lib/invitations must not import lib/auth.
export { findMembershipRole };
