import type { Metadata } from "next";
import { unwrap } from "@/clients/typescript/src";
import { firstParam, type SearchParams } from "@/components/data-table/page-address";
import { tableSortingFrom } from "@/components/data-table/table-sorting";
import { PageHeader } from "@/components/ui/page-header";
import { requireAdmin } from "@/lib/adapters/session/require-admin";
import { getV1Client } from "@/lib/adapters/v1-client/get-v1-client";
import { ModulesDataTable } from "./modules-data-table";
import { ModulesTable } from "./modules-table";
import { AccountQueryProvider } from "@/components/providers/account-query-provider";

export const metadata: Metadata = { title: "Modules" };

export default async function ModulesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const admin = await requireAdmin();
  const client = await getV1Client(admin, ["read"]);
  const { data } = unwrap(await client.GET("/v1/modules"));
  const sort = firstParam((await searchParams).sort);
  return (
    <AccountQueryProvider>
      <PageHeader title="Modules" description="The modules active on your account and how far each has synchronized. Updates live." />
      <ModulesTable
        initialTable={<ModulesDataTable modules={data} sorting={tableSortingFrom("/modules", { sort })} />}
        fetchedAt={Date.now()}
        sort={sort}
      />
    </AccountQueryProvider>
  );
}
