"""Dates in English, French and Spanish: dates of birth, and the other dates.

A date (or a year) announced as a birth is a DATE_OF_BIRTH, proposed on; only the
date is the span ("born on [17 March 2000]"), so the sentence still reads. Other
full dates are listed as DATE, off by default: decisions are full of procedural
dates that must stay, but an editor may hide the date of an event that identifies.
"""

from __future__ import annotations

import babel.dates
import regex

from nomen import categories
from nomen.detect.patterns.base import AFTER, BEFORE, RegexRecognizer, compile_all
from nomen.detect import scores

# Below the NER's "not a name" veto (0.65) and far below a date of birth (0.95).


def _months(locale: str) -> str:
    names = {*babel.dates.get_month_names("wide", locale=locale).values(),
             *(n.rstrip(".") for n in babel.dates.get_month_names("abbreviated", locale=locale).values())}
    return "|".join(sorted((regex.escape(n) for n in names), key=len, reverse=True))


_DAY = r"(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th|er)?"
_YEAR = r"(?:1[89]|20)\d\d"
_NUMERIC = rf"(?:{_DAY}[./-](?:1[0-2]|0?[1-9])[./-](?:{_YEAR}|\d\d)|{_YEAR}-(?:1[0-2]|0[1-9])-(?:[12]\d|3[01]|0[1-9]))"


def _date(locale: str, connector: str = "") -> str:
    months = _months(locale)
    return (rf"(?:{_DAY}[ \t]+{connector}(?:{months})\.?,?[ \t]+{connector}{_YEAR}"
            rf"|(?:{months})\.?[ \t]+{_DAY},?[ \t]+{_YEAR}|{_NUMERIC})")


# "born on", "born in", "date of birth:", "(born 1970)", "d.o.b."
_CUES = {
    "en": r"born(?:[ \t]+(?:on|in))?|date[ \t]+of[ \t]+birth[ \t]*(?:[:,]|was|is)?|d\.?o\.?b\.?[ \t]*:?|birth[ \t]+date[ \t]*:?",
    "fr": r"n[ée]e?s?[ \t]+(?:le|en)|date[ \t]+de[ \t]+naissance[ \t]*:?",
    "es": r"nacid[oa]s?[ \t]+(?:el|en)|fecha[ \t]+de[ \t]+nacimiento[ \t]*:?",
}
_LOCALES = {"en": "en", "fr": "fr", "es": "es"}
_CONNECTOR = {"en": "(?:of[ \t]+)?", "fr": "", "es": "(?:de[ \t]+)?"}


def _birth_pattern(language: str) -> str:
    date = _date(_LOCALES[language], _CONNECTOR[language])
    # "born on 26 May 1918 and 2 December 1925 respectively": both are dates of birth.
    more = rf"(?:,?[ \t]+(?:and|et|y)[ \t]+(?:the[ \t]+)?(?P<v>{date}|{_YEAR}))?"
    return rf"{BEFORE}(?:{_CUES[language]})[ \t]+(?:the[ \t]+)?(?P<v>{date}|{_YEAR}){more}{AFTER}"


def date_of_birth_recognizer() -> RegexRecognizer:
    return RegexRecognizer("date-of-birth", categories.DATE_OF_BIRTH,
                           compile_all({language: _birth_pattern(language) for language in _CUES}))


def date_recognizer() -> RegexRecognizer:
    return RegexRecognizer("date", categories.DATE, compile_all(
        {language: rf"{BEFORE}{_date(_LOCALES[language], _CONNECTOR[language])}{AFTER}" for language in _CUES}),
        score=scores.OTHER_DATE)


# The Indian national (Saka) calendar beside the Gregorian date in Indian judgments' headings:
# "THURSDAY, THE 14TH DAY OF AUGUST 2024 / 23RD SRAVANA, 1946".
_SAKA_MONTHS = ("chaitra|vaisakha|vaishakha|jyaistha|jyeshtha|asadha|ashadha|sravana|shravana|bhadra|bhadrapada|"
                "asvina|ashvina|kartika|agrahayana|pausa|pausha|magha|phalguna")


def saka_date_recognizer() -> RegexRecognizer:
    """Its month in capitals is no surname ("SRAVANA"): above NER's guess of a date across both calendars."""
    return RegexRecognizer("saka-date", categories.DATE, compile_all(
        {"en": rf"{BEFORE}{_DAY}[ \t]+(?:{_SAKA_MONTHS}),?[ \t]+{_YEAR}{AFTER}"}), score=scores.CALENDAR_DATE)
