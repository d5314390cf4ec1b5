"""Verifying webhook deliveries (Standard Webhooks: https://www.standardwebhooks.com)."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import time
from typing import Any, Mapping, Optional, Union

DEFAULT_TOLERANCE_SECONDS = 5 * 60


class WebhookVerificationError(Exception):
    """The delivery is not authentic or not fresh: answer it 400 and do not act on it."""


def _secret_bytes(secret: str) -> bytes:
    return base64.b64decode(secret[len("whsec_"):] if secret.startswith("whsec_") else secret)


def sign_webhook(secret: str, message_id: str, timestamp: Union[int, str], body: Union[str, bytes]) -> str:
    """The ``webhook-signature`` value (``v1,<base64>``) of a delivery: HMAC-SHA256 of ``id.timestamp.body``."""
    payload = body.decode("utf-8") if isinstance(body, bytes) else body
    digest = hmac.new(_secret_bytes(secret), f"{message_id}.{timestamp}.{payload}".encode("utf-8"), hashlib.sha256).digest()
    return "v1," + base64.b64encode(digest).decode("ascii")


def verify_webhook(
    secret: str,
    headers: Mapping[str, str],
    body: Union[str, bytes],
    *,
    tolerance: int = DEFAULT_TOLERANCE_SECONDS,
    now: Optional[float] = None,
) -> Any:
    """Checks a delivery's signature and timestamp and returns its parsed JSON body.

    ``headers`` are the request's headers (any case); ``body`` the raw body exactly as received.
    Any of several space-separated signatures may match (during a secret rotation there are two).
    Raises WebhookVerificationError when the signature does not match or the timestamp is more
    than ``tolerance`` seconds away from now.
    """
    lowered = {name.lower(): value for name, value in headers.items()}
    message_id = lowered.get("webhook-id")
    timestamp = lowered.get("webhook-timestamp")
    signatures = lowered.get("webhook-signature")
    if not message_id or not timestamp or not signatures:
        raise WebhookVerificationError("Missing webhook-id, webhook-timestamp or webhook-signature header.")
    try:
        sent_at = int(timestamp)
    except ValueError:
        raise WebhookVerificationError("Invalid webhook-timestamp header.") from None
    current = time.time() if now is None else now
    if abs(current - sent_at) > tolerance:
        raise WebhookVerificationError("The webhook-timestamp is outside the tolerance: a replay or a wrong clock.")
    expected = sign_webhook(secret, message_id, timestamp, body).split(",", 1)[1]
    for candidate in signatures.split(" "):
        version, _, signature = candidate.partition(",")
        if version == "v1" and hmac.compare_digest(signature.encode("utf-8"), expected.encode("utf-8")):
            return json.loads(body)
    raise WebhookVerificationError("No signature matches: wrong secret, or the body was changed.")
