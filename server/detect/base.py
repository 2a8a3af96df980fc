"""What every recognizer receives and returns."""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Iterable, Protocol

from nomen import categories
from nomen.names.folding import fold

if TYPE_CHECKING:  # pragma: no cover
    from nomen.lists import ResourceLists


# Sources that can give a bare word the PERSON label without a title or a given name: their guess
# about a lone word is corroborated by a name found another way.
WEAK_SOURCES = frozenset({"spacy-ner", "legal-ner", "recurrence", "enumeration", "caps-name", "case-title"})


def corroborated_words(found: list["Candidate"], text: str) -> set[str]:
    """Folded words of the persons found by a rule or named in full: a lone word among them is
    someone's name, whatever else a weak guess made of it."""
    return {fold(word) for c in found if c.category == categories.PERSON
            and (c.source not in WEAK_SOURCES or " " in text[c.start:c.end].strip())
            for word in text[c.start:c.end].split()}


def lone_guess(cand: "Candidate", text: str, corroborated: set[str]) -> str | None:
    """The folded word of a one-word name only a weak source found, none found otherwise holding it."""
    word = fold(text[cand.start:cand.end].strip())
    return word if cand.source in WEAK_SOURCES and " " not in word and word not in corroborated else None


@dataclass(frozen=True, slots=True)
class Candidate:
    """One span a recognizer proposes: `text[start:end]` is the thing to anonymize.

    `score` is the recognizer's confidence (0..1) and decides overlaps in the
    registry; `role` is set only for professionals (judge, counsel, ...).
    """

    start: int
    end: int
    category: str
    score: float
    source: str
    role: str | None = None

    def overlaps(self, other: "Candidate") -> bool:
        return self.start < other.end and other.start < self.end

    def contains(self, other: "Candidate") -> bool:
        return self.start <= other.start and other.end <= self.end


def overlaps_any(spans: list[tuple[int, int]], start: int, end: int) -> bool:
    """Whether [start, end) overlaps one of `spans`, sorted and not overlapping each other (their
    ends are then sorted too: a binary search, since recurrence tests thousands of spans)."""
    first = bisect_right(spans, start, key=lambda span: span[1])  # the first span ending after `start`
    return first < len(spans) and spans[first][0] < end


@dataclass(slots=True)
class DetectionContext:
    """Everything recognizers may read: the text, its language and the editable lists."""

    text: str
    language: str
    lists: "ResourceLists | None" = None
    # Work a recognizer started before the others ran (see `Recognizer.begin`), by recognizer name.
    pending: dict[str, Any] = field(default_factory=dict)
    # Spans the rules settled as no one's name (a cited case, a law), kept by the merge once it drops them.
    vetoed: list[tuple[int, int]] = field(default_factory=list)


class Recognizer(Protocol):
    """One detector. `languages` lists the languages it runs on ("*" for any)."""

    name: str
    languages: frozenset[str]

    def find(self, ctx: DetectionContext) -> Iterable[Candidate]:  # pragma: no cover
        ...


class Background(Protocol):
    """A recognizer that can start work elsewhere (another core) before the others run: `begin`
    starts it, `find` collects it, `end` drops what `find` did not collect."""

    def begin(self, ctx: DetectionContext) -> None:  # pragma: no cover
        ...

    def end(self, ctx: DetectionContext) -> None:  # pragma: no cover
        ...
