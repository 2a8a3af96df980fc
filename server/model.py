"""The core model every stage passes along: the options of an analysis, what it found, and what the
editor decided.

Dataclasses from detection to apply; dictionaries only at the edges (the HTTP API, the CLI's JSON
files), through `from_dict` and `to_dict`, the one place where the shape of a client's entity is
checked. Detection's own unit, the candidate span, is `nomen.detect.base.Candidate`.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import regex

from nomen import categories

STYLES = ("initials", "letters", "category")
CATEGORY_STYLES = ("initials", "letters", "category", "first-letter", "redact")
LANGUAGES = ("auto", "en", "fr", "es")
# Control characters (tab aside) and the two non-characters XML cannot hold: a replacement is
# written into the document's XML, so it is refused up front rather than failing half-way.
NOT_XML_TEXT = regex.compile("[\x00-\x08\x0a-\x1f\x7f\ufffe\uffff]")


class DecisionError(ValueError):
    """What a client sent does not have the expected shape (answered with `status`)."""

    status = 400
    code = "invalid_request"


def flag(value: Any, where: str) -> bool:
    """A yes/no field: a JSON boolean, or the words a form field carries ("true", "0")."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in ("true", "false", "1", "0"):
        return value.lower() in ("true", "1")
    raise DecisionError(f"{where} must be true or false")


def _strict_flag(value: Any, where: str) -> bool:
    """A yes/no field inside JSON decisions: a boolean and nothing else ("yes" is a mistake)."""
    if not isinstance(value, bool):
        raise DecisionError(f"{where} must be true or false")
    return value


def _text(value: Any, where: str) -> str:
    if not isinstance(value, str):
        raise DecisionError(f"{where} must be a string")
    return value


@dataclass(frozen=True)
class AnalyzeOptions:
    language: str = "auto"
    style: str = "initials"
    anonymize_professionals: bool = False
    category_styles: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.language not in LANGUAGES:
            raise DecisionError(f"'language' must be one of: {', '.join(LANGUAGES)}")
        if self.style not in STYLES:
            raise DecisionError(f"unknown style '{self.style}'; styles are: {', '.join(STYLES)}")
        for category, style in self.category_styles.items():
            if category not in categories.ALL or style not in CATEGORY_STYLES:
                raise DecisionError(f"bad category style {category}={style}; categories are "
                                    f"{', '.join(categories.ALL)} and styles {', '.join(CATEGORY_STYLES)}")

    @classmethod
    def from_dict(cls, fields: dict[str, Any]) -> AnalyzeOptions:
        """The options of a request, each checked with a message that names it."""
        style = fields.get("style", "initials")
        if not isinstance(style, str):
            raise DecisionError("'style' must be a string")
        category_styles = fields.get("category_styles", {})
        if not isinstance(category_styles, dict):
            raise DecisionError("'category_styles' must be an object such as {\"ORG\": \"redact\"}")
        return cls(language=fields.get("language", "auto"), style=style,
                   anonymize_professionals=flag(fields.get("anonymize_professionals", False),
                                                "'anonymize_professionals'"),
                   category_styles=category_styles)


@dataclass
class Mention:
    start: int
    end: int
    text: str
    part: str = "body"  # the story of the .docx it is in: body, header, footnote…


@dataclass
class Variant:
    """One spelling of an entity; the editor can turn a single spelling off."""

    text: str
    count: int = 0
    anonymize: bool = True


@dataclass
class Entity:
    """One person or thing with every spelling of it, and what becomes of it."""

    category: str
    variants: list[Variant]     # most frequent first
    mentions: list[Mention] = field(default_factory=list)
    id: str = ""
    role: str | None = None
    anonymize: bool = True
    replacement: str = ""
    collision: bool = False
    ambiguous: bool = False
    score: float = 1.0
    manual: bool = False        # added by the editor, not proposed by the analyser
    # A title in front of a mention stays in front of its replacement ("Mr. W.M."); a replacement the
    # clerk wrote ("Sister A") replaces the whole mention, title included, unless they ask otherwise.
    keep_titles: bool = True

    @classmethod
    def of_mentions(cls, category: str, mentions: list[Mention], **fields: Any) -> Entity:
        """An entity found by analysis: its variants are its mentions' texts, most frequent first."""
        counts = Counter(m.text for m in mentions)
        return cls(category, [Variant(text, count) for text, count in counts.most_common()], mentions, **fields)

    @property
    def texts(self) -> list[str]:
        return [v.text for v in self.variants]

    def to_dict(self) -> dict[str, Any]:
        found = {
            "id": self.id, "category": self.category, "role": self.role, "anonymize": self.anonymize,
            "replacement": self.replacement, "collision": self.collision, "ambiguous": self.ambiguous,
            "score": round(self.score, 2),
            "variants": [{"text": v.text, "count": v.count, **({} if v.anonymize else {"anonymize": False})}
                         for v in self.variants],
            "mentions": [{"start": m.start, "end": m.end, "text": m.text, "part": m.part} for m in self.mentions],
        }
        return found | ({"manual": True} if self.manual else {}) | ({} if self.keep_titles else {"keep_titles": False})

    @classmethod
    def from_dict(cls, data: Any, where: str = "an entity") -> Entity:
        """An entity as a client sent it back (mentions are not needed and not read); a missing
        replacement is "" (the server proposes one), a missing category PERSON."""
        if not isinstance(data, dict):
            raise DecisionError(f"{where} must be an object")
        category = data.get("category") or categories.PERSON
        if category not in categories.ALL:
            raise DecisionError(f"{where}: 'category' must be one of: {', '.join(categories.ALL)}")
        replacement = data.get("replacement")
        replacement = "" if replacement is None else _text(replacement, f"{where}: 'replacement'")
        if NOT_XML_TEXT.search(replacement):
            raise DecisionError(f"{where}: 'replacement' holds a control character, which a Word document "
                                "cannot hold")
        variants = data.get("variants")
        if not isinstance(variants, list) or not variants:
            raise DecisionError(f"{where}: 'variants' must be a non-empty list")
        role, score = data.get("role"), data.get("score", 1.0)
        if not isinstance(score, (int, float)) or isinstance(score, bool):
            raise DecisionError(f"{where}: 'score' must be a number")
        return cls(
            category=category,
            variants=[_variant(v, where) for v in variants],
            id=_text(data.get("id", ""), f"{where}: 'id'"),
            role=None if role is None else _text(role, f"{where}: 'role'"),
            anonymize=_strict_flag(data.get("anonymize", True), f"{where}: 'anonymize'"),
            replacement=replacement,
            collision=_strict_flag(data.get("collision", False), f"{where}: 'collision'"),
            ambiguous=_strict_flag(data.get("ambiguous", False), f"{where}: 'ambiguous'"),
            score=float(score),
            manual=_strict_flag(data.get("manual", False), f"{where}: 'manual'"),
            keep_titles=_strict_flag(data.get("keep_titles", True), f"{where}: 'keep_titles'"),
        )


def _variant(data: Any, where: str) -> Variant:
    if not isinstance(data, dict):
        raise DecisionError(f"{where}: each variant must be an object with a 'text'")
    count = data.get("count", 0)
    if not isinstance(count, int) or isinstance(count, bool) or count < 0:
        raise DecisionError(f"{where}: a variant's 'count' must be a whole number")
    return Variant(_text(data.get("text"), f"{where}: a variant's 'text'"), count,
                   _strict_flag(data.get("anonymize", True), f"{where}: a variant's 'anonymize'"))


def entities_from_dicts(data: Any) -> list[Entity]:
    """The editor's decisions as a client sent them (the entity list of an analysis, edited)."""
    if not isinstance(data, list):
        raise DecisionError("'entities' must be a list of entities")
    return [Entity.from_dict(entity, f"'entities', entity {number}") for number, entity in enumerate(data, start=1)]


@dataclass
class Analysis:
    """What /api/analyze answers: the language used, the text read, the entities found."""

    language: str
    text: str
    entities: list[Entity]

    def to_dict(self) -> dict[str, Any]:
        return {"language": self.language, "text": self.text, "entities": [e.to_dict() for e in self.entities]}
