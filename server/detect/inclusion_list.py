"""NOME's inclusion list: terms the office always wants proposed, wherever they appear."""

from __future__ import annotations

from functools import lru_cache

import regex

from nomen import categories
from nomen.detect.base import Candidate, DetectionContext
from nomen.detect import scores


@lru_cache(maxsize=16)
def _pattern(terms: tuple[str, ...]) -> regex.Pattern | None:
    if not terms:
        return None
    alternatives = sorted((regex.escape(t) for t in terms), key=len, reverse=True)
    return regex.compile(rf"(?<![\p{{L}}\p{{N}}])(?:{'|'.join(alternatives)})(?![\p{{L}}\p{{N}}])",
                         regex.IGNORECASE)


class InclusionListRecognizer:
    name = "inclusion-list"
    languages = frozenset({"*"})

    def find(self, ctx: DetectionContext) -> list[Candidate]:
        if not ctx.lists or not ctx.lists.inclusion:
            return []
        category_of = {term.casefold(): category for term, category in ctx.lists.inclusion}
        pattern = _pattern(tuple(term for term, _ in ctx.lists.inclusion))
        return [Candidate(m.start(), m.end(), category_of.get(m.group().casefold(), categories.PERSON), scores.INCLUSION_LIST, self.name)
                for m in pattern.finditer(ctx.text)]
