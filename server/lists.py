"""NOME's editable lists (inclusion, exclusion, titles), per language.

The package ships defaults in `resources/lists/<language>/<name>.txt`; a user's
edits are saved in their own config directory and replace the default for that
list, so upgrades never overwrite them and the package stays read-only.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from functools import cached_property, lru_cache
from importlib import resources
from pathlib import Path

from babel import Locale

from nomen import categories
from nomen.storage import write_private
from nomen.names.folding import fold

LIST_NAMES = ("inclusion", "exclusion", "titles")
LIST_LANGUAGES = ("en", "fr", "es")
MAX_TERMS = 20_000
MAX_TERM_LENGTH = 200


class ListError(ValueError):
    """A list request names an unknown list or language, or carries bad terms."""


@dataclass(frozen=True)
class ResourceLists:
    """The lists in force for one language, ready for fast look-ups."""

    language: str
    inclusion: tuple[tuple[str, str], ...]
    exclusion: frozenset[str]
    titles: tuple[str, ...]
    # The excluded words that are countries, months and weekdays (from CLDR), which are given names
    # too: "Jordan Ashby", "May Lau", "April Jones".
    calendar_and_countries: frozenset[str] = frozenset()

    def is_excluded(self, term: str) -> bool:
        return fold(term) in self.exclusion

    @cached_property
    def folded_titles(self) -> frozenset[str]:
        return frozenset(fold(t).rstrip(".") for t in self.titles)


def _parse_lines(lines: list[str]) -> list[str]:
    return [line.strip() for line in lines if line.strip() and not line.lstrip().startswith("#")]


@lru_cache(maxsize=8)
def _cldr_exclusions(language: str) -> frozenset[str]:
    """Country names, months and weekdays: never a person, and tedious to list by hand.

    Abbreviated months stay out: "Jan" and "Mar" are given names more often than dates.
    """
    locale = Locale(language)
    words: set[str] = set(locale.territories.values())
    for context in ("format", "stand-alone"):
        words.update(locale.months[context]["wide"].values())
        for width in ("wide", "abbreviated"):
            words.update(locale.days[context][width].values())
    return frozenset(fold(w).rstrip(".") for w in words if len(w) > 2)


class ListStore:
    """Reads package defaults, and reads and writes the user's copies."""

    def __init__(self, config_dir: Path) -> None:
        self._user_dir = Path(config_dir) / "lists"
        self._lock = threading.Lock()
        self._cache: dict[str, ResourceLists] = {}

    @staticmethod
    def check(name: str, language: str) -> None:
        if name not in LIST_NAMES:
            raise ListError(f"unknown list '{name}'; lists are: {', '.join(LIST_NAMES)}")
        if language not in LIST_LANGUAGES:
            raise ListError(f"unknown language '{language}'; languages are: {', '.join(LIST_LANGUAGES)}")

    def _user_path(self, name: str, language: str) -> Path:
        return self._user_dir / language / f"{name}.txt"

    def is_customized(self, name: str, language: str) -> bool:
        self.check(name, language)
        return self._user_path(name, language).is_file()

    def get(self, name: str, language: str) -> list[str]:
        """The terms in force: the user's copy if saved, else the packaged default."""
        self.check(name, language)
        user = self._user_path(name, language)
        if user.is_file():
            return _parse_lines(user.read_text(encoding="utf-8").splitlines())
        packaged = resources.files("nomen.resources").joinpath("lists", language, f"{name}.txt")
        return _parse_lines(packaged.read_text(encoding="utf-8").splitlines())

    def put(self, name: str, language: str, terms: list[str]) -> list[str]:
        """Replace the user's copy of a list; written atomically, readable by the user only.
        Raises ListError for bad terms, StorageError when the config folder refuses the write."""
        self.check(name, language)
        if not isinstance(terms, list) or not all(isinstance(t, str) for t in terms):
            raise ListError("'terms' must be a list of strings")
        if len(terms) > MAX_TERMS:
            raise ListError(f"a list holds at most {MAX_TERMS} terms")
        cleaned = [" ".join(t.splitlines()).strip() for t in terms]  # one line each, as `get` reads them
        if any(len(t) > MAX_TERM_LENGTH for t in cleaned):
            raise ListError(f"a term is at most {MAX_TERM_LENGTH} characters long")
        cleaned = list(dict.fromkeys(t for t in cleaned if t))
        write_private(self._user_path(name, language), ("\n".join(cleaned) + "\n").encode("utf-8"))
        with self._lock:
            self._cache.pop(language, None)
        return cleaned

    def lists_for(self, language: str) -> ResourceLists:
        """The compiled lists for a language, with CLDR country, month and day names added."""
        list_language = language if language in LIST_LANGUAGES else "en"
        with self._lock:
            cached = self._cache.get(language)
        if cached is not None:
            return cached
        inclusion = []
        for line in self.get("inclusion", list_language):
            term, _, category = line.partition("\t")
            category = category.strip().upper() or categories.PERSON
            inclusion.append((term.strip(), category if category in categories.ALL else categories.PERSON))
        listed = {fold(t) for t in self.get("exclusion", list_language)}
        cldr = _cldr_exclusions(language) | _cldr_exclusions("en")
        compiled = ResourceLists(
            language=language,
            inclusion=tuple(inclusion),
            exclusion=frozenset(listed | cldr),
            titles=tuple(self.get("titles", list_language)),
            calendar_and_countries=frozenset(cldr - listed),
        )
        with self._lock:
            self._cache[language] = compiled
        return compiled
