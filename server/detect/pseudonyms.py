"""Initials standing for a person: "GL informed the police", "his brother, AM", "L. R. (her husband)".

Decisions that were anonymized once (or that protect a child or a witness) name
people by initials. Capitals alone are too weak ("UK", "PKK"), so a span of one
to three capitals, dotted or not, counts only where the context treats it as a
person: a verb of speech or action after it, a possessive, an age in brackets ("J.B. (age 11)"),
or a kinship or party noun before it. The recurrence pass then finds its other occurrences.
"""

from __future__ import annotations

import regex

from nomen import categories
from nomen.detect.base import Candidate, DetectionContext
from nomen.detect import scores

# Up to four dotted: a Spanish or Portuguese child has two given names and two surnames ("M.J.T.T.").
_INITIALS = r"(?:\p{Lu}\.[ \t]?){1,4}(?<=\.)|\p{Lu}{2,3}"
# A single capital standing for a person ("K was questioned"); never "A" or "I", which are words.
_LETTER = r"(?![AIYOE])\p{Lu}(?![.\p{L}\p{N}])"
_ACTS = (r"was|were|had|has|is|alleged|informed|stated|told|telephoned|made|withdrew|said|asked|"
         r"complained|lodged|applied|gave|claimed|died|left|lived|testified|confirmed|denied|agreed|"
         r"refused|wrote|replied|explained|maintained|submitted|appealed|requested|received|contacted|"
         r"visited|married|divorced|moved|sued|filed|signed|admitted|reported|accused|attacked|"
         r"a déclaré|a indiqué|a affirmé|a saisi|est né|est née|a été|avait|était|prétendait|soutenait|affirmait|"
         r"declaró|manifestó|alegó|estaba|afirmó|sostuvo|había|asistió|indicó")
_PEOPLE = (r"brother|sister|son|daughter|husband|wife|mother|father|child|children|person|witness|"
           r"applicant|victim|complainant|complainer|accused|partner|friend|cousin|uncle|aunt|nephew|niece|"
           r"grandmother|grandfather|neighbour|neighbor|employee|employer|defendant|plaintiff|minor|"
           r"frère|sœur|fils|fille|mari|épouse|mère|père|enfant|témoin|victime|requérante?|"
           r"mineure?|hermano|hermana|hijos?|hijas?|marido|esposa|madre|padre|testigo|víctima|menor(?:es)?|"
           r"niñ[oa]s?|niet[oa]s?|girl|boy|"
           r"initials|initiales|iniciales")
# the act may open a quotation: 'a letter notes that M.D.S. "is often late"'
_AFTER_ACT = regex.compile(rf"(?<![\p{{L}}\p{{N}}.])(?P<n>{_INITIALS}|{_LETTER})(?:['’]s\b|,?[ \t]+[\"“]?(?:{_ACTS})\b|"
                           rf"[ \t]+\((?:the|his|her|their|le|la|son|sa|el|la|su)[ \t]|[ \t]+\((?:age|aged|âgée?|edad)[ \t]+\d)")
_AFTER_NOUN = regex.compile(rf"\b(?:{_PEOPLE})(?:,|[ \t]+named|[ \t]+nommée?)?[ \t]+(?P<n>{_INITIALS})"
                            rf"(?![\p{{L}}\p{{N}}]|[ \t]?[-‐–][ \t]?\d)")  # not "witness DW-1", a witness's number
# "the DTP's offices": an acronym with an article is a body; people's initials take none.
_DETERMINER = regex.compile(r"(?<![\p{L}])(?:the|The|THE|la|La|le|Le|les|Les|el|El|los|Los)[ \t]+$")
# "[L.] attended", "allowing [K] to use": square brackets mark a name already anonymized.
_BRACKETED = regex.compile(r"\[(?P<n>(?:\p{Lu}\.?[ \t]?){1,3})\]")
_NOT_PEOPLE = frozenset({"UK", "US", "USA", "EU", "UN", "ECHR", "CPT", "PKK", "NGO", "TV", "OK", "ID", "DNA",
                         "HIV", "AIDS", "CEO", "BBC", "CIA", "FBI", "ICJ", "ECJ", "IMF", "KGB", "MP", "MPS", "GC"})


class PseudonymRecognizer:
    name = "pseudonym"
    languages = frozenset({"*"})

    def find(self, ctx: DetectionContext) -> list[Candidate]:
        found: dict[tuple[int, int], Candidate] = {}
        for pattern in (_AFTER_ACT, _AFTER_NOUN, _BRACKETED):
            for match in pattern.finditer(ctx.text):
                start, end = match.span("n")
                initials = match.group("n").rstrip()
                end = start + len(initials)
                if regex.sub(r"[.\s]", "", initials) in _NOT_PEOPLE or _DETERMINER.search(ctx.text, max(0, start - 8), start):
                    continue
                found[(start, end)] = Candidate(start, end, categories.PERSON, scores.PSEUDONYM, self.name)
        return list(found.values())
