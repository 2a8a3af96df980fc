"""Apply with its leak audit, on .docx files from python-docx's default template (787 KB of style
XML), against spaCy's NER alone on the same text (a yardstick Nomen's code does not move), as
ratios measured in one run (issue "Speed a clerk feels"):

- a small decision (about 500 words, its persons anonymized): the issue's goal, under 30 ms,
  is at most 1.3x (spaCy 3.8.7's NER takes about 23 ms on it on the 2-core development machine;
  the issue measured 110 ms of apply);
- a 50-page decision (about 25,000 words, 40 entities, patterns compiled each run): the
  goal, under 300 ms, is at most 0.19x (spaCy's NER: about 1.6 s).

The ratios are the issue's goals divided by the yardstick's time. They were 0.75x and 0.15x
while the project ran spaCy 3.8.18, whose NER is twice as slow (see pyproject.toml).

Each pair is timed alternately, so that the machine's load weighs on both, and the ratio is
that of the medians.
Run:  .venv/bin/python bench/bench_apply.py   (exit 1 if a target is missed)
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import regex  # noqa: E402

from bench.corpus import decision_of, docx_of  # noqa: E402
from nomen.apply.decisions import terms_from_entities  # noqa: E402
from nomen.apply.document import apply_terms  # noqa: E402
from nomen.apply.leak_check import audit_terms  # noqa: E402
from nomen.engine import Engine  # noqa: E402
from nomen.lists import ListStore  # noqa: E402
from nomen.model import AnalyzeOptions  # noqa: E402
from nomen.models import ner_pipeline  # noqa: E402

RUNS = 7
SMALL_WORDS, SMALL_TARGET = 500, 1.3
LARGE_WORDS, LARGE_ENTITIES, LARGE_TARGET = 25_000, 40, 0.19


def medians(first: Callable[[], object], second: Callable[[], object]) -> tuple[float, float]:
    """The median times of two tasks, run alternately so that the machine's load weighs on both."""
    times: tuple[list[float], list[float]] = ([], [])
    for _ in range(RUNS):
        for task, kept in zip((first, second), times):
            start = time.perf_counter()
            task()
            kept.append(time.perf_counter() - start)
    return statistics.median(times[0]), statistics.median(times[1])


def applying(engine: Engine, lists: ListStore, words: int, entities: int | None, compile_each_run: bool):
    """The text, its .docx, and the apply with its audit of its persons (the first `entities`)."""
    text = decision_of(words)
    data = docx_of(text)
    persons = [replace(e, anonymize=True) for e in engine.analyze(text, AnalyzeOptions(language="en")).entities
               if e.category == "PERSON"][:entities]
    titles = lists.lists_for("en").folded_titles
    terms, audit = terms_from_entities(persons, titles), audit_terms(persons, titles, text)

    def apply() -> object:
        if compile_each_run:
            regex.purge()  # every apply compiles its own patterns: none may come from an earlier run
        return apply_terms(data, terms, audit=audit)
    return text, data, persons, apply


def main() -> int:
    with tempfile.TemporaryDirectory() as config:  # no user lists, and nothing left behind
        return _measure(Path(config))


def _measure(config: Path) -> int:
    lists = ListStore(config)
    engine = Engine(lists)
    nlp = ner_pipeline("en")
    ratios = []
    for label, words, entities, target in (("small decision", SMALL_WORDS, None, SMALL_TARGET),
                                           ("50-page decision", LARGE_WORDS, LARGE_ENTITIES, LARGE_TARGET)):
        text, data, persons, apply = applying(engine, lists, words, entities, compile_each_run=entities is not None)
        applied = apply()
        apply_time, ner_time = medians(apply, lambda: nlp(text))
        ratios.append(apply_time / ner_time <= target)
        print(f"{label}: {len(text.split())} words, {len(data) // 1024} KB, {len(persons)} persons anonymized, "
              f"{sum(r['count'] for r in applied.replacements)} replacements, residual {len(applied.residual)}")
        print(f"  apply and audit {apply_time * 1000:.0f} ms, spaCy NER alone {ner_time * 1000:.0f} ms: "
              f"{apply_time / ner_time:.2f}x (target <= {target}x)")
    return 0 if all(ratios) and len(persons) == LARGE_ENTITIES else 1


if __name__ == "__main__":
    sys.exit(main())
