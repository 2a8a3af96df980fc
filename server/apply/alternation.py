"""An alternation of terms written as a prefix tree, which matches exactly like the flat one.

The regex engine tries a flat alternation's branches one by one at each position: with 400
names, a 50-page decision took over 100 ms per pass. Grouped by their next character
("k(?:emal(?: +arikan)?|aya)|…") the branches that cannot match are dismissed on their first
character. The grouped pattern finds what the flat one finds, because a node is grouped only
when (otherwise its branches are written flat, in their order):
- its next pieces never match the same character when their keys differ (any character when
  case matters; ASCII characters or runs of spaces when it does not), so that at most one
  group can match at a position, and the flat order is kept inside each group;
- a piece of varying length shared by several branches (a run of spaces; any piece followed
  by hidden characters) is followed in each by an ASCII character other than a space, so it
  ends at one place (what it could give back, nothing after it can take), and trying the
  branches after it is trying them in turn;
- a branch that ends at the node comes after every branch that goes on: it is then tried
  last, as the optional group's empty choice (the terms are longest first, so it does).
"""

from __future__ import annotations

SPACES = " +"


def alternation(branches: list[list[str]], joiner: str = "", ignore_case: bool = True) -> str:
    """The pattern of `branches` (each a list of pieces, in the flat alternation's order), each
    piece followed by `joiner` (the tolerant patterns' hidden characters), for a pattern that
    ignores case or not."""
    return _Tree(joiner, ignore_case).node(branches, 0)


class _Tree:
    def __init__(self, joiner: str, ignore_case: bool) -> None:
        self.joiner, self.ignore_case = joiner, ignore_case

    def key(self, piece: str) -> str | None:
        """What a piece matches; None when it cannot be grouped safely (a character beyond ASCII
        whose other cases the pattern also matches)."""
        if piece == SPACES:
            return " "
        character = piece[-1]  # an escaped character ("\\.") or the character itself
        if not self.ignore_case:
            return character
        return character.lower() if character.isascii() else None

    def node(self, branches: list[list[str]], depth: int) -> str:
        """The branches after their first `depth` pieces (which they share), as one piece of pattern."""
        going_on = [i for i, b in enumerate(branches) if len(b) > depth]
        ending = [i for i, b in enumerate(branches) if len(b) == depth]
        groups: dict[str | None, list[list[str]]] = {}
        for i in going_on:
            groups.setdefault(self.key(branches[i][depth]), []).append(branches[i])
        if len(branches) == 1 or (ending and going_on and ending[0] < going_on[-1]) \
                or not all(self.groupable(group, depth) for group in groups.values()):
            return self.flat(branches, depth)
        written = [group[0][depth] + self.joiner + self.node(group, depth + 1) for group in groups.values()]
        if not written:
            return ""
        return f"(?:{'|'.join(written)})?" if ending else _either(written)

    def groupable(self, group: list[list[str]], depth: int) -> bool:
        """Whether branches sharing their piece at `depth` can be written after it once."""
        piece = group[0][depth]
        if self.key(piece) is None:
            return False
        if len(group) == 1 or not (self.joiner or piece == SPACES):
            return True
        # A piece of varying length: what follows it must not be able to take what it gives back.
        return all(len(b) > depth + 1 and b[depth + 1] != SPACES and b[depth + 1][-1].isascii() for b in group)

    def flat(self, branches: list[list[str]], depth: int) -> str:
        return _either(["".join(piece + self.joiner for piece in branch[depth:]) for branch in branches])


def _either(patterns: list[str]) -> str:
    return patterns[0] if len(patterns) == 1 else f"(?:{'|'.join(patterns)})"
