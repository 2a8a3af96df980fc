"""A name NER calls a person but that names a town or a region ("in İzmir", "Surrey", "Tamil Nadu")
is a place, and a person's name that a street or a body is named after ("Bahadur Shah Zafar Marg",
"Sanjay Gandhi Memorial Hospital") is the street's or the body's.

Only uncorroborated names are relabelled: a word that also appears in a longer name or after a
title in the same decision ("Mr Ahmet Kaya") stays a person. The places are GeoNames' towns of
15,000 people or more, the older names of big cities ("Bangalore") and every country's states and
provinces (resources/places, made by scripts/make_places.py).
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import replace
from functools import lru_cache
from importlib import resources

import regex

from nomen import categories
from nomen.detect.base import WEAK_SOURCES, Candidate, DetectionContext, corroborated_words, lone_guess
from nomen.names.folding import fold, fold_lines
from nomen.names.kinds import LEGAL_WORDS, LOC_WORDS, NAMED_AFTER_WORDS, ORG_WORDS, POSITION_WORDS, ROLE_WORDS

PLACE_FILES = ("cities.txt", "regions.txt")


@lru_cache(maxsize=1)
def towns() -> frozenset[str]:
    """Folded names of towns and regions."""
    folder = resources.files("nomen.resources").joinpath("places")
    return frozenset(fold_lines([line for name in PLACE_FILES
                                 for line in folder.joinpath(name).read_text(encoding="utf-8").splitlines()
                                 if line and not line.startswith("#")]))


def relabel_lone_places(found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    corroborated = corroborated_words(found, ctx.text)
    places = towns()

    def is_lone_town(cand: Candidate) -> bool:
        name = fold(ctx.text[cand.start:cand.end])
        if " " in name:  # "Tamil Nadu" from NER alone, not "Ahmet Kaya"
            return cand.source in WEAK_SOURCES and " ".join(name.split()) in places
        return name in places and name not in corroborated

    towns_named = {c for c in found if c.category == categories.PERSON and is_lone_town(c)}
    people = sorted((c for c in found if c.category == categories.PERSON and c not in towns_named),
                    key=lambda c: c.start)
    starts = [p.start for p in people]
    return [replace(c, category=categories.LOC) if c in towns_named and not _listed_with(c, people, starts, ctx.text)
            else c for c in found]


# Between two names of one list: "Yogesh and Asha", "Ravi, Asha".
_LIST_GAP = regex.compile(r"[ \t]*(?:,[ \t]*(?:and[ \t]+)?|and[ \t]+|&[ \t]*)")


def _listed_with(cand: Candidate, people: list[Candidate], starts: list[int], text: str) -> bool:
    """Whether a person stands right before or after the name in a list ("murdered Yogesh and
    Asha"): then the town's name is someone's too."""
    before, after = bisect_left(starts, cand.start) - 1, bisect_left(starts, cand.end)
    return (before >= 0 and bool(_LIST_GAP.fullmatch(text, people[before].end, cand.start))) or \
        (after < len(people) and bool(_LIST_GAP.fullmatch(text, cand.end, people[after].start)))


def _named_after(cand: Candidate, ctx: DetectionContext) -> bool:
    return cand.category in (categories.LOC, categories.ORG) and \
        fold(ctx.text[cand.start:cand.end].split()[-1]).rstrip(".,") in NAMED_AFTER_WORDS


# Places whose head word comes first: "Lake Muskoka", "Mount Kenya", "Fort William".
_HEAD_FIRST = frozenset({"lake", "mount", "mt", "river", "fort", "port", "cape", "lac", "mont", "rio", "isla", "ile"})


def _a_place_head_first(cand: Candidate, ctx: DetectionContext) -> bool:
    words = ctx.text[cand.start:cand.end].split()
    return cand.category == categories.LOC and len(words) > 1 and fold(words[0]).rstrip(".") in _HEAD_FIRST


# Not the English "of": "In the Court of Vinod Yadav" names the judge.
_OF = frozenset({"de", "del", "du", "des"})


def _a_body_head_first(cand: Candidate, ctx: DetectionContext) -> bool:
    """"Caja Costarricense de Seguro Social", "Fondo de Garantía Salarial": a body's word, then "de"."""
    words = [fold(w) for w in ctx.text[cand.start:cand.end].split()]
    return cand.category == categories.ORG and len(words) > 2 and words[0] in ORG_WORDS and bool(_OF.intersection(words))


def drop_names_inside_named_after(found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    """Before overlaps are settled: NER's person inside a body or a street named after him
    ("Sanjay Gandhi" in "Sanjay Gandhi Memorial Hospital"), or inside a place or a body named by its
    head word first ("Muskoka" in "Lake Muskoka", "Seguro Social" in "Caja Costarricense de Seguro
    Social"), leaves the whole name to the body or the place."""
    bodies = [c for c in found if _named_after(c, ctx) or _a_place_head_first(c, ctx) or _a_body_head_first(c, ctx)]
    if not bodies:
        return found
    return [c for c in found if not (c.category == categories.PERSON and c.source in WEAK_SOURCES and any(
        b.start <= c.start and c.end <= b.end and (b.start, b.end) != (c.start, c.end) for b in bodies))]


# French and Spanish name a street or an institution by its kind first, then whom it is named after:
# "au collège Claude Bernard de Villefranche-sur-Saône", "l'hôpital Édouard Herriot", "Colegio San Agustín".
_KIND_FIRST = {fold(w): categories.LOC for w in """
rue avenue boulevard allée chemin impasse place quai route square calle avenida paseo plaza jirón pasaje urbanización
""".split()} | {fold(w): categories.ORG for w in """
collège lycée école hôpital clinique institut université faculté stade gymnase résidence fondation colegio escuela
liceo instituto hospital clínica universidad fundación residencia
""".split()}
_KIND_FIRST_BEFORE = regex.compile(r"(?<![\p{L}])(?P<kind>\p{L}+)[ \t]+$")


def relabel_kind_first_names(found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    """A name of two words or more that only a guess read as a person, right after the kind of a street
    or an institution ("collège Claude Bernard", "Colegio San Agustín") or opening with it, is that
    street's or institution's: listed as a place or a body, not a person to hide."""
    if ctx.language not in ("fr", "es"):
        return found

    def kind_first(cand: Candidate) -> tuple[int, str] | None:
        words = ctx.text[cand.start:cand.end].split()
        if len(words) < 2:
            return None
        if fold(words[0]) in _KIND_FIRST:
            return cand.start, _KIND_FIRST[fold(words[0])]
        before = _KIND_FIRST_BEFORE.search(ctx.text, max(0, cand.start - 20), cand.start)
        kind = _KIND_FIRST.get(fold(before["kind"])) if before else None
        return (before.start(), kind) if kind else None

    out = []
    for cand in found:
        named = kind_first(cand) if cand.category == categories.PERSON and cand.source in _GUESSES else None
        out.append(replace(cand, start=named[0], category=named[1]) if named else cand)
    return out


def join_named_after(found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    """A person's name right before the head word of a place or a body is that one's name: "Bahadur
    Shah" of "Bahadur Shah Zafar Marg" or "Sanjay Gandhi" of "Sanjay Gandhi Memorial Hospital" is an
    address or an institution, not someone to hide."""
    ordered = sorted(found, key=lambda c: c.start)
    out: list[Candidate] = []
    for cand in ordered:
        before = out[-1] if out else None
        if before is not None and before.category == categories.PERSON and _named_after(cand, ctx) and \
                before.end < cand.start and ctx.text[before.end:cand.start].strip(" \t") == "":
            out[-1] = replace(cand, start=before.start)
            continue
        out.append(cand)
    return out


# The kinds of place an address names before the place ("Distt. Bhiwani", "P.S. Bibhutipur", "Police
# Station Moranga", "Tq-Parbhani") or after it ("Tumkur Taluk", "Ambur Town", "Thettil P.O"). Only an
# abbreviation takes a full stop: "police station. The" ends a sentence.
_KIND_BEFORE = (r"(?:(?i:district|village|taluka?|tehsil|tahsil|mohallah?|thana|police[ \t]+station)"
                r"|(?i:distt|dist|tq|vill)\.?|P\.[ \t]?[SO]\.?|PS|PO"
                # "Bray, Co. Wicklow", "the parish of Clarendon", "County Kerry"
                r"|Co\.|County|(?:the[ \t]+)?(?i:parish|county|borough|town|city)[ \t]+of)(?:[ \t]*[-–:][ \t]*|[ \t]+)")
# French and Spanish: "distrito de San Juan de Lurigancho", "commune de Saint-Denis".
_KIND_OF_BEFORE = (r"(?i:distrito|provincia|departamento|municipio|comuna|cant[oó]n|barrio|localidad|corregimiento|commune|"
                   r"département|arrondissement|quartier)[ \t]+(?:de[ \t]+|del[ \t]+|d['’])")
_KIND_BEFORE_END = regex.compile(rf"(?<![\p{{L}}.]){_KIND_BEFORE}$")
_KIND_OF_BEFORE_END = regex.compile(rf"(?<![\p{{L}}.]){_KIND_OF_BEFORE}$")
_KIND_AT_START = regex.compile(_KIND_BEFORE)
_KIND_AFTER = regex.compile(r"[ \t]+(?:District|Distt|Taluka?|Tehsil|Tahsil|Town|Hobli|Mandal|Village|P\.[ \t]?O|\(Post\))"
                            r"\.?(?![ \t]*\p{Lu}|[\p{L}-])")
_KIND_AT_END = regex.compile(r"[ \t]+P\.[ \t]?O\.?$")
# Words that make what a kind names a post or a body ("District Judge", "Tehsil Office", "the village
# Sarpanch Mohan Lal"), or a kind itself.
_NOT_A_PLACE = ORG_WORDS | POSITION_WORDS | ROLE_WORDS | LEGAL_WORDS | frozenset(fold(w) for w in """
district distt dist taluk taluka tehsil tahsil village town mandal hobli thana forum sessions magistrate
sarpanch pradhan mukhiya patwari chowkidar lambardar numberdar headman""".split())


def relabel_places_with_kind(found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    """A name only a guess read as a person, that an address names with its kind, is a place:
    "Bibhutipur" of "P.S. Bibhutipur", "Patna" of NER's "District- Patna", "Tumkur" of "Tumkur Taluk"; in
    French and Spanish, "San Juan de Lurigancho" of "distrito de San Juan de Lurigancho"."""
    if ctx.language in ("fr", "es"):
        return [replace(c, category=categories.LOC) if c.category == categories.PERSON and c.source in _GUESSES
                and _KIND_OF_BEFORE_END.search(ctx.text, max(0, c.start - 20), c.start) else c for c in found]
    if ctx.language != "en":
        return found
    return [_place_with_kind(c, ctx.text) if c.category == categories.PERSON and c.source in _GUESSES else c
            for c in found]


def _place_with_kind(cand: Candidate, text: str) -> Candidate:
    start, end = cand.start, cand.end
    kind_first, kind_last = _KIND_AT_START.match(text, start, end), _KIND_AT_END.search(text, start, end)
    if kind_first:
        start = kind_first.end()
    elif kind_last:
        end = kind_last.start()
    elif not (_KIND_BEFORE_END.search(text, max(0, start - 24), start) or _KIND_AFTER.match(text, end)):
        return cand
    words = text[start:end].split()
    if not words or any(not word[:1].isupper() or fold(word).rstrip(".,") in _NOT_A_PLACE for word in words):
        return cand
    return replace(cand, start=start, end=end, category=categories.LOC)


# What ends a company's name, after a column's gap or on the next line ("Icici Lombard General \n
# Insurance Co. Ltd.", "Wadia Ghandy &   Co.", "Roop Narain Ram Chandra (P.) Ltd."): a person's name is
# never followed so.
_COMPANY_AFTER = regex.compile(
    r"[ \t]*\n?[ \t]*(?:&[ \t]*)?(?:\(P\.?\)[ \t]*)?(?:\p{Lu}\p{L}+[ \t]*\n?[ \t]*){0,3}"
    r"(?:Co|Ltd|Limited|Pvt|Inc|LLP)(?![\p{L}-])")
# Who may have mistaken a company for a person: NER and the other weak sources, NOME's capitalised runs.
_GUESSES = WEAK_SOURCES | {"capitalised-run"}


def relabel_company_names(found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    """A name that only a weak source read as a person, followed by the words that end a company's
    name, is the company's: "Icici Lombard General" of "Icici Lombard General Insurance Co. Ltd.". Not
    a lawyer over the firm named after them on the next line ("Daniel R. Ostapchuk\nOstapchuk Miller
    LLP"): a company's name does not say its own word again where it wraps."""
    def the_companys(cand: Candidate) -> bool:
        after = _COMPANY_AFTER.match(ctx.text, cand.end)
        if after is None:
            return False
        next_line = ctx.text[cand.end:after.end()].partition("\n")[2].split()
        return not next_line or fold(next_line[0]) not in {fold(w) for w in ctx.text[cand.start:cand.end].split()}

    return [replace(c, category=categories.ORG) if c.category == categories.PERSON and c.source in _GUESSES
            and the_companys(c) else c for c in found]


# The parts of an address around a lone word: a house number or a street's word before it ("84,
# Tolstoy Lane, Janpath"), a town, a street's word or a PIN code after it ("Jadavpur, Kolkata-32").
_SEGMENT_BEFORE = regex.compile(r"(?:^|[,\n])(?P<segment>[^,\n]{1,60}),[ \t]*$")
_SEGMENT_AFTER = regex.compile(r"^[ \t]*(?:\([^()\n]{1,12}\)[ \t]*)?,[ \t]*(?P<segment>[^,\n]{1,60})")
_PIN = regex.compile(r"\d{2,3}[ \t]?\d{3}|-\d{1,3}\b")


def relabel_address_words(found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    """A lone word that only NER read as a person, between two parts of an address, is a place:
    "Janpath" of "84, Tolstoy Lane, Janpath, New Delhi-110001"."""
    corroborated = corroborated_words(found, ctx.text)
    places = towns()

    def address_part(segment: str, after: bool) -> bool:
        words = [fold(w).strip(".()") for w in segment.split()]
        if any(w in LOC_WORDS for w in words) or (not after and any(ch.isdigit() for ch in segment)):
            return True
        return after and (bool(_PIN.search(segment)) or any(" ".join(words[:n]) in places for n in (1, 2, 3)))

    def between_address_parts(cand: Candidate) -> bool:
        if lone_guess(cand, ctx.text, corroborated) is None:
            return False
        before = _SEGMENT_BEFORE.search(ctx.text[max(0, cand.start - 62):cand.start])
        after = _SEGMENT_AFTER.match(ctx.text[cand.end:cand.end + 80])
        return bool(before and after and address_part(before["segment"], False) and address_part(after["segment"], True))

    return [replace(c, category=categories.LOC) if c.category == categories.PERSON and between_address_parts(c) else c
            for c in found]
