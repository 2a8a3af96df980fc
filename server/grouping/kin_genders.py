"""The gender a decision gives a named person by a kinship word beside the name.

"his wife, Tammy Pelletier", "Mr Hēmi's mother, Mere Hēmi", "Roger Pelletier, his father": in a
family that shares a surname, a lone "Mrs Pelletier" or "Mr Hēmi" can then be told from the rest
by its title (`group_forms`), where no title came with the full names.
"""

from __future__ import annotations

import regex

from nomen.detect.base import Candidate

_WOMEN = ("wife|mother|daughter|sister|widow|grand(?:mother|daughter)|step(?:mother|daughter|sister)|aunt|niece|"
          "fiancée|girlfriend|épouse|mère|fille|sœur|veuve|tante|nièce|esposa|madre|hija|hermana|viuda|tía|sobrina")
_MEN = ("husband|father|son|brother|widower|grand(?:father|son)|step(?:father|son|brother)|uncle|nephew|fiancé|"
        "boyfriend|époux|mari|père|fils|frère|oncle|neveu|esposo|marido|padre|hijo|hermano|tío|sobrino")
# The word right before the name, after a possessive ("his wife, X", "the grievor's father X", "sa fille X").
_BEFORE = regex.compile(rf"(?i:(?<![\p{{L}}])(?:(?P<f>{_WOMEN})|(?P<m>{_MEN})))[ \t]*,?[ \t]*$")
# ... or right after it, in apposition ("X, his wife,", "X (the applicant's mother)").
_AFTER = regex.compile(rf"[ \t]*[,(][ \t]*(?i:(?:his|her|their|its|the[ \t]+[\p{{L}}-]+['’]s?|son|sa|su)[ \t]+)"
                       rf"(?i:(?P<f>{_WOMEN})|(?P<m>{_MEN}))(?![\p{{L}}])")


def kin_genders(people: list[Candidate], text: str) -> dict[str, str]:
    """Name text -> "f" or "m", for names of two words or more a kinship word always gives one gender."""
    said: dict[str, set[str]] = {}
    for person in people:
        name = text[person.start:person.end]
        if len(name.split()) < 2:
            continue
        before = _BEFORE.search(text, max(0, person.start - 30), person.start)
        after = _AFTER.match(text, person.end, person.end + 40)
        for found in (before, after):
            if found:
                said.setdefault(name, set()).add("f" if found["f"] else "m")
    return {name: genders.pop() for name, genders in said.items() if len(genders) == 1}
