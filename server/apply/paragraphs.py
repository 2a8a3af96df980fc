"""Replace terms inside paragraphs (WordprocessingML w:p, DrawingML a:p), across run boundaries.

A name is often split over several runs (spell-check marks, bold on one letter, revision
ids, a field's result). The paragraph is read as Word shows it: its text nodes (w:t, and
m:t of equations) and the elements that show as one character (a tab, a line break, a
non-breaking or soft hyphen, a symbol), so "Selin Demir<w:tab/>Claimant" reads
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

_XML_SPACE = "{http://www.w3.org/XML/1998/namespace}space"
# Transitional and Strict OOXML namespaces of equations, DrawingML and SpreadsheetML.
_MATH = ("http://schemas.openxmlformats.org/officeDocument/2006/math",
         "http://purl.oclc.org/ooxml/officeDocument/math")
_DRAWING = ("http://schemas.openxmlformats.org/drawingml/2006/main", "http://purl.oclc.org/ooxml/drawingml/main")
_SPREADSHEET = ("http://schemas.openxmlformats.org/spreadsheetml/2006/main",
                "http://purl.oclc.org/ooxml/spreadsheetml/main")


@dataclass(frozen=True)
class TextModel:
    """Which elements of a paragraph hold its text, and which show as one character."""

    paragraph: str
    texts: frozenset[str]
    shown: dict[str, str]
    tab_stops: str = ""  # the parent of tab stops, whose w:tab children are not tabs

    def character(self, element: etree._Element) -> str:
        if element.tag.endswith("}sym"):
            code = next((v for k, v in element.attrib.items() if k.endswith("}char")), "")
            try:
                return chr(int(code, 16))
            except ValueError:
                return "\ufffc"
        return self.shown[element.tag]


def wordprocessing_model(w: str) -> TextModel:
    return TextModel(f"{{{w}}}p", frozenset({f"{{{w}}}t", *(f"{{{m}}}t" for m in _MATH)}),
                     {f"{{{w}}}tab": "\t", f"{{{w}}}ptab": "\t", f"{{{w}}}br": "\n", f"{{{w}}}cr": "\n",
                      f"{{{w}}}noBreakHyphen": "\u2011", f"{{{w}}}softHyphen": "\u00ad", f"{{{w}}}sym": ""},
                     tab_stops=f"{{{w}}}tabs")


def instruction_model(w: str) -> TextModel:
    """A paragraph's field instructions read as one string (an instruction is often split over
    runs: "HYPERLINK "mailto:roy.joh" + "nston@…""), deleted ones included."""
    return TextModel(f"{{{w}}}p", frozenset({f"{{{w}}}instrText", f"{{{w}}}delInstrText"}), {})


# Outside WordprocessingML: DrawingML paragraphs (charts, SmartArt, slides) and the strings of
# workbooks (shared and inline, rich text split in runs).
FLOW_MODELS = (*(TextModel(f"{{{a}}}p", frozenset({f"{{{a}}}t"}), {f"{{{a}}}br": "\n"}) for a in _DRAWING),
               *(TextModel(f"{{{x}}}{tag}", frozenset({f"{{{x}}}t"}), {}) for x in _SPREADSHEET for tag in ("si", "is")))


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
