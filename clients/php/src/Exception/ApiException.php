<?php

declare(strict_types=1);

namespace Integrations\Exception;

/**
 * A problem (RFC 9457) answered by the API: HTTP status, stable `code`, `requestId` and, for
 * validation failures, `errors` as [['pointer' => '#/url', 'detail' => '…'], …].
 */
class ApiException extends \RuntimeException
{
    public readonly string $errorCode;
    public readonly string $title;
    public readonly string $detail;
    public readonly ?string $requestId;
    /** @var list<array{pointer?: string, detail?: string}> */
    public readonly array $errors;

    /**
     * @param array<string, mixed>|null $problem
     * @param array<string, string> $headers
     */
    public function __construct(
        public readonly int $status,
        public readonly ?array $problem,
        public readonly array $headers = [],
    ) {
        $this->errorCode = (string) ($problem['code'] ?? 'http_error');
        $this->title = (string) ($problem['title'] ?? "HTTP {$status}");
        $this->detail = (string) ($problem['detail'] ?? '');
        $this->requestId = $problem['request_id'] ?? $headers['x-request-id'] ?? null;
        $this->errors = array_values($problem['errors'] ?? []);
        parent::__construct("{$status} {$this->errorCode}: " . ($this->detail !== '' ? $this->detail : $this->title), $status);
    }

    /**
     * The most specific exception class for a status.
     *
     * @param array<string, mixed>|null $problem
     * @param array<string, string> $headers
     */
    public static function fromResponse(int $status, ?array $problem, array $headers): self
    {
        $class = match (true) {
            $status === 401 => AuthenticationException::class,
            $status === 403 => PermissionDeniedException::class,
            $status === 404 => NotFoundException::class,
            $status === 409 => ConflictException::class,
            $status === 429 => RateLimitException::class,
            in_array($status, [400, 413, 415, 422], true) => ValidationException::class,
            $status >= 500 => ServerException::class,
            default => self::class,
        };
        return new $class($status, $problem, $headers);
    }
}
