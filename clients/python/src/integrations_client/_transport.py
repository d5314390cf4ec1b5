"""HTTP for the client: urllib from the standard library, retries on 429 after ``Retry-After``."""

from __future__ import annotations

import email.utils
import json
import time
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Mapping, Optional

from ._api_version import API_VERSION
from .client_credentials import ClientCredentials
from .errors import error_for

USER_AGENT = "integrations-python/1.0.0"
# A server asking to wait longer than this is answered with RateLimitError rather than a long sleep.
MAX_RETRY_WAIT_SECONDS = 60.0


@dataclass
class ApiResponse:
    """One HTTP response: status, headers (lower-cased names) and the decoded body."""

    status: int
    headers: Dict[str, str] = field(default_factory=dict)
    data: Any = None


def parse_retry_after(value: Optional[str]) -> Optional[float]:
    """Seconds to wait from a ``Retry-After`` header (delta seconds or an HTTP date)."""
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        parsed = email.utils.parsedate_to_datetime(value)
        return max(0.0, parsed.timestamp() - time.time()) if parsed else None


def _decode(body: bytes, content_type: str) -> Any:
    media = content_type.split(";")[0].strip().lower()
    if not body:
        return None
    if media == "application/json" or media.endswith("+json"):
        return json.loads(body.decode("utf-8"))
    if media.startswith("text/") or media.endswith("yaml"):
        return body.decode("utf-8")
    return body


def _query_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


class Transport:
    def __init__(
        self,
        base_url: str,
        token: Optional[str],
        *,
        max_retries: int = 2,
        timeout: float = 30.0,
        user_agent: str = USER_AGENT,
        sleep: Callable[[float], None] = time.sleep,
        credentials: Optional[ClientCredentials] = None,
        api_version: str = API_VERSION,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.api_version = api_version
        self.token = token
        self.credentials = credentials
        self.max_retries = max_retries
        self.timeout = timeout
        self.user_agent = user_agent
        self.sleep = sleep
        self.last_response: Optional[ApiResponse] = None

    def url(self, path: str, path_params: Mapping[str, Any], query: Mapping[str, Any]) -> str:
        for name, value in path_params.items():
            path = path.replace("{" + name + "}", urllib.parse.quote(str(value), safe=""))
        pairs = [(name, _query_value(value)) for name, value in query.items() if value is not None]
        return self.base_url + path + ("?" + urllib.parse.urlencode(pairs) if pairs else "")

    def request(
        self,
        method: str,
        path: str,
        *,
        path_params: Optional[Mapping[str, Any]] = None,
        query: Optional[Mapping[str, Any]] = None,
        headers: Optional[Mapping[str, Optional[str]]] = None,
        body: Any = None,
        accept: str = "application/json",
        authenticated: bool = True,
    ) -> ApiResponse:
        """Sends one request, retrying a 429 up to ``max_retries`` times; raises ApiError on any other error."""
        url = self.url(path, path_params or {}, query or {})
        send_headers = {"Accept": accept, "User-Agent": self.user_agent, "Api-Version": self.api_version}
        bearer = self._bearer() if authenticated else None
        if bearer:
            send_headers["Authorization"] = "Bearer " + bearer
        for name, value in (headers or {}).items():
            if value is not None:
                send_headers[name] = value
        data = None
        if body is not None:
            data = json.dumps(body).encode("utf-8")
            send_headers["Content-Type"] = "application/json"
        attempt = 0
        renewed = False
        while True:
            response = self._send(urllib.request.Request(url, data=data, method=method, headers=send_headers))
            self.last_response = response
            if response.status == 401 and self.credentials and bearer and not renewed:
                # A client's token revoked or expired early: one new token, one more try.
                self.credentials.discard(bearer)
                bearer = self.credentials.token()
                send_headers["Authorization"] = "Bearer " + bearer
                renewed = True
                continue
            if response.status == 429 and attempt < self.max_retries:
                wait = parse_retry_after(response.headers.get("retry-after"))
                if wait is not None and wait <= MAX_RETRY_WAIT_SECONDS:
                    attempt += 1
                    self.sleep(max(wait, 0.0))
                    continue
            if response.status >= 400:
                problem = response.data if isinstance(response.data, dict) else None
                raise error_for(response.status, problem, response.headers)
            return response

    def _bearer(self) -> Optional[str]:
        return self.credentials.token() if self.credentials else self.token

    def _send(self, request: urllib.request.Request) -> ApiResponse:
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as raw:
                return self._read(raw.status, raw.headers, raw.read())
        except urllib.error.HTTPError as error:
            return self._read(error.code, error.headers, error.read())

    @staticmethod
    def _read(status: int, raw_headers: Any, body: bytes) -> ApiResponse:
        headers = {name.lower(): value for name, value in raw_headers.items()}
        return ApiResponse(status=status, headers=headers, data=_decode(body, headers.get("content-type", "")))
