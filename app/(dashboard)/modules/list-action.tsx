"use server";

import { z } from "zod";
import { unwrap } from "@/clients/typescript/src";
import { tableSortingFrom } from "@/components/data-table/table-sorting";
import { adminAction } from "@/lib/adapters/actions/admin-action";
import { getV1Client } from "@/lib/adapters/v1-client/get-v1-client";
import { ModulesDataTable } from "./modules-data-table";

/**
 * Polled by the modules list: `GET /v1/modules`, answered as the table rendered on the server
 * (React server functions may return elements), so the browser carries no table code (issue 26).
 */
export const renderModulesTableAction = adminAction(z.object({ sort: z.string().max(50).optional() }), async ({ sort }, { admin }) => {
  const client = await getV1Client(admin, ["read"]);
  const modules = unwrap(await client.GET("/v1/modules")).data;
  return <ModulesDataTable modules={modules} sorting={tableSortingFrom("/modules", { sort })} />;
});
