"""Find the terms in a text: whole words, any case ("MILLAR"), typographic apostrophes alike."""

from __future__ import annotations

import unicodedata

import regex

from server.apply.decisions import PROSE, Term
from server.textmap import INVISIBLE

# The apostrophes and hyphens a term may be typed with in the document; a space may be a tab or a
# line break (a name broken over two lines).
_LOOSE = {"'": "['’ʼ]", "’": "['’ʼ]", "-": "[-‐‑]", " ": r"[ \t\n\u00a0]+"}
# In prose a hyphen between capitalised words joins a compound name ("Johnston" is not a word of its
# own in "Williams-Johnston", nor "Jean" in "Jean-Pierre"), but a name stands alone after a lower-case
# word or a number ("plaintiff-Nirmal Singh", "P.W.1-R. Varadan"), and a number after any hyphen
# ("81368" in "001-81368").
# (Case-sensitive inside a case-insensitive pattern: "(?-i:…)".)
_PROSE_BEFORE = r"(?<![\p{L}\p{N}_])(?:(?-i:(?<!\p{Lu}\p{Ll}*[\-‐‑]))|(?=\p{N}))"
_PROSE_AFTER = r"(?![\p{L}\p{N}_])(?-i:(?![\-‐‑]\p{Lu}))"
# In identifiers (addresses, bookmark and file names) only letters glue to letters and digits to
# digits: "arikan" in "kemal.arikan@", "Arikan_Kemal_0412.png", "_Arikan_statement".
_IDENTIFIER_BEFORE = r"(?<!\p{L})(?!(?<=\p{N})\p{N})"
_IDENTIFIER_AFTER = r"(?!\p{L})(?!(?<=\p{N})\p{N})"


_HIDDEN = f"[{INVISIBLE}]*"


def _char_pattern(ch: str, tolerant: bool) -> str:
    """One character of a term: its loose forms and, when tolerant, its decomposed accent and any
    invisible characters after it."""
    if ch in INVISIBLE:
        return ""
    pattern = _LOOSE.get(ch, regex.escape(ch))
    if not tolerant:
        return pattern
    decomposed = unicodedata.normalize("NFD", ch)
    if decomposed != ch:
        pattern = f"(?:{pattern}|{regex.escape(decomposed)})"
    return pattern + _HIDDEN


def _pattern_of(original: str, tolerant: bool) -> str:
    """A term as it may be typed: any case (flag), typographic apostrophes and hyphens and, when
    tolerant, composed or decomposed accents and zero-width characters or soft hyphens inside."""
    return "".join(_char_pattern(ch, tolerant) for ch in unicodedata.normalize("NFC", original))


# Invisible characters (or Word's soft-hyphen element) or combining accents in UTF-8: only a text that has some needs the
# (slower) tolerant patterns.
_NEEDS_TOLERANCE = regex.compile(rb"softHyphen|\xc2\xad|\xe2\x80[\x8b-\x8d]|\xe2\x81\xa0|\xef\xbb\xbf|\xcc[\x80-\xbf]|\xcd[\x80-\xaf]")


def needs_tolerance(*texts: bytes) -> bool:
    return any(_NEEDS_TOLERANCE.search(text) for text in texts)


class TermMatcher:
    """One compiled alternation of every term, longest first.

    In prose (`identifier=False`) only PROSE terms are sought, and a replacement that ends with
    a period absorbs the sentence's own period ("…to Nessa Williams." -> "…to N.W.", not
    "N.W.."). In identifiers every term given is sought, with the looser boundaries of an
    address or a file name.
    """

    def __init__(self, terms: list[Term], tolerant: bool = True, identifier: bool = False) -> None:
        terms = terms if identifier else [t for t in terms if t.kind == PROSE]
        self.terms = terms
        self._by_key = {t.original.casefold(): t for t in terms}
        self._tolerant = tolerant
        self._loose: list[tuple[regex.Pattern, Term]] | None = None  # compiled on first need
        alternatives = "|".join(_pattern_of(t.original, tolerant) for t in terms)
        before, after = (_IDENTIFIER_BEFORE, _IDENTIFIER_AFTER) if identifier else (_PROSE_BEFORE, _PROSE_AFTER)
        period = "" if identifier else r"(?P<period>\.(?![\p{L}\p{N}]))?"
        self.pattern = regex.compile(rf"{before}(?P<term>{alternatives}){after}{period}",
                                     regex.IGNORECASE) if terms else None

    def finditer(self, text: str):
        return self.pattern.finditer(text) if self.pattern else iter(())

    def term_for(self, matched: str) -> Term:
        term = self._by_key.get(matched.casefold())
        if term is not None:
            return term
        if self._loose is None:  # a typographic or invisible-character variant: rare, so compiled late
            self._loose = [(regex.compile(rf"^{_pattern_of(t.original, self._tolerant)}$", regex.IGNORECASE), t)
                           for t in self.terms]
        return next(t for pattern, t in self._loose if pattern.match(matched))

    def substitute(self, match: regex.Match) -> tuple[Term, str]:
        """The term a match found and the text that takes the match's place."""
        term = self.term_for(match.group("term"))
        period = "." if match.groupdict().get("period") and not term.replacement.endswith(".") else ""
        return term, term.replacement + period

    def replace(self, text: str) -> tuple[str, list[Term]]:
        """The text with every term replaced, and the terms that were (one entry per occurrence)."""
        used: list[Term] = []

        def swap(match: regex.Match) -> str:
            term, replacement = self.substitute(match)
            used.append(term)
            return replacement

        return (self.pattern.sub(swap, text) if self.pattern else text), used
