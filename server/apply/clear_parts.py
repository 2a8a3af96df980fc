"""A quick proof that an XML part holds none of the leak audit's needles, before folding it.

Most of a package's bytes can be vocabulary nobody wrote (python-docx's default template has
787 KB of style XML), and folding them, twice as text and once as attribute values, cost more
than the rest of apply. For most parts it need not be done: in a part written in plain ASCII
where every "&" is one of XML's five named entities, with no percent escape and no field data,
and where no letter or digit touches a tag, the audit's haystacks are made of the part's own
words (runs of letters, runs of digits): folding only lowers their case, entities and spaces
become other separators, and removing tags joins no two words. A needle found there stands
between non-letters and, by the digits' rule, between non-digits, so each of its words is one
of the part's words. A part without the key word of any needle is therefore clear, and the
audit's answer for it (nothing) is the same as reading it whole.
"""

from __future__ import annotations

import re
from typing import Iterable

_WORD = re.compile(r"[a-z]+|[0-9]+")
_ENTITIES = (b"&amp;", b"&lt;", b"&gt;", b"&quot;", b"&apos;")
_GLUED = re.compile(rb"<(?<=[A-Za-z0-9]<)")  # starts with "<", which the engine finds fast
_LETTERS = bytes(c + 32 if 65 <= c <= 90 else c if 97 <= c <= 122 else 32 for c in range(256))
_DIGITS = bytes(c if 48 <= c <= 57 else 32 for c in range(256))


def longest_word(needle: str) -> str | None:
    """The longest run of ASCII letters or of digits in a folded needle, which any folded text
    holding the needle holds too (None if it has none)."""
    return max(_WORD.findall(needle), key=len, default=None)


class NeedleWords:
    """One word per needle that a part must hold for the needle to be in it: its longest run of
    letters or of digits. Needles that are not ASCII cannot be in an ASCII part; one without a
    word (none is made so) could be in any part."""

    def __init__(self, folded_needles: Iterable[str]) -> None:
        words = [longest_word(n) for n in folded_needles if n.isascii()]
        keys = [w.encode() for w in words if w is not None]
        self.letters = frozenset(k for k in keys if k.isalpha())
        self.digits = frozenset(k for k in keys if k.isdigit())
        self.wordless = None in words

    def clear(self, data: bytes) -> bool:
        """True when the part `data` provably holds no needle (False: it must be read)."""
        if self.wordless or not data.isascii() or b"%" in data or b"fldData" in data or _GLUED.search(data):
            return False
        if b"&" in data and data.count(b"&") != sum(data.count(entity) for entity in _ENTITIES):
            return False
        if self.letters and not self.letters.isdisjoint(data.translate(_LETTERS).split()):
            return False
        return not (self.digits and not self.digits.isdisjoint(data.translate(_DIGITS).split()))
