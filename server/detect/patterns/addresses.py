"""Street addresses and postal codes (Canada, United States, United Kingdom, France, Spain)."""

from __future__ import annotations

from nomen import categories
from nomen.detect.patterns.base import AFTER, BEFORE, RegexRecognizer, compile_all
from nomen.detect.scores import CONTEXTUAL, VALIDATED

# A capitalised word, or a lower-case particle ("rue de la Paix"); case matters even where types don't.
_NAME_WORD = r"(?-i:\p{Lu}[\p{L}'’.-]*|d[eu]s?|de[ \t]+la|l['’]|la|le|del|de)"
_NUMBER = r"\d{1,5}[A-Za-z]?(?:[ \t]*(?:bis|ter|-\d{1,5}))?"
_EN_TYPES = (r"Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Place|Pl|Way|Crescent|"
             r"Terrace|Square|Sq|Close|Gardens|Parkway|Highway|Hwy|Row|Mews|Grove|Hill")
_FR_TYPES = r"rue|avenue|av|boulevard|bd|chemin|impasse|allée|place|quai|route|cours|square|rond-point|voie|passage"
_ES_TYPES = r"calle|c/|avenida|avda|av|plaza|pza|paseo|camino|carrera|ronda|travesía|pasaje|carretera"

_STREET = {
    # "221B Baker Street", "1600 Pennsylvania Avenue NW", "PO Box 1234"
    "en": rf"{BEFORE}(?:{_NUMBER}[ \t]+(?:(?-i:\p{{Lu}}[\p{{L}}'’-]*)[ \t]+){{1,4}}(?-i:{_EN_TYPES})\.?"
          rf"(?:[ \t]+(?-i:N|S|E|W|NE|NW|SE|SW)){{0,1}}|P\.?[ \t]?O\.?[ \t]+Box[ \t]+\d+){AFTER}",
    # "12, rue de la Paix", "3 bis avenue Foch"
    "fr": rf"{BEFORE}{_NUMBER},?[ \t]+(?:{_FR_TYPES})\.?(?:[ \t]+{_NAME_WORD}){{1,5}}{AFTER}",
    # "calle Mayor 5", "C/ Alcalá, 23", "Avda. de América 10"
    "es": rf"(?<![\p{{L}}\p{{N}}/])(?:{_ES_TYPES})\.?(?:[ \t]+{_NAME_WORD}){{1,5}},?[ \t]+(?:n\.?º[ \t]*)?\d{{1,5}}{AFTER}",
}

_POSTAL = (
    # Canada: "H2X 1Y4"
    r"(?-i:[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ \t]?\d[ABCEGHJ-NPRSTV-Z]\d)"
    # United Kingdom: "SW1A 1AA", "M1 1AE", "EC1A 1BB"
    r"|(?-i:(?:[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]?)[ \t]\d[ABD-HJLNP-UW-Z]{2})"
    # United States, after a state code: "NY 10001", "CA 94105-1234" (the code alone is the span)
    r"|(?<=(?-i:\b[A-Z]{2})[ \t])\d{5}(?:-\d{4})?"
    # France and Spain, before the town: "75008 Paris", "F-67000 Strasbourg", "28014 Madrid"
    r"|(?:F-)?(?:0[1-9]|[1-8]\d|9[0-5]|97)\d{3}(?=[ \t]+(?-i:\p{Lu}[\p{L}'’-]+))"
)


def street_address_recognizer() -> RegexRecognizer:
    return RegexRecognizer("street-address", categories.ADDRESS, compile_all(_STREET), score=CONTEXTUAL)


def postal_code_recognizer() -> RegexRecognizer:
    return RegexRecognizer("postal-code", categories.POSTAL_CODE,
                           compile_all({"*": rf"{BEFORE}(?:{_POSTAL}){AFTER}"}), score=VALIDATED)
