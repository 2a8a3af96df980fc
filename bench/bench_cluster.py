"""Clustering 2,000 name mentions must take well under a second (rapidfuzz cdist + scipy linkage).
With --many: the persons named in the InLegalNER training file, the first 6,475 distinct names.

Mentions are the gold PERSON mentions of every TAB dev case, repeated with their
variants (title, surname alone, capitals, transposed) up to 2,000.
Run:  .venv/bin/python bench/bench_cluster.py
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.corpus import person_mentions  # noqa: E402
from nomen.grouping.cluster import group_forms  # noqa: E402
from nomen.names.forms import parse_name  # noqa: E402

TARGET_S = 1.0
TITLES = frozenset({"mr", "mrs", "ms", "miss", "dr", "sir", "shri", "smt", "sri"})
INLEGALNER = Path(__file__).resolve().parents[2] / "shared" / "corpora" / "inlegalner-train" / "inlegalner_train.jsonl"
MANY = 6475  # distinct names, as in the measurement
PEOPLE = {"PETITIONER", "RESPONDENT", "JUDGE", "LAWYER", "WITNESS", "OTHER_PERSON"}


def mentions(n: int = 2000) -> list[str]:
    variants = []
    for name in person_mentions():
        words = name.split()
        variants += [name, words[-1], name.upper(), f"{words[-1].upper()}, {' '.join(words[:-1])}".strip(", ")]
    return (variants * (n // len(variants) + 1))[:n]


def many_names() -> list[str]:
    """Every person named in the InLegalNER training file (parties, judges, counsel, witnesses):
    thousands of distinct names, many with initials, the issue "Speed a clerk feels"'s load."""
    names = []
    with INLEGALNER.open(encoding="utf-8") as lines:
        for line in lines:
            record = json.loads(line)
            names += [record["text"][start:end] for start, end, label in record["entities"] if label in PEOPLE]
    return names


def main() -> int:
    texts = many_names() if "--many" in sys.argv else mentions()
    start = time.perf_counter()
    forms = [parse_name(t, TITLES) for t in texts]
    unique = list(dict.fromkeys(forms))[:MANY]
    grouping = group_forms(unique)
    elapsed = time.perf_counter() - start
    print(f"{len(texts)} mentions, {len(unique)} distinct forms, {len(set(grouping.labels))} clusters: "
          f"{elapsed * 1000:.0f} ms (target < {TARGET_S * 1000:.0f} ms)")
    return 0 if elapsed < TARGET_S else 1


if __name__ == "__main__":
    sys.exit(main())
