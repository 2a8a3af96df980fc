"""One regular expression per language, an optional check: what most pattern recognizers are.

Validated identifiers (checksums, real phone numbering plans) score 0.95 so they
beat the NER's weaker "this is a date/number, not a name" veto (0.65).
"""

from __future__ import annotations

from typing import Callable, Iterator, Mapping

import regex

from nomen.detect.base import Candidate, DetectionContext
from nomen.detect.scores import VALIDATED

# Boundaries that do not split a token of letters or digits.
BEFORE = r"(?<![\p{L}\p{N}])"
AFTER = r"(?![\p{L}\p{N}])"


class RegexRecognizer:
    """Finds `category` spans with a per-language pattern; the group named `v` (or the match) is the span.

    `check` sees the matched value and may refuse it (a failed checksum).
    """

    def __init__(self, name: str, category: str, patterns: Mapping[str, regex.Pattern],
                 score: float = VALIDATED, check: Callable[[str], bool] | None = None) -> None:
        self.name = name
        self.category = category
        self.patterns = patterns
        self.languages = frozenset(self.patterns)
        self.score = score
        self.check = check

    def find(self, ctx: DetectionContext) -> list[Candidate]:
        pattern = self.patterns.get(ctx.language) or self.patterns.get("*")
        if pattern is None:
            return []
        found = []
        for match in pattern.finditer(ctx.text):
            for start, end in _value_spans(match):
                if self.check is None or self.check(ctx.text[start:end]):
                    found.append(Candidate(start, end, self.category, self.score, self.name))
        return found


def _value_spans(match: regex.Match) -> list[tuple[int, int]]:
    """Every capture of the group `v` (a repeated group gives several), else the whole match."""
    if "v" in match.re.groupindex:
        return [span for span in match.spans("v") if span[1] > span[0]]
    return [match.span()]


class Compiled(Mapping[str, regex.Pattern]):
    """Each language's pattern, compiled when a text of that language first needs it: compiling
    the three languages' patterns at import took a command line a fifth of a second."""

    def __init__(self, sources: Mapping[str, str], flags: int) -> None:
        self._sources = dict(sources)
        self._flags = flags
        self._compiled: dict[str, regex.Pattern] = {}

    def __getitem__(self, language: str) -> regex.Pattern:
        if language not in self._compiled:
            self._compiled[language] = regex.compile(self._sources[language], self._flags)
        return self._compiled[language]

    def __iter__(self) -> Iterator[str]:
        return iter(self._sources)

    def __len__(self) -> int:
        return len(self._sources)


def compile_all(languages: Mapping[str, str], flags: int = regex.IGNORECASE) -> Compiled:
    return Compiled(languages, flags | regex.VERBOSE)
