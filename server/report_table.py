"""Plain-text tables for a terminal: NOME's review table (on/off, count, term and variants,
replacement, category, role), and any other the command line prints."""

from __future__ import annotations

import shutil
import textwrap
from typing import Sequence

from nomen.model import Entity

HEADERS = ("On", "Count", "Term and variants", "Replacement", "Category", "Role")


def _row(entity: Entity) -> tuple[str, ...]:
    count = sum(v.count for v in entity.variants)
    flags = [f for f, on in (("collision", entity.collision), ("ambiguous", entity.ambiguous)) if on]
    term = " | ".join(entity.texts) + (f"  [{', '.join(flags)}]" if flags else "")
    return ("[x]" if entity.anonymize else "[ ]", str(count), term, entity.replacement,
            entity.category, entity.role or "")


def render(entities: list[Entity], width: int | None = None) -> str:
    """The review table, the term column wrapped to the terminal's width."""
    return table(HEADERS, [_row(e) for e in entities], wrap=2, width=width)


def table(headers: Sequence[str], rows: list[Sequence[str]], wrap: int, width: int | None = None) -> str:
    """A plain-text table whose column `wrap` wraps to the terminal's width."""
    width = width or shutil.get_terminal_size((120, 40)).columns
    widths = [max([len(h)] + [len(r[i]) for r in rows]) for i, h in enumerate(headers)]
    fixed = sum(widths) - widths[wrap] + 2 * (len(headers) - 1)
    widths[wrap] = max(20, min(widths[wrap], width - fixed))
    lines = ["  ".join(h.ljust(w) for h, w in zip(headers, widths)),
             "  ".join("-" * w for w in widths)]
    for row in rows:
        wrapped = textwrap.wrap(row[wrap], widths[wrap]) or [""]
        for n, piece in enumerate(wrapped):
            cells = list(row) if n == 0 else [""] * len(row)
            cells[wrap] = piece
            lines.append("  ".join(c.ljust(w) for c, w in zip(cells, widths)).rstrip())
    return "\n".join(lines)
