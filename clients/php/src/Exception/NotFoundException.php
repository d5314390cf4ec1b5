<?php

declare(strict_types=1);

namespace Integrations\Exception;

/** 404: no such resource in the token's account. */
class NotFoundException extends ApiException
{
}
