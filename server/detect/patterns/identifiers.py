"""Numbers that identify one person: national and social insurance numbers, bank accounts, cards.

Each shape is checked with python-stdnum's validators (checksums, reserved
ranges) so that nine digits in a sum or a file number are not proposed.
"""

from __future__ import annotations

import regex
from stdnum import iban, luhn
from stdnum.ca import sin
from stdnum.es import dni, nie
from stdnum.fr import nir
from stdnum.us import ssn

from nomen import categories
from nomen.detect.patterns.base import AFTER, BEFORE, RegexRecognizer, compile_all
from nomen.detect.scores import CONTEXTUAL

_CASE_SENSITIVE = regex.VERBOSE

# (name, pattern, validator): one recognizer each, all NATIONAL_ID.
_NATIONAL_IDS = (
    ("us-ssn", r"\d{3}-\d{2}-\d{4}", ssn.is_valid),
    ("ca-sin", r"\d{3}[ -]\d{3}[ -]\d{3}", sin.is_valid),
    ("fr-nir", r"[12][ ]?\d{2}[ ]?(?:0[1-9]|1[0-2]|[2-9]\d)[ ]?(?:\d{2}|2[AB])[ ]?\d{3}[ ]?\d{3}[ ]?\d{2}", nir.is_valid),
    ("es-dni", r"\d{8}[ -]?[A-Z]", dni.is_valid),
    ("es-nie", r"[XYZ][ -]?\d{7}[ -]?[A-Z]", nie.is_valid),
)
# The UK National Insurance number has no checksum, but its letters are a strict shape.
_UK_NINO = r"(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z][ ]?\d{2}[ ]?\d{2}[ ]?\d{2}[ ]?[A-D]"

_IBAN = r"[A-Z]{2}\d{2}(?:(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,3})?|[A-Z0-9]{11,30})"
_ACCOUNT_CUE = (r"(?:account|compte|cuenta)(?:[ \t]+(?:bancaire|bancaria|bank|number|numéro|número|no\.?|n°|n\.º)){0,3}"
                r"[ \t]*:?[ \t]*(?P<v>\d[\d -]{4,22}\d)")
_CARD = r"\d(?:[ -]?\d){12,18}"
_ISSUERS = regex.compile(r"4|5[1-5]|2(?:2[2-9]|[3-6]\d|7[01]|720)|3[47]|6(?:011|5|4[4-9])|3(?:0[0-5]|[68])|35")


def _digits(value: str) -> str:
    return "".join(ch for ch in value if ch.isalnum())


def _is_card(value: str) -> bool:
    digits = _digits(value)
    return 13 <= len(digits) <= 19 and bool(_ISSUERS.match(digits)) and luhn.is_valid(digits)


def _bounded(source: str) -> str:
    return rf"{BEFORE}(?:{source}){AFTER}"


def national_id_recognizers() -> list[RegexRecognizer]:
    found = [RegexRecognizer(f"national-id-{name}", categories.NATIONAL_ID,
                             compile_all({"*": _bounded(source)}, _CASE_SENSITIVE), check=check)
             for name, source, check in _NATIONAL_IDS]
    found.append(RegexRecognizer("national-id-uk-nino", categories.NATIONAL_ID,
                                 compile_all({"*": _bounded(_UK_NINO)}, _CASE_SENSITIVE), score=CONTEXTUAL))
    return found


def bank_account_recognizers() -> list[RegexRecognizer]:
    return [
        RegexRecognizer("iban", categories.BANK_ACCOUNT, compile_all({"*": _bounded(_IBAN)}, _CASE_SENSITIVE),
                        check=iban.is_valid),
        RegexRecognizer("bank-account", categories.BANK_ACCOUNT, compile_all({"*": _bounded(_ACCOUNT_CUE)}),
                        score=CONTEXTUAL),
    ]


def card_number_recognizer() -> RegexRecognizer:
    return RegexRecognizer("card-number", categories.CARD_NUMBER,
                           compile_all({"*": _bounded(_CARD)}, _CASE_SENSITIVE), check=_is_card)
