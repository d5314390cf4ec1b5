"use server";

import { z } from "zod";
import { adminAction } from "@/lib/actions/admin-action";
import { getV1Client } from "@/lib/v1-client/get-v1-client";
import { fetchInvoicePage } from "./fetch-invoice-page";

/** The next page of the invoices list: `GET /v1/invoices?cursor=…`, like any integrator's call. */
export const listInvoicesAction = adminAction(z.object({ cursor: z.string().min(1).max(512).optional() }), async ({ cursor }, { admin }) => {
  const client = await getV1Client(admin, ["read"]);
  return fetchInvoicePage(client, cursor);
});
