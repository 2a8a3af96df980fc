"""The shapes of personal names in running text, shared by the name recognizers.

Written with the `regex` module for Unicode classes (\\p{Lu}), so "ÇELİK",
"Ólafsdóttir" and "Łukasz" are words like any other.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable

import regex
from spacy.util import get_lang_class
from wordfreq import top_n_list, zipf_frequency

from nomen.names.folding import strip_accents

# "Millar", "McDonald", "O'Brien", "Jean-Pierre", "Ólafsdóttir", and a Cantonese given name's two syllables,
# the second in lower case: "Siu-ling" of "CHEUNG Siu-ling"; and the joined names of Pakistan and Bangladesh
# ("Zia-ur-Rahman", "Harun-or-Rashid").
CAP_WORD = r"(?:\p{Lu}['’])?\p{Lu}\p{Ll}+(?:\p{Lu}\p{Ll}+)?(?:-(?:\p{Ll}{1,3}-)?\p{Lu}\p{Ll}+)*(?:-\p{Ll}{2,4}(?![\p{L}-]))?"
# "MILLAR", "PÉREZ", "O'BRIEN", "SMITH-JONES" (two letters at least).
CAPS_WORD = r"(?:\p{Lu}['’])?\p{Lu}{2,}(?:-\p{Lu}{2,})*"
# The vowels of a word in capitals: a surname has one, an acronym often none ("TKP", "PKK").
CAPITAL_VOWELS = frozenset("AEIOUYÀÁÂÃÄÅÆÈÉÊËÌÍÎÏÒÓÔÕÖØÙÚÛÜÝİ")
# "C.", "C.A.", "J.-P.", "R.O'S." (O'Sullivan; a run of initials is one token).
INITIAL = r"\p{Lu}\.(?:-?\p{Lu}(?:['’]\p{Lu})?\.)*"
# Lower-case particles allowed inside a name: "Ludwig van Beethoven", "María del Carmen", the Catalan
# "i" between two surnames ("Jordi Puig i Ferrer"), the Maghreb's "bent", "ould", "Ait" ("Khadija bent
# Larbi Sebti", "Hassan Ait Bihi").
PARTICLE = r"(?:de|du|des|del|della|der|den|di|da|das|dos|van|von|ter|ten|la|le|y|i|bin|binte|binti|bte|a/l|a/p|ben|bent|ould|ait|aït|ibn|al|el|zu|af|av)"
ELIDED = r"(?:d|l)['’]"
# Irish particles written with a capital, too short to be a name word: "Seán Ó Briain", "Áine Ní Bhriain".
GAELIC_PARTICLE = r"(?:Ó|Ní|Uí)"

# "G.P.Bimal", "S.K.Gangele", "S.PONNUSAMY": initials glued to the surname, as many common-law reports
# write them (in capitals, a surname of four letters or more: "W.P.NOS" is a docket's).
GLUED_INITIALS = rf"(?:\p{{Lu}}\.){{1,3}}(?:{CAP_WORD}|\p{{Lu}}{{4,}}(?![\p{{Ll}}]))"

# Given names written short: "Md. Jaffer", "Mohd. Salim" (Mohammed), "Moloy Kr. Ghosh" (Kumar), "Wm. Hart",
# "Sk. Asif Iqbal" (Sheikh).
GIVEN_ABBREVIATION = r"(?:Mohd|Md|Kr|Wm|Chas|Thos|Jas|Sk)\."
# Saint written short before the rest of a surname: "Kerwyn St. Hill", "Annette St. Clair-Baptiste".
SAINT_ABBREVIATION = r"(?:St|ST|Ste|STE)\.(?=[ \t]+\p{Lu})"

# The word between a case's two sides as common-law courts write it ("Smith v Jones", "v.", "Vs.",
# "Versus", "v/s"), and as the others do too ("Dupont c. France", "contre", "contra").
COMMON_LAW_VERSUS = r"(?:v\.?|vs\.?|Vs\.?|VS\.?|versus|Versus|VERSUS|v/s\.?|V/s\.?|V/S\.?)"
VERSUS = rf"(?:{COMMON_LAW_VERSUS}|c\.|contre|contra)"

# Capitals after a Scottish or Irish prefix, read before the capitalised word they start like: "McALPINE"
# is one word, not "Mc" and "ALPINE".
MC_CAPS_WORD = r"Ma?c\p{Lu}{2,}(?![\p{Ll}])"
NAME_TOKEN = rf"(?:{GLUED_INITIALS}|{INITIAL}|{GIVEN_ABBREVIATION}|{SAINT_ABBREVIATION}|{MC_CAPS_WORD}|{CAP_WORD}|{CAPS_WORD})"
# A name: tokens separated by spaces (and particles), never across a line break; "y" joins two surnames
# ("Ortega y Gasset"), never a name to an article's noun ("Sr. Rebolledo A. y el Abogado Integrante Sr. X").
NAME_SEPARATOR = rf"(?:[ \t]+(?:(?:(?!y[ \t]+(?:el|la|los|las)[ \t]){PARTICLE}|{GAELIC_PARTICLE})[ \t]+)*|[ \t]+{ELIDED})"
NAME = rf"{NAME_TOKEN}(?:{NAME_SEPARATOR}{NAME_TOKEN})*"
# A whole run of name words, from its first and taken whole, as a leftmost match takes it anyway: a
# pattern that opens with a name then reads a long run of capitals ("WORD WORD ...") once, not once
# per start and length (cubic time on an all-capitals decision); nor does it start inside a word, a
# compound or a run of initials ("A.B.C.").
NAME_RUN = rf"(?<![\p{{L}}\p{{N}}])(?<!\p{{L}}['’-])(?<!\p{{Lu}}\.)(?<!{NAME_TOKEN}{NAME_SEPARATOR})(?>{NAME})"

WORD_RE = regex.compile(rf"{INITIAL}|{MC_CAPS_WORD}|{CAP_WORD}(?:-\p{{Ll}}+)*|{CAPS_WORD}|\p{{L}}+")
INITIAL_RE = regex.compile(rf"^{INITIAL}$")
CAPS_RE = regex.compile(rf"^{CAPS_WORD}$")
CAP_RE = regex.compile(rf"^{CAP_WORD}$")
PARTICLE_RE = regex.compile(rf"^(?i:{PARTICLE})$")

# A word this frequent in ordinary prose is a word first and a name second.
COMMON_WORD_ZIPF = 4.2


@lru_cache(maxsize=65536)
def word_zipf(word: str, language: str) -> float:
    """How common a word is (Zipf scale, 0..8) in the language, or in English for other languages.
    French and Spanish capitals often drop their accents and keep the elided article ("SUIVIE
    D'INCAPACITE SUPERIEURE"): such a word counts as its accented form ("incapacité", "supérieure")."""
    lower = word.lower()
    score = zipf_frequency(lower, language)
    if language == "en":
        return score
    if word.isupper() and lower.isascii():
        bare = _ELIDED_ARTICLE.sub("", lower)
        score = max(score, zipf_frequency(bare, language), _accented(language).get(bare, 0.0))
    return max(score, zipf_frequency(lower, "en"))


_ELIDED_ARTICLE = regex.compile(r"^(?:d|l|qu|j|n|s|c)['’](?=\p{L})")
# How many of a language's commonest words are read for their accented spellings.
_ACCENTED_WORDS = 10_000


@lru_cache(maxsize=4)
def _accented(language: str) -> dict[str, float]:
    """The language's common words with accents, by their spelling without them: "superieure" -> 4.7."""
    return {strip_accents(w): zipf_frequency(w, language) for w in top_n_list(language, _ACCENTED_WORDS)
            if not w.isascii()}


def is_common_word(word: str, language: str, threshold: float = COMMON_WORD_ZIPF) -> bool:
    return word_zipf(word, language) >= threshold


# Sentence adverbs open sentences before names ("Finally Mr Polat", "Ensuite Mme Durand"); the
# endings are those of adverbs, not of first names ("Kelly", "Emily", "Clément" do not match).
_ADVERB = regex.compile(r"^\p{Lu}\p{Ll}{2,}(?:(?:al|ent|ant|ous|ive|ing|ed|ful|ate|ict|ise|ct|ib|ab|st)ly|ement|[ae]mment|mente)$")


def is_sentence_adverb(word: str) -> bool:
    return bool(_ADVERB.match(word))


def name_words(text: str) -> list[str]:
    """The capitalised words and initials of a span, particles and punctuation dropped."""
    return [w for w in WORD_RE.findall(text) if w[0].isupper()]


@lru_cache(maxsize=4)
def stop_words(language: str) -> frozenset[str]:
    """spaCy's stop words for the language, plus English ones (judgments quote English)."""
    words = set(get_lang_class("en").Defaults.stop_words)
    if language in ("fr", "es"):
        words |= get_lang_class(language).Defaults.stop_words
    return frozenset(words)


def drop_trailing_words(text: str, start: int, end: int, unwanted: Callable[[str], bool]) -> int:
    """The end of a match once the unwanted words at its end are dropped, the last first."""
    while (cut := text.rfind(" ", start, end)) != -1 and unwanted(text[cut + 1:end]):
        end = len(text[start:cut].rstrip()) + start
    return end


# Stop words that are surnames too ("Mr. V. M. More", "Mr Best"): a name may end in one; it does not end
# in any other ("Mr G.D. She said", "K. K. Having regard").
_SURNAME_STOP_WORDS = frozenset({"more", "best", "long", "little", "still", "few", "most", "well", "back", "down"})


def opens_sentence(word: str) -> bool:
    """A function word a sentence may open with ("She", "The", "Having"), which a name does not end in."""
    return word.lower() not in _SURNAME_STOP_WORDS


def drop_trailing_stop_words(text: str, start: int, end: int, language: str) -> int:
    """The end of a name match that ran into the next sentence: "Mr G.D. She said" -> "Mr G.D."; a stop
    word that opens no sentence stays a surname: "Mr. V. M. More"."""
    stops = stop_words(language)
    return drop_trailing_words(text, start, end, lambda word: word.lower() in stops and opens_sentence(word))


_NAME_RUN_BEFORE = regex.compile(rf"(?P<name>{NAME_RUN})[ \t]*$")


def name_before(text: str, end: int, reach: int) -> tuple[int, int] | None:
    """The span of the run of name words that ends right before `end` (blanks between), on its line
    and within `reach` characters: the side of "X v. Y" before "v.", a witness before "Defence
    Witness 3" (a run read forward would take those capitalised words in)."""
    line_start = text.rfind("\n", 0, end) + 1
    match = _NAME_RUN_BEFORE.search(text, max(line_start, end - reach), end)
    return match.span("name") if match else None


# One word with the ending of an abstract noun or an adjective that prose uses ("Notification",
# "Punishable", "Miscellaneous" tagged as people) is a word, not a name; "-ence" and "-ance" are
# left out for "Florence" and "Constance".
_NOUN_ENDING = regex.compile(r"(?i)\p{L}{3}(?:tions?|sions?|ments?|able|ible|ness|ities|ity|ious|eous|isms?|ists?|ative"
                             r"|atory|ships?)$")
_NOUN_ZIPF = 2.0


def is_abstract_noun(word: str, language: str) -> bool:
    """"Notification", "Punishable": a word of prose by its ending, and frequent enough."""
    return bool(_NOUN_ENDING.search(word)) and word_zipf(word, language) >= _NOUN_ZIPF


def abstract_nouns(words: list[str], language: str) -> bool:
    """Abstract nouns joined, no one's name: "Mediation and Arbitration" (of the "Commission for
    Conciliation, Mediation and Arbitration") tagged as a person or a party."""
    capitalised = [w.strip(".,;:") for w in words if w[:1].isupper()]
    return len(capitalised) > 1 and len(words) - len(capitalised) <= 1 and \
        all(is_abstract_noun(w, language) for w in capitalised)
