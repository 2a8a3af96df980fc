"""Acronyms a decision defines in brackets, found wherever the decision uses them.

Canadian, British and Australian decisions name a body once in full and then by its letters:
"the Refugee Appeal Division [RAD]", "an internal flight alternative (IFA)". NER reads "RAD" or
"IFA" alone, a hundred times over, as a person. A defined acronym is the body it spells out (an
organisation when its words name one) or a term (lower-case words): every use of it is no one. An
acronym of other capitalised words ("Mr Abdul Karim (AK)", "Mary Rose Hill (MRH)") is left alone: a
person's initials.
"""

from __future__ import annotations

import regex

from nomen import categories
from nomen.detect import scores
from nomen.detect.base import Candidate, DetectionContext
from nomen.names.kinds import kind_of_run, names_a_law

_DEFINED = regex.compile(r"(?<=[\p{L}'’-][ \t]+)[\[(][ \t]*(?P<acronym>\p{Lu}{2,6})[ \t]*[\])]")
# The words before the bracket: what is left of a line's last 120 characters.
_LOOK_BACK = 120
# Words an acronym skips: "Court of Justice of the European Union (CJEU)".
_SKIPPED = frozenset({"of", "and", "the", "for", "on", "in", "to", "de", "du", "des", "la", "le", "les", "et", "del",
                      "los", "las", "y", "&"})
_LOWER = regex.compile(r"^\p{Ll}")
_WORD = regex.compile(r"[\p{L}'’-]+|&")
# Last words of a body's name that are no organisation's word elsewhere: "Refugee Appeal Division".
_BODY_HEADS = frozenset({"division", "panel", "service", "services", "unit", "branch", "section", "chamber",
                         "programme", "program", "scheme", "fund", "network", "registry", "inspectorate"})


def _expansion(words: list[str], acronym: str) -> list[str] | None:
    """The words before the bracket whose initials spell the acronym, if the last ones do, or all but a
    last adjective in lower case ("Code pénal suisse [CP]")."""
    kept = [w for w in words if w.lower() not in _SKIPPED]
    for end in (len(kept), len(kept) - 1):
        spelled = kept[max(0, end - len(acronym)):end]
        if len(spelled) == len(acronym) and "".join(w[0] for w in spelled).upper() == acronym:
            return spelled
        if not kept or not _LOWER.match(kept[-1]):
            break
    return None


class DefinedAcronymRecognizer:
    name = "defined-acronym"
    languages = frozenset({"*"})

    def find(self, ctx: DetectionContext) -> list[Candidate]:
        meaning: dict[str, str] = {}
        for match in _DEFINED.finditer(ctx.text):
            acronym = match["acronym"]
            words = _WORD.findall(ctx.text[max(0, match.start() - _LOOK_BACK):match.start()].rsplit("\n", 1)[-1])
            spelled = _expansion(words, acronym)
            if spelled is None or acronym in meaning:
                continue
            if all(_LOWER.match(w) for w in spelled):
                meaning[acronym] = categories.NOT_NAME
            elif kind_of_run(spelled) == categories.ORG or spelled[-1].lower() in _BODY_HEADS:
                meaning[acronym] = categories.ORG
            elif names_a_law(spelled):  # "Code de procédure pénale [CPP]"
                meaning[acronym] = categories.NOT_NAME
        if not meaning:
            return []
        uses = regex.compile(rf"(?<![\p{{L}}\p{{N}}])(?:{'|'.join(map(regex.escape, meaning))})(?![\p{{L}}\p{{N}}])")
        return [Candidate(m.start(), m.end(), meaning[m.group()], scores.DEFINED_ACRONYM, self.name)
                for m in uses.finditer(ctx.text)]
