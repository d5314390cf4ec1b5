<?php

declare(strict_types=1);

use Integrations\ApiVersion;
use Integrations\Client;
use Integrations\Exception\NotFoundException;
use Integrations\Exception\RateLimitException;
use Integrations\Exception\ValidationException;

/**
 * Starts `php -S` on a free loopback port answering the scripted responses; returns
 * [base URL, function that returns the recorded requests, function that stops the server].
 */
function scriptedServer(array $responses): array
{
    $responsesFile = tempnam(sys_get_temp_dir(), 'responses');
    $requestsFile = tempnam(sys_get_temp_dir(), 'requests');
    file_put_contents($responsesFile, json_encode($responses));
    $probe = stream_socket_server('tcp://127.0.0.1:0');
    $port = (int) substr(strrchr(stream_socket_get_name($probe, false), ':'), 1);
    fclose($probe);
    $command = [PHP_BINARY, '-S', "127.0.0.1:{$port}", __DIR__ . '/scripted-server.php'];
    $env = ['SCRIPTED_RESPONSES' => $responsesFile, 'SCRIPTED_REQUESTS' => $requestsFile];
    $process = proc_open($command, [1 => ['file', '/dev/null', 'w'], 2 => ['file', '/dev/null', 'w']], $pipes, null, $env);
    for ($i = 0; $i < 100 && !@fsockopen('127.0.0.1', $port); $i++) {
        usleep(50_000);
    }
    $requests = static fn (): array => array_map(static fn (string $line) => json_decode($line, true), array_filter(explode("\n", (string) file_get_contents($requestsFile))));
    $stop = static function () use ($process, $responsesFile, $requestsFile): void {
        proc_terminate($process);
        proc_close($process);
        @unlink($responsesFile);
        @unlink($requestsFile);
    };
    return ["http://127.0.0.1:{$port}", $requests, $stop];
}

function problemResponse(int $status, string $code, array $headers = [], array $extra = []): array
{
    return [
        'status' => $status,
        'headers' => ['Content-Type' => 'application/problem+json', 'X-Request-Id' => 'req_1'] + $headers,
        'body' => ['type' => "https://integrations.example/problems/{$code}", 'title' => $code, 'status' => $status, 'detail' => 'd', 'code' => $code, 'request_id' => 'req_1'] + $extra,
    ];
}

function jsonResponse(array $body): array
{
    return ['status' => 200, 'headers' => ['Content-Type' => 'application/json'], 'body' => $body];
}

return [
    'retries a 429 after its Retry-After' => static function (): void {
        [$url, $requests, $stop] = scriptedServer([
            problemResponse(429, 'rate_limited', ['Retry-After' => '2']),
            problemResponse(429, 'rate_limited', ['Retry-After' => '1']),
            jsonResponse(['data' => []]),
        ]);
        try {
            $waits = [];
            $client = new Client($url, 'mis_at_x', sleep: static function (int $seconds) use (&$waits): void {
                $waits[] = $seconds;
            });
            assertSame(['data' => []], $client->listModules());
            assertSame([2, 1], $waits);
            assertSame(3, count($requests()));
            assertSame('Bearer mis_at_x', $requests()[0]['authorization']);
        } finally {
            $stop();
        }
    },
    'throws RateLimitException when retries run out' => static function (): void {
        [$url, , $stop] = scriptedServer(array_fill(0, 2, problemResponse(429, 'rate_limited', ['Retry-After' => '1'])));
        try {
            $client = new Client($url, 't', maxRetries: 1, sleep: static function (int $seconds): void {
            });
            $error = assertThrows(RateLimitException::class, static fn () => $client->listModules());
            assertSame([429, 'rate_limited', 1], [$error->status, $error->errorCode, $error->retryAfter()]);
        } finally {
            $stop();
        }
    },
    'throws problems as typed exceptions' => static function (): void {
        $errors = [['pointer' => '#/url', 'detail' => 'Must be https.']];
        [$url, $requests, $stop] = scriptedServer([problemResponse(404, 'not_found'), problemResponse(422, 'validation_failed', [], ['errors' => $errors])]);
        try {
            $client = new Client($url, 't');
            $missing = assertThrows(NotFoundException::class, static fn () => $client->getModuleStatus('mod_01jd4y3k6efq9b8c1m2n3p4q5r'));
            assertSame(['not_found', 'req_1'], [$missing->errorCode, $missing->requestId]);
            $invalid = assertThrows(ValidationException::class, static fn () => $client->rotateModuleToken('mod_01jd4y3k6efq9b8c1m2n3p4q5r', body: ['grace_period_seconds' => -1]));
            assertSame($errors, $invalid->errors);
            assertSame('{"grace_period_seconds":-1}', $requests()[1]['body']);
        } finally {
            $stop();
        }
    },
    'sends the pinned Api-Version unless told another' => static function (): void {
        [$url, $requests, $stop] = scriptedServer([jsonResponse(['data' => []]), jsonResponse(['data' => []])]);
        try {
            (new Client($url, 't'))->listModules();
            (new Client($url, 't', apiVersion: '2026-11-22'))->listModules();
            assertSame([ApiVersion::PINNED, '2026-11-22'], array_map(static fn (array $request) => $request['api_version'], $requests()));
        } finally {
            $stop();
        }
    },
    'paginate follows next_cursor to the last page' => static function (): void {
        [$url, $requests, $stop] = scriptedServer([
            jsonResponse(['data' => [['id' => 'a'], ['id' => 'b']], 'next_cursor' => 'c1', 'has_more' => true]),
            jsonResponse(['data' => [['id' => 'c']], 'next_cursor' => null, 'has_more' => false]),
        ]);
        try {
            $client = new Client($url, 't');
            $ids = array_map(static fn (array $item) => $item['id'], iterator_to_array($client->paginate('listAuditEntries', ['limit' => 2]), false));
            assertSame(['a', 'b', 'c'], $ids);
            assertSame(['/v1/audit?limit=2', '/v1/audit?limit=2&cursor=c1'], array_map(static fn (array $request) => $request['uri'], $requests()));
        } finally {
            $stop();
        }
    },
];
