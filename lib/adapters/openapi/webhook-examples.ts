// Example values of the webhooks operations' documentation.
export const exampleWebhook = {
  id: "wh_01jd4y3k6efq9b8c1m2n3p4q5r",
  url: "https://erp.example.com/webhooks/integrations",
  description: "ERP: invoices and token changes",
  events: ["invoice.created", "token.created"],
  enabled: true,
  api_version: "2026-11-27",
  disabled_reason: null,
  created_at: "2026-11-22T09:30:00Z",
};

export const exampleSecret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwx3QmYk4tYpE=";

export const exampleDelivery = {
  id: "msg_01jd4y3k6efq9b8c1m2n3p4q5r",
  webhook_id: exampleWebhook.id,
  event_id: "evt_01jd4y3k6efq9b8c1m2n3p4q5r",
  event_type: "invoice.created",
  status: "succeeded",
  attempt_count: 1,
  next_attempt_at: null,
  last_attempt_at: "2026-11-22T09:30:01Z",
  last_response_status: 200,
  last_latency_ms: 84,
  created_at: "2026-11-22T09:30:00Z",
};

export const examplePendingDelivery = {
  ...exampleDelivery,
  event_type: "webhook.test",
  status: "pending",
  attempt_count: 0,
  next_attempt_at: "2026-11-22T09:30:00Z",
  last_attempt_at: null,
  last_response_status: null,
  last_latency_ms: null,
};

export const exampleDeliveryDetail = {
  ...exampleDelivery,
  status: "succeeded",
  attempt_count: 2,
  api_version: "2026-11-27",
  request_body: '{"type":"invoice.created","timestamp":"2026-11-22T09:30:00.000Z","data":{"id":"inv_01jd4y3k6efq9b8c1m2n3p4q5r","number":"ACME-000012","period":"2026-10","total":35700,"currency":"EUR"}}',
  attempts: [
    {
      attempted_at: "2026-11-22T09:30:00Z",
      response_status: 503,
      latency_ms: 120,
      response_excerpt: "Service Unavailable",
      error: null,
      request_headers: {
        "content-type": "application/json",
        "user-agent": "ModuleIntegrations-Webhooks/1.0",
        "api-version": "2026-11-27",
        "webhook-id": "msg_01jd4y3k6efq9b8c1m2n3p4q5r",
        "webhook-timestamp": "1795340400",
        "webhook-signature": "[1 signature(s), not recorded]",
      },
    },
    {
      attempted_at: "2026-11-22T09:30:05Z",
      response_status: 200,
      latency_ms: 84,
      response_excerpt: "ok",
      error: null,
      request_headers: {
        "content-type": "application/json",
        "user-agent": "ModuleIntegrations-Webhooks/1.0",
        "api-version": "2026-11-27",
        "webhook-id": "msg_01jd4y3k6efq9b8c1m2n3p4q5r",
        "webhook-timestamp": "1795340405",
        "webhook-signature": "[1 signature(s), not recorded]",
      },
    },
  ],
};
