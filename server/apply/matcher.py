"""Find the terms in a text: whole words, any case ("MILLAR"), with or without accents ("Geneve"
for "Genève" and the other way round), typographic apostrophes and hyphens alike.

Texts and terms are first put in one written form, character for character (so an offset in
it is an offset in the original): accents off Latin letters, case kept; typographic
apostrophes, hyphens and spaces made plain. The pattern is then one alternation of plain
literals, cheap to compile and to run, whatever the accents. A text with invisible characters
or decomposed accents inside words needs the tolerant patterns, which let those through
between any two characters of a term.
"""

from __future__ import annotations

from functools import cached_property
from typing import Iterator

import regex

from nomen.apply.alternation import SPACES, alternation
from nomen.apply.decisions import PROSE, Term
from nomen.textmap import INVISIBLE
from nomen.names.folding import Translation, fold, strip_accents


def _writing_table() -> dict[int, str]:
    """One character for one: Latin letters without their accents (case kept: "É" -> "E",
    "ı" -> "i", "ø" -> "o"), apostrophes, hyphens and spaces of every kind as the plain ones."""
    table = {}
    for ch in map(chr, range(0xC0, 0x250)):
        base = strip_accents(ch)
        if len(base) == 1 and base != ch and base.isalpha():
            table[ord(ch)] = base
    table.update({ord(ch): "'" for ch in "’‘ʼ"})
    table.update({ord(ch): "-" for ch in "‐‑"})
    table.update({ord(ch): " " for ch in "\t\n\u00a0"})
    return table


_WRITING = Translation(_writing_table())


def plain(text: str) -> str:
    """`text` in the one written form terms are matched in; the same length as `text`."""
    return _WRITING(text)


# In prose a hyphen between capitalised words joins a compound name ("Johnston" is not a word of its
# own in "Williams-Johnston", nor "Jean" in "Jean-Pierre"), but a name stands alone after a lower-case
# word or a number ("plaintiff-Nirmal Singh", "P.W.1-R. Varadan"), and a number after any hyphen
# ("81368" in "001-81368"). (Case-sensitive inside a case-insensitive pattern: "(?-i:…)".)
_PROSE_BEFORE = r"(?<![\p{L}\p{N}_])(?:(?-i:(?<!\p{Lu}\p{Ll}*-))|(?=\p{N}))"
_PROSE_AFTER = r"(?![\p{L}\p{N}_])(?-i:(?!-\p{Lu}))"
# In identifiers (addresses, bookmark and file names) only letters glue to letters and digits to
# digits: "arikan" in "kemal.arikan@", "Arikan_Kemal_0412.png", "_Arikan_statement".
_IDENTIFIER_BEFORE = r"(?<!\p{L})(?!(?<=\p{N})\p{N})"
_IDENTIFIER_AFTER = r"(?!\p{L})(?!(?<=\p{N})\p{N})"
# Between two characters of a term, in a tolerant pattern: zero-width characters, soft hyphens and
# combining accents.
_HIDDEN = rf"[{INVISIBLE}\p{{Mn}}]*"


def _pieces_of(original: str) -> list[str]:
    """A term as it may be typed, piece by piece: in the plain written form, any case (flag), a
    space as any run of spaces."""
    return [SPACES if ch == " " else ch if ch.isalnum() else regex.escape(ch)
            for ch in plain(original) if ch not in INVISIBLE]


# Invisible characters or combining accents in UTF-8: only a text that has some needs the (slower)
# tolerant patterns. (All of them are beyond ASCII, which is quick to rule out.)
_NEEDS_TOLERANCE = regex.compile(rb"\xc2\xad|\xe2\x80[\x8b-\x8d]|\xe2\x81\xa0|\xef\xbb\xbf|\xcc[\x80-\xbf]|\xcd[\x80-\xaf]")


def needs_tolerance(*texts: bytes) -> bool:
    return any(not text.isascii() and _NEEDS_TOLERANCE.search(text) for text in texts)


class TermMatcher:
    """One compiled alternation of every term, longest first, run over the plain written form.

    In prose (`identifier=False`) only PROSE terms are sought, and a replacement that ends with
    a period absorbs the sentence's own period ("…to Nessa Williams." -> "…to N.W.", not
    "N.W.."). In identifiers every term given is sought, with the looser boundaries of an
    address or a file name.
    """

    def __init__(self, terms: list[Term], tolerant: bool = True, identifier: bool = False) -> None:
        terms = [t for t in terms if (identifier or t.kind == PROSE) and fold(t.original)]
        self.terms = terms
        self._by_key = {fold(t.original): t for t in terms}
        self._tolerant, self._identifier = tolerant, identifier

    @cached_property
    def pattern(self) -> regex.Pattern | None:
        """Compiled when first used: an apply builds four matchers, and a document without prose
        attributes never uses the fourth."""
        if not self.terms:
            return None
        # When tolerant, hidden characters may follow each character.
        alternatives = alternation([_pieces_of(t.original) for t in self.terms], _HIDDEN if self._tolerant else "")
        before, after = (_IDENTIFIER_BEFORE, _IDENTIFIER_AFTER) if self._identifier else (_PROSE_BEFORE, _PROSE_AFTER)
        period = "" if self._identifier else r"(?P<period>\.(?![\p{L}\p{N}]))?"
        return regex.compile(rf"{before}(?P<term>{alternatives}){after}{period}", regex.IGNORECASE)

    def finditer(self, text: str) -> Iterator[regex.Match]:
        """The matches in `text` (their offsets are offsets in `text`)."""
        return self.pattern.finditer(plain(text)) if self.pattern else iter(())

    def substitute(self, match: regex.Match) -> tuple[Term, str]:
        """The term a match found and the text that takes the match's place."""
        term = self._by_key[fold(match.group("term"))]
        period = "." if match.groupdict().get("period") and not term.replacement.endswith(".") else ""
        return term, term.replacement + period

    def replace(self, text: str) -> tuple[str, list[Term]]:
        """The text with every term replaced, and the terms that were (one entry per occurrence)."""
        replaced, used, _ = self.rewrite(text)
        return replaced, used

    def rewrite(self, text: str) -> tuple[str, list[Term], list[tuple[int, int]]]:
        """As `replace`, and where each replacement sits in the new text (for a preview to mark)."""
        used: list[Term] = []
        spans: list[tuple[int, int]] = []
        pieces, position, length = [], 0, 0
        for match in self.finditer(text):
            term, replacement = self.substitute(match)
            before = text[position:match.start()]
            pieces += [before, replacement]
            length += len(before)
            spans.append((length, length + len(replacement)))
            length += len(replacement)
            position = match.end()
            used.append(term)
        return "".join(pieces) + text[position:], used, spans
