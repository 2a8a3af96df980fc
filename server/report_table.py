"""NOME's review table in a terminal: on/off, count, term and variants, replacement, category, role."""

from __future__ import annotations

import shutil
import textwrap
from typing import Any

HEADERS = ("On", "Count", "Term and variants", "Replacement", "Category", "Role")


def _row(entity: dict[str, Any]) -> tuple[str, ...]:
    variants = entity["variants"]
    count = sum(v["count"] for v in variants)
    flags = [f for f, on in (("collision", entity["collision"]), ("ambiguous", entity["ambiguous"])) if on]
    term = " | ".join(v["text"] for v in variants) + (f"  [{', '.join(flags)}]" if flags else "")
    return ("[x]" if entity["anonymize"] else "[ ]", str(count), term, entity["replacement"],
            entity["category"], entity["role"] or "")


def render(entities: list[dict[str, Any]], width: int | None = None) -> str:
    """A plain-text table that wraps the term column to the terminal's width."""
    width = width or shutil.get_terminal_size((120, 40)).columns
    rows = [_row(e) for e in entities]
    widths = [max([len(h)] + [len(r[i]) for r in rows]) for i, h in enumerate(HEADERS)]
    fixed = sum(widths) - widths[2] + 2 * (len(HEADERS) - 1)
    widths[2] = max(20, min(widths[2], width - fixed))
    lines = ["  ".join(h.ljust(w) for h, w in zip(HEADERS, widths)),
             "  ".join("-" * w for w in widths)]
    for row in rows:
        wrapped = textwrap.wrap(row[2], widths[2]) or [""]
        for n, piece in enumerate(wrapped):
            cells = list(row) if n == 0 else [""] * len(row)
            cells[2] = piece
            lines.append("  ".join(c.ljust(w) for c, w in zip(cells, widths)).rstrip())
    return "\n".join(lines)
