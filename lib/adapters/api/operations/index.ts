// Every /v1 operation, in the order the OpenAPI document lists them. The router, the 405 and
// OPTIONS answers, the document, the typed clients and the collections all derive from this
// list: to add an operation, write its file beside this one and add it here.
import type { V1Operation } from "../operation";
import { createWebhook } from "./create-webhook";
import { deleteWebhook } from "./delete-webhook";
import { disableWebhook } from "./disable-webhook";
import { enableWebhook } from "./enable-webhook";
import { getChangelog } from "./get-changelog";
import { getChangelogJson } from "./get-changelog-json";
import { getInvoice } from "./get-invoice";
import { getModuleStatus } from "./get-module-status";
import { getOpenApiJson } from "./get-openapi-json";
import { getOpenApiYaml } from "./get-openapi-yaml";
import { getUsage } from "./get-usage";
import { getWebhook } from "./get-webhook";
import { getWebhookDelivery } from "./get-webhook-delivery";
import { listAuditEntries } from "./list-audit-entries";
import { listInvoices } from "./list-invoices";
import { listModules } from "./list-modules";
import { getRequest } from "./get-request";
import { listRequests } from "./list-requests";
import { listWebhookDeliveries } from "./list-webhook-deliveries";
import { listWebhooks } from "./list-webhooks";
import { recoverWebhook } from "./recover-webhook";
import { resendWebhookDelivery } from "./resend-webhook-delivery";
import { rotateModuleToken } from "./rotate-module-token";
import { requestModuleSync } from "./request-module-sync";
import { rotateWebhookSecret } from "./rotate-webhook-secret";
import { sendWebhookTestEvent } from "./send-webhook-test-event";
import { updateWebhook } from "./update-webhook";

export const v1Operations: V1Operation[] = [
  listModules,
  getModuleStatus,
  rotateModuleToken,
  requestModuleSync,
  listAuditEntries,
  listInvoices,
  getInvoice,
  listWebhooks,
  createWebhook,
  getWebhook,
  updateWebhook,
  deleteWebhook,
  sendWebhookTestEvent,
  rotateWebhookSecret,
  disableWebhook,
  enableWebhook,
  listWebhookDeliveries,
  getWebhookDelivery,
  resendWebhookDelivery,
  recoverWebhook,
  getUsage,
  listRequests,
  getRequest,
  getOpenApiJson,
  getOpenApiYaml,
  getChangelog,
  getChangelogJson,
];
