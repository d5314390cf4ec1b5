<?php

declare(strict_types=1);

namespace Integrations\Webhook;

/**
 * Verifies webhook deliveries (Standard Webhooks): `webhook-signature` holds one or more
 * space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`; the secret is `whsec_` + base64.
 */
final class WebhookVerifier
{
    public const DEFAULT_TOLERANCE_SECONDS = 300;

    private readonly string $key;

    public function __construct(string $secret, private readonly int $tolerance = self::DEFAULT_TOLERANCE_SECONDS)
    {
        $encoded = str_starts_with($secret, 'whsec_') ? substr($secret, 6) : $secret;
        $key = base64_decode($encoded, true);
        if ($key === false) {
            throw new \InvalidArgumentException('The webhook secret is not base64.');
        }
        $this->key = $key;
    }

    /** The `webhook-signature` value of a delivery. */
    public function sign(string $messageId, int|string $timestamp, string $body): string
    {
        return 'v1,' . base64_encode(hash_hmac('sha256', "{$messageId}.{$timestamp}.{$body}", $this->key, true));
    }

    /**
     * Checks the signature and timestamp and returns the parsed JSON body.
     *
     * @param array<string, string|list<string>> $headers the request's headers, any case
     * @param string $body the raw body exactly as received
     * @throws WebhookVerificationException
     */
    public function verify(array $headers, string $body, ?int $now = null): mixed
    {
        $lowered = [];
        foreach ($headers as $name => $value) {
            $lowered[strtolower((string) $name)] = is_array($value) ? implode(' ', $value) : $value;
        }
        $id = $lowered['webhook-id'] ?? '';
        $timestamp = $lowered['webhook-timestamp'] ?? '';
        $signatures = $lowered['webhook-signature'] ?? '';
        if ($id === '' || $timestamp === '' || $signatures === '') {
            throw new WebhookVerificationException('Missing webhook-id, webhook-timestamp or webhook-signature header.');
        }
        if (!ctype_digit($timestamp)) {
            throw new WebhookVerificationException('Invalid webhook-timestamp header.');
        }
        if (abs(($now ?? time()) - (int) $timestamp) > $this->tolerance) {
            throw new WebhookVerificationException('The webhook-timestamp is outside the tolerance: a replay or a wrong clock.');
        }
        $expected = substr($this->sign($id, $timestamp, $body), 3);
        foreach (explode(' ', $signatures) as $candidate) {
            [$version, $signature] = array_pad(explode(',', $candidate, 2), 2, '');
            if ($version === 'v1' && hash_equals($expected, $signature)) {
                return json_decode($body, true, 512, JSON_THROW_ON_ERROR);
            }
        }
        throw new WebhookVerificationException('No signature matches: wrong secret, or the body was changed.');
    }
}
