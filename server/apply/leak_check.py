"""After applying: is any original still somewhere in the package?

Every XML part and relationship target is searched, case- and accent-insensitively,
in its raw form (attributes, escaped text) and with its tags removed (a name split
across runs reads whole again). Anything found is a residual for the report.
"""

from __future__ import annotations

import html

import regex

from server.apply.decisions import Term
from server.textnorm import fold

_TAG = regex.compile(r"<[^>]*>")


def _haystacks(data: bytes) -> tuple[str, str]:
    text = data.decode("utf-8", errors="replace")
    return fold(html.unescape(text)), fold(html.unescape(_TAG.sub("", text)))


def find_residuals(parts: dict[str, bytes], terms: list[Term]) -> list[dict[str, str]]:
    """[{"original", "part"}] for each term's original found in an XML or relationship part.

    A replacement that keeps the original's words ("Miss M" -> "Miss M.") is blanked out
    first, so that it does not count as the original.
    """
    checks = []
    for term in terms:
        original, replacement = fold(term.original), fold(term.replacement)
        if original:
            needle = regex.compile(rf"(?<![\p{{L}}\p{{N}}]){regex.escape(original)}(?![\p{{L}}\p{{N}}])")
            checks.append((term.original, needle, replacement if original in replacement else None))
    residual = []
    for name, data in parts.items():
        if not name.endswith((".xml", ".rels")):
            continue
        haystacks = _haystacks(data)
        for original, needle, mask in checks:
            if any(needle.search(h.replace(mask, " ") if mask else h) for h in haystacks):
                residual.append({"original": original, "part": name})
    return residual
