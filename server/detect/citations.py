"""Cited precedents: "State of Haryana v. Bhajan Lal, 1992 Supp (1) SCC 335" is a legal reference.

A case reported in a law report is public authority, and its title is how lawyers find it:
replacing "Bhajan Lal" there breaks the citation and hides no one. So a case title is a veto
over its two sides (neither NER nor the case-title rule lists its parties) when a law-report
reference follows it ("AIR 1996 SC 309", "[1961] 1 W.L.R. 739", "2004(2) TAC 12", "(supra)") or
comes right before it in brackets ("AIR 1983 SC 753 (X Vs. State of Gujarat)"), when the date it
was decided follows it, or when it is
cited as authority ("held in", "in the case of") against the State or a body, the common-law
way ("R. P. Kapur v. State of Punjab"), or between two people ("in the case of Rangalal v.
Shyamlal"). Other titles are untouched: the case's own title, and titles against a country (the
European Court's "In the case of Johnston and Others v. Ireland" and its citations of applicants,
"Üner v. the Netherlands [GC], no. 46410/99").
A party also named elsewhere in the decision is still found there, and then in the title too
(the recurrence pass runs after vetoes go), so nothing of a real party is left behind. A cited
case is later called by one of its names ("Ibbotson should be confined to its facts"): that lone
word is the case too, unless the decision also names someone by it otherwise ("Mr Ibbotson").
"""

from __future__ import annotations

from dataclasses import replace

import regex

from nomen import categories
from nomen.detect import scores
from nomen.detect.base import Candidate, DetectionContext, corroborated_words, lone_guess
from nomen.names.folding import fold
from nomen.names.grammar import COMMON_LAW_VERSUS, abstract_nouns
from nomen.names.kinds import kind_of_run

_VERSUS = regex.compile(rf"(?<=[ \t]){COMMON_LAW_VERSUS}(?=[ \t]|(?<=\.)\p{{Lu}})")
# A word of a party's name: capitalised or an initial ("K.P.S."), "M/s.", "&", or a connector
# inside a body's name ("State of Orissa", "Union of India") or a person's ("Sahadevan alias Sagadevan").
_WORD = regex.compile(r"M/[sS]\.?|\p{Lu}[\p{L}\p{M}'’.\-]*|&|@|of|and|the|for|ex|parte|alias|[Dd]ead|\(|\)")
_CONNECTORS = frozenset({"of", "and", "the", "for", "&", "@", "ex", "parte", "alias", "(", ")", "dead", "Dead"})
_GAP = regex.compile(r"[ \t]*")
# Words that end a side ("and Ors.", "AIR 1978 Del 1") or only open the citation ("In X v. Y", "See").
_BEYOND_A_SIDE = frozenset({"ors", "anr", "others", "another", "etc", "air", "scc", "scr", "ilr"})
_CUES = frozenset({"in", "see", "vide", "per", "also", "cf", "following"})
MAX_WORDS = 10
# The law reports, by their abbreviations: after a year ("2004 Cri LJ"), and with a page after them.
_REPORTS_AFTER_A_YEAR = r"AIR|SCC|SCR|SCALE|JT|DLT|ILR|I\.L\.R|Cri|Crl|Cr|LLJ|L\.L\.J|Bom|Cal|Mad|All|Ker|Guj|Raj|Pat|KLT|MLJ|Crimes|Mh\.?L\.?J"
_REPORTS = (r"AIR|SCC|S\.?C\.?R|ILR|I\.L\.R|W\.?L\.?R|All[ \t]?E\.?R|Q\.?B|K\.?B|A\.?C|Ch|U\.?S|S\.?[ \t]?Ct|F\.[ \t]?[234]d|F\.[ \t]?Supp\.(?:[ \t]?[23]d)?"
            r"|D\.?L\.?R|Cr[il]?\.?[ \t]?L\.?J|L\.?L\.?J|Bom[ \t]?L\.?R|Cal[ \t]?W\.?N|UKHL|UKSC|EWCA|EWHC|HCA"
            r"|CLR|NZLR|IESC|SCALE|JT|DLT|BLD|BLC|MLR|e?KLR|Sri[ \t]?L\.?R")
_NAMED_REPORT = (rf"(?:1[6-9]|20)\d\d[ \t]*(?:\(\d+\)[ \t]*)?(?:Suppl?[ \t.]*(?:\(\d+\)[ \t]*)?)?(?:{_REPORTS_AFTER_A_YEAR})\b"
                 rf"|(?:\d+[ \t]+)?(?:{_REPORTS})\.?[ \t]*(?:\((?:AD|HCD|SC)\)[ \t]*)?(?:at[ \t]+)?\(?\d")  # a short cite: "410 F.3d at 461"
# What follows a reported case: a law report with its volume or year, a year in brackets, "supra".
_REPORT = regex.compile(
    r"^[ \t,.;:()\[&\"'’”\p{L}]{0,40}?(?:\d+[ \t]*(?=[\[(]))?(?:"
    r"\(?supra\)?"
    r"|[\[(](?:1[6-9]|20)\d\d(?:-\d+)?(?:[\])]|\(\d+\))"
    rf"|{_NAMED_REPORT}"
    # Any report or court by its capitals between a year or volume and a page: "2019 ONCA 412",
    # "2011 (2) SA 520 (SCA)", "61 F.4th 150", "94 U.S. 113"
    r"|(?:(?:1[6-9]|20)\d\d|\d{1,4})(?:[ \t]*\(\d+\))?[ \t]+\p{Lu}[\p{Lu}.]*(?:[ \t]?\d?\p{L}{1,3}\.?)?[ \t]+\d)",
)
# A named law report right after a name, as a case is cited by one name: "Ram Gopal [1970] 1 SCR 472",
# "in the case of Chandra Deo Singh (AIR 1963 SC 1430)". Not "(supra)", which InLegalNER reads as
# the person ("Susamma Thomas (supra)"), nor a year or numbers alone ("R-10 Mrs X  2 To 9 Are Heirs").
_REPORT_RIGHT_AFTER = regex.compile(
    rf"[ \t]*,?[ \t]*\(?(?:[\[(](?:1[6-9]|20)\d\d[\])][ \t]*(?:\d{{1,4}}[ \t]+)?)?(?:{_NAMED_REPORT})")
# What cites a case as authority, right before its title.
_CITED_AS = regex.compile(
    r"(?:case[ \t]+of|decisions?[ \t]+in|judge?ments?[ \t]+(?:in|of)|decided(?:[ \t]+in)?|held[ \t]+in|reported[ \t]+in"
    r"|reli(?:ed|es|ance[ \t]+(?:is|was)[ \t]+placed)[ \t]+(?:up)?on|relying[ \t]+(?:up)?on|placed[ \t]+(?:up)?on"
    r"|referred[ \t]+to|Court[ \t]+in|followed[ \t]+in|observed[ \t]+in|in[ \t]+this[ \t]+connection|vide:?|Vide:?"
    r"|[Ss]ee|cf\.|[Ii]n|titled(?:[ \t]+as)?,?)[ \t]+(?:the[ \t]+)?[\"“(]?[ \t]*(?:\(\d{1,2}\)[ \t]*)?$")
# The first word of a side that is the State or a body in common-law titles.
STATE_OR_BODY = frozenset({"state", "union", "regina", "rex", "r.", "emperor", "crown", "queen", "king", "province",
                           "commonwealth", "people", "commissioner", "collector", "cit", "c.i.t.", "cbi", "government"})
_REPORTED_IN = regex.compile(r"^[ \t,)]{0,3}(?:\(|,)?[ \t]*(?:(?:reported|cited)[ \t]+(?:in|at|as)|(?:decided|delivered)[ \t]+on)\b")
# A report right before the title, which follows in brackets: "AIR 1983 SC 753 (X Vs. State of Gujarat)",
# "(1998) 4 SCC 117 (X v. Y)", "2007 (2) TNT 193 (X vs. Y)".
_REPORT_BEFORE = regex.compile(r"(?:(?:1[6-9]|20)\d\d(?:[ \t]*\(\d{1,2}\))?|\((?:1[6-9]|20)\d\d\)[ \t]*\d{1,3})[ \t]+\p{Lu}[\p{Lu}.]{1,6}[ \t]+\d+"
                               r"[ \t]*[(\[][ \t]*$")


def _side_words(text: str, start: int, end: int, backwards: bool) -> tuple[int, int] | None:
    """The span of a case title's side next to the versus word, within [start, end)."""
    words = list(_WORD.finditer(text, start, end))
    if backwards:
        words.reverse()
    kept: list[regex.Match] = []
    edge = end if backwards else start
    for word in words:
        between = text[word.end():edge] if backwards else text[edge:word.start()]
        if not _GAP.fullmatch(between) or len(kept) >= MAX_WORDS or word.group().rstrip(".").casefold() in _BEYOND_A_SIDE:
            break
        kept.append(word)
        edge = word.start() if backwards else word.end()
    while kept and (kept[-1].group() in _CONNECTORS or (backwards and kept[-1].group().casefold() in _CUES)):
        kept.pop()  # the side starts and ends on a name word
    if not kept:
        return None
    first, last = (kept[-1], kept[0]) if backwards else (kept[0], kept[-1])
    return first.start(), last.end()


def _reported(text: str, start: int, end: int) -> bool:
    after = text[end:end + 80]
    return bool(_REPORT.match(after) or _REPORTED_IN.match(after) or _REPORT_BEFORE.search(text[max(0, start - 40):start]))


class ReportedCaseRecognizer:
    """Vetoes over the titles of cases cited from a law report."""

    name = "reported-case"
    languages = frozenset({"*"})

    def find(self, ctx: DetectionContext) -> list[Candidate]:
        text = ctx.text
        found = []
        for versus in _VERSUS.finditer(text):
            line_start = text.rfind("\n", 0, versus.start()) + 1
            line_end = text.find("\n", versus.end())
            line_end = len(text) if line_end == -1 else line_end
            left_end = _before_others(text, versus.start())
            left = _side_words(text, max(line_start, left_end - 160), left_end, backwards=True)
            right = _side_words(text, versus.end(), min(line_end, versus.end() + 160), backwards=False)
            if left and right and (_reported(text, left[0], _with_others(text, right[1]))
                                   or _cited_as_authority(text, left, right, ctx, found)):
                if found and found[-1].end > left[0]:  # "X v. Y and Z v. W": Y's side ran on to Z
                    left = (found.pop().start, left[1])
                found.append(Candidate(left[0], right[1], categories.NOT_NAME, scores.REPORTED_CASE, self.name))
        for one_sided in _ONE_SIDED.finditer(text):  # "Ex parte Maurice-Tshabalala 1995 (2) SA 713 (C)"
            side = _side_words(text, one_sided.end(), min(len(text), one_sided.end() + 160), backwards=False)
            if side and _reported(text, one_sided.start(), side[1]):
                found.append(Candidate(one_sided.start(), side[1], categories.NOT_NAME, scores.REPORTED_CASE, self.name))
        return found


# A title with one side: "Ex parte X", "In re X", "Re X", followed by its report.
_ONE_SIDED = regex.compile(r"(?<![\p{L}])(?:[Ee]x[ \t]+parte|In[ \t]+re|Re)[ \t]+(?=\p{Lu})")


# A neutral citation ("[2023] IEHC 512", "[2019] EWCA Civ 123", "[2024] SC INV 58"), an Indian
# database's ("MANU/SC/0312/2000"), an American or a Canadian court's parenthesis ("(D.C. Cir. 2023)",
# "(9th Cir. 2019)", "(Ont. C.A.)") name a court, never a person; nor do court rules.
_COURT_REFERENCE = regex.compile(
    r"[\[(](?:19|20)\d\d[\])][ \t]+\p{Lu}[\p{Lu}\p{L}]{1,7}(?:[ \t]+\p{Lu}(?:\p{Ll}{1,5}|\p{Lu}{1,4}))?[ \t]+\d+"
    # ... unbracketed, as Canada's are: "2022 ONCJ 518", "2019 ONCA 412"
    r"|(?<![\p{L}\p{N}])(?:19|20)\d\d[ \t]+\p{Lu}{2,3}(?:CA|CJ|SC|CS|QB|KB|HC|CC|TC|FC|FCA)[ \t]+\d+"
    r"|(?<![\p{L}])(?i:manu)[ \t]*/[ \t]*\p{Lu}\p{L}{1,3}[ \t]*/[ \t]*\d{3,5}[ \t]*/[ \t]*(?:19|20)\d\d"
    r"|\((?:[\p{Lu}\d][\p{L}.\d]*[ \t]+){0,3}(?:Cir|Ct|App|Dist|Super|Sup|Fed|Cl)\.[^()\n]{0,20}?(?:19|20)\d\d\)"
    # an American district court's ("(E.D. Pa. 2006)", "(D. Mass. 2019)", "(E.D. Pa. Oct. 16, 2020)") and a
    # Canadian province's ("(Ont. C.A.)", "(B.C.S.C.)") parenthesis; the federal and the states' rules ("Fed. R.
    # Civ. P. 5.2", "Minn. R. Evid. 801", "TEX. R. APP. P. 47.1")
    r"|\((?:[NSEWMC]\.[ \t]?D\.|D\.)[ \t]*\p{Lu}\p{L}{0,5}\.?(?:[ \t]+\p{Lu}\p{L}{0,5}\.?)?[^()\n]{0,20}?(?:19|20)\d\d\)"
    r"|\((?:Ont|Que|Qc|B\.[ \t]?C|Alta|Sask|Man|N\.[ \t]?S|N\.[ \t]?B|Nfld|P\.[ \t]?E\.[ \t]?I)\.?[ \t]*"
    r"(?:C\.[ \t]?A|S\.[ \t]?C\.[ \t]?J|S\.[ \t]?C|Sup\.[ \t]?Ct|Div\.[ \t]?Ct|C\.[ \t]?J|Prov\.[ \t]?Ct|Q\.[ \t]?B)\.?\)"
    r"|(?<![\p{L}])\p{Lu}(?:\p{Ll}{1,5}|\p{Lu}{1,5})\.[ \t]*R\.[ \t]*(?i:Civ|Crim|App|Evid|Bankr|Juv)\.(?:[ \t]*P\.?)?")


class CourtReferenceRecognizer:
    """Vetoes over neutral citations and court parentheses, whose court codes read like names."""

    name = "court-reference"
    languages = frozenset({"*"})

    def find(self, ctx: DetectionContext) -> list[Candidate]:
        return [Candidate(m.start(), m.end(), categories.NOT_NAME, scores.COURT_REFERENCE, self.name)
                for m in _COURT_REFERENCE.finditer(ctx.text)]


# A statute's title: capitalised words (and the small words between them) up to "Act", "Code" or
# "Ordinance", with its year: "Landlord and Tenant Act 1985", "Prevention of Corruption Act, 1988".
_STATUTE = regex.compile(
    r"(?<![\p{L}\p{N}])(?<!\p{L}['’-])(?:\p{Lu}[\p{L}'’-]*[ \t]+(?:(?:and|of|for|the|on|in|to|&)[ \t]+){0,2}){1,8}"
    r"(?:Act|Code|Ordinance|Adhiniyam)(?:,?[ \t]+(?:1[6-9]|20)\d\d)?(?![\p{L}\p{N}])")


class StatuteRecognizer:
    """Vetoes over statutes' titles, whose words NER may take for people ("Landlord" of the "Landlord
    and Tenant Act 1985"); a titled name still wins ("Mr Tenant")."""

    name = "statute"
    languages = frozenset({"en"})

    def find(self, ctx: DetectionContext) -> list[Candidate]:
        return [Candidate(m.start(), m.end(), categories.NOT_NAME, scores.STATUTE, self.name)
                for m in _STATUTE.finditer(ctx.text)]


_OTHERS = regex.compile(r"^[ \t]*(?:&|and)[ \t]+(?:anr|ors|another|others)\.?", regex.IGNORECASE)
_OTHERS_INSIDE = regex.compile(r"[ \t]+(?i:etc|ors|anr)\.?$")
_LABEL_INSIDE = regex.compile(r"[ \t]*[-/][ \t]*(?P<label>\p{L}+)$")
_OTHERS_BEFORE = regex.compile(r"[ \t]*(?:&|and)[ \t]+(?:anr|ors|another|others)\.?,?[ \t]*$", regex.IGNORECASE)


def _before_others(text: str, end: int) -> int:
    """Where the left side ends before its "and others" ("Kedar Das Mohta and others Vs.")."""
    others = _OTHERS_BEFORE.search(text[max(0, end - 20):end])
    return end - len(others.group()) if others else end


# Between two titles cited together: "X v. Y and Z v. W", "X v. Y; Z v. W".
_NEXT_TITLE = regex.compile(r"[ \t]*(?:[,;][ \t]*)?(?:and|&)?[ \t]*(?:also[ \t]+)?(?:in[ \t]+)?")


def _a_body(words: list[str]) -> bool:
    """"State of Punjab", "The Union of India", "Oil & Natural Gas Commission"."""
    named = [w for w in words if w.casefold() != "the"]
    return bool(named) and (named[0].casefold() in STATE_OR_BODY or kind_of_run(named) == categories.ORG)


def _cited_as_authority(text: str, left: tuple[int, int], right: tuple[int, int], ctx: DetectionContext,
                        cited: list[Candidate]) -> bool:
    """A title cited as authority ("in the case of", "relied on", "In X v. Y, the court held"), or
    right after one ("decided Govind Rao v. Kanhaiya Lal and Rahat Ali v. Husain Bibi"), against
    the State or a body, or between two parties none of which is a country: "In the case of Johnston
    and Others v. Ireland" opens the European Court's own judgment, whose applicants are to hide."""
    after_another = bool(cited) and bool(_NEXT_TITLE.fullmatch(text, _with_others(text, cited[-1].end), left[0]))
    if not (after_another or _CITED_AS.search(text[max(0, left[0] - 40):left[0]])):
        return False
    sides = [[w for w in text[start:end].split() if w.casefold() != "the"] for start, end in (left, right)]
    if any(_a_body(words) for words in sides):
        return True
    countries = ctx.lists.exclusion if ctx.lists else frozenset()
    return not any(fold(" ".join(words)) in countries for words in sides)


def parties_with_others(found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    """A party named with its others ("Anand Prakash Tamta & Ors.", "Kedar Das Mohta and others")
    that NER took for a body for the "& Ors." is the party alone: a person, unless a word of it
    names a body ("Union of India & Ors."); a person's span that took in "Etc." or the party's label
    ("Mohan Lal-Appellant") ends before it."""
    out = []
    for cand in found:
        if cand.category == categories.PERSON:
            cand = _without_label_or_others(cand, ctx)
        if cand.category == categories.ORG:
            inside = _OTHERS_BEFORE.search(ctx.text, cand.start, cand.end)
            end = inside.start() if inside else cand.end
            words = ctx.text[cand.start:end].split()
            if (inside or _OTHERS.match(ctx.text[end:end + 20])) and words and kind_of_run(words) is None \
                    and not _a_body(words) and not abstract_nouns(words, ctx.language):
                cand = replace(cand, end=end, category=categories.PERSON)
        out.append(cand)
    return out


def _without_label_or_others(cand: Candidate, ctx: DetectionContext) -> Candidate:
    tail = _OTHERS_INSIDE.search(ctx.text, cand.start, cand.end)
    if tail is None:
        label = _LABEL_INSIDE.search(ctx.text, cand.start, cand.end)
        listed = label is not None and ctx.lists is not None and fold(label["label"]) in ctx.lists.exclusion
        tail = label if listed else None
    return replace(cand, end=tail.start()) if tail is not None and tail.start() > cand.start else cand


def _with_others(text: str, end: int) -> int:
    """The end of a side with its "& Anr." or "and others", which the report follows."""
    others = _OTHERS.match(text[end:end + 20])
    return end + others.end() if others else end


def drop_cited_names(found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    """A name its report follows right away is a case cited by one name ("in the case of Chandra
    Deo Singh (AIR 1963 SC 1430)"); a lone word that NER took for a person but that is a side of a
    cited case is the case."""
    found = [c for c in found if not (c.category == categories.PERSON and c.source != "inclusion-list"
                                      and _REPORT_RIGHT_AFTER.match(ctx.text, c.end))]
    cited = [c for c in found if c.source == ReportedCaseRecognizer.name]
    if not cited:
        return found
    cited_words = {fold(w) for c in cited for w in _WORD.findall(ctx.text, c.start, c.end)} - _CONNECTORS
    corroborated = corroborated_words(found, ctx.text)

    return [c for c in found
            if c.category != categories.PERSON or not (lone_guess(c, ctx.text, corroborated) in cited_words or
                                                       _cited_again(c, ctx.text, cited_words))]


_SUPRA = regex.compile(r"[ \t]*\([ \t]*supra[ \t]*\)")


def _cited_again(cand: Candidate, text: str, cited_words: set[str]) -> bool:
    """A name with "(supra)" after it, every word of it a side of a case cited in the decision: the
    case again ("In Abdul Jalil Miah (supra) it was held"), no one to hide."""
    words = _WORD.findall(text, cand.start, cand.end)
    return bool(words) and bool(_SUPRA.match(text, cand.end)) and all(fold(w) in cited_words for w in words)
