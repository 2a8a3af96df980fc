"""Shapes that read as no one, whatever a recognizer thought: merge steps of the registry.

- Title-cased phrases: names do not capitalise function words, so a span with "Of", "The",
  "Out" or "And" inside is a heading or front matter ("In The High Court Of Judicature",
  "Arising Out Of S.L.P.").
- Section headings: "B. Domestic proceedings" on a line of its own is a heading, not "B.";
  "Page 3 of 12" is a page's number, not "Page".
- Filings by their number: "Cra No. 217/2011", "Unique Case I.D. No. 0240...", "I.A. Nos. 10623"
  (whatever the abbreviation, a number after "No." makes it a docket's label).
- Initials that run into the next sentence or the next person: "K. K. Subsequently, ...",
  "L. R., K. R. (their son)" are "K. K." and two people.
- Lines: a span across a line break is cut into its lines. In a .docx a line is a paragraph, and
  what is replaced is found again by its text within a paragraph: an address found over two
  ("Kalaimagal Nagar,\n Madurai - 625 017") was replaced nowhere.
"""

from __future__ import annotations

from dataclasses import replace

import regex

from nomen import categories
from nomen.detect.base import WEAK_SOURCES, Candidate, DetectionContext
from nomen.detect.places import towns
from nomen.names.folding import fold
from nomen.names.grammar import PARTICLE_RE, is_common_word, is_sentence_adverb, opens_sentence, stop_words
from nomen.names.kinds import POSITION_WORDS, ROLE_WORDS, kind_of_run

_WORD = regex.compile(r"\S+")
_HEADING = regex.compile(r"^[ \t]*(?P<label>\p{Lu}|[IVX]{1,4}|\d{1,2})\.[ \t]+(?P<first>\p{Lu}\p{Ll}+)(?:[ \t]+[\p{Ll}\d,'’-]+)*[ \t]*$",
                         regex.MULTILINE)
# A heading's words are ordinary ones ("Excessive", "Intervene"); a name's are rarer ("Okafor").
HEADING_WORD_ZIPF = 3.0
_TITLE_CASE_HEADING = regex.compile(r"^[ \t]*(?P<label>\p{Lu}|[IVX]{1,4}|\d{1,2})\.[ \t]+(?P<words>\p{Lu}[\p{L}'’ \t-]*?)"
                                 r"(?P<bracket>[ \t]*\([^()\n]{1,30}\))?[ \t]*$", regex.MULTILINE)
_PAGE_NUMBER = regex.compile(r"(?<![\p{L}])(?:Page|PAGE|Página|PÁGINA)[ \t]+(?:(?i:no)\.?[ \t]*)?\d+(?:[ \t]*(?:of|/|de|sur)[ \t]*\d+)?"
                          r"(?![\p{L}\p{N}])")
_INITIALS_ONLY = regex.compile(r"^(?:\p{Lu}\.[ \t]*){0,3}\p{Lu}\.?$")
_SENTENCE_AFTER_INITIAL = regex.compile(r"(?<=\b\p{Lu}\.)[ \t]+(?P<word>\p{Lu}\p{Ll}+)[ \t]*$")
_LIST_OF_INITIALS = regex.compile(r",[ \t]+(?=\p{Lu}\.)")
# A judge's mark after a surname ends the name, however the next sentence opens: "per Hollingsworth
# J.A. Sentencing ranges are", "per O'Halloran J.A. Applying that test".
_JUDGES_MARK_THEN_SENTENCE = regex.compile(r"(?<=\p{L}{2})[ \t]+(?:J\.[ \t]?A\.|JJ\.(?:[ \t]?A\.)?|C\.[ \t]?J\.|P\.[ \t]?J\.)"
                                           r"[ \t]+(?P<word>\p{Lu}\p{Ll}+)(?=[ \t,]+\p{Ll})")
_KEPT_SOURCES = frozenset({"inclusion-list"})
# A docket's number after a run ("Cra No.217/2011", "Case Id Number : 02401R0351732014"), or after
# the run's own last word ("I.A. Nos. 10623/2012", "Special C.C.No.1 of 2003"). A docket's number has
# its year or is long: "Ram Kumar No. 2" (the second of that name) and "(No. 2)" of a title are not one.
_NUMBER_WORD = r"(?:No|NO|Nos|NOS|Number|NUMBER)"
_GAP = r"[ \t]*\n?[ \t]*"  # a docket's number may go on the next line
_NUMBER = rf"\.?{_GAP}[:.]?{_GAP}(?:\d+[ \t]*/[ \t]*\d|\d+[ \t]+of[ \t]+(?:19|20)\d\d|\d{{5}})"
_FILING_NUMBER_AFTER = regex.compile(rf"{_GAP}\.?[ \t]*(?:(?:Id|ID|I\.D\.)[ \t]*)?{_NUMBER_WORD}{_NUMBER}")
_FILING_NUMBER_WORD = regex.compile(rf"(?<![\p{{L}}]){_NUMBER_WORD}$")
_NUMBER_AFTER = regex.compile(_NUMBER)
# Or the number sign of French and Spanish dockets, whose "N." a run takes for an initial: "Casación N.° 2874-2022".
_NUMBER_SIGN_AFTER = regex.compile(r"(?<=(?<![\p{L}])[Nn]\.?)[ \t]?[°º][ \t]*\d")
# The sources that read a name from the words around it, which a number after it does not undo.
_CONTEXT_SOURCES = frozenset({"inclusion-list", "titled-name", "marked-name", "pseudonym"})


def numbered_filing(cand: Candidate, text: str) -> bool:
    """Whether a run found by its shape alone is a filing's label: a docket's number follows it."""
    if cand.source in _CONTEXT_SOURCES:
        return False
    own_word = _FILING_NUMBER_WORD.search(text, cand.start, cand.end)
    return bool(_NUMBER_AFTER.match(text, cand.end) if own_word else _FILING_NUMBER_AFTER.match(text, cand.end)
                or _NUMBER_SIGN_AFTER.match(text, cand.end))


def drop_title_case_phrases(found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    """A person whose words after the first include a capitalised function word is a title-cased
    phrase, not a name (particles such as "Van", "De" aside, and initials: "A." is no "a")."""
    stops = stop_words(ctx.language)

    def phrase(cand: Candidate) -> bool:
        words = [w.strip(".,;:") for w in _WORD.findall(ctx.text, cand.start, cand.end)[1:]]
        if cand.source == "titled-name" and words and not opens_sentence(words[-1]):
            words = words[:-1]  # a surname after a title and initials: "Mr. V. M. More"
        if cand.source == "marked-name":  # a marker's name in capitals may end in an English one: "LAU MEI-YEE, MAY"
            words = [w for w in words if not w.isupper()]
        return any(len(w) > 1 and w[:1].isupper() and w.lower() in stops and not PARTICLE_RE.match(w) for w in words)
    return [c for c in found if c.category != categories.PERSON or c.source in _KEPT_SOURCES or not phrase(c)]


def drop_headings(found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    """Nothing found inside a numbered section heading ("B. Domestic proceedings", "A.   Excessive
    Force (Count I)") or a page's number ("Page 3 of 12", which every page of a decision printed from
    a PDF repeats) is a name. A heading's capitalised words are ordinary ones: "A. Kowalczyk" and
    "J. Okafor" on a line of their own are names."""
    # "D." and "M." open a name, not a section, where they are titles: "D. JOAN PERE VIDAL ROCA (Presidente)"
    titles = ctx.lists.folded_titles if ctx.lists else frozenset()
    headings = [m.span() for m in _PAGE_NUMBER.finditer(ctx.text)]
    headings += [m.span() for m in _HEADING.finditer(ctx.text) if is_common_word(m["first"], ctx.language, HEADING_WORD_ZIPF)
                 and fold(m["label"]) not in titles]
    headings += [m.span() for m in _TITLE_CASE_HEADING.finditer(ctx.text) if _a_title_case_heading(m, ctx.language)
                 and fold(m["label"]) not in titles]
    if not headings:
        return found
    return [c for c in found if c.category not in categories.NAME_LIKE or c.source in _KEPT_SOURCES
            or not any(start <= c.start and c.end <= end for start, end in headings)]


def _a_title_case_heading(match: regex.Match, language: str) -> bool:
    """Ordinary words with a bracket after them ("(Count I)") or a small word that is no particle
    among them ("Failure to Intervene", "AGGRAVATING AND MITIGATING FACTORS"): "A. John Smith" and
    "A. Maria de la Cruz" stay names."""
    stops = stop_words(language)
    words = match["words"].split()
    small = [w for w in words if w.islower() or w.isupper() and w.lower() in stops]
    return all(is_common_word(w, language, HEADING_WORD_ZIPF) for w in words if w not in small) and \
        (match["bracket"] is not None or any(not PARTICLE_RE.match(w) for w in small))


def cut_initials(found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    """Initials end a person's span before the next sentence ("K. K. Subsequently") and before
    the next person's initials ("L. R., K. R"); a judge's mark ends it before the mark
    ("Hollingsworth J.A. Sentencing ranges")."""
    stops = stop_words(ctx.language)
    out = []
    for cand in found:
        if cand.category != categories.PERSON:
            out.append(cand)
            continue
        tail = _SENTENCE_AFTER_INITIAL.search(ctx.text, cand.start, cand.end)
        if tail and (is_sentence_adverb(tail["word"]) or tail["word"].lower() in stops and opens_sentence(tail["word"])):
            cand = replace(cand, end=tail.start())
        mark = _JUDGES_MARK_THEN_SENTENCE.search(ctx.text, cand.start, cand.end + 40)
        if mark and mark.start() < cand.end and _a_word(mark["word"], ctx):
            cand = replace(cand, end=mark.start())
        out += _split_initials(cand, ctx.text)
    return out


def _a_word(word: str, ctx: DetectionContext) -> bool:
    """A common word, or one the text also writes in lower case ("Sentencing", "sentencing")."""
    return is_common_word(word, ctx.language) or \
        regex.search(rf"(?<![\p{{L}}]){regex.escape(word.lower())}(?![\p{{L}}])", ctx.text) is not None


def _split_initials(cand: Candidate, text: str) -> list[Candidate]:
    cuts = [cand.start, *(b for m in _LIST_OF_INITIALS.finditer(text, cand.start, cand.end) for b in m.span()), cand.end]
    pieces = [(cuts[i], cuts[i + 1]) for i in range(0, len(cuts), 2)]
    if len(pieces) == 1 or not all(_INITIALS_ONLY.match(text[s:e].strip()) for s, e in pieces):
        return [cand]  # "MILLAR, William" is one name
    return [replace(cand, start=s, end=s + len(text[s:e].rstrip())) for s, e in pieces]


_LINE_PIECE = regex.compile(r"[^\n]+")
_EDGES = " \t\n,;:"


def trimmed(text: str, start: int, end: int) -> tuple[int, int]:
    """The span without the blanks, commas, semicolons and colons at its edges."""
    while end > start and text[end - 1] in _EDGES:
        end -= 1
    while start < end and text[start] in _EDGES:
        start += 1
    return start, end


# A column's gap (three spaces or a tab) before an initial: where one name ends and the next starts on
# a signature line ("V. RENARD       M. WATHELET   L. BOSMANS"); a PDF's wide spacing inside one name
# ("Kuljinder   Singh   Ahluwalia") has no initial after the gap.
_COLUMN_GAP = regex.compile(r"(?<=\p{L}\p{L})(?:[ ]{3,}|[ ]*\t[ \t]*)(?=\p{Lu}\.)")


def split_at_column_gaps(found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    """A person's span across a column's gap before an initial is one person each side of it, when
    the side before is a name of two words or more ("V. RENARD"), not a title or a label
    ("Shri        S.K.Kashyap", "Os            N.Mukundarao")."""
    out = []
    for cand in found:
        start = cand.start
        if cand.category == categories.PERSON:
            for gap in _COLUMN_GAP.finditer(ctx.text, cand.start, cand.end):
                words = ctx.text[start:gap.start()].split()
                if len(words) > 1 and a_name_word(words[-1], ctx):
                    out.append(replace(cand, start=start, end=gap.start()))
                    start = gap.end()
        out.append(replace(cand, start=start))
    return out


def split_at_lines(found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    """Each span across a line break becomes one span per line, without the spaces and the commas
    at its edges; a line with no letter or digit left is dropped, and so is an address's line that
    only names a town ("New Delhi."), which is no address and would be replaced all through."""
    places = towns()
    out = []
    for cand in found:
        if "\n" not in ctx.text[cand.start:cand.end]:
            out.append(cand)
            continue
        for piece in _LINE_PIECE.finditer(ctx.text, cand.start, cand.end):
            start, end = trimmed(ctx.text, *piece.span())
            words = ctx.text[start:end]
            if start < end and any(ch.isalnum() for ch in words) and not (
                    cand.category == categories.ADDRESS and fold(words.rstrip(".")) in places):
                out.append(replace(cand, start=start, end=end))
    return out


_NAME_WORD = regex.compile(r"^[,;:]?\p{Lu}[\p{L}\p{M}.'’-]*[,;:]?$")


def a_name_word(word: str, ctx: DetectionContext) -> bool:
    """A capitalised word that may be part of a name: no listed word, title or small word."""
    key = fold(word.strip(",;:")).rstrip(".")
    return bool(_NAME_WORD.match(word)) and key not in ctx.lists.exclusion and key not in ctx.lists.folded_titles and \
        key + "." not in ctx.lists.folded_titles and key not in stop_words(ctx.language)


# The rest of a name on the next line, indented or not: one or two name words, then what ends a name
# (a comma, a full stop, "and", a column's gap, the line's end; not a label's colon: "Dated:").
# Not after a blank line.
_WRAPPED_REST = regex.compile(r"[ \t]*\n[ \t]*(?P<rest>\p{Lu}[\p{L}\p{M}.'’-]*(?:[ \t]\p{Lu}[\p{L}\p{M}.'’-]*)?)"
                              r"(?=[ \t]*(?:[,;)&]|:-|\.(?:[ \t]|$)|$|[ \t]{2,}|[ \t]+(?:and|with|for|Adv)\b))", regex.MULTILINE)


# Above this frequency a word on the next line is a word of the text ("Road", "Order", "Estate"), not
# the rest of a name (surnames such as "Khan" and "Singh" are below it).
_WRAPPED_WORD_ZIPF = 4.3
# Posts a line of counsel or of the court goes on with ("Metropolitan Magistrate", "Govt. Advocate").
_POSTS = ROLE_WORDS | {"magistrate", "advocate", "govt", "government", "counsel", "pleader", "prosecutor"}


def _a_wrapped_name_word(word: str, ctx: DetectionContext, places: frozenset[str]) -> bool:
    key = fold(word).rstrip(".,")
    return a_name_word(word, ctx) and key not in places and key not in POSITION_WORDS and \
        key.removesuffix("s") not in _POSTS and \
        not is_common_word(word.rstrip(".,"), ctx.language, _WRAPPED_WORD_ZIPF)


def _ends_a_running_line(cand: Candidate, text: str) -> bool:
    """A wrapped line has other words before the name ("Heard Mr. Anil Kumar"); a name alone on its
    line is one of a list, one a line ("Jonathan Wrexham KC\nSophie Tulloch")."""
    line_start = text.rfind("\n", 0, cand.start) + 1
    return any(ch.isalpha() for ch in text[line_start:cand.start])


def join_wrapped_names(found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    """A person's name cut by the line's end goes on at the next line's start ("Heard Mr. Anil Kumar\n
    Kamboj, counsel"): the role read from the words around it is then the whole name's, and its
    lines are cut apart again at the end of the merge. The line must run on (other words before the
    name), and the words must be a name's: no listed word, title, post, town, common or small word,
    nothing a stronger find already holds."""
    if ctx.lists is None:
        return found
    places = towns()
    absorbed: set[int] = set()
    out = []
    for cand in sorted(found, key=lambda c: c.start):
        if id(cand) in absorbed:
            continue
        rest = _WRAPPED_REST.match(ctx.text, cand.end) if cand.category == categories.PERSON and \
            _ends_a_running_line(cand, ctx.text) else None
        if rest:
            words = rest["rest"].split()
            there = [c for c in found if c.start < rest.end("rest") and rest.start("rest") < c.end]
            if all(_a_wrapped_name_word(w, ctx, places) for w in words) and kind_of_run(words) is None and \
                    all(c.source in WEAK_SOURCES and c.start >= rest.start("rest") and
                        not any(ch.isalpha() for ch in ctx.text[rest.end("rest"):c.end]) for c in there):
                absorbed.update(id(c) for c in there)
                cand = replace(cand, end=rest.end("rest"))
        out.append(cand)
    return [c for c in out if id(c) not in absorbed]
