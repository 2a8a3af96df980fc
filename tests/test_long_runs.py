"""A long run of capitalised words (an all-capitals section, a table of names without commas) is
read in linear time by every rule recognizer: a pattern that opened with a name used to try every
start and every length of the run, and 3,000 such words held an analysis for minutes."""

from __future__ import annotations

import time

import pytest

from nomen.detect.base import DetectionContext
from nomen.detect.registry import default_recognizers
from nomen.detect.spacy_ner import SpacyNerRecognizer

RUNS = {
    "capitals": "WORD ",
    "capitalised": "Ramesh ",
    "initials": "K. ",
    "bare initials after a title": "A ",
    "titled names without commas": "Mr Ramesh Kumar Sharma ",
}
# Four times the words: about four times the time when linear, sixteen when quadratic.
SMALL, LARGE, MOST_GROWTH = 1_500, 6_000, 8
FLOOR = 0.05  # seconds: below it, timing noise, not growth


def _rules_time(text: str, lists) -> float:
    ctx = DetectionContext(text, "en", lists)
    started = time.perf_counter()
    for recognizer in default_recognizers():
        if not isinstance(recognizer, SpacyNerRecognizer):
            recognizer.find(ctx)
    return time.perf_counter() - started


@pytest.mark.parametrize("unit", RUNS.values(), ids=RUNS.keys())
def test_a_long_run_of_capitalised_words_is_read_in_linear_time(engine, unit):
    lists = engine.list_store.lists_for("en")
    prefix = "Mr " if unit == "A " else ""
    small = _rules_time(prefix + unit * SMALL, lists)
    large = _rules_time(prefix + unit * LARGE, lists)
    assert large <= MOST_GROWTH * max(small, FLOOR), (small, large)
