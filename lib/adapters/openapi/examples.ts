import { exampleModuleStatus } from "../../domains/events/example-module-status";

// Example values shared by the operations' documentation.

export const exampleModule = {
  id: "mod_01jd4y3k6efq9b8c1m2n3p4q5r",
  key: "crm",
  name: "CRM",
  activated_at: "2025-03-01T00:00:00Z",
  sync_state: exampleModuleStatus,
};

const exampleAuditEntry = {
  id: "aud_01jd4y3k6efq9b8c1m2n3p4q5r",
  occurred_at: "2026-11-22T09:30:00.123456Z",
  action: "module.token.rotated",
  actor: { type: "user", id: "usr_01jd4y3k6efq9b8c1m2n3p4q5s", display: "admin@acme.test" },
  resource: { type: "module", id: "mod_01jd4y3k6efq9b8c1m2n3p4q5t" },
  ip: "203.0.113.24",
  user_agent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
  metadata: { token_hint: "cpt_…e9Ri", grace_period_seconds: 3600, previous_token_expires_at: "2026-11-22T10:30:00.123Z" },
};

const exampleSignInEntry = {
  ...exampleAuditEntry,
  id: "aud_01jd4x9q2wfr8t7y6v5k4m3p2a",
  occurred_at: "2026-11-22T09:12:45.001200Z",
  action: "user.signed_in",
  resource: { type: "user", id: "usr_01jd4y3k6efq9b8c1m2n3p4q5s" },
  metadata: { method: "password" },
};

export const exampleAuditPage = {
  data: [exampleAuditEntry, exampleSignInEntry],
  next_cursor: "eyJ2IjoxLCJrIjoiYXVkaXQiLCJwIjp7InQiOiIyMDI2LTExLTIyVDA5OjEyOjQ1LjAwMTIwMFoifX0.3q2-7w",
  has_more: true,
};
