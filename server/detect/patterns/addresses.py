"""Street addresses and postal codes (Canada, United States, United Kingdom, France, Spain), and the
addresses that follow a residence cue ("R/o", "resident of")."""

from __future__ import annotations

import regex

from nomen import categories
from nomen.detect.base import Candidate, DetectionContext
from nomen.detect.patterns.base import AFTER, BEFORE, RegexRecognizer, compile_all
from nomen.detect.scores import CONTEXTUAL, VALIDATED

# A capitalised word, or a lower-case particle ("rue de la Paix"); case matters even where types don't.
_NAME_WORD = r"(?-i:\p{Lu}[\p{L}'’.-]*|d[eu]s?|de[ \t]+la|l['’]|la|le|del|de)"
_NUMBER = r"\d{1,5}[A-Za-z]?(?:[ \t]*(?:bis|ter|-\d{1,5}))?"
_EN_TYPES = (r"Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Place|Pl|Way|Crescent|"
             r"Terrace|Square|Sq|Close|Gardens|Parkway|Highway|Hwy|Row|Mews|Grove|Hill")
_FR_TYPES = r"rue|avenue|av|boulevard|bd|chemin|impasse|allée|place|quai|route|cours|square|rond-point|voie|passage"
_ES_TYPES = r"calle|c/|avenida|avda|av|plaza|pza|paseo|camino|carrera|ronda|travesía|pasaje|carretera"

_STREET = {
    # "221B Baker Street", "1600 Pennsylvania Avenue NW", "PO Box 1234"
    "en": rf"{BEFORE}(?:{_NUMBER}[ \t]+(?:(?-i:\p{{Lu}}[\p{{L}}'’-]*)[ \t]+){{1,4}}(?-i:{_EN_TYPES})\.?"
          rf"(?:[ \t]+(?-i:N|S|E|W|NE|NW|SE|SW)){{0,1}}|P\.?[ \t]?O\.?[ \t]+Box[ \t]+\d+){AFTER}",
    # "12, rue de la Paix", "3 bis avenue Foch"
    "fr": rf"{BEFORE}{_NUMBER},?[ \t]+(?:{_FR_TYPES})\.?(?:[ \t]+{_NAME_WORD}){{1,5}}{AFTER}",
    # "calle Mayor 5", "C/ Alcalá, 23", "Avda. de América 10"
    "es": rf"(?<![\p{{L}}\p{{N}}/])(?:{_ES_TYPES})\.?(?:[ \t]+{_NAME_WORD}){{1,5}},?[ \t]+(?:n\.?º[ \t]*)?\d{{1,5}}{AFTER}",
}

_POSTAL = (
    # Canada: "H2X 1Y4"
    r"(?-i:[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ \t]?\d[ABCEGHJ-NPRSTV-Z]\d)"
    # United Kingdom: "SW1A 1AA", "M1 1AE", "EC1A 1BB"
    r"|(?-i:(?:[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]?)[ \t]\d[ABD-HJLNP-UW-Z]{2})"
    # United States, after a state code: "NY 10001", "CA 94105-1234" (the code alone is the span)
    r"|(?<=(?-i:\b[A-Z]{2})[ \t])\d{5}(?:-\d{4})?"
    # France and Spain, before the town: "75008 Paris", "F-67000 Strasbourg", "28014 Madrid"
    r"|(?:F-)?(?:0[1-9]|[1-8]\d|9[0-5]|97)\d{3}(?=[ \t]+(?-i:\p{Lu}[\p{L}'’-]+))"
)


def street_address_recognizer() -> RegexRecognizer:
    return RegexRecognizer("street-address", categories.ADDRESS, compile_all(_STREET), score=CONTEXTUAL)


def postal_code_recognizer() -> RegexRecognizer:
    return RegexRecognizer("postal-code", categories.POSTAL_CODE,
                           compile_all({"*": rf"{BEFORE}(?:{_POSTAL}){AFTER}"}), score=VALIDATED)


# Where someone lives, in the preambles of common-law courts: "R/o H. No. 6/209, Dakshinpuri,
# Delhi", "resident of village and P.O. Kansi, P.S. Simri", "residing at 12 Hill Road".
_RESIDENCE_CUE = regex.compile(
    r"(?<![\p{L}\p{N}])(?:R[ \t]?/[ \t]?o|R[ \t]?/[ \t]?at|resident[ \t]+of|residents[ \t]+of|residing[ \t]+(?:at|in)"
    r"|resides[ \t]+at|permanent[ \t]+resident[ \t]+of)\.?[ \t]*[:\-–]?[ \t]*", regex.IGNORECASE)
# What ends an address: the next person's details, a party's label, leaders, a bracket, a clause.
_RESIDENCE_END = regex.compile(
    r"(?<![\p{L}])[SDWC][ \t]?/[ \t]?o\b|\bAged?\b|\.{2,}|…|[(;]|\b(?:Petitioners?|Respondents?|Appellants?|Accused"
    r"|Complainants?|Plaintiffs?|Defendants?|Claimants?|through|Thr|Rep(?:resented)?\.?[ \t]+by|Also[ \t]+at|who|which"
    r"|Mobile|Mob|Phone|Ph|Tel|vide|was|is|has|had|and[ \t]+(?:the|that|he|she))\b"
    r"|\.[ \t]+(?=\p{Lu}\p{Ll}+[ \t]+\p{Ll})|\.[ \t]*$|[ \t]\.(?:[ \t]|$)",
    regex.IGNORECASE | regex.MULTILINE)
# A line that starts another item of a list ("2. Rajni Devi", "(ii)"), not more of the address.
_NEW_ITEM = regex.compile(r"[ \t]*(?:\d+[.)]|\(|\p{Lu}\p{Ll}+[ \t]+No\b)")
# Lower-case words an address holds ("village and P.O. Kansi", "near the Masjid", "Gali of Shiv Mandir");
# any other ends it ("Rathmines, Dublin, with the second applicant").
_ADDRESS_WORDS = frozenset("""
and of at near the opp opposite behind village vill post office house flat plot no number floor road street
lane block sector district distt tehsil taluk taluka po ps via town city new old east west north south
""".split())
_LOWER_WORD = regex.compile(r"(?<![\p{L}\p{N}/.])\p{Ll}+(?![\p{L}])")
_TRAILING_WORD = regex.compile(r"[ \t]+(?:and|or|at|in|of)$", regex.IGNORECASE)
RESIDENCE_MAX_CHARS = 200


class ResidenceRecognizer:
    """The address after a residence cue, up to the end of its line or of the lines it runs on to
    (a line not closed by a full stop goes on, unless a blank line or another item follows),
    stopped by the next person's details or a party's label. A town alone ("a resident of Delhi")
    is no address: one has a number or a comma."""

    name = "residence"
    languages = frozenset({"en"})

    def find(self, ctx: DetectionContext) -> list[Candidate]:
        found = []
        for cue in _RESIDENCE_CUE.finditer(ctx.text):
            span = _residence(ctx.text, cue.end())
            if span:
                found.append(Candidate(*span, categories.ADDRESS, CONTEXTUAL, self.name))
        return found


def _residence(text: str, start: int) -> tuple[int, int] | None:
    end = start
    while end < min(len(text), start + RESIDENCE_MAX_CHARS):
        line_end = text.find("\n", end)
        line_end = len(text) if line_end == -1 else line_end
        end = line_end
        following = text[end + 1:].split("\n", 1)[0]
        if text[start:end].rstrip().endswith(".") or not following.strip() or _NEW_ITEM.match(following):
            break
        end += 1
    end = min(end, start + RESIDENCE_MAX_CHARS)
    stop = _RESIDENCE_END.search(text, start, end)
    if stop:
        end = stop.start()
    prose = next((w for w in _LOWER_WORD.finditer(text, start, end) if w.group() not in _ADDRESS_WORDS), None)
    if prose:
        end = prose.start()
    value = _TRAILING_WORD.sub("", text[start:end].rstrip(" \t\n,-&–:"))
    if len(value) < 3 or not any(ch.isdigit() or ch == "," for ch in value):
        return None
    return start, start + len(value)
