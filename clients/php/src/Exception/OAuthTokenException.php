<?php

declare(strict_types=1);

namespace Integrations\Exception;

/** The token endpoint refused the OAuth client: RFC 6749 §5.2 `error` and `error_description`. */
final class OAuthTokenException extends \RuntimeException
{
    public function __construct(
        public readonly int $status,
        public readonly string $error,
        public readonly string $description,
    ) {
        parent::__construct($description !== '' ? "{$error}: {$description}" : "token endpoint answered HTTP {$status}");
    }
}
