"""Rules learnt from a fourteenth set of invented decisions (Scotland's Court of Session, South
Africa, Kenya, Singapore, Allahabad, Ghana, an English family court, Australia, Ontario, Nigeria,
Lahore, Hong Kong; the Conseil d'État, the Cour de cassation, Quebec, Brussels; Mexico's Supreme
Court and an Argentine labour chamber): each kind of error they showed, in a hand-made excerpt."""

from __future__ import annotations

import pytest

from tests.conftest import analysed, assert_hidden, entity_of, people_of, standing_of


@pytest.mark.parametrize("text, language, names", [
    # a given name that is a common word too, marked by the birth after it
    ("De leur union sont nés deux enfants : Léa (née en 2014) et Thomas (né en 2017). "
     "La psychologue de Thomas confirme qu'il a besoin de stabilité.", "fr", ("Thomas",)),
    ("Ses enfants sont Inès, née le 8 mai 2017 à Vénissieux, et Adam, né le 30 novembre 2020 à Lyon.",
     "fr", ("Inès", "Adam")),
])
def test_a_birth_marks_a_child_named_with_a_common_word(engine, text, language, names):
    assert_hidden(analysed(engine, text, language), text, names)


def test_a_surname_that_is_a_word_before_two_given_names(engine):
    """"PERALTA" is a word in Spanish; before a comma and two given names it is a witness's surname,
    later alone too. A word of everyday prose there is no surname ("RESUELVE, Hacer Lugar")."""
    text = ("Los testigos ROLDÁN, Cristian Damián (declaración del 9/5/2022) y PERALTA, Noelia Soledad "
            "(declaración del 9/5/2022) manifestaron haberlo visto. Peralta precisó que Acosta la reemplazaba.\n\n"
            "Por ello, el TRIBUNAL RESUELVE, Hacer Lugar al recurso.")
    result = analysed(engine, text, "es")
    assert_hidden(result, text, ("PERALTA", "Noelia Soledad", "Peralta"))
    assert not {"RESUELVE", "Hacer Lugar", "RESUELVE, Hacer Lugar"} & people_of(result)


def test_kin_in_the_plural_and_a_named_aunts_surname(engine):
    """"their cousins, Ruairidh and Ella Hendry": NER read "Ella Hendry" as a firm (off), although
    "Mrs Lorna Hendry" names the family."""
    text = ("Mrs Lorna Hendry, the defender's older sister, spoke to the close relationship between the "
            "children and their cousins, Ruairidh and Ella Hendry. Mr Paton, a marine engineer, gave evidence.")
    result = analysed(engine, text)
    assert_hidden(result, text, ("Ruairidh", "Ella Hendry", "Lorna Hendry"))


def test_a_name_in_capitals_with_a_middle_name_is_the_persons(engine):
    """A party list in capitals gives the middle name that the body leaves out; NER read the
    capitals as a body, which kept the father's full name in the clear."""
    text = ("Re K (Children)\n\n(1) CHANTELLE MARIE BRIGHTWELL (2) DEAN ANTHONY OAKHURST\nRespondents\n\n"
            "1. The father is Dean Oakhurst (\"F\"). The mother is Chantelle Brightwell.")
    result = analysed(engine, text)
    assert_hidden(result, text, ("DEAN ANTHONY OAKHURST", "Dean Oakhurst", "CHANTELLE MARIE BRIGHTWELL"))
    assert entity_of(result, "DEAN ANTHONY OAKHURST") is entity_of(result, "Dean Oakhurst")


def test_a_relation_marker_does_not_take_the_heading_before_the_name(engine):
    text = ("Between  Priya d/o Subramaniam … Plaintiff  And  Goh Kian Seng … Defendant\n\n"
            "The marriage between Priya d/o Subramaniam (the \"Wife\") and Goh Kian Seng was dissolved.")
    result = analysed(engine, text)
    assert not any("Between" in name for name in people_of(result))
    assert_hidden(result, text, ("Priya", "Subramaniam", "Goh Kian Seng"))


@pytest.mark.parametrize("text, names", [
    ("He was tried along with his co-accused namely Ghulam Murtaza and Zafar Iqbal alias Zafri. "
     "Later Zafri absconded.", ("Zafar Iqbal", "Zafri", "Ghulam Murtaza")),
    ("The accused Ramesh urf Pappu was arrested at the bus stand.", ("Ramesh", "Pappu")),
    # a relation written out
    ("Muhammad Yaqoob (PW-1), complainant, son of Allah Ditta, made a written application.",
     ("Muhammad Yaqoob", "Allah Ditta")),
])
def test_aliases_and_relations_written_out(engine, text, names):
    assert_hidden(analysed(engine, text), text, names)


def test_a_trades_agent_is_no_governments_agent(engine):
    """"its site agent, Mr Raymond KO" is a witness for the contractor; "their Agent, Mr X" still
    represents the Government."""
    text = ("The site was run by the main contractor and its site agent, Mr Raymond KO Chi-keung. Mr Ko said "
            "that it had been done.\n\nThe Government were represented by their Agent, Mr H. Golsong.")
    result = analysed(engine, text)
    assert_hidden(result, text, ("Raymond KO Chi-keung", "Ko"))
    assert standing_of(result, "Mr H. Golsong") == ("agent", False)


def test_a_first_name_joined_to_a_childs_is_a_childs(engine):
    """The court names the children by pseudonyms it chose: "se nombrará Santiago y Daniela"."""
    text = ("Los cónyuges procrearon dos hijos, a quienes se nombrará Santiago y Daniela. El padre cubre los "
            "gastos del menor Santiago, quien padece asma. La madre se ha dedicado al cuidado de Santiago y Daniela.")
    result = analysed(engine, text, "es")
    assert_hidden(result, text, ("Santiago", "Daniela"))
