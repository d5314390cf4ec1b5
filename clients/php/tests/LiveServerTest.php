<?php

declare(strict_types=1);

// Every operation of the API, called through this client against a live server. The steps come
// from clients/conformance-plan.json (generated from the OpenAPI document), so a new operation
// is exercised here without anyone writing a test for it; a test fails when the server serves
// an operation this client or the plan lacks.

use Integrations\Client;
use Integrations\Exception\ApiException;
use Integrations\Exception\NotFoundException;

function servedOperationIds(array $document): array
{
    $ids = [];
    foreach ($document['paths'] as $item) {
        foreach ($item as $method => $operation) {
            if (in_array($method, ['get', 'post', 'put', 'patch', 'delete'], true)) {
                $ids[] = $operation['operationId'];
            }
        }
    }
    sort($ids);
    return $ids;
}

return [
    'the client and the plan cover every operation the server serves' => static function (): void {
        [$baseUrl, $token] = liveServer();
        $served = servedOperationIds((new Client($baseUrl, $token))->getOpenApiJson());
        assertSame([], array_values(array_diff($served, Client::operationIds())), 'operations without a client method (run `npm run generate`)');
        assertSame([], array_values(array_diff($served, array_column(conformancePlan(), 'operation_id'))), 'operations the conformance plan lacks');
        foreach (Client::operationIds() as $operationId) {
            assertTrue(method_exists(Client::class, $operationId), "no method {$operationId}");
        }
    },
    'every operation answers its documented status' => static function (): void {
        [$baseUrl, $token] = liveServer();
        $client = new Client($baseUrl, $token);
        $variables = [];
        $failures = [];
        foreach (conformancePlan() as $step) {
            try {
                $arguments = [];
                foreach ($step['path_arguments'] as $variable) {
                    assertTrue(isset($variables[$variable]), "no earlier step produced {$variable}");
                    $arguments[] = $variables[$variable];
                }
                foreach ($step['required_arguments'] as $argument) {
                    $arguments[$argument['php']] = $argument['value'];
                }
                if ($step['body'] !== null) {
                    $arguments['body'] = $step['body'];
                }
                try {
                    $result = $client->{$step['php_method']}(...$arguments);
                } catch (ApiException $error) {
                    // A state conflict the plan allows (e.g. a sync requested while one runs).
                    if (in_array($error->status, $step['also_accepts'] ?? [], true)) {
                        echo "     {$step['method']} {$step['path']} → {$error->status}, allowed ({$step['php_method']})\n";
                        continue;
                    }
                    throw $error;
                }
                assertSame($step['status'], $client->lastResponse()?->status, 'status');
                foreach ($step['captures'] as $capture) {
                    $value = $capture['from'] === 'id' ? ($result['id'] ?? null) : ($result['data'][0]['id'] ?? null);
                    if ($value !== null && ($capture['overwrite'] || !isset($variables[$capture['variable']]))) {
                        $variables[$capture['variable']] = $value;
                    }
                }
                echo "     {$step['method']} {$step['path']} → {$step['status']} ({$step['php_method']})\n";
            } catch (Throwable $error) {
                $failures[] = "{$step['operation_id']}: " . get_class($error) . ': ' . $error->getMessage();
            }
        }
        assertSame([], $failures, 'operations that failed');
    },
    'a missing resource throws NotFoundException with the request id' => static function (): void {
        [$baseUrl, $token] = liveServer();
        $error = assertThrows(NotFoundException::class, static fn () => (new Client($baseUrl, $token))->getModuleStatus('mod_01jd4y3k6efq9b8c1m2n3p4q5r'));
        assertSame('not_found', $error->errorCode);
        assertTrue(($error->requestId ?? '') !== '', 'request id');
    },
    'paginate walks the pages of a cursor-paged list' => static function (): void {
        [$baseUrl, $token] = liveServer();
        $client = new Client($baseUrl, $token);
        $step = current(array_filter(conformancePlan(), static fn (array $step) => $step['cursor_paged'] && $step['path_arguments'] === []));
        $first = $client->{$step['php_method']}(limit: 2);
        $ids = [];
        foreach ($client->paginate($step['php_method'], ['limit' => 2]) as $item) {
            $ids[] = $item['id'];
            if (count($ids) >= 40) {
                break;
            }
        }
        assertSame(array_column($first['data'], 'id'), array_slice($ids, 0, 2));
        assertTrue(!$first['has_more'] || count($ids) > 2, 'paginate went past the first page');
        assertSame(count($ids), count(array_unique($ids)), 'no item twice');
    },
];
