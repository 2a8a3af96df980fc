"""The editor's decisions (the entity list of /api/analyze, edited) turned into replacement terms.

Each accepted variant becomes a term; a title at the front of a variant stays in
the text ("Mr. Millar" -> "Mr. W.M."), so the term is the name after the title.
Longest terms first, so "William Millar" wins over "Millar" where both match.

A name typed without its accents ("Arikan" for "Arıkan") is the same name (the matcher sees to
that); and addresses
and file names spell people their own way ("kemal.arikan@…", "Arikan_Kemal.png",
"_Arikan_statement"): for every person those joined forms become terms of kind JOINED
(sought everywhere, with an identifier's boundaries), and the name's parts terms of kind
PART (sought in link targets, attributes and part names, never in prose, where the
analysis decides which "Kemal" is this Kemal).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import regex

from nomen import categories
from nomen.names.grammar import PARTICLE
from nomen.names.titles import split_title, strip_post_nominals
from nomen.names.folding import address_forms, fold, name_parts, name_words, word_parts


_WORD = regex.compile(r"\p{L}{2,}")
_PARTICLES = regex.compile(rf"^{PARTICLE}$")  # as written: "Ben" and "Van" can be names
# Control characters (tab aside) and the two non-characters XML cannot hold: a replacement is
# written into the document's XML, so it is refused up front rather than failing half-way.
NOT_XML_TEXT = regex.compile("[\x00-\x08\x0a-\x1f\x7f\ufffe\uffff]")
# Far beyond any real decision (a few hundred terms), far below what would cost minutes.
MAX_TERMS = 10_000
MAX_TERM_LENGTH = 300


class DecisionError(ValueError):
    """The entities sent by the client do not have the expected shape."""

    status = 400


class TooManyTerms(DecisionError):
    """More or longer terms than any decision has: refused before matching costs minutes."""

    status = 413


PROSE, JOINED, PART = "prose", "joined", "part"


@dataclass(frozen=True)
class Term:
    original: str       # the text to find (case-insensitive, whole word)
    replacement: str
    kind: str = PROSE   # PROSE: a variant; JOINED: "kemal.arikan"; PART: "arikan" (identifiers only)


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
    forms: dict[str, Term] = {}  # joined forms and parts: a prose term of the same spelling wins
    kept = _kept_words(entities)
    for number, entity in enumerate(entities, start=1):
        where = f"entity {number}"
        if not isinstance(entity, dict):
            raise DecisionError(f"{where} must be an object")
        if not _flag(entity.get("anonymize", True), f"{where}: 'anonymize'"):
            continue
        replacement = _text(entity.get("replacement"), f"{where}: 'replacement'")
        if NOT_XML_TEXT.search(replacement):
            raise DecisionError(f"{where}: 'replacement' holds a control character, which a Word document "
                                "cannot hold")
        variants = entity.get("variants")
        if not isinstance(variants, list) or not variants:
            raise DecisionError(f"{where}: 'variants' must be a non-empty list")
        for variant in variants:
            if not isinstance(variant, dict):
                raise DecisionError(f"{where}: each variant must be an object with a 'text'")
            if not _flag(variant.get("anonymize", True), f"{where}: a variant's 'anonymize'"):
                continue
            text = _text(variant.get("text"), f"{where}: a variant's 'text'")
            if len(text) > MAX_TERM_LENGTH:
                raise TooManyTerms(f"{where}: a variant is longer than {MAX_TERM_LENGTH} characters")
            for term in _terms_of(text, replacement, titles):
                found.setdefault(fold(term.original), term)
            if entity.get("category") == categories.PERSON:
                for term in _identifier_terms(text, replacement, titles, kept):
                    forms.setdefault(fold(term.original), term)
            if len(found) + len(forms) > MAX_TERMS:
                raise TooManyTerms(f"more than {MAX_TERMS} terms to replace; split the decisions")
    found.update((key, term) for key, term in forms.items() if key not in found)
    return sorted(found.values(), key=lambda t: len(t.original), reverse=True)


def _kept_words(entities: list[Any]) -> set[str]:
    """Words of the entities kept as written, folded: never replaced as a loose name part."""
    return {part for e in entities if isinstance(e, dict) and e.get("anonymize") is False
            for v in e.get("variants") or [] if isinstance(v, dict) and isinstance(v.get("text"), str)
            for part in name_parts(v["text"])}


def _identifier_terms(variant: str, replacement: str, titles: frozenset[str], kept: set[str]) -> list[Term]:
    """How addresses and file names write this person ("kemal.arikan", "arikan_kemal", "karikan":
    see `address_forms`), and each part of the name of three letters or more; the stand-in
    loses its punctuation ("ka")."""
    _, name = split_title(variant.strip(), titles)
    words = [w for w in name_words(strip_post_nominals(name)) if not _PARTICLES.match(w)]
    token = "".join(ch for ch in replacement if ch.isalnum()).lower() or "x"
    parts = [fold(p) for w in words for p in word_parts(w)]
    return [Term(form, token, JOINED) for form in address_forms(words)] + \
        [Term(part, token, PART) for part in dict.fromkeys(parts) if len(part) >= 3 and part not in kept]


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
