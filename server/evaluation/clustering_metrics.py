"""Agreement between a gold and a predicted partition of the same mentions.

Every function takes two equal-length label sequences: gold[i] and pred[i] are the
clusters of mention i. Labels may be any hashable values and only equality counts,
so gold entity ids ("e1", "e2") can be compared with predicted integers.

Everything derives from the contingency table n[i, j], the number of mentions in
gold cluster i and predicted cluster j, of N mentions in all, with row sums a[i]
(gold cluster sizes) and column sums b[j] (predicted cluster sizes). The project
has no scikit-learn, hence these few lines of numpy.

Convention throughout: identical partitions score 1.0, including the degenerate
ones (all singletons, one cluster, no mention at all) where a formula reads 0/0.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass

import numpy as np

Labels = Sequence[Hashable]


@dataclass(frozen=True)
class PairCounts:
    """Pairs of mentions, counted by whether both partitions put them together.

    Counts of several documents add up (pairs never cross documents), which is how
    pairwise scores are micro-averaged.
    """

    same_both: int = 0
    same_gold: int = 0
    same_pred: int = 0
    total: int = 0

    def __add__(self, other: PairCounts) -> PairCounts:
        return PairCounts(self.same_both + other.same_both, self.same_gold + other.same_gold,
                          self.same_pred + other.same_pred, self.total + other.total)


def _codes(labels: Labels) -> tuple[np.ndarray, int]:
    index: dict[Hashable, int] = {}
    codes = np.array([index.setdefault(label, len(index)) for label in labels], dtype=np.intp)
    return codes, len(index)


def _contingency(gold: Labels, pred: Labels) -> np.ndarray:
    if len(gold) != len(pred):
        raise ValueError(f"{len(gold)} gold labels but {len(pred)} predicted ones")
    (g, n_gold), (p, n_pred) = _codes(gold), _codes(pred)
    table = np.zeros((n_gold, n_pred), dtype=np.int64)
    np.add.at(table, (g, p), 1)
    return table


def f_score(precision: float, recall: float) -> float:
    """Harmonic mean; 0.0 when both are 0."""
    return 2 * precision * recall / (precision + recall) if precision + recall else 0.0


def bcubed(gold: Labels, pred: Labels) -> tuple[float, float, float]:
    """B-cubed (Bagga & Baldwin 1998): per-mention precision and recall, averaged over mentions.

    precision = (1/N) sum_ij n_ij^2 / b_j   (share of a mention's predicted cluster that is right)
    recall    = (1/N) sum_ij n_ij^2 / a_i   (share of a mention's gold cluster that was found)
    """
    table = _contingency(gold, pred)
    n = table.sum()
    if n == 0:
        return 1.0, 1.0, 1.0
    squares = table.astype(float) ** 2
    precision = float((squares / table.sum(axis=0)).sum() / n)
    recall = float((squares / table.sum(axis=1)[:, None]).sum() / n)
    return precision, recall, f_score(precision, recall)


def muc(gold: Labels, pred: Labels) -> tuple[float, float, float]:
    """MUC (Vilain et al. 1995): links kept, counted as clusters minus their pieces.

    recall    = sum_i (a_i - |pieces of gold cluster i|) / sum_i (a_i - 1) = (N - nnz) / (N - K_gold)
    precision = sum_j (b_j - |pieces of pred cluster j|) / sum_j (b_j - 1) = (N - nnz) / (N - K_pred)
    with nnz the non-zero cells of the table. When every gold cluster is a singleton
    there is no link to find and recall is taken as 1.0 (nothing was missed); likewise
    precision is 1.0 when the prediction links nothing. The CoNLL-2012 reference scorer
    returns 0 there instead, which would sink a per-document average on every document
    whose people are each named once.
    """
    table = _contingency(gold, pred)
    n = int(table.sum())
    found = n - np.count_nonzero(table)
    gold_links, pred_links = n - table.shape[0], n - table.shape[1]
    recall = found / gold_links if gold_links else 1.0
    precision = found / pred_links if pred_links else 1.0
    return precision, recall, f_score(precision, recall)


def pair_counts(gold: Labels, pred: Labels) -> PairCounts:
    """Pairs together in both partitions, in gold, in pred, and all pairs: sums of C(n, 2)."""
    table = _contingency(gold, pred)

    def pairs(sizes: np.ndarray) -> int:
        return int((sizes * (sizes - 1) // 2).sum())

    n = int(table.sum())
    return PairCounts(pairs(table), pairs(table.sum(axis=1)), pairs(table.sum(axis=0)), n * (n - 1) // 2)


def adjusted_rand_index(gold: Labels, pred: Labels) -> float:
    """Adjusted Rand index (Hubert & Arabie 1985): pair agreement corrected for chance.

    With index = sum_ij C(n_ij, 2), A = sum_i C(a_i, 2), B = sum_j C(b_j, 2), T = C(N, 2):
    ARI = (index - A*B/T) / ((A + B)/2 - A*B/T), computed here in integers multiplied
    by 2T. The denominator is 0 only when both partitions are all singletons or both
    one cluster, i.e. identical: ARI is then 1.0.
    """
    c = pair_counts(gold, pred)
    numerator = 2 * (c.same_both * c.total - c.same_gold * c.same_pred)
    denominator = (c.same_gold + c.same_pred) * c.total - 2 * c.same_gold * c.same_pred
    return numerator / denominator if denominator else 1.0


def exact_match(gold: Labels, pred: Labels) -> bool:
    """The same partition up to relabelling: one non-zero cell in every row and column."""
    table = _contingency(gold, pred)
    return np.count_nonzero(table) == table.shape[0] == table.shape[1]
