"""A name NER calls a person but that names a town or a region ("in İzmir", "Surrey", "Tamil Nadu")
is a place.

Only uncorroborated names are relabelled: a word that also appears in a longer name or after a
title in the same decision ("Mr Ahmet Kaya") stays a person. The places are GeoNames' towns of
15,000 people or more, the older names of big cities ("Bangalore") and every country's states and
provinces (resources/places, made by scripts/make_places.py).
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from importlib import resources

from nomen import categories
from nomen.detect.base import Candidate, DetectionContext
from nomen.names.folding import fold, fold_lines

# Sources that can give a bare word the PERSON label without a title or a given name.
_WEAK_SOURCES = frozenset({"spacy-ner", "legal-ner", "recurrence", "enumeration", "caps-name", "case-title"})


PLACE_FILES = ("cities.txt", "regions.txt")


@lru_cache(maxsize=1)
def towns() -> frozenset[str]:
    """Folded names of towns and regions."""
    folder = resources.files("nomen.resources").joinpath("places")
    return frozenset(fold_lines([line for name in PLACE_FILES
                                 for line in folder.joinpath(name).read_text(encoding="utf-8").splitlines()
                                 if line and not line.startswith("#")]))


def relabel_lone_places(found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    people = [c for c in found if c.category == categories.PERSON]
    corroborated = {fold(word) for c in people if c.source not in _WEAK_SOURCES or " " in ctx.text[c.start:c.end]
                    for word in ctx.text[c.start:c.end].split()}
    places = towns()

    def is_lone_town(cand: Candidate) -> bool:
        name = fold(ctx.text[cand.start:cand.end])
        if " " in name:  # "Tamil Nadu" from NER alone, not "Ahmet Kaya"
            return cand.source in _WEAK_SOURCES and " ".join(name.split()) in places
        return name in places and name not in corroborated

    return [replace(c, category=categories.LOC) if c.category == categories.PERSON and is_lone_town(c) else c
            for c in found]
