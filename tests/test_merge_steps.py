"""The detection merge, step by step, on hand-made candidates: no spaCy, no recognizer."""

from __future__ import annotations

import regex

from nomen import categories
from nomen.detect.base import Candidate, DetectionContext, overlaps_any
from nomen.detect.glosses import read_defined_names
from nomen.detect.registry import (MERGE_STEPS, drop_excluded, drop_vetoes, harmonise_categories,
                                   resolve_overlaps)
from nomen.lists import ResourceLists

TEXT = "Mr Cengiz Polat met the Polat family. The Criminal Code applies."
LISTS = ResourceLists("en", (), frozenset({"family"}), ("Mr",))
CTX = DetectionContext(TEXT, "en", LISTS)


def span(text: str, category: str, score: float, source: str = "test", occurrence: int = 0) -> Candidate:
    start = -1
    for _ in range(occurrence + 1):
        start = TEXT.index(text, start + 1)
    return Candidate(start, start + len(text), category, score, source)


def test_the_merge_is_a_named_sequence():
    assert [name for name, _ in MERGE_STEPS][:15] == [
        "names stop at markers", "two people joined are two",
        "a short name defined in brackets after a person's is a person", "a party with its others is the party",
        "a party's label makes no body of the party", "drop excluded terms", "laws and filings are no one", "title-cased phrases are no one", "headings are no one",
        "initials stop where the next sentence or person starts", "a name inside what is named after it is no one",
        "a person's guess an address names with its kind is a place", "settle overlaps", "a cited case's name alone is the case", "a gloss in brackets names what it follows"]
    assert all(callable(step) for _, step in MERGE_STEPS)


def test_overlaps_keep_the_best_score_widened_to_the_longest_agreeing_span():
    name = span("Cengiz Polat", categories.PERSON, 0.9)
    wider = span("Mr Cengiz Polat", categories.PERSON, 0.6)
    org = span("Polat", categories.ORG, 0.5)
    assert resolve_overlaps([org, wider, name]) == [Candidate(wider.start, wider.end, categories.PERSON, 0.9, "test")]


def test_a_veto_widens_only_over_what_it_outscores():
    person = span("Polat", categories.PERSON, 0.75, occurrence=1)
    veto = span("family", categories.NOT_NAME, 0.88)
    wider = span("Polat family", categories.NOT_NAME, 0.6)
    assert resolve_overlaps([person, veto, wider]) == [person, veto]
    weaker = span("Polat", categories.PERSON, 0.5, occurrence=1)
    assert resolve_overlaps([weaker, veto, wider]) == [Candidate(wider.start, wider.end, categories.NOT_NAME, 0.88, "test")]


def test_excluded_terms_and_vetoes_go():
    family = span("family", categories.PERSON, 0.8)
    listed = Candidate(family.start, family.end, categories.PERSON, 0.8, "inclusion-list")
    assert drop_excluded([family, listed], CTX) == [listed]
    law = span("Criminal Code", categories.NOT_NAME, 0.9)
    assert drop_vetoes([law, family], CTX) == [family]


def test_one_name_gets_one_category_everywhere():
    person = span("Cengiz Polat", categories.PERSON, 0.9)
    org = span("Polat", categories.ORG, 0.6, occurrence=1)
    assert [c.category for c in harmonise_categories([person, org], CTX)] == [categories.PERSON] * 2


def test_candidates_and_spans_overlap_or_contain():
    outer, inner = span("Cengiz Polat", categories.PERSON, 1), span("Polat", categories.PERSON, 1)
    assert outer.overlaps(inner) and outer.contains(inner) and not inner.contains(outer)
    spans = [(0, 5), (10, 15), (20, 25)]
    assert [overlaps_any(spans, a, b) for a, b in [(5, 10), (4, 6), (14, 21), (26, 30), (12, 13)]] == \
        [False, True, True, False, True]


def _on(text: str, *spans: tuple[str, str, str]) -> tuple[DetectionContext, list[Candidate]]:
    """A context on `text` and candidates (text, category, source) found in it."""
    return DetectionContext(text, "en", LISTS), [
        Candidate(text.index(t), text.index(t) + len(t), category, 0.8, source) for t, category, source in spans]


def test_a_name_stops_before_a_relation_or_witness_marker():
    from nomen.detect.markers import stop_at_markers

    ctx, found = _on("Smt. Kamla Devi W/o Ram Prasad and Motilal, PW-2 deposed.",
                     ("Kamla Devi W", "PERSON", "spacy-ner"), ("Motilal, PW", "PERSON", "spacy-ner"),
                     ("Ram Prasad", "PERSON", "spacy-ner"))
    assert [ctx.text[c.start:c.end] for c in stop_at_markers(found, ctx)] == ["Kamla Devi", "Motilal", "Ram Prasad"]


def test_two_people_joined_by_and_are_two_but_a_firm_is_left_alone():
    from nomen.detect.enumerations import split_joined_people

    ctx, found = _on("Per Shinde J. and Deshmukh J. Mr C. Jones & Professor D. Hart; Smith and Co",
                     ("Shinde J. and Deshmukh J", "PERSON", "spacy-ner"),
                     ("Mr C. Jones & Professor D. Hart", "PERSON", "spacy-ner"), ("Smith and Co", "ORG", "spacy-ner"))
    assert [ctx.text[c.start:c.end] for c in split_joined_people(found, ctx)] == \
        ["Shinde J.", "Deshmukh J", "Mr C. Jones", "Professor D. Hart", "Smith and Co"]
    ctx, found = _on("the sons and daughters", ("sons and daughters", "PERSON", "spacy-ner"))
    assert split_joined_people(found, ctx) == found  # no capital on both sides: not two names


def test_first_names_a_list_of_people_holds_are_people_even_where_ner_saw_towns():
    from nomen.detect.enumerations import settle_lists

    ctx, found = _on("They were Arjun, Meena, Kavita, Ravi.", ("Arjun", "PERSON", "spacy-ner"),
                     ("Meena", "LOC", "spacy-ner"), ("Kavita", "LOC", "spacy-ner"))
    assert {(ctx.text[c.start:c.end], c.category) for c in settle_lists(found, ctx)} == \
        {("Arjun", "PERSON"), ("Meena", "PERSON"), ("Kavita", "PERSON"), ("Ravi", "PERSON")}
    # Places in a list beside one person stay places: people are not most of it.
    ctx, found = _on("Mr Roy Johnston, Leeds, Bristol and Cardiff", ("Mr Roy Johnston", "PERSON", "titled-name"),
                     ("Leeds", "LOC", "spacy-ner"), ("Bristol", "LOC", "spacy-ner"), ("Cardiff", "LOC", "spacy-ner"))
    assert [c.category for c in settle_lists(found, ctx)] == ["PERSON", "LOC", "LOC", "LOC"]


def test_title_cased_phrases_and_headings_are_no_one_but_particles_stay():
    from nomen.detect.noise import drop_headings, drop_title_case_phrases

    ctx, found = _on("Arising Out Of S.L.P. Maria Van Der Berg came.\nB. Domestic proceedings\nMr Roy Lee",
                     ("Arising Out Of S.L.P.", "PERSON", "capitalised-run"), ("Maria Van Der Berg", "PERSON", "spacy-ner"),
                     ("B. Domestic", "ORG", "spacy-ner"), ("Mr Roy Lee", "PERSON", "titled-name"))
    assert [ctx.text[c.start:c.end] for c in drop_headings(drop_title_case_phrases(found, ctx), ctx)] == \
        ["Maria Van Der Berg", "Mr Roy Lee"]


def test_initials_stop_at_the_next_sentence_and_the_next_person():
    from nomen.detect.noise import cut_initials

    ctx, found = _on("L. R., K. R. (their son) and K. K. Subsequently, on 8 March. MILLAR, William signed.",
                     ("L. R., K. R", "PERSON", "spacy-ner"), ("K. K. Subsequently", "PERSON", "spacy-ner"),
                     ("MILLAR, William", "PERSON", "caps-name"))
    assert [ctx.text[c.start:c.end] for c in cut_initials(found, ctx)] == ["L. R.", "K. R", "K. K.", "MILLAR, William"]



def test_a_guess_a_context_rule_agrees_with_is_the_rules_and_stays_someones_though_a_town_bears_it():
    """NER's "Ramu" won the overlap with the marker's ("one Ramu"); a lone town name that only a
    guess found became a place."""
    from nomen.detect.places import relabel_lone_places

    text = "They went in a jeep owned by one Ramu for Satna."
    at = text.index("Ramu")
    found = [Candidate(at, at + 4, categories.PERSON, 0.8, "spacy-ner"),
             Candidate(at, at + 4, categories.PERSON, 0.72, "marked-name")]
    settled = resolve_overlaps(found)
    assert [(c.source, c.score) for c in settled] == [("marked-name", 0.8)]
    assert relabel_lone_places(settled, DetectionContext(text, "en", LISTS))[0].category == categories.PERSON


def test_a_town_named_person_listed_beside_a_person_stays_a_person():
    """"murdered Yogesh and Asha": NER's "Asha" is a town's name too, but a list of people holds it."""
    from nomen.detect.places import relabel_lone_places

    text = "He murdered Yogesh and Asha. He went to Leeds and Asha."
    found = [Candidate(m.start(), m.end(), categories.PERSON, 0.8, "spacy-ner")
             for m in regex.finditer(r"Yogesh|Asha", text)]
    relabelled = relabel_lone_places(found, DetectionContext(text, "en", LISTS))
    assert [(text[c.start:c.end], c.category) for c in relabelled] == [
        ("Yogesh", categories.PERSON), ("Asha", categories.PERSON), ("Asha", categories.LOC)]


def test_a_guessed_name_a_companys_ending_follows_is_the_companys_and_a_rules_name_stays():
    """"Icici Lombard General \\n Insurance Co. Ltd.": only NER's guess becomes the body; a titled name
    stays someone's, and a "Co-accused" on the next line ends no company."""
    from nomen.detect.places import relabel_company_names

    text = "for Icici Lombard General\n   Insurance Co. Ltd. and Mr Ravi Kumar & Co. and Harish Malhotra\nCo-accused"
    found = [Candidate(m.start(), m.end(), categories.PERSON, 0.8, source)
             for m, source in zip(regex.finditer(r"Icici Lombard General|Mr Ravi Kumar|Harish Malhotra", text),
                                  ("spacy-ner", "titled-name", "spacy-ner"))]
    relabelled = relabel_company_names(found, DetectionContext(text, "en", LISTS))
    assert [c.category for c in relabelled] == [categories.ORG, categories.PERSON, categories.PERSON]


def test_names_that_overlap_without_holding_each_other_are_one_name_but_two_people_stay_two():
    """"Rai Kapoor Etc" (NER) beat "Dewan Daulat Rai Kapoor" (a run) and left "Dewan Daulat" in the
    clear; a run ending on the next person's title shares only that title with him."""
    lists = ResourceLists("en", (), frozenset({"petitioner"}), ("Mr", "Mr."))

    def settled(text: str, *found: tuple[str, float]) -> list[str]:
        cands = [Candidate(text.index(t), text.index(t) + len(t), categories.PERSON, score, "test") for t, score in found]
        return [text[c.start:c.end] for c in resolve_overlaps(cands, DetectionContext(text, "en", lists))]

    assert settled("Petitioner:\nDewan Daulat Rai Kapoor Etc. Etc.", ("Rai Kapoor Etc", 0.8),
                   ("Dewan Daulat Rai Kapoor", 0.72)) == ["Dewan Daulat Rai Kapoor Etc"]
    assert settled("For the Appellant : Mr. Gyanendra Kumar Singh Mr. Pradeep Kumar Sinha",
                   ("Mr. Pradeep Kumar Sinha", 0.9), ("Gyanendra Kumar Singh Mr", 0.6)) == ["Mr. Pradeep Kumar Sinha"]
    assert settled("Assisted by \t\t\t\tMr.R. Janakiramulu \t\t\t\tSpecial Govt. Pleader", ("Mr.R. Janakiramulu", 0.9),
                   ("R. Janakiramulu \t\t\t\tSpecial Govt", 0.75)) == ["Mr.R. Janakiramulu"]


def test_a_span_across_lines_becomes_one_a_line_and_an_addresss_town_alone_goes():
    from nomen.detect.noise import split_at_lines

    text = "R/o 5/430, Dakshinpuri,\nNew Delhi.\nMr Anil Kumar\n   Kamboj, counsel"
    address = Candidate(text.index("5/430"), text.index("Delhi.") + 6, categories.ADDRESS, 0.9, "residence")
    person = Candidate(text.index("Mr Anil"), text.index("Kamboj") + 6, categories.PERSON, 0.9, "titled-name")
    pieces = split_at_lines([address, person], DetectionContext(text, "en", LISTS))
    assert [(text[c.start:c.end], c.category) for c in pieces] == [
        ("5/430, Dakshinpuri", categories.ADDRESS), ("Mr Anil Kumar", categories.PERSON), ("Kamboj", categories.PERSON)]


def test_a_name_wrapped_at_a_lines_end_takes_the_next_lines_first_words():
    """"Heard Mr. Anil Kumar\\n   Kamboj,": the rest of the name is NER's place; not a post ("Director"),
    a label ("Dated:") or a name alone on its own line (a list, one a line)."""
    from nomen.detect.noise import join_wrapped_names

    lists = ResourceLists("en", (), frozenset({"petitioner"}), ("Mr", "Mr."))
    text = ("Heard Mr. Anil Kumar\n   Kamboj, counsel. Heard Mr. Sunil Kapoor\n Director of it.\n"
            "Jonathan Wrexham\nSophie Tulloch\n")
    found = [Candidate(text.index(t), text.index(t) + len(t), category, 0.9 if source == "titled-name" else 0.8, source)
             for t, category, source in (("Mr. Anil Kumar", categories.PERSON, "titled-name"),
                                         ("Kamboj", categories.LOC, "spacy-ner"),
                                         ("Mr. Sunil Kapoor", categories.PERSON, "titled-name"),
                                         ("Jonathan Wrexham", categories.PERSON, "spacy-ner"),
                                         ("Sophie Tulloch", categories.PERSON, "spacy-ner"))]
    joined = join_wrapped_names(found, DetectionContext(text, "en", lists))
    assert [text[c.start:c.end] for c in joined] == [
        "Mr. Anil Kumar\n   Kamboj", "Mr. Sunil Kapoor", "Jonathan Wrexham", "Sophie Tulloch"]


def test_a_place_read_from_a_surname_written_after_a_title_elsewhere_is_a_person():
    ctx, found = _on("The neighbor, Curtis Lane, testified. Mr Lane called 911. Ross Street was closed. Ms Street spoke.",
                     ("Curtis Lane", categories.LOC, "capitalised-run"), ("Mr Lane", categories.PERSON, "titled-name"),
                     ("Ross Street", categories.LOC, "capitalised-run"), ("Ms Street", categories.PERSON, "titled-name"))
    assert [c.category for c in harmonise_categories(found, ctx)] == [categories.PERSON, categories.PERSON,
                                                                       categories.LOC, categories.PERSON]


def test_a_childs_initials_are_not_the_letters_of_a_judges_office_unless_they_follow_a_name():
    lists = ResourceLists("en", (), frozenset({"m.r"}), ("Mr",))
    text = "The boy M.R. was crying. Lord Denning M.R. said so."
    ctx = DetectionContext(text, "en", lists)
    child, post = (Candidate(i, i + 4, categories.PERSON, 0.75, "pseudonym") for i in (8, 38))
    assert text[child.start:child.end] == text[post.start:post.end] == "M.R."
    assert drop_excluded([child, post], ctx) == [child]


def test_a_short_name_defined_in_brackets_after_a_persons_is_a_person_but_not_a_things():
    ctx, found = _on('His children: Thomas Carrow ("Tom"), and the house at Jalan Kembangan (the "Property").',
                     ("Thomas Carrow", categories.PERSON, "spacy-ner"), ("Jalan Kembangan", categories.PERSON, "spacy-ner"))
    added = read_defined_names(found, ctx)[len(found):]
    assert [(ctx.text[c.start:c.end], c.category) for c in added] == [("Tom", categories.PERSON)]
