"use server";

import { z } from "zod";
import { unwrap } from "@/clients/typescript/src";
import { adminAction } from "@/lib/adapters/actions/admin-action";
import { getV1Client } from "@/lib/adapters/v1-client/get-v1-client";

// Beside actions.ts rather than in it so the recovery feature stays one self-contained change.

/** `POST /v1/webhooks/{id}/recover`: the API checks the 7-day bound and audits the call. */
export const recoverDeliveriesAction = adminAction(
  z.object({ id: z.string().min(1).max(64), since: z.string().min(1).max(40) }),
  async ({ id, since }, { admin }) => {
    const client = await getV1Client(admin);
    return unwrap(await client.POST("/v1/webhooks/{id}/recover", { params: { path: { id } }, body: { since } }));
  },
  { permission: "api_write" },
);
