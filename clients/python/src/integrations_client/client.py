"""The client: one method per operation of the API (generated in _operations.py)."""

from __future__ import annotations

from typing import Any, Callable, Iterator, Optional

from ._api_version import API_VERSION
from ._operations import Operations
from ._transport import USER_AGENT, ApiResponse, Transport
from .client_credentials import ClientCredentials
from .pagination import paginate


class IntegrationsClient(Operations):
    """A client of the Integrations v1 API.

    >>> client = IntegrationsClient("https://integrations.example", token="mis_at_…")
    >>> client.list_modules()["data"]

    Or as an OAuth client, which obtains and renews its own short-lived tokens:

    >>> client = IntegrationsClient("https://integrations.example", client_id="oac_…", client_secret="mis_cs_…", scope="read")

    A 429 is retried up to ``max_retries`` times after its ``Retry-After``; every other error is
    raised as an ApiError subclass (NotFoundError, ValidationError, …) with ``code`` and ``request_id``.
    """

    def __init__(
        self,
        base_url: str,
        token: Optional[str] = None,
        *,
        max_retries: int = 2,
        timeout: float = 30.0,
        user_agent: str = USER_AGENT,
        sleep: Optional[Callable[[float], None]] = None,
        client_id: Optional[str] = None,
        client_secret: Optional[str] = None,
        scope: Optional[str] = None,
        api_version: str = API_VERSION,
    ) -> None:
        # api_version: the Api-Version every call sends; by default the one this client was
        # generated for, so answers have the shape of models.py whatever the account's default.
        options: dict = {"max_retries": max_retries, "timeout": timeout, "user_agent": user_agent, "api_version": api_version}
        if sleep is not None:
            options["sleep"] = sleep
        if (client_id is None) != (client_secret is None) or (client_id is not None and token is not None):
            raise ValueError("give either token, or client_id and client_secret")
        if client_id is not None and client_secret is not None:
            token_url = base_url.rstrip("/") + "/oauth/token"
            options["credentials"] = ClientCredentials(token_url, client_id, client_secret, scope=scope, timeout=timeout, user_agent=user_agent)
        self._transport = Transport(base_url, token, **options)

    @property
    def credentials(self) -> Optional[ClientCredentials]:
        """The OAuth client's token holder, when the client was made with client_id and client_secret."""
        return self._transport.credentials

    @property
    def last_response(self) -> Optional[ApiResponse]:
        """Status and headers (e.g. ``x-ratelimit-remaining``) of the last response received."""
        return self._transport.last_response

    def paginate(self, list_method: Callable[..., Any], *args: Any, **kwargs: Any) -> Iterator[Any]:
        """Every item of a cursor-paged list, e.g. ``client.paginate(client.list_audit_entries, action="token.created")``."""
        return paginate(list_method, *args, **kwargs)
