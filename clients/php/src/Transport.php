<?php

declare(strict_types=1);

namespace Integrations;

use Integrations\Exception\ApiException;

/** HTTP for the client over ext-curl: retries a 429 after its `Retry-After`, raises problems as exceptions. */
final class Transport
{
    public const USER_AGENT = 'integrations-php/1.0.0';
    /** A server asking to wait longer than this gets a RateLimitException rather than a long sleep. */
    private const MAX_RETRY_WAIT_SECONDS = 60;

    public ?ApiResponse $lastResponse = null;
    /** @var callable(int): void */
    private $sleep;

    public function __construct(
        private readonly string $baseUrl,
        private readonly ?string $token,
        private readonly int $maxRetries = 2,
        private readonly float $timeout = 30.0,
        private readonly string $userAgent = self::USER_AGENT,
        ?callable $sleep = null,
        public readonly ?ClientCredentials $credentials = null,
        private readonly string $apiVersion = ApiVersion::PINNED,
    ) {
        $this->sleep = $sleep ?? static function (int $seconds): void {
            sleep($seconds);
        };
    }

    /**
     * @param array<string, scalar> $pathParams
     * @param array<string, scalar|null> $query
     * @param array<string, string|null> $headers
     */
    public function request(
        string $method,
        string $path,
        array $pathParams = [],
        array $query = [],
        array $headers = [],
        mixed $body = null,
        string $accept = 'application/json',
        bool $authenticated = true,
    ): ApiResponse {
        $url = $this->url($path, $pathParams, $query);
        $send = ['Accept: ' . $accept, 'User-Agent: ' . $this->userAgent, 'Api-Version: ' . $this->apiVersion];
        $bearer = $authenticated ? ($this->credentials?->token() ?? $this->token) : null;
        if ($bearer !== null && $bearer !== '') {
            $send[] = 'Authorization: Bearer ' . $bearer;
        }
        foreach ($headers as $name => $value) {
            if ($value !== null) {
                $send[] = "{$name}: {$value}";
            }
        }
        $payload = null;
        if ($body !== null) {
            $payload = json_encode($body, JSON_THROW_ON_ERROR | JSON_UNESCAPED_SLASHES | JSON_PRESERVE_ZERO_FRACTION);
            $send[] = 'Content-Type: application/json';
        }
        $renewed = false;
        for ($attempt = 0; ; $attempt++) {
            $response = $this->send($method, $url, $send, $payload);
            $this->lastResponse = $response;
            if ($response->status === 401 && $this->credentials !== null && $bearer !== null && !$renewed) {
                // A client's token revoked or expired early: one new token, one more try.
                $this->credentials->discard($bearer);
                $bearer = $this->credentials->token();
                $send = array_map(static fn (string $line): string => str_starts_with($line, 'Authorization: ') ? 'Authorization: Bearer ' . $bearer : $line, $send);
                $renewed = true;
                $attempt--;
                continue;
            }
            $wait = $response->header('retry-after');
            if ($response->status === 429 && $attempt < $this->maxRetries && $wait !== null && ctype_digit($wait) && (int) $wait <= self::MAX_RETRY_WAIT_SECONDS) {
                ($this->sleep)((int) $wait);
                continue;
            }
            if ($response->status >= 400) {
                throw ApiException::fromResponse($response->status, is_array($response->data) ? $response->data : null, $response->headers);
            }
            return $response;
        }
    }

    /**
     * @param array<string, scalar> $pathParams
     * @param array<string, scalar|null> $query
     */
    public function url(string $path, array $pathParams, array $query): string
    {
        foreach ($pathParams as $name => $value) {
            $path = str_replace('{' . $name . '}', rawurlencode((string) $value), $path);
        }
        $pairs = [];
        foreach ($query as $name => $value) {
            if ($value !== null) {
                $pairs[] = rawurlencode($name) . '=' . rawurlencode(is_bool($value) ? ($value ? 'true' : 'false') : (string) $value);
            }
        }
        return rtrim($this->baseUrl, '/') . $path . ($pairs ? '?' . implode('&', $pairs) : '');
    }

    /** @param list<string> $headers */
    private function send(string $method, string $url, array $headers, ?string $payload): ApiResponse
    {
        $received = [];
        $handle = curl_init($url);
        curl_setopt_array($handle, [
            CURLOPT_CUSTOMREQUEST => $method,
            CURLOPT_RETURNTRANSFER => true,
            CURLOPT_HTTPHEADER => $headers,
            CURLOPT_TIMEOUT_MS => (int) ($this->timeout * 1000),
            CURLOPT_FOLLOWLOCATION => false,
            CURLOPT_HEADERFUNCTION => static function ($curl, string $line) use (&$received): int {
                $parts = explode(':', $line, 2);
                if (count($parts) === 2) {
                    $received[strtolower(trim($parts[0]))] = trim($parts[1]);
                }
                return strlen($line);
            },
        ]);
        if ($payload !== null) {
            curl_setopt($handle, CURLOPT_POSTFIELDS, $payload);
        }
        $body = curl_exec($handle);
        if ($body === false) {
            $message = curl_error($handle);
            curl_close($handle);
            throw new \RuntimeException("Request to {$url} failed: {$message}");
        }
        $status = (int) curl_getinfo($handle, CURLINFO_RESPONSE_CODE);
        curl_close($handle);
        return new ApiResponse($status, $received, self::decode((string) $body, $received['content-type'] ?? ''));
    }

    private static function decode(string $body, string $contentType): mixed
    {
        if ($body === '') {
            return null;
        }
        $media = strtolower(trim(explode(';', $contentType)[0]));
        if ($media === 'application/json' || str_ends_with($media, '+json')) {
            return json_decode($body, true, 512, JSON_THROW_ON_ERROR);
        }
        return $body;
    }
}
