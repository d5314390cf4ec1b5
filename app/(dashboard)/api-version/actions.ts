"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { adminAction } from "@/lib/adapters/actions/admin-action";
import { recordApiVersionPreview, rollBackApiVersion, upgradeApiVersion } from "@/lib/domains/api-version-upgrades";

// The account's default /v1 version is customer-area only (no /v1 operation changes it), so these
// call the service, which journals each step. Upgrading and rolling back change what every
// integration of the account gets: sudo mode, like the other credential-wide changes.

const versionSchema = z.strictObject({ version: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a dated version.") });

export const upgradeApiVersionAction = adminAction(versionSchema, async ({ version }, { service }) => {
  const change = await upgradeApiVersion({ ...service, to: version });
  revalidatePath("/api-version");
  return { from: change.from, to: change.to };
}, { permission: "manage_api_version", recentProof: true });

export const rollBackApiVersionAction = adminAction(z.strictObject({}), async (_input, { service }) => {
  const change = await rollBackApiVersion(service);
  revalidatePath("/api-version");
  return { from: change.from, to: change.to };
}, { permission: "manage_api_version", recentProof: true });

/** Journals the look at a version before the explorer opens at it. */
export const previewApiVersionAction = adminAction(versionSchema, async ({ version }, { service }) => {
  await recordApiVersionPreview({ ...service, version });
  return { explorer: `/explorer?version=${encodeURIComponent(version)}` };
});
