"""Witness, relation and party markers of common-law judgments: the names next to them are people.

"PW-3, Harish Kumar Malhotra", "Motilal (PW 2)", "PW3 (Kamalakshi)", "CW3 Mr Vijay Mishra", "DW-1
Ram Lal" (a prosecution, court or defence witness); "Smt. Kamla Devi W/o Ram Prasad", "S/o", "D/o",
"H/o" (the wife, son, daughter or husband of); an age or a birth after a name ("Alfie, aged 6", "Leo
born in 2017"); an alias
("Suresh Babu @ Thambu": both names are the person's). "R/o" (resident of) marks the person
before it and an address after; an occupation or a caste before it ("Occ. Nil, R/o") is no one.
A name never runs into the marker ("Kamla Devi W" of "Kamla Devi W/o"). A party or kinship noun before a name marks it too ("the accused Hiren Tokas", "deceased
Pankaj Panchal", "one Ghasi Teli", "the injured-Jaibir"), and so do the events of a life ("the
murder of Urshia Bahri", "assaulted by Banka"), unless the name is a body, a place or a common
word ("the respondent State").
"""

from __future__ import annotations

from dataclasses import replace

import regex

from nomen import categories
from nomen.detect import scores
from nomen.detect.base import WEAK_SOURCES, Candidate, DetectionContext
from nomen.detect.places import towns
from nomen.names.folding import fold
from nomen.names.grammar import NAME, NAME_RUN, is_common_word, is_sentence_adverb, name_before, stop_words
from nomen.names.kinds import POSITION_WORDS, ROLE_WORDS, kind_of_run

# "PW-3", "P.W.48", "PW. 13", "Pw--12", "PW/4": a prosecution, defence or court witness's number.
WITNESS_NUMBER = r"(?<![\p{L}\p{N}])(?:P|D|C|A|Pro|Def)\.?[ \t]?[Ww]\.?[ \t]?(?:[-./\xad–]{1,2})?[ \t]?\d{1,3}(?![\p{N}])"
# Written out: "Defence Witness 2", "Prosecution Witness No. 4".
_SPELLED_WITNESS = r"(?:Prosecution|Defence|Defense|Court)[ \t]+Witness(?:[ \t]+No\.?)?[ \t]*\d{1,3}(?![\p{N}])"
# "Santhan (A-2)", "Bindeshwar Pandey (A3)": an accused's (or a deceased's) number in a criminal case.
_ACCUSED = r"\([ \t]*[AD][ \t]?[-\xad–]?[ \t]?\d{1,3}[ \t]*\)"
_RELATION = r"(?<![\p{L}\p{N}])[WSDHwsdh]/[Oo](?![\p{L}\p{N}])\.?"
# ... written out: "complainant, son of Allah Ditta", "the widow of late Ram Kishan"
_SPELLED_RELATION = r"(?<![\p{L}])(?:son|daughter|wife|widow|husband)[ \t]+of(?:[ \t]+(?:the[ \t]+)?late)?[ \t]+(?=\p{Lu})"
_RESIDENT = r"(?<![\p{L}\p{N}])[RC]/[Oo](?![\p{L}\p{N}])\.?"
# A name in Latin letters, hyphenated syllables and an English name after a comma included ("LAU
# MEI-YEE, MAY", "Chan Tai-man").
_LATIN_NAME = r"(?:\p{Lu}[\p{L}'’]*(?:-\p{L}+)*[ \t]+){0,3}\p{Lu}[\p{L}'’]*(?:-\p{L}+)*(?:,[ \t]*\p{Lu}\p{L}+)?"
# An age written out: "Aria, aged eight", "aged seventeen".
_SPELLED_AGE = (r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
                r"sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)")
_HONORIFIC = r"(?:(?:Late|late|Sri|Shri|Sh|Smt|Mr|Mrs|Ms|Dr|Kum|Km)\.?[ \t]*)*"
# Who a private person is to another ("their son", "her partner") or to the case ("the accused").
# (plurals too: "their cousins, Ruairidh and Ella Hendry")
KIN_NOUN = (r"(?:son|daughter|wife|husband|brother|sister|mother|father|widow|child|partner|friend|neighbou?r|"
            r"cousin|nephew|niece|uncle|aunt|fianc[ée]e?|(?:step|grand)(?:son|daughter|child|mother|father))s?|"
            r"wives|(?:step|grand)?children")
_PERSON_NOUN = (rf"accused|deceased|complainant|victim|witness|witnesses|defendant|respondent|appellant|petitioner|"
                rf"(?:non-)?applicant|informant|injured|boy|girl|driver|tenant|servant|complainer|neighbou?r|landlord|landlady|"
                rf"(?:access[ \t]+)?facilitator|caseworker|carer|caregiver|nurse|teacher|counsell?or|therapist|psychologist|"
                rf"employee|colleague|co-worker|"
                rf"{KIN_NOUN}")
# A nickname in quotes after its cue, in each language: 'a man known only as "El Chato"', 'alias "el
# Rubio"', 'conocido como "Manolo"', 'surnommé « Titi »', 'known in her community as "Niki"', 'I shall
# refer to the brother as "Tai-wing"'.
_NICKNAME = regex.compile(
    r"(?<![\p{L}])(?:(?i:alias|a\.?k\.?a\.?|nicknamed|surnommée?|dite?|apodad[oa])|"
    rf"(?i:conocid[oa])(?:[ \t]+[^\s\"“«‘'.;]+){{0,4}}?[ \t]+(?i:como)|"
    rf"(?i:known|called)(?:[ \t]+[^\s\"“«‘'.;]+){{0,6}}?[ \t]+as|(?i:is|was|were|are)[ \t]+called|(?i:refer(?:red)?[ \t]+to[ \t]+(?:(?:the|her|his|their)[ \t]+)?(?:{_PERSON_NOUN}|him|her)[ \t]+as)|"
    # 'to whom I shall refer as "S.M."', 'une certaine « Sabrina »', 'le dénommé « Kader »'
    rf"(?i:whom[ \t]+(?:I|we)[ \t]+(?:shall|will|would)[ \t]+refer(?:[ \t]+to)?[ \t]+as)|"
    rf"(?i:(?:un|une|le|la)[ \t]+(?:certaine?|dénommée?|nommée?|prénommée?))|"
    # "popularly called "Maame Akosua"", "whom the children call "Nan Huia"", "a quien en familia llaman "Pauet""
    rf"(?i:popularly|commonly|affectionately|also)[ \t]+called|(?i:whom|quien|que)(?:[ \t]+[^\s\"“«‘'.;]+){{0,4}}?[ \t]+"
    rf"(?i:calls?|llaman?|appellent|appelle)|"
    # a court's pseudonyms for children: 'I shall call A "Ava" and B "Bobby"'
    rf"(?i:I|we)[ \t]+(?:(?i:shall|will)[ \t]+)?(?i:call)[ \t]+\p{{Lu}}\.?|(?<=(?i:call)[^\n]{{1,80}}?[\"”][ \t]+and[ \t]+)\p{{Lu}}\.?)"
    rf"[ \t]*[\"“«‘'][ \t\u00a0]*"
    # (a lone letter is a label, not a name: 'the mother, to whom I shall refer as "M"')
    r"(?P<name>(?:\p{Lu}(?:['’]\p{Lu})?\.){1,4}|(?:(?:el|la|le|El|La|Le)[ \t]+)?\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]*){0,2})"
    r"[ \t\u00a0]*[,.]?[\"”»’']")
# ... or the birth, in each language: "Leo born in 2017", "- Hugo, né le 30 août 2015", "Lucía, nacida el 3 de mayo"
_BIRTH_MARK = (rf"[ \t]*(?:[,(][ \t]*)?(?P<born>born|née?|nacid[oa])(?:[ \t]+(?:in|on|le|en|el))?"
               rf"[ \t]+(?:\p{{Lu}}\p{{Ll}}+[ \t]+)?\d")
_BIRTH = regex.compile(rf"(?P<name>{NAME_RUN}){_BIRTH_MARK}")
# An age or a birth in a clause after the name: "Ellie, who is 9, Tyler, who is 6, and Rose, who was 2 in July",
# "Isla Ross, who was born on 14 May 2015" (searched from the clause back to the name, which is cheaper than
# reading every name forward).
_AGE_CLAUSE = regex.compile(rf",[ \t]*who[ \t]+(?:is|was)[ \t]+(?:(?:now[ \t]+)?(?:aged[ \t]+)?(?:\d{{1,2}}|{_SPELLED_AGE})"
                            rf"(?![\p{{L}}\p{{N}}])(?![ \t]+(?:per[ \t]?cent|%|years[ \t]+(?:old[ \t]+)?(?:in|of)[ \t]+(?:office|service)))|"
                            rf"born[ \t]+(?:on|in)[ \t]+(?=[\p{{N}}\p{{Lu}}]))")
# A party's number in an Indian cause list or judgment: "insured in the name of R-2 Manoj Gupta".
_PARTY_NUMBER = r"(?<![\p{L}\p{N}/-])[RP][ \t]?[-\xad–][ \t]?\d{1,2}(?![\p{N}])"
# What marks the name it follows, each a branch of one pattern, so that the text's runs of name words
# are read once, not once per mark.
_MARKS_AFTER = (
    rf"[ \t]*[,(\[][ \t]*{WITNESS_NUMBER}",
    rf"[ \t]*{_ACCUSED}",
    # A person's age right after the name: "Maisie, now aged 9", "Alfie (aged 6)", "Sri. Maruti, Age: 33"
    rf"[ \t]*[,(][ \t]*(?:now[ \t]+)?(?P<age>(?i:aged?))[ \t:-]*(?:about[ \t]+)?(?:\d|{_SPELLED_AGE}(?![\p{{L}}]))",
    # ... or the birth: "Aanya born in 2014 and Leo born in 2017", "Leo (born 2017)", "Grace, born on 3 May 2010"
    _BIRTH_MARK,
    rf"[ \t]*+,?[ \t]*+(?:{_RELATION}|{_RESIDENT})",
    # A judge's mark after the name and a comma: "Shah, J., after reading", "Sandhawalia, C.J. presiding"
    # (not the "J." that opens the next name: "Ramesh, J. Smith and K. Rao").
    # An American panel: "Before SMITH, Chief Judge, and JONES and GARCIA, Circuit Judges."
    rf",[ \t]*(?P<judge>C\.[ \t]?J\.|J\.|CJ|JJ\.|(?:Chief|Senior|Circuit|District|Magistrate|Bankruptcy)[ \t]+Judges?\.?)"
    rf"(?=[ \t]*(?:$|[,;:)\n]|\p{{Ll}})|[ \t]{{2,}})",
    # Who the person is, right after the name: "Emily, the applicant's daughter,", "Jack, her brother,";
    # or whose kin another is: "Emily's mother".
    rf",[ \t]+(?P<appositive>(?:(?:the|a|an|his|her|their|its)[ \t]+)?(?:\p{{L}}+['’]s?[ \t]+)?(?:{_PERSON_NOUN}))(?![\p{{L}}])",
    rf"['’]s?[ \t]+(?P<kin>{KIN_NOUN})(?![\p{{L}}])",
)
_MARKED = (
    # "PW-3, Harish Kumar", "P.W.2/Selvi" (a Tamil Nadu report joins the number to the name with a slash)
    regex.compile(rf"{WITNESS_NUMBER}[ \t]*(?P<stop>[,:()\].\-/])?[ \t]*{_HONORIFIC}(?P<name>{NAME})"),
    regex.compile(rf"(?P<party>{_PARTY_NUMBER})[ \t]*[,:.\-]?[ \t]*{_HONORIFIC}(?P<name>{NAME})"),
    regex.compile(rf"(?P<name>{NAME_RUN})(?:{'|'.join(_MARKS_AFTER)})", regex.MULTILINE),
    regex.compile(rf"(?:{_RELATION}|{_SPELLED_RELATION})[ \t]*{_HONORIFIC}(?P<name>{NAME})"),
    # A name in Chinese characters in brackets after the name in Latin letters, as Hong Kong, Taiwanese
    # and Singaporean courts write parties ("CHAN TAI-MAN (陳大文)", "LAU MEI-YEE, MAY (劉美儀)"): both are
    # the person's; a company's Chinese name is longer ("金豐貿易有限公司").
    regex.compile(rf"(?<![\p{{L}}\p{{N}}'’-])(?P<name>{_LATIN_NAME})[ \t]*[(（][ \t]*\p{{Han}}{{2,4}}[ \t]*[)）]"),
    regex.compile(rf"(?=\p{{Han}})(?<=\p{{Lu}}[\p{{L}}'’-]*(?:,[ \t]*\p{{Lu}}\p{{L}}*)?[ \t]*[(（][ \t]*)"
                  rf"(?P<name>\p{{Han}}{{2,4}})(?=[ \t]*[)）])"),
    # An alias: "Suresh Babu @ Thambu", "Sivadasan @Dasan", "Zafar Iqbal alias Zafri", "Ram urf Ramu"
    # (one person, both names to hide).
    regex.compile(rf"(?P<name>(?P<alias>{NAME_RUN})(?:[ \t]+@[ \t]*|@[ \t]+|[ \t]+(?:alias|urf)[ \t]+){NAME})"),
)
_ALIAS_SIGN = regex.compile(r"@|[ \t](?:alias|urf)[ \t]")
_SLASHED_NAME = regex.compile(r"\p{Lu}\p{Ll}{2,}")
_WITNESS_ONLY = regex.compile(rf"{WITNESS_NUMBER}$")
_LONGEST_MARKER = 12  # a marker that starts inside a span may end past it: "W" + "/o"
_PARTY_NOUN = regex.compile(
    rf"\b(?:{_PERSON_NOUN}|one|"
    # What happens to a person: "the murder of Urshia Bahri", "the dead body of Deivammal", "assaulted by Banka"
    rf"(?:murder|death|dead[ \t]+body|marriage)[ \t]+of|(?:assaulted|killed|attacked|beaten|stabbed|shot)[ \t]+by)"
    # "the injured-Jaibir", "accused-Ramesh": Indian reports join the noun to the name with a hyphen;
    # "the child (Grace)": or the name stands in brackets
    rf"(?:[ \t]+[Nn]o\.?[ \t]*\d+)?(?:,?[ \t]+|[ \t]*\([ \t]*|-(?=\p{{Lu}}\p{{Ll}})){_HONORIFIC}(?P<name>{NAME})")
# A party's name before "'s case" ("In Vasu Deo Ojha's case", "Ranga Mahammad's(1) case"), which NER
# often reads as a body or a place.
_PARTYS_CASE = regex.compile(rf"(?P<name>{NAME_RUN})(?:['’]s?)?[ \t]*(?:\(\d{{1,3}}\)[ \t]*)?cases?\b")
_POSTS = POSITION_WORDS | ROLE_WORDS | {"magistrate"}
# A sentence that opens with the party's noun before the name: "Petitioners Wilmer Antonio Mendoza Araujo, his wife".
_LEADING_PERSON_NOUN = regex.compile(rf"(?i:{_PERSON_NOUN})s?[ \t]+(?=\p{{Lu}})")
_OPENING_STOP_WORDS = regex.compile(r"(\p{L}+)[ \t]+(?=\p{Lu})")
# Above this frequency a capitalised word after "the respondent" is a word ("State", "Company").
_COMMON_ZIPF = 4.5
# After "PW. 13." a new sentence may begin: its first word is a name only if it is rarer than this.
_SENTENCE_WORD_ZIPF = 3.5
# The "O." of "S/O. Nagappa Girgavi", which NER reads as an initial of the name after it.
_MARKER_END = regex.compile(r"(?<=(?<![\p{L}\p{N}])[WSDHRCwsdhrc]/)[Oo]\.?[ \t]*")
# A relation or residence marker, a witness's number after a comma, a bracket or a column's gap
# ("Dr. Anil Mehta        PW3" in a list of witnesses), or a record citation: never a word of the name before it.
# An American record citation after a witness's name: "Okonkwo Dep. 45:3-12", "Falcone Decl. ¶ 6".
_RECORD_CITE = r"(?:Dep|Decl|Aff|Tr)\.(?=[ \t]*(?:\d|¶|at[ \t]))"
_CITED_RECORD = regex.compile(rf"(?<![ \t])[ \t]+{_RECORD_CITE}")
_MARKER = regex.compile(rf"[ \t]*+,?[ \t]*+(?:{_RELATION}|{_RESIDENT}|[,(][ \t]*{WITNESS_NUMBER})"
                        rf"|(?<![ \t])[ \t]++(?:{WITNESS_NUMBER}|{_SPELLED_WITNESS}|{_RECORD_CITE})")
# A witness number written out right after a name: "Hussain Defence Witness 3".
_SPELLED_AFTER_NAME = regex.compile(rf"(?<![ \t])[ \t]+{_SPELLED_WITNESS}")


# The same nouns in French and Spanish decisions: "son fils Paul", "l'enfant Léa", "les époux Martin",
# "su hija Lucía", "la menor (Ana)".
_PARTY_NOUN_ELSEWHERE = {language: regex.compile(
    # the noun may take an adjective or whose it is: "ses deux sœurs cadettes, Lina et Maïssa", "la hija del
    # matrimonio, Sofía"
    rf"(?<![\p{{L}}])(?i:{nouns})s?(?:[ \t]+(?:cadet(?:te)?s?|aînée?s?|jumelles?|jumeaux|mineure?s?|"
    rf"(?:del|de[ \t]+la|de)[ \t]+(?:matrimonio|pareja|couple|mariage)),)?(?:,?[ \t]+|[ \t]*\([ \t]*)(?:(?:M\.|Mme|Mlle|Sr\.|Sra\.|D\.|Dña\.|[Dd]on|[Dd]oña)[ \t]*)?"
    rf"(?P<name>{NAME})") for language, nouns in {
        # "Fils de BONNET Patrick et de ROCHE Nathalie": a civil status line names the parents
        "fr": r"(?:fils|fille)[ \t]+de|(?<=[ \t]et[ \t]+)de(?=[ \t]+(?-i:\p{Lu}{2,}))|"
              r"fils|filles?|enfants?|épouse|époux|mari|frère|s(?:œ|oe)ur|mère|père|veuve|veuf|compagne|compagnon|"
              r"concubine?|amie?|voisine?|neveu|nièce|oncle|tante|cousine?|petit-fils|petite-fille|victime|"
              r"prévenue?|accusée?|témoin|plaignante?|mineure?|élève|collègue|beau-père|belle-mère|beau-frère|belle-s(?:œ|oe)ur|"
              r"grand-père|grand-mère",
        # and the professionals' nouns, whose names the roles then keep: "la magistrada Adriana Lucía Bermúdez Osorio"
        "es": r"hij[oa]s?|espos[oa]|marido|herman[oa]|madre|padre|viud[oa]|compañer[oa]|amig[oa]|vecin[oa]|"
              r"sobrin[oa]|t[ií][oa]|prim[oa]|niet[oa]|menor|víctima|acusad[oa]|testigo|denunciante|alumn[oa]|estudiante|"
              r"niñ[oa]|adolescente|abuel[oa]|cuñad[oa]|suegr[oa]|"
              r"magistrad[oa]s?|ministr[oa]s?|jue(?:z|za|ces)|abogad[oa]|letrad[oa]|procurador[a]?|perit[oa]",
    }.items()}


# A party's occupation and caste in a cause title: "Occ. Nil, R/o", "OCC:BUSINESS, C/O", "Occupation:
# Coolie,", "Jarijan by caste": details of the person, never a name (the R/o or C/o after one marks the
# word before it, and NER reads "Coolie" as someone).
_DETAILS = regex.compile(
    r"(?<![\p{L}])(?:Occ|OCC|Occupation|OCCUPATION)\.?[ \t]*[:\-–]?[ \t]*(?P<detail>[^,;()\n]{1,40}?)"
    r"(?=[ \t]*(?:[,;(\n]|$|[RC]/[Oo]))"
    r"|(?<![\p{L}-])(?P<caste>\p{Lu}[\p{L}-]*(?:[ \t]+\p{Lu}[\p{L}-]*)?)[ \t]+by[ \t]+caste(?![\p{L}])",
    regex.MULTILINE)


class PartyDetailsRecognizer:
    """Vetoes over a party's occupation and caste, which a cause title gives after the name."""

    name = "party-details"
    languages = frozenset({"en"})

    def find(self, ctx: DetectionContext) -> list[Candidate]:
        return [Candidate(*match.span(match.lastgroup), categories.NOT_NAME, scores.PARTY_DETAILS, self.name)
                for match in _DETAILS.finditer(ctx.text)]


# A signature: a name alone on its line over the signer's post or mark ("ADRIANA LUCÍA BERMÚDEZ OSORIO\nMagistrada",
# "Grégory LAMBERT\nGreffier", "A DE KOCK\nACTING JUDGE").
_SIGNATURE = regex.compile(
    rf"^[ \t]*(?P<name>{NAME})[ \t]*\n[ \t]*(?:(?:(?i:acting)[ \t]+)?(?i:judge|magistrate|registrar|magistrad[oa]|ministr[oa]|"
    rf"jue(?:z|za)|secretari[oa]|présidente?|greffi(?:er|ère)|conseill(?:er|ère)|juge)(?:[ \t]+\p{{L}}+)*|"
    # and an American judge's mark: "McKINLEY\nJ.", "HOLLIS\nP. J."
    rf"(?:Acting[ \t]+)?(?:P\.[ \t]?)?J\.)[ \t]*$",
    regex.MULTILINE)


# Children listed after their birth, each with its date or year: "Deux enfants sont nés de cette union, Salif, le
# 2 février 2018, et Awa, le 19 octobre 2020", "naissent de leur union : Maxime, en 2001, et Léa-Rose, en 2004".
_BORN_OF = regex.compile(r"(?<![\p{L}])(?i:sont[ \t]+nés|sont[ \t]+nées|sont[ \t]+issus|naissent|nacieron|were[ \t]+born)"
                         r"(?![\p{L}])[^.;\n]{0,200}")
# A civil status's parents, by their given names: "hijo de Josep y de Montserrat", "fils de Jean et de Marie".
_GIVEN = r"\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?(?:[ \t]+\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)?"
_CHILD_OF = regex.compile(rf"(?<![\p{{L}}])(?:hij[oa]|fils|fille|son|daughter)[ \t]+(?:de|of)[ \t]+(?P<a>{_GIVEN})[ \t]+"
                          rf"(?:y|et|and)[ \t]+(?:de[ \t]+)?(?P<b>{_GIVEN})(?![\p{{L}}])")
_BORN_ITEM = regex.compile(r"(?<![\p{L}])(?P<name>\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)[ \t]*,[ \t]*(?:née?s?[ \t]+)?"
                           r"(?:le|en|el|in|on)[ \t]+\d")


class MarkedNameRecognizer:
    name = "marked-name"
    languages = frozenset({"en", *_PARTY_NOUN_ELSEWHERE})

    def find(self, ctx: DetectionContext) -> list[Candidate]:
        found = {}
        stops = stop_words(ctx.language)
        english = ctx.language == "en"  # the other markers are those of common-law reports
        for pattern in (*_MARKED, _NICKNAME, _SIGNATURE) if english else (_BIRTH, _NICKNAME, _SIGNATURE):
            for match in pattern.finditer(ctx.text):
                start, end = match.span("name")
                if _names_no_one(match, ctx.language, stops) or \
                        (ctx.lists and ctx.lists.is_excluded(ctx.text[start:end])):  # "Sri Lanka, the petitioner"
                    continue
                noun = _LEADING_PERSON_NOUN.match(ctx.text, start, end)  # "Petitioners Wilmer Mendoza, his wife"
                if noun:
                    start = noun.end()
                elif pattern is not _NICKNAME:  # "alias « el Rubio »" keeps its article; "Between  Priya d/o X" loses the word
                    start = _after_a_stop_word(ctx.text, start, end, stops)
                found[start, end] = Candidate(start, end, categories.PERSON, scores.MARKED_NAME, self.name)
        for parents in _CHILD_OF.finditer(ctx.text):
            for parent in ("a", "b"):
                name = parents[parent]  # a country's name is a given name here: "y de Montserrat"
                if not (ctx.lists and ctx.lists.is_excluded(name) and fold(name) not in ctx.lists.calendar_and_countries):
                    found[parents.span(parent)] = Candidate(*parents.span(parent), categories.PERSON, scores.MARKED_NAME,
                                                            self.name)
        for clause in _BORN_OF.finditer(ctx.text):
            for item in _BORN_ITEM.finditer(ctx.text, clause.start(), clause.end() + 12):
                found[item.span("name")] = Candidate(*item.span("name"), categories.PERSON, scores.MARKED_NAME, self.name)
        if english:
            for clause in _AGE_CLAUSE.finditer(ctx.text):
                # "Hope, who is now fourteen": a child named with a common word is still a child
                span = name_before(ctx.text, clause.start(), 80)
                if span and ctx.text[span[0]:span[1]].split()[0].casefold() not in stops and \
                        kind_of_run(ctx.text[span[0]:span[1]].split()) is None:
                    found[span] = Candidate(*span, categories.PERSON, scores.MARKED_NAME, self.name)
            for witness in _SPELLED_AFTER_NAME.finditer(ctx.text):
                span = name_before(ctx.text, witness.start(), 80)
                if span and not _a_word_not_a_name(ctx.text[slice(*span)], ctx.language, stops):
                    found[span] = Candidate(*span, categories.PERSON, scores.MARKED_NAME, self.name)
            party_nouns = [*_PARTY_NOUN.finditer(ctx.text), *_PARTYS_CASE.finditer(ctx.text)]
        else:
            party_nouns = [*_PARTY_NOUN_ELSEWHERE[ctx.language].finditer(ctx.text)]
        for match in party_nouns:
            start, end = match.span("name")
            start = _after_a_stop_word(ctx.text, start, end, stops)  # "In" of "In Vasu Deo Ojha's case"
            name = ctx.text[start:end]
            if match.re is _PARTYS_CASE and fold(name) in towns():
                continue  # "the Bombay case" (but "assaulted by Banka" is someone, whatever town bears the name)
            if (start, end) not in found and kind_of_run(name.split()) is None and not _a_post(name) and \
                    not _a_word_not_a_name(name, ctx.language, stops, before_case=match.re is _PARTYS_CASE):
                found[start, end] = Candidate(start, end, categories.PERSON, scores.PARTY_NOUN_NAME, self.name)
        return list(found.values())


def _after_a_stop_word(text: str, start: int, end: int, stops: frozenset[str]) -> int:
    """Where a name opening with a function word in capitals really starts."""
    opening = _OPENING_STOP_WORDS.match(text, start, end)
    return opening.end() if opening and opening.group(1).casefold() in stops else start


def _a_word_not_a_name(name: str, language: str, stops: frozenset[str], before_case: bool = False) -> bool:
    """What a party noun or a witness's number points at is a name unless it is a function word ("the
    accused The"): common first names are common words too ("their son Peter", "his wife Mary").
    Before "'s case" a common word is the case's subject ("the Government's case")."""
    first = name.split()[0]
    if before_case:
        return is_common_word(first, language, _COMMON_ZIPF)
    return first.casefold() in stops


def _names_no_one(match: regex.Match, language: str, stops: frozenset[str]) -> bool:
    """What a marker points at is a word, not a name: the first word of a new sentence ("PW. 13.
    The"), a common word ("in March, aged 17", "PW-1 (Complainant)", "Thus, J."), either side of an
    alias."""
    marks = match.groupdict()
    name = match.group("name")
    if _a_post(name):
        return True
    if marks.get("stop") == ".":
        return _opens_sentence(name, language, stops)
    if marks.get("stop") == "/":  # "P.W.2/Selvi", not an exhibit's mark: "Ex. PW-2/DA", "PW-7/D."
        return not _SLASHED_NAME.match(name) or not _names_someone(name, language, stops)
    if marks.get("born"):  # "Léa (née en 2014) et Thomas (né en 2017)": a given name as common as a word is still a child's
        return not _names_someone(name, language, stops, common_ok=True)
    if marks.get("age") or marks.get("stop") == "(" or marks.get("judge") or marks.get("party"):
        return not _names_someone(name, language, stops)
    if marks.get("appositive") or marks.get("kin"):  # "However, the applicant's son": a sentence's opening word is no one,
        first = name.split()[0]  # nor the tail of an abbreviation ("Cr.P.C., the accused")
        before = match.string[match.start("name") - 1] if match.start("name") else " "
        glued = before.isalnum() or before == "."
        return glued or first.casefold() in stops or is_sentence_adverb(first) or kind_of_run(name.split()) is not None
    if marks.get("alias"):
        return not all(_names_someone(part.strip(), language, stops) for part in _ALIAS_SIGN.split(name))
    return False


def _a_post(name: str) -> bool:
    """An office, not a name: "PW-5, Zonal Director", "one Presidency Magistrate"."""
    return fold(name.split()[-1]).rstrip(".,") in _POSTS


def _opens_sentence(name: str, language: str, stops: frozenset[str]) -> bool:
    first = name.split()[0]
    return first.lower() in stops or is_common_word(first, language, _SENTENCE_WORD_ZIPF)


def _names_someone(name: str, language: str, stops: frozenset[str], common_ok: bool = False) -> bool:
    words = name.split()
    if kind_of_run(words) is not None or words[0].lower() in stops:
        return False
    return common_ok or len(words) > 1 or not is_common_word(words[0], language, _COMMON_ZIPF)


_PARTY_LABEL = regex.compile(r"(?i:plaintiffs?|defendants?|petitioners?|appellants?|respondents?|applicants?|"
                          r"claimants?|complainants?)[ \t]+(?=\p{Lu})")


def drop_labelled_bodies(found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    """A guess of a body or a place that opens with a party's label ("Plaintiff Chidinma Okonkwo") goes
    where another find reads the rest as a person's name: the label made NER call the party a body."""
    people = {(c.start, c.end) for c in found if c.category == categories.PERSON}
    return [c for c in found if not (
        c.category in (categories.ORG, categories.LOC) and c.source in WEAK_SOURCES and
        (label := _PARTY_LABEL.match(ctx.text, c.start, c.end)) and (label.end(), c.end) in people)]


def stop_at_markers(found: list[Candidate], ctx: DetectionContext) -> list[Candidate]:
    """A person's span ends before a relation or witness marker inside it ("Kamla Devi W/o") and
    starts after one ("S/O. Nagappa Girgavi"); any name's ends before a record's citation ("Okonkwo
    Dep. 45:3"); a span that is only a witness's number ("PW-2") goes."""
    out = []
    for cand in found:
        if _WITNESS_ONLY.match(ctx.text, cand.start, cand.end):
            continue  # "PW-2" itself is no one
        if cand.category == categories.PERSON and (tail := _MARKER_END.match(ctx.text, cand.start, cand.end)):
            if tail.end() == cand.end:
                continue
            cand = replace(cand, start=tail.end())
        marker = _MARKER.search(ctx.text, cand.start, cand.end + _LONGEST_MARKER) \
            if cand.category == categories.PERSON else \
            _CITED_RECORD.search(ctx.text, cand.start, cand.end + _LONGEST_MARKER) if cand.category in categories.NAME_LIKE \
            else None  # NER's body "Okonkwo Dep" is the witness Okonkwo
        if marker is None or marker.start() >= cand.end:
            out.append(cand)
        elif marker.start() > cand.start:
            out.append(replace(cand, end=marker.start()))
    return out
