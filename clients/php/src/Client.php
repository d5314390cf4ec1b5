<?php

declare(strict_types=1);

namespace Integrations;

/**
 * A client of the Integrations v1 API: one method per operation (generated in Operations.php).
 *
 *     $client = new Integrations\Client('https://integrations.example', getenv('INTEGRATIONS_TOKEN'));
 *     $modules = $client->listModules()['data'];
 *
 * A 429 is retried up to `$maxRetries` times after its `Retry-After`; every other error is thrown
 * as an Exception\ApiException subclass (NotFoundException, ValidationException, …).
 */
final class Client
{
    use Operations;

    private readonly Transport $transport;

    /** @param (callable(int): void)|null $sleep */
    public function __construct(
        string $baseUrl,
        ?string $token = null,
        int $maxRetries = 2,
        float $timeout = 30.0,
        string $userAgent = Transport::USER_AGENT,
        ?callable $sleep = null,
        ?ClientCredentials $credentials = null,
        /** The `Api-Version` every call sends; by default the one this client was generated for. */
        string $apiVersion = ApiVersion::PINNED,
    ) {
        $this->transport = new Transport($baseUrl, $token, $maxRetries, $timeout, $userAgent, $sleep, $credentials, $apiVersion);
    }

    /**
     * A client for an OAuth client: it obtains and renews its own short-lived tokens at
     * `/oauth/token` (client credentials grant) instead of taking a token.
     */
    public static function withClientCredentials(string $baseUrl, string $clientId, string $clientSecret, ?string $scope = null, float $timeout = 30.0): self
    {
        $credentials = new ClientCredentials(rtrim($baseUrl, '/') . '/oauth/token', $clientId, $clientSecret, $scope, timeout: $timeout);
        return new self($baseUrl, null, timeout: $timeout, credentials: $credentials);
    }

    /** The OAuth client's token holder, when made by withClientCredentials(). */
    public function credentials(): ?ClientCredentials
    {
        return $this->transport->credentials;
    }

    /** Status and headers (e.g. `x-ratelimit-remaining`) of the last response received. */
    public function lastResponse(): ?ApiResponse
    {
        return $this->transport->lastResponse;
    }

    /**
     * Every item of a cursor-paged list, following `next_cursor` to the last page:
     *
     *     foreach ($client->paginate('listAuditEntries', ['action' => 'token.created']) as $entry) { … }
     *
     * @param string $method a paged list method of this client
     * @param array<int|string, mixed> $arguments its arguments (path ids positionally, filters by name)
     * @return \Generator<int, array<string, mixed>>
     */
    public function paginate(string $method, array $arguments = []): \Generator
    {
        $cursor = $arguments['cursor'] ?? null;
        unset($arguments['cursor']);
        do {
            $page = $cursor === null ? $this->{$method}(...$arguments) : $this->{$method}(...$arguments, cursor: $cursor);
            foreach ($page['data'] ?? [] as $item) {
                yield $item;
            }
            $cursor = $page['next_cursor'] ?? null;
        } while (($page['has_more'] ?? false) && $cursor !== null);
    }
}
