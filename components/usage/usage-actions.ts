"use server";

import { z } from "zod";
import { unwrap } from "@/clients/typescript/src";
import { adminAction } from "@/lib/actions/admin-action";
import { getV1Client } from "@/lib/v1-client/get-v1-client";

// The usage charts read GET /v1/usage with the project's client, like an integrator would.
// Shared by the overview and the tokens page, so it sits beside the chart component.

export const getUsageAction = adminAction(
  z.object({ range: z.enum(["24h", "7d", "30d"]), tokenId: z.string().max(64).optional() }),
  async ({ range, tokenId }, admin) => {
    const client = await getV1Client(admin, ["read"]);
    return unwrap(await client.GET("/v1/usage", { params: { query: { range, resource_id: tokenId } } }));
  },
);
