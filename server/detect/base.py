"""What every recognizer receives and returns."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable, Protocol

if TYPE_CHECKING:  # pragma: no cover
    from nomen.lists import ResourceLists


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


@dataclass(slots=True)
class DetectionContext:
    """Everything recognizers may read: the text, its language and the editable lists."""

    text: str
    language: str
    lists: "ResourceLists | None" = None


class Recognizer(Protocol):
    """One detector. `languages` lists the languages it runs on ("*" for any)."""

    name: str
    languages: frozenset[str]

    def find(self, ctx: DetectionContext) -> Iterable[Candidate]:  # pragma: no cover
        ...
