"""Problems (RFC 9457) answered by the API, raised as typed exceptions."""

from __future__ import annotations

from typing import Any, Dict, List, Mapping, Optional


class ApiError(Exception):
    """An error response of the API: its HTTP status, stable ``code`` and ``request_id``.

    ``errors`` lists validation failures as ``{"pointer": "#/url", "detail": "..."}``.
    """

    def __init__(self, status: int, problem: Optional[Mapping[str, Any]], headers: Mapping[str, str]) -> None:
        problem = dict(problem or {})
        self.status = status
        self.code: str = str(problem.get("code") or "http_error")
        self.title: str = str(problem.get("title") or f"HTTP {status}")
        self.detail: str = str(problem.get("detail") or "")
        self.request_id: Optional[str] = problem.get("request_id") or headers.get("x-request-id")
        self.errors: List[Dict[str, str]] = list(problem.get("errors") or [])
        self.problem = problem
        self.headers = dict(headers)
        super().__init__(f"{status} {self.code}: {self.detail or self.title}")


class AuthenticationError(ApiError):
    """401: the token is missing, malformed, unknown, revoked or expired."""


class PermissionDeniedError(ApiError):
    """403: the token lacks the scope the operation needs."""


class NotFoundError(ApiError):
    """404: no such resource in the token's account."""


class ConflictError(ApiError):
    """409: the resource's state does not allow the operation now."""


class ValidationError(ApiError):
    """400, 413, 415 or 422: the request was refused as sent; see ``errors``."""


class RateLimitError(ApiError):
    """429: over the rate limit even after the client's retries; ``retry_after`` in seconds."""

    @property
    def retry_after(self) -> Optional[float]:
        from ._transport import parse_retry_after

        return parse_retry_after(self.headers.get("retry-after"))


class ServerError(ApiError):
    """5xx: the server could not answer; safe to retry later."""


_BY_STATUS = {401: AuthenticationError, 403: PermissionDeniedError, 404: NotFoundError, 409: ConflictError, 429: RateLimitError}


def error_for(status: int, problem: Optional[Mapping[str, Any]], headers: Mapping[str, str]) -> ApiError:
    """The most specific exception class for a status."""
    if status in _BY_STATUS:
        cls = _BY_STATUS[status]
    elif status in (400, 413, 415, 422):
        cls = ValidationError
    elif status >= 500:
        cls = ServerError
    else:
        cls = ApiError
    return cls(status, problem, headers)
