<?php

declare(strict_types=1);

namespace Integrations\Exception;

/** 400, 413, 415 or 422: the request was refused as sent; see $errors. */
class ValidationException extends ApiException
{
}
