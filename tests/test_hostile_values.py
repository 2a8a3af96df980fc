"""Hostile values through the real Flask app: each gets a 4xx (or a 507 when the disk refuses)
with a JSON error, never a 500, and the server answers /api/health afterwards."""

from __future__ import annotations

import base64
import errno
import io
import json
import sqlite3
from pathlib import Path

import pytest

from nomen import storage
from nomen.app import create_app
from nomen.api.payload import MAX_JSON_DEPTH
from tests.docx_factory import docx_base64

SURROGATE = "\\ud800"  # the JSON escape itself: json.dumps would keep a real one escaped the same way


DOCX = docx_base64("The applicant, Mr Samuel Roy, was born in 1960.", "Mr Roy complained.")


def _json_routes() -> list[tuple[str, str]]:
    """Every operation of the OpenAPI description that takes a JSON body."""
    from importlib import resources

    description = json.loads(resources.files("nomen.api").joinpath("openapi.json").read_text(encoding="utf-8"))
    return [(method, path.replace("{name}", "exclusion")) for path, operations in description["paths"].items()
            for method, operation in operations.items() if isinstance(operation, dict)
            and "application/json" in operation.get("requestBody", {}).get("content", {})]


JSON_ROUTES = _json_routes()


def _send(client, method: str, path: str, raw: str, content_type: str = "application/json"):
    return getattr(client, method)(path, data=raw.encode("utf-8"), content_type=content_type)


def _refused(answer, status: int, words: str = "") -> str:
    assert answer.status_code == status, (answer.status_code, answer.get_data(as_text=True)[:300])
    error = answer.get_json()["error"]
    assert isinstance(error, str) and words in error
    return error


@pytest.fixture
def fresh(tmp_path):
    """An app of its own, so that what a test breaks or writes stays in its temporary folders."""
    return create_app({"NOMEN_CONFIG_DIR": tmp_path / "config", "NOMEN_DATA_DIR": tmp_path / "data",
                       "TESTING": True}).test_client()


def _healthy(client) -> None:
    assert client.get("/api/health").get_json() == {"status": "ok"}


@pytest.mark.parametrize("method, path, raw", [
    ("post", "/api/analyze", f'{{"text": "Mr Samuel Roy {SURROGATE} complained."}}'),
    ("post", "/api/cluster", f'{{"text": "Samuel Roy {SURROGATE}", "mentions": [{{"start": 0, "end": 10}}]}}'),
    ("put", "/api/lists/exclusion", f'{{"terms": ["Blue {SURROGATE} Heron"]}}'),
    ("put", "/api/lists/exclusion", f'["Blue {SURROGATE} Heron"]'),
    ("put", "/api/lists/exclusion", f'{{"terms": ["Blue Heron"], "language{SURROGATE}": "en"}}'),
    ("post", "/api/suggestions/accept", f'{{"list": "exclusion", "term": "Blue {SURROGATE}"}}'),
    ("post", "/api/suggestions/dismiss", f'{{"list": "exclusion", "term": "Blue {SURROGATE}"}}'),
])
def test_a_lone_surrogate_is_refused(fresh, method, path, raw):
    _refused(_send(fresh, method, path, raw), 400, "surrogate")
    assert fresh.get("/api/lists/exclusion").get_json()["customized"] is False  # nothing was saved
    _healthy(fresh)


def test_a_surrogate_pair_is_text(client):
    answer = _send(client, "post", "/api/analyze", '{"text": "Mr Samuel Roy \\ud83d\\ude00 complained."}')
    assert answer.status_code == 200 and "\U0001F600" in answer.get_json()["text"]


@pytest.mark.parametrize("character", ["\x00", "\x01", "\n", "\r", "\x1b", "\x1f", "\x7f"])
def test_a_control_character_in_a_replacement_names_the_entity(client, character):
    entities = [{"replacement": "S.R.", "variants": [{"text": "Samuel Roy"}]},
                {"replacement": f"S{character}R.", "variants": [{"text": "Roy"}]}]
    error = _refused(client.post("/api/apply", json={"docx_base64": DOCX, "entities": entities}), 400, "entity 2")
    assert "'replacement'" in error and "control character" in error
    _healthy(client)


def test_a_control_character_in_a_multipart_replacement_is_refused(client):
    entities = json.dumps([{"replacement": "S\u0000R.", "variants": [{"text": "Samuel Roy"}]}])
    upload = {"file": (io.BytesIO(base64.b64decode(DOCX)), "decision.docx"), "entities": entities}
    _refused(client.post("/api/apply", data=upload, content_type="multipart/form-data"), 400, "entity 1")
    _healthy(client)


@pytest.mark.parametrize("label", ["Clerk\x00", "\x07Clerk", "Cl\u000berk", "Clerk\x7f", "Clerk\n2"])
def test_a_control_character_in_the_author_label_is_refused(client, label):
    _refused(client.post("/api/apply", json={"docx_base64": DOCX, "author_label": label}), 400, "'author_label'")
    _healthy(client)


@pytest.mark.parametrize("method, path", JSON_ROUTES)
@pytest.mark.parametrize("wrap", ["{0}", '{{"text": {0}, "terms": {0}, "entities": {0}, "list": {0}}}'])
def test_json_nested_a_thousand_levels_is_a_400_on_every_json_route(fresh, method, path, wrap):
    nested = "[" * 1000 + "]" * 1000
    _refused(_send(fresh, method, path, wrap.format(nested)), 400, "nested too deeply")
    _healthy(fresh)


def test_json_just_past_the_depth_limit_is_refused_and_within_it_is_read(client):
    def nested(levels: int) -> str:  # the body object is level 1
        return '{"text": "x", "mentions": ' + "[" * (levels - 1) + "]" * (levels - 1) + "}"
    _refused(_send(client, "post", "/api/cluster", nested(MAX_JSON_DEPTH + 1)), 400, "nested too deeply")
    _refused(_send(client, "post", "/api/cluster", nested(MAX_JSON_DEPTH)), 400, "mentions[0]")


def test_a_deeply_nested_multipart_entities_field_is_refused(client):
    upload = {"file": (io.BytesIO(base64.b64decode(DOCX)), "decision.docx"), "entities": "[" * 1000 + "]" * 1000}
    _refused(client.post("/api/apply", data=upload, content_type="multipart/form-data"), 400, "nested too deeply")
    _healthy(client)


def _lists_folder(client) -> Path:
    return client.application.config["NOMEN_CONFIG_DIR"] / "lists"


def _leftovers(client) -> list[str]:
    folder = _lists_folder(client)
    return sorted(p.name for p in folder.rglob("*") if p.is_file() and p.name != "exclusion.txt") if folder.exists() \
        else []


def test_a_list_write_that_fails_leaves_nothing_behind_and_keeps_the_list(fresh, monkeypatch):
    assert fresh.put("/api/lists/exclusion", json={"terms": ["Blue Heron"]}).status_code == 200

    def full_disk(*_args):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(storage.os, "replace", full_disk)
    error = _refused(fresh.put("/api/lists/exclusion", json={"terms": ["Red Kite"]}), 507, "No space left")
    assert "exclusion.txt" in error
    monkeypatch.undo()
    assert _leftovers(fresh) == []
    assert fresh.get("/api/lists/exclusion").get_json()["terms"] == ["Blue Heron"]
    _healthy(fresh)


def test_a_list_write_interrupted_half_way_leaves_nothing_behind(fresh, monkeypatch):
    real_fdopen = storage.os.fdopen

    class Failing(io.RawIOBase):
        def __init__(self, descriptor, *args, **kwargs):
            self.handle = real_fdopen(descriptor, "wb")

        def write(self, data):
            self.handle.write(data[:3])
            raise OSError(errno.EIO, "Input/output error")

        def close(self):
            self.handle.close()
            super().close()
    monkeypatch.setattr(storage.os, "fdopen", Failing)
    _refused(fresh.put("/api/lists/exclusion", json={"terms": ["Red Kite"]}), 507, "Input/output error")
    monkeypatch.undo()
    assert _leftovers(fresh) == []
    assert fresh.get("/api/lists/exclusion").get_json()["customized"] is False
    _healthy(fresh)


def test_a_config_folder_that_cannot_hold_the_lists_gives_a_507(fresh):
    # A file where the lists folder should be: no mkdir can succeed, even for root (for whom a
    # read-only folder is no obstacle).
    _lists_folder(fresh).parent.mkdir(parents=True, exist_ok=True)
    _lists_folder(fresh).write_text("not a folder", encoding="utf-8")
    _refused(fresh.put("/api/lists/exclusion", json={"terms": ["Red Kite"]}), 507, "cannot write")
    _refused(fresh.post("/api/suggestions/accept", json={"list": "exclusion", "term": "Red Kite"}), 507)
    _healthy(fresh)


def test_a_read_only_database_gives_a_507(fresh, monkeypatch):
    real_connect = sqlite3.connect
    monkeypatch.setattr(storage.sqlite3, "connect",
                        lambda path, **options: real_connect(f"file:{path}?mode=ro", uri=True, **options))
    _refused(fresh.post("/api/suggestions/dismiss", json={"list": "exclusion", "term": "Red Kite"}), 507,
             "decisions.sqlite3")
    monkeypatch.undo()
    _healthy(fresh)
