<?php

declare(strict_types=1);

// Assertions and helpers for the tests run by run.php.

final class SkipTest extends RuntimeException
{
}

final class AssertionFailed extends RuntimeException
{
}

function assertSame(mixed $expected, mixed $actual, string $message = ''): void
{
    if ($expected !== $actual) {
        throw new AssertionFailed(($message !== '' ? "{$message}: " : '') . 'expected ' . var_export($expected, true) . ', got ' . var_export($actual, true));
    }
}

function assertTrue(bool $condition, string $message): void
{
    if (!$condition) {
        throw new AssertionFailed($message);
    }
}

/**
 * Runs $call and returns what it throws, failing unless it is a $class.
 *
 * @template T of Throwable
 * @param class-string<T> $class
 * @return T
 */
function assertThrows(string $class, callable $call): Throwable
{
    try {
        $call();
    } catch (Throwable $error) {
        if ($error instanceof $class) {
            return $error;
        }
        throw new AssertionFailed("expected {$class}, got " . get_class($error) . ': ' . $error->getMessage());
    }
    throw new AssertionFailed("expected {$class}, nothing was thrown");
}

/** The live server's base URL and a read-write token, or a skip when they are not set. */
function liveServer(): array
{
    $baseUrl = getenv('BASE_URL') ?: '';
    $token = getenv('TOKEN') ?: '';
    if ($baseUrl === '' || $token === '') {
        throw new SkipTest('set BASE_URL and TOKEN (a read-write token) to run the tests against a live server');
    }
    return [$baseUrl, $token];
}

/** clients/conformance-plan.json: every operation of the document, in run order. */
function conformancePlan(): array
{
    return json_decode((string) file_get_contents(__DIR__ . '/../../conformance-plan.json'), true, 512, JSON_THROW_ON_ERROR)['steps'];
}
