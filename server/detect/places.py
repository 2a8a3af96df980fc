"""A name NER calls a person but that names a town or a region ("in İzmir", "Surrey", "Tamil Nadu")
is a place, and a person's name that a street or a body is named after ("Bahadur Shah Zafar Marg",
"Sanjay Gandhi Memorial Hospital") is the street's or the body's.

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
from nomen.detect.base import WEAK_SOURCES, Candidate, DetectionContext
from nomen.names.folding import fold
from nomen.names.kinds import NAMED_AFTER_WORDS



PLACE_FILES = ("cities.txt", "regions.txt")


@lru_cache(maxsize=1)
def towns() -> frozenset[str]:
    """Folded names of towns and regions."""
    folder = resources.files("nomen.resources").joinpath("places")
    return frozenset(fold(line) for name in PLACE_FILES
                     for line in folder.joinpath(name).read_text(encoding="utf-8").splitlines()
                     if line and not line.startswith("#"))


def relabel_lone_places(found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    people = [c for c in found if c.category == categories.PERSON]
    corroborated = {fold(word) for c in people if c.source not in WEAK_SOURCES or " " in ctx.text[c.start:c.end]
                    for word in ctx.text[c.start:c.end].split()}
    places = towns()

    def is_lone_town(cand: Candidate) -> bool:
        name = fold(ctx.text[cand.start:cand.end])
        if " " in name:  # "Tamil Nadu" from NER alone, not "Ahmet Kaya"
            return cand.source in WEAK_SOURCES and " ".join(name.split()) in places
        return name in places and name not in corroborated

    return [replace(c, category=categories.LOC) if c.category == categories.PERSON and is_lone_town(c) else c
            for c in found]


def join_named_after(found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    """A person's name right before the head word of a place or a body is that one's name: "Bahadur
    Shah" of "Bahadur Shah Zafar Marg" or "Sanjay Gandhi" of "Sanjay Gandhi Memorial Hospital" is an
    address or an institution, not someone to hide."""
    ordered = sorted(found, key=lambda c: c.start)
    out: list[Candidate] = []
    for cand in ordered:
        before = out[-1] if out else None
        if before is not None and before.category == categories.PERSON and \
                cand.category in (categories.LOC, categories.ORG) and \
                before.end < cand.start and ctx.text[before.end:cand.start].strip(" \t") == "" and \
                fold(ctx.text[cand.start:cand.end].split()[-1]).rstrip(".,") in NAMED_AFTER_WORDS:
            out[-1] = replace(cand, start=before.start)
            continue
        out.append(cand)
    return out
