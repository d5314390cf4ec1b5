# Generated from the OpenAPI document by `npm run generate`. Do not edit.
"""One method per operation of the API, mixed into IntegrationsClient."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Dict, Optional, Union

from . import models

if TYPE_CHECKING:
    from ._transport import Transport

#: Every operationId of the document this client was generated from, by method name.
OPERATION_IDS = {
    "listModules": "list_modules",
    "getModuleStatus": "get_module_status",
    "rotateModuleToken": "rotate_module_token",
    "requestModuleSync": "request_module_sync",
    "listAuditEntries": "list_audit_entries",
    "listInvoices": "list_invoices",
    "getInvoice": "get_invoice",
    "listWebhooks": "list_webhooks",
    "createWebhook": "create_webhook",
    "getWebhook": "get_webhook",
    "updateWebhook": "update_webhook",
    "deleteWebhook": "delete_webhook",
    "sendWebhookTestEvent": "send_webhook_test_event",
    "rotateWebhookSecret": "rotate_webhook_secret",
    "disableWebhook": "disable_webhook",
    "enableWebhook": "enable_webhook",
    "listWebhookDeliveries": "list_webhook_deliveries",
    "getWebhookDelivery": "get_webhook_delivery",
    "resendWebhookDelivery": "resend_webhook_delivery",
    "recoverWebhook": "recover_webhook",
    "getUsage": "get_usage",
    "listRequests": "list_requests",
    "getRequest": "get_request",
    "getOpenApiJson": "get_open_api_json",
    "getOpenApiYaml": "get_open_api_yaml",
    "getChangelog": "get_changelog",
    "getChangelogJson": "get_changelog_json",
}


class Operations:
    _transport: Transport

    def list_modules(self, *, if_none_match: Optional[str] = None) -> models.ModuleList:
        """List modules

        The modules active on the account, each with a copy of its synchronization state, so a list needs no second call. Poll with `If-None-Match`: while nothing changed the answer is a 304 with no body.

        Requires the `read` scope.

        Args:
            if_none_match: ETags of representations you hold, as a previous answer's `ETag` gave them (such as `"modules-Qm3vX8kL2pR9tY4wZ7nB1cD5fG0"`); a match is answered 304 Not Modified. Leave it out on a first request.

        GET /v1/modules
        """
        return self._transport.request("GET", "/v1/modules", headers={"If-None-Match": if_none_match}, accept="application/json").data

    def get_module_status(self, id: str, *, if_none_match: Optional[str] = None) -> models.ModuleStatus:
        """Read a module's synchronization state

        The current synchronization state of one module: state, progress, timings, records and the last error. Poll with `If-None-Match`: while nothing changed the answer is a 304 with no body.

        Requires the `read` scope.

        Args:
            id: The module's id (`mod_…`).
            if_none_match: ETags of representations you hold, as a previous answer's `ETag` gave them (such as `"status-Hk2mP7qW9xZ3vB8nC1dF5gJ0sL4"`); a match is answered 304 Not Modified. Leave it out on a first request.

        GET /v1/modules/{id}/status
        """
        return self._transport.request("GET", "/v1/modules/{id}/status", path_params={"id": id}, headers={"If-None-Match": if_none_match}, accept="application/json").data

    def rotate_module_token(self, id: str, *, body: Optional[models.RotateModuleTokenRequest] = None, idempotency_key: Optional[str] = None) -> models.ModuleTokenRotation:
        """Rotate a module's cloud-platform token

        Issues a new cloud-platform token for the module and returns it once. The previous token keeps working for `grace_period_seconds` (default 24 h). Send an `Idempotency-Key` header to retry safely: the same key and body return the same result and rotate once; the same key with another body is a 422.

        Requires the `write` scope.

        Args:
            id: The module's id (`mod_…`).
            idempotency_key: A unique key per intended rotation: a retry with the same key and body returns the same result and rotates once.

        POST /v1/modules/{id}/tokens
        """
        return self._transport.request("POST", "/v1/modules/{id}/tokens", path_params={"id": id}, headers={"Idempotency-Key": idempotency_key}, body=body, accept="application/json").data

    def request_module_sync(self, id: str, *, idempotency_key: Optional[str] = None) -> models.ModuleStatus:
        """Start a module's sync now

        Makes the module's next sync due now instead of at its scheduled time, for example to retry after a failure. The sync starts within seconds; follow it with `GET /v1/modules/{id}/status`. A 409 while a sync is running or the module is paused. Send an `Idempotency-Key` header to retry safely: a retry with the same key returns the first answer and starts one sync.

        Requires the `write` scope.

        Args:
            id: The module's id (`mod_…`).
            idempotency_key: A unique key per intended rotation: a retry with the same key and body returns the same result and rotates once.

        POST /v1/modules/{id}/sync
        """
        return self._transport.request("POST", "/v1/modules/{id}/sync", path_params={"id": id}, headers={"Idempotency-Key": idempotency_key}, accept="application/json").data

    def list_audit_entries(self, *, limit: Optional[int] = None, cursor: Optional[str] = None, action: Optional[str] = None, actor_id: Optional[str] = None, actor_type: Optional[str] = None, resource_id: Optional[str] = None, since: Optional[str] = None, until: Optional[str] = None) -> models.AuditEntryList:
        """List audit journal entries

        The account's append-only audit journal, newest first: sign-ins (good and bad), refused authentications against a known token, token, module-token, webhook and rate-limit changes, and the operator's changes (actor type `system`).

        Paging is by keyset on (`occurred_at`, `id`): pass `next_cursor` back as `cursor` (or follow the `Link: rel="next"` header) with the same filters. No entry is skipped or repeated while new ones arrive, and a page deep in the journal costs what the first one does. A cursor is opaque and bound to this account and these filters: a changed, foreign or outdated cursor, or one sent with other filters, is a 400 `invalid_cursor`.

        Requires the `read` scope.

        Args:
            limit: Page size, 1 to 200.
            cursor: Opaque cursor from a previous page's `next_cursor`.
            action: Only entries with this action, e.g. `token.created`.
            actor_id: Only entries by this actor (`usr_…` or `tok_…`).
            actor_type: Only entries by this kind of actor: `user`, `token`, or `system` (the operator, who has no id).
            resource_id: Only entries about this resource (`mod_…`, `tok_…`, `wh_…`, …).
            since: Only entries at or after this instant (inclusive), RFC 3339.
            until: Only entries before this instant (exclusive), RFC 3339.

        GET /v1/audit
        """
        return self._transport.request("GET", "/v1/audit", query={"limit": limit, "cursor": cursor, "action": action, "actor_id": actor_id, "actor_type": actor_type, "resource_id": resource_id, "since": since, "until": until}, accept="application/json").data

    def list_invoices(self, *, limit: Optional[int] = None, cursor: Optional[str] = None, period: Optional[str] = None, format: Optional[str] = None, download: Optional[str] = None, if_none_match: Optional[str] = None, accept: str = "application/json") -> Union[models.InvoiceList, bytes]:
        """List invoices, or get one month's invoice as a PDF

        The account's monthly invoices, newest first, cursor-paged (`limit` 1–200, default 50; pass `next_cursor` back as `cursor`, or follow `Link: rel="next"`). `period=YYYY-MM` keeps the invoice of that month.

        As a PDF the request must match exactly one invoice, so give `period` (`/v1/invoices?period=2026-10&format=pdf`): no match is a 404, several matches a 400 `several_invoices_match` that says how to pick one. `cursor` and `limit` page the JSON list and are refused (422) with a PDF.

        **JSON or PDF.** JSON by default; send `Accept: application/pdf`, or add `format=pdf` (for plain links), to get the PDF. `format` wins over `Accept` when both are given, but `Accept` must still admit JSON or PDF, or the answer is 406. The PDF is text-searchable, and the same invoice always gives the same bytes.

        **Caching.** Every 200 carries a strong `ETag` (one per representation) and `Cache-Control: private, no-cache`; send it back in `If-None-Match` to get a 304 with no body when nothing changed. `Vary: Accept`.

        **Saving.** The PDF comes with `Content-Disposition: inline; filename="invoice-<number>.pdf"`; `download=1` makes it `attachment` (and gives JSON an attachment name too).

        Requires the `read` scope.

        Args:
            limit: Page size, 1 to 200.
            cursor: Opaque cursor from a previous page's `next_cursor`.
            period: Only the invoice of this billing month, `YYYY-MM`.
            format: The representation, for plain links. Wins over `Accept` when both are given (the `Accept` header must still admit JSON or PDF, or the answer is 406).
            download: `1`: `Content-Disposition: attachment` so browsers save the file; default `inline`.
            if_none_match: ETags of representations you hold, as a previous answer's `ETag` gave them (such as `"list-Tn4bR8wK1mZ6xQ3vJ9cL2pF7hD5sG0aY"`); a match is answered 304 Not Modified. Leave it out on a first request.

        Pass `accept` (application/pdf) for another representation; it is returned as bytes or text.

        GET /v1/invoices
        """
        return self._transport.request("GET", "/v1/invoices", query={"limit": limit, "cursor": cursor, "period": period, "format": format, "download": download}, headers={"If-None-Match": if_none_match}, accept=accept).data

    def get_invoice(self, id: str, *, format: Optional[str] = None, download: Optional[str] = None, if_none_match: Optional[str] = None, accept: str = "application/json") -> Union[models.Invoice, bytes]:
        """Get an invoice as JSON or PDF

        One invoice of the account with all its lines, or the same invoice as a PDF. Another account's invoice, like a malformed id, is a 404.

        **JSON or PDF.** JSON by default; send `Accept: application/pdf`, or add `format=pdf` (for plain links), to get the PDF. `format` wins over `Accept` when both are given, but `Accept` must still admit JSON or PDF, or the answer is 406. The PDF is text-searchable, and the same invoice always gives the same bytes.

        **Caching.** Every 200 carries a strong `ETag` (one per representation) and `Cache-Control: private, no-cache`; send it back in `If-None-Match` to get a 304 with no body when nothing changed. `Vary: Accept`.

        **Saving.** The PDF comes with `Content-Disposition: inline; filename="invoice-<number>.pdf"`; `download=1` makes it `attachment` (and gives JSON an attachment name too).

        Requires the `read` scope.

        Args:
            id: The invoice's id (`inv_…`).
            format: The representation, for plain links. Wins over `Accept` when both are given (the `Accept` header must still admit JSON or PDF, or the answer is 406).
            download: `1`: `Content-Disposition: attachment` so browsers save the file; default `inline`.
            if_none_match: ETags of representations you hold, as a previous answer's `ETag` gave them (such as `"pdf-9sJ3kQ0bT1vYxE7mZl2aR5uWc8dN4hGf"`); a match is answered 304 Not Modified. Leave it out on a first request.

        Pass `accept` (application/pdf) for another representation; it is returned as bytes or text.

        GET /v1/invoices/{id}
        """
        return self._transport.request("GET", "/v1/invoices/{id}", path_params={"id": id}, query={"format": format, "download": download}, headers={"If-None-Match": if_none_match}, accept=accept).data

    def list_webhooks(self) -> models.WebhookList:
        """List webhook endpoints

        The account's webhook endpoints, newest first. Not paged: an account has few. Secrets are never included.

        Requires the `read` scope.

        GET /v1/webhooks
        """
        return self._transport.request("GET", "/v1/webhooks", accept="application/json").data

    def create_webhook(self, *, body: Optional[models.CreateWebhookRequest] = None) -> models.WebhookWithSecret:
        """Register a webhook endpoint

        Registers an endpoint for the given event types and returns its signing secret, once. Every delivery is a `POST` signed by the Standard Webhooks specification (`webhook-id`, `webhook-timestamp`, `webhook-signature`). The URL must be https, and may not point at a loopback, private, link-local, CGNAT, multicast, unspecified or metadata address in any spelling: such URLs are refused with a 422 whose `errors[0].pointer` is `#/url`.

        Requires the `write` scope.

        POST /v1/webhooks
        """
        return self._transport.request("POST", "/v1/webhooks", body=body, accept="application/json").data

    def get_webhook(self, id: str) -> models.Webhook:
        """Read a webhook endpoint

        One webhook endpoint, with whether it is enabled and, if not, why. The secret is never included.

        Requires the `read` scope.

        Args:
            id: The webhook's id (`wh_…`).

        GET /v1/webhooks/{id}
        """
        return self._transport.request("GET", "/v1/webhooks/{id}", path_params={"id": id}, accept="application/json").data

    def update_webhook(self, id: str, *, body: Optional[models.UpdateWebhookRequest] = None) -> models.Webhook:
        """Change a webhook endpoint

        Changes the URL, the event types, the description or whether the endpoint is enabled, in place: the signing secret and the delivery log stay. Fields left out keep their value. A new URL is checked like a new registration (https, no private, loopback, link-local or metadata address): a refused URL is a 422 whose `errors[0].pointer` is `#/url`, and nothing changes.

        Requires the `write` scope.

        Args:
            id: The webhook's id (`wh_…`).

        PATCH /v1/webhooks/{id}
        """
        return self._transport.request("PATCH", "/v1/webhooks/{id}", path_params={"id": id}, body=body, accept="application/json").data

    def delete_webhook(self, id: str) -> None:
        """Delete a webhook endpoint

        Removes the endpoint with its delivery log. Pending deliveries are dropped.

        Requires the `write` scope.

        Args:
            id: The webhook's id (`wh_…`).

        DELETE /v1/webhooks/{id}
        """
        return self._transport.request("DELETE", "/v1/webhooks/{id}", path_params={"id": id}, accept="application/json").data

    def send_webhook_test_event(self, id: str, *, body: Optional[models.SendWebhookTestEventRequest] = None) -> models.WebhookDelivery:
        """Send a test event

        Queues a `webhook.test` event for this endpoint only and returns its delivery, which is attempted within a second. Follow it in the delivery log. With `api_version`, the event is rendered at that API version instead of the endpoint's: try your receiver on a new version before moving the endpoint to it.

        Requires the `write` scope.

        Args:
            id: The webhook's id (`wh_…`).

        POST /v1/webhooks/{id}/test
        """
        return self._transport.request("POST", "/v1/webhooks/{id}/test", path_params={"id": id}, body=body, accept="application/json").data

    def rotate_webhook_secret(self, id: str) -> models.WebhookSecretRotation:
        """Rotate the signing secret

        Issues a new signing secret and returns it once. For the next 24 hours every delivery carries two space-separated signatures, one per secret, so receivers can switch without missing a delivery. Rotating again within those 24 hours retires the oldest secret at once.

        Requires the `write` scope.

        Args:
            id: The webhook's id (`wh_…`).

        POST /v1/webhooks/{id}/rotate-secret
        """
        return self._transport.request("POST", "/v1/webhooks/{id}/rotate-secret", path_params={"id": id}, accept="application/json").data

    def disable_webhook(self, id: str) -> models.Webhook:
        """Disable a webhook endpoint

        Stops deliveries (reason `manual`). New events still queue deliveries for it; they wait and are sent once it is enabled again. Disabling a disabled endpoint changes nothing.

        Requires the `write` scope.

        Args:
            id: The webhook's id (`wh_…`).

        POST /v1/webhooks/{id}/disable
        """
        return self._transport.request("POST", "/v1/webhooks/{id}/disable", path_params={"id": id}, accept="application/json").data

    def enable_webhook(self, id: str) -> models.Webhook:
        """Enable a webhook endpoint

        Resumes deliveries, also after the service disabled the endpoint (`gone` or `failing`); waiting deliveries are sent. Enabling an enabled endpoint changes nothing.

        Requires the `write` scope.

        Args:
            id: The webhook's id (`wh_…`).

        POST /v1/webhooks/{id}/enable
        """
        return self._transport.request("POST", "/v1/webhooks/{id}/enable", path_params={"id": id}, accept="application/json").data

    def list_webhook_deliveries(self, id: str, *, limit: Optional[int] = None, cursor: Optional[str] = None) -> models.WebhookDeliveryList:
        """List a webhook's deliveries

        The delivery log, newest first, cursor-paged, each delivery with its status and its latest attempt's HTTP status and latency.

        Requires the `read` scope.

        Args:
            id: The webhook's id (`wh_…`).
            limit: Page size, 1 to 100.
            cursor: Opaque cursor from a previous page's `next_cursor`.

        GET /v1/webhooks/{id}/deliveries
        """
        return self._transport.request("GET", "/v1/webhooks/{id}/deliveries", path_params={"id": id}, query={"limit": limit, "cursor": cursor}, accept="application/json").data

    def get_webhook_delivery(self, id: str, msg_id: str) -> models.WebhookDeliveryDetail:
        """Read a delivery with its attempts

        One delivery with the request body it sends and every attempt: status, latency, request headers (without signatures) and the first 4 KiB of the response.

        Requires the `read` scope.

        Args:
            id: The webhook's id (`wh_…`).
            msg_id: The delivery's id (`msg_…`), the same as its `webhook-id` header.

        GET /v1/webhooks/{id}/deliveries/{msg_id}
        """
        return self._transport.request("GET", "/v1/webhooks/{id}/deliveries/{msg_id}", path_params={"id": id, "msg_id": msg_id}, accept="application/json").data

    def resend_webhook_delivery(self, id: str, msg_id: str) -> models.WebhookDelivery:
        """Resend a delivery

        Schedules a new attempt now with the same `webhook-id`, so the receiver can deduplicate; a failed delivery gets one more attempt. The endpoint must be enabled (409 otherwise).

        Requires the `write` scope.

        Args:
            id: The webhook's id (`wh_…`).
            msg_id: The delivery's id (`msg_…`), the same as its `webhook-id` header.

        POST /v1/webhooks/{id}/deliveries/{msg_id}/resend
        """
        return self._transport.request("POST", "/v1/webhooks/{id}/deliveries/{msg_id}/resend", path_params={"id": id, "msg_id": msg_id}, accept="application/json").data

    def recover_webhook(self, id: str, *, body: Optional[models.RecoverWebhookRequest] = None) -> models.WebhookRecovery:
        """Recover failed deliveries

        Queues an attempt now for every delivery of this endpoint that failed and was created at or after `since` (at most 7 days back: an earlier moment counts from 7 days ago, and the answer's `since` says so), each with its original `webhook-id` so receivers can deduplicate. Idempotent: repeating it while they are pending queues nothing more. The endpoint must be enabled (409 otherwise).

        Requires the `write` scope.

        Args:
            id: The webhook's id (`wh_…`).

        POST /v1/webhooks/{id}/recover
        """
        return self._transport.request("POST", "/v1/webhooks/{id}/recover", path_params={"id": id}, body=body, accept="application/json").data

    def get_usage(self, *, range: Optional[str] = None, resource_id: Optional[str] = None) -> models.Usage:
        """Get API usage

        Requests answered for this account's access tokens, per hour over the last 24 hours, per day over the last 7 or 30 days, or per calendar month over the last 12 months (UTC; days past the hourly retention are read from their daily totals), split by status class, with the 429s on their own. Pass `resource_id` (a `tok_` id) for one access token, or an OAuth client's `oac_` id for the sum of every token that client obtained. Counts are added to the store every few seconds.

        Requires the `read` scope.

        Args:
            range: `24h` in hourly buckets; `7d` and `30d` in daily buckets; `12m` in calendar-month buckets (UTC). Default `24h`.
            resource_id: An access token's id (`tok_…`): only its requests; or an OAuth client's id (`oac_…`): the requests of every token it obtained. All of the account's when omitted.

        GET /v1/usage
        """
        return self._transport.request("GET", "/v1/usage", query={"range": range, "resource_id": resource_id}, accept="application/json").data

    def list_requests(self, *, limit: Optional[int] = None, cursor: Optional[str] = None, status_class: Optional[str] = None, operation: Optional[str] = None, credential_id: Optional[str] = None, credential_type: Optional[str] = None, since: Optional[str] = None, until: Optional[str] = None) -> models.RequestRecordList:
        """List recorded requests

        The account's request log: every call to `/v1` and `/oauth/*` made with its tokens and OAuth clients, and the customer area's own calls (`credential.type` `user`; leave them out with `credential_type`), newest first, kept 30 days. Write operations carry their request and answer bodies, secrets redacted and cut at 8 KiB.

        Records are written in batches off the request path, so a call shows up here within about a second. Paging is by keyset on (`occurred_at`, `id`): pass `next_cursor` back as `cursor` with the same filters; a changed, foreign or outdated cursor is a 400 `invalid_cursor`.

        Requires the `read` scope.

        Args:
            limit: Page size, 1 to 200.
            cursor: Opaque cursor from a previous page's `next_cursor`.
            status_class: Only answers of this class.
            operation: Only calls of this operation, by `operationId` (`createWebhook`, `oauthToken`, …).
            credential_id: Only calls made with this access token or OAuth client.
            credential_type: Only calls by this kind of caller (`credential.type`): `user` is the customer area's own calls, the other two your integrations'.
            since: Only requests at or after this instant (inclusive), RFC 3339.
            until: Only requests before this instant (exclusive), RFC 3339.

        GET /v1/requests
        """
        return self._transport.request("GET", "/v1/requests", query={"limit": limit, "cursor": cursor, "status_class": status_class, "operation": operation, "credential_id": credential_id, "credential_type": credential_type, "since": since, "until": until}, accept="application/json").data

    def get_request(self, id: str) -> models.RequestRecord:
        """Read a recorded request

        One request of the account's log, by the id its answer carried (`X-Request-Id`, a problem's `request_id`): method, path, status, problem code, duration, credential, rate-limit state and, for writes, the redacted bodies. Another account's request is a 404.

        Requires the `read` scope.

        Args:
            id: The request's id, as its answer's `X-Request-Id` and a problem's `request_id` carry it.

        GET /v1/requests/{id}
        """
        return self._transport.request("GET", "/v1/requests/{id}", path_params={"id": id}, accept="application/json").data

    def get_open_api_json(self, *, version: Optional[str] = None) -> Dict[str, Any]:
        """The OpenAPI document as JSON

        The OpenAPI 3.1 description of this API at one version: `?version=YYYY-MM-DD`, else the version `Api-Version` names, else the newest (`info.version` says which). Public: no token needed. Cacheable for 5 minutes. Rate-limited per client address.

        Args:
            version: The API version to describe. Default: the one `Api-Version` names, else the newest. An unknown version is a 400 problem (`unknown_api_version`).

        GET /v1/openapi.json
        """
        return self._transport.request("GET", "/v1/openapi.json", query={"version": version}, accept="application/json", authenticated=False).data

    def get_open_api_yaml(self, *, version: Optional[str] = None, accept: str = "application/yaml") -> str:
        """The OpenAPI document as YAML

        The OpenAPI 3.1 description of this API at one version: `?version=YYYY-MM-DD`, else the version `Api-Version` names, else the newest (`info.version` says which). Public: no token needed. Cacheable for 5 minutes. Rate-limited per client address.

        Args:
            version: The API version to describe. Default: the one `Api-Version` names, else the newest. An unknown version is a 400 problem (`unknown_api_version`).

        Pass `accept` (application/yaml) for another representation; it is returned as bytes or text.

        GET /v1/openapi.yaml
        """
        return self._transport.request("GET", "/v1/openapi.yaml", query={"version": version}, accept=accept, authenticated=False).data

    def get_changelog(self, *, accept: str = "text/html") -> str:
        """The changelog, as a web page

        Every dated version of /v1, newest first: the breaking changes each makes to the one before, the operations and webhook events they affect, how to migrate, and a before/after example. Public: no token needed. Cacheable for 5 minutes. Rate-limited per client address.

        Pass `accept` (text/html) for another representation; it is returned as bytes or text.

        GET /v1/changelog
        """
        return self._transport.request("GET", "/v1/changelog", accept=accept, authenticated=False).data

    def get_changelog_json(self) -> models.Changelog:
        """The changelog, as JSON

        Every dated version of /v1, newest first: the breaking changes each makes to the one before, the operations and webhook events they affect, how to migrate, and a before/after example. Public: no token needed. Cacheable for 5 minutes. Rate-limited per client address.

        GET /v1/changelog.json
        """
        return self._transport.request("GET", "/v1/changelog.json", accept="application/json", authenticated=False).data
