"""A long run of capitalised words (an all-capitals section, a table of names without commas) is
read in linear time by every rule recognizer and merge step: a pattern that opened with a name
used to try every start and every length of the run, and 3,000 such words held an analysis for
minutes."""

from __future__ import annotations

import time

import pytest
import regex

from nomen import categories
from nomen.detect.base import Candidate, DetectionContext
from nomen.detect.enumerations import settle_lists
from nomen.detect.recurrence import RecurrenceRecognizer
from nomen.detect.registry import default_recognizers
from nomen.detect.spacy_ner import SpacyNerRecognizer
from nomen.names.titles import split_title

RUNS = {
    "capitals": "WORD ",
    "capitalised": "Ramesh ",
    "initials": "K. ",
    "bare initials after a title": "A ",
    "titled names without commas": "Mr Ramesh Kumar Sharma ",
    "glued initials": "A.",
    "one compound": "Ab-",
    "apostrophes": "O'",
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


def _growth(run) -> tuple[float, float]:
    """The time of `run(SMALL)` and of `run(LARGE)`."""
    times = []
    for size in (SMALL, LARGE):
        started = time.perf_counter()
        run(size)
        times.append(time.perf_counter() - started)
    return times[0], times[1]


def _people(text: str, unit: str) -> list[Candidate]:
    return [Candidate(m.start(), m.end(), categories.PERSON, 0.8, "test") for m in regex.finditer(regex.escape(unit.strip(", ")), text)]


def test_a_title_is_split_off_a_name_of_thousands_of_words_in_linear_time(engine):
    titles = engine.list_store.lists_for("en").folded_titles
    small, large = _growth(lambda size: split_title("Mr " + "Ramesh " * size, titles))
    assert large <= MOST_GROWTH * max(small, FLOOR), (small, large)


def test_a_list_of_thousands_of_people_is_read_in_linear_time(engine):
    lists = engine.list_store.lists_for("en")

    def settle(size: int) -> None:
        text = "Ramesh Kumar, " * size
        settle_lists(_people(text, "Ramesh Kumar"), DetectionContext(text, "en", lists))
    small, large = _growth(settle)
    assert large <= MOST_GROWTH * max(small, FLOOR), (small, large)


def test_a_name_of_thousands_of_initials_is_not_searched_again_at_every_position(engine):
    lists = engine.list_store.lists_for("en")

    def recur(size: int) -> None:
        text = "K. " * size + "\nK. K. came."
        found = [Candidate(0, len("K. " * size) - 1, categories.PERSON, 0.8, "test")]
        RecurrenceRecognizer().find_again(found, DetectionContext(text, "en", lists))
    small, large = _growth(recur)
    assert large <= MOST_GROWTH * max(small, FLOOR), (small, large)


@pytest.mark.parametrize("gap", [" ", "\n ", " ."], ids=["blanks", "blank lines", "dots"])
def test_a_name_before_a_long_gap_is_read_in_linear_time(engine, gap):
    """A party line's gap ("Ram Kumar      ...Petitioner") is one run read once: blanks that end in
    no label (a flattened table's) used to be tried at every split."""
    lists = engine.list_store.lists_for("en")
    small, large = (_rules_time("Ram Kumar" + gap * size * 4 + "x\n", lists) for size in (SMALL, LARGE))
    assert large <= MOST_GROWTH * max(small, FLOOR), (small, large)
