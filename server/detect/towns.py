"""Towns NER missed: a known town (GeoNames, 15,000 people or more) right after "in", "at", "from"...

Listed as places (off by default), with a low score so that any evidence of a person
("Mr Kaya", "Ahmet Kaya") wins the overlap and the string's category.
"""

from __future__ import annotations

import regex

from server import categories
from server.detect.base import Candidate, DetectionContext
from server.detect.name_grammar import CAP_WORD
from server.detect.places import towns
from server.textnorm import fold

SCORE = 0.45
_AFTER = {"en": r"in|at|from|near|to", "fr": r"à|près de|depuis", "es": r"en|desde|cerca de"}
_PATTERNS = {language: regex.compile(rf"(?<![\p{{L}}])(?:{words})[ \t]+(?P<town>{CAP_WORD}(?:[ \t-]{CAP_WORD})?)"
                                     rf"(?![\p{{L}}\p{{N}}])") for language, words in _AFTER.items()}


class TownRecognizer:
    name = "town"
    languages = frozenset(_AFTER)

    def find(self, ctx: DetectionContext) -> list[Candidate]:
        known = towns()
        return [Candidate(*match.span("town"), categories.LOC, SCORE, self.name)
                for match in _PATTERNS[ctx.language].finditer(ctx.text) if fold(match.group("town")) in known]
