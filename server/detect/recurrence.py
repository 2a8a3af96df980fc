"""The recall pass: every further occurrence of a detected name, or of one of its parts.

NER and the rules see "Mr Cengiz Polat" but may miss "Polat" alone three pages
later, or "POLAT" in a heading. Once a name is known, finding it again is a
string search, not a guess.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import replace
from itertools import takewhile

import regex

from nomen import categories
from nomen.detect.base import Candidate, DetectionContext, overlaps_any
from nomen.detect.spacy_ner import NER_SOURCES
from nomen.names.grammar import CAP_RE, CAPS_RE, CAPS_WORD, MC_CAPS_WORD, PARTICLE_RE, is_common_word
from nomen.names.titles import POST_NOMINALS, split_title
from nomen.names.folding import fold, strip_accents
from nomen.detect import scores

# A name in capitals, one or more words: "MAISIE", "KIRSTY ANNE CORRIGAN", "O'BRIEN".
CAPS_NAME_RE = regex.compile(r"^\p{Lu}[\p{Lu}'’-]+(?:[ \t]+\p{Lu}[\p{Lu}'’-]+)*$")


# "LE" of "Yannick LE GOFF", "DE" of "RUIZ DE ALARCÓN": alone, a particle in capitals is the article of
# a heading ("LE GREFFIER", "ANTECEDENTES DE HECHO"); "De" of "Dean De La Cruz" is still searched.
_PARTICLE_IN_CAPITALS = regex.compile(r"\p{Lu}+$")
# Words in a whole name searched again; a longer "name" is a run of capitals or initials, whose search
# would cost its length at every position of the text (its parts are still searched).
_LONGEST_TERM = 12


def _search_terms(found: list[Candidate], ctx: DetectionContext) -> dict[str, str]:
    """Term -> category: whole names of every name-like mention, and the parts of person names."""
    titles = ctx.lists.folded_titles if ctx.lists else frozenset()
    terms: dict[str, str] = {}
    for cand in found:
        if cand.category not in categories.NAME_LIKE and cand.category != categories.OTHER:
            continue
        _, name = split_title(ctx.text[cand.start:cand.end], titles)
        if len(name.split()) <= _LONGEST_TERM:
            terms.setdefault(name, cand.category)
        if cand.category != categories.PERSON:
            continue
        words = regex.split(r"[\s,]+", name)
        # The words before a title inside the name are a post, not the name: "Circuit" of "Circuit Judge X".
        last_title = max((i for i, word in enumerate(words) if fold(word).rstrip(".") in titles), default=-1)
        for word, following in zip(words[last_title + 1:], [*words[last_title + 2:], ""]):
            if PARTICLE_RE.match(word) and _PARTICLE_IN_CAPITALS.match(word) and CAPS_RE.match(following):
                terms.setdefault(f"{word} {following}", categories.PERSON)  # "LE GUEN" alone, its article kept
            # Each half of a compound surname is the person's name too ("Williams" of "Williams-Johnston").
            pieces = [word, *(p for p in word.split("-") if len(p) > 2)] if "-" in word else [word]
            for part in pieces:
                if len(part) < 2 or not (CAP_RE.match(part) or CAPS_RE.match(part)):
                    continue
                if fold(part) in titles or fold(part) in POST_NOMINALS or PARTICLE_RE.match(part) and _PARTICLE_IN_CAPITALS.match(part) or \
                        (ctx.lists and ctx.lists.is_excluded(part)):
                    continue
                terms.setdefault(part, categories.PERSON)
    return terms


def _forms(term: str, language: str) -> set[str]:
    """The spellings that count as the same term: as written, in capitals, without accents, and a
    name first found in capitals ("MAISIE", in a caption) as prose writes it ("Maisie"), unless
    that is an ordinary word ("MAY", "WHITE"). A particle is searched only as written: "De" of
    "José De La Cruz", not the "DE" of a heading."""
    if PARTICLE_RE.match(term):
        return {term}
    forms = {term, term.upper()}
    if CAPS_NAME_RE.match(term) and not any(is_common_word(word, language) for word in term.split()):
        forms.add(_prose_case(term))
    forms |= {strip_accents(f) for f in forms}
    return forms


def _prose_case(caps: str) -> str:
    """"O'BRIEN-SMITH" -> "O'Brien-Smith": each part of each word capitalised."""
    return regex.sub(r"\p{L}+", lambda m: m.group()[0] + m.group()[1:].lower(), caps)


class RecurrenceRecognizer:
    """Runs after the others: it needs their results, so the registry calls `find_again`."""

    name = "recurrence"

    def find_again(self, found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
        terms = _search_terms(found, ctx)
        if not terms:
            return []
        category_of = {form: category for term, category in terms.items() for form in _forms(term, ctx.language)}
        if ctx.language == "en":  # a family by its name: "the Okafors", "the Joneses"
            for term, category in terms.items():
                if category == categories.PERSON and CAP_RE.match(term) and not is_common_word(term, ctx.language):
                    category_of.setdefault(term + ("es" if term.endswith("s") else "s"), category)
        alternatives = sorted(map(regex.escape, category_of), key=len, reverse=True)
        pattern = regex.compile(rf"(?<![\p{{L}}\p{{N}}])(?:{'|'.join(alternatives)})(?![\p{{L}}\p{{N}}])")
        taken = sorted((c.start, c.end) for c in found)
        people = {(c.start, c.end) for c in found if c.category == categories.PERSON}
        extra = []
        lower_words: set[str] | None = None
        position = 0
        while match := pattern.search(ctx.text, position):
            position = match.end()
            word = match.group()
            over = _found_over(taken, match.start(), match.end())
            if over and not (category_of[word] == categories.PERSON and _widens(over, people, match.start(), match.end())):
                # A shorter term may still start inside: "LAMBERT" of "Yanis LAMBERT", where NER read
                # "Yanis" alone as a place (not inside a span found whole: nothing is left to find there).
                if not any(s <= match.start() and match.end() <= e for s, e in over):
                    position = match.start() + 1
                continue
            # A surname that is also an ordinary word ("Young") counts only mid-sentence; a first name
            # rarer than most such words ("Leo", "Grace") counts at a sentence's start too where a long
            # text never writes it in lower case.
            if " " not in word and is_common_word(word, ctx.language) and at_sentence_start(ctx.text, match.start()):
                if len(ctx.text) < LONG_TEXT or is_common_word(
                        word, ctx.language, CAPS_AT_SENTENCE_START_ZIPF if word.isupper() else NAME_AT_SENTENCE_START_ZIPF):
                    continue
                lower_words = lower_words if lower_words is not None else set(_LOWER_WORD.findall(ctx.text))
                if word.lower() in lower_words:
                    continue
            if " " not in word and overlaps_any(ctx.vetoed, match.start(), match.end()) and _inside_a_name(
                    ctx.text, match.start(), match.end()):
                continue
            if PARTICLE_RE.match(word) and not _CAPITALISED_AFTER.match(ctx.text, match.end()):
                continue  # "De" of "De La Cruz" is searched for the surname, not "La" of "La defensa"
            extra.append(Candidate(match.start(), match.end(), category_of[word], scores.RECURRENCE, self.name))
        return extra


def _found_over(taken: list[tuple[int, int]], start: int, end: int) -> list[tuple[int, int]]:
    """The spans found that overlap [start, end) (`taken` sorted and not overlapping: a binary search)."""
    first = bisect_right(taken, start, key=lambda span: span[1])
    return list(takewhile(lambda span: span[0] < end, taken[first:]))


def _widens(over: list[tuple[int, int]], people: set[tuple[int, int]], start: int, end: int) -> bool:
    """Whether the spans found over [start, end) are all people's, inside it: then the name found
    again is their whole name ("Yanis" found, "Yanis LAMBERT" known)."""
    return all(start <= s and e <= end and (s, e) in people for s, e in over) and (start, end) not in over


_CAPITALISED_BEFORE = regex.compile(r"\p{Lu}[\p{L}'’-]*[ \t]$")
_CAPITALISED_AFTER = regex.compile(r"[ \t]\p{Lu}\p{L}")


def _inside_a_name(text: str, start: int, end: int) -> bool:
    """Whether a word is glued by a space to another capitalised word: in a cited case's name
    ("Ong Boon Tat v Sim Kah Leong", "where Teo Guan Siew JA observed"), "Kah" or "Teo" is a part of
    someone else's name, not the known person's."""
    return bool(_CAPITALISED_BEFORE.search(text, max(0, start - 40), start)
                or _CAPITALISED_AFTER.match(text, end, end + 3))


# How long a text must be for a word it never writes in lower case to be a name, and how common such
# a word may be ("Leo" 4.2, "Grace" 4.6, "Tom" 4.8, "Peter" 4.9; "Young" 5.4, "Hope" 5.4 are words); in
# capitals, as headings write words, less common ("CRIMINAL" 4.8 of "CRIMINAL LAW" is a word).
LONG_TEXT = 3000
NAME_AT_SENTENCE_START_ZIPF = 5.0
CAPS_AT_SENTENCE_START_ZIPF = 4.7
_LOWER_WORD = regex.compile(r"(?<![\p{L}])\p{Ll}+(?![\p{L}])")


def at_sentence_start(text: str, pos: int) -> bool:
    """True where a capital says nothing: first word of the text, a line or a sentence."""
    before = text[max(0, pos - 40):pos].rstrip(" \t\u00a0")
    return not before or before[-1] in "\n.!?:;\"“«("


# One or two capitalised words between two parts of names found on one line: "(1) KAREN LOUISE
# MARSH", where "KAREN" and "MARSH" were found again but the middle name, used nowhere else, was not.
_MIDDLE = regex.compile(r"[ \t]+(?P<words>\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*)?)[ \t]+")
# "bin", "binte", "a/l": the Malay and Tamil patronymic inside one name (not "s/o", which in Indian
# reports names the father, another person).
_PATRONYMIC = regex.compile(r"[ \t]+(?:bin|binte|binti|bte|ibn|a/l|a/p)[ \t]+")
# Rarer than most words: a given name ("Louise" 4.0), not "Court" or "Limited".
MIDDLE_NAME_ZIPF = 4.5


def join_middle_names(found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    """Two people's spans with one or two uncommon capitalised words between them, written in the
    same case, or a patronymic particle, are one name: the middle words would otherwise stay in clear."""
    others = [c for c in found if c.category != categories.PERSON]
    people: list[Candidate] = []
    for cand in sorted((c for c in found if c.category == categories.PERSON), key=lambda c: c.start):
        if people and _middle_name_between(people[-1], cand, ctx):
            people[-1] = replace(people[-1], end=cand.end, score=max(people[-1].score, cand.score))
        else:
            people.append(cand)
    return sorted(others + people, key=lambda c: c.start)


def _middle_name_between(left: Candidate, right: Candidate, ctx: DetectionContext) -> bool:
    if _PATRONYMIC.fullmatch(ctx.text, left.end, right.start):
        return True  # "Farah Nadia binte Abdul Karim", which NER read as two people
    middle = _MIDDLE.fullmatch(ctx.text, left.end, right.start)
    if not middle:
        return False
    words = middle["words"].split()
    edges = [ctx.text[left.start:left.end].split()[-1], ctx.text[right.start:right.end].split()[0]]
    return len({w.isupper() for w in words + edges}) == 1 and all(_uncommon(w, ctx) for w in words)


def _uncommon(word: str, ctx: DetectionContext) -> bool:
    """A word rarer than most words and not listed for exclusion: a name's, beside its other words."""
    return not (is_common_word(word, ctx.language, MIDDLE_NAME_ZIPF) or (ctx.lists is not None and ctx.lists.is_excluded(word)))


# A word in capitals (or an initial) beside a name in capitals: "MARIE-ÈVE" of "MARIE-ÈVE GAGNON", "PAMELA
# J." of "PAMELA J. WHITFIELD", where only the surname was found again; "MacLEOD" of "STUART ROSS MacLEOD".
_CAPS_BEFORE = regex.compile(rf"(?:^|(?<=[^\p{{L}}'’.-]))(?P<word>{CAPS_WORD}|{MC_CAPS_WORD}|\p{{Lu}}\.)[ \t]+$")
_CAPS_AFTER = regex.compile(rf"[ \t]+(?P<word>{CAPS_WORD}|{MC_CAPS_WORD}|\p{{Lu}}\.)(?![\p{{L}}'’-])")
_WIDEST = 3


def widen_names_in_capitals(found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    """A person's name in capitals takes the uncommon words in capitals right beside it, up to three
    each side, and NER's guess of a body or a place that is one such word ("KARIM" of "KARIM BELHADJ"):
    a caption's first name, used nowhere else, would otherwise stay in clear."""
    spans = sorted(found, key=lambda c: c.start)
    taken = [(c.start, c.end) for c in spans]
    absorbable = {(c.start, c.end) for c in spans if c.source in NER_SOURCES and c.category in _GUESSED_PLACES}
    absorbed: set[tuple[int, int]] = set()
    out = []
    for cand in spans:
        name = ctx.text[cand.start:cand.end]
        if cand.category == categories.PERSON and name.isupper():
            start, end = cand.start, cand.end
            for _ in range(_WIDEST):
                word = _name_word(_CAPS_BEFORE.search(ctx.text, max(0, start - 40), start), taken, absorbable, ctx,
                                  given=True)
                if word is None:
                    break
                absorbed.add(word)
                start = word[0]
            for _ in range(_WIDEST):
                word = _name_word(_CAPS_AFTER.match(ctx.text, end), taken, absorbable, ctx)
                if word is None:
                    break
                absorbed.add(word)
                end = word[1]
            cand = replace(cand, start=start, end=end) if (start, end) != (cand.start, cand.end) else cand
        out.append(cand)
    return [c for c in out if (c.start, c.end) not in absorbed or c.category == categories.PERSON]


_GUESSED_PLACES = frozenset({categories.ORG, categories.LOC})


def _name_word(match: regex.Match | None, taken: list[tuple[int, int]], absorbable: set[tuple[int, int]],
               ctx: DetectionContext, given: bool = False) -> tuple[int, int] | None:
    """The span of the word a name in capitals may take, if it may: free, or only NER's guess. Before
    the name, a country's or a month's name is a given name ("JORDAN LEE TILLERY", "MAY LAU")."""
    if not match or not (_a_name_word(match["word"], ctx) or given and ctx.lists is not None and
                         fold(match["word"]) in ctx.lists.calendar_and_countries):
        return None
    word = match.span("word")
    return word if word in absorbable or not overlaps_any(taken, *word) else None


def _a_name_word(word: str, ctx: DetectionContext) -> bool:
    return len(word) == 2 and word.endswith(".") or not PARTICLE_RE.match(word) and _uncommon(word, ctx)


# The rest of a name word after an apostrophe, which name patterns stop at: a glottal stop or a Bantu
# "ng'" ("Fa'alogo", "Ng'ang'a"), never the possessive "'s".
_APOSTROPHE_TAIL = regex.compile(r"(?:['’](?!s(?![\p{L}]))\p{Ll}+)+")


def join_apostrophe_tails(found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    """A person's span that stops at an apostrophe inside a word goes on to the word's end: "Ms Fa"
    of "Ms Fa'alogo" left "'alogo" in clear."""
    out = []
    for cand in found:
        if cand.category == categories.PERSON and (tail := _APOSTROPHE_TAIL.match(ctx.text, cand.end)):
            cand = replace(cand, end=tail.end())
        out.append(cand)
    return out
