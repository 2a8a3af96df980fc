"""Names listed beside a person: "their children Carl, Michael, Katie and Sophie".

NER often tags one name of such a list and misses the first names around it, or takes one of
them for a town ("Arjun, Meena, Kavita, Ravi"). A list of three items or more in which one
item is a person is a list of people: its other name-shaped items (not excluded, not
institutions) join, and where people are most of the list, a lone word NER read as a place
is a person too; so is every item of a bench ("Judges Lindberg, Costa and Novak", "Karakatsanis,
Côté, Brown and Rowe JJ."). Except right after a person and "of": "Ms E. Gedye of Wood, Awdry and Ford"
names the firm she works for, one organisation. And the reverse: one span that holds two
people joined by "and" or "&" ("Shinde J. and Deshmukh J.", "Mr C. Jones and Professor D.
Hart") is two people.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import replace
from itertools import accumulate

import regex

from nomen import categories
from nomen.detect.base import Candidate, DetectionContext, overlaps_any
from nomen.names.kinds import POSITION_WORDS, kind_of_run, names_a_law
from nomen.detect.capitalised_runs import RARE_ZIPF
from nomen.detect.places import towns
from nomen.names.grammar import CAP_WORD, is_common_word, is_sentence_adverb, stop_words, word_zipf
from nomen.names.folding import fold
from nomen.detect import scores

_ITEM = rf"{CAP_WORD}(?:[ \t]+{CAP_WORD}){{0,2}}"
_SEPARATOR = r"(?:,[ \t]*(?:(?:and|et|y|e|und)[ \t]+)?|[ \t]+(?:and|et|y|e|und)[ \t]+)"
_LIST = regex.compile(rf"(?<![\p{{L}}\p{{N}}])(?P<item>{_ITEM})(?:{_SEPARATOR}(?P<item>{_ITEM})){{2,}}")
# Two one-word names, neither inside a longer run of capitalised words ("Rukmani Educational and
# Charitable\nTrust", "Khojas and Cutchi Memons").
_PAIR = regex.compile(rf"(?<![\p{{L}}\p{{N}}.'’-]|\p{{Lu}}[\p{{L}}.'’-]*\s)(?P<a>{CAP_WORD})[ \t]+(?:and|et|y|e|und)[ \t]+"
                      rf"(?P<b>{CAP_WORD})(?![\p{{L}}\p{{N}}'’-]|\.\p{{L}}|\s+\p{{Lu}})")
_OF = regex.compile(r"[ \t]+of[ \t]+$")
# "Judges" right before a list makes every item a person (a bench).
_PEOPLE_NOUNS = r"(?:[Jj]udges|[Jj]ustices|[Jj]uges|[Jj]ueces)"
_PEOPLE_BEFORE = regex.compile(rf"\b{_PEOPLE_NOUNS},?[ \t]+$")
_PEOPLE_HEAD = regex.compile(rf"{_PEOPLE_NOUNS}[ \t]+")
# And the bench's mark right after it: "Karakatsanis, Côté, Brown and Rowe JJ.", "X, Y and Z, Justices".
_PEOPLE_AFTER = regex.compile(r",?\*?[ \t]+(?:JJ\.?(?:A\.)?|JJA|LJJ|Jj\.?|Justices|Judges|juges)(?![\p{L}])")
# "and", "&", and a Spanish "y (el)" before the next one's title ("Sr. A. B. Baka y el Sr. J. Makarczyk",
# "Dña. Pilar Aranda Vidal y de Dña. Sonia Lozano") or before a name of two words or more ("Huamán
# Condori y Ticona Apaza", "Lucía y Diego Sanz Morcillo", "hijo de José Luis y de María Begoña"); not the
# "y" of "José Ortega y Gasset".
_JOINT = regex.compile(r"[ \t]+(?:and|&)[ \t]+|[ \t]+y[ \t]+(?:(?:el|la|de)[ \t]+)?(?=\p{Lu}\p{Ll}{0,3}\.)|"
                       r"[ \t]+y[ \t]+(?:de[ \t]+)?(?=\p{Lu}[\p{L}'’-]*(?:[ \t]+(?:(?:de|del|la|las|los)[ \t]+)*\p{Lu}[\p{L}'’-]*)+)")
_CAPITAL = regex.compile(r"\p{Lu}")
# What can take a first name for a town: NER, and the town recognizers.
_GUESSES = frozenset({"spacy-ner", "legal-ner", "town"})


def settle_lists(found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    """The candidates with every list read once: a list right after "<person> of" becomes one
    organisation (its items no longer people); a list holding a person gains its other items."""
    people = [c for c in found if c.category == categories.PERSON]
    if not people:
        return found
    ends = {c.end for c in people}
    stops = stop_words(ctx.language)
    taken = sorted((c.start, c.end) for c in found)
    firms, mates = [], []
    # Items NER took for a place or a body that a list of people makes people: every item of a
    # bench, the one-word items of a list mostly of people.
    guessed_people: set[tuple[int, int]] = set()
    covered = _PeopleCover(people)
    for match in _LIST.finditer(ctx.text):
        cue = _OF.search(ctx.text, max(0, match.start() - 8), match.start())
        if cue and cue.start() in ends:
            firms.append(Candidate(match.start(), match.end(), categories.ORG, scores.ENUMERATION, "firm"))
            continue
        items = match.spans("item")
        head = _PEOPLE_HEAD.match(ctx.text, items[0][0], items[0][1])  # "Judges Lindberg, Costa and Novak"
        if head:
            items[0] = (head.end(), items[0][1])
        held = sum(covered(s, e) for s, e in items)
        if head or _PEOPLE_BEFORE.search(ctx.text, max(0, match.start() - 30), match.start()) or \
                _PEOPLE_AFTER.match(ctx.text, match.end()):
            held = max(held, len(items))  # "Judges Lindberg, Costa, Novak and Petrov": people, all
            guessed_people.update(items)
        if not held:
            continue
        joining = [Candidate(start, end, categories.PERSON, scores.ENUMERATION, "enumeration") for start, end in items
                   if not overlaps_any(taken, start, end) and _name_like(ctx, stops, ctx.text[start:end])]
        mates += joining
        if 2 * (held + len(joining)) >= len(items):
            guessed_people.update((s, e) for s, e in items if " " not in ctx.text[s:e])
        if held + len(joining) >= len(items) - 1 >= 2:
            # every other item a person: a name NER took for a body is one too, if no head word says
            # otherwise ("Yaw Boadi, Kofi Boadi, Ama Serwaa and Kwame Boadi")
            guessed_people.update((s, e) for s, e in items if _uncommon_name(ctx, stops, ctx.text[s:e]))
    # one-word names some rule calls a person's somewhere ("del menor Santiago")
    first_names = {fold(ctx.text[c.start:c.end]) for c in people if " " not in ctx.text[c.start:c.end]}
    for pair in _PAIR.finditer(ctx.text):
        # "se nombrará Santiago y Daniela", "Léa et Thomas": a word no rule took, joined to a person's
        # name, is a person's too if it reads as a first name (rare as a word, no town's)
        for one, other in (("a", "b"), ("b", "a")):
            start, end = pair.span(other)
            if not (covered(*pair.span(one)) or fold(pair[one]) in first_names) or \
                    not _name_like(ctx, stops, pair[other]) or fold(pair[other]) in towns() or \
                    is_common_word(pair[other], ctx.language):
                continue
            if not overlaps_any(taken, start, end):
                mates.append(Candidate(start, end, categories.PERSON, scores.ENUMERATION, "enumeration"))
            else:  # "Lina et Maïssa", where NER took the second name for a place
                guessed_people.add((start, end))
    kept = [replace(c, category=categories.PERSON, score=scores.ENUMERATION)
            if c.category in (categories.LOC, categories.ORG) and c.source in _GUESSES and (c.start, c.end) in guessed_people
            else c
            for c in found if not any(f.contains(c) for f in firms)]
    return kept + mates + firms


def split_joined_people(found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    """A person's span holding two names joined by "and" or "&" becomes two people (each part
    must still read as a name: a capital word)."""
    out = []
    for cand in found:
        joint = _JOINT.search(ctx.text, cand.start, cand.end + 4) if cand.category == categories.PERSON else None
        if joint is None or joint.end() >= cand.end or not all(_CAPITAL.search(ctx.text, s, e) for s, e in
                                    ((cand.start, joint.start()), (joint.end(), cand.end))):
            out.append(cand)
            continue
        out += [replace(cand, end=joint.start()), replace(cand, start=joint.end())]
    return out


# Two single names NER read as one body or place: "Arjun and Devika expressed their wish".
_TWO_WORDS_JOINED = regex.compile(rf"(?P<first>{CAP_WORD})[ \t]+(?:and|et|y)[ \t]+(?P<second>{CAP_WORD})")


def split_guessed_pairs(found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    """NER's body or place of two words joined by "and", each of them a word of someone's name
    found elsewhere ("Master Arjun S.", "Kumari Devika S."), is those two people: as one body it
    kept both first names from being found again. "Larsen and Toubro" stays the company unless
    both are people's names in the decision."""
    names = {fold(word) for cand in found if cand.category == categories.PERSON
             for word in ctx.text[cand.start:cand.end].split()}
    out = []
    for cand in found:
        pair = _TWO_WORDS_JOINED.fullmatch(ctx.text, cand.start, cand.end) \
            if cand.source in _GUESSES and cand.category in (categories.ORG, categories.LOC) else None
        if pair and fold(pair["first"]) in names and fold(pair["second"]) in names:
            out += [replace(cand, start=pair.start(part), end=pair.end(part), category=categories.PERSON)
                    for part in ("first", "second")]
        else:
            out.append(cand)
    return out


class _PeopleCover:
    """Whether a person's span holds an item of a list or lies inside it, found by binary search: a
    list of thousands of names beside thousands of people must not cost their product."""

    def __init__(self, people: list[Candidate]) -> None:
        spans = sorted((p.start, p.end) for p in people)
        self._starts = [start for start, _ in spans]
        self._ends = [end for _, end in spans]
        self._reach = list(accumulate(self._ends, max))  # the farthest end of the people starting so far

    def __call__(self, start: int, end: int) -> bool:
        before = bisect_right(self._starts, start) - 1
        if before >= 0 and self._reach[before] >= end:
            return True  # someone starting at or before the item reaches past its end
        inside = range(bisect_left(self._starts, start), bisect_right(self._starts, end))
        return any(self._ends[i] <= end for i in inside)


def _uncommon_name(ctx: DetectionContext, stops: frozenset[str], item: str) -> bool:
    """A name with a word no dictionary uses, none a common one, and no town's ("Ama Serwaa", not
    "Cooperative Societies", "Sub Registrar" or "New Delhi")."""
    words = item.split()
    return _name_like(ctx, stops, item) and fold(item) not in towns() and \
        any(word_zipf(w, ctx.language) < RARE_ZIPF for w in words) and not any(is_common_word(w, ctx.language) for w in words)


def _name_like(ctx: DetectionContext, stops: frozenset[str], item: str) -> bool:
    words = item.split()
    if ctx.lists and (ctx.lists.is_excluded(item) or any(ctx.lists.is_excluded(w) for w in words)):
        return False
    return kind_of_run(words) is None and not names_a_law(words) and not is_sentence_adverb(words[0]) and \
        not any(fold(w) in stops or fold(w) in POSITION_WORDS for w in words)

