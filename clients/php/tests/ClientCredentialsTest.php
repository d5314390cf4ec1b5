<?php

declare(strict_types=1);

// The client-credentials mode against a live server: one token for many calls, a new one once
// the API refuses it (revoked), and a refused client as an OAuthTokenException.

use Integrations\Client;
use Integrations\Exception\OAuthTokenException;

function oauthClient(): array
{
    [$baseUrl] = liveServer();
    $clientId = getenv('OAUTH_CLIENT_ID') ?: '';
    $secret = getenv('OAUTH_CLIENT_SECRET') ?: '';
    if ($clientId === '' || $secret === '') {
        throw new SkipTest('set OAUTH_CLIENT_ID and OAUTH_CLIENT_SECRET to run the client-credentials tests');
    }
    return [$baseUrl, $clientId, $secret];
}

return [
    'client credentials: one token lists modules; a revoked one is renewed' => static function (): void {
        [$baseUrl, $clientId, $secret] = oauthClient();
        $client = Client::withClientCredentials($baseUrl, $clientId, $secret, 'read');
        for ($call = 0; $call < 3; $call++) {
            assertTrue(count($client->listModules()['data']) > 0, 'modules listed');
        }
        assertSame(1, $client->credentials()->tokensObtained, 'tokens obtained for three calls');
        $revoked = $client->credentials()->token();
        $handle = curl_init(rtrim($baseUrl, '/') . '/oauth/revoke');
        curl_setopt_array($handle, [CURLOPT_POST => true, CURLOPT_RETURNTRANSFER => true, CURLOPT_POSTFIELDS => http_build_query(['token' => $revoked, 'client_id' => $clientId, 'client_secret' => $secret])]);
        curl_exec($handle);
        assertSame(200, (int) curl_getinfo($handle, CURLINFO_RESPONSE_CODE), 'revocation');
        curl_close($handle);
        // The API refuses the revoked token at once, or a moment later across processes.
        for ($call = 0; $call < 100 && $client->credentials()->tokensObtained < 2; $call++) {
            assertTrue(count($client->listModules()['data']) > 0, 'modules listed');
        }
        assertSame(2, $client->credentials()->tokensObtained, 'tokens obtained after the revocation');
        assertTrue($client->credentials()->token() !== $revoked, 'a new token');
    },
    'client credentials: a wrong secret is an OAuthTokenException' => static function (): void {
        // The server blocks a client and address after 10 failures: a test run aims its refusals at
        // a client of their own when it has one (OAUTH_REFUSED_CLIENT_ID).
        [$baseUrl, $clientId] = oauthClient();
        $clientId = getenv('OAUTH_REFUSED_CLIENT_ID') ?: $clientId;
        $error = assertThrows(OAuthTokenException::class, static fn () => Client::withClientCredentials($baseUrl, $clientId, 'mis_cs_wrong')->listModules());
        assertSame([401, 'invalid_client'], [$error->status, $error->error]);
    },
];
