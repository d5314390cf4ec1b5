"""Shared by the tests: puts src/ on the path and reads the live server's settings."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

CLIENT_ROOT = Path(__file__).resolve().parents[1]
CLIENTS_ROOT = CLIENT_ROOT.parent
sys.path.insert(0, str(CLIENT_ROOT / "src"))

#: The server the live tests call (the test run's own server) and a read-write token of it.
BASE_URL = os.environ.get("BASE_URL", "")
TOKEN = os.environ.get("TOKEN", "")
LIVE = bool(BASE_URL and TOKEN)
SKIP_REASON = "set BASE_URL and TOKEN (a read-write token) to run the tests against a live server"


def conformance_plan() -> dict:
    """clients/conformance-plan.json: every operation of the document, in run order."""
    return json.loads((CLIENTS_ROOT / "conformance-plan.json").read_text(encoding="utf-8"))

#: An OAuth client of the live server (client_secret), for the client-credentials mode.
OAUTH_CLIENT_ID = os.environ.get("OAUTH_CLIENT_ID", "")
OAUTH_CLIENT_SECRET = os.environ.get("OAUTH_CLIENT_SECRET", "")
#: The client the wrong-secret test names: the server blocks a client and address after 10 failures,
#: so a test run aims its refusals at a client of their own when it has one.
OAUTH_REFUSED_CLIENT_ID = os.environ.get("OAUTH_REFUSED_CLIENT_ID", "") or OAUTH_CLIENT_ID
