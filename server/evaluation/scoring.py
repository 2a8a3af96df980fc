"""Score the engine's entity lists (the API shape) against gold documents.

A prediction for a document is the list of entity dicts `/api/analyze` returns:
{"id", "category", "role", "anonymize", "replacement", "mentions": [{"start", "end", "text"}]}.
Entities that are listed count as found (the clerk sees them); those with
anonymize=True are what Nomen would replace if the clerk changed nothing, hence
many scores come twice, "listed" and "on".

Every score is kept as counts (`Ratio`, `PairCounts`) so that documents add up into a
micro-average; grouping scores are kept per document and summarised at the end.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field, fields
from typing import Any

import regex

from nomen.categories import PERSON
from nomen.evaluation.gold import PARTY
from nomen.evaluation.clustering_metrics import (
    PairCounts, adjusted_rand_index, bcubed, exact_match, f_score, muc, pair_counts)
from nomen.evaluation.gold import GoldDocument, GoldMention

# Words of a gold name that need not be replaced for the name to count as hidden
# ("Mr Millar" is hidden by "Mr W.M."); casefolded, without the final dot.
TITLES = frozenset({
    "mr", "mrs", "ms", "miss", "dr", "sir", "m", "mm", "mme", "mmes", "mlle", "me",
    "judge", "justice", "prof", "president", "sr", "sra", "srta",
})
IDENTIFIER_TYPES = ("DIRECT", "QUASI")
# A word: a letter then letters, apostrophes or hyphens ("O'Reilly", "Williams-Johnston");
# the dot of "J." or "Mr." is not part of it.
_WORD = regex.compile(r"\p{L}[\p{L}\p{M}'’\-]*")
_POSSESSIVE = regex.compile(r"['’]s?$")

Span = tuple[int, int]
Entities = list[dict[str, Any]]
ClusterFn = Callable[[str, list[Span]], list[int]]


@dataclass(frozen=True)
class Ratio:
    """hits out of total; they add up over documents. `value` is None when total is 0."""

    hits: int = 0
    total: int = 0

    def __add__(self, other: Ratio) -> Ratio:
        return Ratio(self.hits + other.hits, self.total + other.total)

    @property
    def value(self) -> float | None:
        return self.hits / self.total if self.total else None

    def as_dict(self) -> dict[str, Any]:
        return {"value": self.value, "hits": self.hits, "total": self.total}


# --- spans -----------------------------------------------------------------

def _predicted_spans(entities: Entities, *, person_only: bool = False, on_only: bool = False) -> list[Span]:
    return [(m["start"], m["end"]) for e in entities
            if (not person_only or e["category"] == PERSON) and (not on_only or e["anonymize"])
            for m in e["mentions"]]


def _union(spans: Iterable[Span]) -> list[Span]:
    """Sorted disjoint intervals covering the same characters (touching ones merged)."""
    merged: list[Span] = []
    for start, end in sorted(spans):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


def _covered(start: int, end: int, union: list[Span]) -> int:
    """How many characters of [start, end) lie in the union."""
    return sum(max(0, min(end, u_end) - max(start, u_start)) for u_start, u_end in union)


def _count_overlapping(spans: list[Span], targets: Iterable[Span]) -> Ratio:
    """Spans sharing at least one character with some target, out of all spans."""
    union = _union(targets)
    return Ratio(sum(_covered(s, e, union) > 0 for s, e in spans), len(spans))


def name_words(mention: GoldMention) -> list[Span]:
    """Absolute spans of the words of a gold name that must be hidden.

    Capitalised words only, without the leading titles (TITLES), which stay in the
    text by design; the last word is never taken as a title ("Miss M" is M).
    Lowercase words are particles and conjunctions ("van der", the "et" of
    "M. et Mme Robins") that a detector may fairly leave out. A possessive is no
    part of the name: in "Joginder Singh's case" the words are Joginder and Singh.
    """
    words = [w for w in _WORD.finditer(mention.text) if w.group()[0].isupper()]
    while len(words) > 1 and words[0].group().casefold() in TITLES:
        words.pop(0)
    return [(mention.start + w.start(), mention.start + w.end() - _possessive_length(w.group())) for w in words]


def _possessive_length(word: str) -> int:
    match = _POSSESSIVE.search(word)
    return len(match.group()) if match and match.start() > 0 else 0


def _masked_people(doc: GoldDocument) -> list[GoldMention]:
    return [m for m in doc.mentions if m.category == PERSON and m.to_mask]


# --- detection and masking ---------------------------------------------------

def person_recall(doc: GoldDocument, entities: Entities, *, on_only: bool = False) -> Ratio:
    """Gold persons to mask whose every name word lies inside predicted PERSON mentions.

    Mentions without a capitalised word are not counted.
    """
    union = _union(_predicted_spans(entities, person_only=True, on_only=on_only))
    hits = total = 0
    for mention in _masked_people(doc):
        words = name_words(mention)
        if words:
            total += 1
            hits += all(_covered(s, e, union) == e - s for s, e in words)
    return Ratio(hits, total)


def _gold_people(doc: GoldDocument) -> list[Span]:
    """Gold persons of any kind (professionals too, and parties, which a corpus may not tell from bodies)."""
    return [(m.start, m.end) for m in doc.mentions if m.category in (PERSON, PARTY)]


def person_precision(doc: GoldDocument, entities: Entities) -> Ratio:
    """Predicted PERSON mentions overlapping a gold person."""
    return _count_overlapping(_predicted_spans(entities, person_only=True), _gold_people(doc))


# "S/o Late Sh. Jagga Singh", "wife of Ram Prasad": the kin a party is named by. InLegalNER does not
# annotate them, though they are real people whom a published decision must not name.
_KIN_BEFORE = regex.compile(r"(?i)(?:(?<![\p{L}])[sdwh][ \t]*/[ \t]*o\.?|\b(?:son|daughter|wife|husband|widow)[ \t]+of)"
                            r"[ \t:.,]*(?:late[ \t.]*)?$")


def person_precision_kin_aside(doc: GoldDocument, entities: Entities) -> Ratio:
    """Person precision without the predicted mentions that name a party's kin and overlap no gold
    person: what precision is against the people a corpus annotates (a diagnostic, beside the measure)."""
    gold = _union(_gold_people(doc))
    spans = [(s, e) for s, e in _predicted_spans(entities, person_only=True)
             if _covered(s, e, gold) or not _KIN_BEFORE.search(doc.text[max(0, s - 30):s])]
    return _count_overlapping(spans, gold)


def professionals(doc: GoldDocument, entities: Entities) -> tuple[Ratio, Ratio]:
    """Gold judges and counsel (listed, kept named): listed when every name word lies inside
    predicted PERSON mentions; kept named when, besides, every PERSON entity touching the
    mention is off and has the gold role (any professional role where the corpus gives none)."""
    people = [(e, _union((m["start"], m["end"]) for m in e["mentions"]))
              for e in entities if e["category"] == PERSON]
    union = _union(span for _, spans in people for span in spans)
    listed = kept = total = 0
    for mention in doc.mentions:
        words = name_words(mention)
        if not mention.professional or not words:
            continue
        total += 1
        if not all(_covered(s, e, union) == e - s for s, e in words):
            continue
        listed += 1
        touching = [e for e, spans in people if _covered(mention.start, mention.end, spans)]
        kept += all(not e["anonymize"] and e["role"] not in (None, "court")
                    and (mention.role is None or e["role"] == mention.role) for e in touching)
    return Ratio(listed, total), Ratio(kept, total)


def identifier_recall(doc: GoldDocument, entities: Entities, identifier_type: str, *,
                      on_only: bool = False) -> Ratio:
    """Gold mentions of one identifier type (any category) at least half covered by predicted mentions."""
    union = _union(_predicted_spans(entities, on_only=on_only))
    gold = [m for m in doc.mentions if m.identifier_type == identifier_type]
    return Ratio(sum(2 * _covered(m.start, m.end, union) >= m.end - m.start for m in gold), len(gold))


def mask_precision(doc: GoldDocument, entities: Entities) -> Ratio:
    """Mentions of entities on by default that overlap something gold says to mask."""
    return _count_overlapping(_predicted_spans(entities, on_only=True),
                              ((m.start, m.end) for m in doc.mentions if m.to_mask))


def consistency(doc: GoldDocument, entities: Entities) -> PairCounts:
    """Pairs of detected gold persons: same gold entity vs same replacement string.

    A gold person to mask is detected when a predicted PERSON mention overlaps it; it
    takes the replacement of the entity overlapping it most (the first listed on a
    tie). Mentions without a gold entity id are left out. In the result, same_gold
    are the true pairs, same_pred the positive ones: precision = same_both/same_pred
    (same stand-in means same person), recall = same_both/same_gold (one person, one stand-in).
    """
    people = [e for e in entities if e["category"] == PERSON]
    gold_ids, replacements = [], []
    for mention in _masked_people(doc):
        if mention.entity_id is None:
            continue
        overlaps = [_covered(mention.start, mention.end, _union((m["start"], m["end"]) for m in e["mentions"]))
                    for e in people]
        if overlaps and max(overlaps) > 0:
            gold_ids.append(mention.entity_id)
            replacements.append(people[overlaps.index(max(overlaps))]["replacement"])
    return pair_counts(gold_ids, replacements)


# --- grouping ----------------------------------------------------------------

@dataclass(frozen=True)
class GroupingScores:
    """How a cluster function grouped the gold persons to mask of one document."""

    doc_id: str
    mentions: int
    bcubed: tuple[float, float, float]
    muc: tuple[float, float, float]
    ari: float
    exact: bool


@dataclass(frozen=True)
class GroupingSummary:
    """B-cubed micro-averaged over mentions; MUC and ARI averaged over documents."""

    documents: int
    mentions: int
    bcubed_precision: float
    bcubed_recall: float
    bcubed_f1: float
    muc_precision: float
    muc_recall: float
    muc_f1: float
    ari: float
    exact_share: float


def grouping_scores(doc: GoldDocument, cluster_fn: ClusterFn) -> GroupingScores | None:
    """Cluster the gold spans of persons to mask and compare with their gold entity ids.

    Detection is taken out of the picture: the cluster function gets the gold spans.
    None when the document has no such mention or its corpus has no entity ids.
    """
    mentions = _masked_people(doc)
    if not mentions or any(m.entity_id is None for m in mentions):
        return None
    gold = [m.entity_id for m in mentions]
    pred = cluster_fn(doc.text, [(m.start, m.end) for m in mentions])
    return GroupingScores(doc.doc_id, len(mentions), bcubed(gold, pred), muc(gold, pred),
                          adjusted_rand_index(gold, pred), exact_match(gold, pred))


def aggregate_grouping(scores: Sequence[GroupingScores]) -> GroupingSummary | None:
    """Summary over documents (None for none).

    B-cubed is an average over mentions, so weighting each document by its mentions
    gives the average over all mentions; F1 is taken from those averages.
    """
    if not scores:
        return None
    mentions = sum(s.mentions for s in scores)
    precision = sum(s.bcubed[0] * s.mentions for s in scores) / mentions
    recall = sum(s.bcubed[1] * s.mentions for s in scores) / mentions

    def mean(values: Iterable[float]) -> float:
        return sum(values) / len(scores)

    return GroupingSummary(
        documents=len(scores), mentions=mentions,
        bcubed_precision=precision, bcubed_recall=recall, bcubed_f1=f_score(precision, recall),
        muc_precision=mean(s.muc[0] for s in scores), muc_recall=mean(s.muc[1] for s in scores),
        muc_f1=mean(s.muc[2] for s in scores), ari=mean(s.ari for s in scores),
        exact_share=mean(s.exact for s in scores))


# --- report --------------------------------------------------------------------

def _by_type() -> dict[str, Ratio]:
    return {t: Ratio() for t in IDENTIFIER_TYPES}


@dataclass
class Report:
    """Every score of one or more documents; reports add up (`sum(reports, Report())`)."""

    documents: int = 0
    person_recall_listed: Ratio = Ratio()
    person_recall_on: Ratio = Ratio()
    person_precision: Ratio = Ratio()
    person_precision_kin_aside: Ratio = Ratio()
    professionals_listed: Ratio = Ratio()
    professionals_kept: Ratio = Ratio()
    identifier_recall_listed: dict[str, Ratio] = field(default_factory=_by_type)
    identifier_recall_on: dict[str, Ratio] = field(default_factory=_by_type)
    mask_precision: Ratio = Ratio()
    consistency: PairCounts = PairCounts()
    grouping: tuple[GroupingScores, ...] = ()

    def __add__(self, other: Report) -> Report:
        def plus(a: Any, b: Any) -> Any:
            return {k: a[k] + b[k] for k in a} if isinstance(a, dict) else a + b

        return Report(**{f.name: plus(getattr(self, f.name), getattr(other, f.name)) for f in fields(self)})

    def as_dict(self) -> dict[str, Any]:
        """Plain JSON-ready values; undefined ratios (nothing to count) are None."""
        c = self.consistency
        precision, recall = Ratio(c.same_both, c.same_pred), Ratio(c.same_both, c.same_gold)
        summary = aggregate_grouping(self.grouping)
        return {
            "documents": self.documents,
            "person_recall": {"listed": self.person_recall_listed.as_dict(),
                              "on": self.person_recall_on.as_dict()},
            "person_precision": self.person_precision.as_dict(),
            "person_precision_kin_aside": self.person_precision_kin_aside.as_dict(),
            "professionals": {"listed": self.professionals_listed.as_dict(), "kept": self.professionals_kept.as_dict()},
            "identifier_recall": {
                "listed": {t: r.as_dict() for t, r in self.identifier_recall_listed.items()},
                "on": {t: r.as_dict() for t, r in self.identifier_recall_on.items()},
            },
            "mask_precision": self.mask_precision.as_dict(),
            "consistency": {
                "precision": precision.as_dict(), "recall": recall.as_dict(),
                "f1": None if precision.value is None or recall.value is None
                else f_score(precision.value, recall.value),
            },
            "grouping": asdict(summary) if summary else None,
        }


def score_document(doc: GoldDocument, entities: Entities, cluster_fn: ClusterFn | None = None) -> Report:
    """The report of one document; grouping is scored only when a cluster function is given."""
    grouping = grouping_scores(doc, cluster_fn) if cluster_fn else None
    professionals_listed, professionals_kept = professionals(doc, entities)
    return Report(
        documents=1,
        person_recall_listed=person_recall(doc, entities),
        person_recall_on=person_recall(doc, entities, on_only=True),
        person_precision=person_precision(doc, entities),
        person_precision_kin_aside=person_precision_kin_aside(doc, entities),
        professionals_listed=professionals_listed,
        professionals_kept=professionals_kept,
        identifier_recall_listed={t: identifier_recall(doc, entities, t) for t in IDENTIFIER_TYPES},
        identifier_recall_on={t: identifier_recall(doc, entities, t, on_only=True) for t in IDENTIFIER_TYPES},
        mask_precision=mask_precision(doc, entities),
        consistency=consistency(doc, entities),
        grouping=() if grouping is None else (grouping,),
    )


def evaluate(documents: Iterable[GoldDocument], predict: Callable[[GoldDocument], Entities],
             cluster_fn: ClusterFn | None = None) -> Report:
    """Run a predictor over gold documents and add up their reports.

    The predictor gets the whole document (the engine needs its language); a
    text-only baseline is wrapped: `evaluate(docs, lambda d: nome_baseline(d.text))`.
    """
    return sum((score_document(doc, predict(doc), cluster_fn) for doc in documents), Report())
