"""Ways to reach someone: e-mail addresses, phone numbers, web addresses, IP addresses."""

from __future__ import annotations

import ipaddress

import phonenumbers
import regex

from nomen import categories
from nomen.detect.base import Candidate, DetectionContext
from nomen.detect.patterns.base import AFTER, BEFORE, RegexRecognizer, compile_all
from nomen.detect.scores import VALIDATED

# The local part may hold an apostrophe ("anne-marie.o'neill@…"), never at its start.
_EMAIL = r"(?<![\w.+-])[\w.+-]+(?:['’][\w.+-]+)*@(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}(?![\w-])"
# Up to the first space; a trailing punctuation mark ends the sentence, not the address.
_URL = r"(?<![\w@])(?:https?://|www\.)[^\s<>\"']+(?<![.,;:!?)\]'’])"
_IPV4 = rf"{BEFORE}(?:\d{{1,3}}\.){{3}}\d{{1,3}}{AFTER}(?!\.\d)"
_IPV6 = r"(?<![\w:])(?:[0-9a-f]{0,4}:){2,7}[0-9a-f]{0,4}(?![\w:])"


def _is_ip(value: str) -> bool:
    try:
        ipaddress.ip_address(value)
    except ValueError:
        return False
    return True


def email_recognizer() -> RegexRecognizer:
    return RegexRecognizer("email", categories.EMAIL, compile_all({"*": _EMAIL}))


def url_recognizer() -> RegexRecognizer:
    return RegexRecognizer("url", categories.URL, compile_all({"*": _URL}))


def ip_address_recognizer() -> RegexRecognizer:
    return RegexRecognizer("ip-address", categories.IP_ADDRESS,
                           compile_all({"*": f"{_IPV4}|{_IPV6}"}), check=_is_ip)


class PhoneRecognizer:
    """Phone numbers valid in the numbering plans of the countries whose decisions use that language.

    libphonenumber (Google's, via `phonenumbers`) knows every plan; its matcher
    at VALID leniency refuses application numbers, dates and sums that merely
    look like digits. International "+" numbers are found whatever the region.
    """

    name = "phone"
    languages = frozenset({"*"})
    REGIONS = {"en": ("US", "GB", "IE"), "fr": ("FR", "BE", "CH", "CA"), "es": ("ES", "MX", "AR", "UY")}

    def find(self, ctx: DetectionContext) -> list[Candidate]:
        spans: set[tuple[int, int]] = set()
        # The matcher is slow on whole decisions; it reads only the runs with enough digits to dial.
        for window in _DIALLABLE.finditer(ctx.text):
            start, end = max(0, window.start() - 2), min(len(ctx.text), window.end() + 2)
            piece = ctx.text[start:end]
            for region in self.REGIONS.get(ctx.language, ("US",)):
                for m in phonenumbers.PhoneNumberMatcher(piece, region, leniency=phonenumbers.Leniency.VALID):
                    if not _inside_other_number(ctx.text, start + m.start, start + m.end):
                        spans.add((start + m.start, start + m.end))
        return [Candidate(s, e, categories.PHONE, VALIDATED, self.name) for s, e in sorted(spans)]


# Seven digits at least, with the separators phone numbers are written with.
_DIALLABLE = regex.compile(r"[+(]?\d(?:[ \t().\-/]{0,3}\d){6,}\)?")


_SLASHED = regex.compile(r"\d/\d")
# A year, a hyphen and a serial: a case or file number ("2022-001456"), though a US plan would dial it.
_YEAR_AND_SERIAL = regex.compile(r"(?:19|20)\d\d-\d{4,}")


def _inside_other_number(text: str, start: int, end: int) -> bool:
    """'36110/97' or '2000/12/31' are file numbers and dates, '2022-001456' a case number: not phones."""
    return bool(_SLASHED.search(text, max(0, start - 1), min(len(text), end + 1))) or \
        bool(_YEAR_AND_SERIAL.fullmatch(text, start, end))
