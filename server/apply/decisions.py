"""The editor's decisions (the entity list of /api/analyze, edited) turned into replacement terms.

Each accepted variant becomes a term; a title at the front of a variant stays in
the text ("Mr. Millar" -> "Mr. W.M."), so the term is the name after the title.
Longest terms first, so "William Millar" wins over "Millar" where both match.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import regex

from server.detect.titles import split_title, strip_post_nominals


_WORD = regex.compile(r"\p{L}{2,}")


class DecisionError(ValueError):
    """The entities sent by the client do not have the expected shape."""


@dataclass(frozen=True)
class Term:
    original: str       # the text to find (case-insensitive, whole word)
    replacement: str


def _text(value: Any, where: str) -> str:
    if not isinstance(value, str):
        raise DecisionError(f"{where} must be a string")
    return value


def _flag(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise DecisionError(f"{where} must be true or false")
    return value


def terms_from_entities(entities: Any, titles: frozenset[str]) -> list[Term]:
    """The terms to replace, longest first; entities and variants turned off are skipped."""
    if not isinstance(entities, list):
        raise DecisionError("'entities' must be a list of entities")
    found: dict[str, Term] = {}
    for number, entity in enumerate(entities, start=1):
        where = f"entity {number}"
        if not isinstance(entity, dict):
            raise DecisionError(f"{where} must be an object")
        if not _flag(entity.get("anonymize", True), f"{where}: 'anonymize'"):
            continue
        replacement = _text(entity.get("replacement"), f"{where}: 'replacement'")
        variants = entity.get("variants")
        if not isinstance(variants, list) or not variants:
            raise DecisionError(f"{where}: 'variants' must be a non-empty list")
        for variant in variants:
            if not isinstance(variant, dict):
                raise DecisionError(f"{where}: each variant must be an object with a 'text'")
            if not _flag(variant.get("anonymize", True), f"{where}: a variant's 'anonymize'"):
                continue
            for term in _terms_of(_text(variant.get("text"), f"{where}: a variant's 'text'"), replacement, titles):
                found.setdefault(term.original.casefold(), term)
    return sorted(found.values(), key=lambda t: len(t.original), reverse=True)


def _terms_of(variant: str, replacement: str, titles: frozenset[str]) -> list[Term]:
    """The variant with its title kept ("Miss M" -> "Miss M."), and its bare name when that is safe
    to replace on its own (a word, not a lone initial: "M" alone would hit every "M")."""
    variant = variant.strip()
    if not variant:
        return []
    title, name = split_title(variant, titles)
    terms = [Term(variant, f"{title}{replacement}")]
    for bare in dict.fromkeys((name.strip(), strip_post_nominals(name).strip())):
        if bare != variant and _WORD.search(bare):
            terms.append(Term(bare, replacement))
    return terms
