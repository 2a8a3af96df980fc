"""Sums of money: "GBP 550,000", "425,000 pounds sterling (GBP)", "10 000 €", "1,5 millones de pesetas".

An award, a debt or a price can point to a party as surely as a date, so amounts are
listed (off by default, like other dates) for the editor to hide where they identify.
The ISO 4217 codes come from Babel (CLDR), minus those that are also ordinary English
words ("ALL", "TOP"; asking English alone keeps the other word lists out of memory), and
count only next to a number, written in capitals. Babel's currency names are display
names ("US dollars", "dollars des États-Unis"), not the nouns running text uses, so the
nouns are listed here per language.
"""

from __future__ import annotations

import babel.numbers
from wordfreq import zipf_frequency

from nomen import categories
from nomen.detect.patterns.base import AFTER, BEFORE, RegexRecognizer, compile_all
from nomen.detect.scores import CONTEXTUAL

# A code that is also a common English word is left out ("ALL 3 applicants").
_COMMON_WORD_ZIPF = 3.0
_EXTRA_CODES = ("FF", "DM", "TL", "YTL")  # French francs, Deutsche Mark, Turkish lira: usual in older decisions


def _codes() -> str:
    codes = {code for code in babel.numbers.list_currencies() if zipf_frequency(code.lower(), "en") < _COMMON_WORD_ZIPF}
    return "|".join(sorted(codes | set(_EXTRA_CODES), key=len, reverse=True))


_SYMBOL = r"(?:IR|US|CA|C|A|NZ|HK|S)?[£€$¥₺₽₤₣₴₹]"
_CODE = rf"(?-i:{_codes()})"
# 1,500,000 / 1.500.000 / 1 500 000 (also with no-break spaces) / 1500 / 4.35 / 4,35
_NUMBER = r"\d{1,3}(?:(?:,|\.|[ \u00a0\u202f])\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?"
_MAGNITUDE = {
    "en": r"thousand|million|billion|bn|m",
    "fr": r"mille|millions?|milliards?",
    "es": r"mil|millón|(?:mil[ \t]+)?millones",
}
_OF = {"en": "", "fr": r"(?:d['’]|de[ \t]+)?", "es": r"(?:de[ \t]+)?"}
_NOUNS = {
    "en": r"dollars?|euros?|pounds?(?:[ \t]+sterling)?|francs?|liras?|lire|marks?|kroner|kronor|krone|krona|"
          r"zlot(?:y|ys|ies)|roubles?|rubles?|pesos?|pesetas?|yen|lei|leu|hryvnias?|forints?|kunas?|leva|"
          r"lats|litas|drachmas?|escudos?|guilders?|schillings?|dinars?|rand|pence|cents?|korun[ay]?|"
          r"tolars?|lari|drams?|manats?|denars?",
    "fr": r"euros?|francs?(?:[ \t]+(?:suisses?|belges?|CFA))?|livres?(?:[ \t]+(?:sterling|turques?))?|"
          r"dollars?|lires?(?:[ \t]+turques?)?|couronnes?|zlotys?|roubles?|pesos?|pesetas?|florins?|marks?|"
          r"dinars?|lei|leu|hryvnias?|forints?|kunas?|drachmes?|escudos?|centimes?|schillings?",
    "es": r"euros?|francos?(?:[ \t]+suizos?)?|libras?(?:[ \t]+esterlinas?)?|d[oó]lares|d[oó]lar|"
          r"liras?(?:[ \t]+turcas?)?|coronas?|zlotys?|rublos?|pesos?|pesetas?|florines|marcos?|dinares|dinar|"
          r"lei|leu|grivnas?|forintos?|kunas?|dracmas?|escudos?|c[eé]ntimos?|chelines",
}
# "Turkish liras", "US dollars", "Irish pounds": up to two capitalised words before the noun.
_ADJECTIVES = r"(?:(?-i:\p{Lu}[\p{L}.]*)[ \t]+){0,2}"


def _pattern(language: str) -> str:
    number = rf"(?:{_NUMBER})(?:[ \t]+(?:{_MAGNITUDE[language]}))?"
    unit_after = (rf"(?:{_OF[language]}{_ADJECTIVES}(?:{_NOUNS[language]})(?:[ \t]+\((?:{_CODE})\))?"
                  rf"|(?:{_CODE}|{_SYMBOL}))")
    return (rf"{BEFORE}(?:(?:{_CODE}|{_SYMBOL})[ \t\u00a0]?{number}"
            rf"|{number}[ \t\u00a0]?{unit_after}){AFTER}")


def amount_recognizer() -> RegexRecognizer:
    return RegexRecognizer("amount", categories.AMOUNT,
                           compile_all({language: _pattern(language) for language in _NOUNS}), score=CONTEXTUAL)
