"use server";

import { z } from "zod";
import { IntegrationsApiError, unwrap } from "@/clients/typescript/src";
import { adminAction } from "@/lib/adapters/actions/admin-action";
import { resolveResourceNames, resourceKey } from "@/lib/domains/audit/resolve-resource-names";
import { fieldErrorSentence } from "@/lib/adapters/customer-messages/field-messages";
import { AppError } from "@/lib/platform/errors/app-error";
import { actorTypes } from "@/lib/platform/schemas/vocabulary";
import { getV1Client } from "@/lib/adapters/v1-client/get-v1-client";
import { auditFiltersForApi } from "./audit-filters";
import { renderAuditRows } from "./audit-rows";

// The audit log reads the journal through the v1 API, like any integrator: GET /v1/audit. Each
// page comes back as rows rendered on the server (React server functions may return elements).

/** Rows per request: fewer round trips while scrolling than the API's default of 50. */
const PAGE_SIZE = 100;

const listSchema = z.object({
  action: z.string().max(100).optional(),
  actor_id: z.string().max(100).optional(),
  actor_type: z.enum(actorTypes).optional(),
  resource_id: z.string().max(100).optional(),
  since: z.string().max(40).optional(),
  until: z.string().max(40).optional(),
  cursor: z.string().max(512).optional(),
});

export const listAuditEntriesAction = adminAction(listSchema, async ({ cursor, ...filters }, { admin }) => {
  const client = await getV1Client(admin, ["read"]);
  try {
    const page = unwrap(await client.GET("/v1/audit", { params: { query: { ...auditFiltersForApi(filters), cursor, limit: PAGE_SIZE } } }));
    // People know resources by name: add the names the customer area can see (never sent to /v1 integrators).
    const names = await resolveResourceNames({ accountId: admin.account.id, resources: page.data.flatMap((entry) => (entry.resource ? [entry.resource] : [])) });
    const entries = page.data.map((entry) => ({ ...entry, resource_name: entry.resource ? (names.get(resourceKey(entry.resource)) ?? null) : null }));
    return { rows: renderAuditRows(entries), next_cursor: page.next_cursor };
  } catch (error) {
    // Say which filter is wrong, in the page's words rather than as JSON pointers.
    if (error instanceof IntegrationsApiError && error.status === 422) {
      const details = (error.problem?.errors ?? []).map((item) => fieldErrorSentence(item.pointer, item.detail));
      throw new AppError("validation_failed", `Check the filters. ${details.join(" ")}`.trim());
    }
    throw error;
  }
});
