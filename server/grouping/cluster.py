"""Cluster name variants into entities: fuzzy token overlap, average linkage, then the rules.

1. Mentions of two or more name tokens are compared pairwise: tokens are aligned
   (equal, near-equal by rapidfuzz ratio, or an initial matching a name), the
   distance is one minus the overlap over the shorter name, and a name spelled
   out on both sides but different ("Pedro" / "Juan" Pérez) forbids the link.
2. Those forms are clustered with average-linkage agglomerative clustering (SciPy's,
   run over the close pairs only: `linkage.py`) cut at THRESHOLD.
3. One-token mentions ("Millar", "Mr. Millar", "RBC") join the single cluster
   that bears the token (or whose acronym it is); where several do, a gendered
   title may decide (the bearer of that gender, or the only one not of the other: "Mr Doe"
   beside "JOHN DOE" and "Mrs Mary Doe"), then the title itself (the only one written with it:
   "Sergeant Ortiz" beside "Sergeant Miguel Ortiz" and "Denise Ortiz"), and otherwise the mention
   stays apart, flagged ambiguous.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from itertools import repeat

import numpy as np
from rapidfuzz import fuzz, process
from nomen.grouping.linkage import average_linkage_clusters, connected
from nomen.names.forms import NameForm

# Overlap distance at which two name clusters stop merging (the Uruguayan study's 0.45).
THRESHOLD = 0.45
NEAR_EQUAL_RATIO = 88.0
INITIAL_MATCH = 0.8
NEAR_MATCH = 0.9


@dataclass
class Grouping:
    """labels[i] is the cluster of form i; `ambiguous` holds clusters of a shared lone name."""

    labels: list[int]
    ambiguous: set[int] = field(default_factory=set)


def _token_similarity(forms: list[NameForm]) -> dict[tuple[str, str], float]:
    """Similarity of every pair of distinct full tokens that are near-equal, computed by rapidfuzz.cdist
    between tokens of close lengths only: a ratio (indel similarity) of NEAR_EQUAL_RATIO needs the
    lengths within that share of their sum ("Kumar" is never compared with "Krishnamoorthy")."""
    vocab = sorted({t for f in forms for t, ini in zip(f.tokens, f.is_initial) if not ini and len(t) >= 5},
                   key=lambda t: (len(t), t))
    lengths = np.array([len(t) for t in vocab])
    spread = 1 - NEAR_EQUAL_RATIO / 100  # |l1 - l2| <= spread * (l1 + l2)
    near = {}
    for length in sorted(set(lengths)):
        longest = int(length * (1 + spread) / (1 - spread) + 1e-9)  # (11 and 14 can still be 88)
        start, end = np.searchsorted(lengths, [length, longest + 1])
        scores = process.cdist(vocab[start:np.searchsorted(lengths, length, "right")], vocab[start:end],
                               scorer=fuzz.ratio, dtype=np.uint8, score_cutoff=NEAR_EQUAL_RATIO)
        for row, column in zip(*np.nonzero(scores)):
            a, b = vocab[start + row], vocab[start + column]
            if a != b:
                near[a, b] = near[b, a] = NEAR_MATCH
    return near


def form_distance(x: NameForm, y: NameForm, near: dict[tuple[str, str], float]) -> float:
    """1 - aligned overlap over the shorter name; 1.0 when each side spells out a name the other lacks.
    Each token of the shorter name takes the free token of the longer most like it: the same token
    (an initial matching an initial or a one-letter word), near-equal ones by `near`, or an initial
    standing for a given name, never for the surname that ends a name ("M. Russell" is not "R.
    Macdonald"), nor for one while the longer name spells out a different name before the initial
    ("Sangeeta V Naik" is not "Mahesh S Naik"), nor an initial of one name find no place in the other
    while the other has a word of its own left ("R.K. Sharma" is not "R.S. Sharma"). Tens of thousands
    of pairs are compared, so the token test is written out here."""
    # Initials alone ("J.B.", "JT") are a pseudonym, a child's or a party's: they never join a name spelt
    # out ("Bradley J. Heinz", their counsel, whose letters they share); a defined term joins them.
    if _initials_alone(x) and not all(y.is_initial) or _initials_alone(y) and not all(x.is_initial):
        return 1.0
    short, long_ = (x, y) if len(x.tokens) <= len(y.tokens) else (y, x)
    tokens, initials = long_.tokens, long_.is_initial
    last, short_last = len(tokens) - 1, len(short.tokens) - 1
    free = list(range(len(tokens)))
    total = 0.0
    unmatched_short_full = unmatched_short_initial = False
    first_initial_taken = len(tokens)  # the first initial of the longer name a full name of the shorter took
    for i, (tok, ini) in enumerate(zip(short.tokens, short.is_initial)):
        best, best_j = 0.0, None
        for j in free:
            other, other_ini = tokens[j], initials[j]
            if tok == other:
                score = 1.0 if ini == other_ini else INITIAL_MATCH
            elif ini or other_ini:
                full_is_surname = j == last if ini else i == short_last
                score = INITIAL_MATCH if ini != other_ini and tok[0] == other[0] and not full_is_surname else 0.0
            else:
                score = near.get((tok, other), 0.0)
            if score > best:
                best, best_j = score, j
        if best_j is None:
            unmatched_short_full |= not ini
            unmatched_short_initial |= ini
            continue
        free.remove(best_j)
        total += best
        if initials[best_j] and not ini:
            first_initial_taken = min(first_initial_taken, best_j)
    unmatched_long_full = any(not initials[j] for j in free)
    if unmatched_short_full and unmatched_long_full:
        return 1.0
    # "R.K. Sharma" is not "R.S. Sharma", nor "A.T.T." "M.J.T.T.": an initial the other name has no
    # place for, while it has a name or an initial of its own there.
    if unmatched_short_initial and free:
        return 1.0
    # "SANGEETA V NAIK" is not "MAHESH S NAIK": the S stands for a name after Mahesh, not for Sangeeta.
    if first_initial_taken < len(tokens) and any(not initials[j] and j < first_initial_taken for j in free):
        return 1.0
    if x.gender and y.gender and x.gender != y.gender:
        return 1.0
    return 1.0 - total / len(short.tokens)


def _initials_alone(form: NameForm) -> bool:
    return len(form.tokens) > 1 and all(form.is_initial)


def _candidate_pairs(forms: list[NameForm], near: dict[tuple[str, str], float]) -> set[tuple[int, int]]:
    """The pairs that can be closer than 1.0. A pair is 1.0 apart unless one of its names has every
    full token matched by a token of the other (`form_distance`), so a name with full tokens is
    paired only with the names that can match each of them (`_Matching`); one of initials alone,
    with those that share one of its letters. Every other pair is 1.0 apart without being computed,
    so a few thousand names cost what their neighbours cost, not every pair."""
    matching = _Matching(forms, near)
    pairs: set[tuple[int, int]] = set()
    for i, form in enumerate(forms):
        full = [(position, token) for position, (token, initial) in enumerate(zip(form.tokens, form.is_initial))
                if not initial]
        if full:
            last = len(form.tokens) - 1
            others = matching.of_all([(token, position == last) for position, token in full])
        else:
            others = set().union(*(matching.of_initial(token) for token in form.tokens))
        # Each pair once, its lower index first (`form_distance` reads the first as the shorter on a tie).
        pairs.update(zip(repeat(i), [j for j in others if j > i]))
        pairs.update(zip([j for j in others if j < i], repeat(i)))
    return pairs


_NONE: frozenset[int] = frozenset()


class _Matching:
    """Which names have a token that can match a given one (`form_distance`'s token test above zero)."""

    def __init__(self, forms: list[NameForm], near: dict[tuple[str, str], float]) -> None:
        self.holders: dict[tuple[str, str], set[int]] = defaultdict(set)
        for i, form in enumerate(forms):
            last = len(form.tokens) - 1
            for position, (token, initial) in enumerate(zip(form.tokens, form.is_initial)):
                if initial:
                    self.holders["initial", token[0]].add(i)
                else:
                    self.holders["token", token].add(i)
                    # A given name (never the surname that ends a name) is what an initial stands for;
                    # a one-letter word is that letter wherever it stands (`form_distance`: the same token).
                    if position < last or len(token) == 1:
                        self.holders["first", token[0]].add(i)
        self.near: dict[str, list[str]] = defaultdict(list)
        for a, b in near:
            self.near[a].append(b)
        self._spelt: dict[str, set[int]] = {}

    def of_all(self, tokens: list[tuple[str, bool]]) -> set[int]:
        """The names that can match every full token given (each with whether it is its name's last
        word): for each, the same token or a near-equal one, or (a given name, or a one-letter word)
        an initial of its letter. The initials' holders are thousands, so they are never copied into
        a union: what is left of the candidates is narrowed by each side instead."""
        sides = [(self._spelt_as(token), self.holders.get(("initial", token[0]), _NONE)
                  if not surname or len(token) == 1 else _NONE) for token, surname in tokens]
        sides.sort(key=lambda side: len(side[0]) + len(side[1]))
        spelt, initial = sides[0]
        found = spelt | initial if initial else spelt
        for spelt, initial in sides[1:]:
            found = (found & spelt) | (found & initial) if initial else found & spelt
        return found

    def _spelt_as(self, token: str) -> set[int]:
        """The names holding `token` or a token near-equal to it."""
        if token not in self._spelt:
            self._spelt[token] = set().union(*(self.holders.get(("token", other), _NONE)
                                               for other in (token, *self.near.get(token, ()))))
        return self._spelt[token]

    def of_initial(self, letter: str) -> set[int]:
        """The names that can match an initial: the same initial, a given name or a one-letter word of its letter."""
        return self.holders.get(("initial", letter), set()) | self.holders.get(("first", letter), set())


def _agglomerate(forms: list[NameForm], threshold: float) -> list[int]:
    """Average-linkage clusters cut at `threshold`, computed per connected group of names: names 1.0
    apart from every member of a group never join it (an average of 1.0 is over any threshold), so
    the clusters are those of the whole matrix, without building it."""
    near = _token_similarity(forms)
    n = len(forms)
    close = [(i, j, d) for i, j in _candidate_pairs(forms, near)
             if (d := form_distance(forms[i], forms[j], near)) < 1.0]
    component = connected(n, [(i, j) for i, j, _ in close])
    members: dict[int, list[int]] = defaultdict(list)
    for i, c in enumerate(component):
        members[c].append(i)
    distances: dict[int, list[tuple[int, int, float]]] = defaultdict(list)
    for i, j, d in close:
        distances[component[i]].append((i, j, d))
    labels, next_label = [0] * n, 0
    for c, group in members.items():
        where = {index: k for k, index in enumerate(group)}
        local = [(where[i], where[j], d) for i, j, d in distances[c]]
        for index, label in zip(group, average_linkage_clusters(len(group), local, threshold)):
            labels[index] = next_label + label
        next_label += len(group)
    return labels


def _acronym(form: NameForm) -> str:
    return "".join(t[0] for t in form.tokens)


def group_forms(forms: list[NameForm], threshold: float = THRESHOLD, acronyms: bool = False,
                said_genders: dict[NameForm, str] | None = None) -> Grouping:
    """Cluster unique name forms. With `acronyms`, a lone token also joins the names it abbreviates;
    `said_genders` gives full names the gender their text says ("his wife, Tammy Pelletier"): a lone
    titled surname of the other gender is not theirs (a kinship word names a relative, so it only rules
    out; a title also picks)."""
    multi = [i for i, f in enumerate(forms) if len(f.tokens) > 1]
    labels = [-1] * len(forms)
    if multi:
        for i, label in zip(multi, _agglomerate([forms[i] for i in multi], threshold)):
            labels[i] = label
    next_label = max(labels, default=-1) + 1
    bearers: dict[str, set[int]] = defaultdict(set)
    genders: dict[int, set[str]] = defaultdict(set)
    said: dict[int, set[str]] = defaultdict(set)
    titles: dict[int, set[str]] = defaultdict(set)
    for i in multi:
        titles[labels[i]].update(forms[i].title_words)
        for tok in forms[i].full_tokens:
            bearers[tok].add(labels[i])
        if acronyms:
            bearers[_acronym(forms[i])].add(labels[i])
        if forms[i].gender:
            genders[labels[i]].add(forms[i].gender)
        if said_genders and forms[i] in said_genders:
            said[labels[i]].add(said_genders[forms[i]])
    ambiguous: set[int] = set()
    lone_label: dict[tuple[str, str | None], int] = {}
    couples = _couples(forms, labels, bearers)
    for i, form in enumerate(forms):
        if labels[i] != -1:
            continue
        token = form.tokens[0] if form.tokens else ""
        clusters = bearers.get(token, set())
        if len(clusters) > 1 and form.gender:
            # "Mr Doe" beside "John Doe" and "Mrs Mary Doe": the bearer of the same title's gender,
            # else the only one whose title does not say otherwise.
            same = {c for c in clusters if genders.get(c) == {form.gender}}
            open_ = {c for c in clusters if _may_be(form.gender, c, genders, said)}
            clusters = same or open_ or clusters
        if len(clusters) == 1 and form.gender and not _may_be(form.gender, next(iter(clusters)), genders, said):
            clusters = set()  # "Mrs Beddoes" is not "Mr Arthur Beddoes": his wife, or his mother
        if len(clusters) > 1 and form.title_words:
            written = {c for c in clusters if titles[c] & form.title_words}
            clusters = written if len(written) == 1 else clusters
        if len(clusters) == 1:
            labels[i] = next(iter(clusters))
            continue
        key = (token, form.gender if len(clusters) > 1 or token in couples and form.gender == "f" else None)
        if key not in lone_label:
            lone_label[key] = next_label
            next_label += 1
            if len(clusters) > 1:
                ambiguous.add(lone_label[key])
        labels[i] = lone_label[key]
    return Grouping(labels, ambiguous)


def _may_be(gender: str, label: int, genders: dict[int, set[str]], said: dict[int, set[str]]) -> bool:
    """Whether a cluster may be of that gender: its titles and its text say none, or say this one."""
    known = genders[label] | said[label]
    return not known or gender in known


def _couples(forms: list[NameForm], labels: list[int], bearers: dict[str, set[int]]) -> set[str]:
    """Surnames written alone both under a woman's title and under another ("Mrs Okafor", "Dr
    Okafor"), with no full name to say who is who: a wife and her husband, two people."""
    women, others = set(), set()
    for form, label in zip(forms, labels):
        if label == -1 and len(form.tokens) == 1 and form.titled and not bearers.get(form.tokens[0]):
            (women if form.gender == "f" else others).add(form.tokens[0])
    return women & others
