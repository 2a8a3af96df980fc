"""A gloss in brackets names what it follows: merge steps of the registry.

Judgments translated from another language give a body's original name in brackets ("the
Office of the Prosecutor-General (Riksåklagaren)") and spell out acronyms ("the Dev-Yol
(Devrimci Yol - the Revolutionary Way)"). NER, which does not know the language, often calls
the gloss a person. A bracket that holds nothing but the gloss (one word, or words not all
capitalised), right after a body or a place, takes the category of what it glosses; a bracket
that opens with the expansion of the acronym before it is the acronym's body. Names with evidence of their own (a
title, a marker) are left alone, and so is a person in brackets after a body ("the PKK (Abdullah
Öcalan)": two capitalised words, and an expansion starts with the acronym's first part).

A short name in quotes and brackets right after a person's is the name the decision will call them by
('Thomas Carrow ("Tom")', 'Mr Raymond Tan Wei Ming ("Mr Tan")'): a person too, whom grouping joins
to the full name (`grouping.defined_terms`).
"""

from __future__ import annotations

from dataclasses import replace

import regex

from nomen import categories
from nomen.detect import scores
from nomen.detect.base import Candidate, DetectionContext
from nomen.names.folding import fold

# Sources that guess a person from the shape of a word alone.
_GUESSES = frozenset({"spacy-ner", "legal-ner", "capitalised-run", "caps-name", "recurrence"})
_OPEN = regex.compile(r"[ \t]*\([ \t]*$")
_CLOSE = regex.compile(r"[ \t]*\)")
_REST_OF_BRACKET = regex.compile(r"[^()\n]*\)")
_ACRONYM = regex.compile(r"(?<![\p{L}\p{N}])(?P<first>\p{L}+)[-/](?:\p{L}+[-/])*\p{L}+[ \t]*$|"
                         r"(?<![\p{L}\p{N}])(?P<caps>\p{Lu}{2,6})[ \t]*$")
_GLOSSED = frozenset({categories.ORG, categories.LOC, categories.NOT_NAME})
DEFINITION_OPENS = regex.compile(r"[ \t]*\([ \t]*(?:(?:the|hereinafter|hereafter)[ \t]+)?[\"“'‘][ \t]*")
DEFINITION_CLOSES = regex.compile(r"[ \t]*[\"”'’][ \t]*\)")
# A person's, with no article: '(the "Property")' defines a thing, whatever NER made of the name before it.
_NAME_DEFINED = regex.compile(r"[ \t]*\([ \t]*(?:(?:hereinafter|hereafter)[ \t]+)?[\"“'‘][ \t]*"
                              r"(?P<short>\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+)?)" + DEFINITION_CLOSES.pattern)


def _glossed_category(found: list[Candidate], index: int, text: str) -> str | None:
    """The category of what the bracket at found[index] glosses, if it is a gloss."""
    cand = found[index]
    opening = _OPEN.search(text, max(0, cand.start - 4), cand.start)
    if not opening:
        return None
    before = opening.start()
    # A body's name in its language is one word ("Riksåklagaren") or holds lower-case words; two
    # capitalised words after a body are rather its leader ("the PKK (Abdullah Öcalan)").
    words = text[cand.start:cand.end].split()
    body_like = len(words) == 1 or any(w[:1].islower() for w in words)
    if body_like and _CLOSE.match(text, cand.end, cand.end + 4):
        for other in found[:index]:
            if other.end == before and other.category in _GLOSSED:
                return other.category
    acronym = _ACRONYM.search(text, max(0, before - 40), before)
    # An expansion may go on in words of the language the name is in: "KÜRT-DER (Kürt Demokrasi
    # Kültür ve Dayanışma Derneği – association for ...)".
    if acronym and _REST_OF_BRACKET.match(text, cand.end, cand.end + 160):
        head = fold(acronym.group("first") or acronym.group("caps")[0])
        if fold(text[cand.start:cand.end]).startswith(head):
            return categories.ORG
    return None


def read_glosses(found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    """Guessed people that are a bracketed gloss become what they gloss (vetoes drop them)."""
    ordered = sorted(found, key=lambda c: c.start)
    out = []
    for index, cand in enumerate(ordered):
        if cand.category == categories.PERSON and cand.source in _GUESSES:
            category = _glossed_category(ordered, index, ctx.text)
            if category == categories.NOT_NAME:
                continue
            if category is not None:
                cand = replace(cand, category=category)
        out.append(cand)
    return out


def read_defined_names(found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    """The short name a person is defined by in brackets ('Thomas Carrow ("Tom")') is a person, found
    here since nothing else may know "Tom" for a name (the recurrence pass then finds the others)."""
    people = {cand.end for cand in found if cand.category == categories.PERSON}
    added = []
    for end in sorted(people):
        defined = _NAME_DEFINED.match(ctx.text, end)
        if defined:
            added.append(Candidate(*defined.span("short"), categories.PERSON, scores.MARKED_NAME, "defined-name"))
    return found + added if added else found
