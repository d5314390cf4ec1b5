<?php

declare(strict_types=1);

namespace Integrations\Exception;

/** 5xx: the server could not answer; safe to retry later. */
class ServerException extends ApiException
{
}
