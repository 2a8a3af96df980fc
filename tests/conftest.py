"""Shared fixtures: one real Flask app (models loaded once per session), real data from ../shared."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
TAB_DEV = SHARED / "corpora" / "tab-dev" / "tab_dev.jsonl"
DOCX_CORPUS = SHARED / "corpora" / "docx"


@pytest.fixture(scope="session", autouse=True)
def _isolated_user_dirs(tmp_path_factory):
    """Nothing a test does may touch the real user's config or data directory."""
    os.environ["NOMEN_CONFIG_DIR"] = str(tmp_path_factory.mktemp("user-config"))
    os.environ["NOMEN_DATA_DIR"] = str(tmp_path_factory.mktemp("user-data"))


@pytest.fixture(scope="session")
def app(tmp_path_factory):
    from nomen.app import create_app

    return create_app({"NOMEN_CONFIG_DIR": tmp_path_factory.mktemp("app-config"),
                       "NOMEN_DATA_DIR": tmp_path_factory.mktemp("app-data"), "TESTING": True})


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture(scope="session")
def engine(app):
    return app.extensions["nomen.workspace"].engine


@pytest.fixture(scope="session")
def tab_cases() -> list[dict]:
    return [json.loads(line) for line in TAB_DEV.read_text(encoding="utf-8").splitlines()]


def analysed(engine, text: str, language: str = "en") -> dict:
    """The engine's analysis of `text`, as /api/analyze answers it."""
    from nomen.model import AnalyzeOptions

    return engine.analyze(text, AnalyzeOptions(language=language)).to_dict()


def assert_hidden(result: dict, text: str, words: tuple[str, ...]) -> None:
    """Every one of `words`, wherever it stands in `text`, lies inside a person's mention that is on."""
    _each_inside([(m["start"], m["end"]) for e in result["entities"] if e["category"] == "PERSON" and e["anonymize"]
                  for m in e["mentions"]], text, words)


def assert_kept(result: dict, text: str, names: tuple[str, ...]) -> None:
    """Every one of `names` stands in `text`, and wherever it does, inside a professional's mention kept named."""
    for name in names:
        assert name in text, name
    _each_inside([(m["start"], m["end"]) for e in result["entities"] if e["category"] == "PERSON" and not e["anonymize"]
                  and e["role"] not in (None, "private") for m in e["mentions"]], text, names)


def _each_inside(spans: list[tuple[int, int]], text: str, words: tuple[str, ...]) -> None:
    for word in words:
        at = text.find(word)
        while at != -1:
            assert any(s <= at and at + len(word) <= e for s, e in spans), (word, at)
            at = text.find(word, at + 1)


def people_of(result: dict) -> set[str]:
    """Every variant of every PERSON entity of an /api/analyze result."""
    return {v["text"] for e in result["entities"] if e["category"] == "PERSON" for v in e["variants"]}


def standing_of(result: dict, text: str) -> tuple[str | None, bool]:
    """The role and the on/off of the entity that lists `text`: ("judge", False) is a judge kept named."""
    entity = entity_of(result, text)
    return entity["role"], entity["anonymize"]


def entity_of(result: dict, text: str) -> dict:
    """The entity that lists `text` among its variants (fails the test if none does)."""
    for entity in result["entities"]:
        if any(v["text"] == text for v in entity["variants"]):
            return entity
    raise AssertionError(f"{text!r} not listed; variants: "
                         f"{[v['text'] for e in result['entities'] for v in e['variants']]}")
