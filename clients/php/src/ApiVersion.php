<?php

// Generated from the OpenAPI document by `npm run generate`. Do not edit.

declare(strict_types=1);

namespace Integrations;

/** The API version this client was generated for: every call sends it as `Api-Version` unless `apiVersion` says otherwise. */
final class ApiVersion
{
    public const PINNED = '2026-11-27';
}
