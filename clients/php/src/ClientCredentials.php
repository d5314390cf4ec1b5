<?php

declare(strict_types=1);

namespace Integrations;

use Integrations\Exception\OAuthTokenException;

/**
 * OAuth 2.0 client credentials (RFC 6749 §4.4): holds one access token of an OAuth client,
 * obtained at `/oauth/token` with client_secret_basic, and fetches a new one `refreshBefore`
 * seconds before it expires, or when the API refused it (revoked).
 */
final class ClientCredentials
{
    /** How many tokens were obtained so far (for logs and tests). */
    public int $tokensObtained = 0;
    private ?string $token = null;
    private float $renewAt = 0.0;

    public function __construct(
        private readonly string $tokenUrl,
        private readonly string $clientId,
        private readonly string $clientSecret,
        private readonly ?string $scope = null,
        private readonly float $refreshBefore = 60.0,
        private readonly float $timeout = 30.0,
        private readonly string $userAgent = Transport::USER_AGENT,
    ) {
    }

    /** A token that is not due for renewal, fetched if need be. */
    public function token(): string
    {
        if ($this->token === null || microtime(true) >= $this->renewAt) {
            $this->fetch();
        }
        return (string) $this->token;
    }

    /** Forgets `$token` (the API refused it); the next call fetches a new one. */
    public function discard(string $token): void
    {
        if ($this->token === $token) {
            $this->token = null;
        }
    }

    private function fetch(): void
    {
        $form = ['grant_type' => 'client_credentials'] + ($this->scope !== null ? ['scope' => $this->scope] : []);
        // RFC 6749 §2.3.1: id and secret are form-encoded before they are joined for Basic.
        $basic = base64_encode(urlencode($this->clientId) . ':' . urlencode($this->clientSecret));
        $handle = curl_init($this->tokenUrl);
        curl_setopt_array($handle, [
            CURLOPT_POST => true,
            CURLOPT_POSTFIELDS => http_build_query($form),
            CURLOPT_RETURNTRANSFER => true,
            CURLOPT_TIMEOUT_MS => (int) ($this->timeout * 1000),
            CURLOPT_FOLLOWLOCATION => false,
            CURLOPT_HTTPHEADER => [
                'Authorization: Basic ' . $basic,
                'Content-Type: application/x-www-form-urlencoded',
                'Accept: application/json',
                'User-Agent: ' . $this->userAgent,
            ],
        ]);
        $body = curl_exec($handle);
        if ($body === false) {
            $message = curl_error($handle);
            curl_close($handle);
            throw new \RuntimeException("Request to {$this->tokenUrl} failed: {$message}");
        }
        $status = (int) curl_getinfo($handle, CURLINFO_RESPONSE_CODE);
        curl_close($handle);
        $answer = json_decode((string) $body, true);
        if ($status !== 200 || !is_array($answer) || !isset($answer['access_token'])) {
            $answer = is_array($answer) ? $answer : [];
            throw new OAuthTokenException($status, (string) ($answer['error'] ?? 'http_error'), (string) ($answer['error_description'] ?? ''));
        }
        $lifetime = (float) ($answer['expires_in'] ?? 3600);
        $this->token = (string) $answer['access_token'];
        $this->renewAt = microtime(true) + max($lifetime - $this->refreshBefore, $lifetime / 2);
        $this->tokensObtained++;
    }
}
