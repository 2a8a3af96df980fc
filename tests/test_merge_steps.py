"""The detection merge, step by step, on hand-made candidates: no spaCy, no recognizer."""

from __future__ import annotations

from nomen import categories
from nomen.detect.base import Candidate, DetectionContext, overlaps_any
from nomen.detect.registry import (MERGE_STEPS, drop_excluded, drop_vetoes, harmonise_categories,
                                   resolve_overlaps)
from nomen.lists import ResourceLists

TEXT = "Mr Cengiz Polat met the Polat family. The Criminal Code applies."
LISTS = ResourceLists("en", (), frozenset({"family"}), ("Mr",))
CTX = DetectionContext(TEXT, "en", LISTS)


def span(text: str, category: str, score: float, source: str = "test", occurrence: int = 0) -> Candidate:
    start = -1
    for _ in range(occurrence + 1):
        start = TEXT.index(text, start + 1)
    return Candidate(start, start + len(text), category, score, source)


def test_the_merge_is_a_named_sequence():
    assert [name for name, _ in MERGE_STEPS][:3] == ["drop excluded terms", "settle overlaps", "drop vetoes"]
    assert all(callable(step) for _, step in MERGE_STEPS)


def test_overlaps_keep_the_best_score_widened_to_the_longest_agreeing_span():
    name = span("Cengiz Polat", categories.PERSON, 0.9)
    wider = span("Mr Cengiz Polat", categories.PERSON, 0.6)
    org = span("Polat", categories.ORG, 0.5)
    assert resolve_overlaps([org, wider, name]) == [Candidate(wider.start, wider.end, categories.PERSON, 0.9, "test")]


def test_excluded_terms_and_vetoes_go():
    family = span("family", categories.PERSON, 0.8)
    listed = Candidate(family.start, family.end, categories.PERSON, 0.8, "inclusion-list")
    assert drop_excluded([family, listed], CTX) == [listed]
    law = span("Criminal Code", categories.NOT_NAME, 0.9)
    assert drop_vetoes([law, family], CTX) == [family]


def test_one_name_gets_one_category_everywhere():
    person = span("Cengiz Polat", categories.PERSON, 0.9)
    org = span("Polat", categories.ORG, 0.6, occurrence=1)
    assert [c.category for c in harmonise_categories([person, org], CTX)] == [categories.PERSON] * 2


def test_candidates_and_spans_overlap_or_contain():
    outer, inner = span("Cengiz Polat", categories.PERSON, 1), span("Polat", categories.PERSON, 1)
    assert outer.overlaps(inner) and outer.contains(inner) and not inner.contains(outer)
    spans = [(0, 5), (10, 15), (20, 25)]
    assert [overlaps_any(spans, a, b) for a, b in [(5, 10), (4, 6), (14, 21), (26, 30), (12, 13)]] == \
        [False, True, True, False, True]
