"""OAuth 2.0 client credentials (RFC 6749 §4.4): the client obtains its own short-lived tokens.

A token is fetched at ``/oauth/token`` with client_secret_basic, kept until ``refresh_before``
seconds before it expires, and fetched anew then, or at once when the API answers 401 (revoked).
"""

from __future__ import annotations

import base64
import json
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from typing import Callable, Optional, Tuple


class OAuthTokenError(Exception):
    """The token endpoint refused the client: RFC 6749 §5.2 ``error`` and ``error_description``."""

    def __init__(self, status: int, error: str, description: str) -> None:
        super().__init__(f"{error}: {description}" if description else f"token endpoint answered HTTP {status}")
        self.status = status
        self.error = error
        self.description = description


class ClientCredentials:
    """Holds one access token of an OAuth client and renews it when due. Safe across threads."""

    def __init__(
        self,
        token_url: str,
        client_id: str,
        client_secret: str,
        *,
        scope: Optional[str] = None,
        refresh_before: float = 60.0,
        timeout: float = 30.0,
        user_agent: str = "integrations-python/1.0.0",
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.token_url = token_url
        self.scope = scope
        self.refresh_before = refresh_before
        self.timeout = timeout
        self.user_agent = user_agent
        self.clock = clock
        # RFC 6749 §2.3.1: id and secret are form-encoded before they are joined for Basic.
        pair = f"{urllib.parse.quote_plus(client_id)}:{urllib.parse.quote_plus(client_secret)}"
        self._basic = "Basic " + base64.b64encode(pair.encode("utf-8")).decode("ascii")
        self._held: Optional[Tuple[str, float]] = None
        self._lock = threading.Lock()
        #: How many tokens were obtained so far (for logs and tests).
        self.tokens_obtained = 0

    def token(self) -> str:
        """A token that is not due for renewal, fetched if need be."""
        with self._lock:
            if self._held is None or self.clock() >= self._held[1]:
                self._held = self._fetch()
            return self._held[0]

    def discard(self, token: str) -> None:
        """Forget ``token`` (the API refused it); the next call fetches a new one."""
        with self._lock:
            if self._held is not None and self._held[0] == token:
                self._held = None

    def _fetch(self) -> Tuple[str, float]:
        form = {"grant_type": "client_credentials"}
        if self.scope:
            form["scope"] = self.scope
        request = urllib.request.Request(
            self.token_url,
            data=urllib.parse.urlencode(form).encode("ascii"),
            method="POST",
            headers={
                "Authorization": self._basic,
                "Content-Type": "application/x-www-form-urlencoded",
                "Accept": "application/json",
                "User-Agent": self.user_agent,
            },
        )
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as raw:
                status, body = raw.status, raw.read()
        except urllib.error.HTTPError as error:
            status, body = error.code, error.read()
        try:
            answer = json.loads(body.decode("utf-8")) if body else {}
        except ValueError:
            answer = {}
        if status != 200 or not isinstance(answer, dict) or "access_token" not in answer:
            answer = answer if isinstance(answer, dict) else {}
            raise OAuthTokenError(status, str(answer.get("error", "http_error")), str(answer.get("error_description", "")))
        lifetime = float(answer.get("expires_in", 3600))
        self.tokens_obtained += 1
        return answer["access_token"], self.clock() + max(lifetime - self.refresh_before, lifetime / 2)
