"""Pattern recognizers: each finds its shapes, and leaves look-alikes alone."""

from __future__ import annotations

import pytest

from nomen import categories
from nomen.detect.base import DetectionContext
from nomen.detect.patterns import PATTERN_RECOGNIZERS


def found(text: str, language: str = "en") -> set[tuple[str, str]]:
    ctx = DetectionContext(text, language)
    return {(c.category, text[c.start:c.end]) for r in PATTERN_RECOGNIZERS
            if "*" in r.languages or language in r.languages for c in r.find(ctx)}


POSITIVES = [
    ("en", "The applicant was born on March 17, 2000 in Cork.", categories.DATE_OF_BIRTH, "March 17, 2000"),
    ("en", "X (born on 17 March 2000) lives in Leeds.", categories.DATE_OF_BIRTH, "17 March 2000"),
    ("en", "The first applicant was born in 1965 and lives in Dublin.", categories.DATE_OF_BIRTH, "1965"),
    ("en", "Date of birth: 12/03/1980.", categories.DATE_OF_BIRTH, "12/03/1980"),
    ("fr", "Le requérant, né le 3 mai 1990, réside à Lyon.", categories.DATE_OF_BIRTH, "3 mai 1990"),
    ("fr", "Elle est née le 1er janvier 1970 à Nice.", categories.DATE_OF_BIRTH, "1er janvier 1970"),
    ("es", "El demandante, nacido el 3 de mayo de 1990, vive en Sevilla.", categories.DATE_OF_BIRTH,
     "3 de mayo de 1990"),
    ("en", "Write to s.roy@example.com today.", categories.EMAIL, "s.roy@example.com"),
    ("en", "Write to 'anne-marie.o'neill@example.ie' today.", categories.EMAIL, "anne-marie.o'neill@example.ie"),
    ("en", "Call 514-555-0199 after noon.", categories.PHONE, "514-555-0199"),
    ("fr", "Joignable au 01 42 68 53 00 le matin.", categories.PHONE, "01 42 68 53 00"),
    ("en", "Call +33 1 42 68 53 00 from abroad.", categories.PHONE, "+33 1 42 68 53 00"),
    ("en", "See https://example.org/people/millar, posted.", categories.URL, "https://example.org/people/millar"),
    ("en", "He logged in from 192.168.1.20 twice.", categories.IP_ADDRESS, "192.168.1.20"),
    ("en", "and from 2001:db8::ff00:42:8329 later.", categories.IP_ADDRESS, "2001:db8::ff00:42:8329"),
    ("en", "She lived at 221B Baker Street, London.", categories.ADDRESS, "221B Baker Street"),
    ("en", "Mail went to PO Box 1234 in Ottawa.", categories.ADDRESS, "PO Box 1234"),
    ("fr", "domicilié 12, rue de la Paix à Paris", categories.ADDRESS, "12, rue de la Paix"),
    ("es", "vive en calle Mayor 5, en Madrid", categories.ADDRESS, "calle Mayor 5"),
    ("en", "Montréal (Québec) H2X 1Y4, Canada", categories.POSTAL_CODE, "H2X 1Y4"),
    ("en", "London NW1 6XE, England", categories.POSTAL_CODE, "NW1 6XE"),
    ("en", "Washington, DC 20500-0003, USA", categories.POSTAL_CODE, "20500-0003"),
    ("fr", "F-67000 Strasbourg, France", categories.POSTAL_CODE, "F-67000"),
    ("en", "His SSN is 536-90-4399.", categories.NATIONAL_ID, "536-90-4399"),
    ("en", "SIN 130 692 544 on file.", categories.NATIONAL_ID, "130 692 544"),
    ("fr", "NIR 2 95 10 99 126 111 93 connu.", categories.NATIONAL_ID, "2 95 10 99 126 111 93"),
    ("es", "con DNI 12345678Z y", categories.NATIONAL_ID, "12345678Z"),
    ("es", "con NIE X1234567L y", categories.NATIONAL_ID, "X1234567L"),
    ("en", "NI number AB 12 34 56 C was", categories.NATIONAL_ID, "AB 12 34 56 C"),
    ("fr", "IBAN FR76 3000 6000 0112 3456 7890 189 ouvert", categories.BANK_ACCOUNT,
     "FR76 3000 6000 0112 3456 7890 189"),
    ("en", "paid into account no. 0123-456789 at", categories.BANK_ACCOUNT, "0123-456789"),
    ("en", "card 4111 1111 1111 1111 was used", categories.CARD_NUMBER, "4111 1111 1111 1111"),
    ("fr", "le véhicule AB-123-CD a été", categories.LICENCE_PLATE, "AB-123-CD"),
    ("en", "licence plate number 1234 BCD was", categories.LICENCE_PLATE, "1234 BCD"),
    ("en", "Johnston v. Ireland (application no. 9697/82) was", categories.CASE_NUMBER, "9697/82"),
    ("en", "applications nos. 1/97, 2/97 and 33/97 were", categories.CASE_NUMBER, "33/97"),
    ("fr", "la requête n° 36110/97 dirigée", categories.CASE_NUMBER, "36110/97"),
    ("en", "Federal Court File No. T-123-45 was", categories.CASE_NUMBER, "T-123-45"),
    ("en", "awarded GBP 550,000 in damages", categories.AMOUNT, "GBP 550,000"),
    ("en", "paid 425,000 pounds sterling (GBP) for", categories.AMOUNT, "425,000 pounds sterling (GBP)"),
    ("en", "a fine of 50,000,000 Turkish liras (TRL) was", categories.AMOUNT, "50,000,000 Turkish liras (TRL)"),
    ("en", "debts of about IR£8,800 in all", categories.AMOUNT, "IR£8,800"),
    ("en", "a claim for TRL 1.5 billion, rejected", categories.AMOUNT, "TRL 1.5 billion"),
    ("fr", "une somme de 10 000 € au titre du dommage", categories.AMOUNT, "10 000 €"),
    ("fr", "une dette de 1 500 000 francs suisses envers", categories.AMOUNT, "1 500 000 francs suisses"),
    ("es", "una multa de 3.000 euros por", categories.AMOUNT, "3.000 euros"),
    ("es", "reclamó 1,5 millones de pesetas al", categories.AMOUNT, "1,5 millones de pesetas"),
]


@pytest.mark.parametrize("language,text,category,span", POSITIVES)
def test_pattern_found(language, text, category, span):
    assert (category, span) in found(text, language)


NEGATIVES = [
    ("en", "The award was paid to ALL 3 applicants, TOP 10 of them in 1995."),  # codes that are words
    ("en", "Law no. 2000-516 and Protocol No. 11 apply; see Article 8 no. 5."),  # statutes
    ("en", "On 12 March the Court adjourned; in case 3 the claim was dismissed."),
    ("en", "The card 4111 1111 1111 1112 fails the Luhn check."),
    ("en", "IBAN FR76 3000 6000 0112 3456 7890 188 has a bad checksum."),
    ("en", "The meeting lasted from 10:30 to 12:45 in room 101."),
    ("en", "The hearing was held at 10.30.45 and 1.2.3.456 is no address."),
    ("en", "5 Senior Constable Priya Hill arrived at the car."),  # a numbered paragraph opens on a person
    ("fr", "Il habitait au 3 avenue Foch depuis toujours."),  # an address, but no following words taken
]


@pytest.mark.parametrize("language,text", NEGATIVES[:-1])
def test_look_alikes_not_found(language, text):
    assert found(text, language) == set()


def test_a_date_without_birth_is_only_a_date():
    assert found("On 17 March 2000 the Court delivered its judgment.") == {(categories.DATE, "17 March 2000")}
    assert found("Le 3 mai 1990, la Cour a statué.", "fr") == {(categories.DATE, "3 mai 1990")}


def test_sums_are_amounts_not_identifiers():
    assert found("The award was 1,500,000 euros and 536 90 4399 dollars.") == {
        (categories.AMOUNT, "1,500,000 euros"), (categories.AMOUNT, "4399 dollars")}
    assert found("On 12 March the Court adjourned; in case 3 the claim was 15,000 euros.") == {
        (categories.AMOUNT, "15,000 euros")}


def test_amounts_are_listed_off_by_default(engine):
    from nomen.model import AnalyzeOptions
    result = engine.analyze("The court ordered Mr William Millar to pay GBP 25,000.", AnalyzeOptions(language="en")).to_dict()
    amounts = [e for e in result["entities"] if e["category"] == categories.AMOUNT]
    assert [(v["text"], e["anonymize"], e["replacement"]) for e in amounts for v in e["variants"]] == [
        ("GBP 25,000", False, "[…]")]


def test_address_stops_at_the_street_name():
    language, text = NEGATIVES[-1]
    assert found(text, language) == {(categories.ADDRESS, "3 avenue Foch")}


def test_birth_date_beats_the_ner_date_veto(engine):
    from nomen.model import AnalyzeOptions
    result = engine.analyze("Mr William Millar was born on 17 March 1960 in Cork.", AnalyzeOptions(language="en")).to_dict()
    births = [e for e in result["entities"] if e["category"] == categories.DATE_OF_BIRTH]
    assert [v["text"] for e in births for v in e["variants"]] == ["17 March 1960"]
    assert births[0]["anonymize"] and births[0]["replacement"] == "[…]"


def test_a_year_and_a_serial_is_a_file_number_not_a_phone():
    text = "The file 2022-001456 was opened; call 202-555-0143 about it."
    phones = {span for category, span in found(text, "en") if category == categories.PHONE}
    assert phones == {"202-555-0143"}
