"""The categories of anonymizable things, shared by detection, proposals and the API."""

PERSON = "PERSON"
ORG = "ORG"
LOC = "LOC"
DATE_OF_BIRTH = "DATE_OF_BIRTH"
# Other dates (events, proceedings): listed off by default; a date can identify with the rest.
DATE = "DATE"
PHONE = "PHONE"
EMAIL = "EMAIL"
ADDRESS = "ADDRESS"
POSTAL_CODE = "POSTAL_CODE"
NATIONAL_ID = "NATIONAL_ID"
BANK_ACCOUNT = "BANK_ACCOUNT"
CARD_NUMBER = "CARD_NUMBER"
LICENCE_PLATE = "LICENCE_PLATE"
CASE_NUMBER = "CASE_NUMBER"
URL = "URL"
IP_ADDRESS = "IP_ADDRESS"
# Sums of money (awards, debts, prices): listed off by default, like other dates.
AMOUNT = "AMOUNT"
# Nationalities, ethnic, religious and political groups ("Kurdish", "Quakers"): sensitive, and
# identifying with the rest of a decision; listed off by default.
GROUP = "GROUP"

OTHER = "OTHER"
# Internal only: evidence that a span is NOT anonymizable (a law, a nationality...);
# it can win an overlap in the registry and is then dropped.
NOT_NAME = "NOT_NAME"

ALL = (
    PERSON, ORG, LOC, DATE_OF_BIRTH, DATE, PHONE, EMAIL, ADDRESS, POSTAL_CODE,
    NATIONAL_ID, BANK_ACCOUNT, CARD_NUMBER, LICENCE_PLATE, CASE_NUMBER, URL, IP_ADDRESS, AMOUNT, GROUP, OTHER,
)

# Names are grouped by fuzzy name matching; everything else by its normalised string.
NAME_LIKE = frozenset({PERSON, ORG, LOC})
