"""What every fuzz test asserts about an answer: a 2xx, or a 4xx with a clear JSON error and one of
the API's stable error codes."""

from __future__ import annotations

import json
import os

from nomen.api.errors import CODES

# Short runs in CI; NOMEN_FUZZ_LONG=1 for the long ones (docs/reliability.md).
LONG = os.environ.get("NOMEN_FUZZ_LONG") == "1"
EXAMPLES = 300 if LONG else 12


def _text(response) -> str:
    """The body of a Flask test response or of a schemathesis one."""
    getter = getattr(response, "get_data", None)
    return getter(as_text=True) if getter else response.text


def assert_handled(response) -> None:
    body = _text(response)
    assert response.status_code < 500, (response.status_code, body[:500])
    if response.status_code >= 400:
        try:
            error, code = json.loads(body).get("error"), json.loads(body).get("code")
        except (ValueError, AttributeError):
            error = code = None
        assert isinstance(error, str) and error, (response.status_code, body[:300])
        assert code in CODES, (response.status_code, body[:300])
