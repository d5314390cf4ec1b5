import type { ColumnDef } from "@tanstack/react-table";
import { RelativeTime } from "@/components/ui/relative-time";
import type { MembershipRole } from "@/lib/platform/schemas/roles";
import { MemberRoleSelect } from "./member-role-select";
import type { MemberRow } from "./member-row";
import { RemoveMemberButton } from "./remove-member-button";

export function memberColumns(grantable: MembershipRole[], canManage: boolean, canLeave: boolean): ColumnDef<MemberRow>[] {
  return [
    {
      id: "member",
      header: "Member",
      cell: ({ row }) => (
        <span>
          <span className="font-medium">{row.original.name}</span>
          {row.original.isYou ? <span className="text-zinc-600 dark:text-zinc-400"> (you)</span> : null}
          <span className="block text-zinc-600 dark:text-zinc-400">{row.original.email}</span>
        </span>
      ),
    },
    { id: "role", header: "Role", cell: ({ row }) => <MemberRoleSelect member={row.original} grantable={row.original.isYou ? [] : grantable} /> },
    { id: "joined", header: "Joined", cell: ({ row }) => <RelativeTime value={row.original.joinedAt} /> },
    {
      id: "lastSignedIn",
      header: "Last signed in",
      cell: ({ row }) => (row.original.lastSignedInAt ? <RelativeTime value={row.original.lastSignedInAt} /> : <span>Never</span>),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: "text-right" },
      // Anyone but the last owner may leave; removing others needs the right to manage members (owners: to manage owners).
      cell: ({ row }) =>
        (row.original.isYou ? canLeave : canManage && grantable.includes(row.original.role)) ? <RemoveMemberButton member={row.original} /> : null,
    },
  ];
}
