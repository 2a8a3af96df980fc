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

import regex

from nomen import categories
from nomen.model import DecisionError, Entity
from nomen.names.grammar import PARTICLE
from nomen.names.titles import split_title, strip_post_nominals
from nomen.names.folding import address_forms, fold, name_parts, name_words, word_parts


_WORD = regex.compile(r"\p{L}{2,}")
_PARTICLES = regex.compile(rf"^{PARTICLE}$")  # as written: "Ben" and "Van" can be names
# Far beyond any real decision (a few hundred terms), far below what would cost minutes.
MAX_TERMS = 10_000
MAX_TERM_LENGTH = 300


class TooManyTerms(DecisionError):
    """More or longer terms than any decision has: refused before matching costs minutes."""

    status = 413


PROSE, JOINED, PART = "prose", "joined", "part"


@dataclass(frozen=True)
class Term:
    original: str       # the text to find (case-insensitive, whole word)
    replacement: str
    kind: str = PROSE   # PROSE: a variant; JOINED: "kemal.arikan"; PART: "arikan" (identifiers only)


def terms_from_entities(entities: list[Entity], titles: frozenset[str]) -> list[Term]:
    """The terms to replace, longest first; entities and variants turned off are skipped."""
    found: dict[str, Term] = {}
    forms: dict[str, Term] = {}  # joined forms and parts: a prose term of the same spelling wins
    kept = _kept_words(entities)
    for number, entity in enumerate(entities, start=1):
        if not entity.anonymize:
            continue
        for variant in entity.variants:
            if not variant.anonymize:
                continue
            if len(variant.text) > MAX_TERM_LENGTH:
                raise TooManyTerms(f"entity {number}: a variant is longer than {MAX_TERM_LENGTH} characters")
            for term in _terms_of(variant.text, entity.replacement, titles, entity.keep_titles):
                found.setdefault(fold(term.original), term)
            if entity.category == categories.PERSON:
                for term in _identifier_terms(variant.text, entity.replacement, titles, kept):
                    forms.setdefault(fold(term.original), term)
            if len(found) + len(forms) > MAX_TERMS:
                raise TooManyTerms(f"more than {MAX_TERMS} terms to replace; split the decisions")
    found.update((key, term) for key, term in forms.items() if key not in found)
    return sorted(found.values(), key=lambda t: len(t.original), reverse=True)


def _kept_words(entities: list[Entity]) -> set[str]:
    """Words of the entities kept as written, folded: never replaced as a loose name part."""
    return {part for e in entities if not e.anonymize for text in e.texts for part in name_parts(text)}


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


def _terms_of(variant: str, replacement: str, titles: frozenset[str], keep_titles: bool = True) -> list[Term]:
    """The variant with its title kept ("Miss M" -> "Miss M."), or replaced with the rest when the
    entity says so ("Ms J.M. Burden" -> "Sister A"), and its bare name when that is safe to replace
    on its own (a word, not a lone initial: "M" alone would hit every "M")."""
    variant = variant.strip()
    if not variant:
        return []
    title, name = split_title(variant, titles)
    terms = [Term(variant, f"{title}{replacement}" if keep_titles else replacement)]
    for bare in dict.fromkeys((name.strip(), strip_post_nominals(name).strip())):
        if bare != variant and _WORD.search(bare):
            terms.append(Term(bare, replacement))
    return terms
