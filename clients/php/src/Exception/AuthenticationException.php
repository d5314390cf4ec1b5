<?php

declare(strict_types=1);

namespace Integrations\Exception;

/** 401: the token is missing, malformed, unknown, revoked or expired. */
class AuthenticationException extends ApiException
{
}
