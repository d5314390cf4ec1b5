import type { Member } from "@/lib/domains/members/list-members";
import type { MembershipRole } from "@/lib/platform/schemas/roles";

/** A member as the table shows it (dates as ISO strings across the server/client boundary). */
export interface MemberRow {
  userId: string;
  name: string;
  email: string;
  role: MembershipRole;
  joinedAt: string;
  lastSignedInAt: string | null;
  isYou: boolean;
}

export const toMemberRow = (member: Member, currentUserId: string): MemberRow => ({
  ...member,
  joinedAt: member.joinedAt.toISOString(),
  lastSignedInAt: member.lastSignedInAt?.toISOString() ?? null,
  isYou: member.userId === currentUserId,
});
