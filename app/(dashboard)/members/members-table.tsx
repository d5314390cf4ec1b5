"use client";

import { useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import type { MembershipRole } from "@/lib/schemas/roles";
import { memberColumns } from "./columns";
import type { MemberRow } from "./member-row";

export function MembersTable({ members, grantable }: { members: MemberRow[]; grantable: MembershipRole[] }) {
  const columns = useMemo(() => memberColumns(grantable, grantable.length > 0), [grantable]);
  return (
    <DataTable
      columns={columns}
      data={members}
      caption="Members of this account"
      empty={<p className="text-sm text-zinc-600 dark:text-zinc-400">Nobody has access yet.</p>}
      getRowId={(member) => member.userId}
    />
  );
}
