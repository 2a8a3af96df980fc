"""Defined terms: a short name in quotes and brackets right after a full one names that person.

Common-law decisions define how they will call each party: 'Mr Raymond Tan Wei Ming ("Mr Tan")',
'Ms Lim Soo Hwa ("Ms Lim")', 'Jane Doe ("Doe")'. Where two people share the short form's surname,
name grouping alone cannot tell whom "Mr Tan" means; the decision's own definition can.
"""

from __future__ import annotations

from nomen.detect.base import Candidate
from nomen.detect.glosses import DEFINITION_CLOSES, DEFINITION_OPENS


def defined_terms(people: list[Candidate], text: str) -> list[tuple[str, str]]:
    """(short form, full name) for each person's name defined in brackets right after another's."""
    ordered = sorted(people, key=lambda c: c.start)
    return [(text[short.start:short.end], text[full.start:full.end])
            for full, short in zip(ordered, ordered[1:])
            if full.end <= short.start and DEFINITION_OPENS.fullmatch(text, full.end, short.start)
            and DEFINITION_CLOSES.match(text, short.end)]
