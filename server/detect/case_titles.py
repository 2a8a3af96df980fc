"""Parties named in case titles: "Draper c. Royaume-Uni", "MILLAR v. CANADA", "l'affaire Mellor".

Decisions cite other cases by their applicants' names, and the case's own title
names its parties. NER reads such names as places or organisations ("Mellor",
"Chahal"); the title's shape says they are parties. A side that is a state
(excluded list: countries), an institution (head word) or a single letter is
left alone. The versus word is written as common-law courts write it too ("Smith v Jones",
"Ram Kumar Vs. State", "X versus Y"). A cause title also names each party on its own line, with
its label ("Petitioner", "Respondent No. 2").
"""

from __future__ import annotations

import regex

from nomen import categories
from nomen.detect.base import Candidate, DetectionContext
from nomen.detect.citations import STATE_OR_BODY
from nomen.names.kinds import POSITION_WORDS, kind_of_run
from nomen.names.grammar import NAME, NAME_RUN, NAME_TOKEN, VERSUS, name_before, stop_words
from nomen.names.folding import fold
from nomen.detect import scores

_ARTICLE = r"(?:(?:the|le|la|les|l['’]|el|los|las)[ \t]*)?"
# A title's versus word, then its sides: the name that ends right before it on its line (a name's
# words never include it, although "Vs" and "Versus" are capitalised) and the one right after it.
_VERSUS_WORD = regex.compile(rf"(?<=[ \t]){VERSUS}(?=[ \t])")
_RIGHT_SIDE = regex.compile(rf"[ \t]+{_ARTICLE}(?P<side>{NAME})")
_SIDE_CHARS = 160
# "Case of X", "Affaire X", and the matters named after a person ("IN THE MATTER OF THE ESTATE OF
# MARGARET ROSE HUGHES", "In re Hartigan").
_CASE_WORD = regex.compile(rf"(?<![\p{{L}}])(?:[Aa]ffaire|[Cc]ase of|[Aa]sunto|[Cc]aso|[Aa]rrêt"
                           rf"|(?i:in[ \t]+the[ \t]+matter[ \t]+of|in[ \t]+re)(?:[ \t]+(?i:the[ \t]+estate[ \t]+of))?"
                           rf"|(?i:the[ \t]+estate[ \t]+of))[ \t]+(?P<side>{NAME})")
_TOKEN = regex.compile(NAME_TOKEN)
# A cause title's party line: the side's name is all its line holds before its label, after a
# gap ("Ram Kumar      ...Petitioner", "Meena Devi ..... Respondent No. 2"), or the label stands
# alone on the next line, a blank line between at most ("JOHN HENRY WALLACE\nAppellant"). Counsel's
# lines say "for the Petitioner" instead.
_PARTY_LABEL = (r"(?i:petitioner|appellant|respondent|applicant|plaintiff|defendant|accused|complainant|claimant"
                r"|revisionist|opp(?:osite|\.)?[ \t]*part(?:y|ies)|decree[ \t-]*holder|judgment[ \t-]*debtor)"
                r"(?i:s|\(s\))?(?:[ \t]*(?i:no)?\.?[ \t]*\d+)?[ \t.:,;]*$")
_LINE_START = r"^[ \t]*(?:\d{1,3}[.)][ \t]*)?"
_OTHERS = r"[ \t]*(?:&|and)[ \t]+(?i:ors|anr|others|another)\.?"
# One run of blanks and marks that holds a wide gap, dots or a dash (possessive: a long run of blanks
# is read once).
_GAP_BEFORE_LABEL = r"(?=[ \t.,…:\-–—]*?(?:[ \t]{2}|\.{2}|…|[-–—:]))[ \t.,…:\-–—]++"
_NEXT_LINE = r"[ \t,.]*+\n(?:[ \t]*+\n)?[ \t]*+(?:(?:\.{2,}|…|[-–—:]+)[ \t]*+)?"
# A name alone on its line is a party's only where a block starts (the text's start, a blank line,
# "BETWEEN", "and", "v"): the last line of an address block, right above its label, is a town.
_BLOCK_START = r"(?:(?<=\A)|(?<=\n[ \t]*\n)|(?<=(?:^|\n)[ \t]*(?i:between|and|v\.?|vs\.?|versus)[ \t:]*\n))"
_PARTY_LINES = (
    regex.compile(rf"(?m){_LINE_START}(?P<side>{NAME_RUN})(?:{_OTHERS})?{_GAP_BEFORE_LABEL}{_PARTY_LABEL}"),
    regex.compile(rf"(?m){_BLOCK_START}{_LINE_START}(?P<side>{NAME_RUN}){_NEXT_LINE}{_PARTY_LABEL}"),
)


def _title_sides(text: str) -> list[tuple[int, int]]:
    """Both sides of every "X v. Y" on one line."""
    sides = []
    for versus in _VERSUS_WORD.finditer(text):
        right = _RIGHT_SIDE.match(text, versus.end())
        left = name_before(text, versus.start(), _SIDE_CHARS)
        if left and right:
            sides += [left, right.span("side")]
    return sides


class CaseTitleRecognizer:
    name = "case-title"
    languages = frozenset({"*"})

    def find(self, ctx: DetectionContext) -> list[Candidate]:
        stops = stop_words(ctx.language)
        found = {}
        named = [m.span("side") for pattern in (_CASE_WORD, *_PARTY_LINES) for m in pattern.finditer(ctx.text)]
        for start, end in [*_title_sides(ctx.text), *named]:
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
        if fold(words[0]) in STATE_OR_BODY:  # "Papadakis v The King", "State v. Ram Bhawan"
            return None
        if any(fold(w) in POSITION_WORDS or fold(w) in stops for w in words):
            return None
        return tokens[0].start(), tokens[-1].end()
