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
         * @description The modules active on the account, each with a copy of its synchronization state, so a list needs no second call.
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
         * @description The current synchronization state of one module: state, progress, timings, records and the last error.
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
    "/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The OpenAPI document as JSON
         * @description The OpenAPI 3.1 description of this API. Public: no token needed. Cacheable for 5 minutes.
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
         * @description The OpenAPI 3.1 description of this API. Public: no token needed. Cacheable for 5 minutes.
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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        RotateModuleTokenRequest: {
            /**
             * @description How long the previous token keeps working, 0–86 400 s. Default 86 400 (24 h).
             * @example 3600
             */
            grace_period_seconds?: number;
        };
        ModuleList: {
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
             * @description Stable machine name of the module kind.
             * @example crm
             */
            key: string;
            /** @example CRM */
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
            /** @description End of the last successful sync. */
            last_synced_at: string | null;
            next_sync_at: string | null;
            /**
             * @description Records transferred by the last successful sync.
             * @example 12840
             */
            records_synced: number;
            /** @description Why the last sync failed; null unless the state is failed. */
            last_error: {
                code: string;
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
         * @description pending (never synced) → syncing → synced | failed; synced and failed go back to syncing; any state can go to paused, and paused returns to pending.
         * @enum {string}
         */
        SyncState: "pending" | "syncing" | "synced" | "failed" | "paused";
        /**
         * @description An RFC 9457 problem: every error of this API has this shape.
         * @example {
         *       "type": "https://docs.integrations.example/errors#validation_failed",
         *       "title": "Validation failed",
         *       "status": 422,
         *       "detail": "The request does not match the schema.",
         *       "code": "validation_failed",
         *       "request_id": "req_8Zl1qk0b0dT3vYxE",
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
            /** @description The HTTP status code, repeated. */
            status: number;
            /** @description What went wrong with this request, for a human. */
            detail: string;
            /**
             * @description Stable snake_case machine code.
             * @example validation_failed
             */
            code: string;
            /**
             * @description Identifier of this request; quote it to support.
             * @example req_8Zl1qk0b0dT3vYxE
             */
            request_id: string;
            /** @description Validation failures, one per offending input. */
            errors?: {
                /**
                 * @description JSON pointer to the offending input.
                 * @example #/url
                 */
                pointer: string;
                detail: string;
            }[];
        };
        /** @description The outcome of a rotation. */
        ModuleTokenRotation: {
            /**
             * @description The new cloud-platform token. Shown once: store it now.
             * @example cpt_7Hq2mX9rLw0Zb4Nc8Vt1Ks6Jd3Fy5Pg2Ua0Ee9Ri
             */
            token: string;
            /**
             * @description Last characters of the token, safe to display.
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
    };
    responses: {
        /** @description Missing, malformed, unknown, revoked or expired access token. See `WWW-Authenticate`. */
        Problem401: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.integrations.example/errors#invalid_token",
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
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.integrations.example/errors#insufficient_scope",
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
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.integrations.example/errors#not_acceptable",
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
        /** @description Rate limit exceeded. Retry after `Retry-After` seconds. */
        Problem429: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.integrations.example/errors#rate_limited",
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
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.integrations.example/errors#internal_error",
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
        /** @description Temporarily unavailable (the rate-limit store cannot be reached). Retry after `Retry-After` seconds. */
        Problem503: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.integrations.example/errors#rate_limit_unavailable",
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
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.integrations.example/errors#not_found",
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
        /** @description Bad request: malformed JSON or an invalid cursor. */
        Problem400: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.integrations.example/errors#invalid_cursor",
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
        /** @description The request body is over 64 KiB. */
        Problem413: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.integrations.example/errors#payload_too_large",
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
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.integrations.example/errors#unsupported_media_type",
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
        /** @description The request breaks the schema: see `errors[]` for each offending input. */
        Problem422: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://docs.integrations.example/errors#validation_failed",
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
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Requests allowed per 60-second window for this token. */
        "X-RateLimit-Limit": string;
        /** @description Requests left in the current window (never below 0). */
        "X-RateLimit-Remaining": string;
        /** @description Unix time, in whole seconds, at which the window resets. */
        "X-RateLimit-Reset": string;
        /** @description IETF draft field: remaining requests `r` and seconds until reset `t`. */
        RateLimit: string;
        /** @description IETF draft field: quota `q` per window `w` seconds. */
        "RateLimit-Policy": string;
        /** @description Identifier of this request, echoed when the client sent a valid one. */
        "X-Request-Id": string;
        /** @description RFC 6750 challenge. */
        "WWW-Authenticate": string;
        /** @description Seconds to wait before retrying. */
        "Retry-After": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listModules: {
        parameters: {
            query?: never;
            header?: never;
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
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
                     *             "last_synced_at": "2026-11-22T09:04:12Z",
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
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            406: components["responses"]["Problem406"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    getModuleStatus: {
        parameters: {
            query?: never;
            header?: never;
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "module_id": "mod_01jd4y3k6efq9b8c1m2n3p4q5r",
                     *       "state": "synced",
                     *       "progress": null,
                     *       "last_sync_started_at": "2026-11-22T09:00:00Z",
                     *       "last_synced_at": "2026-11-22T09:04:12Z",
                     *       "next_sync_at": "2026-11-22T09:19:12Z",
                     *       "records_synced": 12840,
                     *       "last_error": null,
                     *       "updated_at": "2026-11-22T09:04:12Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ModuleStatus"];
                };
            };
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            406: components["responses"]["Problem406"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    rotateModuleToken: {
        parameters: {
            query?: never;
            header?: {
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
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
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    getOpenApiJson: {
        parameters: {
            query?: never;
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "openapi": "3.1.0"
                     *     }
                     */
                    "application/json": {
                        openapi: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
        };
    };
    getOpenApiYaml: {
        parameters: {
            query?: never;
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
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example openapi: 3.1.0 */
                    "application/yaml": string;
                };
            };
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
        };
    };
}
