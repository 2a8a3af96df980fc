"""Vehicle licence plates: the French SIV shape anywhere, other shapes only where the text says plate."""

from __future__ import annotations

from nomen import categories
from nomen.detect.patterns.base import AFTER, BEFORE, RegexRecognizer, compile_all
from nomen.detect.scores import CONTEXTUAL, VALIDATED

# SIV (France since 2009): "AB-123-CD", letters I, O and U never used.
_SIV = r"(?-i:[A-HJ-NP-TV-Z]{2}[- ]\d{3}[- ][A-HJ-NP-TV-Z]{2})"
_CUE = (r"(?:licen[cs]e[ \t]+plate|number[ \t]+plate|registration[ \t]+(?:number|plate|no\.?)|registered[ \t]+as|"
        r"plaque(?:[ \t]+d['’]immatriculation)?|immatricul[ée]e?|matr[ií]cula|placa)")
# A plate is one or two tokens mixing capitals and digits: "AB12 CDE", "1234 BCD", "ABC-1234".
_PLATE = r"(?=[A-Z0-9 -]*\d)(?=[A-Z0-9 -]*[A-Z])(?-i:[A-Z0-9]{1,4}(?:[ -][A-Z0-9]{1,4}){0,2})"

def licence_plate_recognizers() -> list[RegexRecognizer]:
    return [
        RegexRecognizer("licence-plate-siv", categories.LICENCE_PLATE,
                        compile_all({"*": rf"{BEFORE}{_SIV}{AFTER}"}), score=VALIDATED),
        RegexRecognizer("licence-plate", categories.LICENCE_PLATE,
                        compile_all({"*": rf"{BEFORE}{_CUE}(?:[ \t]+(?:no\.?|n°|number|numéro))?[ \t]*:?[ \t]*"
                                          rf"(?P<v>{_PLATE}){AFTER}"}), score=CONTEXTUAL),
    ]

