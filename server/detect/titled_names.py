"""NOME's strongest rule: a courtesy title followed by capitalised words is a person."""

from __future__ import annotations

from functools import lru_cache

import regex

from nomen import categories
from nomen.detect.base import Candidate, DetectionContext
from nomen.names.folding import fold
from nomen.names.kinds import POSITION_WORDS, kind_of_name
from nomen.names.grammar import NAME_SEPARATOR, NAME_TOKEN, drop_trailing_stop_words, drop_trailing_words
from nomen.detect import scores
from nomen.detect.places import towns


# After a title, a capital alone before another name word is an initial written without its dot, as
# Indian reports write them: "Mr. N Mozika", "Mr. Sanjay K Pathak", "Mr R K Mehra".
_TOKEN = rf"(?:{NAME_TOKEN}|\p{{Lu}}(?=(?:[ \t]+\p{{Lu}}){{0,3}}[ \t]+{NAME_TOKEN}))"
_TITLED_NAME = rf"{_TOKEN}(?:{NAME_SEPARATOR}{_TOKEN})*"
# Two blanks or more, a tab among them (a lone tab may stand between a name's words).
_COLUMN_EDGE = regex.compile(r"\t[ \t]+|[ \t]+\t")


@lru_cache(maxsize=16)
def _pattern(titles: tuple[str, ...]) -> regex.Pattern:
    # Longest first so "Mme" is not read as "M" + "me".
    alternatives = sorted({_title_pattern(t) for t in titles}, key=len, reverse=True)
    # After a title, a lone capital is a name too: "Mr X", "Ms Y" (pseudonyms in judgments).
    # A title with its dot may touch the name: "Mr.G.P.Bimal", "Sri.M.Srinivas"; titles may follow
    # each other: "Hon'ble Mr. Justice R.Basant".
    # A title of two letters may touch an initial without its dot too, as converted reports write
    # it: "MmeJ.-A. Mackenzie".
    title = rf"(?:{'|'.join(alternatives)})(?:[ \t\u00a0]+|(?<=\.)(?=\p{{Lu}})|(?<=\p{{L}}{{2}})(?=\p{{Lu}}\.))"
    return regex.compile(rf"(?<![\p{{L}}\p{{N}}]){title}(?:{title})*"
                         rf"(?P<name>{_TITLED_NAME}|\p{{Lu}}(?![\p{{L}}\p{{N}}]))")


def _title_pattern(title: str) -> str:
    """A title as written in the list, with a lower-case initial mid-sentence ("le sergent Gamble"),
    or in capitals.

    Short titles keep their case: "me", "m." and "dr" in lower case are words and units. A dot is the
    title's own only where the list writes it ("Mr." beside "Mr"): after a word ("the judge. Wilson
    said", "saisi le juge. Monsieur Thierry") it ends the sentence, and the name after it is no judge.
    """
    word = title.rstrip(".")
    head = regex.escape(word[0])
    if len(word) >= 4 and word[0].isupper():
        head = f"[{regex.escape(word[0])}{regex.escape(word[0].lower())}]"
    dot = r"\." if title.endswith(".") else ""
    written = head + regex.escape(word[1:]) + dot
    # In capitals too, as headings and benches write them: "LADY JUSTICE SIMLER", "SIR PATRICK ELIAS".
    return written if len(word) < 2 or word.upper() == word else f"(?:{written}|{regex.escape(word.upper())}{dot})"


# Abbreviated words that open a post, never end a name: "Dr. PS MALIK Addl. Sessions Judge".
_POST_ABBREVIATIONS = frozenset({"addl", "spl", "asst", "dy", "jt", "ld", "govt"})


def _a_post_abbreviation(word: str) -> bool:
    return fold(word).rstrip(".") in _POST_ABBREVIATIONS


_A_FIRMS_AMPERSAND = regex.compile(r"[ \t]*&[ \t]*\p{Lu}")
_MESSRS = regex.compile(r"(?i:messrs)\b")
_RANK_LETTERS = regex.compile(r"\p{Lu}{2,3}[ \t]+")


class TitledNameRecognizer:
    name = "titled-name"
    languages = frozenset({"*"})

    def find(self, ctx: DetectionContext) -> list[Candidate]:
        titles = ctx.lists.titles if ctx.lists else ()
        if not titles:
            return []
        found = []
        for match in _pattern(tuple(titles)).finditer(ctx.text):
            # A run of blanks with a tab in it is a column's edge, never inside a name: "Mr.R. Janakiramulu
            # \t\tSpecial Govt. Pleader" is a name and a post; "General \t\tAssisted by" no name at all.
            if _COLUMN_EDGE.search(ctx.text, match.start(), match.start("name")):
                continue
            edge = _COLUMN_EDGE.search(ctx.text, match.start("name"), match.end())
            end = edge.start() if edge else match.end()
            end = drop_trailing_words(ctx.text, match.start("name"),
                                      drop_trailing_stop_words(ctx.text, match.start(), end, ctx.language),
                                      _a_post_abbreviation)
            if end <= match.start("name"):
                continue
            # "General Directorate", "Major Crimes Unit": a rank word before an institution; "Judge
            # Advocate": a title before a post.
            words = ctx.text[match.start("name"):end].split()
            if ctx.lists.is_excluded(ctx.text[match.start():end]):
                continue  # "Sri Lanka": a country whose name starts like a title
            if _A_FIRMS_AMPERSAND.match(ctx.text, end) and _MESSRS.match(ctx.text, match.start()):
                continue  # "(Messrs Tan & Lim LLC)": a firm by its partners' names
            if _RANK_LETTERS.fullmatch(ctx.text, match.start(), match.start("name")) and len(words) > 1 and \
                    fold(ctx.text[match.start("name"):end]) in towns():
                continue  # "DALAM MAHKAMAH TINGGI MALAYA DI KUALA LUMPUR": Malay "di" (in), no inspector
            if kind_of_name(words) is None and not all(fold(w) in POSITION_WORDS for w in words):
                found.append(Candidate(match.start(), end, categories.PERSON, scores.TITLED_NAME, self.name))
        return found
