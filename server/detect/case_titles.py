"""Parties named in case titles: "Draper c. Royaume-Uni", "MILLAR v. CANADA", "l'affaire Mellor".

Decisions cite other cases by their applicants' names, and the case's own title
names its parties. NER reads such names as places or organisations ("Mellor",
"Chahal"); the title's shape says they are parties. A side that is a state
(excluded list: countries), an institution (head word) or a single letter is
left alone.
"""

from __future__ import annotations

import regex

from nomen import categories
from nomen.detect.base import Candidate, DetectionContext
from nomen.names.kinds import POSITION_WORDS, kind_of_run
from nomen.names.grammar import NAME, NAME_RUN, NAME_TOKEN, stop_words
from nomen.names.folding import fold
from nomen.detect import scores

_VERSUS = r"(?:v\.|vs\.?|c\.|contre|contra)"
_ARTICLE = r"(?:(?:the|le|la|les|l['’]|el|los|las)[ \t]*)?"
_TITLE = regex.compile(rf"(?P<side>{NAME_RUN})[ \t]+{_VERSUS}[ \t]+{_ARTICLE}(?P<side>{NAME})")
_CASE_WORD = regex.compile(rf"(?<![\p{{L}}])(?:[Aa]ffaire|[Cc]ase of|[Aa]sunto|[Cc]aso|[Aa]rrêt)[ \t]+(?P<side>{NAME})")
_TOKEN = regex.compile(NAME_TOKEN)


class CaseTitleRecognizer:
    name = "case-title"
    languages = frozenset({"*"})

    def find(self, ctx: DetectionContext) -> list[Candidate]:
        stops = stop_words(ctx.language)
        found = {}
        for pattern in (_TITLE, _CASE_WORD):
            for match in pattern.finditer(ctx.text):
                for start, end in match.spans("side"):
                    span = self._party(ctx, stops, start, end)
                    if span:
                        found[span] = Candidate(*span, categories.PERSON, scores.CASE_TITLE_PARTY, self.name)
        return list(found.values())

    @staticmethod
    def _party(ctx: DetectionContext, stops: frozenset[str], start: int, end: int) -> tuple[int, int] | None:
        """The side's name once heading words ("CASE OF") are dropped; None for states and bodies."""
        tokens = list(_TOKEN.finditer(ctx.text, start, end))
        excluded = ctx.lists.is_excluded if ctx.lists else (lambda _: False)
        while tokens and (fold(tokens[0].group()) in stops or excluded(tokens[0].group())):
            tokens.pop(0)
        while tokens and fold(tokens[-1].group()) in stops:  # "JOHNSTON AND OTHERS v. IRELAND"
            tokens.pop()
        if not tokens:
            return None
        words = [t.group() for t in tokens]
        name = ctx.text[tokens[0].start():tokens[-1].end()]
        if excluded(name) or len(name.rstrip(".")) < 2 or kind_of_run(words) is not None:
            return None
        if any(fold(w) in POSITION_WORDS or fold(w) in stops for w in words):
            return None
        return tokens[0].start(), tokens[-1].end()
