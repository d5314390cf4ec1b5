"""Python client for the Integrations v1 API (standard library only)."""

from . import models
from ._api_version import API_VERSION
from ._transport import ApiResponse
from .client import IntegrationsClient
from .client_credentials import OAuthTokenError
from .errors import (
    ApiError,
    AuthenticationError,
    ConflictError,
    NotFoundError,
    PermissionDeniedError,
    RateLimitError,
    ServerError,
    ValidationError,
)
from .webhooks import WebhookVerificationError, sign_webhook, verify_webhook

__version__ = "1.0.0"
__all__ = [
    "API_VERSION",
    "ApiError",
    "ApiResponse",
    "AuthenticationError",
    "ConflictError",
    "IntegrationsClient",
    "NotFoundError",
    "OAuthTokenError",
    "PermissionDeniedError",
    "RateLimitError",
    "ServerError",
    "ValidationError",
    "WebhookVerificationError",
    "models",
    "sign_webhook",
    "verify_webhook",
]
