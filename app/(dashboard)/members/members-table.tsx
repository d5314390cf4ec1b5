import { DataTable } from "@/components/data-table/data-table";
import type { MembershipRole } from "@/lib/platform/schemas/roles";
import { memberColumns } from "./columns";
import type { MemberRow } from "./member-row";

export function MembersTable({ members, grantable }: { members: MemberRow[]; grantable: MembershipRole[] }) {
  // The last owner cannot leave (the service refuses it), so their row offers no Leave.
  const lastOwner = members.filter((member) => member.role === "owner").length === 1 && members.some((member) => member.isYou && member.role === "owner");
  return (
    <DataTable
      columns={memberColumns(grantable, grantable.length > 0, !lastOwner)}
      data={members}
      caption="Members of this account"
      empty={<p className="text-sm text-zinc-600 dark:text-zinc-400">Nobody has access yet.</p>}
      getRowId={(member) => member.userId}
    />
  );
}
