<?php

declare(strict_types=1);

namespace Integrations\Exception;

/** 409: the resource's state does not allow the operation now. */
class ConflictException extends ApiException
{
}
