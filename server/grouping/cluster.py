"""Cluster name variants into entities: fuzzy token overlap, average linkage, then the rules.

1. Mentions of two or more name tokens are compared pairwise: tokens are aligned
   (equal, near-equal by rapidfuzz ratio, or an initial matching a name), the
   distance is one minus the overlap over the shorter name, and a name spelled
   out on both sides but different ("Pedro" / "Juan" Pérez) forbids the link.
2. Those forms are clustered with average-linkage agglomerative clustering (scipy)
   cut at THRESHOLD.
3. One-token mentions ("Millar", "Mr. Millar", "RBC") join the single cluster
   that bears the token (or whose acronym it is); where several do, a gendered
   title may decide, and otherwise the mention stays apart, flagged ambiguous.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

import numpy as np
from rapidfuzz import fuzz, process
from scipy.cluster.hierarchy import fcluster, linkage
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import connected_components
from scipy.spatial.distance import squareform

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
    """Similarity of every pair of distinct full tokens, computed at once by rapidfuzz.cdist."""
    vocab = sorted({t for f in forms for t, ini in zip(f.tokens, f.is_initial) if not ini and len(t) >= 5})
    if len(vocab) < 2:
        return {}
    scores = process.cdist(vocab, vocab, scorer=fuzz.ratio, dtype=np.uint8, score_cutoff=NEAR_EQUAL_RATIO)
    rows, cols = np.nonzero(scores)
    return {(vocab[r], vocab[c]): NEAR_MATCH for r, c in zip(rows, cols) if r != c}


def _pair(a: str, a_ini: bool, b: str, b_ini: bool, full_is_surname: bool,
          near: dict[tuple[str, str], float]) -> float:
    """Token similarity; an initial stands for a given name, never for the surname that ends a name
    ("M. Russell" is not "R. Macdonald")."""
    if a == b:
        return 1.0 if a_ini == b_ini else INITIAL_MATCH
    if a_ini or b_ini:
        return INITIAL_MATCH if (a_ini != b_ini and a[0] == b[0] and not full_is_surname) else 0.0
    return near.get((a, b), 0.0)


def form_distance(x: NameForm, y: NameForm, near: dict[tuple[str, str], float]) -> float:
    """1 - aligned overlap over the shorter name; 1.0 when each side spells out a name the other lacks."""
    short, long_ = (x, y) if len(x.tokens) <= len(y.tokens) else (y, x)
    free = list(range(len(long_.tokens)))
    total = 0.0
    unmatched_short_full = False
    for i, (tok, ini) in enumerate(zip(short.tokens, short.is_initial)):
        best, best_j = 0.0, None
        for j in free:
            full_is_surname = j == len(long_.tokens) - 1 if ini else i == len(short.tokens) - 1
            score = _pair(tok, ini, long_.tokens[j], long_.is_initial[j], full_is_surname, near)
            if score > best:
                best, best_j = score, j
        if best_j is None:
            unmatched_short_full |= not ini
            continue
        free.remove(best_j)
        total += best
    unmatched_long_full = any(not long_.is_initial[j] for j in free)
    if unmatched_short_full and unmatched_long_full:
        return 1.0
    if x.gender and y.gender and x.gender != y.gender:
        return 1.0
    return 1.0 - total / len(short.tokens)


def _candidate_pairs(forms: list[NameForm], near: dict[tuple[str, str], float]) -> set[tuple[int, int]]:
    """The pairs that can be closer than 1.0: only those with a token pair that scores (`_pair`): the
    same token, near-equal full tokens, or an initial and a given name (never the last word, the
    surname: see `_pair`) or initial of its letter. Every other pair is 1.0 apart without being
    computed, so a few thousand names cost what their neighbours cost, not every pair."""
    holders: dict[tuple[str, str], list[int]] = defaultdict(list)
    for i, form in enumerate(forms):
        keys = set()
        last = len(form.tokens) - 1
        for position, (token, initial) in enumerate(zip(form.tokens, form.is_initial)):
            if initial:
                keys.add(("initial", token[0]))
            else:
                # A one-letter word matches an initial of that letter wherever it stands (`_pair`'s a == b).
                keys |= {("token", token)} | ({("first", token[0])} if position < last or len(token) == 1 else set())
        for key in keys:
            holders[key].append(i)
    pairs: set[tuple[int, int]] = set()

    def join(left: list[int], right: list[int]) -> None:
        pairs.update((min(i, j), max(i, j)) for i in left for j in right if i != j)

    for (kind, value), members in list(holders.items()):
        if kind == "token":
            join(members, members)
        elif kind == "initial":
            join(members, members)
            join(members, holders.get(("first", value), []))
    for a, b in near:
        join(holders.get(("token", a), []), holders.get(("token", b), []))
    return pairs


def _agglomerate(forms: list[NameForm], threshold: float) -> list[int]:
    """Average-linkage clusters cut at `threshold`, computed per connected group of names: names 1.0
    apart from every member of a group never join it (an average of 1.0 is over any threshold), so
    the clusters are those of the whole matrix, without building it."""
    near = _token_similarity(forms)
    n = len(forms)
    close = [(i, j, d) for i, j in _candidate_pairs(forms, near)
             if (d := form_distance(forms[i], forms[j], near)) < 1.0]
    graph = csr_matrix((np.ones(len(close)), ([i for i, _, _ in close], [j for _, j, _ in close])), shape=(n, n))
    _, component = connected_components(graph, directed=False)
    members: dict[int, list[int]] = defaultdict(list)
    for i, c in enumerate(component):
        members[c].append(i)
    distances: dict[int, list[tuple[int, int, float]]] = defaultdict(list)
    for i, j, d in close:
        distances[component[i]].append((i, j, d))
    labels, next_label = [0] * n, 0
    for c, group in members.items():
        if len(group) == 1:
            labels[group[0]], next_label = next_label, next_label + 1
            continue
        where = {index: k for k, index in enumerate(group)}
        dist = np.ones((len(group), len(group)))
        for i, j, d in distances[c]:
            dist[where[i], where[j]] = dist[where[j], where[i]] = d
        np.fill_diagonal(dist, 0.0)
        tree = linkage(squareform(dist, checks=False), method="average")
        for index, label in zip(group, fcluster(tree, t=threshold, criterion="distance")):
            labels[index] = next_label + int(label) - 1
        next_label += len(group)
    return labels


def _acronym(form: NameForm) -> str:
    return "".join(t[0] for t in form.tokens)


def group_forms(forms: list[NameForm], threshold: float = THRESHOLD, acronyms: bool = False) -> Grouping:
    """Cluster unique name forms. With `acronyms`, a lone token also joins the names it abbreviates."""
    multi = [i for i, f in enumerate(forms) if len(f.tokens) > 1]
    labels = [-1] * len(forms)
    if multi:
        for i, label in zip(multi, _agglomerate([forms[i] for i in multi], threshold)):
            labels[i] = label
    next_label = max(labels, default=-1) + 1
    bearers: dict[str, set[int]] = defaultdict(set)
    genders: dict[int, set[str]] = defaultdict(set)
    for i in multi:
        for tok in forms[i].full_tokens:
            bearers[tok].add(labels[i])
        if acronyms:
            bearers[_acronym(forms[i])].add(labels[i])
        if forms[i].gender:
            genders[labels[i]].add(forms[i].gender)
    ambiguous: set[int] = set()
    lone_label: dict[tuple[str, str | None], int] = {}
    couples = _couples(forms, labels, bearers)
    for i, form in enumerate(forms):
        if labels[i] != -1:
            continue
        token = form.tokens[0] if form.tokens else ""
        clusters = bearers.get(token, set())
        if len(clusters) > 1 and form.gender:
            same = {c for c in clusters if genders.get(c) == {form.gender}}
            clusters = same or clusters
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


def _couples(forms: list[NameForm], labels: list[int], bearers: dict[str, set[int]]) -> set[str]:
    """Surnames written alone both under a woman's title and under another ("Mrs Okafor", "Dr
    Okafor"), with no full name to say who is who: a wife and her husband, two people."""
    women, others = set(), set()
    for form, label in zip(forms, labels):
        if label == -1 and len(form.tokens) == 1 and form.titled and not bearers.get(form.tokens[0]):
            (women if form.gender == "f" else others).add(form.tokens[0])
    return women & others
