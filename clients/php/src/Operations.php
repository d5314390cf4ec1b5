<?php

// Generated from the OpenAPI document by `npm run generate`. Do not edit.

declare(strict_types=1);

namespace Integrations;

/**
 * One method per operation of the API, used by Client. The shapes below are the document's schemas.
 *
 * @phpstan-type RotateModuleTokenRequest array{grace_period_seconds?: int}
 * @phpstan-type CreateWebhookRequest array{url: string, events: list<'*'|'module.sync_state.changed'|'module.token.rotated'|'invoice.created'|'token.created'|'token.revoked'|'webhook.test'>, description?: string|null, api_version?: string}
 * @phpstan-type UpdateWebhookRequest array{url?: string, events?: list<'*'|'module.sync_state.changed'|'module.token.rotated'|'invoice.created'|'token.created'|'token.revoked'|'webhook.test'>, description?: string|null, enabled?: bool, api_version?: string}
 * @phpstan-type SendWebhookTestEventRequest array{api_version?: string}
 * @phpstan-type RecoverWebhookRequest array{since: string}
 * @phpstan-type ModuleSyncStateChangedEvent array{type: 'module.sync_state.changed', timestamp: string, data: array{module_id: string, from: SyncState, to: SyncState, status: array{module_id: string, state: SyncState, progress: float|null, last_sync_started_at: string|null, last_succeeded_at: string|null, next_sync_at: string|null, records_synced: int, last_error: array{code: string, message: string}|null, updated_at: string}}}
 * @phpstan-type SyncState 'pending'|'syncing'|'synced'|'failed'|'paused'
 * @phpstan-type ModuleTokenRotatedEvent array{type: 'module.token.rotated', timestamp: string, data: array{module_id: string, created_at: string, token_hint: string, grace_period_seconds: int, previous_token_expires_at: string|null}}
 * @phpstan-type InvoiceCreatedEvent array{type: 'invoice.created', timestamp: string, data: array{id: string, number: string, period: string, total: int, currency: string}}
 * @phpstan-type TokenCreatedEvent array{type: 'token.created', timestamp: string, data: array{id: string, name: string, scopes: list<'read'|'write'>, token_hint: string, expires_at: string}}
 * @phpstan-type TokenRevokedEvent array{type: 'token.revoked', timestamp: string, data: array{id: string, name: string, token_hint: string}}
 * @phpstan-type WebhookTestEvent array{type: 'webhook.test', timestamp: string, data: array{webhook_id: string, message: string}}
 * @phpstan-type ModuleList array{data: list<Module>}
 * @phpstan-type Module array{id: string, key: string, name: string, activated_at: string, sync_state: ModuleStatus}
 * @phpstan-type ModuleStatus array{module_id: string, state: SyncState, progress: float|null, last_sync_started_at: string|null, last_succeeded_at: string|null, next_sync_at: string|null, records_synced: int, last_error: array{code: string, message: string}|null, updated_at: string}
 * @phpstan-type Problem array{type: string, title: string, status: int, detail: string, code: string, request_id: string, request_url?: string, errors?: list<array{pointer: string, detail: string}>, known_versions?: list<string>}
 * @phpstan-type ModuleTokenRotation array{token: string, token_hint: string, created_at: string, previous_token_expires_at: string|null}
 * @phpstan-type AuditEntryList array{data: list<AuditEntry>, next_cursor: string|null, has_more: bool}
 * @phpstan-type AuditEntry array{id: string, occurred_at: string, action: string, actor: AuditActor, resource: AuditResource|null, ip: string|null, user_agent: string|null, metadata: array<string, mixed>}
 * @phpstan-type AuditActor array{type: 'user'|'token'|'system', id: string|null, display: string}
 * @phpstan-type AuditResource array{type: string, id: string}
 * @phpstan-type InvoiceList array{data: list<Invoice>, next_cursor: string|null, has_more: bool}
 * @phpstan-type Invoice array{id: string, number: string, period: string, issued_at: string, due_at: string, status: InvoiceStatus, currency: string, tax_rate_bps: int, customer: InvoiceCustomer, subtotal: int, tax: int, total: int, lines: list<InvoiceLine>}
 * @phpstan-type InvoiceStatus 'open'|'paid'|'void'
 * @phpstan-type InvoiceCustomer array{country: string|null, vat_id: string|null, tax_treatment: 'standard'|'reverse_charge'}
 * @phpstan-type InvoiceLine array{description: string, module_id: string|null, quantity: int, unit_amount: int, amount: int}
 * @phpstan-type WebhookList array{data: list<Webhook>}
 * @phpstan-type Webhook array{id: string, url: string, description: string|null, events: list<'*'|'module.sync_state.changed'|'module.token.rotated'|'invoice.created'|'token.created'|'token.revoked'|'webhook.test'>, enabled: bool, api_version: string, disabled_reason: 'manual'|'gone'|'failing'|null, created_at: string, secret_rotated_at?: string}
 * @phpstan-type WebhookWithSecret array{id: string, url: string, description: string|null, events: list<'*'|'module.sync_state.changed'|'module.token.rotated'|'invoice.created'|'token.created'|'token.revoked'|'webhook.test'>, enabled: bool, api_version: string, disabled_reason: 'manual'|'gone'|'failing'|null, created_at: string, secret_rotated_at?: string, secret: string}
 * @phpstan-type WebhookDelivery array{id: string, webhook_id: string, event_id: string, event_type: WebhookEventType, status: WebhookDeliveryStatus, attempt_count: int, next_attempt_at: string|null, last_attempt_at: string|null, last_response_status: int|null, last_latency_ms: int|null, created_at: string}
 * @phpstan-type WebhookEventType 'module.sync_state.changed'|'module.token.rotated'|'invoice.created'|'token.created'|'token.revoked'|'webhook.test'
 * @phpstan-type WebhookDeliveryStatus 'pending'|'succeeded'|'failed'
 * @phpstan-type WebhookSecretRotation array{id: string, url: string, description: string|null, events: list<'*'|'module.sync_state.changed'|'module.token.rotated'|'invoice.created'|'token.created'|'token.revoked'|'webhook.test'>, enabled: bool, api_version: string, disabled_reason: 'manual'|'gone'|'failing'|null, created_at: string, secret_rotated_at?: string, secret: string, previous_secret_expires_at: string}
 * @phpstan-type WebhookDeliveryList array{data: list<WebhookDelivery>, next_cursor: string|null, has_more: bool}
 * @phpstan-type WebhookDeliveryDetail array{id: string, webhook_id: string, event_id: string, event_type: WebhookEventType, status: WebhookDeliveryStatus, attempt_count: int, next_attempt_at: string|null, last_attempt_at: string|null, last_response_status: int|null, last_latency_ms: int|null, created_at: string, request_body: string, api_version: string, attempts: list<WebhookDeliveryAttempt>}
 * @phpstan-type WebhookDeliveryAttempt array{attempted_at: string, response_status: int|null, latency_ms: int, response_excerpt: string|null, error: string|null, request_headers: array<string, mixed>}
 * @phpstan-type WebhookRecovery array{webhook_id: string, since: string, requeued: int}
 * @phpstan-type Usage array{range: '24h'|'7d'|'30d'|'12m', granularity: 'hour'|'day'|'month', resource_id: string|null, data: list<UsageBucket>}
 * @phpstan-type UsageBucket array{start: string, total: int, status_2xx: int, status_3xx: int, status_4xx: int, status_5xx: int, rate_limited: int}
 * @phpstan-type RequestRecordList array{data: list<RequestRecord>, next_cursor: string|null, has_more: bool}
 * @phpstan-type RequestRecord array{id: string, occurred_at: string, method: string, path: string, path_template: string, operation_id: string|null, query: string, status: int, code: string|null, duration_ms: float, credential: RequestCredential, scopes: list<'read'|'write'>, ip: string|null, user_agent: string|null, rate_limit: RequestRateLimit, request_headers: array<string, mixed>, request_body: string|null, response_body: string|null, request_url: string}
 * @phpstan-type RequestCredential array{type: 'access_token'|'oauth_client'|'user', id: string|null, name: string|null, client_id: string|null}|null
 * @phpstan-type RequestRateLimit array{limit: int, remaining: int, reset: int}|null
 * @phpstan-type Changelog array{newest_version: string, oldest_version: string, versions: list<array{version: string, released_on: string, summary: string, newest: bool, deprecation: array{deprecated_at: string, sunset_at: string}|null, openapi_url: string, changes: list<array{id: string, title: string, description: string, affects: array{operations: list<array{operation_id: string, method: 'GET'|'POST'|'PUT'|'PATCH'|'DELETE', path: string}>, events: list<string>}, migration: string, example: array{before: mixed, after: mixed}, html_url: string}>}>}
 */
trait Operations
{
    /**
     * Every operationId of the document this client was generated from (a method each).
     *
     * @return list<string>
     */
    public static function operationIds(): array
    {
        return ['listModules', 'getModuleStatus', 'rotateModuleToken', 'requestModuleSync', 'listAuditEntries', 'listInvoices', 'getInvoice', 'listWebhooks', 'createWebhook', 'getWebhook', 'updateWebhook', 'deleteWebhook', 'sendWebhookTestEvent', 'rotateWebhookSecret', 'disableWebhook', 'enableWebhook', 'listWebhookDeliveries', 'getWebhookDelivery', 'resendWebhookDelivery', 'recoverWebhook', 'getUsage', 'listRequests', 'getRequest', 'getOpenApiJson', 'getOpenApiYaml', 'getChangelog', 'getChangelogJson'];
    }

    /**
     * List modules
     *
     * The modules active on the account, each with a copy of its synchronization state, so a list needs no second call. Poll with `If-None-Match`: while nothing changed the answer is a 304 with no body.
     *
     * Requires the `read` scope.
     *
     * GET /v1/modules
     *
     * @param string|null $ifNoneMatch ETags of representations you hold, as a previous answer's `ETag` gave them (such as `"modules-Qm3vX8kL2pR9tY4wZ7nB1cD5fG0"`); a match is answered 304 Not Modified. Leave it out on a first request.
     * @return ModuleList
     */
    public function listModules(?string $ifNoneMatch = null): array
    {
        return $this->transport->request('GET', '/v1/modules', headers: ['If-None-Match' => $ifNoneMatch], accept: 'application/json')->data;
    }

    /**
     * Read a module's synchronization state
     *
     * The current synchronization state of one module: state, progress, timings, records and the last error. Poll with `If-None-Match`: while nothing changed the answer is a 304 with no body.
     *
     * Requires the `read` scope.
     *
     * GET /v1/modules/{id}/status
     *
     * @param string $id The module's id (`mod_…`).
     * @param string|null $ifNoneMatch ETags of representations you hold, as a previous answer's `ETag` gave them (such as `"status-Hk2mP7qW9xZ3vB8nC1dF5gJ0sL4"`); a match is answered 304 Not Modified. Leave it out on a first request.
     * @return ModuleStatus
     */
    public function getModuleStatus(string $id, ?string $ifNoneMatch = null): array
    {
        return $this->transport->request('GET', '/v1/modules/{id}/status', pathParams: ['id' => $id], headers: ['If-None-Match' => $ifNoneMatch], accept: 'application/json')->data;
    }

    /**
     * Rotate a module's cloud-platform token
     *
     * Issues a new cloud-platform token for the module and returns it once. The previous token keeps working for `grace_period_seconds` (default 24 h). Send an `Idempotency-Key` header to retry safely: the same key and body return the same result and rotate once; the same key with another body is a 422.
     *
     * Requires the `write` scope.
     *
     * POST /v1/modules/{id}/tokens
     *
     * @param string $id The module's id (`mod_…`).
     * @param string|null $idempotencyKey A unique key per intended rotation: a retry with the same key and body returns the same result and rotates once.
     * @param RotateModuleTokenRequest|null $body
     * @return ModuleTokenRotation
     */
    public function rotateModuleToken(string $id, ?array $body = null, ?string $idempotencyKey = null): array
    {
        return $this->transport->request('POST', '/v1/modules/{id}/tokens', pathParams: ['id' => $id], headers: ['Idempotency-Key' => $idempotencyKey], body: $body, accept: 'application/json')->data;
    }

    /**
     * Start a module's sync now
     *
     * Makes the module's next sync due now instead of at its scheduled time, for example to retry after a failure. The sync starts within seconds; follow it with `GET /v1/modules/{id}/status`. A 409 while a sync is running or the module is paused. Send an `Idempotency-Key` header to retry safely: a retry with the same key returns the first answer and starts one sync.
     *
     * Requires the `write` scope.
     *
     * POST /v1/modules/{id}/sync
     *
     * @param string $id The module's id (`mod_…`).
     * @param string|null $idempotencyKey A unique key per intended rotation: a retry with the same key and body returns the same result and rotates once.
     * @return ModuleStatus
     */
    public function requestModuleSync(string $id, ?string $idempotencyKey = null): array
    {
        return $this->transport->request('POST', '/v1/modules/{id}/sync', pathParams: ['id' => $id], headers: ['Idempotency-Key' => $idempotencyKey], accept: 'application/json')->data;
    }

    /**
     * List audit journal entries
     *
     * The account's append-only audit journal, newest first: sign-ins (good and bad), refused authentications against a known token, token, module-token, webhook and rate-limit changes, and the operator's changes (actor type `system`).
     *
     * Paging is by keyset on (`occurred_at`, `id`): pass `next_cursor` back as `cursor` (or follow the `Link: rel="next"` header) with the same filters. No entry is skipped or repeated while new ones arrive, and a page deep in the journal costs what the first one does. A cursor is opaque and bound to this account and these filters: a changed, foreign or outdated cursor, or one sent with other filters, is a 400 `invalid_cursor`.
     *
     * Requires the `read` scope.
     *
     * GET /v1/audit
     *
     * @param int|null $limit Page size, 1 to 200.
     * @param string|null $cursor Opaque cursor from a previous page's `next_cursor`.
     * @param string|null $action Only entries with this action, e.g. `token.created`.
     * @param string|null $actorId Only entries by this actor (`usr_…` or `tok_…`).
     * @param string|null $actorType Only entries by this kind of actor: `user`, `token`, or `system` (the operator, who has no id).
     * @param string|null $resourceId Only entries about this resource (`mod_…`, `tok_…`, `wh_…`, …).
     * @param string|null $since Only entries at or after this instant (inclusive), RFC 3339.
     * @param string|null $until Only entries before this instant (exclusive), RFC 3339.
     * @return AuditEntryList
     */
    public function listAuditEntries(?int $limit = null, ?string $cursor = null, ?string $action = null, ?string $actorId = null, ?string $actorType = null, ?string $resourceId = null, ?string $since = null, ?string $until = null): array
    {
        return $this->transport->request('GET', '/v1/audit', query: ['limit' => $limit, 'cursor' => $cursor, 'action' => $action, 'actor_id' => $actorId, 'actor_type' => $actorType, 'resource_id' => $resourceId, 'since' => $since, 'until' => $until], accept: 'application/json')->data;
    }

    /**
     * List invoices, or get one month's invoice as a PDF
     *
     * The account's monthly invoices, newest first, cursor-paged (`limit` 1–200, default 50; pass `next_cursor` back as `cursor`, or follow `Link: rel="next"`). `period=YYYY-MM` keeps the invoice of that month.
     *
     * As a PDF the request must match exactly one invoice, so give `period` (`/v1/invoices?period=2026-10&format=pdf`): no match is a 404, several matches a 400 `several_invoices_match` that says how to pick one. `cursor` and `limit` page the JSON list and are refused (422) with a PDF.
     *
     * **JSON or PDF.** JSON by default; send `Accept: application/pdf`, or add `format=pdf` (for plain links), to get the PDF. `format` wins over `Accept` when both are given, but `Accept` must still admit JSON or PDF, or the answer is 406. The PDF is text-searchable, and the same invoice always gives the same bytes.
     *
     * **Caching.** Every 200 carries a strong `ETag` (one per representation) and `Cache-Control: private, no-cache`; send it back in `If-None-Match` to get a 304 with no body when nothing changed. `Vary: Accept`.
     *
     * **Saving.** The PDF comes with `Content-Disposition: inline; filename="invoice-<number>.pdf"`; `download=1` makes it `attachment` (and gives JSON an attachment name too).
     *
     * Requires the `read` scope.
     *
     * GET /v1/invoices
     *
     * @param int|null $limit Page size, 1 to 200.
     * @param string|null $cursor Opaque cursor from a previous page's `next_cursor`.
     * @param string|null $period Only the invoice of this billing month, `YYYY-MM`.
     * @param string|null $format The representation, for plain links. Wins over `Accept` when both are given (the `Accept` header must still admit JSON or PDF, or the answer is 406).
     * @param string|null $download `1`: `Content-Disposition: attachment` so browsers save the file; default `inline`.
     * @param string|null $ifNoneMatch ETags of representations you hold, as a previous answer's `ETag` gave them (such as `"list-Tn4bR8wK1mZ6xQ3vJ9cL2pF7hD5sG0aY"`); a match is answered 304 Not Modified. Leave it out on a first request.
     * @param string $accept application/json, or application/pdf (returned as a string of bytes)
     * @return InvoiceList|string
     */
    public function listInvoices(?int $limit = null, ?string $cursor = null, ?string $period = null, ?string $format = null, ?string $download = null, ?string $ifNoneMatch = null, string $accept = 'application/json'): array|string
    {
        return $this->transport->request('GET', '/v1/invoices', query: ['limit' => $limit, 'cursor' => $cursor, 'period' => $period, 'format' => $format, 'download' => $download], headers: ['If-None-Match' => $ifNoneMatch], accept: $accept)->data;
    }

    /**
     * Get an invoice as JSON or PDF
     *
     * One invoice of the account with all its lines, or the same invoice as a PDF. Another account's invoice, like a malformed id, is a 404.
     *
     * **JSON or PDF.** JSON by default; send `Accept: application/pdf`, or add `format=pdf` (for plain links), to get the PDF. `format` wins over `Accept` when both are given, but `Accept` must still admit JSON or PDF, or the answer is 406. The PDF is text-searchable, and the same invoice always gives the same bytes.
     *
     * **Caching.** Every 200 carries a strong `ETag` (one per representation) and `Cache-Control: private, no-cache`; send it back in `If-None-Match` to get a 304 with no body when nothing changed. `Vary: Accept`.
     *
     * **Saving.** The PDF comes with `Content-Disposition: inline; filename="invoice-<number>.pdf"`; `download=1` makes it `attachment` (and gives JSON an attachment name too).
     *
     * Requires the `read` scope.
     *
     * GET /v1/invoices/{id}
     *
     * @param string $id The invoice's id (`inv_…`).
     * @param string|null $format The representation, for plain links. Wins over `Accept` when both are given (the `Accept` header must still admit JSON or PDF, or the answer is 406).
     * @param string|null $download `1`: `Content-Disposition: attachment` so browsers save the file; default `inline`.
     * @param string|null $ifNoneMatch ETags of representations you hold, as a previous answer's `ETag` gave them (such as `"pdf-9sJ3kQ0bT1vYxE7mZl2aR5uWc8dN4hGf"`); a match is answered 304 Not Modified. Leave it out on a first request.
     * @param string $accept application/json, or application/pdf (returned as a string of bytes)
     * @return Invoice|string
     */
    public function getInvoice(string $id, ?string $format = null, ?string $download = null, ?string $ifNoneMatch = null, string $accept = 'application/json'): array|string
    {
        return $this->transport->request('GET', '/v1/invoices/{id}', pathParams: ['id' => $id], query: ['format' => $format, 'download' => $download], headers: ['If-None-Match' => $ifNoneMatch], accept: $accept)->data;
    }

    /**
     * List webhook endpoints
     *
     * The account's webhook endpoints, newest first. Not paged: an account has few. Secrets are never included.
     *
     * Requires the `read` scope.
     *
     * GET /v1/webhooks
     *
     * @return WebhookList
     */
    public function listWebhooks(): array
    {
        return $this->transport->request('GET', '/v1/webhooks', accept: 'application/json')->data;
    }

    /**
     * Register a webhook endpoint
     *
     * Registers an endpoint for the given event types and returns its signing secret, once. Every delivery is a `POST` signed by the Standard Webhooks specification (`webhook-id`, `webhook-timestamp`, `webhook-signature`). The URL must be https, and may not point at a loopback, private, link-local, CGNAT, multicast, unspecified or metadata address in any spelling: such URLs are refused with a 422 whose `errors[0].pointer` is `#/url`.
     *
     * Requires the `write` scope.
     *
     * POST /v1/webhooks
     *
     * @param CreateWebhookRequest|null $body
     * @return WebhookWithSecret
     */
    public function createWebhook(?array $body = null): array
    {
        return $this->transport->request('POST', '/v1/webhooks', body: $body, accept: 'application/json')->data;
    }

    /**
     * Read a webhook endpoint
     *
     * One webhook endpoint, with whether it is enabled and, if not, why. The secret is never included.
     *
     * Requires the `read` scope.
     *
     * GET /v1/webhooks/{id}
     *
     * @param string $id The webhook's id (`wh_…`).
     * @return Webhook
     */
    public function getWebhook(string $id): array
    {
        return $this->transport->request('GET', '/v1/webhooks/{id}', pathParams: ['id' => $id], accept: 'application/json')->data;
    }

    /**
     * Change a webhook endpoint
     *
     * Changes the URL, the event types, the description or whether the endpoint is enabled, in place: the signing secret and the delivery log stay. Fields left out keep their value. A new URL is checked like a new registration (https, no private, loopback, link-local or metadata address): a refused URL is a 422 whose `errors[0].pointer` is `#/url`, and nothing changes.
     *
     * Requires the `write` scope.
     *
     * PATCH /v1/webhooks/{id}
     *
     * @param string $id The webhook's id (`wh_…`).
     * @param UpdateWebhookRequest|null $body
     * @return Webhook
     */
    public function updateWebhook(string $id, ?array $body = null): array
    {
        return $this->transport->request('PATCH', '/v1/webhooks/{id}', pathParams: ['id' => $id], body: $body, accept: 'application/json')->data;
    }

    /**
     * Delete a webhook endpoint
     *
     * Removes the endpoint with its delivery log. Pending deliveries are dropped.
     *
     * Requires the `write` scope.
     *
     * DELETE /v1/webhooks/{id}
     *
     * @param string $id The webhook's id (`wh_…`).
     * @return void
     */
    public function deleteWebhook(string $id): void
    {
        $this->transport->request('DELETE', '/v1/webhooks/{id}', pathParams: ['id' => $id], accept: 'application/json');
    }

    /**
     * Send a test event
     *
     * Queues a `webhook.test` event for this endpoint only and returns its delivery, which is attempted within a second. Follow it in the delivery log. With `api_version`, the event is rendered at that API version instead of the endpoint's: try your receiver on a new version before moving the endpoint to it.
     *
     * Requires the `write` scope.
     *
     * POST /v1/webhooks/{id}/test
     *
     * @param string $id The webhook's id (`wh_…`).
     * @param SendWebhookTestEventRequest|null $body
     * @return WebhookDelivery
     */
    public function sendWebhookTestEvent(string $id, ?array $body = null): array
    {
        return $this->transport->request('POST', '/v1/webhooks/{id}/test', pathParams: ['id' => $id], body: $body, accept: 'application/json')->data;
    }

    /**
     * Rotate the signing secret
     *
     * Issues a new signing secret and returns it once. For the next 24 hours every delivery carries two space-separated signatures, one per secret, so receivers can switch without missing a delivery. Rotating again within those 24 hours retires the oldest secret at once.
     *
     * Requires the `write` scope.
     *
     * POST /v1/webhooks/{id}/rotate-secret
     *
     * @param string $id The webhook's id (`wh_…`).
     * @return WebhookSecretRotation
     */
    public function rotateWebhookSecret(string $id): array
    {
        return $this->transport->request('POST', '/v1/webhooks/{id}/rotate-secret', pathParams: ['id' => $id], accept: 'application/json')->data;
    }

    /**
     * Disable a webhook endpoint
     *
     * Stops deliveries (reason `manual`). New events still queue deliveries for it; they wait and are sent once it is enabled again. Disabling a disabled endpoint changes nothing.
     *
     * Requires the `write` scope.
     *
     * POST /v1/webhooks/{id}/disable
     *
     * @param string $id The webhook's id (`wh_…`).
     * @return Webhook
     */
    public function disableWebhook(string $id): array
    {
        return $this->transport->request('POST', '/v1/webhooks/{id}/disable', pathParams: ['id' => $id], accept: 'application/json')->data;
    }

    /**
     * Enable a webhook endpoint
     *
     * Resumes deliveries, also after the service disabled the endpoint (`gone` or `failing`); waiting deliveries are sent. Enabling an enabled endpoint changes nothing.
     *
     * Requires the `write` scope.
     *
     * POST /v1/webhooks/{id}/enable
     *
     * @param string $id The webhook's id (`wh_…`).
     * @return Webhook
     */
    public function enableWebhook(string $id): array
    {
        return $this->transport->request('POST', '/v1/webhooks/{id}/enable', pathParams: ['id' => $id], accept: 'application/json')->data;
    }

    /**
     * List a webhook's deliveries
     *
     * The delivery log, newest first, cursor-paged, each delivery with its status and its latest attempt's HTTP status and latency.
     *
     * Requires the `read` scope.
     *
     * GET /v1/webhooks/{id}/deliveries
     *
     * @param string $id The webhook's id (`wh_…`).
     * @param int|null $limit Page size, 1 to 100.
     * @param string|null $cursor Opaque cursor from a previous page's `next_cursor`.
     * @return WebhookDeliveryList
     */
    public function listWebhookDeliveries(string $id, ?int $limit = null, ?string $cursor = null): array
    {
        return $this->transport->request('GET', '/v1/webhooks/{id}/deliveries', pathParams: ['id' => $id], query: ['limit' => $limit, 'cursor' => $cursor], accept: 'application/json')->data;
    }

    /**
     * Read a delivery with its attempts
     *
     * One delivery with the request body it sends and every attempt: status, latency, request headers (without signatures) and the first 4 KiB of the response.
     *
     * Requires the `read` scope.
     *
     * GET /v1/webhooks/{id}/deliveries/{msg_id}
     *
     * @param string $id The webhook's id (`wh_…`).
     * @param string $msgId The delivery's id (`msg_…`), the same as its `webhook-id` header.
     * @return WebhookDeliveryDetail
     */
    public function getWebhookDelivery(string $id, string $msgId): array
    {
        return $this->transport->request('GET', '/v1/webhooks/{id}/deliveries/{msg_id}', pathParams: ['id' => $id, 'msg_id' => $msgId], accept: 'application/json')->data;
    }

    /**
     * Resend a delivery
     *
     * Schedules a new attempt now with the same `webhook-id`, so the receiver can deduplicate; a failed delivery gets one more attempt. The endpoint must be enabled (409 otherwise).
     *
     * Requires the `write` scope.
     *
     * POST /v1/webhooks/{id}/deliveries/{msg_id}/resend
     *
     * @param string $id The webhook's id (`wh_…`).
     * @param string $msgId The delivery's id (`msg_…`), the same as its `webhook-id` header.
     * @return WebhookDelivery
     */
    public function resendWebhookDelivery(string $id, string $msgId): array
    {
        return $this->transport->request('POST', '/v1/webhooks/{id}/deliveries/{msg_id}/resend', pathParams: ['id' => $id, 'msg_id' => $msgId], accept: 'application/json')->data;
    }

    /**
     * Recover failed deliveries
     *
     * Queues an attempt now for every delivery of this endpoint that failed and was created at or after `since` (at most 7 days back: an earlier moment counts from 7 days ago, and the answer's `since` says so), each with its original `webhook-id` so receivers can deduplicate. Idempotent: repeating it while they are pending queues nothing more. The endpoint must be enabled (409 otherwise).
     *
     * Requires the `write` scope.
     *
     * POST /v1/webhooks/{id}/recover
     *
     * @param string $id The webhook's id (`wh_…`).
     * @param RecoverWebhookRequest|null $body
     * @return WebhookRecovery
     */
    public function recoverWebhook(string $id, ?array $body = null): array
    {
        return $this->transport->request('POST', '/v1/webhooks/{id}/recover', pathParams: ['id' => $id], body: $body, accept: 'application/json')->data;
    }

    /**
     * Get API usage
     *
     * Requests answered for this account's access tokens, per hour over the last 24 hours, per day over the last 7 or 30 days, or per calendar month over the last 12 months (UTC; days past the hourly retention are read from their daily totals), split by status class, with the 429s on their own. Pass `resource_id` (a `tok_` id) for one access token, or an OAuth client's `oac_` id for the sum of every token that client obtained. Counts are added to the store every few seconds.
     *
     * Requires the `read` scope.
     *
     * GET /v1/usage
     *
     * @param string|null $range `24h` in hourly buckets; `7d` and `30d` in daily buckets; `12m` in calendar-month buckets (UTC). Default `24h`.
     * @param string|null $resourceId An access token's id (`tok_…`): only its requests; or an OAuth client's id (`oac_…`): the requests of every token it obtained. All of the account's when omitted.
     * @return Usage
     */
    public function getUsage(?string $range = null, ?string $resourceId = null): array
    {
        return $this->transport->request('GET', '/v1/usage', query: ['range' => $range, 'resource_id' => $resourceId], accept: 'application/json')->data;
    }

    /**
     * List recorded requests
     *
     * The account's request log: every call to `/v1` and `/oauth/*` made with its tokens and OAuth clients, and the customer area's own calls (`credential.type` `user`; leave them out with `credential_type`), newest first, kept 30 days. Write operations carry their request and answer bodies, secrets redacted and cut at 8 KiB.
     *
     * Records are written in batches off the request path, so a call shows up here within about a second. Paging is by keyset on (`occurred_at`, `id`): pass `next_cursor` back as `cursor` with the same filters; a changed, foreign or outdated cursor is a 400 `invalid_cursor`.
     *
     * Requires the `read` scope.
     *
     * GET /v1/requests
     *
     * @param int|null $limit Page size, 1 to 200.
     * @param string|null $cursor Opaque cursor from a previous page's `next_cursor`.
     * @param string|null $statusClass Only answers of this class.
     * @param string|null $operation Only calls of this operation, by `operationId` (`createWebhook`, `oauthToken`, …).
     * @param string|null $credentialId Only calls made with this access token or OAuth client.
     * @param string|null $credentialType Only calls by this kind of caller (`credential.type`): `user` is the customer area's own calls, the other two your integrations'.
     * @param string|null $since Only requests at or after this instant (inclusive), RFC 3339.
     * @param string|null $until Only requests before this instant (exclusive), RFC 3339.
     * @return RequestRecordList
     */
    public function listRequests(?int $limit = null, ?string $cursor = null, ?string $statusClass = null, ?string $operation = null, ?string $credentialId = null, ?string $credentialType = null, ?string $since = null, ?string $until = null): array
    {
        return $this->transport->request('GET', '/v1/requests', query: ['limit' => $limit, 'cursor' => $cursor, 'status_class' => $statusClass, 'operation' => $operation, 'credential_id' => $credentialId, 'credential_type' => $credentialType, 'since' => $since, 'until' => $until], accept: 'application/json')->data;
    }

    /**
     * Read a recorded request
     *
     * One request of the account's log, by the id its answer carried (`X-Request-Id`, a problem's `request_id`): method, path, status, problem code, duration, credential, rate-limit state and, for writes, the redacted bodies. Another account's request is a 404.
     *
     * Requires the `read` scope.
     *
     * GET /v1/requests/{id}
     *
     * @param string $id The request's id, as its answer's `X-Request-Id` and a problem's `request_id` carry it.
     * @return RequestRecord
     */
    public function getRequest(string $id): array
    {
        return $this->transport->request('GET', '/v1/requests/{id}', pathParams: ['id' => $id], accept: 'application/json')->data;
    }

    /**
     * The OpenAPI document as JSON
     *
     * The OpenAPI 3.1 description of this API at one version: `?version=YYYY-MM-DD`, else the version `Api-Version` names, else the newest (`info.version` says which). Public: no token needed. Cacheable for 5 minutes. Rate-limited per client address.
     *
     * GET /v1/openapi.json
     *
     * @param string|null $version The API version to describe. Default: the one `Api-Version` names, else the newest. An unknown version is a 400 problem (`unknown_api_version`).
     * @return array<string, mixed>
     */
    public function getOpenApiJson(?string $version = null): array
    {
        return $this->transport->request('GET', '/v1/openapi.json', query: ['version' => $version], accept: 'application/json', authenticated: false)->data;
    }

    /**
     * The OpenAPI document as YAML
     *
     * The OpenAPI 3.1 description of this API at one version: `?version=YYYY-MM-DD`, else the version `Api-Version` names, else the newest (`info.version` says which). Public: no token needed. Cacheable for 5 minutes. Rate-limited per client address.
     *
     * GET /v1/openapi.yaml
     *
     * @param string|null $version The API version to describe. Default: the one `Api-Version` names, else the newest. An unknown version is a 400 problem (`unknown_api_version`).
     * @param string $accept application/json, or application/yaml (returned as a string of bytes)
     * @return string
     */
    public function getOpenApiYaml(?string $version = null, string $accept = 'application/yaml'): string
    {
        return $this->transport->request('GET', '/v1/openapi.yaml', query: ['version' => $version], accept: $accept, authenticated: false)->data;
    }

    /**
     * The changelog, as a web page
     *
     * Every dated version of /v1, newest first: the breaking changes each makes to the one before, the operations and webhook events they affect, how to migrate, and a before/after example. Public: no token needed. Cacheable for 5 minutes. Rate-limited per client address.
     *
     * GET /v1/changelog
     *
     * @param string $accept application/json, or text/html (returned as a string of bytes)
     * @return string
     */
    public function getChangelog(string $accept = 'text/html'): string
    {
        return $this->transport->request('GET', '/v1/changelog', accept: $accept, authenticated: false)->data;
    }

    /**
     * The changelog, as JSON
     *
     * Every dated version of /v1, newest first: the breaking changes each makes to the one before, the operations and webhook events they affect, how to migrate, and a before/after example. Public: no token needed. Cacheable for 5 minutes. Rate-limited per client address.
     *
     * GET /v1/changelog.json
     *
     * @return Changelog
     */
    public function getChangelogJson(): array
    {
        return $this->transport->request('GET', '/v1/changelog.json', accept: 'application/json', authenticated: false)->data;
    }
}
