import type { components } from "@/clients/typescript/src";
import type { TableParts } from "@/components/data-table/data-table-frame";
import { tableParts } from "@/components/data-table/table-parts";
import { deliveryColumns } from "./delivery-columns";

/** A page of the delivery log as the browser gets it: rows rendered on the server (issue 26), and the cursor to the next. */
export interface RenderedDeliveryPage {
  parts: TableParts;
  count: number;
  next_cursor: string | null;
}

export function renderDeliveryPage(page: components["schemas"]["WebhookDeliveryList"]): RenderedDeliveryPage {
  return {
    parts: tableParts({ columns: deliveryColumns, data: page.data, getRowId: (row) => row.id }),
    count: page.data.length,
    next_cursor: page.next_cursor ?? null,
  };
}
