<?php

declare(strict_types=1);

namespace Integrations\Webhook;

/** The delivery is not authentic or not fresh: answer it 400 and do not act on it. */
final class WebhookVerificationException extends \RuntimeException
{
}
