"""Replace terms inside WordprocessingML paragraphs, across run boundaries.

A name is often split over several w:r (spell-check marks, bold on one letter,
revision ids). The text of a paragraph's w:t nodes is read as one string; a match
is written into the node where it starts (so the replacement takes that run's
formatting) and its remaining characters are cut from the nodes that follow.
Nodes outside any match are left untouched.
"""

from __future__ import annotations

from bisect import bisect_right

from lxml import etree

from server.apply.decisions import Term
from server.apply.matcher import TermMatcher

_XML_SPACE = "{http://www.w3.org/XML/1998/namespace}space"


def _own_texts(paragraph: etree._Element, w_t: str, w_p: str) -> list[etree._Element]:
    """The paragraph's w:t, without those of paragraphs nested in it (text boxes)."""
    return [t for t in paragraph.iter(w_t) if next(t.iterancestors(w_p), None) is paragraph]


def _set_text(node: etree._Element, text: str) -> None:
    node.text = text
    if text != text.strip():
        node.set(_XML_SPACE, "preserve")


def replace_in_paragraph(paragraph: etree._Element, matcher: TermMatcher, w: str) -> list[Term]:
    """Replace every term in one paragraph; returns the terms replaced (one per occurrence)."""
    nodes = _own_texts(paragraph, f"{{{w}}}t", f"{{{w}}}p")
    if not nodes:
        return []
    texts = [n.text or "" for n in nodes]
    starts = []
    position = 0
    for text in texts:
        starts.append(position)
        position += len(text)
    matches = list(matcher.finditer("".join(texts)))
    replaced = []
    for match in reversed(matches):  # from the end, so earlier offsets stay valid
        term, replacement = matcher.substitute(match)
        first = _node_at(starts, match.start())
        last = _node_at(starts, match.end() - 1)
        head = nodes[first].text or ""
        begin, end = match.start() - starts[first], match.end() - starts[last]
        tail = head[end:] if first == last else ""
        _set_text(nodes[first], head[:begin] + replacement + tail)
        for index in range(first + 1, last + 1):
            current = nodes[index].text or ""
            _set_text(nodes[index], current[end:] if index == last else "")
        replaced.append(term)
    return replaced


def _node_at(starts: list[int], offset: int) -> int:
    """Index of the node holding the character at `offset` (empty nodes are skipped)."""
    return bisect_right(starts, offset) - 1
