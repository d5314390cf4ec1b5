# Generated from the OpenAPI document by `npm run generate`. Do not edit.
"""Typed shapes of the API's requests and responses (one per schema of the OpenAPI document)."""

from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional, TypedDict, Union

__all__ = ["RotateModuleTokenRequest", "CreateWebhookRequest", "UpdateWebhookRequest", "RecoverWebhookRequest", "ModuleSyncStateChangedEvent", "SyncState", "ModuleTokenRotatedEvent", "InvoiceCreatedEvent", "TokenCreatedEvent", "TokenRevokedEvent", "WebhookTestEvent", "ModuleList", "Module", "ModuleStatus", "Problem", "ModuleTokenRotation", "AuditEntryList", "AuditEntry", "AuditActor", "AuditResource", "InvoiceList", "Invoice", "InvoiceStatus", "InvoiceCustomer", "InvoiceLine", "WebhookList", "Webhook", "WebhookWithSecret", "WebhookDelivery", "WebhookEventType", "WebhookDeliveryStatus", "WebhookSecretRotation", "WebhookDeliveryList", "WebhookDeliveryDetail", "WebhookDeliveryAttempt", "WebhookRecovery", "Usage", "UsageBucket", "RequestRecordList", "RequestRecord", "RequestCredential", "RequestRateLimit"]


class RotateModuleTokenRequest(TypedDict, total=False):
    grace_period_seconds: int


class _CreateWebhookRequestRequired(TypedDict):
    url: str
    events: List[Literal["*", "module.sync_state.changed", "module.token.rotated", "invoice.created", "token.created", "token.revoked", "webhook.test"]]


class CreateWebhookRequest(_CreateWebhookRequestRequired, total=False):
    description: Optional[str]


class UpdateWebhookRequest(TypedDict, total=False):
    """The fields to change; fields left out keep their value."""
    url: str
    events: List[Literal["*", "module.sync_state.changed", "module.token.rotated", "invoice.created", "token.created", "token.revoked", "webhook.test"]]
    description: Optional[str]
    enabled: bool


class RecoverWebhookRequest(TypedDict):
    since: str


class ModuleSyncStateChangedEvent(TypedDict):
    """The body of a `module.sync_state.changed` delivery."""
    type: Literal["module.sync_state.changed"]
    timestamp: str
    data: Dict[str, Any]


#: pending (never synced) → syncing → synced | failed; synced and failed go back to syncing; any state can go to paused, and paused returns to pending.
SyncState = Literal["pending", "syncing", "synced", "failed", "paused"]


class ModuleTokenRotatedEvent(TypedDict):
    """The body of a `module.token.rotated` delivery."""
    type: Literal["module.token.rotated"]
    timestamp: str
    data: Dict[str, Any]


class InvoiceCreatedEvent(TypedDict):
    """The body of a `invoice.created` delivery."""
    type: Literal["invoice.created"]
    timestamp: str
    data: Dict[str, Any]


class TokenCreatedEvent(TypedDict):
    """The body of a `token.created` delivery."""
    type: Literal["token.created"]
    timestamp: str
    data: Dict[str, Any]


class TokenRevokedEvent(TypedDict):
    """The body of a `token.revoked` delivery."""
    type: Literal["token.revoked"]
    timestamp: str
    data: Dict[str, Any]


class WebhookTestEvent(TypedDict):
    """The body of a `webhook.test` delivery."""
    type: Literal["webhook.test"]
    timestamp: str
    data: Dict[str, Any]


class ModuleList(TypedDict):
    data: List["Module"]


class Module(TypedDict):
    """A module active on the account, with a copy of its synchronization state."""
    id: str
    key: str
    name: str
    activated_at: str
    sync_state: "ModuleStatus"


class ModuleStatus(TypedDict):
    """The synchronization state of one module."""
    module_id: str
    state: "SyncState"
    progress: Optional[float]
    last_sync_started_at: Optional[str]
    last_succeeded_at: Optional[str]
    next_sync_at: Optional[str]
    records_synced: int
    last_error: Optional[Dict[str, Any]]
    updated_at: str


class _ProblemRequired(TypedDict):
    type: str
    title: str
    status: int
    detail: str
    code: str
    request_id: str


class Problem(_ProblemRequired, total=False):
    """An RFC 9457 problem: every error of this API has this shape."""
    request_url: str
    errors: List[Dict[str, Any]]
    known_versions: List[str]


class ModuleTokenRotation(TypedDict):
    """The outcome of a rotation."""
    token: str
    token_hint: str
    created_at: str
    previous_token_expires_at: Optional[str]


class AuditEntryList(TypedDict):
    """A page of the audit journal."""
    data: List["AuditEntry"]
    next_cursor: Optional[str]
    has_more: bool


class AuditEntry(TypedDict):
    """One entry of the append-only audit journal."""
    id: str
    occurred_at: str
    action: str
    actor: "AuditActor"
    resource: Optional["AuditResource"]
    ip: Optional[str]
    user_agent: Optional[str]
    metadata: Dict[str, Any]


class AuditActor(TypedDict):
    """Who did it."""
    type: Literal["user", "token", "system"]
    id: Optional[str]
    display: str


class AuditResource(TypedDict):
    """What it was done to."""
    type: str
    id: str


class InvoiceList(TypedDict):
    """A page of invoices, newest first."""
    data: List["Invoice"]
    next_cursor: Optional[str]
    has_more: bool


class Invoice(TypedDict):
    """A monthly invoice. Amounts are integers in minor units of `currency`, computed once at issue."""
    id: str
    number: str
    period: str
    issued_at: str
    due_at: str
    status: "InvoiceStatus"
    currency: str
    tax_rate_bps: int
    customer: "InvoiceCustomer"
    subtotal: int
    tax: int
    total: int
    lines: List["InvoiceLine"]


#: `open` (awaiting payment), `paid`, or `void` (cancelled, nothing owed).
InvoiceStatus = Literal["open", "paid", "void"]


class InvoiceCustomer(TypedDict):
    """Who the invoice was issued to, as it stood at issue: the invoice never changes afterwards."""
    country: Optional[str]
    vat_id: Optional[str]
    tax_treatment: Literal["standard", "reverse_charge"]


class InvoiceLine(TypedDict):
    """One line of an invoice."""
    description: str
    module_id: Optional[str]
    quantity: int
    unit_amount: int
    amount: int


class WebhookList(TypedDict):
    data: List["Webhook"]


class _WebhookRequired(TypedDict):
    id: str
    url: str
    description: Optional[str]
    events: List[Literal["*", "module.sync_state.changed", "module.token.rotated", "invoice.created", "token.created", "token.revoked", "webhook.test"]]
    enabled: bool
    disabled_reason: Optional[Literal["manual", "gone", "failing"]]
    created_at: str


class Webhook(_WebhookRequired, total=False):
    """An endpoint that receives signed events. The secret is never shown again after creation or rotation."""
    secret_rotated_at: str


class _WebhookWithSecretRequired(TypedDict):
    id: str
    url: str
    description: Optional[str]
    events: List[Literal["*", "module.sync_state.changed", "module.token.rotated", "invoice.created", "token.created", "token.revoked", "webhook.test"]]
    enabled: bool
    disabled_reason: Optional[Literal["manual", "gone", "failing"]]
    created_at: str
    secret: str


class WebhookWithSecret(_WebhookWithSecretRequired, total=False):
    """The new webhook and its signing secret, shown this once."""
    secret_rotated_at: str


class WebhookDelivery(TypedDict):
    """One event for one endpoint, with the outcome of its latest attempt."""
    id: str
    webhook_id: str
    event_id: str
    event_type: "WebhookEventType"
    status: "WebhookDeliveryStatus"
    attempt_count: int
    next_attempt_at: Optional[str]
    last_attempt_at: Optional[str]
    last_response_status: Optional[int]
    last_latency_ms: Optional[int]
    created_at: str


#: An event type of the catalogue (see the document's `webhooks` section for each payload).
WebhookEventType = Literal["module.sync_state.changed", "module.token.rotated", "invoice.created", "token.created", "token.revoked", "webhook.test"]


#: `pending` (queued or waiting for a retry), `succeeded` (a 2xx came back) or `failed` (retries exhausted, or 410).
WebhookDeliveryStatus = Literal["pending", "succeeded", "failed"]


class _WebhookSecretRotationRequired(TypedDict):
    id: str
    url: str
    description: Optional[str]
    events: List[Literal["*", "module.sync_state.changed", "module.token.rotated", "invoice.created", "token.created", "token.revoked", "webhook.test"]]
    enabled: bool
    disabled_reason: Optional[Literal["manual", "gone", "failing"]]
    created_at: str
    secret: str
    previous_secret_expires_at: str


class WebhookSecretRotation(_WebhookSecretRotationRequired, total=False):
    """The webhook with its new secret, shown this once."""
    secret_rotated_at: str


class WebhookDeliveryList(TypedDict):
    """A page of a webhook's delivery log."""
    data: List["WebhookDelivery"]
    next_cursor: Optional[str]
    has_more: bool


class WebhookDeliveryDetail(TypedDict):
    """A delivery with its request body and every attempt."""
    id: str
    webhook_id: str
    event_id: str
    event_type: "WebhookEventType"
    status: "WebhookDeliveryStatus"
    attempt_count: int
    next_attempt_at: Optional[str]
    last_attempt_at: Optional[str]
    last_response_status: Optional[int]
    last_latency_ms: Optional[int]
    created_at: str
    request_body: str
    attempts: List["WebhookDeliveryAttempt"]


class WebhookDeliveryAttempt(TypedDict):
    """One HTTP attempt of a delivery."""
    attempted_at: str
    response_status: Optional[int]
    latency_ms: int
    response_excerpt: Optional[str]
    error: Optional[str]
    request_headers: Dict[str, Any]


class WebhookRecovery(TypedDict):
    """The outcome of a recovery."""
    webhook_id: str
    since: str
    requeued: int


class Usage(TypedDict):
    """Requests over time. Counted off the request path: the last few seconds may still be on their way."""
    range: Literal["24h", "7d", "30d", "12m"]
    granularity: Literal["hour", "day", "month"]
    resource_id: Optional[str]
    data: List["UsageBucket"]


class UsageBucket(TypedDict):
    """Requests in one hour, day or month."""
    start: str
    total: int
    status_2xx: int
    status_3xx: int
    status_4xx: int
    status_5xx: int
    rate_limited: int


class RequestRecordList(TypedDict):
    """A page of the request log."""
    data: List["RequestRecord"]
    next_cursor: Optional[str]
    has_more: bool


class RequestRecord(TypedDict):
    """What one call to /v1 or /oauth/* did."""
    id: str
    occurred_at: str
    method: str
    path: str
    path_template: str
    operation_id: Optional[str]
    query: str
    status: int
    code: Optional[str]
    duration_ms: float
    credential: "RequestCredential"
    scopes: List[Literal["read", "write"]]
    ip: Optional[str]
    user_agent: Optional[str]
    rate_limit: "RequestRateLimit"
    request_headers: Dict[str, Any]
    request_body: Optional[str]
    response_body: Optional[str]
    request_url: str


#: Who called; null when no credential was accepted.
RequestCredential = Optional[Dict[str, Any]]


#: The rate-limit window the request was counted in.
RequestRateLimit = Optional[Dict[str, Any]]
