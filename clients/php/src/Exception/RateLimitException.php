<?php

declare(strict_types=1);

namespace Integrations\Exception;

/** 429: over the rate limit even after the client's retries. */
class RateLimitException extends ApiException
{
    /** Seconds to wait before the next request, from `Retry-After`. */
    public function retryAfter(): ?int
    {
        $value = $this->headers['retry-after'] ?? null;
        return $value !== null && ctype_digit($value) ? (int) $value : null;
    }
}
