<?php

declare(strict_types=1);

namespace Integrations\Exception;

/** 403: the token lacks the scope the operation needs. */
class PermissionDeniedException extends ApiException
{
}
