"""Replacement styles: initials (Canadian practice), letters (Uruguayan), numbered categories.

One entity, one replacement: every variant of a person becomes the same stand-in,
and two people never share one (same initials are numbered and flagged).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from typing import Iterable

import regex

from nomen import categories
from nomen.model import Entity
from nomen.names.grammar import INITIAL_RE, name_words
from nomen.names.forms import bare_name, parse_name

REDACTED = "[…]"
# What other categories become when the person style is initials or letters.
DEFAULT_CATEGORY_STYLE = {categories.PERSON: None, categories.ORG: "first-letter", categories.LOC: "first-letter"}

LABELS = {
    "en": {categories.PERSON: "Person", categories.ORG: "Organisation", categories.LOC: "Place",
           categories.DATE_OF_BIRTH: "Date of birth", categories.DATE: "Date", categories.PHONE: "Phone", categories.EMAIL: "Email",
           categories.ADDRESS: "Address", categories.POSTAL_CODE: "Postal code",
           categories.NATIONAL_ID: "ID number", categories.BANK_ACCOUNT: "Bank account",
           categories.CARD_NUMBER: "Card number", categories.LICENCE_PLATE: "Licence plate",
           categories.CASE_NUMBER: "Case number", categories.URL: "URL", categories.IP_ADDRESS: "IP address",
           categories.AMOUNT: "Amount", categories.GROUP: "Group", categories.OTHER: "Term"},
    "fr": {categories.PERSON: "Personne", categories.ORG: "Organisation", categories.LOC: "Lieu",
           categories.DATE_OF_BIRTH: "Date de naissance", categories.DATE: "Date", categories.PHONE: "Téléphone",
           categories.EMAIL: "Courriel", categories.ADDRESS: "Adresse", categories.POSTAL_CODE: "Code postal",
           categories.NATIONAL_ID: "Numéro d'identité", categories.BANK_ACCOUNT: "Compte bancaire",
           categories.CARD_NUMBER: "Numéro de carte", categories.LICENCE_PLATE: "Plaque",
           categories.CASE_NUMBER: "Numéro de dossier", categories.URL: "URL",
           categories.IP_ADDRESS: "Adresse IP", categories.AMOUNT: "Montant", categories.GROUP: "Groupe",
           categories.OTHER: "Terme"},
}


def initials(name: str, titles: frozenset[str]) -> str:
    """"William Millar" -> "W.M."; "MILLAR, William" -> "W.M."; "Jean-Pierre Dupont" -> "J.-P.D."; the small
    joining word of "Zia-ur-Rahman" has no letter of its own ("Z.-R.")."""
    _, bare = bare_name(name, titles)
    letters = []
    for word in name_words(bare):
        if INITIAL_RE.match(word):
            letters.append(word)
        else:
            parts = [part for part in word.split("-") if part]
            letters.append("-".join(part[0].upper() + "." for n, part in enumerate(parts)
                                    if n in (0, len(parts) - 1) or not part.islower()))
    return "".join(letters) or REDACTED


def canonical_variant(variants: Iterable[str], titles: frozenset[str]) -> str:
    """The most complete spelling: most spelled-out name tokens, then most tokens, then first seen."""
    ranked = list(variants)
    forms = {v: parse_name(v, titles) for v in ranked}
    return max(ranked, key=lambda v: (len(forms[v].full_tokens), len(forms[v].tokens), -ranked.index(v)))


def _letters(n: int) -> str:
    """0 -> "AA", 1 -> "BB", ... 25 -> "ZZ", 26 -> "AAA"."""
    return chr(ord("A") + n % 26) * (2 + n // 26)


def _first_letter(name: str, titles: frozenset[str]) -> str:
    words = name_words(bare_name(name, titles)[1]) or [name.strip() or "?"]
    return words[0][0].upper() + REDACTED


def propose(entities: list[Entity], style: str, titles: frozenset[str], language: str = "en",
            category_styles: dict[str, str] | None = None) -> None:
    """Set `replacement` and `collision` on entities given in order of first appearance."""
    labels = LABELS.get(language, LABELS["en"])
    counters: Counter[str] = Counter()
    overrides = category_styles or {}
    for entity in entities:
        chosen = overrides.get(entity.category)
        if chosen is None:
            chosen = style if style == "category" or entity.category == categories.PERSON \
                else DEFAULT_CATEGORY_STYLE.get(entity.category) or "redact"
        counters[(entity.category, chosen)] += 1
        number = counters[(entity.category, chosen)]
        name = canonical_variant(entity.texts, titles)
        if chosen == "initials":
            entity.replacement = initials(name, titles)
        elif chosen == "letters":
            entity.replacement = _letters(number - 1)
        elif chosen == "category":
            entity.replacement = f"{labels.get(entity.category, entity.category.title())} {number}"
        elif chosen == "first-letter":
            entity.replacement = _first_letter(name, titles)
        else:
            entity.replacement = REDACTED
        entity.collision = False
    _number_collisions(entities)


def _number_collisions(entities: list[Entity]) -> None:
    """Two people with the same initials: "S.R.1", "S.R.2", both flagged."""
    same: dict[str, list[Entity]] = defaultdict(list)
    for entity in entities:
        if entity.category == categories.PERSON and regex.search(r"\p{L}", entity.replacement):
            same[entity.replacement].append(entity)
    for replacement, group in same.items():
        if len(group) < 2:
            continue
        for number, entity in enumerate(group, start=1):
            entity.replacement = f"{replacement}{number}"
            entity.collision = True


def complete(entities: list[Entity], style: str, titles: frozenset[str], language: str = "en",
             category_styles: dict[str, str] | None = None) -> None:
    """Give the entities without a replacement (added or split off by the editor) one by the same
    rules as the analyser's, never one another entity already has ("S.R." taken: "S.R.2")."""
    added = [e for e in entities if not e.replacement]
    if not added:
        return
    taken = {e.replacement for e in entities if e.replacement}
    propose(added, style, titles, language, category_styles)
    for entity in added:
        proposal, number = entity.replacement, 1
        while entity.replacement in taken and entity.replacement != REDACTED:
            number += 1
            entity.replacement = f"{proposal}{number}"
        taken.add(entity.replacement)
        entity.collision = number > 1
