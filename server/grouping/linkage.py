"""Average-linkage flat clusters over sparse distances, merge for merge as SciPy's.

SciPy's `linkage(method="average")` (its nearest-neighbour chain) reads a full condensed
matrix: for a group of 4,000 names that a few thousand close pairs link (InLegalNER's
parties), n² entries to build and scan, most of a clustering's time. Nearly all of them are
1.0, names nothing links. This runs the same algorithm over the pairs closer than that, the
others read as 1.0: the same chain (started at the lowest index), the same ties (the chain's
previous link kept, else the lowest index), the same arithmetic, hence the same merges; then
the flat clusters `fcluster(criterion="distance")` cuts from them, after the same stable sort
of the merges by height and the same labelling. Only the pairs' cost remains.
"""

from __future__ import annotations

from typing import Iterable

_FAR = 1.0  # the distance of a pair not given
_INFINITY = float("inf")


def average_linkage_clusters(size: int, distances: Iterable[tuple[int, int, float]], threshold: float) -> list[int]:
    """A flat cluster number for each of `size` items, from the distances under 1.0 between some
    of them (every other pair is 1.0 apart), as SciPy's average linkage cut at `threshold`."""
    near: list[dict[int, float]] = [{} for _ in range(size)]
    for i, j, distance in distances:
        near[i][j] = near[j][i] = distance
    return _flat_clusters(size, _nearest_neighbour_chain(size, near), threshold)


def _nearest_neighbour_chain(size: int, near: list[dict[int, float]]) -> list[tuple[int, int, float]]:
    """The merges (slot, slot, height) in the order SciPy's nn_chain makes them; the merged cluster
    takes the higher slot."""
    members = [1] * size
    chain: list[int] = []
    lowest = 0  # no active slot below it
    merges = []
    for _ in range(size - 1):
        if not chain:
            while not members[lowest]:
                lowest += 1
            chain.append(lowest)
        while True:
            x = chain[-1]
            previous = chain[-2] if len(chain) > 1 else -1
            current = near[x].get(previous, _FAR) if previous >= 0 else _INFINITY
            y, current = _nearest(x, previous, current, near[x], members, lowest)
            if y == previous:
                break
            chain.append(y)
        del chain[-2:]
        x, y = min(x, y), max(x, y)
        merges.append((x, y, current))
        _merge(x, y, members, near)
    return merges


def _nearest(x: int, previous: int, current: float, row: dict[int, float], members: list[int],
             lowest: int) -> tuple[int, float]:
    """SciPy's scan of row x in index order, a closer slot replacing `current` only if strictly
    closer: the previous link if nothing is, else the lowest slot at the least distance."""
    closest = min(row.values(), default=_INFINITY)
    if closest < current:
        return min(i for i, distance in row.items() if distance == closest), closest
    if current <= _FAR:  # nothing is closer than the previous link
        return previous, current
    # A first link, and nothing given is under 1.0: the lowest other active slot, 1.0 away.
    other = lowest
    while not members[other] or other == x:
        other += 1
    return other, _FAR


def _merge(x: int, y: int, members: list[int], near: list[dict[int, float]]) -> None:
    """Cluster x joins slot y; each distance to y becomes the average by size (SciPy's formula, a
    missing side read as 1.0). A hub's row holds a thousand names, so each side is walked once: x's
    neighbours, then those of y alone."""
    nx, ny = members[x], members[y]
    size = nx + ny
    members[x], members[y] = 0, size
    row_x, row_y = near[x], near[y]
    row_x.pop(y, None)
    row_y.pop(x, None)
    far: list[int] = []  # rounded to 1.0: as good as not given
    for i, from_x in row_x.items():
        row_i = near[i]
        del row_i[x]
        distance = (nx * from_x + ny * row_y.get(i, _FAR)) / size
        if distance < _FAR:
            row_i[y] = row_y[i] = distance
        else:
            row_i.pop(y, None)
            far.append(i)
    for i, from_y in row_y.items():
        if i not in row_x:
            distance = (nx * _FAR + ny * from_y) / size
            if distance < _FAR:
                near[i][y] = row_y[i] = distance
            else:
                del near[i][y]
                far.append(i)
    for i in far:
        row_y.pop(i, None)
    row_x.clear()


def _flat_clusters(size: int, merges: list[tuple[int, int, float]], threshold: float) -> list[int]:
    """The merges sorted stably by height and labelled as SciPy does (each joins the clusters its
    two slots belong to by then); items stay together up to the merges whose height, and every
    height below them, is at most `threshold`."""
    tree = list(range(2 * size))  # union-find over SciPy's node numbers
    flat = list(range(size))  # union-find over the items, for the cut
    highest: dict[int, float] = {}
    for number, (x, y, height) in enumerate(sorted(merges, key=lambda merge: merge[2]), start=size):
        roots = _root(tree, x), _root(tree, y)
        tree[roots[0]] = tree[roots[1]] = number
        highest[number] = max(height, *(highest.get(root, height) for root in roots))
        if highest[number] <= threshold:
            flat[_root(flat, x)] = _root(flat, y)
    return [_root(flat, i) for i in range(size)]


def connected(size: int, links: Iterable[tuple[int, int]]) -> list[int]:
    """The connected group of each of `size` items (a number shared by the items of a group): SciPy's
    csgraph would do, but importing it costs a command line a quarter of a second."""
    parents = list(range(size))
    for i, j in links:
        parents[_root(parents, i)] = _root(parents, j)
    return [_root(parents, i) for i in range(size)]


def _root(parents: list[int], item: int) -> int:
    while parents[item] != item:
        parents[item] = parents[parents[item]]
        item = parents[item]
    return item
