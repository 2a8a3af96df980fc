"""Case, file and application numbers: "no. 36110/97", "nos. 1/97 and 2/97", "n° 12/345", "File No. T-123-45".

A number after "no." counts when it has the shape of a file number (a slash:
"36110/97") or when a case word announces it ("File No. 2003-123"). Statutes
and treaty articles ("Law no. 2000-516", "Protocol No. 11") are left alone.
"""

from __future__ import annotations

from nomen import categories
from nomen.detect.patterns.base import AFTER, RegexRecognizer, compile_all
from nomen.detect.scores import CONTEXTUAL

_NUMBER_WORD = r"(?:nos?\.|n[°º]s?|n\.?[ \t]?o\.?s?[ \t](?=\d)|numbers?|num[ée]ros?|núm(?:eros?|\.)|nº)"
_CASE_WORD = (r"file|docket|case|court[ \t]+file|claim|record|dossier|affaire|r[ôo]le|r\.?g\.?|requête|"
              r"expediente|recurso|autos|causa|rol|sentencia")
_NOT_CASE = (r"law|act|loi|ley|decree|décret|decreto|protocol|protocole|protocolo|regulation|règlement|directive|"
             r"ordinance|ordonnance|resolution|résolution|recommendation|recommandation|convention|article|"
             r"section|paragraph|page|annex|annexe|order|arrêté|circular|circulaire|bill|rule|note|footnote|vol")
_SLASHED = r"[A-Z]{0,4}[ \t]?\d{1,6}(?:[/.-]\d{1,6})*/\d{2,4}"
_ANY_ID = r"(?=[\dA-Z/.:-]{3})[A-Z]{0,4}-?\d[\dA-Z]*(?:[/.:-][\dA-Z]+)*"
_SEP = r"(?:,[ \t]*|[ \t]+(?:and|et|y|or|ou|o)[ \t]+|,[ \t]+(?:and|et|y)[ \t]+)"

_PATTERN = rf"""
(?<!(?:{_NOT_CASE})\.?[ \t]{{1,3}})
(?:
    (?:(?:{_CASE_WORD})\.?[ \t]+(?:{_NUMBER_WORD}[ \t]*:?[ \t]*(?P<v>{_ANY_ID})|(?P<v>{_SLASHED})))
  | (?:{_NUMBER_WORD}[ \t]*(?P<v>{_SLASHED})(?:{_SEP}(?P<v>{_SLASHED}))*)
)
{AFTER}
"""


def case_number_recognizer() -> RegexRecognizer:
    return RegexRecognizer("case-number", categories.CASE_NUMBER, compile_all({"*": _PATTERN}), score=CONTEXTUAL)
