import json
import threading
import unittest
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import support  # noqa: F401  (puts src/ on the path)
from integrations_client import API_VERSION, IntegrationsClient, NotFoundError, RateLimitError, ValidationError


class ScriptedServer:
    """A local HTTP server answering from a list of (status, headers, body), recording requests."""

    def __init__(self, responses):
        self.responses = list(responses)
        self.requests = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def _answer(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                outer.requests.append((self.command, self.path, dict(self.headers), self.rfile.read(length)))
                status, headers, body = outer.responses.pop(0)
                payload = body if isinstance(body, bytes) else json.dumps(body).encode()
                self.send_response(status)
                for name, value in headers.items():
                    self.send_header(name, value)
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            do_GET = do_POST = do_DELETE = _answer

            def log_message(self, *args) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


JSON = {"Content-Type": "application/json"}
PROBLEM = {"Content-Type": "application/problem+json", "X-Request-Id": "req_1"}


def problem(status: int, code: str, **extra):
    return {"type": "https://integrations.example/problems/" + code, "title": code, "status": status, "detail": "d", "code": code, "request_id": "req_1", **extra}


class TransportTest(unittest.TestCase):
    def serve(self, responses) -> ScriptedServer:
        server = ScriptedServer(responses)
        self.addCleanup(server.close)
        return server

    def test_retries_a_429_after_its_retry_after(self) -> None:
        server = self.serve([
            (429, {**PROBLEM, "Retry-After": "2"}, problem(429, "rate_limited")),
            (429, {**PROBLEM, "Retry-After": "1"}, problem(429, "rate_limited")),
            (200, JSON, {"data": []}),
        ])
        waits = []
        client = IntegrationsClient(server.url, token="mis_at_x", sleep=waits.append)
        self.assertEqual(client.list_modules(), {"data": []})
        self.assertEqual(waits, [2.0, 1.0])
        self.assertEqual(len(server.requests), 3)
        self.assertEqual(server.requests[0][2]["Authorization"], "Bearer mis_at_x")

    def test_raises_rate_limit_error_when_retries_run_out(self) -> None:
        server = self.serve([(429, {**PROBLEM, "Retry-After": "1"}, problem(429, "rate_limited"))] * 2)
        client = IntegrationsClient(server.url, token="t", max_retries=1, sleep=lambda _: None)
        with self.assertRaises(RateLimitError) as raised:
            client.list_modules()
        self.assertEqual((raised.exception.status, raised.exception.code, raised.exception.retry_after), (429, "rate_limited", 1.0))

    def test_raises_problems_as_typed_exceptions(self) -> None:
        errors = [{"pointer": "#/url", "detail": "Must be https."}]
        server = self.serve([
            (404, PROBLEM, problem(404, "not_found")),
            (422, PROBLEM, problem(422, "validation_failed", errors=errors)),
        ])
        client = IntegrationsClient(server.url, token="t")
        with self.assertRaises(NotFoundError) as missing:
            client.get_module_status("mod_01jd4y3k6efq9b8c1m2n3p4q5r")
        self.assertEqual((missing.exception.code, missing.exception.request_id), ("not_found", "req_1"))
        with self.assertRaises(ValidationError) as invalid:
            client.rotate_module_token("mod_01jd4y3k6efq9b8c1m2n3p4q5r", body={"grace_period_seconds": -1})
        self.assertEqual(invalid.exception.errors, errors)
        self.assertEqual(json.loads(server.requests[1][3]), {"grace_period_seconds": -1})

    def test_sends_the_pinned_api_version_unless_told_another(self) -> None:
        server = self.serve([(200, JSON, {"data": []}), (200, JSON, {"data": []})])
        IntegrationsClient(server.url, token="t").list_modules()
        IntegrationsClient(server.url, token="t", api_version="2026-11-22").list_modules()
        self.assertRegex(API_VERSION, r"^\d{4}-\d{2}-\d{2}$")
        self.assertEqual([request[2]["Api-Version"] for request in server.requests], [API_VERSION, "2026-11-22"])

    def test_paginate_follows_next_cursor_to_the_last_page(self) -> None:
        server = self.serve([
            (200, JSON, {"data": [{"id": "a"}, {"id": "b"}], "next_cursor": "c1", "has_more": True}),
            (200, JSON, {"data": [{"id": "c"}], "next_cursor": None, "has_more": False}),
        ])
        client = IntegrationsClient(server.url, token="t")
        self.assertEqual([item["id"] for item in client.paginate(client.list_audit_entries, limit=2)], ["a", "b", "c"])
        self.assertEqual([request[1] for request in server.requests], ["/v1/audit?limit=2", "/v1/audit?limit=2&cursor=c1"])


if __name__ == "__main__":
    unittest.main()
