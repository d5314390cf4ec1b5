<?php

declare(strict_types=1);

namespace Integrations;

/** One HTTP response: status, headers (lower-cased names) and the decoded body. */
final class ApiResponse
{
    /**
     * @param array<string, string> $headers
     * @param mixed $data JSON as arrays, text (YAML) as a string, anything else (PDF) as bytes
     */
    public function __construct(
        public readonly int $status,
        public readonly array $headers,
        public readonly mixed $data,
    ) {
    }

    public function header(string $name): ?string
    {
        return $this->headers[strtolower($name)] ?? null;
    }
}
