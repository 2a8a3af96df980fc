"""Which entities are proposed on by default.

People are on, professionals acting as such are off (judges and counsel usually
stay named); identifying numbers, contacts and dates of birth are on; courts,
public bodies, places, other dates, sums of money and nationalities or beliefs are
listed but off, except companies, which can point to a party as surely as a name, and bodies
that bear a private person's surname ("Karandikar Traders", the husband's shop).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import regex

from nomen import categories
from nomen.names.folding import fold
from nomen.names.grammar import is_common_word
from nomen.detect.places import towns

if TYPE_CHECKING:
    from nomen.model import Entity

OFF_BY_DEFAULT = frozenset({categories.ORG, categories.LOC, categories.DATE, categories.AMOUNT,
                            categories.GROUP})
_COMPANY = regex.compile(
    r"(?<![\p{L}])(?:Inc|Ltd|LLC|LLP|plc|PLC|Corp|Corporation|Limited|GmbH|SARL|SAS|S\.A\.S?|S\.A\.R\.L\.|"
    r"S\.L\.|AG|S\.p\.A\.|B\.V\.|N\.V\.|Ltée|Limitée|Cie|& Co)\.?(?![\p{L}])")


def anonymize_by_default(category: str, role: str | None, variants: list[str],
                         anonymize_professionals: bool) -> bool:
    if role is not None:
        return anonymize_professionals and role != "court"
    if category in OFF_BY_DEFAULT:
        return category == categories.ORG and any(_COMPANY.search(v) for v in variants)
    return True


_NAME_WORD = regex.compile(r"\p{Lu}[\p{L}'’-]{3,}")


def turn_on_bodies_named_after_people(entities: list[Entity], language: str) -> None:
    """A body off by default that opens with the surname of a person proposed on (the last word of one
    of their spellings, rare as a word, no town's) is turned on: "Karandikar Traders" names the
    Karandikars as surely as their name does. Courts and other bodies with a role stay as they are."""
    surnames = {fold(words[-1]) for e in entities if e.category == categories.PERSON and e.anonymize and e.role is None
                for text in e.texts if (words := _NAME_WORD.findall(text))}
    places = towns()
    surnames = {s for s in surnames if not is_common_word(s, language) and s not in places}
    if not surnames:
        return
    for entity in entities:
        if entity.category == categories.ORG and not entity.anonymize and entity.role is None and \
                any((words := _NAME_WORD.findall(text)) and fold(words[0]) in surnames for text in entity.texts):
            entity.anonymize = True
