<?php

declare(strict_types=1);

use Integrations\Webhook\WebhookVerificationException;
use Integrations\Webhook\WebhookVerifier;

// The Standard Webhooks reference vector.
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const MESSAGE_ID = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
const TIMESTAMP = 1614265330;
const BODY = '{"test": 2432232314}';
const SIGNATURE = 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=';

function vectorHeaders(string $signature = SIGNATURE, int $timestamp = TIMESTAMP): array
{
    return ['Webhook-Id' => MESSAGE_ID, 'Webhook-Timestamp' => (string) $timestamp, 'Webhook-Signature' => $signature];
}

return [
    'signs the reference vector' => static function (): void {
        assertSame(SIGNATURE, (new WebhookVerifier(SECRET))->sign(MESSAGE_ID, TIMESTAMP, BODY));
    },
    'verifies the reference vector and returns the payload' => static function (): void {
        $verifier = new WebhookVerifier(SECRET);
        assertSame(['test' => 2432232314], $verifier->verify(vectorHeaders(), BODY, TIMESTAMP));
        assertSame(['test' => 2432232314], $verifier->verify(vectorHeaders(), BODY, TIMESTAMP + 299));
    },
    'accepts any of several space-separated signatures' => static function (): void {
        $rotated = 'v1,bm90IHRoZSBzaWduYXR1cmUgeW91IGFyZSBsb29raW5nIGZvcg== ' . SIGNATURE;
        assertSame(['test' => 2432232314], (new WebhookVerifier(SECRET))->verify(vectorHeaders($rotated), BODY, TIMESTAMP));
    },
    'refuses a changed body, a wrong secret or another version' => static function (): void {
        $cases = [[SECRET, '{"test": 2432232315}', SIGNATURE], ['whsec_' . str_repeat('A', 32), BODY, SIGNATURE], [SECRET, BODY, 'v2,' . substr(SIGNATURE, 3)]];
        foreach ($cases as [$secret, $body, $signature]) {
            assertThrows(WebhookVerificationException::class, static fn () => (new WebhookVerifier($secret))->verify(vectorHeaders($signature), $body, TIMESTAMP));
        }
    },
    'refuses a timestamp more than five minutes away' => static function (): void {
        $verifier = new WebhookVerifier(SECRET);
        assertThrows(WebhookVerificationException::class, static fn () => $verifier->verify(vectorHeaders(), BODY, TIMESTAMP + 301));
        assertThrows(WebhookVerificationException::class, static fn () => $verifier->verify(vectorHeaders(), BODY, TIMESTAMP - 301));
    },
    'refuses missing headers' => static function (): void {
        assertThrows(WebhookVerificationException::class, static fn () => (new WebhookVerifier(SECRET))->verify(['webhook-id' => MESSAGE_ID], BODY));
    },
];
