"""Towns NER missed: a known town (GeoNames, 15,000 people or more) right after "in", "at", "from"...,
and any place where someone lives ("lives in Ostrowite", "demeurant à Illkirch").

Listed as places (off by default). A known town after a preposition has a low score so
that any evidence of a person ("Mr Kaya", "Ahmet Kaya") wins the overlap and the
string's category; a residence cue is strong enough to beat NER's guesses.
"""

from __future__ import annotations

import regex

from nomen import categories
from nomen.detect.base import Candidate, DetectionContext
from nomen.names.grammar import CAP_WORD
from nomen.detect.places import towns
from nomen.names.folding import fold
from nomen.detect import scores

_AFTER = {"en": r"in|at|from|near|to", "fr": r"à|près de|depuis", "es": r"en|desde|cerca de"}
_RESIDENCE = {
    "en": r"(?:lives|lived|living|resides|resided|residing|resident|domiciled)[ \t]+in",
    "fr": r"(?:habite|habitait|habitant|demeure|demeurait|demeurant|réside|résidait|résidant|domicilié(?:e|s|es)?)"
          r"[ \t]+à",
    "es": r"(?:vive|vivía|reside|residía|residente|domiciliad[oa]s?)[ \t]+en",
}


def _compile(cues: dict[str, str]) -> dict[str, regex.Pattern]:
    return {language: regex.compile(rf"(?<![\p{{L}}])(?:{words})[ \t]+(?P<town>{CAP_WORD}(?:[ \t-]{CAP_WORD})?)"
                                    rf"(?![\p{{L}}\p{{N}}])") for language, words in cues.items()}


_PATTERNS = _compile(_AFTER)
_RESIDENCES = _compile(_RESIDENCE)


class TownRecognizer:
    name = "town"
    languages = frozenset(_AFTER)

    def find(self, ctx: DetectionContext) -> list[Candidate]:
        known = towns()
        return [Candidate(*match.span("town"), categories.LOC, scores.TOWN_AFTER_PREPOSITION, self.name)
                for match in _PATTERNS[ctx.language].finditer(ctx.text) if fold(match.group("town")) in known] + \
            [Candidate(*match.span("town"), categories.LOC, scores.RESIDENCE, self.name)
             for match in _RESIDENCES[ctx.language].finditer(ctx.text)]
