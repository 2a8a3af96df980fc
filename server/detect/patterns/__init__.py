"""Pattern recognizers: identifiers with a recognisable shape, one module per family."""

from nomen.detect.patterns.addresses import (PostalAddressRecognizer, ResidenceRecognizer, postal_code_recognizer,
                                            street_address_recognizer)
from nomen.detect.patterns.amounts import amount_recognizer
from nomen.detect.patterns.case_numbers import case_number_recognizer
from nomen.detect.patterns.contact import PhoneRecognizer, email_recognizer, ip_address_recognizer, url_recognizer
from nomen.detect.patterns.dates import date_of_birth_recognizer, date_recognizer, saka_date_recognizer
from nomen.detect.patterns.identifiers import (bank_account_recognizers, card_number_recognizer,
                                                national_id_recognizers)
from nomen.detect.patterns.plates import licence_plate_recognizers

PATTERN_RECOGNIZERS = (
    date_of_birth_recognizer(),
    date_recognizer(),
    saka_date_recognizer(),
    email_recognizer(),
    url_recognizer(),
    ip_address_recognizer(),
    PhoneRecognizer(),
    street_address_recognizer(),
    ResidenceRecognizer(),
    PostalAddressRecognizer(),
    postal_code_recognizer(),
    *national_id_recognizers(),
    *bank_account_recognizers(),
    card_number_recognizer(),
    *licence_plate_recognizers(),
    case_number_recognizer(),
    amount_recognizer(),
)
