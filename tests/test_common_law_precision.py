"""Precision rules for common-law decisions, on hand-made fixtures after the conventions of Indian,
UK and Canadian reports: cited precedents, residence addresses, places, docket noise, glued
initials."""

from __future__ import annotations

import pytest

from nomen import categories
from nomen.detect.base import Candidate, DetectionContext
from nomen.detect.registry import drop_excluded
from nomen.detect.capitalised_runs import CapitalisedRunRecognizer
from nomen.detect.citations import ReportedCaseRecognizer, StatuteRecognizer
from nomen.detect.patterns.addresses import ResidenceRecognizer
from nomen.lists import ListStore
from nomen.model import AnalyzeOptions
from nomen.names.titles import split_title
from tests.conftest import entity_of, standing_of, people_of


@pytest.fixture(scope="module")
def english(tmp_path_factory):
    return ListStore(tmp_path_factory.mktemp("lists")).lists_for("en")


def _titles_found(text: str, lists) -> list[str]:
    return [text[c.start:c.end] for c in ReportedCaseRecognizer().find(DetectionContext(text, "en", lists))]


@pytest.mark.parametrize("text, title", [
    ("It was held in State of Haryana v. Bhajan Lal, 1992 Supp (1) SCC 335 that", "State of Haryana v. Bhajan Lal"),
    ("(T. Arivandandam vs. T.V. Satyapal and another) AIR 1977 SC 2421", "T. Arivandandam vs. T.V. Satyapal"),
    ("in Bharat Bhushan Vij Vs. Arti Techchandani 2008 (153) DLT 247, in para", "Bharat Bhushan Vij Vs. Arti Techchandani"),
    ("Donoghue v Stevenson [1932] AC 562", "Donoghue v Stevenson"),
    ("R. v. Oakes, [1986] 1 S.C.R. 103", "R. v. Oakes"),
    ("Kedar Das Mohta and others Vs. Nand Lal Poddar and others (supra) in holding",
     "Kedar Das Mohta and others Vs. Nand Lal Poddar"),
    ("In the case of R. P. Kapur v. State of Punjab it was held", "R. P. Kapur v. State of Punjab"),
    ("In Virendra v. The State of Punjab (1), the Court", "Virendra v. The State of Punjab"),
    ("answered by this Court in Union of India v.H. C. Goel (1964) 4 SCR 718", "Union of India v.H. C. Goel"),
    ("in Raj Prakash v. Mangat Ram Choudhary and Ors. AIR 1978 Del 1, to c", "Raj Prakash v. Mangat Ram Choudhary"),
    ("the Court in Oil & Natural Gas Commission v. Utpal Kumar Basu held", "Oil & Natural Gas Commission v. Utpal Kumar Basu"),
    ("3. Shri Chand vs. Land Acquisition Collector 118 (2005) DLT 320", "Shri Chand vs. Land Acquisition Collector"),
    ("As this court said in Vandermeer v. Chowdhury-Price, 2019 ONCA 412, at para. 33", "Vandermeer v. Chowdhury-Price"),
    ("In Van Wetten-Bosman v Bosman 2011 (2) SA 520 (SCA) the court held", "Van Wetten-Bosman v Bosman"),
    ("As we explained in Czerny v. Hartwell, 61 F.4th 150 (D.C. Cir. 2023), a", "Czerny v. Hartwell"),
    ("See also Ex parte Maurice-Tshabalala 1995 (2) SA 713 (C) and", "Ex parte Maurice-Tshabalala"),
    ("as in In re Hartigan [2001] UKHL 3, the", "In re Hartigan"),
    ('the Apex Court in case of "Mithu Singh Vs. State of Punjab", [AIR 2001 SC 1234] held', "Mithu Singh Vs. State of Punjab"),
    ("in the case of Sahadevan alias Sagadevan Vs. State represented by the Inspector", "Sahadevan alias Sagadevan Vs. State"),
    ("it was held in Ram Kumar versus State of Haryana, 2010 (3) SCC 10, that", "Ram Kumar versus State of Haryana"),
    # between two people, cited as authority with no report after it
    ("the Full Bench of this Court in the case of Rangalal v. Shyamlal held", "Rangalal v. Shyamlal"),
    ("In Pritam Kaur v. Surjit Singh , Sandhawalia, C.J. presiding over a Full Bench", "Pritam Kaur v. Surjit Singh"),
    ("The Supreme Court in Vidya Charan v. Khub Chand has said that", "Vidya Charan v. Khub Chand"),
    # a report with its volume glued to the year, a report before the title, a decision's date after it
    ("1.Oriental Insurance Company Ltd. Vs. Sri Nanjappan & Others, 2004(2) TAC 12 (SC).",
     "Oriental Insurance Company Ltd. Vs. Sri Nanjappan"),
    ("in AIR 1983 SC 753 (Bharwada Bhoginbhai Hirjibhai Vs. State of Gujrat) in para 5 observed",
     "Bharwada Bhoginbhai Hirjibhai Vs. State of Gujrat"),
    ("CS No. 217 of 1989 (Deepak Prakash v. Jayanta Kumar Bose) delivered on June 16, 2004.",
     "Deepak Prakash v. Jayanta Kumar Bose"),
    ('rendered in RSA No.241/2008, titled as, "Kamla Yadav V/s Sunil Kumar & Anr."', "Kamla Yadav V/s Sunil Kumar"),
    ("Earlier, in SELVARAJ V/s. VENKATACHALAPATHY , a learned Judge held", "SELVARAJ V/s. VENKATACHALAPATHY"),
    # a report with its volume before the title; more ways to cite; two titles cited together are one reference
    ("12. 2007 (2) TNT 193 (Jayalakshmi and another vs. Govindammall and others)", "Jayalakshmi and another vs. Govindammall"),
    ("reliance is placed on (1) Gagan Kanojia and Anr. v. State of Punjab and others", "Gagan Kanojia and Anr. v. State of Punjab"),
    ("the petitioner has first referred to (Tulsiram v. Sitaram).", "Tulsiram v. Sitaram"),
    ("If the Judges who decided Govind Rao v. Kanhaiya Lal and Rahat Ali v. Husain Fatima Bibi meant to differ,",
     "Govind Rao v. Kanhaiya Lal and Rahat Ali v. Husain Fatima Bibi"),
])
def test_a_case_cited_from_a_law_report_or_as_authority_is_a_reference(text, title, english):
    assert _titles_found(text, english) == [title]


@pytest.mark.parametrize("text", [
    "see Kudła v. Poland [GC], no. 30210/96, § 152, ECHR 2000-XI",   # the European Court's citations
    "CASE OF JOHNSTON AND OTHERS v. IRELAND\n",                       # a case's own title
    "Petitioner: Madan Lal & Ors. Vs. Respondent: The State Of Jammu",
    "in the case of Soering v. the United Kingdom",                   # authority, but against a country
    "In the case of Johnston and Others v. Ireland,",                 # the European Court's own judgment
    "The plaintiff Ram Kumar v. Shyam Lal, his brother, in 2004",     # a title not cited as authority
])
def test_other_case_titles_are_left_to_the_name_rules(text, english):
    assert _titles_found(text, english) == []


@pytest.mark.parametrize("title, party", [
    ("Ram Kumar versus State of Haryana", "Ram Kumar"),
    ("Ram Kumar Vs. State of Haryana", "Ram Kumar"),
    ("STATE OF HARYANA VERSUS RAM KUMAR", "RAM KUMAR"),
    ("Ram Kumar v/s State of Haryana", "Ram Kumar"),
    ("Harold Smith v Jones Ltd", "Harold Smith"),
])
def test_the_decisions_own_title_gives_its_party_whole_however_versus_is_written(engine, title, party):
    """Neither NER reads these titles ("Vs" and "Versus" are capitalised: one read "Kumar Vs" and
    left "Ram" in the clear); the title's shape says the side is a party."""
    result = engine.analyze(f"{title}\n\nThe accused was arrested on 3 May 2010.", AnalyzeOptions(language="en")).to_dict()
    assert people_of(result) == {party} and entity_of(result, party)["anonymize"]


@pytest.mark.parametrize("cause_title, parties", [
    ("Ram Kumar                                   ...Petitioner\n                 Versus\n"
     "State of Haryana                            ...Respondent\n", {"Ram Kumar"}),
    ("1. Meena Devi & Ors.          ..... Respondents\n2. Suresh Chand\t\t: Respondent No. 2\n",
     {"Meena Devi", "Suresh Chand"}),
    ("BETWEEN\nJOHN HENRY WALLACE\nAppellant\nand\nTHE QUEEN\nRespondent\n", {"JOHN HENRY WALLACE"}),
    ("BETWEEN\n\nHer Majesty the Queen\n\nRespondent\n\nand\n\nD.K.\n\nAppellant\n", {"D.K."}),
])
def test_a_cause_titles_party_lines_name_the_parties(engine, cause_title, parties):
    """NER read "Kumar" alone beside the dots and nothing of a name on its own line above its label."""
    result = engine.analyze(cause_title + "\nThe facts are not in dispute.\n", AnalyzeOptions(language="en")).to_dict()
    assert people_of(result) == parties and all(entity_of(result, p)["anonymize"] for p in parties)


@pytest.mark.parametrize("text", [
    "And:\n\nThe State Of Karnataka By\nAzad Nagar Police Station\nDavanagere.\n               ... Respondent\n",
    "Kalina, Santacruz East, Mumbai      ...Respondent\n",
    "Mr. Rakesh Sharma, Advocate for the Petitioner.\nHeard counsel for the Appellant.\n",
])
def test_an_address_line_or_counsels_line_before_a_label_is_no_party(engine, text):
    from nomen.detect.case_titles import CaseTitleRecognizer

    lists = engine.list_store.lists_for("en")
    assert CaseTitleRecognizer().find(DetectionContext(text, "en", lists)) == []


def test_the_crown_and_the_state_are_no_party_to_hide(engine):
    result = engine.analyze("Papadakis v The King\n\nCOSTA PAPADAKIS    APPELLANT\nAND\nTHE KING    RESPONDENT\n",
                            AnalyzeOptions(language="en")).to_dict()
    assert not [e for e in result["entities"] if e["category"] == "PERSON" and
                any(v["text"].casefold() == "king" for v in e["variants"])]


@pytest.mark.parametrize("text, cited, party", [
    ("The accused Bhajan Lal was arrested. Counsel relied on State of Haryana v. Bhajan Lal, 1992 Supp (1) "
     "SCC 335, and on Roop Deol Bajaj Vs. K.P.S. Gill, AIR 1996 SC 309.", ("K.P.S. Gill", "Roop Deol Bajaj"),
     "Bhajan Lal"),
    # cited as authority between two people, with no report after it
    ("1. Ram Kumar, S/o Sh. Hari Ram ...Petitioner\n\nHe relies on the case of Rangalal v. Shyamlal and on "
     "the case of Kishan Lal v. Ram Kumar, his own earlier suit.", ("Rangalal", "Shyamlal"), "Ram Kumar"),
])
def test_parties_of_a_cited_case_are_not_listed_unless_named_elsewhere(engine, text, cited, party):
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    assert not set(cited) & people_of(result)
    # A party of this case shares the name: every occurrence goes, the one in the citation too.
    found = entity_of(result, party)
    assert found["anonymize"] and len(found["mentions"]) == 2


def _residences(text: str) -> list[str]:
    return [text[c.start:c.end] for c in ResidenceRecognizer().find(DetectionContext(text, "en"))]


@pytest.mark.parametrize("text, address", [
    ("1.  Afroj Ali,\nS/o Sh. Sarjan Ali,\nR/o 5/430, Dakshinpuri,\nNew Delhi.\n\n\n2.  Farhan Ali,",
     "5/430, Dakshinpuri,\nNew Delhi"),
    ("Pawan Kumar, Resident of village and P.O. Kansi, P.S. Simri, District - Darbhanga.    .... Appellant",
     "village and P.O. Kansi, P.S. Simri, District - Darbhanga."),
    ("Sh. Jagdish Sehgal R/o C-1004, Sispal Vihar, Sector-49, Gurgaon, Haryana.   ....   Petitioner",
     "C-1004, Sispal Vihar, Sector-49, Gurgaon, Haryana."),
    ("2. Ramesh Kumar, R/o House No. 5, Nehru Nagar. 7. Vivshnath, aged 30", "House No. 5, Nehru Nagar"),
    ("Dhanwant Singh S/o Sh. Daujeeram\nR/o Nagala Duli, Tehsil Shikohedbad\nDistric Firozabad, U.P.\n\n2. Rajni Devi",
     "Nagala Duli, Tehsil Shikohedbad\nDistric Firozabad, U.P"),
    ("Ram Lal R/o H.No. 12, Karol Bagh W/o Sh. Shyam Lal", "H.No. 12, Karol Bagh"),
    ("Ram Narayan, R/o D-21, Bhagwan Dass Nagar, Delhi and Sh. Pawan Mittal had instituted", "D-21, Bhagwan Dass Nagar, Delhi"),
])
def test_the_address_after_a_residence_cue_runs_to_its_end(text, address):
    assert _residences(text) == [address]


def test_a_town_alone_after_resident_of_is_no_address_and_prose_ends_one():
    assert _residences("He is a resident of Delhi and was working there.") == []
    assert _residences("He resides at Rathmines, Dublin, with the second applicant, Janice Williams-Johnston, who "
                       "was born in 1938") == ["Rathmines, Dublin"]


def test_address_parts_are_an_address_not_people(engine):
    text = ("Rajni Devi W/o Sh. Dhanwant Singh R/o Puran Garhi, Mukund Pur, Part-II, Delhi.   ... Petitioner\n\n"
            "The petitioner lives with her children.")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    address = next(e for e in result["entities"] if e["category"] == "ADDRESS")
    assert address["anonymize"] and address["variants"][0]["text"].startswith("Puran Garhi")
    people = people_of(result)
    assert {"Puran Garhi", "Mukund Pur", "Delhi"}.isdisjoint(people)
    assert entity_of(result, "Rajni Devi")["anonymize"]


@pytest.mark.parametrize("text, address", [
    ("M/s Atlanta Infra Ltd, having its registered office at 302, Shree Amba Shanti Chambers, Opposite Hotel "
     "Leela, Andheri Kurla Road, Andhri (East), Mumbai- 400059, through its director Ramesh Gupta.",
     "Shree Amba Shanti Chambers, Opposite Hotel Leela, Andheri Kurla Road, Andhri (East), Mumbai- 400059"),
    ("M/s Digital Multiforms Ltd, 2-A, Mahavir Society, Behind Paldi Bus Stop, Paldi, Ahmedabad 380007, Gujarat.",
     "2-A, Mahavir Society, Behind Paldi Bus Stop, Paldi, Ahmedabad 380007"),
    ("Deputy Superintendent of Police, Kalaimagal Nagar,\n    Madurai - 625 017.     ... Respondent",
     "Kalaimagal Nagar,\n    Madurai - 625 017"),
    ("The appellant, Mr Desmond Okafor, of 14 Acacia Avenue, Headingley, Leeds LS6 3AB, was dismissed.",
     "14 Acacia Avenue, Headingley, Leeds LS6 3AB"),
    # lower-case landmark words, and two bare localities between the parts that place themselves
    ("1. Ramachandra Swamy,\nS/o Nataraj,\nNo.339, Bhel Mini Colony,\nPipeline, Mallasandra,\nBangalore - 560 057.",
     "No.339, Bhel Mini Colony,\nPipeline, Mallasandra,\nBangalore - 560 057"),
    ("C. Venkatesh, S/o C. Channappa Naidu,\nR/at No.10/3,\n  New cross road,\n  Chikkamavalli,\n  Bangalore - 560 004.",
     "New cross road,\n  Chikkamavalli,\n  Bangalore - 560 004"),
    # a known town and its postal district's number; initials before a street are no sentence's end
    ("5. Smt. Sheela Kathuria, R/at L/2, 902, Hariganga, Oppo. Rto, Yerawada, Pune-6.",
     "L/2, 902, Hariganga, Oppo. Rto, Yerawada, Pune-6"),
    ("Sri Mohan Das, 130/53, P.G.H. Shah Road,\n         Jadavpur, Kolkata-32\n6. Sh. Lalit Narula",
     "130/53, P.G.H. Shah Road,\n         Jadavpur, Kolkata-32"),
])
def test_an_address_line_ending_in_its_postal_code_is_an_address_not_people(engine, text, address):
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    for line in address.split("\n"):  # one mention a line: a .docx paragraph is a line
        assert entity_of(result, line.strip(" ,"))["category"] == "ADDRESS"
    assert not any(word in person for person in people_of(result) for word in address.replace(",", " ").split())


@pytest.mark.parametrize("text, person", [
    ("R-1 S.V. Mathaprasad  20 Bajanaikoil St Rajakilpakkam Chennai 600 073\n\nR-2 Mrs. Rajaby", "S.V. Mathaprasad"),
    ("2. M/s. Ansh Advertising, E-41A, Kirti Nagar, New Delhi-110015\n   Proprietor: Rajan Mehra, Delhi-110094.",
     "Rajan Mehra"),
    ("2. Sita Devi, Gita Rani, Kamla Bai, Delhi-110094.", "Sita Devi"),
])
def test_an_address_line_stops_at_the_person_before_it(engine, text, person):
    assert entity_of(engine.analyze(text, AnalyzeOptions(language="en")).to_dict(), person)["category"] == "PERSON"


@pytest.mark.parametrize("place", ["Haryana", "Tamil Nadu", "Bangalore", "Madras"])
def test_regions_and_the_old_names_of_big_cities_are_places(engine, place):
    text = f"The petitioner went to {place} in 2004 and met Mr. Ravi Shankar there. {place} was far."
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    assert entity_of(result, place)["category"] == "LOC"
    assert entity_of(result, "Mr. Ravi Shankar")["category"] == "PERSON"


@pytest.mark.parametrize("details, detail", [
    ("aged about 25 years,      Occ. Nil, R/o Gaurakshan Zopadpatti, Nagpur.", "Nil"),
    ("OCC:BUSINESS, C/O MAHESH S NAIK, Yellapur.", "BUSINESS"),
    ("Aged about 56 years, Occ:Coolie,\n     R/o No.10, Jayaprakash Nagar.", "Coolie"),
    ("20 years, Vishwakarma by caste, R/o Shimoga.", "Vishwakarma"),
])
def test_a_partys_occupation_and_caste_are_no_one(engine, details, detail):
    text = f"1. Ramesh Wakekar, {details}\n\n2. Harish Malhotra, aged 30.\n"
    people = people_of(engine.analyze(text, AnalyzeOptions(language="en")).to_dict())
    assert {"Ramesh Wakekar", "Harish Malhotra"} <= people and not any(detail in p for p in people)


def test_names_in_capitals_with_bare_initials_are_whole_and_their_details_no_one(engine):
    text = ("SANGEETA V NAIK OCC:BUSINESS, C/O MAHESH S NAIK, LAXMI TRANSPORT H.NO.309, KALAMMA NAGAR, YELLAPUR\n"
            "SHAMBUSHEKAR J M, NO.97, 8TH CROSS, A BLOCK D DEVARAJ URS LAYOUT, DAVANAGERE")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    sangeeta, mahesh = entity_of(result, "SANGEETA V NAIK"), entity_of(result, "MAHESH S NAIK")
    assert sangeeta is not mahesh and sangeeta["anonymize"] and mahesh["anonymize"]
    assert not any("BLOCK" in p or "BUSINESS" in p for p in people_of(result)), people_of(result)


@pytest.mark.parametrize("noise", ["Ors.", "Lrs.", "Occu", "P.W.", "Years"])
def test_the_words_of_a_partys_details_are_no_one(engine, noise):
    text = f"Petitioner: Madan Lal & {noise} Respondent: Sohan Lal, Age-42 {noise}: Agri."
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    people = {v["text"].rstrip(".") for e in result["entities"] if e["category"] == "PERSON" for v in e["variants"]}
    assert noise.rstrip(".") not in people
    assert "Madan Lal" in people


@pytest.mark.parametrize("text, noise", [
    ("Criminal Appeal (Db) No.418 of 2008 was filed by Ramesh Wakekar and heard with Harish Malhotra's.", "Db"),
    ("Petitioner: Ramesh Wakekar Etc. Vs. Respondent: Harish Malhotra Etc. Date of Judgment", "Etc"),
    ("Ramesh Wakekar S/o Raju Wakekar, Harish Malhotra S/o Mohan Malhotra, All R/o Nagpur.", "All"),
    ("Relied on: 2009 Acj 1127 = Manu/Ap/0233/2008 by Ramesh Wakekar against Harish Malhotra.", "Manu"),
    # a post's number in Roman figures, and the courts' epithets after "Hon'ble"
    ("Before Ramesh Wakekar, Xiii Addl. City Civil Judge, in the suit of Harish Malhotra.", "Xiii"),
    ("Ix Addl. Small Causes Judge & Xxxiv Acmm, Ramesh Wakekar, for Harish Malhotra.", "Xxxiv"),
    ("As the Hon'ble Supreme court held, Ramesh Wakekar must pay Harish Malhotra.", "Supreme"),
    # a party's label cut or glued to the name
    ("Ramesh Wakekar and Harish Malhotra ... Appellants/ Accused Nos.3, 5", "Appellants/"),
    ("Writ Petition No.3925/2015 Ramesh Wakekar-Petitioner Vs. Harish Malhotra-Respondent", "Wakekar-Petitioner"),
    ("Ramesh Wakekar and Harish Malhotra. .... Intervenor- Respondents.", "Intervenor"),
    # posts and the words of appearances
    ("The proceedings before the Court of the Addl. Chief Judicial Magistrate, (ACJM for short), Ernakulam, against "
     "Ramesh Wakekar and Harish Malhotra.", "Magistrate"),
    ("Among those cases, the Deceased was convicted in a case of Ramesh Wakekar and Harish Malhotra.", "Deceased"),
    # Hindi kinship words in brackets
    ("No. 3 Ramesh Wakekar (father-in-law of deceased), No. 4 Harish Malhotra (Jeth of deceased), No. 5 Chetan Lal "
     "(Jeth of deceased)", "Jeth"),
])
def test_filing_words_and_citation_codes_are_no_one(engine, text, noise):
    people = people_of(engine.analyze(text, AnalyzeOptions(language="en")).to_dict())
    assert any("Ramesh Wakekar" in p for p in people) and any("Harish Malhotra" in p for p in people), people
    assert not any(noise in p.split() for p in people), people


@pytest.mark.parametrize("label", ["Appellants/", "Appellant-", "Plaintiff-Appellants", "Respondent/ Complainant"])
def test_a_partys_label_cut_or_joined_is_excluded(english, label):
    text = f"Ramesh Wakekar ... {label} Accused"
    start = text.index(label)
    cand = Candidate(start, start + len(label), categories.PERSON, 0.8, "spacy-ner")
    assert drop_excluded([cand], DetectionContext(text, "en", english)) == []


def test_a_roman_numbers_letters_are_a_name_where_nothing_makes_them_a_post(engine):
    text = "Mr Li met Mr Xi in Delhi. Later, Mr Li wrote to him."
    assert {"Mr Li", "Mr Xi"} <= people_of(engine.analyze(text, AnalyzeOptions(language="en")).to_dict())


def test_initials_glued_to_a_surname_and_a_title_touching_the_name(engine):
    text = "The accused Mr.R.K.Sharma met Sh. D.D.Wadhawan; later R.K.Sharma left."
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    sharma = entity_of(result, "Mr.R.K.Sharma")
    assert {v["text"] for v in sharma["variants"]} == {"Mr.R.K.Sharma", "R.K.Sharma"}
    assert sharma["replacement"] == "R.K.S."
    assert entity_of(result, "Sh. D.D.Wadhawan")["replacement"] == "D.D.W."
    assert split_title("Mr.R.K.Sharma", frozenset({"mr"})) == ("Mr.", "R.K.Sharma")
    assert split_title("M.K. Dupont", frozenset({"m"})) == ("", "M.K. Dupont")  # initials, not "M." the title


@pytest.mark.parametrize("text, gloss, category", [
    ("The Office of the Prosecutor-General (Riksåklagaren) appealed against the judgment.", "Riksåklagaren", "ORG"),
    ("He was a member of an illegal organisation, the Dev-Yol (Devrimci Yol - the Revolutionary Way), until 1986.",
     "Devrimci Yol - the Revolutionary Way", "ORG"),
])
def test_a_gloss_in_brackets_names_the_body_it_follows(engine, text, gloss, category):
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    listed = {v["text"]: e["category"] for e in result["entities"] for v in e["variants"]}
    assert listed.get(gloss, category) == category and all(c != "PERSON" for t, c in listed.items() if t in gloss)


def test_a_person_in_brackets_after_an_unrelated_acronym_stays_a_person(engine):
    text = "The leader of the PKK (Abdullah Öcalan) was arrested in Kenya in 1999."
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    assert entity_of(result, "Abdullah Öcalan")["category"] == "PERSON"


def test_the_bench_line_of_the_supreme_court_of_india_names_its_judges(engine):
    text = "Date Of Judgment06/01/1993  Bench: Venkatachalliah, M.N. (J) Ray, G.N. (J)  Citation:  1994 Air 1631"
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    for judge in ("Venkatachalliah, M.N.", "Ray, G.N."):
        assert standing_of(result, judge) == ("judge", False)


def test_late_is_a_title_and_rep_ends_a_run(engine):
    text = ("Safiya W/O Late K.M.Mohammed, aged 45, and the State of Telangana Rep. by its Secretary. "
            "Late in the evening Ram Lal left for Telangana.")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    assert entity_of(result, "Late K.M.Mohammed")["replacement"] == "K.M.M."  # "Late K.M.M." in the text
    assert entity_of(result, "Telangana")["category"] == "LOC"
    assert entity_of(result, "Ram Lal")["category"] == "PERSON"


@pytest.mark.parametrize("body", ["Upa Lok Ayukta", "Gram Panchayat Bhalai", "Zila Parishad Damoh"])
def test_indian_institutions_are_bodies_by_their_head_word(engine, body):
    text = f"The petitioner, Ram Lal, appeared before the {body} on 3 March 2004."
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    people = people_of(result)
    assert people == {"Ram Lal"}


def test_titles_follow_each_other_and_glued_initials_stand_alone_on_a_bench(engine):
    text = ("For Respondent : The Hon'ble Mr. Justice R.Basant\nCoram: B.R.Gavai & P.N.Deshmukh, JJ. Date : 2.7.2013\n"
            "Petitioners in W.P.No.15699 of 2008.")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    for judge in ("B.R.Gavai", "P.N.Deshmukh"):
        assert standing_of(result, judge) == ("judge", False)
    basant = next(e for e in result["entities"] if any("R.Basant" in v["text"] for v in e["variants"]))
    assert basant["role"] == "judge"
    people = people_of(result)
    assert not any("W.P" in p for p in people)


def test_a_title_before_a_post_is_no_one(engine):
    text = "The Judge Advocate was appointed by the Chief Naval Judge Advocate. Judge Smith presided."
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    people = people_of(result)
    assert people == {"Judge Smith"}


def test_english_conventions_instructed_counsel_party_labels_and_neutral_citations(engine):
    text = ("Mr Adam Clark (instructed by Bindmans LLP) for the Appellant\nJudgment\n"
            "1. The appellant, Mr Doe, was employed by the respondent. See Smith v. Jones [2019] EWCA Civ 123.\n"
            "Appellant John Doe challenges his conviction. His cousin, Carlos Rivera, testified.")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    clark = entity_of(result, "Mr Adam Clark")
    assert (clark["role"], clark["anonymize"]) == ("counsel", False)
    doe = entity_of(result, "John Doe")  # not "Appellant John Doe": the label is no given name
    assert doe["replacement"] == "J.D." and entity_of(result, "Mr Doe") is doe
    people = people_of(result)
    assert people == {"Mr Adam Clark", "Mr Doe", "John Doe", "Carlos Rivera"}


def test_a_list_closed_by_the_benchs_mark_is_a_bench(engine):
    text = ("Coram: Wagner C.J. and Karakatsanis, Côté, Brown and Rowe JJ.\nJane Smith, for the appellant.\n"
            "The accused, Thomas Kowalski, assaulted his neighbour, Linda Moreau, and Brown's dog.")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    for judge in ("Wagner C.J.", "Karakatsanis", "Côté", "Rowe"):
        assert standing_of(result, judge) == ("judge", False)
    assert entity_of(result, "Thomas Kowalski")["anonymize"] and entity_of(result, "Linda Moreau")["anonymize"]


def test_an_english_bench_one_judge_a_line_in_capitals(engine):
    text = ("IN THE COURT OF APPEAL (CIVIL DIVISION)\nBefore:\nLORD JUSTICE UNDERHILL\nLADY JUSTICE SIMLER\nand\n"
            "SIR PATRICK ELIAS\nBetween:\nJOHN DOE Appellant\n- and -\nACME HOLDINGS LIMITED Respondent\n\n"
            "1. The appellant, Mr Doe, was dismissed. His wife, Mrs Mary Doe, gave evidence.")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    for judge in ("LORD JUSTICE UNDERHILL", "LADY JUSTICE SIMLER", "SIR PATRICK ELIAS"):
        assert standing_of(result, judge) == ("judge", False)
    doe = entity_of(result, "JOHN DOE")
    assert doe["anonymize"] and doe["role"] is None and entity_of(result, "Mr Doe") is doe
    assert entity_of(result, "Mrs Mary Doe") is not doe


def test_a_street_named_after_a_person_is_part_of_the_address(engine):
    text = ("M/s Perfect Automotive Components, 216, Hans Bhawan, Bahadur Shah Zafar Marg, New Delhi 110 002.\n"
            "Secretariat, Vidhana Soudha, Dr. B.R.Ambedkar Veedhi, Bangalore - 560 001.\n"
            "1. K.G. Mohanan, Kadavunkal House, Kottayam, and Mr. Bahadur Khan, the appellant.")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    people = people_of(result)
    assert not any(word in p for p in people for word in ("Shah", "Ambedkar", "Kadavunkal", "Marg")), people
    # the street is in the address line that its postal code ends
    assert entity_of(result, "216, Hans Bhawan, Bahadur Shah Zafar Marg, New Delhi 110 002")["category"] == "ADDRESS"
    assert {"K.G. Mohanan", "Mr. Bahadur Khan"} <= people


@pytest.mark.parametrize("post", ["Sole Arbitrator", "Collector", "Taxation Commissioner", "Executive Engineer"])
def test_a_post_is_no_one(engine, post):
    text = f"The matter was referred to the {post}, who heard Mr. Ravi Shankar on 2 May 2004."
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    people = people_of(result)
    assert people == {"Mr. Ravi Shankar"}, people


def test_a_case_cited_by_one_name_with_its_report_is_a_reference(engine):
    text = ("Col. Singhi [1971] 1 SCR 791, Ram Gopal [1970] 1 SCR 472 and the case of Chandra Deo Singh (AIR 1963 "
            "SC 1430) were cited for the appellant Mohan Lal. As held in Susamma Thomas (supra), Ramesh Kumar (1998) "
            "and R-10 Mrs Mumtaj Uhari  2 To 9 Are Legal Heirs")
    people = people_of(engine.analyze(text, AnalyzeOptions(language="en")).to_dict())
    assert not people & {"Col. Singhi", "Ram Gopal", "Chandra Deo Singh"}, people
    # a name before "(supra)", a year alone or numbers are no report
    assert {"Mohan Lal", "Susamma Thomas", "Ramesh Kumar", "Mrs Mumtaj Uhari"} <= people, people


def test_a_cited_case_called_later_by_one_name_is_still_the_case(engine):
    text = ("The principles were set out in Stackpole v Dowding [2007] UKHL 17, as explained in Ibbotson v "
            "Sheringham Estates Ltd [1996] 1 WLR 310. In my view Ibbotson should be confined to its facts, and "
            "the judge rightly followed Stackpole. Mr Dowding, the appellant's neighbour, gave evidence.")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    people = people_of(result)
    assert not people & {"Ibbotson", "Stackpole"}, people
    # a name the decision also gives someone of its own is that person's, in the title too
    dowding = entity_of(result, "Mr Dowding")
    assert dowding["anonymize"] and any(v["text"] == "Dowding" for v in dowding["variants"])


def test_a_part_of_a_known_name_inside_a_cited_cases_longer_name_is_no_mention(engine):
    text = ("The respondents, Ms Lim Soo Hwa and Mr Lim Kah Heng, administer the estate of Mr Lim Ah Chye. A "
            "presumption arises: Ong Boon Tat v Sim Kah Leong [2015] 2 SLR 1181 at [160]; Chia Ah Kow v Pinnacle "
            "Realty Pte Ltd [2019] SGCA 12. The judge below decided Lim Soo Hwa v Tan Wei Ming, Raymond [2021] SGHC "
            "233, and Mr Tan Wei Ming ('Raymond') appeals.")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    mentions = {m["text"] for e in result["entities"] if e["category"] == "PERSON" for m in e["mentions"]}
    assert not mentions & {"Kah", "Ah"}, mentions
    # the parties' own names in the citation of the decision below are still theirs
    raymond = entity_of(result, "Mr Tan Wei Ming")
    cited = text.index("Tan Wei Ming, Raymond")
    assert {m["start"] for m in raymond["mentions"]} >= {cited, cited + len("Tan Wei Ming, ")}, raymond["mentions"]


def test_a_name_ner_called_a_body_whose_every_word_is_someones_is_a_person(engine):
    text = ("1. The offender has pleaded guilty to the manslaughter of Bradley Young at Hamilton. Mr Young was there "
            "with a friend. The friend said that Bradley had not raised his hands. The Railway Hotel is on Beaumont "
            "Street.")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    victim = entity_of(result, "Bradley Young")
    assert victim["category"] == "PERSON" and victim["anonymize"]
    assert entity_of(result, "Bradley")["category"] == "PERSON"


def test_an_acronym_the_decision_defines_is_the_body_or_the_term_at_each_use(engine):
    text = ("This is an application for judicial review of a decision of the Refugee Appeal Division [RAD], which "
            "confirmed that of the Refugee Protection Division (RPD). The issue before the RAD was an internal flight "
            "alternative [IFA] in Port Harcourt. The RAD found the IFA viable; the RPD agreed. The applicant, Mr "
            "Abdul Karim (AK), and his wife testified. AK was credible.")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    people = people_of(result)
    assert not {"RAD", "RPD", "IFA"} & people, people
    assert entity_of(result, "RAD") is entity_of(result, "Refugee Appeal Division")
    assert "Mr Abdul Karim" in people
    text = ("He was a member of the Democratic Society Party (Demokratik Toplum Partisi (DTP)). The DTP was "
            "dissolved; Mr Ahmet Kaya led the DTP.")
    assert "DTP" not in people_of(engine.analyze(text, AnalyzeOptions(language="en")).to_dict())


def test_codes_a_decision_abbreviates_and_bodies_of_spanish_and_swiss_decisions_are_no_one(engine):
    text = ("Le Tribunal l'a reconnu coupable de lésions (art. 123 du Code pénal suisse [CP]) et d'injure (art. 177 CP). "
            "Il examine les griefs (art. 398 du Code de procédure pénale [CPP]). Selon l'art. 404 CPP, M. Jean PERRIN "
            "conteste.")
    people = people_of(engine.analyze(text, AnalyzeOptions(language="fr")).to_dict())
    assert people == {"M. Jean PERRIN"}, people
    text = ("Poder Judicial de la Nación\nCAMARA CIVIL - SALA F\n\nLa accionante, Luisa Fernanda Cárdenas Ruiz, "
            "demandó a Vidasana EPS S.A.S. ante la Corte Suprema.")
    people = people_of(engine.analyze(text, AnalyzeOptions(language="es")).to_dict())
    assert "Luisa Fernanda Cárdenas Ruiz" in people
    assert not {"Poder Judicial", "Vidasana EPS S.A.S.", "Corte Suprema"} & people, people


def test_a_judges_post_before_the_title_is_no_part_of_the_name(engine):
    text = ("Before: ROBERTSHAW, Chief Judge, and PELLEGRINI and WAKEFIELD, Circuit Judges.\n\nOpinion for the Court "
            "filed by Circuit Judge WAKEFIELD.\n\nDissenting opinion filed by Circuit Judge PELLEGRINI.\n\nWAKEFIELD, "
            "Circuit Judge: Dolores Quintanilla-Brewster worked for eleven years as an investigator.\n\nPELLEGRINI, "
            "Circuit Judge, dissenting: The majority reads a great deal into a single ambiguous email.")
    people = people_of(engine.analyze(text, AnalyzeOptions(language="en")).to_dict())
    assert "Circuit" not in people, people


def test_a_neutral_citation_or_a_us_court_parenthesis_names_no_one(engine):
    text = ("See Mullarkey v. Greystones [2022] IEHC 512 and Tan v Goh [2024] SGCA 31; as in Czerny v. Hartwell, 61 "
            "F.4th 150 (D.C. Cir. 2023), Mr Desmond Okafor gave evidence.")
    assert people_of(engine.analyze(text, AnalyzeOptions(language="en")).to_dict()) == {"Mr Desmond Okafor"}


def test_a_body_named_after_a_person_is_the_body_and_firms_are_bodies(engine):
    text = ("The deceased was taken to Sanjay Gandhi Memorial Hospital by Mr. Ravi Shankar. The sale was made by "
            "Sri Lakshmi Narasimha Traders through Sparkes Hallam Lawyers. The MLC (Ex. PW9/B) prepared at Sanjay "
            "Gandhi Memorial Hospital corroborates it.")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    assert people_of(result) == {"Mr. Ravi Shankar"}
    assert entity_of(result, "Sanjay Gandhi Memorial Hospital")["category"] == "ORG"


def test_a_company_whose_ending_goes_on_after_a_gap_is_a_company(engine):
    text = ("Mr. Sanjay Bagga, Advocate for                        Icici Lombard General\n"
            "                        Insurance Co. Ltd.\n"
            "Mr. Bhavik Manek i/b. Wadia Ghandy &      Co. for Respondent No.7. Roop Narain Ram Chandra (P.) Ltd.\n"
            "were indebted. The accused Ramesh Gupta\nPrivate Secretary to the minister, and Harish Malhotra\n"
            "Co-accused, deposed.")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    people = people_of(result)
    assert not any(word in p for p in people for word in ("Icici", "Wadia", "Roop"))
    assert {"Ramesh Gupta", "Harish Malhotra"} <= people


@pytest.mark.parametrize("heading", ["CATCHWORDS", "Submissions", "APPELLEES"])
def test_front_matter_labels_are_no_one(engine, heading):
    text = f"{heading}\n\nThe appellant, Mr Desmond Okafor, was employed by the respondent."
    assert people_of(engine.analyze(text, AnalyzeOptions(language="en")).to_dict()) == {"Mr Desmond Okafor"}


@pytest.mark.parametrize("docket", [
    "in Cra No.217/2011", "for the Respondent No.1 In Cra      Nos. 217/2011 & 996/2010", "Unique Case Id Number : 02401R0351732014",
    "Suit No. 927/08 Unique I.D. No. : 02402R0136672014", "and I.A. Nos. 10623/2012", "in Special C.C.No.1 of 2003",
    "Mr. Anil Joshi for the Respondent No.1 In Cra \n    Nos. 217/2011 & 996/2010 and W.P. No. 12/2011",
])
def test_a_filing_labelled_by_its_docket_number_is_no_one(engine, docket):
    text = f"Heard Mr. Vinod Rao, {docket}. The accused Harish Malhotra was absent."
    people = people_of(engine.analyze(text, AnalyzeOptions(language="en")).to_dict())
    assert "Harish Malhotra" in people and not any(w in p for p in people for w in ("Cra", "Unique", "I.A", "C.C"))


def test_a_number_after_a_name_that_is_no_docket_leaves_the_name(engine):
    text = "The witness Harish Malhotra No. 2 deposed, and so did Mr. Rajesh Kumar (No. 3)."
    assert {"Harish Malhotra", "Mr. Rajesh Kumar"} <= people_of(engine.analyze(text, AnalyzeOptions(language="en")).to_dict())


@pytest.mark.parametrize("text, places", [
    ("Sone Lal Ram, son of late Mahabir Ram, village Kalyanpur, P.S. Bibhutipur, district Samastipur .... Appellant",
     ["Kalyanpur", "Bibhutipur", "Samastipur"]),
    ("5. Mr. Binod Kumar, son of Sri Janak Prasad, P.O and P.S. Shastri Nagar, District- Patna.", ["Patna"]),
    ("Gopal S/o Hari Ram, Vill. Chhoti Goond, Tq-Parbhani, Dist-Parbhani.", ["Chhoti Goond"]),
    ("Anil Kumar, Kunnupara House, Thettil P.O, Kasargode District.", ["Thettil"]),
    ("The family home at Florence Road, Bray, Co. Wicklow was sold in 2021.", ["Wicklow"]),
])
def test_a_place_an_address_names_with_its_kind_is_a_place(engine, text, places):
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    assert {place: entity_of(result, place)["category"] for place in places} == {place: "LOC" for place in places}
    assert not any(place in person for person in people_of(result) for place in places), people_of(result)


def test_a_post_or_a_glued_initial_after_a_places_kind_stays_a_person(engine):
    text = ("The village Sarpanch Mohan Lal was heard by the District Judge Ramesh Kumar.\n"
            "1. P.S.Chellamuthu 2. C.Sumathi ... Petitioners")
    people = people_of(engine.analyze(text, AnalyzeOptions(language="en")).to_dict())
    assert any("Mohan Lal" in p for p in people) and any("Ramesh Kumar" in p for p in people), people
    assert "P.S.Chellamuthu" in people, people


def test_a_lone_word_between_an_addresss_parts_is_a_place(engine):
    text = ("Sri Ram Raj Singh, Shop at 33/3154 (Ground Floor), Beadonpura, Karol Bagh, New Delhi.\n"
            "Sri Mohan Das, 12, G.H. Shah Road, Jadavpur, Kolkata-32.")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    people = people_of(result)
    assert not people & {"Beadonpura", "Jadavpur"}, people
    assert {"Sri Ram Raj Singh", "Sri Mohan Das"} <= people


@pytest.mark.parametrize("word", ["Notification", "Punishable", "Miscellaneous"])
def test_one_word_with_the_ending_of_prose_is_no_name(engine, word):
    text = f"The {word} was read out before Mr. Ravi Shankar, and {word} it remained."
    assert people_of(engine.analyze(text, AnalyzeOptions(language="en")).to_dict()) == {"Mr. Ravi Shankar"}


@pytest.mark.parametrize("text, noise", [
    ("CITATION: R. v. Thibodeau, 2022 ONCJ 518. Mr. Marc Dunmore lied.", "ONCJ"),
    ("In R. v. Desrosiers (2004), 187 C.C.C. (3d) 221 (Ont. C.A.), Mr. Marc Dunmore was heard.", "Ont"),
    ("Pruitt v. Kowal, 412 F. Supp. 2d 318, 326 (E.D. Pa. 2006), and Mr. Marc Dunmore.", "Pa"),
    ("See Fed. R. Civ. P. 5.2(a)(3) as to Mr. Marc Dunmore.", "Civ"),
    ("VI. AGGRAVATING AND MITIGATING FACTORS\n\n[13] Mr. Marc Dunmore has a record.", "AGGRAVATING"),
])
def test_canadian_and_american_citations_and_headings_are_no_one(engine, text, noise):
    people = people_of(engine.analyze(text, AnalyzeOptions(language="en")).to_dict())
    assert "Mr. Marc Dunmore" in people and not any(noise in p.split() or noise in p.split(".") for p in people), people


def test_an_american_opinions_headings_and_counts_are_no_one(engine):
    text = ("III. DISCUSSION\n\n     A.   Excessive Force (Count I)\n\n     Defendants do not seriously contest Count I "
            "as to Officer Dariusz Strauss. The motion is denied as to Count I.\n\n     B.   Failure to Intervene (Count II)"
            "\n\nThe witnesses were:\nA. Kowalczyk\nB. Maria de la Cruz\n")
    people = people_of(engine.analyze(text, AnalyzeOptions(language="en")).to_dict())
    assert not any(word in p for p in people for word in ("Excessive", "Intervene", "Count")), people
    # a line's initial before a rare word is an initial, and particles make no heading
    assert any("Kowalczyk" in p for p in people) and any("Maria de la Cruz" in p for p in people), people


def test_a_lines_first_initial_is_an_initial_before_a_name_and_a_label_before_ordinary_words(english):
    text = ("            K. M. Joseph & A. Hariprasad, Jj.\nJ. Okafor ....... counsel for the Crown\n"
            "A. Proceedings before the Court\n")
    found = [text[c.start:c.end] for c in CapitalisedRunRecognizer().find(DetectionContext(text, "en", english))]
    assert found == ["K. M. Joseph", "A. Hariprasad", "J. Okafor"]


def test_irish_bodies_are_bodies(engine):
    text = ("The applicant was sent forward for trial before the Circuit Criminal Court (An Chúirt Chuarda) in Cork. "
            "The footage was not preserved by An Garda Síochána, as Garda Eoin Brosnan accepted.")
    people = people_of(engine.analyze(text, AnalyzeOptions(language="en")).to_dict())
    assert not any("Chúirt" in p or "Síochána" in p for p in people), people
    assert any("Brosnan" in p for p in people), people


def test_maori_bodies_and_tribes_are_bodies(engine):
    text = ("I TE KŌTI PĪRA O AOTEAROA\n\nCounsel: H K Faleolo for Appellant; Te Tari Ture o te Karauna for "
            "Respondent. The land was held for Ngāti Whakaue, as Mr Hemi Walker explained.")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    assert not people_of(result) & {"TE KŌTI PĪRA", "Te Tari Ture", "Ngāti Whakaue"}, people_of(result)
    assert "Mr Hemi Walker" in people_of(result)


def test_a_statutes_title_names_no_one(engine):
    text = ("The claim under the Landlord and Tenant Act 1985 failed. Under the Prevention of Corruption Act, 1988 "
            "and the Hindu Succession Act, Smt. Kamla Devi sued. The Adhiniyam applies.")
    found = {text[c.start:c.end] for c in StatuteRecognizer().find(DetectionContext(text, "en"))}
    assert {"Landlord and Tenant Act 1985", "Hindu Succession Act"} <= found, found
    assert people_of(engine.analyze(text, AnalyzeOptions(language="en")).to_dict()) == {"Smt. Kamla Devi"}


def test_joined_party_labels_are_no_one(engine):
    """American titles join the labels ("Plaintiff-Appellant"): each part is a listed word."""
    text = "JOHN DOE,\nPlaintiff-Appellant,\nv.\nACME CORPORATION,\nDefendant-Appellee.\n\nThe Respondent-Appellants sued."
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    assert people_of(result) == {"JOHN DOE"}


def test_a_page_number_is_no_one(engine):
    """Decisions printed from a PDF repeat a running head with the page's number on every page."""
    text = ("Crl.A. 123/2010          Ramesh Kumar vs State          Page 3 of 12\n\nThe appeal is allowed.\n"
            "Crl.A. 123/2010          Ramesh Kumar vs State          Page 4 of 12\n")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    assert people_of(result) == {"Ramesh Kumar"}


def test_a_witness_number_across_a_columns_gap_is_no_part_of_the_name(engine):
    """In a list of witnesses the number sits a column away: "Dr. Anil Mehta        PW3" became
    "A.M.P." and left "3" after it."""
    text = "LIST OF WITNESSES\n1. Ramesh Kumar          PW1\n2. Dr. Anil Mehta        PW2\n"
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    assert people_of(result) == {"Ramesh Kumar", "Dr. Anil Mehta"}


@pytest.mark.parametrize("text, person", [
    ("IN THE MATTER OF THE ESTATE OF MARGARET ROSE HUGHES, DECEASED\n", "MARGARET ROSE HUGHES"),
    ("In the matter of Priya Nair, a minor\n", "Priya Nair"),
])
def test_a_matter_named_after_a_person_names_the_person(engine, text, person):
    """In capitals the whole heading was one place, "MATTER OF THE ESTATE OF MARGARET ROSE HUGHES", off."""
    result = engine.analyze(text + "\nThe application is granted.\n", AnalyzeOptions(language="en")).to_dict()
    assert people_of(result) == {person} and entity_of(result, person)["anonymize"]


@pytest.mark.parametrize("text, person, place", [
    ("14) One H.V.Kumar is examined as DW2.", "H.V.Kumar", None),
    ("The flat is in R.K. Puram, New Delhi, near M.G. Road.", None, "R.K. Puram"),
    ("Orders passed in W.P. Nos. 26353 of 1997 are set aside.", None, None),
])
def test_initials_and_one_name_are_a_person_not_a_place(engine, text, person, place):
    """NER read "H.V.Kumar" as a place; a locality has its head word ("Puram"), a docket its short
    abbreviation before a dot."""
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    assert people_of(result) == ({person} if person else set())
    if place:
        assert entity_of(result, place)["category"] in ("LOC", "ORG")


def test_a_title_left_alone_at_a_lines_end_is_no_one(engine):
    text = ("Mr. Ravi Shankar, Advocate for the appellant. The accused Harish Malhotra was present.\n"
            "                  Mr. G. Tushar Rao, Advocate and Mr.\n"
            "                                       Amit Maihen, Advocate for the petitioner.\n")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    variants = {v["text"].rstrip(".") for e in result["entities"] for v in e["variants"]}
    assert "Mr" not in variants and "Amit Maihen" in variants


def test_a_listed_abbreviation_however_spaced_or_split_is_no_one(engine):
    text = ("He was convicted under section 302/34 I.P.C. and Sections 420, 467 and 471, I. P. C., and examined "
            "under Section 342 Cr. P. C. and Section 403(1), Cri. P. C. The witness P. C. Sharma and Mr. I.P. Singh "
            "deposed.")
    people = people_of(engine.analyze(text, AnalyzeOptions(language="en")).to_dict())
    assert people == {"P. C. Sharma", "Mr. I.P. Singh"}


def test_party_labels_joined_by_a_slash_are_no_one(engine):
    text = ("Mvc No.4342/2014  Petitioner/s         Sri. Venkatappa, aged 40.\n"
            "Chennai 600 002. (Crime No.521/2003)\t\t\t\t\t.. Respondent/ Complainant in all appeals.")
    variants = {v["text"] for e in engine.analyze(text, AnalyzeOptions(language="en")).to_dict()["entities"]
                for v in e["variants"]}
    assert "Sri. Venkatappa" in variants and not any("Petitioner" in v or "Complainant" in v for v in variants)
