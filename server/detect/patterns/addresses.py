"""Street addresses and postal codes (Canada, United States, United Kingdom, France, Spain), the
addresses that follow a residence cue ("R/o", "resident of"), and the address lines that end in a
town and its postal code ("Behind Paldi Bus Stop, Paldi, Ahmedabad 380007")."""

from __future__ import annotations

import regex

from nomen import categories
from nomen.detect.base import Candidate, DetectionContext
from nomen.detect.patterns.base import AFTER, BEFORE, RegexRecognizer, compile_all
from nomen.detect.places import towns
from nomen.detect.scores import CONTEXTUAL, VALIDATED
from nomen.names.folding import fold
from nomen.names.kinds import LOC_WORDS

# A capitalised word, or a lower-case particle ("rue de la Paix"); case matters even where types don't.
_NAME_WORD = r"(?-i:\p{Lu}[\p{L}'’.-]*|d[eu]s?|de[ \t]+la|l['’]|la|le|del|de)"
_NUMBER = r"\d{1,5}[A-Za-z]?(?:[ \t]*(?:bis|ter|-\d{1,5}))?"
_EN_TYPES = (r"Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Place|Pl|Way|Crescent|"
             r"Terrace|Square|Sq|Close|Gardens|Parkway|Highway|Hwy|Row|Mews|Grove|Hill")
_PERSONS_TITLES = r"Mr|Mrs|Ms|Miss|Dr|Senior|Constable|Sergeant|Detective|Inspector|Officer|Deputy|Sheriff|Trooper"
_FR_TYPES = r"rue|avenue|av|boulevard|bd|chemin|impasse|allée|place|quai|route|cours|square|rond-point|voie|passage"
_ES_TYPES = r"calle|c/|avenida|avda|av|plaza|pza|paseo|camino|carrera|ronda|travesía|pasaje|carretera|jirón|jr"

_STREET = {
    # "221B Baker Street", "1600 Pennsylvania Avenue NW", "PO Box 1234"
    # (not a numbered paragraph opening on a person: "5 Senior Constable Priya Hill arrived")
    "en": rf"{BEFORE}(?:{_NUMBER}[ \t]+(?!(?-i:{_PERSONS_TITLES})\b)(?:(?-i:\p{{Lu}}[\p{{L}}'’-]*)[ \t]+){{1,4}}(?-i:{_EN_TYPES})\.?"
          rf"(?:[ \t]+(?-i:N|S|E|W|NE|NW|SE|SW)){{0,1}}|P\.?[ \t]?O\.?[ \t]+Box[ \t]+\d+){AFTER}",
    # "12, rue de la Paix", "3 bis avenue Foch"
    "fr": rf"{BEFORE}{_NUMBER},?[ \t]+(?:{_FR_TYPES})\.?(?:[ \t]+{_NAME_WORD}){{1,5}}{AFTER}",
    # "calle Mayor 5", "C/ Alcalá, 23", "Avda. de América 10", "avenida Vicuña Mackenna N° 9870" (Chile),
    # "Jirón Los Ficus N.° 218" (Peru)
    "es": rf"(?<![\p{{L}}\p{{N}}/])(?:{_ES_TYPES})\.?(?:[ \t]+{_NAME_WORD}){{1,5}},?[ \t]+(?:n\.?[ \t]?[º°][ \t]*)?\d{{1,5}}{AFTER}",
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
    # the next person's title ("Delhi and Sh. Pawan Mittal")
    r"|(?-i:(?<![\p{L}])(?:Sh|Shri|Sri|Smt|Mr|Mrs|Ms|Dr)\.?[ \t]+(?=\p{Lu}))"
    # a sentence after a full stop (its case matters: "P.G.H. Shah Road" goes on)
    r"|(?-i:\.[ \t]+(?=\p{Lu}\p{Ll}+[ \t]+\p{Ll}))|\.[ \t]*$|[ \t]\.(?:[ \t]|$)"
    # the next item of a list after a full stop: "Nehru Nagar. 7. Vivshnath" (not "H. No. 5. Gali")
    r"|(?-i:(?<=\p{Ll}{2})\.[ \t]+\d{1,3}[.)][ \t]+(?=\p{Lu}))",
    regex.IGNORECASE | regex.MULTILINE)
# A line that starts another item of a list ("2. Rajni Devi", "(ii)"), not more of the address.
_NEW_ITEM = regex.compile(r"[ \t]*(?:\d+[.)]|\(|\p{Lu}\p{Ll}+[ \t]+No\b)")
# Lower-case words an address holds ("village and P.O. Kansi", "near the Masjid", "Gali of Shiv Mandir");
# any other ends it ("Rathmines, Dublin, with the second applicant").
_ADDRESS_WORDS = frozenset("""
and of at near the opp opposite behind village vill post office house flat plot no number floor road street
lane block sector district distt tehsil taluk taluka po ps via town city new old east west north south
""".split())
# Words of a part that make it one of an address: buildings, landmarks and the words that place them.
_LANDMARK_WORDS = frozenset("""
chambers tower towers society stop station temple mandir masjid cross main block sector phase stage gali post
p.o po p.s ps opp opposite behind near beside adjacent east west north south
""".split())
PLACING_WORDS = LOC_WORDS | _LANDMARK_WORDS | _ADDRESS_WORDS
_LOWER_WORD = regex.compile(r"(?<![\p{L}\p{N}/.])\p{Ll}+(?![\p{L}])")
_TRAILING_WORD = regex.compile(r"[ \t]+(?:and|or|at|in|of)$", regex.IGNORECASE)
RESIDENCE_MAX_CHARS = 200


def _first_prose_word(text: str, start: int, end: int) -> regex.Match | None:
    """The first lower-case word between start and end that no address holds ("26th cross", "main
    road" and "4th block" are an address's)."""
    return next((w for w in _LOWER_WORD.finditer(text, start, end) if fold(w.group()) not in PLACING_WORDS), None)


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
    prose = _first_prose_word(text, start, end)
    if prose:
        end = prose.start()
    value = _TRAILING_WORD.sub("", text[start:end].rstrip(" \t\n,-&–:"))
    if len(value) < 3 or not any(ch.isdigit() or ch == "," for ch in value):
        return None
    return start, start + len(value)


# A town and its postal code, where the code follows the town: an Indian PIN ("Madurai - 625 017",
# "Delhi-110094", "Mumbai-400 098"), a British or a Canadian code ("Leeds LS6 3AB", "Ottawa, ON K1A 0B1");
# or a known town and its postal district's number (below).
_TOWN_AND_CODE = regex.compile(
    r"(?<![\p{L}\p{N}.])\p{Lu}\p{L}*\.?(?:[ \t]+\p{Lu}\p{L}*\.?)?[ \t]*(?:[,\-–\u00ad][ \t]*)?(?:\p{Lu}{2}[ \t]+)?"
    r"(?:[1-9]\d{2}[ \t]?\d{3}(?![\p{L}\p{N}])"
    r"|(?-i:[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]?[ \t]\d[ABD-HJLNP-UW-Z]{2}|[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ \t]?\d[ABCEGHJ-NPRSTV-Z]\d)"
    r"(?![\p{L}\p{N}]))")
# A known town and its postal district's number: "Kolkata-32", "Pune-6", "Delhi\u00ad95".
_TOWN_AND_DISTRICT = regex.compile(r"(?<![\p{L}\p{N}.])(?P<town>\p{Lu}\p{Ll}+)[ \t]*[-–\u00ad][ \t]*\d{1,3}(?![\p{L}\p{N}/.-]|\.\d)")
# The parts of an address line before its town, back to where the line or the block starts.
_PART = regex.compile(r"[^,\n]+")
_BLANK_LINE = regex.compile(r"\n[ \t]*\n")
_QUARTER = regex.compile(r"\((?:East|West|North|South|E|W|N|S)\)")
# A list item's number before its first part: "2. M/s. Ansh Advertising", "(ii) Rajan".
_ITEM_NUMBER = regex.compile(r"^[ \t]*(?:\d{1,3}[.)]|\([\p{L}\d]{1,4}\))[ \t]+")
_LEADING_WORDS = regex.compile(r"(?:(?:of|at|in|and|the)[ \t]+)*")
ADDRESS_LINE_MAX_CHARS = 240


class PostalAddressRecognizer:
    """An address line that ends in a town and its postal code, back over the parts before it that
    an address has: a number, a place word ("Nagar", "Road", "Complex"), a landmark ("Opposite
    Hotel Leela", "Shree Amba Shanti Chambers") or a town; the one part right before the town may
    be a bare locality ("Paldi, Ahmedabad 380007"). A person's details (S/o, Aged), a party's
    label or prose end it. NER reads these parts as people; they are an address to hide."""

    name = "postal-address"
    languages = frozenset({"en"})

    def find(self, ctx: DetectionContext) -> list[Candidate]:
        found = []
        known = towns()
        codes = [*_TOWN_AND_CODE.finditer(ctx.text),
                 *(m for m in _TOWN_AND_DISTRICT.finditer(ctx.text) if fold(m.group("town")) in known)]
        for code in codes:
            start = _address_start(ctx.text, code.start())
            start += len(_LEADING_WORDS.match(ctx.text, start).group())
            found.append(Candidate(start, code.end(), categories.ADDRESS, VALIDATED, self.name))
        return found


def _address_start(text: str, town: int) -> int:
    """Where the address line ending in the town at `town` starts: back over its parts while each is
    one of an address, not past a list item's number or another address's postal code."""
    window_start = max(0, town - ADDRESS_LINE_MAX_CHARS)
    blank = None
    for blank in _BLANK_LINE.finditer(text, window_start, town):
        pass
    parts = [part for part in _PART.finditer(text, blank.end() if blank else window_start, town) if part.group().strip()]
    parts.reverse()
    start = reach = town
    localities = 0  # bare localities since the last part that placed itself ("Pipeline, Mallasandra")
    for part in parts:
        item = _ITEM_NUMBER.match(part.group())
        body = part.group()[item.end():] if item else part.group()
        if text[part.end():reach].strip(" \t\n,") or _TOWN_AND_CODE.search(body):
            break
        reach = part.end() - len(body.lstrip())
        # Bare localities count between parts of the address ("Behind Paldi Bus Stop, Paldi, Ahmedabad
        # 380007"), never alone before the town ("Proprietor: Rajan Mehra, Delhi-110094").
        if not _an_address_part(body):
            if item or localities == 2 or not _a_locality(body):
                break
            localities += 1
            continue
        localities = 0
        start = reach
        number = _house_number_after_others(body)
        if number is not None:  # "R-1 S.V. Mathaprasad  20 Bajanaikoil St": the address starts at its number
            return part.end() - len(body) + number
        if item:
            break
    return start


def _house_number_after_others(part: str) -> int | None:
    """Where a part's last number starts, when words that place nothing come before it (a party's
    name and label); None when the part is all address."""
    words = list(regex.finditer(r"\S+", part))
    numbered = [w for w in words if any(ch.isdigit() for ch in w.group())]
    if not numbered:
        return None
    before = [fold(w.group()).strip(",.") for w in words if w.start() < numbered[-1].start()]
    return None if all(w in PLACING_WORDS or any(ch.isdigit() for ch in w) for w in before) else numbered[-1].start()


def _an_address_part(part: str) -> bool:
    """A number, a place word ("Nagar", "Road", "Complex"), a landmark or a town, and no prose."""
    part = _QUARTER.sub(" east ", part)
    if _RESIDENCE_END.search(part) or _first_prose_word(part, 0, len(part)):
        return False
    words = [fold(w).strip(",.") for w in part.split()]
    return any(ch.isdigit() for ch in part) or any(w in LOC_WORDS or w in _LANDMARK_WORDS for w in words) or \
        " ".join(words) in towns()


def _a_locality(part: str) -> bool:
    words = part.split()
    return 0 < len(words) <= 3 and all(w[:1].isupper() and not any(ch in w for ch in ":.") for w in words) and \
        not _RESIDENCE_END.search(part)
