"""Replace terms inside paragraphs (WordprocessingML w:p, DrawingML a:p), across run boundaries.

A name is often split over several runs (spell-check marks, bold on one letter, revision
ids, a field's result). The paragraph is read as Word shows it: its text nodes (w:t, and
m:t of equations) and the elements that show as one character (a tab, a line break, a
non-breaking hyphen, a symbol; a soft hyphen as none), so "Selin Demir<w:tab/>Claimant" reads
"Selin Demir\tClaimant" and the name ends where it should. A match is written into the text
node where it starts (so the replacement takes that run's formatting); its other characters
are cut from the text nodes that follow, and a break or hyphen element inside it goes.
Nodes outside any match are left untouched.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

from lxml import etree

from nomen.apply.decisions import Term
from nomen.apply.matcher import TermMatcher
from nomen.extract.ns import SHOWN, namespaces, qn, shown_character

_XML_SPACE = "{http://www.w3.org/XML/1998/namespace}space"


@dataclass(frozen=True)
class TextModel:
    """Which elements of a paragraph hold its text, and which show as one character."""

    paragraph: str
    texts: frozenset[str]
    shown: dict[str, str | None]  # None: the element says which character (a symbol)
    tab_stops: str = ""  # the parent of tab stops, whose w:tab children are not tabs

    def character(self, element: etree._Element) -> str:
        shown = self.shown[element.tag]
        return shown_character(element) if shown is None else shown


def wordprocessing_model(w: str) -> TextModel:
    """WordprocessingML as extraction reads it too (`ns.SHOWN`): text nodes, equations, and the
    elements that show as one character."""
    return TextModel(qn("w:p", w), frozenset({qn("w:t", w), *(qn("m:t", m) for m in namespaces("m"))}),
                     {**{qn(f"w:{local}", w): shown for local, shown in SHOWN.items()}, qn("w:sym", w): None},
                     tab_stops=qn("w:tabs", w))


def instruction_model(w: str) -> TextModel:
    """A paragraph's field instructions read as one string (an instruction is often split over
    runs: "HYPERLINK "mailto:roy.joh" + "nston@…""), deleted ones included."""
    return TextModel(qn("w:p", w), frozenset({qn("w:instrText", w), qn("w:delInstrText", w)}), {})


# Outside WordprocessingML: DrawingML paragraphs (charts, SmartArt, slides) and the strings of
# workbooks (shared and inline, rich text split in runs).
FLOW_MODELS = (*(TextModel(qn("a:p", a), frozenset({qn("a:t", a)}), {qn("a:br", a): "\n"}) for a in namespaces("a")),
               *(TextModel(qn(f"x:{tag}", x), frozenset({qn("x:t", x)}), {}) for x in namespaces("x")
                 for tag in ("si", "is")))


def _pieces(paragraph: etree._Element, model: TextModel) -> list[etree._Element]:
    """The paragraph's text nodes and shown elements in order, without those of paragraphs
    nested in it (text boxes) nor the tab stops of its properties."""
    wanted = (*model.texts, *model.shown)
    return [e for e in paragraph.iter(*wanted)
            if next(e.iterancestors(model.paragraph), None) is paragraph
            and (not model.tab_stops or e.getparent() is None or e.getparent().tag != model.tab_stops)]


def _set_text(node: etree._Element, text: str) -> None:
    node.text = text
    if text != text.strip():
        node.set(_XML_SPACE, "preserve")


def replace_in_paragraph(paragraph: etree._Element, matcher: TermMatcher, model: TextModel) -> list[Term]:
    """Replace every term in one paragraph; returns the terms replaced (one per occurrence)."""
    pieces = _pieces(paragraph, model)
    if not pieces:
        return []
    is_text = [p.tag in model.texts for p in pieces]
    texts = [(p.text or "") if text else model.character(p) for p, text in zip(pieces, is_text)]
    starts = []
    position = 0
    for text in texts:
        starts.append(position)
        position += len(text)
    replaced = []
    for match in reversed(list(matcher.finditer("".join(texts)))):  # from the end: offsets stay valid
        first, last = _node_at(starts, match.start()), _node_at(starts, match.end() - 1)
        if not is_text[first]:
            continue  # a term never starts with a tab or a break
        term, replacement = matcher.substitute(match)
        head = pieces[first].text or ""
        begin, end = match.start() - starts[first], match.end() - starts[last]
        _set_text(pieces[first], head[:begin] + replacement + (head[end:] if first == last else ""))
        for index in range(first + 1, last + 1):
            if is_text[index]:
                _set_text(pieces[index], (pieces[index].text or "")[end:] if index == last else "")
            elif pieces[index].getparent() is not None:
                pieces[index].getparent().remove(pieces[index])
        replaced.append(term)
    return replaced


def _node_at(starts: list[int], offset: int) -> int:
    """Index of the piece holding the character at `offset` (empty nodes are skipped)."""
    return bisect_right(starts, offset) - 1
