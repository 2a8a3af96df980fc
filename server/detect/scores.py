"""How much each recognizer's word weighs: the one table that decides between them.

Where spans overlap, the highest score wins (`registry.resolve_overlaps`); one name gets the
category of its strongest evidence (`registry.harmonise_categories`). So these numbers are
the product's arbitration rules, and they live together: a change here changes who wins.
"""

from __future__ import annotations

from nomen import categories

# The clerk's own inclusion list beats everything.
INCLUSION_LIST = 1.0
# Identifiers: checksum or numbering plan validated, or a pattern with its context word; both
# beat NER's "this is a date/number, not a name" veto.
VALIDATED = 0.95
CONTEXTUAL = 0.9
OTHER_DATE = 0.6
# A date of the Indian national calendar: its month's name would otherwise read as a surname in capitals.
CALENDAR_DATE = 0.7
# A case cited from a law report: its title is a reference, above any name evidence inside it.
REPORTED_CASE = 0.92
# A neutral citation's court code ("[2019] EWCA Civ 123"): just below, so a case title before it is
# settled first and a longer veto over both cannot swallow the title.
COURT_REFERENCE = 0.91
# A statute's title: above NER's guesses inside it, below a titled name.
STATUTE = 0.85
# A party's occupation or caste ("Occ. Nil, R/o"): above the marker that reads the word before R/o as
# a name, and NER's guesses; below a titled name.
PARTY_DETAILS = 0.88
# An acronym the decision defines ("the Refugee Appeal Division [RAD]"), at each use: above NER's guesses.
DEFINED_ACRONYM = 0.86
# Names with evidence of their own.
TITLED_NAME = 0.9            # "Mr Millar", "Ms J.M. Burden"
TRANSPOSED_CAPS_NAME = 0.85  # "MILLAR, William"
CAPS_SURNAME = 0.5           # "MILLAR" among capitals
CAPS_TOWN = 0.4              # "MBEYA", "ROUBAIX": a town's name in capitals yields to the town read as one
CAPS_NAME_WITH_INITIAL = 0.75  # "MAHESH S NAIK" among capitals
CASE_TITLE_PARTY = 0.75      # "Johnston and Others v. Ireland"
PSEUDONYM = 0.75             # "Mr X", "A.B."
MARKED_NAME = 0.85           # "PW-3, Harish Kumar", "Kamla Devi W/o Ram Prasad"
PARTY_NOUN_NAME = 0.72       # "the accused Hiren Tokas": above NER's body or place, below its person
CAPITALISED_RUN_BODY = 0.55  # a run whose head word makes it a court or a ministry
CAPITALISED_RUN_INITIALS = 0.75
CAPITALISED_RUN_RARE_WORD = 0.6
# spaCy NER, by category; less where its guess is borrowed or a case title's party.
NER = {categories.PERSON: 0.8, categories.ORG: 0.7, categories.LOC: 0.7, categories.DATE: 0.65,
       categories.GROUP: 0.65, categories.NOT_NAME: 0.65}
# Nomen's legal NER, beside the stock one: trained on Indian judgments, it reads common-law names
# better, and European places and bodies worse: the stock NER wins where both see a person
# (or the legal one a body or a place), the legal one where the stock one saw a body or a place.
LEGAL_NER = {categories.PERSON: 0.72, categories.ORG: 0.6, categories.LOC: 0.6, categories.DATE: 0.55,
             categories.GROUP: 0.55, categories.NOT_NAME: 0.6}
NER_BORROWED_DOUBT = 0.1     # a language read through another language's pipeline
NER_CASE_TITLE_DOUBT = 0.2   # the parties of a case title may be people or states
NER_RAN_ON_DOUBT = 0.15      # a body or a place NER ran on into prose with: its label is a guess too
# Places.
TOWN_AFTER_PREPOSITION = 0.45
RESIDENCE = 0.7              # "lives in Ostrowite"
# Passes over what was found.
RECURRENCE = 0.7
ENUMERATION = 0.7
PART_WEIGHT = 0.95           # a name's part inherits most of the name's evidence
