"""Fuzzing every endpoint from its OpenAPI description (schemathesis) and with arbitrary JSON
(hypothesis): never a 500, always a clear JSON error, and the server still answers after."""

from __future__ import annotations

import json
import tempfile

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nomen.app import create_app
from tests.fuzzing import EXAMPLES, assert_handled


# Built at import so schemathesis can read the description while collecting; its own
# temporary directories keep it away from the user's lists and data, and go when the module ends.
FUZZED_DIRS = [tempfile.TemporaryDirectory(prefix=f"nomen-fuzz-{kind}-") for kind in ("config", "data")]
FUZZED_APP = create_app({"NOMEN_CONFIG_DIR": FUZZED_DIRS[0].name, "NOMEN_DATA_DIR": FUZZED_DIRS[1].name,
                         "TESTING": True})
schema = schemathesis.openapi.from_wsgi("/api/openapi.json", FUZZED_APP)


@pytest.fixture(scope="module")
def fuzzed_app():
    yield FUZZED_APP
    for folder in FUZZED_DIRS:
        folder.cleanup()


@schema.parametrize()
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
def test_every_operation_answers_cleanly(case, fuzzed_app):
    assert_handled(case.call())


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=50),
                    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=20), children,
                                                                                       max_size=5), max_leaves=20)
FIELDS = st.fixed_dictionaries({}, optional={
    "text": JSON, "docx_base64": JSON | st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef0123456789+/=", max_size=80),
    "language": JSON, "style": JSON, "anonymize_professionals": JSON, "category_styles": JSON, "case_id": JSON,
    "mentions": JSON, "entities": JSON, "terms": JSON, "list": JSON, "term": JSON, "author_label": JSON})


@pytest.mark.parametrize("path", ["/api/analyze", "/api/cluster", "/api/apply", "/api/suggestions/accept"])
@settings(max_examples=EXAMPLES * 3, deadline=None, suppress_health_check=list(HealthCheck))
@given(body=FIELDS | JSON)
def test_arbitrary_json_bodies(fuzzed_app, path, body):
    client = fuzzed_app.test_client()
    assert_handled(client.post(path, json=body))


@settings(max_examples=EXAMPLES * 3, deadline=None, suppress_health_check=list(HealthCheck))
@given(raw=st.binary(max_size=300), content_type=st.sampled_from(
    ["application/json", "text/plain", "multipart/form-data", "application/octet-stream", ""]))
def test_malformed_bodies_and_content_types(fuzzed_app, raw, content_type):
    client = fuzzed_app.test_client()
    assert_handled(client.post("/api/analyze", data=raw, content_type=content_type))
    assert_handled(client.put("/api/lists/exclusion", data=raw, content_type=content_type))


def test_huge_strings_are_refused_or_handled(fuzzed_app):
    client = fuzzed_app.test_client()
    small = create_app({"NOMEN_CONFIG_DIR": fuzzed_app.config["NOMEN_CONFIG_DIR"],
                        "NOMEN_DATA_DIR": fuzzed_app.config["NOMEN_DATA_DIR"],
                        "NOMEN_MAX_DOCUMENT_BYTES": 100_000}).test_client()
    refused = small.post("/api/analyze", data=json.dumps({"text": "é" * 200_000}), content_type="application/json")
    assert refused.status_code == 413 and "limit" in refused.get_json()["error"]
    assert_handled(client.post("/api/cluster", json={"text": "x" * 10, "mentions": [{"start": 0, "end": 10}] * 5000}))
    assert_handled(client.put("/api/lists/exclusion", json={"terms": ["y" * 5000]}))
    assert client.get("/api/health").get_json() == {"status": "ok"}
