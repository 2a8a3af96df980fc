"""Run every recognizer and merge their results in one place (Presidio's registry, simplified).

Each recognizer proposes; then the merge runs as a named sequence of steps (MERGE_STEPS), each
a function of the candidates and the context, so each can be tested alone: list exclusions
drop terms; overlaps are settled (highest score wins, a longer span of the same category
extends the winner); what only vetoes goes; one string gets one category across the text;
lone towns are places; lists of names are read; the recurrence pass adds further
occurrences; roles are read from context.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import defaultdict
from dataclasses import replace
from itertools import takewhile
from typing import Callable, Sequence

import regex

from nomen import categories
from nomen.detect.base import WEAK_SOURCES, Candidate, DetectionContext, Recognizer
from nomen.detect.acronyms import DefinedAcronymRecognizer
from nomen.detect.caps_names import MARRIED, CapsNameRecognizer
from nomen.detect.case_titles import CaseTitleRecognizer
from nomen.detect.citations import (CourtReferenceRecognizer, ReportedCaseRecognizer, StatuteRecognizer,
                                    drop_cited_names, parties_with_others)
from nomen.detect.capitalised_runs import CapitalisedRunRecognizer
from nomen.detect.enumerations import settle_lists, split_guessed_pairs, split_joined_people
from nomen.detect.glosses import read_defined_names, read_glosses
from nomen.detect.inclusion_list import InclusionListRecognizer
from nomen.detect.patterns import PATTERN_RECOGNIZERS
from nomen.detect.places import (drop_names_inside_named_after, join_named_after, relabel_address_words,
                                 relabel_company_names, relabel_kind_first_names, relabel_lone_places,
                                 relabel_places_with_kind, towns)
from nomen.detect.pseudonyms import PseudonymRecognizer
from nomen.detect.recurrence import (RecurrenceRecognizer, join_apostrophe_tails, join_middle_names,
                                     widen_names_in_capitals)
from nomen.detect.noise import (a_name_word, cut_initials, drop_headings, drop_title_case_phrases, join_wrapped_names,
                                numbered_filing, split_at_column_gaps, split_at_lines, trimmed)
from nomen.detect.markers import MarkedNameRecognizer, PartyDetailsRecognizer, drop_labelled_bodies, stop_at_markers
from nomen.detect.roles import assign_roles
from nomen.names.grammar import is_common_word
from nomen.names.kinds import POSITION_WORDS, kind_of_name, kind_of_run, names_a_law
from nomen.detect.spacy_ner import NER_SOURCES, LegalNerRecognizer, SpacyNerRecognizer
from nomen.detect.titled_names import TitledNameRecognizer
from nomen.detect.towns import TownRecognizer
from nomen.names.titles import POST_NOMINALS, split_title
from nomen.limits import check_time
from nomen.names.folding import fold
from nomen.detect import scores


def default_recognizers() -> tuple[Recognizer, ...]:
    return (
        SpacyNerRecognizer(),
        LegalNerRecognizer(),
        TitledNameRecognizer(),
        CapitalisedRunRecognizer(),
        CapsNameRecognizer(),
        PseudonymRecognizer(),
        MarkedNameRecognizer(),
        PartyDetailsRecognizer(),
        CaseTitleRecognizer(),
        ReportedCaseRecognizer(),
        CourtReferenceRecognizer(),
        StatuteRecognizer(),
        TownRecognizer(),
        InclusionListRecognizer(),
        DefinedAcronymRecognizer(),
        *PATTERN_RECOGNIZERS,
    )


class RecognizerRegistry:
    """Holds the recognizers and merges what they find into one list of non-overlapping spans."""

    def __init__(self, recognizers: Sequence[Recognizer] | None = None, use_ner: bool = True) -> None:
        chosen = tuple(recognizers) if recognizers is not None else default_recognizers()
        self.recognizers = tuple(r for r in chosen if use_ner or not isinstance(r, SpacyNerRecognizer))

    def detect(self, ctx: DetectionContext) -> list[Candidate]:
        running = [r for r in self.recognizers if _runs_on(r, ctx.language)]
        background = [r for r in running if hasattr(r, "begin")]
        for recognizer in background:  # another core starts now, while this one runs the rest
            recognizer.begin(ctx)
        # The NER passes last: the rules run here meanwhile on what the helper took, and a pass the
        # helper runs whole comes after the one with pieces to run here (the results are kept in the
        # recognizers' order all the same).
        found: dict[int, list[Candidate]] = {}
        try:
            for index in sorted(range(len(running)), key=lambda i: _turn(running[i], ctx)):
                check_time()
                found[index] = list(running[index].find(ctx))
        finally:
            for recognizer in background:
                recognizer.end(ctx)
        proposed = [candidate for index in range(len(running)) for candidate in found[index]]
        for _, step in MERGE_STEPS:
            proposed = step(proposed, ctx)
        return proposed


def _turn(recognizer: Recognizer, ctx: DetectionContext) -> int:
    """When a recognizer runs: the rules first, then the NER passes with pieces to run here, then
    those only the helper process runs."""
    if not isinstance(recognizer, SpacyNerRecognizer):
        return 0
    return 2 if recognizer.waits(ctx) else 1


def _runs_on(recognizer: Recognizer, language: str) -> bool:
    return "*" in recognizer.languages or language in recognizer.languages


def _name_key(cand: Candidate, ctx: DetectionContext) -> str:
    return _titled_key(cand, ctx)[1]


def _titled_key(cand: Candidate, ctx: DetectionContext) -> tuple[str, str]:
    """(the title a mention opens with, its name folded): what one name is, however written."""
    titles = ctx.lists.folded_titles if ctx.lists else frozenset()
    title, name = split_title(ctx.text[cand.start:cand.end], titles)
    return title, fold(name)


_AFTER_A_NAME = regex.compile(r"\p{Lu}[\p{L}'’-]+,?[ \t]+$")


_ONE_WORD = regex.compile(r"\p{L}{4,}")
_NAME_AFTER = regex.compile(r"\s+\p{Lu}")  # the title's name, on this line or the next: "Shri\nSadanand Gokhale"


def _excluded(cand: Candidate, ctx: DetectionContext) -> bool:
    """Listed for exclusion, or nothing but titles and listed words ("Sri", "Mr. Dr", "Ilma. Sra. Magistrada
    Ponente Dña"), a judge's or counsel's letters ("LJ" of "Lennox LJ", "KC"), listed words joined or cut
    ("Plaintiff-Appellants", "Respondent/Complainant", "Petitioner/s", "Appellant/") or a listed abbreviation
    spaced or split otherwise ("I. P. C", "Cr. P. C."): no name to hide."""
    if cand.source == "inclusion-list" or ctx.lists is None or cand.category not in categories.NAME_LIKE:
        return False
    key = _name_key(cand, ctx)
    if cand.source == MarkedNameRecognizer.name and (key in ctx.lists.calendar_and_countries or (
            _ONE_WORD.fullmatch(key) and key in ctx.lists.folded_titles and not _NAME_AFTER.match(ctx.text, cand.end))):
        # a parent's given name that a country bears: "hijo de Josep y de Montserrat"; a witness's given
        # name that is a title too: "PW1 Selvi" (Tamil's "Miss")
        return False
    if cand.source == PseudonymRecognizer.name and key in POST_NOMINALS and \
            not _AFTER_A_NAME.search(ctx.text, max(0, cand.start - 40), cand.start):
        return False  # "M.R. was crying": a child's initials, not the Master of the Rolls' ("Denning M.R. said")
    bare = key.rstrip(".")
    parts = [part.strip() for part in regex.split(r"[-/]", bare) if part.strip()]
    words = [w.strip(".,") for w in bare.split()]
    return key in ctx.lists.exclusion or bare in ctx.lists.exclusion or bare in ctx.lists.folded_titles or \
        (cand.category == categories.PERSON and bool(words) and
         all(w in ctx.lists.exclusion or w in ctx.lists.folded_titles for w in words)) or \
        (key in POST_NOMINALS and len(bare.replace(".", "")) > 1) or \
        (("-" in bare or "/" in bare) and parts and all(
            p in ctx.lists.exclusion or p.removesuffix("s") in ctx.lists.exclusion or p == "s" for p in parts)) or \
        _an_abbreviation_listed(cand, ctx, key) or _a_numbered_post(cand, ctx, key)


# A court's or a post's number in Roman figures: "Xiii" of "Xiii Addl. City Civil Judge", "Judge Ist".
_ROMAN = regex.compile(r"(?:x{0,3}|xl|lx{0,3})(?:ix|iv|vi{0,3}|i{1,3})|[ivx]+(?:st|nd|rd|th)")
_ORDINAL_OR_LONG_ROMAN = regex.compile(r"[ivx]+(?:st|nd|rd|th)|[ivxl]{3,}")


def _a_numbered_post(cand: Candidate, ctx: DetectionContext, key: str) -> bool:
    """Listed words with a number in Roman figures ("Xi Addl", "& Xxxiv Acmm"), or a title with one
    ("Judge Ist"): a post's name, no one's. "Mr Li" and "Xi" alone stay names."""
    words = [w.strip(".,&") for w in key.split() if w.strip(".,&")]
    numbers = [w for w in words if _ROMAN.fullmatch(w)]
    if not numbers or ctx.lists is None:
        return False
    others = [w for w in words if w not in numbers]
    if others:
        return all(w in ctx.lists.exclusion for w in others)
    return key != fold(ctx.text[cand.start:cand.end]) and all(_ORDINAL_OR_LONG_ROMAN.fullmatch(w) for w in numbers)


# The word right before a span, when it is an abbreviation's first letters: "Cr." of "Cr. P. C.".
_ABBREVIATION_BEFORE = regex.compile(r"(?<![\p{L}])(\p{L}{1,4})\.[ \t]*$")


def _an_abbreviation_listed(cand: Candidate, ctx: DetectionContext, key: str) -> bool:
    """A listed abbreviation however its letters are spaced or dotted ("I. P. C", "I.P.C." for
    "IPC"), or whose first letters stand right before the span ("Cr. P. C." for "Cr.P.C")."""
    if "." not in key or ctx.lists is None:
        return False
    letters = regex.sub(r"[.\s]", "", key)
    before = _ABBREVIATION_BEFORE.search(ctx.text, max(0, cand.start - 6), cand.start)
    return (len(letters) >= 3 and letters in ctx.lists.exclusion) or \
        (before is not None and fold(before.group(1)) + letters in ctx.lists.exclusion)


def drop_excluded(cands: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    """The exclusion list wins over every recognizer but the inclusion list."""
    return [c for c in cands if not _excluded(c, ctx)]


def drop_laws(cands: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    """A name that reads like a law or a filing ("NDPS Act", "Criminal Appeal", "Kodeks"), or that
    a docket's number follows ("Cra No. 217/2011"), is a reference, not someone or somewhere to hide."""
    return [c for c in cands if c.category not in categories.NAME_LIKE
            or not (names_a_law(ctx.text[c.start:c.end].split()) or numbered_filing(c, ctx.text))]


def drop_vetoes(cands: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    """Spans that only stopped a wrong guess (laws, events: NOT_NAME) leave once overlaps are settled;
    the context keeps where the rules' ones were (a cited case, a law; not NER's guesses) for the
    recurrence pass."""
    ctx.vetoed = sorted((c.start, c.end) for c in cands
                        if c.category == categories.NOT_NAME and c.source not in NER_SOURCES)
    return [c for c in cands if c.category != categories.NOT_NAME]


def find_again(cands: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    """The recurrence pass: every further occurrence of what was found; a person's part found before
    ("Yanis") gives way to the whole name found again around it ("Yanis LAMBERT")."""
    extra = RecurrenceRecognizer().find_again(cands, ctx)
    people = sorted({(c.start, c.end) for c in cands if c.category == categories.PERSON})
    inside: set[tuple[int, int]] = set()
    for wide in extra:
        if wide.category == categories.PERSON:
            # the people's spans that start inside it, in order (a binary search, not every pair)
            for span in takewhile(lambda s: s[0] < wide.end, people[bisect_left(people, (wide.start, -1)):]):
                if span[1] <= wide.end and span != (wide.start, wide.end):
                    inside.add(span)
    kept = [c for c in cands if c.category != categories.PERSON or (c.start, c.end) not in inside]
    return sorted(kept + extra, key=lambda c: c.start)


def read_roles(cands: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    return assign_roles(cands, ctx.text)


def resolve_overlaps(cands: list[Candidate], ctx: DetectionContext | None = None) -> list[Candidate]:
    """Keep non-overlapping spans: the best-scored first, widened to the longest agreeing span."""
    chosen: list[Candidate] = []
    for group in _overlap_groups(cands):
        chosen.extend(_resolve_group(group, ctx) if len(group) > 1 else group)
    return chosen


def _overlap_groups(cands: list[Candidate]) -> list[list[Candidate]]:
    """Connected runs of overlapping candidates, so the quadratic work stays local."""
    groups: list[list[Candidate]] = []
    group_end = -1
    for cand in sorted(cands, key=lambda c: (c.start, -c.end)):
        if cand.start >= group_end:
            groups.append([])
        groups[-1].append(cand)
        group_end = max(group_end, cand.end)
    return groups


def _resolve_group(group: list[Candidate], ctx: DetectionContext | None) -> list[Candidate]:
    def clashes(a: Candidate, chosen: list[Candidate]) -> bool:
        return any(c.overlaps(a) for c in chosen)

    chosen: list[Candidate] = []
    for cand in sorted(group, key=lambda c: (-c.score, -(c.end - c.start), c.start)):
        if clashes(cand, chosen):
            continue
        wider = [o for o in group if o.category == cand.category and o.contains(cand)
                 and (o.end - o.start) > (cand.end - cand.start) and not clashes(o, chosen)
                 and not _outscored_beside(o, cand, group)
                 and not _before_the_title(o, cand, ctx)]
        if wider:
            best = max(wider, key=lambda o: (o.end - o.start, o.score))
            cand = replace(cand, start=best.start, end=best.end)
        cand = _joined_with_overlapping_names(cand, group, chosen, ctx)
        chosen.append(_with_a_rules_word(cand, group))
    return sorted(chosen, key=lambda c: c.start)


_INITIAL_BEFORE = regex.compile(r"\p{Lu}\.")


def _before_the_title(other: Candidate, cand: Candidate, ctx: DetectionContext | None) -> bool:
    """Whether `other` reaches before the title that opens the titled name `cand` with what is not a
    given name: "de Jaén D. Ignacio" is a town and a notary, "Heard Shri Chandurkar" and "Authorised
    Signatory Shri X" a verb or a post and a person; "W. M. Kumari Sandamali" and "Muhammed Haji
    Valapra" are one name each (a title may stand inside a name)."""
    if cand.source != TitledNameRecognizer.name or other.start >= cand.start or ctx is None or ctx.lists is None:
        return False
    places = towns()
    return not all(_INITIAL_BEFORE.fullmatch(word) or a_name_word(word, ctx) and fold(word) not in places and
                   not is_common_word(word, ctx.language) for word in ctx.text[other.start:cand.start].split())


def _outscored_beside(wider: Candidate, cand: Candidate, group: list[Candidate]) -> bool:
    """Whether a veto's wider span would swallow, beside the winner, a person's name that outscores
    it: legal NER's veto over "SANGEETA V NAIK OCC:BUSINESS" widens the occupation's veto only as
    far as the name, which the capitals rule scored higher."""
    return cand.category == categories.NOT_NAME and any(
        o.category == categories.PERSON and o.score > wider.score and wider.overlaps(o) and not cand.overlaps(o)
        for o in group)


def _joined_with_overlapping_names(cand: Candidate, group: list[Candidate], chosen: list[Candidate],
                                   ctx: DetectionContext | None) -> Candidate:
    """A person's name that another find of a name overlaps without either holding the other
    ("Rai Kapoor" and "Dewan Daulat Rai") is one name over both: the winner alone would leave
    "Dewan Daulat" in the clear. They must share a name word, not a title alone (the next
    person's "Mr."), and only name words join: no title, no listed word ("Petitioner", "Son"), no
    small word, nothing across a column's gap or a line; punctuation at either end stays out. The
    rest of a word one of them cut is the name's too: NER's "Chan Tai-man" completes "Mr Chan Tai". Nor,
    as in widening, does a name take words before its title (`_before_the_title`)."""
    if cand.category != categories.PERSON or ctx is None or ctx.lists is None:
        return cand
    text = ctx.text
    start, end = cand.start, cand.end
    for other in group:
        if other.category == cand.category and other.overlaps(cand) and not other.contains(cand) and \
                not cand.contains(other) and not any(c.overlaps(other) for c in chosen) and \
                not _before_the_title(other, cand, ctx):
            shared = text[max(cand.start, other.start):min(cand.end, other.end)].split()
            sides = (text[other.start:cand.start], text[cand.end:other.end])
            if any(a_name_word(word, ctx) for word in shared) and \
                    all(a_name_word(word, ctx) or _A_WORDS_REST.match(word) or _MARRIED_WORD.match(word)
                        for side in sides for word in side.split()) and \
                    not any(_COLUMN_GAP.search(side) for side in sides):
                start, end = min(start, other.start), max(end, other.end)
    start, end = trimmed(text, start, end)
    return replace(cand, start=start, end=end) if (start, end) != (cand.start, cand.end) else cand


# The rest of a hyphenated name word that one find cut ("Tai" of "Mr Chan Tai-man", which NER read whole).
_A_WORDS_REST = regex.compile(r"-\p{Ll}{2,6}$")
# The word before a married or maiden name ("Madame DIOMANDÉ Mariam épouse KONÉ"): the name goes on past it.
_MARRIED_WORD = regex.compile(rf"{MARRIED}$")
_COLUMN_GAP = regex.compile(r"\t[ \t]*\t|[ \t]{4,}|\n")  # the next column's words, or the next line's


# Rules that read who a name is from the words around it (not NOME's capitalised runs).
_CONTEXT_RULES = frozenset({"marked-name", "titled-name", "pseudonym"})


def _with_a_rules_word(cand: Candidate, group: list[Candidate]) -> Candidate:
    """A guess (NER's) that a context rule agrees with, same span and category, is the rule's find:
    "one Ramu" stays someone although a town bears the name (`relabel_lone_places` trusts rules)."""
    if cand.source not in WEAK_SOURCES:
        return cand
    agreeing = next((o for o in group if o.source in _CONTEXT_RULES and o.category == cand.category
                     and (o.start, o.end) == (cand.start, cand.end)), None)
    return replace(cand, source=agreeing.source) if agreeing else cand


# The parts of a name: its words, and the name after initials glued to it ("M.Saravanan").
_NAME_PARTS = regex.compile(r"\s+|(?<=\.)(?=\p{L}{2})")


def harmonise_categories(found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    """One name, one category: the strongest evidence anywhere decides ("Mr Polat" makes "Polat"
    a person everywhere, even where NER guessed an organisation). A lone word of a person's name
    that only NER called a body or a place ("the Dolores problem", Dolores Quintanilla-Brewster's
    name) is the person's too, unless it is a place NER read as one ("Victoria"): a first name left
    in clear is a leak."""
    weight: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    parts: set[str] = set()
    ruled_otherwise: set[str] = set()  # keys some rule, not only NER, calls a body or a place
    titled_keys = [_titled_key(cand, ctx) if cand.category in categories.NAME_LIKE else None for cand in found]
    keys = [tk[1].rstrip(".") if tk else None for tk in titled_keys]  # NER's "S.M" is the child "S.M."
    # the surnames written after a courtesy title somewhere ("Mr. Lane", "Mrs Lorna Hendry")
    titled = {key.split()[-1] for cand, tk, key in zip(found, titled_keys, keys)
              if tk and tk[0] and cand.category == categories.PERSON and key and key.split()[-1] not in POSITION_WORDS}
    for cand, key in zip(found, keys):
        if key is not None:
            votes = weight[key]
            votes[cand.category] = max(votes[cand.category], cand.score)
            if cand.category != categories.PERSON and cand.source not in NER_SOURCES:
                ruled_otherwise.add(key)
            if cand.category == categories.PERSON and len(name_parts := _NAME_PARTS.split(key)) > 1:
                # The surname of "Janice Williams-Johnston" is a person's too, wherever NER
                # took "Williams-Johnston" alone for an organisation; so is "Saravanan" of "M.Saravanan".
                for part in name_parts:
                    votes = weight[part]
                    votes[categories.PERSON] = max(votes[categories.PERSON], cand.score * scores.PART_WEIGHT)
                    parts.add(part)
    places = towns()
    out = []
    for cand, key in zip(found, keys):
        if key is not None:
            votes = weight[key]
            best = max(votes, key=votes.get)
            if best != categories.PERSON and key in parts and key not in ruled_otherwise and \
                    not (best == categories.LOC and key in places):
                best = categories.PERSON
            elif best != categories.PERSON and key not in ruled_otherwise and _each_word_someones(key, weight):
                best = categories.PERSON
            elif best in (categories.LOC, categories.ORG) and _ends_with_a_titled_surname(key, titled):
                best = categories.PERSON
            if best != cand.category:
                cand = replace(cand, category=best)
        out.append(cand)
    return out


def _each_word_someones(key: str, weight: dict[str, dict[str, float]]) -> bool:
    """A name of several words, each of them a person's name elsewhere, with no word that makes it a
    body or a place: NER's "Bradley Young" (an organisation) beside "Mr Young" and "Bradley" is the
    victim, not a body; nor is "DEAN ANTHONY OAKHURST" beside "Dean Oakhurst" (his middle name)."""
    words = key.split()
    return len(words) > 1 and kind_of_run(words) is None and (
        all(categories.PERSON in weight.get(word, {}) for word in words) or
        len(words) > 2 and categories.PERSON in weight.get(f"{words[0]} {words[-1]}", {}))


def _ends_with_a_titled_surname(key: str, titled: set[str]) -> bool:
    """A place or a body read from its last word ("Curtis Lane") that is a surname under a title elsewhere
    ("Mr. Lane"), with no other word making it a place or a body: the neighbour, not a street; "Ella
    Hendry" beside "Mrs Hendry" is her niece, not a firm."""
    words = key.split()
    return len(words) > 1 and words[-1] in titled and kind_of_name(words) is None


Step = Callable[[list[Candidate], DetectionContext], list[Candidate]]
# The merge, in order; each step declares by its signature all it reads: the candidates and the context.
MERGE_STEPS: tuple[tuple[str, Step], ...] = (
    ("names stop at markers", stop_at_markers),
    ("two people joined are two", split_joined_people),
    ("a short name defined in brackets after a person's is a person", read_defined_names),
    ("a party with its others is the party", parties_with_others),
    ("a party's label makes no body of the party", drop_labelled_bodies),
    ("drop excluded terms", drop_excluded),  # after the splits: "Madan Lal & Ors" leaves "Ors" to drop
    ("laws and filings are no one", drop_laws),
    ("title-cased phrases are no one", drop_title_case_phrases),
    ("headings are no one", drop_headings),
    ("initials stop where the next sentence or person starts", cut_initials),
    ("a name inside what is named after it is no one", drop_names_inside_named_after),
    ("a person's guess an address names with its kind is a place", relabel_places_with_kind),
    ("settle overlaps", resolve_overlaps),
    ("a cited case's name alone is the case", drop_cited_names),
    ("a gloss in brackets names what it follows", read_glosses),
    ("drop vetoes", drop_vetoes),
    ("a name in capitals takes the uncommon capitals beside it", widen_names_in_capitals),
    ("one category per name", harmonise_categories),
    ("two names NER joined into a body are two people", split_guessed_pairs),
    ("a name after a street's or a body's kind is theirs", relabel_kind_first_names),
    # the address's words first: "Dennistoun, Glasgow" is no list of two people that keeps Glasgow a person
    ("a word between an address's parts is a place", relabel_address_words),
    ("lone towns are places", relabel_lone_places),
    ("a name before a street's or a body's head word is theirs", join_named_after),
    ("a name before a company's ending is the company's", relabel_company_names),
    ("read lists of names", settle_lists),
    ("a name goes on after an apostrophe inside its word", join_apostrophe_tails),
    ("find every occurrence again", find_again),
    ("a middle name between two parts found is the name's", join_middle_names),
    ("so does a name in capitals found again", widen_names_in_capitals),
    ("a name wrapped at a line's end goes on at the next line's start", join_wrapped_names),
    ("nor what the lists and recurrences found", drop_excluded),  # "Advocate and Mr.\n Amit": no "Mr"
    ("a column's gap before an initial parts two names", split_at_column_gaps),
    ("read roles", read_roles),
    ("a mention stays on its line", split_at_lines),
)
