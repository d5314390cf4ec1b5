import type { RequestRecordResource } from "../../platform/schemas/requests";

// Examples of the request log's answers in the OpenAPI document.

export const exampleRequestRecord: RequestRecordResource = {
  id: "req_3q2VbM1xk9Zt0aLp",
  occurred_at: "2026-11-22T09:30:00.123456Z",
  method: "POST",
  path: "/v1/webhooks",
  path_template: "/v1/webhooks",
  operation_id: "createWebhook",
  query: "",
  status: 422,
  code: "validation_failed",
  duration_ms: 12.4,
  credential: { type: "access_token", id: "tok_01jd4y3k6efq9b8c1m2n3p4q5r", name: "ERP sync", client_id: null },
  scopes: ["read", "write"],
  ip: "203.0.113.24",
  user_agent: "integrations-typescript/1.0.0",
  rate_limit: { limit: 600, remaining: 598, reset: 1795815060 },
  request_headers: { "content-type": "application/json", authorization: "Bearer $TOKEN" },
  request_body: '{"url":"http://example.com/hooks","events":["invoice.created"]}',
  response_body: '{"type":"https://integrations.example/docs/errors#validation_failed","status":422,"code":"validation_failed"}',
  request_url: "https://integrations.example/requests?request_id=req_3q2VbM1xk9Zt0aLp",
};

export const exampleRequestPage = {
  data: [exampleRequestRecord],
  next_cursor: "eyJ2IjoxLCJrIjoicmVxdWVzdHMifQ.3q2-7w",
  has_more: true,
};
