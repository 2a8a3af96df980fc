"""A lone word NER calls a person but that names a town ("in İzmir", "Surrey") is a place.

Only uncorroborated words are relabelled: a word that also appears in a longer
name or after a title in the same decision ("Mr Ahmet Kaya") stays a person.
The towns are GeoNames' places of 15,000 people or more (resources/places).
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from importlib import resources

from nomen import categories
from nomen.detect.base import Candidate, DetectionContext
from nomen.names.folding import fold

# Sources that can give a bare word the PERSON label without a title or a given name.
_WEAK_SOURCES = frozenset({"spacy-ner", "legal-ner", "recurrence", "enumeration", "caps-name", "case-title"})


@lru_cache(maxsize=1)
def towns() -> frozenset[str]:
    text = resources.files("nomen.resources").joinpath("places", "cities.txt").read_text(encoding="utf-8")
    return frozenset(fold(line) for line in text.splitlines() if line and not line.startswith("#"))


def relabel_lone_places(found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    people = [c for c in found if c.category == categories.PERSON]
    corroborated = {fold(word) for c in people if c.source not in _WEAK_SOURCES or " " in ctx.text[c.start:c.end]
                    for word in ctx.text[c.start:c.end].split()}
    places = towns()

    def is_lone_town(cand: Candidate) -> bool:
        word = fold(ctx.text[cand.start:cand.end])
        return " " not in word and word in places and word not in corroborated

    return [replace(c, category=categories.LOC) if c.category == categories.PERSON and is_lone_town(c) else c
            for c in found]
