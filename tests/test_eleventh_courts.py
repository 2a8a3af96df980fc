"""Rules learnt from an eleventh and a twelfth set of invented decisions (Indian high courts and
tribunals, the Southern District of New York, Zimbabwe, Alberta, an English employment tribunal,
New Zealand, Fiji; a French administrative court, a cour d'assises, the asylum court, a tribunal
correctionnel, Luxembourg, the Belgian Cour de cassation, the Spanish Tribunal Supremo and
Tribunal Constitucional, Catalonia, Puerto Rico, Costa Rica, the Irish High Court): each kind of
error they showed, in a hand-made excerpt."""

from __future__ import annotations

import pytest

from nomen.model import AnalyzeOptions
from tests.conftest import entity_of, people_of, standing_of


def _analysed(engine, text: str, language: str = "en") -> dict:
    return engine.analyze(text, AnalyzeOptions(language=language)).to_dict()


def _hidden(result: dict, text: str, words: tuple[str, ...]) -> None:
    """Every one of `words`, wherever it stands in `text`, lies inside a person's mention that is on."""
    spans = [(m["start"], m["end"]) for e in result["entities"] if e["category"] == "PERSON" and e["anonymize"]
             for m in e["mentions"]]
    for word in words:
        at = text.find(word)
        while at != -1:
            assert any(s <= at and at + len(word) <= e for s, e in spans), (word, at)
            at = text.find(word, at + 1)


CIVIL_STATUS = ("ACCUSÉ :\nLE GUEN Yannick, Ronan, Marie\nné le 17 mai 1984 à SAINT-BRIEUC\n"
                "fils de LE GUEN Jean-Yves et de TANGUY Marie-Josèphe\n\n"
                "PARTIES CIVILES :\nMme KERBRAT Annick, née LE DANTEC, mère de la victime\n\n"
                "La cour a pris en considération l'absence d'antécédent judiciaire de LE GUEN, son insertion.\n\n"
                "Prévenue\nNom : BENALI épouse FERRAND Sonia\nnée le 14 janvier 1980. "
                "Déclare BENALI épouse FERRAND Sonia coupable.\nPrévenu\nNom : MARCHETTI Antoine, Paul\n")


def test_french_civil_status_names_are_hidden_whole(engine):
    """Surname in capitals first, then the given names, the later ones after commas; a married
    or maiden name with it. "Ronan", "LE" of "LE GUEN", "LE DANTEC" and "BENALI" (read as a body)
    had stayed in the clear."""
    result = _analysed(engine, CIVIL_STATUS, "fr")
    _hidden(result, CIVIL_STATUS, ("LE GUEN", "Yannick", "Ronan", "Marie", "Jean-Yves", "KERBRAT", "Annick",
                                   "LE DANTEC", "BENALI", "FERRAND", "Sonia", "MARCHETTI", "Antoine", "Paul"))
    assert entity_of(result, "LE GUEN Yannick, Ronan, Marie") is entity_of(result, "LE GUEN")
    assert entity_of(result, "LE GUEN Jean-Yves") is not entity_of(result, "LE GUEN Yannick, Ronan, Marie")


@pytest.mark.parametrize("text, language, names", [
    # the next column's name, beyond a wide gap, is another judge's
    ("Le greffier                                 La présidente\nMartine LEBAS                Jean-Philippe ORMIÈRES\n",
     "fr", ("Martine LEBAS", "Jean-Philippe ORMIÈRES")),
    # a post after the comma is no given name
    ("Juge aux affaires familiales : Hélène LEFEBVRE-WATTEAU, Vice-Présidente\n\nMme Aline DUPRÉ, demanderesse.",
     "fr", ("Hélène LEFEBVRE-WATTEAU",)),
])
def test_civil_status_stops_at_a_column_or_a_post(engine, text, language, names):
    result = _analysed(engine, text, language)
    for name in names:
        assert name in people_of(result)
    assert not any("Vice" in v or "  " in v for v in people_of(result))


def test_a_trade_is_no_governments_agent(engine):
    """"agent immobilier" is a witness's trade and "directeur d'enquête" the gendarme's task: both had
    been kept named as the Government's agents."""
    result = _analysed(engine, "Il se prévaut d'une attestation de Jeff HANSEN, agent immobilier à Esch. "
                               "L'adjudant Frédéric MOAL, directeur d'enquête, a entendu le témoin. Le Gouvernement "
                               "est représenté par M. Paul Durand, agent du Gouvernement.", "fr")
    assert standing_of(result, "Jeff HANSEN") == (None, True)
    assert standing_of(result, "adjudant Frédéric MOAL") == (None, True)
    assert standing_of(result, "M. Paul Durand") == ("agent", False)


def test_a_surname_that_is_also_a_bodys_word(engine):
    """"Camara" (Spanish "cámara", a chamber) after a courtesy title and a given name is a surname;
    "de Cámara" after a post is still the chamber."""
    result = _analysed(engine, "M. Diallo vit avec Mme Kadiatou Camara, titulaire d'une carte de résident. "
                               "La Sra. Defensora de Menores de Cámara dictaminó.", "fr")
    assert standing_of(result, "Mme Kadiatou Camara") == (None, True)
    assert not any("Cámara" in v for v in people_of(result))
