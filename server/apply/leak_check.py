"""After applying: is any original still somewhere in the package?

Every XML part is searched, case- and accent-insensitively, in its text with the
tags removed (a name split across runs reads whole again) and in the attributes that
carry text (alt text, authors, titles, hyperlink targets). Anything found is a
residual for the report.
"""

from __future__ import annotations

import html

import regex

from server.apply.decisions import Term
from server.textnorm import fold

_TAG = regex.compile(r"<[^>]*>")
# Attributes that hold text a person wrote or a name: alt text, titles, authors, field
# instructions and external hyperlink targets. Others (w:name included) hold ids,
# style and font names, and schema names.
_TEXT_ATTRIBUTE = regex.compile(r"""(?<![\w.-])(?:[\w]+:)?(descr|title|author|initials|instr|Target)"""
                                r"""=(?:"([^"]*)"|'([^']*)')""")


def _haystacks(data: bytes) -> tuple[str, str]:
    """The part's text (tags removed, so split runs join up) and its text-bearing attribute values."""
    xml = data.decode("utf-8", errors="replace")
    values = "\n".join(a or b for attribute, a, b in _TEXT_ATTRIBUTE.findall(xml)
                        if attribute != "Target" or ":" in (a or b))  # internal targets are part names
    return fold(html.unescape(_TAG.sub("", xml))), fold(html.unescape(values))


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
        if not name.endswith((".xml", ".rels")) or name == "[Content_Types].xml":
            continue
        haystacks = _haystacks(data)
        for original, needle, mask in checks:
            if any(needle.search(h.replace(mask, " ") if mask else h) for h in haystacks):
                residual.append({"original": original, "part": name})
    return residual
