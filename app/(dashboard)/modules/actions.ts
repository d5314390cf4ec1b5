"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { unwrap } from "@/clients/typescript/src";
import { adminAction } from "@/lib/adapters/actions/admin-action";
import { pauseModuleSync } from "@/lib/domains/modules/pause-module-sync";
import { resumeModuleSync } from "@/lib/domains/modules/resume-module-sync";
import { getV1Client } from "@/lib/adapters/v1-client/get-v1-client";

// Reads go through the v1 API like any integrator's; pause and resume exist only in the
// customer area, so they call the services directly (which write the audit entries).

const moduleIdSchema = z.object({ id: z.string().min(1) });

/** Polled by the module page: `GET /v1/modules/{id}/status`. */
export const getModuleStatusAction = adminAction(moduleIdSchema, async ({ id }, { admin }) => {
  const client = await getV1Client(admin, ["read"]);
  return unwrap(await client.GET("/v1/modules/{id}/status", { params: { path: { id } } }));
});

/** "Retry now": `POST /v1/modules/{id}/sync`; the key makes a retried click start one sync. */
export const requestModuleSyncAction = adminAction(moduleIdSchema.extend({ idempotencyKey: z.string().min(1).max(255) }), async ({ id, idempotencyKey }, { admin }) => {
  const client = await getV1Client(admin);
  const status = unwrap(await client.POST("/v1/modules/{id}/sync", { params: { path: { id }, header: { "Idempotency-Key": idempotencyKey } } }));
  revalidateModule(id);
  return status;
}, { permission: "api_write" });

export const pauseModuleAction = adminAction(moduleIdSchema, async ({ id }, { service }) => {
  const { changed } = await pauseModuleSync({ moduleId: id, ...service });
  revalidateModule(id);
  return { changed };
}, { permission: "operate_modules" });

export const resumeModuleAction = adminAction(moduleIdSchema, async ({ id }, { service }) => {
  const { changed } = await resumeModuleSync({ moduleId: id, ...service });
  revalidateModule(id);
  return { changed };
}, { permission: "operate_modules" });


function revalidateModule(id: string) {
  revalidatePath(`/modules/${id}`);
  revalidatePath("/modules");
}
