// Generated from the OpenAPI document by `npm run generate`. Do not edit.

export interface paths {
    "/v1/modules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List modules
         * @description The modules active on the account, each with a copy of its synchronization state, so a list needs no second call. Poll with `If-None-Match`: while nothing changed the answer is a 304 with no body.
         *
         *     Requires the `read` scope.
         */
        get: operations["listModules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/modules/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a module's synchronization state
         * @description The current synchronization state of one module: state, progress, timings, records and the last error. Poll with `If-None-Match`: while nothing changed the answer is a 304 with no body.
         *
         *     Requires the `read` scope.
         */
        get: operations["getModuleStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/modules/{id}/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a module's cloud-platform token
         * @description Issues a new cloud-platform token for the module and returns it once. The previous token keeps working for `grace_period_seconds` (default 24 h). Send an `Idempotency-Key` header to retry safely: the same key and body return the same result and rotate once; the same key with another body is a 422.
         *
         *     Requires the `write` scope.
         */
        post: operations["rotateModuleToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/modules/{id}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a module's sync now
         * @description Makes the module's next sync due now instead of at its scheduled time, for example to retry after a failure. The sync starts within seconds; follow it with `GET /v1/modules/{id}/status`. A 409 while a sync is running or the module is paused. Send an `Idempotency-Key` header to retry safely: a retry with the same key returns the first answer and starts one sync.
         *
         *     Requires the `write` scope.
         */
        post: operations["requestModuleSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List audit journal entries
         * @description The account's append-only audit journal, newest first: sign-ins (good and bad), refused authentications against a known token, token, module-token, webhook and rate-limit changes, and the operator's changes (actor type `system`).
         *
         *     Paging is by keyset on (`occurred_at`, `id`): pass `next_cursor` back as `cursor` (or follow the `Link: rel="next"` header) with the same filters. No entry is skipped or repeated while new ones arrive, and a page deep in the journal costs what the first one does. A cursor is opaque and bound to this account and these filters: a changed, foreign or outdated cursor, or one sent with other filters, is a 400 `invalid_cursor`.
         *
         *     Requires the `read` scope.
         */
        get: operations["listAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List invoices, or get one month's invoice as a PDF
         * @description The account's monthly invoices, newest first, cursor-paged (`limit` 1–200, default 50; pass `next_cursor` back as `cursor`, or follow `Link: rel="next"`). `period=YYYY-MM` keeps the invoice of that month.
         *
         *     As a PDF the request must match exactly one invoice, so give `period` (`/v1/invoices?period=2026-10&format=pdf`): no match is a 404, several matches a 400 `several_invoices_match` that says how to pick one. `cursor` and `limit` page the JSON list and are refused (422) with a PDF.
         *
         *     **JSON or PDF.** JSON by default; send `Accept: application/pdf`, or add `format=pdf` (for plain links), to get the PDF. `format` wins over `Accept` when both are given, but `Accept` must still admit JSON or PDF, or the answer is 406. The PDF is text-searchable, and the same invoice always gives the same bytes.
         *
         *     **Caching.** Every 200 carries a strong `ETag` (one per representation) and `Cache-Control: private, no-cache`; send it back in `If-None-Match` to get a 304 with no body when nothing changed. `Vary: Accept`.
         *
         *     **Saving.** The PDF comes with `Content-Disposition: inline; filename="invoice-<number>.pdf"`; `download=1` makes it `attachment` (and gives JSON an attachment name too).
         *
         *     Requires the `read` scope.
         */
        get: operations["listInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an invoice as JSON or PDF
         * @description One invoice of the account with all its lines, or the same invoice as a PDF. Another account's invoice, like a malformed id, is a 404.
         *
         *     **JSON or PDF.** JSON by default; send `Accept: application/pdf`, or add `format=pdf` (for plain links), to get the PDF. `format` wins over `Accept` when both are given, but `Accept` must still admit JSON or PDF, or the answer is 406. The PDF is text-searchable, and the same invoice always gives the same bytes.
         *
         *     **Caching.** Every 200 carries a strong `ETag` (one per representation) and `Cache-Control: private, no-cache`; send it back in `If-None-Match` to get a 304 with no body when nothing changed. `Vary: Accept`.
         *
         *     **Saving.** The PDF comes with `Content-Disposition: inline; filename="invoice-<number>.pdf"`; `download=1` makes it `attachment` (and gives JSON an attachment name too).
         *
         *     Requires the `read` scope.
         */
        get: operations["getInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description The account's webhook endpoints, newest first. Not paged: an account has few. Secrets are never included.
         *
         *     Requires the `read` scope.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Registers an endpoint for the given event types and returns its signing secret, once. Every delivery is a `POST` signed by the Standard Webhooks specification (`webhook-id`, `webhook-timestamp`, `webhook-signature`). The URL must be https, and may not point at a loopback, private, link-local, CGNAT, multicast, unspecified or metadata address in any spelling: such URLs are refused with a 422 whose `errors[0].pointer` is `#/url`.
         *
         *     Requires the `write` scope.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a webhook endpoint
         * @description One webhook endpoint, with whether it is enabled and, if not, why. The secret is never included.
         *
         *     Requires the `read` scope.
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Removes the endpoint with its delivery log. Pending deliveries are dropped.
         *
         *     Requires the `write` scope.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint
         * @description Changes the URL, the event types, the description or whether the endpoint is enabled, in place: the signing secret and the delivery log stay. Fields left out keep their value. A new URL is checked like a new registration (https, no private, loopback, link-local or metadata address): a refused URL is a 422 whose `errors[0].pointer` is `#/url`, and nothing changes.
         *
         *     Requires the `write` scope.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/v1/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Queues a `webhook.test` event for this endpoint only and returns its delivery, which is attempted within a second. Follow it in the delivery log. With `api_version`, the event is rendered at that API version instead of the endpoint's: try your receiver on a new version before moving the endpoint to it.
         *
         *     Requires the `write` scope.
         */
        post: operations["sendWebhookTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret
         * @description Issues a new signing secret and returns it once. For the next 24 hours every delivery carries two space-separated signatures, one per secret, so receivers can switch without missing a delivery. Rotating again within those 24 hours retires the oldest secret at once.
         *
         *     Requires the `write` scope.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable a webhook endpoint
         * @description Stops deliveries (reason `manual`). New events still queue deliveries for it; they wait and are sent once it is enabled again. Disabling a disabled endpoint changes nothing.
         *
         *     Requires the `write` scope.
         */
        post: operations["disableWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable a webhook endpoint
         * @description Resumes deliveries, also after the service disabled the endpoint (`gone` or `failing`); waiting deliveries are sent. Enabling an enabled endpoint changes nothing.
         *
         *     Requires the `write` scope.
         */
        post: operations["enableWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a webhook's deliveries
         * @description The delivery log, newest first, cursor-paged, each delivery with its status and its latest attempt's HTTP status and latency.
         *
         *     Requires the `read` scope.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries/{msg_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a delivery with its attempts
         * @description One delivery with the request body it sends and every attempt: status, latency, request headers (without signatures) and the first 4 KiB of the response.
         *
         *     Requires the `read` scope.
         */
        get: operations["getWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries/{msg_id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend a delivery
         * @description Schedules a new attempt now with the same `webhook-id`, so the receiver can deduplicate; a failed delivery gets one more attempt. The endpoint must be enabled (409 otherwise).
         *
         *     Requires the `write` scope.
         */
        post: operations["resendWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recover failed deliveries
         * @description Queues an attempt now for every delivery of this endpoint that failed and was created at or after `since` (at most 7 days back: an earlier moment counts from 7 days ago, and the answer's `since` says so), each with its original `webhook-id` so receivers can deduplicate. Idempotent: repeating it while they are pending queues nothing more. The endpoint must be enabled (409 otherwise).
         *
         *     Requires the `write` scope.
         */
        post: operations["recoverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get API usage
         * @description Requests answered for this account's access tokens, per hour over the last 24 hours, per day over the last 7 or 30 days, or per calendar month over the last 12 months (UTC; days past the hourly retention are read from their daily totals), split by status class, with the 429s on their own. Pass `resource_id` (a `tok_` id) for one access token, or an OAuth client's `oac_` id for the sum of every token that client obtained. Counts are added to the store every few seconds.
         *
         *     Requires the `read` scope.
         */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List recorded requests
         * @description The account's request log: every call to `/v1` and `/oauth/*` made with its tokens and OAuth clients, and the customer area's own calls (`credential.type` `user`; leave them out with `credential_type`), newest first, kept 30 days. Write operations carry their request and answer bodies, secrets redacted and cut at 8 KiB.
         *
         *     Records are written in batches off the request path, so a call shows up here within about a second. Paging is by keyset on (`occurred_at`, `id`): pass `next_cursor` back as `cursor` with the same filters; a changed, foreign or outdated cursor is a 400 `invalid_cursor`.
         *
         *     Requires the `read` scope.
         */
        get: operations["listRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a recorded request
         * @description One request of the account's log, by the id its answer carried (`X-Request-Id`, a problem's `request_id`): method, path, status, problem code, duration, credential, rate-limit state and, for writes, the redacted bodies. Another account's request is a 404.
         *
         *     Requires the `read` scope.
         */
        get: operations["getRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The OpenAPI document as JSON
         * @description The OpenAPI 3.1 description of this API at one version: `?version=YYYY-MM-DD`, else the version `Api-Version` names, else the newest (`info.version` says which). Public: no token needed. Cacheable for 5 minutes. Rate-limited per client address.
         */
        get: operations["getOpenApiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/openapi.yaml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The OpenAPI document as YAML
         * @description The OpenAPI 3.1 description of this API at one version: `?version=YYYY-MM-DD`, else the version `Api-Version` names, else the newest (`info.version` says which). Public: no token needed. Cacheable for 5 minutes. Rate-limited per client address.
         */
        get: operations["getOpenApiYaml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/changelog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The changelog, as a web page
         * @description Every dated version of /v1, newest first: the breaking changes each makes to the one before, the operations and webhook events they affect, how to migrate, and a before/after example. Public: no token needed. Cacheable for 5 minutes. Rate-limited per client address.
         */
        get: operations["getChangelog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/changelog.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The changelog, as JSON
         * @description Every dated version of /v1, newest first: the breaking changes each makes to the one before, the operations and webhook events they affect, how to migrate, and a before/after example. Public: no token needed. Cacheable for 5 minutes. Rate-limited per client address.
         */
        get: operations["getChangelogJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "module.sync_state.changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `module.sync_state.changed`
         * @description Sent to every enabled endpoint subscribed to this type (or to `*`). Verify the signature on the raw body with a Standard Webhooks library before trusting it. Answer any 2xx within 10 seconds to acknowledge; anything else (including redirects, which are not followed) is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h, each with jitter, honouring `Retry-After` on 429 and 503. A 410 disables the endpoint; so do 5 days without a success.
         */
        post: operations["onModuleSyncStateChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "module.token.rotated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `module.token.rotated`
         * @description Sent to every enabled endpoint subscribed to this type (or to `*`). Verify the signature on the raw body with a Standard Webhooks library before trusting it. Answer any 2xx within 10 seconds to acknowledge; anything else (including redirects, which are not followed) is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h, each with jitter, honouring `Retry-After` on 429 and 503. A 410 disables the endpoint; so do 5 days without a success.
         */
        post: operations["onModuleTokenRotated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "invoice.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `invoice.created`
         * @description Sent to every enabled endpoint subscribed to this type (or to `*`). Verify the signature on the raw body with a Standard Webhooks library before trusting it. Answer any 2xx within 10 seconds to acknowledge; anything else (including redirects, which are not followed) is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h, each with jitter, honouring `Retry-After` on 429 and 503. A 410 disables the endpoint; so do 5 days without a success.
         */
        post: operations["onInvoiceCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "token.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `token.created`
         * @description Sent to every enabled endpoint subscribed to this type (or to `*`). Verify the signature on the raw body with a Standard Webhooks library before trusting it. Answer any 2xx within 10 seconds to acknowledge; anything else (including redirects, which are not followed) is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h, each with jitter, honouring `Retry-After` on 429 and 503. A 410 disables the endpoint; so do 5 days without a success.
         */
        post: operations["onTokenCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "token.revoked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `token.revoked`
         * @description Sent to every enabled endpoint subscribed to this type (or to `*`). Verify the signature on the raw body with a Standard Webhooks library before trusting it. Answer any 2xx within 10 seconds to acknowledge; anything else (including redirects, which are not followed) is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h, each with jitter, honouring `Retry-After` on 429 and 503. A 410 disables the endpoint; so do 5 days without a success.
         */
        post: operations["onTokenRevoked"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `webhook.test`
         * @description Sent to every enabled endpoint subscribed to this type (or to `*`). Verify the signature on the raw body with a Standard Webhooks library before trusting it. Answer any 2xx within 10 seconds to acknowledge; anything else (including redirects, which are not followed) is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h, each with jitter, honouring `Retry-After` on 429 and 503. A 410 disables the endpoint; so do 5 days without a success.
         */
        post: operations["onWebhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        RotateModuleTokenRequest: {
            /**
             * Format: int32
             * @description How long the previous token keeps working, 0–86 400 s. Default 86 400 (24 h).
             * @example 3600
             */
            grace_period_seconds?: number;
        };
        CreateWebhookRequest: {
            /**
             * Format: uri
             * @description Where deliveries are POSTed. https only (plain http to loopback only on servers that allow it for development). Loopback, private, link-local, CGNAT, multicast, unspecified and cloud-metadata addresses are refused in every spelling, here and again after DNS resolution at each delivery. Redirects are not followed.
             * @example https://erp.example.com/webhooks/integrations
             */
            url: string;
            /**
             * @description Event types to receive, or `["*"]` for all (including types added later).
             * @example [
             *       "invoice.created",
             *       "token.created"
             *     ]
             */
            events: ("*" | "module.sync_state.changed" | "module.token.rotated" | "invoice.created" | "token.created" | "token.revoked" | "webhook.test")[];
            description?: string | null;
            /**
             * @description The API version its payloads are rendered at; defaults to the account's.
             * @example 2026-11-27
             */
            api_version?: string;
        };
        /** @description The fields to change; fields left out keep their value. */
        UpdateWebhookRequest: {
            /**
             * Format: uri
             * @description A new endpoint URL, checked like a new registration. The signing secret stays the same.
             * @example https://erp.example.com/webhooks/integrations
             */
            url?: string;
            /**
             * @description Replaces the subscribed event types; `["*"]` for all.
             * @example [
             *       "invoice.created"
             *     ]
             */
            events?: ("*" | "module.sync_state.changed" | "module.token.rotated" | "invoice.created" | "token.created" | "token.revoked" | "webhook.test")[];
            /** @description A note for people; null or an empty string clears it. */
            description?: string | null;
            /** @description false disables deliveries (reason `manual`), true resumes them. */
            enabled?: boolean;
            /**
             * @description Moves the endpoint to another API version: every payload sent from now on, retries included, is rendered at it. Try it first with a test event at that version.
             * @example 2026-11-27
             */
            api_version?: string;
        };
        /** @description Optional: send no body, or `{}`, for a test event at the endpoint's version. */
        SendWebhookTestEventRequest: {
            /**
             * @description Renders the test event at this API version instead of the endpoint's: try a receiver on a new version before moving the endpoint to it.
             * @example 2026-11-27
             */
            api_version?: string;
        };
        RecoverWebhookRequest: {
            /**
             * Format: date-time
             * @description Re-queue the deliveries created at or after this moment that failed. Not in the future; a moment more than 7 days back counts from 7 days ago.
             * @example 2026-11-20T09:00:00Z
             */
            since: string;
        };
        /** @description The body of a `module.sync_state.changed` delivery. */
        ModuleSyncStateChangedEvent: {
            /** @constant */
            type: "module.sync_state.changed";
            /**
             * Format: date-time
             * @description When the event occurred.
             * @example 2026-11-22T09:30:00Z
             */
            timestamp: string;
            /** @description A module's synchronization moved from one state to another; `status` is its state after the change. */
            data: {
                /**
                 * @description The module.
                 * @example mod_01jd4y3k6efq9b8c1m2n3p4q5r
                 */
                module_id: string;
                from: components["schemas"]["SyncState"];
                to: components["schemas"]["SyncState"];
                /** @description The module's synchronization state after the change. */
                status: {
                    /**
                     * @description The module's id.
                     * @example mod_01jd4y3k6efq9b8c1m2n3p4q5r
                     */
                    module_id: string;
                    state: components["schemas"]["SyncState"];
                    /**
                     * @description 0–1 while syncing, null otherwise.
                     * @example 0.42
                     */
                    progress: number | null;
                    last_sync_started_at: string | null;
                    /** @description End of the last successful sync (a failed sync does not move it). Named `last_synced_at` before API version 2026-11-27. */
                    last_succeeded_at: string | null;
                    next_sync_at: string | null;
                    /**
                     * Format: int32
                     * @description Records transferred by the last successful sync.
                     * @example 12840
                     */
                    records_synced: number;
                    /** @description Why the last sync failed; null unless the state is failed. */
                    last_error: {
                        /**
                         * @description Stable snake_case code reported by the cloud platform, or `internal_error`.
                         * @example upstream_timeout
                         */
                        code: string;
                        /**
                         * @description What went wrong, for a human.
                         * @example The support desk did not answer within 30 seconds.
                         */
                        message: string;
                    } | null;
                    /**
                     * Format: date-time
                     * @description When the state last changed.
                     * @example 2026-11-22T09:30:00Z
                     */
                    updated_at: string;
                };
            };
        };
        /**
         * @description pending (never synced) → syncing → synced | failed; synced and failed go back to syncing; any state can go to paused, and paused returns to pending.
         * @enum {string}
         */
        SyncState: "pending" | "syncing" | "synced" | "failed" | "paused";
        /** @description The body of a `module.token.rotated` delivery. */
        ModuleTokenRotatedEvent: {
            /** @constant */
            type: "module.token.rotated";
            /**
             * Format: date-time
             * @description When the event occurred.
             * @example 2026-11-22T09:30:00Z
             */
            timestamp: string;
            /** @description A module's cloud-platform token was rotated. The token itself is never sent. */
            data: {
                /**
                 * @description The module.
                 * @example mod_01jd4y3k6efq9b8c1m2n3p4q5r
                 */
                module_id: string;
                /**
                 * Format: date-time
                 * @example 2026-11-22T09:30:00Z
                 */
                created_at: string;
                /**
                 * @description Prefix and last four characters of the new token.
                 * @example cpt_…e9Ri
                 */
                token_hint: string;
                /**
                 * Format: int32
                 * @example 86400
                 */
                grace_period_seconds: number;
                previous_token_expires_at: string | null;
            };
        };
        /** @description The body of a `invoice.created` delivery. */
        InvoiceCreatedEvent: {
            /** @constant */
            type: "invoice.created";
            /**
             * Format: date-time
             * @description When the event occurred.
             * @example 2026-11-22T09:30:00Z
             */
            timestamp: string;
            /** @description A monthly invoice was issued. */
            data: {
                /**
                 * @description The invoice.
                 * @example inv_01jd4y3k6efq9b8c1m2n3p4q5r
                 */
                id: string;
                /** @example ACME-000012 */
                number: string;
                /**
                 * @description Billing month.
                 * @example 2026-10
                 */
                period: string;
                /**
                 * Format: int32
                 * @description In minor units.
                 * @example 35700
                 */
                total: number;
                /**
                 * @description ISO 4217.
                 * @example EUR
                 */
                currency: string;
            };
        };
        /** @description The body of a `token.created` delivery. */
        TokenCreatedEvent: {
            /** @constant */
            type: "token.created";
            /**
             * Format: date-time
             * @description When the event occurred.
             * @example 2026-11-22T09:30:00Z
             */
            timestamp: string;
            /** @description An access token was created. The token itself is never sent. */
            data: {
                /**
                 * @description The access token.
                 * @example tok_01jd4y3k6efq9b8c1m2n3p4q5r
                 */
                id: string;
                /**
                 * @description The token's name.
                 * @example ERP nightly export
                 */
                name: string;
                /**
                 * @example [
                 *       "read"
                 *     ]
                 */
                scopes: ("read" | "write")[];
                /**
                 * @description Prefix and last four characters of the token.
                 * @example mis_at_…x7Qa
                 */
                token_hint: string;
                /**
                 * Format: date-time
                 * @example 2026-11-22T09:30:00Z
                 */
                expires_at: string;
            };
        };
        /** @description The body of a `token.revoked` delivery. */
        TokenRevokedEvent: {
            /** @constant */
            type: "token.revoked";
            /**
             * Format: date-time
             * @description When the event occurred.
             * @example 2026-11-22T09:30:00Z
             */
            timestamp: string;
            /** @description An access token was revoked. */
            data: {
                /**
                 * @description The access token.
                 * @example tok_01jd4y3k6efq9b8c1m2n3p4q5r
                 */
                id: string;
                /**
                 * @description The token's name.
                 * @example ERP nightly export
                 */
                name: string;
                /**
                 * @description Prefix and last four characters of the token.
                 * @example mis_at_…x7Qa
                 */
                token_hint: string;
            };
        };
        /** @description The body of a `webhook.test` delivery. */
        WebhookTestEvent: {
            /** @constant */
            type: "webhook.test";
            /**
             * Format: date-time
             * @description When the event occurred.
             * @example 2026-11-22T09:30:00Z
             */
            timestamp: string;
            /** @description Sent on request (customer area or `POST /v1/webhooks/{id}/test`) to this one endpoint. */
            data: {
                /**
                 * @description The webhook the test was sent to.
                 * @example wh_01jd4y3k6efq9b8c1m2n3p4q5r
                 */
                webhook_id: string;
                /** @example This is a test event sent from the webhook settings. */
                message: string;
            };
        };
        ModuleList: {
            /** @description The active modules, by name (at most one per module kind). */
            data: components["schemas"]["Module"][];
        };
        /** @description A module active on the account, with a copy of its synchronization state. */
        Module: {
            /**
             * @description The module's id.
             * @example mod_01jd4y3k6efq9b8c1m2n3p4q5r
             */
            id: string;
            /**
             * @description Stable machine name of the module kind, unique per account.
             * @example crm
             */
            key: string;
            /**
             * @description Display name.
             * @example CRM
             */
            name: string;
            /**
             * Format: date-time
             * @example 2026-11-22T09:30:00Z
             */
            activated_at: string;
            sync_state: components["schemas"]["ModuleStatus"];
        };
        /** @description The synchronization state of one module. */
        ModuleStatus: {
            /**
             * @description The module's id.
             * @example mod_01jd4y3k6efq9b8c1m2n3p4q5r
             */
            module_id: string;
            state: components["schemas"]["SyncState"];
            /**
             * @description 0–1 while syncing, null otherwise.
             * @example 0.42
             */
            progress: number | null;
            last_sync_started_at: string | null;
            /** @description End of the last successful sync (a failed sync does not move it). Named `last_synced_at` before API version 2026-11-27. */
            last_succeeded_at: string | null;
            next_sync_at: string | null;
            /**
             * Format: int32
             * @description Records transferred by the last successful sync.
             * @example 12840
             */
            records_synced: number;
            /** @description Why the last sync failed; null unless the state is failed. */
            last_error: {
                /**
                 * @description Stable snake_case code reported by the cloud platform, or `internal_error`.
                 * @example upstream_timeout
                 */
                code: string;
                /**
                 * @description What went wrong, for a human.
                 * @example The support desk did not answer within 30 seconds.
                 */
                message: string;
            } | null;
            /**
             * Format: date-time
             * @description When the state last changed.
             * @example 2026-11-22T09:30:00Z
             */
            updated_at: string;
        };
        /**
         * @description An RFC 9457 problem: every error of this API has this shape.
         * @example {
         *       "type": "https://integrations.example/docs/errors#validation_failed",
         *       "title": "Validation failed",
         *       "status": 422,
         *       "detail": "The request does not match the schema.",
         *       "code": "validation_failed",
         *       "request_id": "req_8Zl1qk0b0dT3vYxE",
         *       "request_url": "https://integrations.example/requests?request_id=req_8Zl1qk0b0dT3vYxE",
         *       "errors": [
         *         {
         *           "pointer": "#/url",
         *           "detail": "Must be an https URL."
         *         }
         *       ]
         *     }
         */
        Problem: {
            /**
             * Format: uri
             * @description URI of the problem type's documentation.
             */
            type: string;
            /** @description Short summary of the problem type. */
            title: string;
            /**
             * Format: int32
             * @description The HTTP status code, repeated.
             */
            status: number;
            /** @description What went wrong with this request, for a human. */
            detail: string;
            /**
             * @description Stable snake_case machine code.
             * @example validation_failed
             */
            code: string;
            /**
             * @description Identifier of this request (the `X-Request-Id` response header); quote it to support.
             * @example req_8Zl1qk0b0dT3vYxE
             */
            request_id: string;
            /**
             * Format: uri
             * @description This request's page in the customer area's request log (Requests page): what was sent, what came back and why, with secrets redacted. Optional: absent where no customer area serves the answer.
             * @example https://integrations.example/requests?request_id=req_8Zl1qk0b0dT3vYxE
             */
            request_url?: string;
            /** @description Validation failures, one per offending input. */
            errors?: {
                /**
                 * @description JSON pointer (URI fragment) to the offending input.
                 * @example #/url
                 */
                pointer: string;
                /** @description What is wrong with this input. */
                detail: string;
            }[];
            /**
             * @description With `unknown_api_version`: the dated versions of /v1 an `Api-Version` header may name, oldest first.
             * @example [
             *       "2026-11-22",
             *       "2026-11-27"
             *     ]
             */
            known_versions?: string[];
        };
        /** @description The outcome of a rotation. */
        ModuleTokenRotation: {
            /**
             * @description The new cloud-platform token. Shown once: store it now.
             * @example cpt_7Hq2mX9rLw0Zb4Nc8Vt1Ks6Jd3Fy5Pg2Ua0Ee9Ri
             */
            token: string;
            /**
             * @description The prefix and last four characters of the token, safe to display.
             * @example cpt_…e9Ri
             */
            token_hint: string;
            /**
             * Format: date-time
             * @example 2026-11-22T09:30:00Z
             */
            created_at: string;
            /** @description When the previous token stops working (end of the grace period); null if there was none. */
            previous_token_expires_at: string | null;
        };
        /** @description A page of the audit journal. */
        AuditEntryList: {
            /** @description Entries, newest first (by `occurred_at`, then `id`). */
            data: components["schemas"]["AuditEntry"][];
            /** @description Pass as `cursor` to get the next page; null on the last page. Opaque and URL-safe. */
            next_cursor: string | null;
            /** @description Whether another page follows. */
            has_more: boolean;
        };
        /** @description One entry of the append-only audit journal. */
        AuditEntry: {
            /**
             * @description The entry's id.
             * @example aud_01jd4y3k6efq9b8c1m2n3p4q5r
             */
            id: string;
            /**
             * Format: date-time
             * @description When it happened: RFC 3339 UTC with microseconds.
             * @example 2026-11-22T09:30:00.123456Z
             */
            occurred_at: string;
            /**
             * @description What happened, `resource.verb`: `user.signed_in`, `user.sign_in_failed`, `token.created`, `token.revoked`, `token.authentication_refused`, `module.token.rotated`, `webhook.created`, `webhook.deleted`, `rate_limit.extension_requested`, `rate_limit.extended`, … New actions may be added: treat unknown ones as opaque.
             * @example module.token.rotated
             */
            action: string;
            actor: components["schemas"]["AuditActor"];
            /** @description What it was done to; null when there is no single resource. */
            resource: components["schemas"]["AuditResource"] | null;
            /**
             * @description Client address (IPv4 or IPv6), when known.
             * @example 203.0.113.24
             */
            ip: string | null;
            /**
             * @description Client user agent, when known (at most 512 characters).
             * @example integrations-typescript/1.0.0
             */
            user_agent: string | null;
            /**
             * @description Details of the action, never a secret: hints, names, dates, reasons.
             * @example {
             *       "token_hint": "cpt_…e9Ri",
             *       "grace_period_seconds": 3600,
             *       "previous_token_expires_at": "2026-11-22T10:30:00.000Z"
             *     }
             */
            metadata: {
                [key: string]: unknown;
            };
        };
        /** @description Who did it. */
        AuditActor: {
            /**
             * @description A person in the customer area, an access token, or the operator (system).
             * @example user
             * @enum {string}
             */
            type: "user" | "token" | "system";
            id: string | null;
            /**
             * @description Human name at the time: an email, a token name, `operator (cli)`.
             * @example admin@acme.test
             */
            display: string;
        };
        /** @description What it was done to. */
        AuditResource: {
            /**
             * @description Kind of resource: `module`, `access_token`, `webhook`, `user`, `account`, `invoice`, …
             * @example module
             */
            type: string;
            /**
             * @description The resource's id.
             * @example mod_01jd4y3k6efq9b8c1m2n3p4q5r
             */
            id: string;
        };
        /** @description A page of invoices, newest first. */
        InvoiceList: {
            /** @description Invoices, newest first. */
            data: components["schemas"]["Invoice"][];
            /** @description Pass as `cursor` to get the next page; null on the last page. Opaque and URL-safe. */
            next_cursor: string | null;
            /** @description Whether another page follows. */
            has_more: boolean;
        };
        /** @description A monthly invoice. Amounts are integers in minor units of `currency`, computed once at issue. */
        Invoice: {
            /**
             * @description The invoice's id.
             * @example inv_01jd4y3k6efq9b8c1m2n3p4q5r
             */
            id: string;
            /**
             * @description The invoice number, gapless per account.
             * @example ACME-000012
             */
            number: string;
            /**
             * @description The billing month this invoice covers, `YYYY-MM`.
             * @example 2026-10
             */
            period: string;
            /**
             * Format: date-time
             * @description When the invoice was issued.
             * @example 2026-11-22T09:30:00Z
             */
            issued_at: string;
            /**
             * Format: date-time
             * @description When payment is due.
             * @example 2026-11-22T09:30:00Z
             */
            due_at: string;
            status: components["schemas"]["InvoiceStatus"];
            /**
             * @description ISO 4217 currency of every amount.
             * @example EUR
             */
            currency: string;
            /**
             * Format: int32
             * @description Tax rate applied to the subtotal, in basis points (2000 = 20 %).
             * @example 2000
             */
            tax_rate_bps: number;
            customer: components["schemas"]["InvoiceCustomer"];
            /**
             * Format: int32
             * @description Sum of the lines' amounts. In minor units of `currency`.
             * @example 39800
             */
            subtotal: number;
            /**
             * Format: int32
             * @description Tax on the subtotal. In minor units of `currency`.
             * @example 7960
             */
            tax: number;
            /**
             * Format: int32
             * @description `subtotal` + `tax`: the amount due. In minor units of `currency`.
             * @example 47760
             */
            total: number;
            /** @description Every line, in the order printed. */
            lines: components["schemas"]["InvoiceLine"][];
        };
        /**
         * @description `open` (awaiting payment), `paid`, or `void` (cancelled, nothing owed).
         * @enum {string}
         */
        InvoiceStatus: "open" | "paid" | "void";
        /** @description Who the invoice was issued to, as it stood at issue: the invoice never changes afterwards. */
        InvoiceCustomer: {
            /**
             * @description ISO 3166-1 alpha-2 country of the billing address at issue; null when none was given.
             * @example FR
             */
            country: string | null;
            /**
             * @description The customer's VAT id at issue, as printed on the invoice; null when none was given.
             * @example FR40303265045
             */
            vat_id: string | null;
            /**
             * @description `reverse_charge`: an EU business in another member state with a VAT id; 0 % VAT here, the customer accounts for it. Otherwise `standard`.
             * @example reverse_charge
             * @enum {string}
             */
            tax_treatment: "standard" | "reverse_charge";
        };
        /** @description One line of an invoice. */
        InvoiceLine: {
            /**
             * @description What is billed, as printed on the invoice.
             * @example CRM — October 2026
             */
            description: string;
            module_id: string | null;
            /**
             * Format: int32
             * @description Units billed.
             * @example 1
             */
            quantity: number;
            /**
             * Format: int32
             * @description Price of one unit. In minor units of `currency`.
             * @example 9900
             */
            unit_amount: number;
            /**
             * Format: int32
             * @description `quantity` × `unit_amount`. In minor units of `currency`.
             * @example 9900
             */
            amount: number;
        };
        WebhookList: {
            /** @description The account's webhooks, newest first. */
            data: components["schemas"]["Webhook"][];
        };
        /** @description An endpoint that receives signed events. The secret is never shown again after creation or rotation. */
        Webhook: {
            /**
             * @description The webhook's id.
             * @example wh_01jd4y3k6efq9b8c1m2n3p4q5r
             */
            id: string;
            /**
             * Format: uri
             * @description Where deliveries are POSTed. https only (plain http to loopback only on servers that allow it for development). Loopback, private, link-local, CGNAT, multicast, unspecified and cloud-metadata addresses are refused in every spelling, here and again after DNS resolution at each delivery. Redirects are not followed.
             * @example https://erp.example.com/webhooks/integrations
             */
            url: string;
            description: string | null;
            /** @description Subscribed event types, sorted, or `["*"]`. */
            events: ("*" | "module.sync_state.changed" | "module.token.rotated" | "invoice.created" | "token.created" | "token.revoked" | "webhook.test")[];
            /** @description Whether deliveries are sent. Pending deliveries wait while disabled and resume on enable. */
            enabled: boolean;
            /**
             * @description The API version the endpoint's payloads are rendered at (`YYYY-MM-DD`, one of the changelog's). Independent of the account's default once set.
             * @example 2026-11-27
             */
            api_version: string;
            /**
             * @description Why it is disabled: `manual` (disabled by you), `gone` (the endpoint answered 410) or `failing` (no success for 5 days); null while enabled.
             * @example null
             */
            disabled_reason: ("manual" | "gone" | "failing") | null;
            /**
             * Format: date-time
             * @example 2026-11-22T09:30:00Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the secret was last rotated; absent if it never was.
             * @example 2026-11-22T09:30:00Z
             */
            secret_rotated_at?: string;
        };
        /** @description The new webhook and its signing secret, shown this once. */
        WebhookWithSecret: {
            /**
             * @description The webhook's id.
             * @example wh_01jd4y3k6efq9b8c1m2n3p4q5r
             */
            id: string;
            /**
             * Format: uri
             * @description Where deliveries are POSTed. https only (plain http to loopback only on servers that allow it for development). Loopback, private, link-local, CGNAT, multicast, unspecified and cloud-metadata addresses are refused in every spelling, here and again after DNS resolution at each delivery. Redirects are not followed.
             * @example https://erp.example.com/webhooks/integrations
             */
            url: string;
            description: string | null;
            /** @description Subscribed event types, sorted, or `["*"]`. */
            events: ("*" | "module.sync_state.changed" | "module.token.rotated" | "invoice.created" | "token.created" | "token.revoked" | "webhook.test")[];
            /** @description Whether deliveries are sent. Pending deliveries wait while disabled and resume on enable. */
            enabled: boolean;
            /**
             * @description The API version the endpoint's payloads are rendered at (`YYYY-MM-DD`, one of the changelog's). Independent of the account's default once set.
             * @example 2026-11-27
             */
            api_version: string;
            /**
             * @description Why it is disabled: `manual` (disabled by you), `gone` (the endpoint answered 410) or `failing` (no success for 5 days); null while enabled.
             * @example null
             */
            disabled_reason: ("manual" | "gone" | "failing") | null;
            /**
             * Format: date-time
             * @example 2026-11-22T09:30:00Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the secret was last rotated; absent if it never was.
             * @example 2026-11-22T09:30:00Z
             */
            secret_rotated_at?: string;
            /**
             * @description The signing secret (`whsec_` + base64 of 32 random bytes). Shown this once: store it now. Only its encrypted form is kept.
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwx3QmYk4tYpE=
             */
            secret: string;
        };
        /** @description One event for one endpoint, with the outcome of its latest attempt. */
        WebhookDelivery: {
            /**
             * @description The delivery's id: its `webhook-id` header, the same on every attempt.
             * @example msg_01jd4y3k6efq9b8c1m2n3p4q5r
             */
            id: string;
            /**
             * @description The webhook it is for.
             * @example wh_01jd4y3k6efq9b8c1m2n3p4q5r
             */
            webhook_id: string;
            /**
             * @description The event delivered.
             * @example evt_01jd4y3k6efq9b8c1m2n3p4q5r
             */
            event_id: string;
            event_type: components["schemas"]["WebhookEventType"];
            status: components["schemas"]["WebhookDeliveryStatus"];
            /**
             * Format: int32
             * @description Attempts made so far.
             * @example 1
             */
            attempt_count: number;
            /** @description When the next attempt is due; null once finished, and while the webhook is disabled (its pending deliveries are not attempted until it is enabled again, then they are due at once). */
            next_attempt_at: string | null;
            last_attempt_at: string | null;
            /** @description HTTP status of the latest attempt; null before the first or when no response came. */
            last_response_status: number | null;
            last_latency_ms: number | null;
            /**
             * Format: date-time
             * @example 2026-11-22T09:30:00Z
             */
            created_at: string;
        };
        /**
         * @description An event type of the catalogue (see the document's `webhooks` section for each payload).
         * @example module.sync_state.changed
         * @enum {string}
         */
        WebhookEventType: "module.sync_state.changed" | "module.token.rotated" | "invoice.created" | "token.created" | "token.revoked" | "webhook.test";
        /**
         * @description `pending` (queued or waiting for a retry), `succeeded` (a 2xx came back) or `failed` (retries exhausted, or 410).
         * @example succeeded
         * @enum {string}
         */
        WebhookDeliveryStatus: "pending" | "succeeded" | "failed";
        /** @description The webhook with its new secret, shown this once. */
        WebhookSecretRotation: {
            /**
             * @description The webhook's id.
             * @example wh_01jd4y3k6efq9b8c1m2n3p4q5r
             */
            id: string;
            /**
             * Format: uri
             * @description Where deliveries are POSTed. https only (plain http to loopback only on servers that allow it for development). Loopback, private, link-local, CGNAT, multicast, unspecified and cloud-metadata addresses are refused in every spelling, here and again after DNS resolution at each delivery. Redirects are not followed.
             * @example https://erp.example.com/webhooks/integrations
             */
            url: string;
            description: string | null;
            /** @description Subscribed event types, sorted, or `["*"]`. */
            events: ("*" | "module.sync_state.changed" | "module.token.rotated" | "invoice.created" | "token.created" | "token.revoked" | "webhook.test")[];
            /** @description Whether deliveries are sent. Pending deliveries wait while disabled and resume on enable. */
            enabled: boolean;
            /**
             * @description The API version the endpoint's payloads are rendered at (`YYYY-MM-DD`, one of the changelog's). Independent of the account's default once set.
             * @example 2026-11-27
             */
            api_version: string;
            /**
             * @description Why it is disabled: `manual` (disabled by you), `gone` (the endpoint answered 410) or `failing` (no success for 5 days); null while enabled.
             * @example null
             */
            disabled_reason: ("manual" | "gone" | "failing") | null;
            /**
             * Format: date-time
             * @example 2026-11-22T09:30:00Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the secret was last rotated; absent if it never was.
             * @example 2026-11-22T09:30:00Z
             */
            secret_rotated_at?: string;
            /**
             * @description The new signing secret. Shown this once: store it now.
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwx3QmYk4tYpE=
             */
            secret: string;
            /**
             * Format: date-time
             * @description Until then every delivery carries two signatures (new and previous secret), so receivers can switch without missing one.
             * @example 2026-11-22T09:30:00Z
             */
            previous_secret_expires_at: string;
        };
        /** @description A page of a webhook's delivery log. */
        WebhookDeliveryList: {
            /** @description Deliveries, newest first (by `created_at`, then `id`). */
            data: components["schemas"]["WebhookDelivery"][];
            /** @description Pass as `cursor` to get the next page; null on the last page. Opaque and URL-safe. */
            next_cursor: string | null;
            /** @description Whether another page follows. */
            has_more: boolean;
        };
        /** @description A delivery with its request body and every attempt. */
        WebhookDeliveryDetail: {
            /**
             * @description The delivery's id: its `webhook-id` header, the same on every attempt.
             * @example msg_01jd4y3k6efq9b8c1m2n3p4q5r
             */
            id: string;
            /**
             * @description The webhook it is for.
             * @example wh_01jd4y3k6efq9b8c1m2n3p4q5r
             */
            webhook_id: string;
            /**
             * @description The event delivered.
             * @example evt_01jd4y3k6efq9b8c1m2n3p4q5r
             */
            event_id: string;
            event_type: components["schemas"]["WebhookEventType"];
            status: components["schemas"]["WebhookDeliveryStatus"];
            /**
             * Format: int32
             * @description Attempts made so far.
             * @example 1
             */
            attempt_count: number;
            /** @description When the next attempt is due; null once finished, and while the webhook is disabled (its pending deliveries are not attempted until it is enabled again, then they are due at once). */
            next_attempt_at: string | null;
            last_attempt_at: string | null;
            /** @description HTTP status of the latest attempt; null before the first or when no response came. */
            last_response_status: number | null;
            last_latency_ms: number | null;
            /**
             * Format: date-time
             * @example 2026-11-22T09:30:00Z
             */
            created_at: string;
            /**
             * @description The JSON body every attempt sends: `{ type, timestamp, data }`.
             * @example {"type":"webhook.test","timestamp":"2026-11-22T09:30:00.000Z","data":{}}
             */
            request_body: string;
            /**
             * @description The API version `request_body` is rendered at: the endpoint's, or the one a test event was sent at. Also sent as the `api-version` request header.
             * @example 2026-11-27
             */
            api_version: string;
            /** @description Every attempt, oldest first. */
            attempts: components["schemas"]["WebhookDeliveryAttempt"][];
        };
        /** @description One HTTP attempt of a delivery. */
        WebhookDeliveryAttempt: {
            /**
             * Format: date-time
             * @example 2026-11-22T09:30:00Z
             */
            attempted_at: string;
            /** @description HTTP status; null when no response came (timeout, refused, blocked address). */
            response_status: number | null;
            /**
             * Format: int32
             * @description Milliseconds from sending to the end of the response (or the error).
             * @example 84
             */
            latency_ms: number;
            /**
             * @description The first 4 KiB of the response body at most.
             * @example ok
             */
            response_excerpt: string | null;
            /**
             * @description Why it failed without a usable response (timeout, redirect not followed, …).
             * @example null
             */
            error: string | null;
            /**
             * @description The request headers sent. Signatures are not recorded.
             * @example {
             *       "content-type": "application/json",
             *       "webhook-id": "msg_01jd4y3k6efq9b8c1m2n3p4q5r",
             *       "webhook-timestamp": "1795340460"
             *     }
             */
            request_headers: {
                [key: string]: string;
            };
        };
        /** @description The outcome of a recovery. */
        WebhookRecovery: {
            /**
             * @description The webhook recovered.
             * @example wh_01jd4y3k6efq9b8c1m2n3p4q5r
             */
            webhook_id: string;
            /**
             * Format: date-time
             * @description The moment used, in UTC: the one given, or 7 days ago if it was earlier.
             * @example 2026-11-22T09:30:00Z
             */
            since: string;
            /**
             * Format: int32
             * @description How many failed deliveries were queued again now. Zero on a repeat: they are already pending.
             * @example 3
             */
            requeued: number;
        };
        /** @description Requests over time. Counted off the request path: the last few seconds may still be on their way. */
        Usage: {
            /**
             * @description The range asked for.
             * @example 24h
             * @enum {string}
             */
            range: "24h" | "7d" | "30d" | "12m";
            /**
             * @description Bucket size.
             * @example hour
             * @enum {string}
             */
            granularity: "hour" | "day" | "month";
            resource_id: string | null;
            /** @description Buckets oldest first; the last is the current, partial one. Empty ones are zeros. */
            data: components["schemas"]["UsageBucket"][];
        };
        /** @description Requests in one hour, day or month. */
        UsageBucket: {
            /**
             * Format: date-time
             * @description Start of the hour, day or month (UTC).
             * @example 2026-11-22T09:30:00Z
             */
            start: string;
            /**
             * Format: int32
             * @description Every request answered.
             * @example 120
             */
            total: number;
            /**
             * Format: int32
             * @description Successful answers.
             * @example 120
             */
            status_2xx: number;
            /**
             * Format: int32
             * @description Redirects and 304 Not Modified.
             * @example 120
             */
            status_3xx: number;
            /**
             * Format: int32
             * @description Client errors, 429s included.
             * @example 120
             */
            status_4xx: number;
            /**
             * Format: int32
             * @description Server errors.
             * @example 120
             */
            status_5xx: number;
            /**
             * Format: int32
             * @description 429 Too Many Requests (also counted in status_4xx).
             * @example 120
             */
            rate_limited: number;
        };
        /** @description A page of the request log. */
        RequestRecordList: {
            /** @description Requests, newest first. */
            data: components["schemas"]["RequestRecord"][];
            /** @description Pass as `cursor` to get the next page; null on the last page. Opaque and URL-safe. */
            next_cursor: string | null;
            /** @description Whether another page follows. */
            has_more: boolean;
        };
        /** @description What one call to /v1 or /oauth/* did. */
        RequestRecord: {
            /**
             * @description The request's id, as its answer's `X-Request-Id` and a problem's `request_id` carry it.
             * @example req_3q2VbM1xk9Zt0aLp
             */
            id: string;
            /**
             * Format: date-time
             * @description RFC 3339 UTC with microseconds.
             * @example 2026-11-22T09:30:00.123456Z
             */
            occurred_at: string;
            /** @example POST */
            method: string;
            /**
             * @description The path called.
             * @example /v1/webhooks
             */
            path: string;
            /**
             * @description The operation's path as the OpenAPI document names it.
             * @example /v1/webhooks/{id}
             */
            path_template: string;
            /**
             * @description The operation's `operationId`; null when the path is none.
             * @example createWebhook
             */
            operation_id: string | null;
            /**
             * @description The query string without `?`, secrets redacted.
             * @example limit=50
             */
            query: string;
            /**
             * Format: int32
             * @example 422
             */
            status: number;
            /**
             * @description The problem's `code` (or the OAuth `error`) of an error answer.
             * @example validation_failed
             */
            code: string | null;
            /**
             * @description From arrival to the answer's headers, in milliseconds.
             * @example 12.4
             */
            duration_ms: number;
            credential: components["schemas"]["RequestCredential"];
            scopes: ("read" | "write")[];
            /** @example 203.0.113.24 */
            ip: string | null;
            /** @example integrations-typescript/1.0.0 */
            user_agent: string | null;
            rate_limit: components["schemas"]["RequestRateLimit"];
            /**
             * @description Some request headers; `Authorization` only as `Bearer $TOKEN`.
             * @example {
             *       "accept": "application/json"
             *     }
             */
            request_headers: {
                [key: string]: string;
            };
            /** @description The request body. Write operations only; secrets redacted; at most 8 KiB. Null for reads, and for members whose role may not see bodies. */
            request_body: string | null;
            /** @description The answer's body. Write operations only; secrets redacted; at most 8 KiB. Null for reads, and for members whose role may not see bodies. */
            response_body: string | null;
            /**
             * Format: uri
             * @description This request's page in the customer area.
             * @example https://app.example.com/requests?request_id=req_3q2VbM1xk9Zt0aLp
             */
            request_url: string;
        };
        /** @description Who called; null when no credential was accepted. */
        RequestCredential: {
            /**
             * @description An access token, an OAuth client (at /oauth/*, or the client that minted the token), or a member in the customer area.
             * @enum {string}
             */
            type: "access_token" | "oauth_client" | "user";
            /** @example tok_01jd4y3k6efq9b8c1m2n3p4q5r */
            id: string | null;
            /**
             * @description Its name at the time; never a secret.
             * @example ERP sync
             */
            name: string | null;
            client_id: string | null;
        } | null;
        /** @description The rate-limit window the request was counted in. */
        RequestRateLimit: {
            /** Format: int32 */
            limit: number;
            /** Format: int32 */
            remaining: number;
            /**
             * Format: int64
             * @description Unix seconds when the window resets.
             */
            reset: number;
        } | null;
        /** @description Every dated version of /v1, its changes and how to migrate. */
        Changelog: {
            newest_version: string;
            oldest_version: string;
            /** @description Every version, newest first. */
            versions: {
                version: string;
                /** @description The release day (a version is named by its date). */
                released_on: string;
                /** @description Markdown (inline code and emphasis). */
                summary: string;
                newest: boolean;
                /** @description Set once the version is being retired; its sunset is at least 12 months after the deprecation. */
                deprecation: {
                    deprecated_at: string;
                    sunset_at: string;
                } | null;
                /** @description This version's OpenAPI document (relative to the server). */
                openapi_url: string;
                /** @description The breaking changes this version makes to the one before it. */
                changes: {
                    /** @description Stable id of the change. */
                    id: string;
                    /** @description Markdown (inline code and emphasis). */
                    title: string;
                    /** @description Markdown (inline code and emphasis). */
                    description: string;
                    affects: {
                        operations: {
                            operation_id: string;
                            /** @enum {string} */
                            method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
                            path: string;
                        }[];
                        /** @description Webhook event types whose `data` changes. */
                        events: string[];
                    };
                    /** @description How to move an integration from the previous version to this one (Markdown). */
                    migration: string;
                    /** @description The same answer before and after the change. */
                    example: {
                        /** @description An affected answer at the previous version. */
                        before: unknown;
                        /** @description The same answer at this version. */
                        after: unknown;
                    };
                    /** @description The change in the human-readable changelog (relative to the server). */
                    html_url: string;
                }[];
            }[];
        };
    };
    responses: {
        /** @description Not modified: the `ETag` in `If-None-Match` is current. No body, and no work on the server. */
        CachedReadNotModified: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "Api-Version": components["headers"]["Api-Version"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                /** @description Strong validator of this representation; send it in `If-None-Match`. */
                ETag: string;
                /** @description Only the client may keep a copy, and it revalidates it each time. */
                "Cache-Control": "private, no-cache";
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Bad request: malformed JSON, an invalid cursor, or an `Api-Version` that names no version of this API (`unknown_api_version`, with the known ones in `known_versions`). */
        Problem400: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "Api-Version": components["headers"]["Api-Version"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://integrations.example/docs/errors#invalid_cursor",
                 *       "status": 400,
                 *       "request_id": "req_8Zl1qk0b0dT3vYxE",
                 *       "code": "invalid_cursor",
                 *       "title": "Invalid cursor",
                 *       "detail": "The cursor is not valid for this list."
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Missing, malformed, unknown, revoked or expired access token. See `WWW-Authenticate`. */
        Problem401: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "Api-Version": components["headers"]["Api-Version"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://integrations.example/docs/errors#invalid_token",
                 *       "status": 401,
                 *       "request_id": "req_8Zl1qk0b0dT3vYxE",
                 *       "code": "invalid_token",
                 *       "title": "Invalid access token",
                 *       "detail": "The access token has expired."
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The token lacks the scope this operation needs. */
        Problem403: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "Api-Version": components["headers"]["Api-Version"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://integrations.example/docs/errors#insufficient_scope",
                 *       "status": 403,
                 *       "request_id": "req_8Zl1qk0b0dT3vYxE",
                 *       "code": "insufficient_scope",
                 *       "title": "Insufficient scope",
                 *       "detail": "This operation needs the `write` scope, which this token does not have."
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description None of the media types in `Accept` can be produced. */
        Problem406: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "Api-Version": components["headers"]["Api-Version"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://integrations.example/docs/errors#not_acceptable",
                 *       "status": 406,
                 *       "request_id": "req_8Zl1qk0b0dT3vYxE",
                 *       "code": "not_acceptable",
                 *       "title": "Not acceptable",
                 *       "detail": "This resource is available as application/json."
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request breaks the schema, or its body nests arrays and objects more than 32 levels deep: see `errors[]` for each offending input. */
        Problem422: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "Api-Version": components["headers"]["Api-Version"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://integrations.example/docs/errors#validation_failed",
                 *       "status": 422,
                 *       "request_id": "req_8Zl1qk0b0dT3vYxE",
                 *       "code": "validation_failed",
                 *       "title": "Validation failed",
                 *       "detail": "The request does not match the schema."
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Rate limit exceeded. Retry after `Retry-After` seconds. */
        Problem429: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "Api-Version": components["headers"]["Api-Version"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://integrations.example/docs/errors#rate_limited",
                 *       "status": 429,
                 *       "request_id": "req_8Zl1qk0b0dT3vYxE",
                 *       "code": "rate_limited",
                 *       "title": "Too many requests",
                 *       "detail": "The rate limit for this token is used up. Retry in 17 s."
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Unexpected error on our side. */
        Problem500: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "Api-Version": components["headers"]["Api-Version"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://integrations.example/docs/errors#internal_error",
                 *       "status": 500,
                 *       "request_id": "req_8Zl1qk0b0dT3vYxE",
                 *       "code": "internal_error",
                 *       "title": "Internal error",
                 *       "detail": "Something went wrong on our side. Quote the request id when contacting support."
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Temporarily unavailable: the rate-limit store (`rate_limit_unavailable`) or the database (`service_unavailable`) cannot be reached, so nothing was done. Retry after `Retry-After` seconds. */
        Problem503: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "Api-Version": components["headers"]["Api-Version"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://integrations.example/docs/errors#rate_limit_unavailable",
                 *       "status": 503,
                 *       "request_id": "req_8Zl1qk0b0dT3vYxE",
                 *       "code": "rate_limit_unavailable",
                 *       "title": "Service temporarily unavailable",
                 *       "detail": "Request quotas cannot be checked right now. Retry shortly."
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No such resource in this account (another account's resources are not found either). */
        Problem404: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "Api-Version": components["headers"]["Api-Version"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://integrations.example/docs/errors#not_found",
                 *       "status": 404,
                 *       "request_id": "req_8Zl1qk0b0dT3vYxE",
                 *       "code": "not_found",
                 *       "title": "Not found",
                 *       "detail": "There is no such resource."
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Conflict with the resource's current state. */
        Problem409: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "Api-Version": components["headers"]["Api-Version"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://integrations.example/docs/errors#conflict",
                 *       "status": 409,
                 *       "request_id": "req_8Zl1qk0b0dT3vYxE",
                 *       "code": "conflict",
                 *       "title": "Conflict",
                 *       "detail": "The resource changed meanwhile."
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request body is over 64 KiB. */
        Problem413: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "Api-Version": components["headers"]["Api-Version"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://integrations.example/docs/errors#payload_too_large",
                 *       "status": 413,
                 *       "request_id": "req_8Zl1qk0b0dT3vYxE",
                 *       "code": "payload_too_large",
                 *       "title": "Payload too large",
                 *       "detail": "The request body must not exceed 64 KiB."
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request body is not `application/json`. */
        Problem415: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "Api-Version": components["headers"]["Api-Version"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://integrations.example/docs/errors#unsupported_media_type",
                 *       "status": 415,
                 *       "request_id": "req_8Zl1qk0b0dT3vYxE",
                 *       "code": "unsupported_media_type",
                 *       "title": "Unsupported media type",
                 *       "detail": "Send the request body as `application/json`."
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Not modified: the `ETag` in `If-None-Match` is current. No body. */
        InvoiceNotModified: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "Api-Version": components["headers"]["Api-Version"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                /** @description Strong validator of this representation; send it in `If-None-Match`. */
                ETag: string;
                /** @description Only the client may keep a copy, and it revalidates it each time. */
                "Cache-Control": "private, no-cache";
                /** @description The representation depends on `Accept`. */
                Vary: "Accept";
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description A PDF was asked for but several invoices match (give `period`, or use `GET /v1/invoices/{id}`), or the cursor is invalid. */
        InvoiceListProblem400: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "Api-Version": components["headers"]["Api-Version"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://integrations.example/docs/errors#several_invoices_match",
                 *       "title": "Several invoices match",
                 *       "status": 400,
                 *       "detail": "A PDF holds one invoice, but this request matches several. Pick one: add `period=YYYY-MM` (e.g. `/v1/invoices?period=2026-10&format=pdf` for the newest), or use `GET /v1/invoices/{id}`.",
                 *       "code": "several_invoices_match",
                 *       "request_id": "req_8Zl1qk0b0dT3vYxE",
                 *       "errors": [
                 *         {
                 *           "pointer": "#/query/period",
                 *           "detail": "Give the billing month of the invoice you want as a PDF."
                 *         }
                 *       ]
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        /** @description The dated version of the API to answer at (`YYYY-MM-DD`). Without it, the account's default version (set in the customer area). An unknown version is a 400 problem listing the known ones. */
        ApiVersion: string;
    };
    requestBodies: never;
    headers: {
        /** @description Requests allowed per 60-second window for this token. */
        "X-RateLimit-Limit": string;
        /** @description Requests left in the current window (never below 0). */
        "X-RateLimit-Remaining": string;
        /** @description Unix time, in whole seconds, at which the window resets. */
        "X-RateLimit-Reset": string;
        /** @description IETF draft field: remaining requests `r` and seconds until reset `t` under the named policy. */
        RateLimit: string;
        /** @description IETF draft field: quota `q` per window `w` seconds of the named policy (`default`, `extended` or `anonymous`). */
        "RateLimit-Policy": string;
        /** @description The dated version of the API that shaped this response: the request's `Api-Version`, else the account's default version, else (before authentication) the newest. Responses vary on the request's `Api-Version` (`Vary`). */
        "Api-Version": string;
        /** @description Identifier of this request, echoed when the client sent a valid one (8–128 of `A–Z a–z 0–9 . _ : -`). */
        "X-Request-Id": string;
        /** @description CORS. `*` on the public documents' successful responses, so any site can load this API's description. The token-protected operations do not send it: they are meant to be called from servers, so a web page on another origin cannot read their responses. */
        "Access-Control-Allow-Origin": "*";
        /** @description RFC 6750 challenge. */
        "WWW-Authenticate": string;
        /** @description Seconds to wait before retrying (at least 1). */
        "Retry-After": string;
        /** @description RFC 8288 link to the next page; absent on the last page. */
        Link: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listModules: {
        parameters: {
            query?: never;
            header?: {
                /** @description The dated version of the API to answer at (`YYYY-MM-DD`). Without it, the account's default version (set in the customer area). An unknown version is a 400 problem listing the known ones. */
                "Api-Version"?: components["parameters"]["ApiVersion"];
                /** @description ETags of representations you hold, as a previous answer's `ETag` gave them (such as `"modules-Qm3vX8kL2pR9tY4wZ7nB1cD5fG0"`); a match is answered 304 Not Modified. Leave it out on a first request. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's active modules. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Api-Version": components["headers"]["Api-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description Strong validator of this representation; send it in `If-None-Match`. */
                    ETag: string;
                    /** @description Only the client may keep a copy, and it revalidates it each time. */
                    "Cache-Control": "private, no-cache";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "mod_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *           "key": "crm",
                     *           "name": "CRM",
                     *           "activated_at": "2025-03-01T00:00:00Z",
                     *           "sync_state": {
                     *             "module_id": "mod_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *             "state": "synced",
                     *             "progress": null,
                     *             "last_sync_started_at": "2026-11-22T09:00:00Z",
                     *             "last_succeeded_at": "2026-11-22T09:04:12Z",
                     *             "next_sync_at": "2026-11-22T09:19:12Z",
                     *             "records_synced": 12840,
                     *             "last_error": null,
                     *             "updated_at": "2026-11-22T09:04:12Z"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ModuleList"];
                };
            };
            304: components["responses"]["CachedReadNotModified"];
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            406: components["responses"]["Problem406"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    getModuleStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description The dated version of the API to answer at (`YYYY-MM-DD`). Without it, the account's default version (set in the customer area). An unknown version is a 400 problem listing the known ones. */
                "Api-Version"?: components["parameters"]["ApiVersion"];
                /** @description ETags of representations you hold, as a previous answer's `ETag` gave them (such as `"status-Hk2mP7qW9xZ3vB8nC1dF5gJ0sL4"`); a match is answered 304 Not Modified. Leave it out on a first request. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The module's id (`mod_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The module's synchronization state. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Api-Version": components["headers"]["Api-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description Strong validator of this representation; send it in `If-None-Match`. */
                    ETag: string;
                    /** @description Only the client may keep a copy, and it revalidates it each time. */
                    "Cache-Control": "private, no-cache";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "module_id": "mod_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *       "state": "synced",
                     *       "progress": null,
                     *       "last_sync_started_at": "2026-11-22T09:00:00Z",
                     *       "last_succeeded_at": "2026-11-22T09:04:12Z",
                     *       "next_sync_at": "2026-11-22T09:19:12Z",
                     *       "records_synced": 12840,
                     *       "last_error": null,
                     *       "updated_at": "2026-11-22T09:04:12Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ModuleStatus"];
                };
            };
            304: components["responses"]["CachedReadNotModified"];
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            406: components["responses"]["Problem406"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    rotateModuleToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description The dated version of the API to answer at (`YYYY-MM-DD`). Without it, the account's default version (set in the customer area). An unknown version is a 400 problem listing the known ones. */
                "Api-Version"?: components["parameters"]["ApiVersion"];
                /** @description A unique key per intended rotation: a retry with the same key and body returns the same result and rotates once. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The module's id (`mod_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "grace_period_seconds": 3600
                 *     }
                 */
                "application/json": components["schemas"]["RotateModuleTokenRequest"];
            };
        };
        responses: {
            /** @description The new token, shown once, and when the previous one stops working. */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Api-Version": components["headers"]["Api-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "token": "cpt_7Hq2mX9rLw0Zb4Nc8Vt1Ks6Jd3Fy5Pg2Ua0Ee9Ri",
                     *       "token_hint": "cpt_…e9Ri",
                     *       "created_at": "2026-11-22T10:00:00Z",
                     *       "previous_token_expires_at": "2026-11-23T10:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ModuleTokenRotation"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            406: components["responses"]["Problem406"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    requestModuleSync: {
        parameters: {
            query?: never;
            header?: {
                /** @description The dated version of the API to answer at (`YYYY-MM-DD`). Without it, the account's default version (set in the customer area). An unknown version is a 400 problem listing the known ones. */
                "Api-Version"?: components["parameters"]["ApiVersion"];
                /** @description A unique key per intended rotation: a retry with the same key and body returns the same result and rotates once. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The module's id (`mod_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted: the module's state, with `next_sync_at` now. */
            202: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Api-Version": components["headers"]["Api-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "module_id": "mod_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *       "state": "failed",
                     *       "progress": null,
                     *       "last_sync_started_at": "2026-11-22T09:00:00Z",
                     *       "last_succeeded_at": "2026-11-22T09:04:12Z",
                     *       "next_sync_at": "2026-11-22T10:00:00Z",
                     *       "records_synced": 12840,
                     *       "last_error": {
                     *         "code": "platform_unavailable",
                     *         "message": "The cloud platform did not answer."
                     *       },
                     *       "updated_at": "2026-11-22T09:04:12Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ModuleStatus"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            406: components["responses"]["Problem406"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    listAuditEntries: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200. */
                limit?: number;
                /** @description Opaque cursor from a previous page's `next_cursor`. */
                cursor?: string;
                /** @description Only entries with this action, e.g. `token.created`. */
                action?: string;
                actor_id?: string;
                /** @description Only entries by this kind of actor: `user`, `token`, or `system` (the operator, who has no id). */
                actor_type?: "user" | "token" | "system";
                resource_id?: string;
                /** @description Only entries at or after this instant (inclusive), RFC 3339. */
                since?: string;
                /** @description Only entries before this instant (exclusive), RFC 3339. */
                until?: string;
            };
            header?: {
                /** @description The dated version of the API to answer at (`YYYY-MM-DD`). Without it, the account's default version (set in the customer area). An unknown version is a 400 problem listing the known ones. */
                "Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of entries; `Link` points to the next page while `has_more` is true. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Api-Version": components["headers"]["Api-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "aud_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *           "occurred_at": "2026-11-22T09:30:00.123456Z",
                     *           "action": "module.token.rotated",
                     *           "actor": {
                     *             "type": "user",
                     *             "id": "usr_01jd4y3k6efq9b8c1m2n3p4q5s",
                     *             "display": "admin@acme.test"
                     *           },
                     *           "resource": {
                     *             "type": "module",
                     *             "id": "mod_01jd4y3k6efq9b8c1m2n3p4q5t"
                     *           },
                     *           "ip": "203.0.113.24",
                     *           "user_agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
                     *           "metadata": {
                     *             "token_hint": "cpt_…e9Ri",
                     *             "grace_period_seconds": 3600,
                     *             "previous_token_expires_at": "2026-11-22T10:30:00.123Z"
                     *           }
                     *         },
                     *         {
                     *           "id": "aud_01jd4x9q2wfr8t7y6v5k4m3p2a",
                     *           "occurred_at": "2026-11-22T09:12:45.001200Z",
                     *           "action": "user.signed_in",
                     *           "actor": {
                     *             "type": "user",
                     *             "id": "usr_01jd4y3k6efq9b8c1m2n3p4q5s",
                     *             "display": "admin@acme.test"
                     *           },
                     *           "resource": {
                     *             "type": "user",
                     *             "id": "usr_01jd4y3k6efq9b8c1m2n3p4q5s"
                     *           },
                     *           "ip": "203.0.113.24",
                     *           "user_agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
                     *           "metadata": {
                     *             "method": "password"
                     *           }
                     *         }
                     *       ],
                     *       "next_cursor": "eyJ2IjoxLCJrIjoiYXVkaXQiLCJwIjp7InQiOiIyMDI2LTExLTIyVDA5OjEyOjQ1LjAwMTIwMFoifX0.3q2-7w",
                     *       "has_more": true
                     *     }
                     */
                    "application/json": components["schemas"]["AuditEntryList"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            406: components["responses"]["Problem406"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    listInvoices: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200. */
                limit?: number;
                /** @description Opaque cursor from a previous page's `next_cursor`. */
                cursor?: string;
                /** @description Only the invoice of this billing month, `YYYY-MM`. */
                period?: string;
                /** @description The representation, for plain links. Wins over `Accept` when both are given (the `Accept` header must still admit JSON or PDF, or the answer is 406). */
                format?: "json" | "pdf";
                /** @description `1`: `Content-Disposition: attachment` so browsers save the file; default `inline`. */
                download?: "0" | "1";
            };
            header?: {
                /** @description The dated version of the API to answer at (`YYYY-MM-DD`). Without it, the account's default version (set in the customer area). An unknown version is a 400 problem listing the known ones. */
                "Api-Version"?: components["parameters"]["ApiVersion"];
                /** @description ETags of representations you hold, as a previous answer's `ETag` gave them (such as `"list-Tn4bR8wK1mZ6xQ3vJ9cL2pF7hD5sG0aY"`); a match is answered 304 Not Modified. Leave it out on a first request. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of invoices (JSON), or the one matching invoice (PDF). */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Api-Version": components["headers"]["Api-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description Strong validator of this representation; send it in `If-None-Match`. */
                    ETag: string;
                    /** @description Only the client may keep a copy, and it revalidates it each time. */
                    "Cache-Control": "private, no-cache";
                    /** @description The representation depends on `Accept`. */
                    Vary: "Accept";
                    "Content-Disposition"?: string;
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "inv_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *           "number": "ACME-000012",
                     *           "period": "2026-10",
                     *           "issued_at": "2026-11-01T00:00:00.000Z",
                     *           "due_at": "2026-12-01T00:00:00.000Z",
                     *           "status": "open",
                     *           "currency": "EUR",
                     *           "tax_rate_bps": 2000,
                     *           "customer": {
                     *             "country": "DE",
                     *             "vat_id": "DE136695976",
                     *             "tax_treatment": "standard"
                     *           },
                     *           "subtotal": 39800,
                     *           "tax": 7960,
                     *           "total": 47760,
                     *           "lines": [
                     *             {
                     *               "description": "CRM — October 2026",
                     *               "module_id": "mod_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *               "quantity": 1,
                     *               "unit_amount": 9900,
                     *               "amount": 9900
                     *             },
                     *             {
                     *               "description": "HR & Payroll — October 2026",
                     *               "module_id": "mod_01jd4y3k6efq9b8c1m2n3p4q5s",
                     *               "quantity": 2,
                     *               "unit_amount": 14950,
                     *               "amount": 29900
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "next_cursor": null,
                     *       "has_more": false
                     *     }
                     */
                    "application/json": components["schemas"]["InvoiceList"];
                    /**
                     * @example %PDF-1.3
                     *     %…binary…
                     */
                    "application/pdf": string;
                };
            };
            304: components["responses"]["InvoiceNotModified"];
            400: components["responses"]["InvoiceListProblem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            406: components["responses"]["Problem406"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    getInvoice: {
        parameters: {
            query?: {
                /** @description The representation, for plain links. Wins over `Accept` when both are given (the `Accept` header must still admit JSON or PDF, or the answer is 406). */
                format?: "json" | "pdf";
                /** @description `1`: `Content-Disposition: attachment` so browsers save the file; default `inline`. */
                download?: "0" | "1";
            };
            header?: {
                /** @description The dated version of the API to answer at (`YYYY-MM-DD`). Without it, the account's default version (set in the customer area). An unknown version is a 400 problem listing the known ones. */
                "Api-Version"?: components["parameters"]["ApiVersion"];
                /** @description ETags of representations you hold, as a previous answer's `ETag` gave them (such as `"pdf-9sJ3kQ0bT1vYxE7mZl2aR5uWc8dN4hGf"`); a match is answered 304 Not Modified. Leave it out on a first request. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The invoice's id (`inv_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice (JSON or PDF). */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Api-Version": components["headers"]["Api-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description Strong validator of this representation; send it in `If-None-Match`. */
                    ETag: string;
                    /** @description Only the client may keep a copy, and it revalidates it each time. */
                    "Cache-Control": "private, no-cache";
                    /** @description The representation depends on `Accept`. */
                    Vary: "Accept";
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "inv_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *       "number": "ACME-000012",
                     *       "period": "2026-10",
                     *       "issued_at": "2026-11-01T00:00:00.000Z",
                     *       "due_at": "2026-12-01T00:00:00.000Z",
                     *       "status": "open",
                     *       "currency": "EUR",
                     *       "tax_rate_bps": 2000,
                     *       "customer": {
                     *         "country": "DE",
                     *         "vat_id": "DE136695976",
                     *         "tax_treatment": "standard"
                     *       },
                     *       "subtotal": 39800,
                     *       "tax": 7960,
                     *       "total": 47760,
                     *       "lines": [
                     *         {
                     *           "description": "CRM — October 2026",
                     *           "module_id": "mod_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *           "quantity": 1,
                     *           "unit_amount": 9900,
                     *           "amount": 9900
                     *         },
                     *         {
                     *           "description": "HR & Payroll — October 2026",
                     *           "module_id": "mod_01jd4y3k6efq9b8c1m2n3p4q5s",
                     *           "quantity": 2,
                     *           "unit_amount": 14950,
                     *           "amount": 29900
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Invoice"];
                    /**
                     * @example %PDF-1.3
                     *     %…binary…
                     */
                    "application/pdf": string;
                };
            };
            304: components["responses"]["InvoiceNotModified"];
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            406: components["responses"]["Problem406"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description The dated version of the API to answer at (`YYYY-MM-DD`). Without it, the account's default version (set in the customer area). An unknown version is a 400 problem listing the known ones. */
                "Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's webhooks. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Api-Version": components["headers"]["Api-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "wh_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *           "url": "https://erp.example.com/webhooks/integrations",
                     *           "description": "ERP: invoices and token changes",
                     *           "events": [
                     *             "invoice.created",
                     *             "token.created"
                     *           ],
                     *           "enabled": true,
                     *           "api_version": "2026-11-27",
                     *           "disabled_reason": null,
                     *           "created_at": "2026-11-22T09:30:00Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            406: components["responses"]["Problem406"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description The dated version of the API to answer at (`YYYY-MM-DD`). Without it, the account's default version (set in the customer area). An unknown version is a 400 problem listing the known ones. */
                "Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "url": "https://erp.example.com/webhooks/integrations",
                 *       "events": [
                 *         "invoice.created",
                 *         "token.created"
                 *       ],
                 *       "description": "ERP: invoices and token changes"
                 *     }
                 */
                "application/json": components["schemas"]["CreateWebhookRequest"];
            };
        };
        responses: {
            /** @description The webhook and its secret, shown this once. */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Api-Version": components["headers"]["Api-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "wh_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *       "url": "https://erp.example.com/webhooks/integrations",
                     *       "description": "ERP: invoices and token changes",
                     *       "events": [
                     *         "invoice.created",
                     *         "token.created"
                     *       ],
                     *       "enabled": true,
                     *       "api_version": "2026-11-27",
                     *       "disabled_reason": null,
                     *       "created_at": "2026-11-22T09:30:00Z",
                     *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwx3QmYk4tYpE="
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            406: components["responses"]["Problem406"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description The dated version of the API to answer at (`YYYY-MM-DD`). Without it, the account's default version (set in the customer area). An unknown version is a 400 problem listing the known ones. */
                "Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The webhook's id (`wh_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Api-Version": components["headers"]["Api-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "wh_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *       "url": "https://erp.example.com/webhooks/integrations",
                     *       "description": "ERP: invoices and token changes",
                     *       "events": [
                     *         "invoice.created",
                     *         "token.created"
                     *       ],
                     *       "enabled": true,
                     *       "api_version": "2026-11-27",
                     *       "disabled_reason": null,
                     *       "created_at": "2026-11-22T09:30:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            406: components["responses"]["Problem406"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description The dated version of the API to answer at (`YYYY-MM-DD`). Without it, the account's default version (set in the customer area). An unknown version is a 400 problem listing the known ones. */
                "Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The webhook's id (`wh_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Api-Version": components["headers"]["Api-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            406: components["responses"]["Problem406"];
            413: components["responses"]["Problem413"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description The dated version of the API to answer at (`YYYY-MM-DD`). Without it, the account's default version (set in the customer area). An unknown version is a 400 problem listing the known ones. */
                "Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The webhook's id (`wh_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "url": "https://erp.example.com/webhooks/v2",
                 *       "events": [
                 *         "invoice.created"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["UpdateWebhookRequest"];
            };
        };
        responses: {
            /** @description The webhook as it is now. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Api-Version": components["headers"]["Api-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "wh_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *       "url": "https://erp.example.com/webhooks/v2",
                     *       "description": "ERP: invoices and token changes",
                     *       "events": [
                     *         "invoice.created"
                     *       ],
                     *       "enabled": true,
                     *       "api_version": "2026-11-27",
                     *       "disabled_reason": null,
                     *       "created_at": "2026-11-22T09:30:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            406: components["responses"]["Problem406"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    sendWebhookTestEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description The dated version of the API to answer at (`YYYY-MM-DD`). Without it, the account's default version (set in the customer area). An unknown version is a 400 problem listing the known ones. */
                "Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The webhook's id (`wh_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "api_version": "2026-11-27"
                 *     }
                 */
                "application/json": components["schemas"]["SendWebhookTestEventRequest"];
            };
        };
        responses: {
            /** @description The queued delivery. */
            202: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Api-Version": components["headers"]["Api-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "msg_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *       "webhook_id": "wh_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *       "event_id": "evt_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *       "event_type": "webhook.test",
                     *       "status": "pending",
                     *       "attempt_count": 0,
                     *       "next_attempt_at": "2026-11-22T09:30:00Z",
                     *       "last_attempt_at": null,
                     *       "last_response_status": null,
                     *       "last_latency_ms": null,
                     *       "created_at": "2026-11-22T09:30:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            406: components["responses"]["Problem406"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description The dated version of the API to answer at (`YYYY-MM-DD`). Without it, the account's default version (set in the customer area). An unknown version is a 400 problem listing the known ones. */
                "Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The webhook's id (`wh_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook with its new secret, shown this once. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Api-Version": components["headers"]["Api-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "wh_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *       "url": "https://erp.example.com/webhooks/integrations",
                     *       "description": "ERP: invoices and token changes",
                     *       "events": [
                     *         "invoice.created",
                     *         "token.created"
                     *       ],
                     *       "enabled": true,
                     *       "api_version": "2026-11-27",
                     *       "disabled_reason": null,
                     *       "created_at": "2026-11-22T09:30:00Z",
                     *       "secret_rotated_at": "2026-11-22T10:00:00Z",
                     *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwx3QmYk4tYpE=",
                     *       "previous_secret_expires_at": "2026-11-23T10:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookSecretRotation"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            406: components["responses"]["Problem406"];
            413: components["responses"]["Problem413"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    disableWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description The dated version of the API to answer at (`YYYY-MM-DD`). Without it, the account's default version (set in the customer area). An unknown version is a 400 problem listing the known ones. */
                "Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The webhook's id (`wh_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook, disabled. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Api-Version": components["headers"]["Api-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "wh_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *       "url": "https://erp.example.com/webhooks/integrations",
                     *       "description": "ERP: invoices and token changes",
                     *       "events": [
                     *         "invoice.created",
                     *         "token.created"
                     *       ],
                     *       "enabled": false,
                     *       "api_version": "2026-11-27",
                     *       "disabled_reason": "manual",
                     *       "created_at": "2026-11-22T09:30:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            406: components["responses"]["Problem406"];
            413: components["responses"]["Problem413"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    enableWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description The dated version of the API to answer at (`YYYY-MM-DD`). Without it, the account's default version (set in the customer area). An unknown version is a 400 problem listing the known ones. */
                "Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The webhook's id (`wh_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook, enabled. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Api-Version": components["headers"]["Api-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "wh_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *       "url": "https://erp.example.com/webhooks/integrations",
                     *       "description": "ERP: invoices and token changes",
                     *       "events": [
                     *         "invoice.created",
                     *         "token.created"
                     *       ],
                     *       "enabled": true,
                     *       "api_version": "2026-11-27",
                     *       "disabled_reason": null,
                     *       "created_at": "2026-11-22T09:30:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            406: components["responses"]["Problem406"];
            413: components["responses"]["Problem413"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100. */
                limit?: number;
                /** @description Opaque cursor from a previous page's `next_cursor`. */
                cursor?: string;
            };
            header?: {
                /** @description The dated version of the API to answer at (`YYYY-MM-DD`). Without it, the account's default version (set in the customer area). An unknown version is a 400 problem listing the known ones. */
                "Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The webhook's id (`wh_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Api-Version": components["headers"]["Api-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "msg_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *           "webhook_id": "wh_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *           "event_id": "evt_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *           "event_type": "invoice.created",
                     *           "status": "succeeded",
                     *           "attempt_count": 1,
                     *           "next_attempt_at": null,
                     *           "last_attempt_at": "2026-11-22T09:30:01Z",
                     *           "last_response_status": 200,
                     *           "last_latency_ms": 84,
                     *           "created_at": "2026-11-22T09:30:00Z"
                     *         }
                     *       ],
                     *       "next_cursor": null,
                     *       "has_more": false
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            406: components["responses"]["Problem406"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    getWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description The dated version of the API to answer at (`YYYY-MM-DD`). Without it, the account's default version (set in the customer area). An unknown version is a 400 problem listing the known ones. */
                "Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The webhook's id (`wh_…`). */
                id: string;
                /** @description The delivery's id (`msg_…`), the same as its `webhook-id` header. */
                msg_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery and its attempts. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Api-Version": components["headers"]["Api-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "msg_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *       "webhook_id": "wh_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *       "event_id": "evt_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *       "event_type": "invoice.created",
                     *       "status": "succeeded",
                     *       "attempt_count": 2,
                     *       "next_attempt_at": null,
                     *       "last_attempt_at": "2026-11-22T09:30:01Z",
                     *       "last_response_status": 200,
                     *       "last_latency_ms": 84,
                     *       "created_at": "2026-11-22T09:30:00Z",
                     *       "api_version": "2026-11-27",
                     *       "request_body": "{\"type\":\"invoice.created\",\"timestamp\":\"2026-11-22T09:30:00.000Z\",\"data\":{\"id\":\"inv_01jd4y3k6efq9b8c1m2n3p4q5r\",\"number\":\"ACME-000012\",\"period\":\"2026-10\",\"total\":35700,\"currency\":\"EUR\"}}",
                     *       "attempts": [
                     *         {
                     *           "attempted_at": "2026-11-22T09:30:00Z",
                     *           "response_status": 503,
                     *           "latency_ms": 120,
                     *           "response_excerpt": "Service Unavailable",
                     *           "error": null,
                     *           "request_headers": {
                     *             "content-type": "application/json",
                     *             "user-agent": "ModuleIntegrations-Webhooks/1.0",
                     *             "api-version": "2026-11-27",
                     *             "webhook-id": "msg_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *             "webhook-timestamp": "1795340400",
                     *             "webhook-signature": "[1 signature(s), not recorded]"
                     *           }
                     *         },
                     *         {
                     *           "attempted_at": "2026-11-22T09:30:05Z",
                     *           "response_status": 200,
                     *           "latency_ms": 84,
                     *           "response_excerpt": "ok",
                     *           "error": null,
                     *           "request_headers": {
                     *             "content-type": "application/json",
                     *             "user-agent": "ModuleIntegrations-Webhooks/1.0",
                     *             "api-version": "2026-11-27",
                     *             "webhook-id": "msg_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *             "webhook-timestamp": "1795340405",
                     *             "webhook-signature": "[1 signature(s), not recorded]"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDeliveryDetail"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            406: components["responses"]["Problem406"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    resendWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description The dated version of the API to answer at (`YYYY-MM-DD`). Without it, the account's default version (set in the customer area). An unknown version is a 400 problem listing the known ones. */
                "Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The webhook's id (`wh_…`). */
                id: string;
                /** @description The delivery's id (`msg_…`), the same as its `webhook-id` header. */
                msg_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery, pending again. */
            202: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Api-Version": components["headers"]["Api-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "msg_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *       "webhook_id": "wh_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *       "event_id": "evt_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *       "event_type": "invoice.created",
                     *       "status": "pending",
                     *       "attempt_count": 1,
                     *       "next_attempt_at": "2026-11-22T11:00:00Z",
                     *       "last_attempt_at": "2026-11-22T09:30:01Z",
                     *       "last_response_status": 200,
                     *       "last_latency_ms": 84,
                     *       "created_at": "2026-11-22T09:30:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            406: components["responses"]["Problem406"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    recoverWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description The dated version of the API to answer at (`YYYY-MM-DD`). Without it, the account's default version (set in the customer area). An unknown version is a 400 problem listing the known ones. */
                "Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The webhook's id (`wh_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "since": "2026-11-20T09:00:00Z"
                 *     }
                 */
                "application/json": components["schemas"]["RecoverWebhookRequest"];
            };
        };
        responses: {
            /** @description How many deliveries were queued again. */
            202: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Api-Version": components["headers"]["Api-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "webhook_id": "wh_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *       "since": "2026-11-20T09:00:00.000Z",
                     *       "requeued": 3
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookRecovery"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            406: components["responses"]["Problem406"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    getUsage: {
        parameters: {
            query?: {
                /** @description `24h` in hourly buckets; `7d` and `30d` in daily buckets; `12m` in calendar-month buckets (UTC). Default `24h`. */
                range?: "24h" | "7d" | "30d" | "12m";
                resource_id?: string;
            };
            header?: {
                /** @description The dated version of the API to answer at (`YYYY-MM-DD`). Without it, the account's default version (set in the customer area). An unknown version is a 400 problem listing the known ones. */
                "Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The usage buckets. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Api-Version": components["headers"]["Api-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "range": "24h",
                     *       "granularity": "hour",
                     *       "resource_id": null,
                     *       "data": [
                     *         {
                     *           "start": "2026-11-22T09:00:00Z",
                     *           "total": 130,
                     *           "status_2xx": 120,
                     *           "status_3xx": 2,
                     *           "status_4xx": 8,
                     *           "status_5xx": 0,
                     *           "rate_limited": 3
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Usage"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            406: components["responses"]["Problem406"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    listRequests: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 200. */
                limit?: number;
                /** @description Opaque cursor from a previous page's `next_cursor`. */
                cursor?: string;
                /** @description Only answers of this class. */
                status_class?: "2xx" | "3xx" | "4xx" | "5xx";
                /** @description Only calls of this operation, by `operationId` (`createWebhook`, `oauthToken`, …). */
                operation?: string;
                credential_id?: string;
                /** @description Only calls by this kind of caller (`credential.type`): `user` is the customer area's own calls, the other two your integrations'. */
                credential_type?: "access_token" | "oauth_client" | "user";
                /** @description Only requests at or after this instant (inclusive), RFC 3339. */
                since?: string;
                /** @description Only requests before this instant (exclusive), RFC 3339. */
                until?: string;
            };
            header?: {
                /** @description The dated version of the API to answer at (`YYYY-MM-DD`). Without it, the account's default version (set in the customer area). An unknown version is a 400 problem listing the known ones. */
                "Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of requests; `Link` points to the next page while `has_more` is true. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Api-Version": components["headers"]["Api-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "req_3q2VbM1xk9Zt0aLp",
                     *           "occurred_at": "2026-11-22T09:30:00.123456Z",
                     *           "method": "POST",
                     *           "path": "/v1/webhooks",
                     *           "path_template": "/v1/webhooks",
                     *           "operation_id": "createWebhook",
                     *           "query": "",
                     *           "status": 422,
                     *           "code": "validation_failed",
                     *           "duration_ms": 12.4,
                     *           "credential": {
                     *             "type": "access_token",
                     *             "id": "tok_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *             "name": "ERP sync",
                     *             "client_id": null
                     *           },
                     *           "scopes": [
                     *             "read",
                     *             "write"
                     *           ],
                     *           "ip": "203.0.113.24",
                     *           "user_agent": "integrations-typescript/1.0.0",
                     *           "rate_limit": {
                     *             "limit": 600,
                     *             "remaining": 598,
                     *             "reset": 1795815060
                     *           },
                     *           "request_headers": {
                     *             "content-type": "application/json",
                     *             "authorization": "Bearer $TOKEN"
                     *           },
                     *           "request_body": "{\"url\":\"http://example.com/hooks\",\"events\":[\"invoice.created\"]}",
                     *           "response_body": "{\"type\":\"https://integrations.example/docs/errors#validation_failed\",\"status\":422,\"code\":\"validation_failed\"}",
                     *           "request_url": "https://integrations.example/requests?request_id=req_3q2VbM1xk9Zt0aLp"
                     *         }
                     *       ],
                     *       "next_cursor": "eyJ2IjoxLCJrIjoicmVxdWVzdHMifQ.3q2-7w",
                     *       "has_more": true
                     *     }
                     */
                    "application/json": components["schemas"]["RequestRecordList"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            406: components["responses"]["Problem406"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    getRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description The dated version of the API to answer at (`YYYY-MM-DD`). Without it, the account's default version (set in the customer area). An unknown version is a 400 problem listing the known ones. */
                "Api-Version"?: components["parameters"]["ApiVersion"];
            };
            path: {
                /** @description The request's id, as its answer's `X-Request-Id` and a problem's `request_id` carry it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request's record. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Api-Version": components["headers"]["Api-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "req_3q2VbM1xk9Zt0aLp",
                     *       "occurred_at": "2026-11-22T09:30:00.123456Z",
                     *       "method": "POST",
                     *       "path": "/v1/webhooks",
                     *       "path_template": "/v1/webhooks",
                     *       "operation_id": "createWebhook",
                     *       "query": "",
                     *       "status": 422,
                     *       "code": "validation_failed",
                     *       "duration_ms": 12.4,
                     *       "credential": {
                     *         "type": "access_token",
                     *         "id": "tok_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *         "name": "ERP sync",
                     *         "client_id": null
                     *       },
                     *       "scopes": [
                     *         "read",
                     *         "write"
                     *       ],
                     *       "ip": "203.0.113.24",
                     *       "user_agent": "integrations-typescript/1.0.0",
                     *       "rate_limit": {
                     *         "limit": 600,
                     *         "remaining": 598,
                     *         "reset": 1795815060
                     *       },
                     *       "request_headers": {
                     *         "content-type": "application/json",
                     *         "authorization": "Bearer $TOKEN"
                     *       },
                     *       "request_body": "{\"url\":\"http://example.com/hooks\",\"events\":[\"invoice.created\"]}",
                     *       "response_body": "{\"type\":\"https://integrations.example/docs/errors#validation_failed\",\"status\":422,\"code\":\"validation_failed\"}",
                     *       "request_url": "https://integrations.example/requests?request_id=req_3q2VbM1xk9Zt0aLp"
                     *     }
                     */
                    "application/json": components["schemas"]["RequestRecord"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            406: components["responses"]["Problem406"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    getOpenApiJson: {
        parameters: {
            query?: {
                /** @description The API version to describe. Default: the one `Api-Version` names, else the newest. An unknown version is a 400 problem (`unknown_api_version`). */
                version?: "2026-11-22" | "2026-11-27";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Api-Version": components["headers"]["Api-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Any site may load this API's description. */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Cacheable by clients and proxies for 5 minutes. */
                    "Cache-Control": "public, max-age=300";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "openapi": "3.1.0"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        openapi: "3.1.0";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    getOpenApiYaml: {
        parameters: {
            query?: {
                /** @description The API version to describe. Default: the one `Api-Version` names, else the newest. An unknown version is a 400 problem (`unknown_api_version`). */
                version?: "2026-11-22" | "2026-11-27";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Api-Version": components["headers"]["Api-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Any site may load this API's description. */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Cacheable by clients and proxies for 5 minutes. */
                    "Cache-Control": "public, max-age=300";
                    [name: string]: unknown;
                };
                content: {
                    /** @example openapi: 3.1.0 */
                    "application/yaml": string;
                };
            };
            400: components["responses"]["Problem400"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    getChangelog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The changelog. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Api-Version": components["headers"]["Api-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Any site may load the changelog. */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Cacheable by clients and proxies for 5 minutes. */
                    "Cache-Control": "public, max-age=300";
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html>… */
                    "text/html": string;
                };
            };
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    getChangelogJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The changelog. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Api-Version": components["headers"]["Api-Version"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Any site may load the changelog. */
                    "Access-Control-Allow-Origin": "*";
                    /** @description Cacheable by clients and proxies for 5 minutes. */
                    "Cache-Control": "public, max-age=300";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "newest_version": "2026-11-27",
                     *       "oldest_version": "2026-11-22",
                     *       "versions": [
                     *         {
                     *           "version": "2026-11-27",
                     *           "released_on": "2026-11-27",
                     *           "summary": "A module's sync state names the end of its last successful sync `last_succeeded_at`.",
                     *           "newest": true,
                     *           "deprecation": null,
                     *           "openapi_url": "/v1/openapi.json?version=2026-11-27",
                     *           "changes": [
                     *             {
                     *               "id": "last-synced-at-renamed",
                     *               "title": "A module's `last_synced_at` is now `last_succeeded_at`",
                     *               "description": "The sync state's `last_synced_at` is renamed `last_succeeded_at`; its value and format are unchanged.",
                     *               "affects": {
                     *                 "operations": [
                     *                   {
                     *                     "operation_id": "getModuleStatus",
                     *                     "method": "GET",
                     *                     "path": "/v1/modules/{id}/status"
                     *                   }
                     *                 ],
                     *                 "events": [
                     *                   "module.sync_state.changed"
                     *                 ]
                     *               },
                     *               "migration": "Read `last_succeeded_at` where you read `last_synced_at`, then send `Api-Version: 2026-11-27`.",
                     *               "example": {
                     *                 "before": {
                     *                   "last_synced_at": "2026-11-22T09:04:12Z"
                     *                 },
                     *                 "after": {
                     *                   "last_succeeded_at": "2026-11-22T09:04:12Z"
                     *                 }
                     *               },
                     *               "html_url": "/v1/changelog#2026-11-27-last-synced-at-renamed"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "version": "2026-11-22",
                     *           "released_on": "2026-11-22",
                     *           "summary": "The first version of /v1.",
                     *           "newest": false,
                     *           "deprecation": null,
                     *           "openapi_url": "/v1/openapi.json?version=2026-11-22",
                     *           "changes": []
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Changelog"];
                };
            };
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    onModuleSyncStateChanged: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id: the same on every retry, so deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was sent. Refuse deliveries more than 5 minutes off your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 HMAC-SHA256, keyed with the base64-decoded secret after `whsec_`, of `{webhook-id}.{webhook-timestamp}.{body}`. Two space-separated signatures for 24 h after a secret rotation: accept the request if either verifies. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "module.sync_state.changed",
                 *       "timestamp": "2026-11-22T09:30:00.000Z",
                 *       "data": {
                 *         "module_id": "mod_01jd4y3k6efq9b8c1m2n3p4q5r",
                 *         "from": "syncing",
                 *         "to": "synced",
                 *         "status": {
                 *           "module_id": "mod_01jd4y3k6efq9b8c1m2n3p4q5r",
                 *           "state": "synced",
                 *           "progress": null,
                 *           "last_sync_started_at": "2026-11-22T09:00:00Z",
                 *           "last_succeeded_at": "2026-11-22T09:04:12Z",
                 *           "next_sync_at": "2026-11-22T09:19:12Z",
                 *           "records_synced": 12840,
                 *           "last_error": null,
                 *           "updated_at": "2026-11-22T09:04:12Z"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ModuleSyncStateChangedEvent"];
            };
        };
        responses: {
            /** @description Acknowledged (any 2xx status does). The response body is kept, up to 4 KiB, in the delivery log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The endpoint is gone: the delivery fails and the endpoint is disabled. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onModuleTokenRotated: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id: the same on every retry, so deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was sent. Refuse deliveries more than 5 minutes off your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 HMAC-SHA256, keyed with the base64-decoded secret after `whsec_`, of `{webhook-id}.{webhook-timestamp}.{body}`. Two space-separated signatures for 24 h after a secret rotation: accept the request if either verifies. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "module.token.rotated",
                 *       "timestamp": "2026-11-22T09:30:00.000Z",
                 *       "data": {
                 *         "module_id": "mod_01jd4y3k6efq9b8c1m2n3p4q5r",
                 *         "created_at": "2026-11-22T10:00:00.000Z",
                 *         "token_hint": "cpt_…e9Ri",
                 *         "grace_period_seconds": 86400,
                 *         "previous_token_expires_at": "2026-11-23T10:00:00.000Z"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ModuleTokenRotatedEvent"];
            };
        };
        responses: {
            /** @description Acknowledged (any 2xx status does). The response body is kept, up to 4 KiB, in the delivery log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The endpoint is gone: the delivery fails and the endpoint is disabled. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onInvoiceCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id: the same on every retry, so deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was sent. Refuse deliveries more than 5 minutes off your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 HMAC-SHA256, keyed with the base64-decoded secret after `whsec_`, of `{webhook-id}.{webhook-timestamp}.{body}`. Two space-separated signatures for 24 h after a secret rotation: accept the request if either verifies. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "invoice.created",
                 *       "timestamp": "2026-11-22T09:30:00.000Z",
                 *       "data": {
                 *         "id": "inv_01jd4y3k6efq9b8c1m2n3p4q5r",
                 *         "number": "ACME-000012",
                 *         "period": "2026-10",
                 *         "total": 35700,
                 *         "currency": "EUR"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceCreatedEvent"];
            };
        };
        responses: {
            /** @description Acknowledged (any 2xx status does). The response body is kept, up to 4 KiB, in the delivery log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The endpoint is gone: the delivery fails and the endpoint is disabled. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onTokenCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id: the same on every retry, so deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was sent. Refuse deliveries more than 5 minutes off your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 HMAC-SHA256, keyed with the base64-decoded secret after `whsec_`, of `{webhook-id}.{webhook-timestamp}.{body}`. Two space-separated signatures for 24 h after a secret rotation: accept the request if either verifies. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "token.created",
                 *       "timestamp": "2026-11-22T09:30:00.000Z",
                 *       "data": {
                 *         "id": "tok_01jd4y3k6efq9b8c1m2n3p4q5r",
                 *         "name": "ERP nightly export",
                 *         "scopes": [
                 *           "read"
                 *         ],
                 *         "token_hint": "mis_at_…x7Qa",
                 *         "expires_at": "2027-02-20T09:30:00.000Z"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["TokenCreatedEvent"];
            };
        };
        responses: {
            /** @description Acknowledged (any 2xx status does). The response body is kept, up to 4 KiB, in the delivery log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The endpoint is gone: the delivery fails and the endpoint is disabled. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onTokenRevoked: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id: the same on every retry, so deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was sent. Refuse deliveries more than 5 minutes off your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 HMAC-SHA256, keyed with the base64-decoded secret after `whsec_`, of `{webhook-id}.{webhook-timestamp}.{body}`. Two space-separated signatures for 24 h after a secret rotation: accept the request if either verifies. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "token.revoked",
                 *       "timestamp": "2026-11-22T09:30:00.000Z",
                 *       "data": {
                 *         "id": "tok_01jd4y3k6efq9b8c1m2n3p4q5r",
                 *         "name": "ERP nightly export",
                 *         "token_hint": "mis_at_…x7Qa"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["TokenRevokedEvent"];
            };
        };
        responses: {
            /** @description Acknowledged (any 2xx status does). The response body is kept, up to 4 KiB, in the delivery log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The endpoint is gone: the delivery fails and the endpoint is disabled. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onWebhookTest: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery's id: the same on every retry, so deduplicate on it. */
                "webhook-id": string;
                /** @description Unix seconds when this attempt was sent. Refuse deliveries more than 5 minutes off your clock. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 HMAC-SHA256, keyed with the base64-decoded secret after `whsec_`, of `{webhook-id}.{webhook-timestamp}.{body}`. Two space-separated signatures for 24 h after a secret rotation: accept the request if either verifies. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "webhook.test",
                 *       "timestamp": "2026-11-22T09:30:00.000Z",
                 *       "data": {
                 *         "webhook_id": "wh_01jd4y3k6efq9b8c1m2n3p4q5r",
                 *         "message": "This is a test event sent from the webhook settings."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Acknowledged (any 2xx status does). The response body is kept, up to 4 KiB, in the delivery log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The endpoint is gone: the delivery fails and the endpoint is disabled. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
