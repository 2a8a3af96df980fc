"""Professionals keep their names: find judges, counsel, clerks, agents, experts and courts.

A role is read from the words right around a mention ("Justice X", "X J.",
"represented by Mr X, a lawyer", "Me X", "X, Sr. Advocate", "Hon'ble Mr. Justice X"), from
the front-matter section it stands in (the common-law "Coram:", "Before:", "For the
Petitioner:", "Counsel for the Respondent:", "(By Sri X, Adv.)") and from the list it belongs
to ("M.K. Chawla & Sunil Verma JJ."). The grouping step then gives the whole entity the role
its mentions agree on.
"""

from __future__ import annotations

from dataclasses import replace

import regex

from nomen import categories
from nomen.detect.base import Candidate
from nomen.detect.markers import KIN_NOUN, WITNESS_NUMBER
from nomen.names.folding import fold
from nomen.names.titles import SENIOR_COUNSEL

# Counsel by their firm (a French firm of avocats by its partners' names: "la SCP Roquebert, Vannier et Hamelin")
# or their post (Malaysia's prosecutors: "Timbalan Pendakwa Raya X"), before the name or inside the mention.
_FIRM_OF_AVOCATS = r"(?:SCP|SELARL|SELAS|AARPI)"
_MALAYSIAN_PROSECUTOR = r"(?:Timbalan[ \t]+)?Pendakwa[ \t]+Raya"
# A union's delegate who assists an employee is no counsel and no agent ("délégué syndical", "délégué permanent").
_NOT_A_UNIONS = r"(?![ \t]+(?:syndica|du[ \t]+personnel|permanent))"

# A title before the name, and in Spanish its article: "su Agente, el Sr. X", "por la Sra. Y".
_TITLE = (r"(?:(?:el|la|los|las)[ \t]+)?"
          # a title may end its line, the name on the next: "with Shri\n    Varun K. Chopra"
          # and in capitals in a capitals line: "IN THE COURT OF SH. RAJENDER KUMAR MALIK"
          r"(?:(?:Mr|Mrs|Ms|Miss|Dr|Dra|Dres|M|MM|Mme|Mmes|Mlle|Sr|Sra|Sres|Sras|Sri|Shri|Sh|Smt|Kum|Ku|Km|MR|MRS|MS|DR|SRI|SHRI|SH|SMT|"
          # Spanish "don", "doña", "D.", "Dña." ("el abogado don Marcelo Andrade Ruiz", "Sra. Dña. X")
          r"[Dd]on|[Dd]oña|D|Dña|DÑA|Dª|[Ss]eñora?|Excm[oa]|Ilm[oa]|Lic|Licd[oa]|LIC|Lcd[oa]|doctora?|DOCTORA?|DRA|Puan|Encik|Cik|Tuan)(?:\.\s*|\s+)){0,3}")
# The title a counsel's name takes after "counsel for the accused" ("Sri.Babu Nair"); a name without
# one there is the party's: "Ld. Counsel for accused Rakesh Yadav argued".
_A_TITLE = r"(?:Mr|Mrs|Ms|Miss|Dr|Sri|Shri|Sh|Smt|Kum|Ku|Km|Me|M|Mme)(?![\p{L}])"
_LEADING_TITLE = regex.compile(rf"{_A_TITLE}\.?[ \t]*(?=\p{{Lu}})")
# A name and what closes it (a comma, a column's leaders) right before "counsel for": the name after
# is the party that counsel appears for.
_AFTER_A_NAMED_COUNSEL = r"(?<!\p{Lu}[\p{L}.'’-]*[ \t]*(?:,|\.{3,}|…+)[ \t.…]*(?:(?:Ld|[Ll]earned)\.?[ \t]*)?)"
_LEFT = {
    "judge": rf"(?:\b(?:Justice|Judge|Juge|juge|[Jj]uges|[Jj]udges|[Jj]ueces|Lord|LORD|Lady|LADY|President|[Pp]résidente?(?:[ \t]+de[ \t]+la[ \t]+(?:[Cc]hambre|Cour|[Ss]ection))?|"
             rf"Presidente|[Vv]icepresidente|Vice-President|Chief Justice|Per|"
             # a French or Belgian court's member before the name: "Le conseiller Sophie Van den Broeck a fait
             # rapport", "les conseillers Eric Delforge, ..."
             rf"(?:[Ll]es|[Ll]e|[Ll]a)[ \t]+conseill(?:er|ère)s?(?:[ \t]+rapporteure?)?|"
             # "Ont été désignés pour compléter la Grande Chambre: M. A. Pastor Ridruejo, ..."
             rf"(?:compléter|complete)[ \t]+(?:la|the)[ \t]+(?:Grande[ \t]+Chambre|Grand[ \t]+Chamber|[Cc]hambre|Chamber)[ \t]*:|"
             # "a Chamber composed of the following judges, namely": not any "namely" (witnesses, sons)
             rf"(?:[Jj]udges|[Jj]uges|[Jj]ueces|[Mm]embers|[Mm]embres|[Mm]iembros|composed|composée?|compuest[ao]|"
             rf"Gran[ \t]+Sala)[^.;\n]{{0,80}}?(?:namely|à savoir|a saber),?|"
             rf"Hon\.?|(?i:hon'?ble)|Honourable|HONOURABLE|(?i:honorable)|Magistrate|magistrate|Recorder|Sheriff|SHERIFF|"
             # a tribunal's members: "constituted by Senior Member Geoffrey Ashcombe"
             rf"(?:Senior|Principal|General|Deputy)[ \t]+Member|"
             # the assessors who sit with an East African judge: "sitting with two assessors, Mr. X and Ms. Y"
             rf"(?i:assessors?)(?:[ \t]+(?:were|was))?|"
             # "el Juez Asociado señor X", "la Jueza Presidenta señora Y" (Puerto Rico)
             rf"[Jj]ue(?:z|za)(?:[ \t]+(?:[Aa]sociad[oa]|[Pp]residenta?|[Pp]residente|de[ \t]+(?:origen|primera[ \t]+instancia)))?|[Mm]agistrado|[Mm]agistrada|"
             # a supreme court's "Ministros" (Chile, Mexico): "integrada por los Ministros Sr. X", "la Ministra señora Y"
             rf"(?:[Mm]inistr[oa]s?|MINISTR[OA]S?)|(?:[Mm]agistrad[oa]s|[Jj]ueces|[Jj]uezas)|[Aa]bogad[oa][ \t]+[Ii]ntegrante|"
             # the French labels of a bench, a signature under them: "Juge : X", "Le rapporteur :\nSigné : M. X",
             # "M. X, rapporteur" being read on the right
             rf"(?:Juge|JUGE|[Ll]e[ \t]+(?:président|rapporteur)|[Ll]a[ \t]+(?:présidente|rapporteure))[ \t]*:[ \t]*\n?[ \t]*(?:Signé[ \t]*:)?|"
             # "ARBITRATOR:   Claire M. Hutchings"; "the learned Judicial Magistrate First Class, Ghaziabad, Ms. X"
             rf"(?i:arbitrator|adjudicator)[ \t]*:|(?:Conseill(?:er|ère)s?|Assesseurs?|Présidente?|Presidenta?|President)[ \t]*:|(?i:court|tribunal|bench)s?\b[^.;\n]{{0,60}}?presided[ \t]+over[ \t]+by|"
             rf"(?:Members?|Presiding[ \t]+Member|Commissioner)(?:[ \t]+of[ \t]+(?:the[ \t]+)?\p{{Lu}}\p{{L}}+)?[ \t]*:|"
             rf"(?:Magistrate|Judge)(?:[ \t]+\p{{Lu}}\p{{L}}+){{0,3}},(?:[ \t]*\p{{Lu}}[\p{{L}}-]+,)?|"
             # "la Magistrada-Juez del Juzgado de Primera Instancia nº 7 de Sevilla, Dña. X", "siendo Ponente el Excmo. Sr. D. X",
             # "la Jueza del Noveno Juzgado de Familia de Lima, doctora X"
             rf"(?:[Mm]agistrad[oa](?:-[Jj]uez)?|[Jj]ue(?:z|za))[ \t]+del?[ \t]+[^,;:\n]{{1,70}},|[Pp]onente(?:[ \t]+(?:el|la))?[ \t]*:?|"
             # Scotland's sheriffs ("NOTE BY SHERIFF X", "Sheriff Principal X"), a tribunal's lay members,
             # "Associate Justices X and Y", "ante la suscrita Lic. X"
             rf"(?:NOTE|Note|JUDGMENT|Judgment|OPINION|Opinion)[ \t]+(?:BY|by|OF|of)(?:[ \t]+(?:THE|the))?(?:[ \t]+(?:SHERIFF|Sheriff))?|"
             rf"Sheriff[ \t]+Principal|SHERIFF[ \t]+PRINCIPAL|lay[ \t]+members?,?|Justices|JUSTICES|(?:la|el)[ \t]+suscrit[oa]|"
             # "tried in the Court of Sri Maharaj Singh": a trial court by its judge's name
             rf"(?i:court[ \t]+of)),?[ \t]+|"
             # an American opinion's signatures: "We Concur:\n/S/ LORNA McKITTRICK"
             rf"(?<![\p{{L}}])/[Ss]/[ \t]*|(?:Magistrate|magistrate|Judge|judge)[ \t]*\([ \t]*|"
             # Uruguay's drafting judge and a chamber "integrado por los Dres. X, Y y Z (redactor)"
             rf"(?:MINISTR[OA]|Ministr[oa])[ \t]+(?:REDACTOR[A]?|[Rr]edactor[a]?)[ \t]*:[ \t]*|"
             rf"integrad[oa][ \t]+por[ \t]+(?:los|las)[ \t]+(?=(?:Dres|Dras)\.)|"
             # an Indian signature: the judge's name in brackets under the dotted line and its "J."
             # ("……………J.\n[HEMANT KUMAR BHARDWAJ]")
             rf"[.…]{{3,}}[ \t]*(?:C\.[ \t]?)?J\.[ \t]*\n[ \t]*[(\[]|"
             # a Peruvian bench's signatures under "SS." (señores), one name in capitals a line
             rf"(?<![\p{{L}}.])S\.?[ \t]?S\.[ \t]*\n(?:[ \t]*(?:\p{{Lu}}[\p{{Lu}}\p{{M}}'’-]+(?:[ \t]+\p{{Lu}}[\p{{Lu}}\p{{M}}'’-]+)*)?"
             rf"[ \t]*\n)*[ \t]*)"
             rf"(?:(?:Mr|Mrs|Ms|Dr|Sri|Shri|Smt)\.?[ \t]*)?(?:(?:Mr\.?[ \t]*)?Justice[ \t]*)?{_TITLE}$",
    "counsel": rf"(?:\b(?:represented by|represented before the Court by|represented[ \t]+on[ \t]+(?:state|legal[ \t]+aid)[ \t]+brief[ \t]+by|"
               # "The prosecution was conducted by Ms. X"
               rf"(?:prosecution|defence|defense)[ \t]+(?:was[ \t]+)?(?:conducted|led)[ \t]+by|"
               # "counsel for the petitioner Mr. X", "Counsel for the appellant, Mr X", "counsel for the State of Goa, Mr X";
               # not "counsel for the accused questioned Mr X", a witness, nor the party after a counsel
               # named first: "J. Okafor ...... counsel for the accused Marc-André Thibodeau",
               # "Sh. Ajay Sehrawat, Ld. Counsel for accused Rakesh Yadav"
               rf"{_AFTER_A_NAMED_COUNSEL}[Cc]ounsel[ \t]+for[ \t]+(?:the[ \t]+)?(?:(?:\d+(?:st|nd|rd|th)|first|second|third)[ \t]+)?(?i:appellants?|"
               rf"respondents?|petitioners?|applicants?|plaintiffs?|defendants?|accused|complainants?|claimants?|state|"
               rf"prosecution|defence)(?:[ \t]+[Nn]o\.?[ \t]*\d+)?(?=,|[ \t]+{_A_TITLE})(?:,|(?![ \t]*$))|[Cc]ounsel[ \t]+for[ \t]+[^,.;\n]{{1,60}},|"
               # "With her on the briefs was X", "Assessee by : Shri X", "the Ld. AR Shri X", "Adv. X"
               rf"[Ww]ith[ \t]+(?:him|her|them)[ \t]+on[ \t]+the[ \t]+briefs?[ \t]+(?:was|were)|"
               rf"(?i:solicitors?|counsel|barristers?|lawyers?)[ \t]+for[ \t]+[^:\n]{{1,40}}:|"
               rf"(?:Assessee|Revenue|Department|Appellants?|Respondents?|Petitioners?|Applicants?|Plaintiffs?|Defendants?)[ \t]+[Bb]y[ \t]*:|(?:Ld\.?|Learned)[ \t]*(?:AR|DR|A\.R\.|D\.R\.)|"
               rf"Adv\.|Minist[èe]re[ \t]+public[ \t]*:|Ministerio[ \t]+Fiscal[ \t]*:|"
               rf"[Cc]ounsel|représenté(?:e|s|es)?(?:[ \t]+[^,.;:\n]{{1,40}}?)?[ \t]+par|Mes?|Maître|[Aa]vocate?|[Ss]olicitor|[Bb]arrister|"
               # not a party's agent: "his General Attorney Sh. X", "Power of Attorney holder X"
               # and the children's lawyer of American family courts: "The children's attorney ad litem, X"
               rf"(?<!(?:[Gg]eneral|[Pp]ower[ \t]+of|[Cc]onstituted)[ \t]+)[Aa]ttorney(?:[ \t]+ad[ \t]+litem)?|"
               rf"[Ll]awyer|[Aa]dvocate(?:[ \t]+[Dd]epute)?|defended by|(?:S\.C\.|SC|B\.L\.|BL|KC|QC),?[ \t]+who[ \t]+appeared[ \t]+with|[Aa]ssisted by|assistée? par|asistid[oa]s?[ \t]+por(?:[ \t]+(?:el|la))?|(?i:abogad[oa]|letrad[oa])(?:[ \t]+patrocinante)?|patrocinad[oa][ \t]+por(?:[ \t]+(?:el|la))?|[Pp]rocuradora?(?:[ \t]+de[ \t]+los[ \t]+[Tt]ribunales)?|"
               # "con el patrocinio letrado del Dr. X", "bajo la dirección letrada de Dña. Y", "la Fiscal Judicial doña Z",
               # "la Defensora Pública de Menores e Incapaces ante esta Cámara, Dra. W"
               rf"(?:patrocinio(?:[ \t]+letrado)?|dirección[ \t]+letrada)[ \t]+(?:del?|de[ \t]+la)|"
               rf"[Pp]rocurador(?:a)?[ \t]+[^,;:\n]{{1,60}},|[Aa]poderad[oa][^,;:\n]{{0,60}},|"
               rf"{_MALAYSIAN_PROSECUTOR}(?:[ \t]*\([\"“]?DPP[\"”]?\))?|(?<![\p{{L}}])DPP,?|Peguam[ \t]+[Bb]ela[^:\n]{{0,40}}:|"
               rf"autoriz(?:ó|ad[oa]s?)[ \t]+en[ \t]+(?:los[ \t]+)?términos[ \t]+amplios[^,;:\n]{{0,50}}?[ \t]+(?:al?|a[ \t]+la)|"
               # a French firm of avocats (or avoués, huissiers) by its partners' names
               rf"{_FIRM_OF_AVOCATS}|"
               # a Spanish labour court's representative: "representada por el graduado social D. X"
               rf"[Gg]raduad[oa][ \t]+[Ss]ocial|GRADUAD[OA][ \t]+SOCIAL|[Ff]iscal(?:[ \t]+[Jj]udicial)?|"
               rf"[Dd]efensor[a]?[ \t]+(?:[Pp]úblic[oa][ \t]+)?(?:[Oo]ficial|de[ \t]+[Mm]enores)[^,;:\n]{{0,60}},|"
               rf"representad[oa]s?(?:[ \t]+[^,.;:\n]{{1,40}}?)?[ \t]+por|a/w|instructed by|"
               # A junior after the senior: "Senior Counsel For Mr.X", "Sr. Advocate, with Shri X", "counsel with
               # Mr X"; not the party a counsel appears for: "Counsel for Mr Tan, Mr Victor Tan SC, argued"
               rf"(?:(?:[Ss]enior|Sr\.?)[ \t]*[Cc]ounsel|Sc|SC|Advocates?|Adv\.?|QC)[ \t,]*(?:[Ff]or|[Ww]ith)|[Cc]ounsel[ \t,]*[Ww]ith|"
               # The appearances of the European Court: "pour le requérant M. J. Bennathan, QC"
               rf"pour[ \t]+(?:le|la|les)[ \t]+(?:requérante?s?|Gouvernement)[ \t]*:?|"
               rf"[Ff]or[ \t]+the[ \t]+(?:applicants?|Government|\p{{Lu}}\p{{Ll}}+)[ \t]*:|"
               # "[By Sri.X & Sri.Y, Advs.]", "R By Sri.X", "R1 Byadv.Sri. X": counsel by the party's letter
               # or a bracket, as Karnataka and Kerala preambles write them
               rf"(?:(?<=[\[(])|(?<![\p{{L}}])[RP]\d*[ \t]+)[ \t]*[Bb]y[ \t]*(?:[Aa]dv\.?)?|"
               # "By Adv. Sri.X", "By Sr.Government Pleader Smt.X", "By Public Prosecutor Sri.X"
               rf"[Bb]y[ \t]+(?:(?:Sr|Senior|Spl|Special|Addl|Additional|Govt|Government|Public)\.?[ \t]*)*"
               rf"(?:Advs?\.?|Advocates?|Pleader|Prosecutor|G\.?P\.?|P\.?P\.?)),?[ \t]*:?[ \t]*\n?[ \t]*){_TITLE}$",
    "clerk": rf"(?:\b(?:Registrar|registrar|Greffier|greffier|Greffière|greffière|[Cc]lerk|[Ss]ecretari[oa](?:[ \t]+de[ \t]+Acuerdos)?|"
             # "SECRETARIA: LIC. X", "COLABORÓ: X", "Associate: X", "Court Assistant: X"; the post over its name:
             # "SECRETARIO DE ACUERDOS DE LA PRIMERA SALA\n\nLIC. X"
             rf"SECRETARI[OA](?:[ \t]+DE[ \t]+ACUERDOS[^:\n]{{0,40}}\s*\n)?|(?:COLABOR[ÓO]|Colabor[óo]|Associate|Court[ \t]+Assistant)(?=[ \t]*:)|"
             rf"Letrad[oa][ \t]+de[ \t]+la[ \t]+Administración[ \t]+de[ \t]+Justicia(?:[ \t]*\n)?|Greffi(?:er|ère)[^:\n]{{1,50}}:|"
             rf"(?:[Ll]e|[Ll]a)[ \t]+(?:secrétaire|greffière|greffier)[ \t]*:[ \t]*\n?[ \t]*(?:Signé[ \t]*:)?),?[ \t]*:?(?:[ \t]+|(?<=\n))){_TITLE}$",
    # the Government's agent, not a trade's: "its site agent, Mr Raymond KO", "the estate agent Mr X"
    "agent": rf"(?:\b(?<!(?i:site|estate|insurance|travel|sales|booking|letting|shipping|claims|commission|land|patent|"
             rf"forwarding|property|customs|clearing|field|selling|recovery|collection|security)[ \t]+)"
             rf"(?:Agent|agent|Agente|agente|[Dd]elegate[ \t]+of[ \t]+the[ \t]+\p{{Lu}}\p{{L}}+),?[ \t]+){_TITLE}$",
    "expert": rf"(?:\b(?:expert|experte|perito|perita),?[ \t]+){_TITLE}$",
}
_RIGHT = {
    # "X J." but not the spaced heading after a name ("Mr. X   J U D G M E N T")
    "judge": r"^(?:[ \t]*\((?:J|CJ|C\.[ \t]?J\.)\)|(?:\.,|,)?\*?[ \t]*(?:J\.A\.|J\.[ \t]?C\.[ \t]?[SAQ]\.|P\.[ \t]?J\.|PJ|AJ|A\.[ \t]?J\.|J\.?|C\.[ \t]?J\.[A-Z]*\.?|CJ|LJJ|LJ|L\.[ \t]?J\.|JCA|JAD|JA|AJA|"
             # South Africa's Judge President and deputies ("Waglay JP", "Ledwaba DJP"), a justice of the peace
             r"A?D?JP|"
             r"JJSC|JSC|JC|FCJ|(?i:JJ)\.?A?\.?)(?![\p{L}\p{N}])(?!\.\p{L})"  # nor a child's initials: "X, J.A.M.C."
             r"(?![ \t]+\p{Lu}[ \t]+\p{Lu}(?![\p{L}]))"
             # nor an initial opening the next name of a list: "Ramesh, J. Reddy and K. Rao"
             r"(?!\.?[ \t]+\p{Lu}\p{Ll}+(?:[ \t]+(?:and|&)(?![\p{L}])|,))|"
             # the first of two judges: "Mullins and Derrington-Hale JJA", "M.K. Chawla & Sunil Verma JJ."
             r"[ \t]+(?:and|&)[ \t]+(?:\p{Lu}[\p{L}.'’-]*[ \t]+){0,3}\p{Lu}[\p{L}'’-]+,?[ \t]+(?:JJ\.?(?:A\.)?|JJA|LJJ)(?![\p{L}])|"
             # Trial judges by their court's letters: "Sh. Om Prakash, Ld. ADJ", "X, ASJ", "X, CMM"
             r",?[ \t]*(?:(?:Ld|Learned)\.?[ \t]*)?(?:ADJ|ASJ|A\.S\.J|CMM|ACMM|MM|JMFC|CJM|ACJM|SDJM|SRM|SPM)(?![\p{L}])|"
             # a signature over its post: "A DE KOCK\nACTING JUDGE OF THE HIGH COURT"
             r"[ \t]*\n[ \t]*(?:ACTING[ \t]+|Acting[ \t]+)?(?:JUDGE|Judge)(?:[ \t]+(?:OF|of)[ \t]|[ \t]*\n)|"
             # "JED R. HOLLOWAY\nUnited States District Judge"
             r"[ \t]*\n[ \t]*(?:United[ \t]+States|U\.S\.)[ \t]+(?:(?:Chief|Senior)[ \t]+)?(?:District|Magistrate|Circuit|"
             r"Bankruptcy)[ \t]+Judge\b|"
             # a King's Bench justice of a Canadian province signs over the court's letters: "C.R. Szabo\nJ.C.K.B.A."
             r"[ \t]*,?[ \t]*\n?[ \t]*J\.C\.[KQ]\.B\.\p{Lu}\.|"
             # an American opinion's signatures, the mark on the next line: "McKINLEY\nJ.", "HOLLIS\nP. J."
             r"[ \t]*\n[ \t]*(?:Acting[ \t]+)?(?:P\.[ \t]?)?J\.[ \t]*(?:\n|$)|"
             # and in Spanish: "ADRIANA LUCÍA BERMÚDEZ OSORIO\nMagistrada", "X\nMinistro", "X\nJueza", "X\nPresidente"
             r"[ \t]*\n[ \t]*(?:Magistrad[oa]|MAGISTRAD[OA]|Ministr[oa]|MINISTR[OA]|Jue(?:z|za)|JUE(?:Z|ZA)|President[ae]|"
             r"PRESIDENT[AE])(?:[ \t]+\p{L}+){0,6}[ \t]*(?:\n|$)|"
             r"[ \t]*\)?[ \t]*\n[ \t]*(?:Judicial[ \t]+Commissioner|JUDICIAL[ \t]+COMMISSIONER|Deputy[ \t]+High[ \t]+Court[ \t]+Judge|"
             r"Consejer[oa](?:[ \t]+de[ \t]+Estado)?|CONSEJER[OA]|Hakim|HAKIM)\b|,[ \t]*(?:Hakim|HAKIM)\b|"
             # an Argentine chamber's votes: "La Dra. X dijo:", "La Dra. Y no vota"; the first-instance judge "a cargo del Juzgado"
             r"[ \t]+dijo[ \t]*:[ \t]*\n|[ \t]+no[ \t]+vota\b|,[ \t]*a[ \t]+cargo[ \t]+del[ \t]+(?:Juzgado|Tribunal)\b|"
             # a bench's signatures side by side, each name in brackets over its post: "(X)      (Y)\nJUDGE      JUDGE"
             r"\)(?:[ \t]+\([^()\n]+\))*[ \t]*\n[ \t]*(?:JUDGE|Judge|JUSTICE)(?:[ \t]+(?:JUDGE|Judge|JUSTICE))*[ \t]*(?:\n|$)|"
             # a French administrative court's bench: "M. X, rapporteur", "Mme Y, rapporteure publique"
             r",[ \t]*rapporteure?\b|"
             r",[ \t]*(?:the[ \t]+)?"
             r"(?:(?:elected|presiding|national|ad hoc|sitting|dissenting|substitute|premier|première|second|seconde"
             r"|Chief|Senior|Circuit|District|Magistrate|Bankruptcy)[ \t]+)?"
             r"(?:President|Vice-President|[Jj]udges?|[Jj]uges?|(?:[Vv]ice-)?[Pp]résident(?:e|s|es)?(?!"
             # not a company's or a body's: "M. Thierry Pradier, président de la société"
             r"[ \t]+(?:de|du|d['’])[ \t]*(?:la[ \t]+|l['’])?(?:société|association|entreprise|groupe|directoire|"
             r"conseil[ \t]+d['’]administration|SAS|SARL|S\.A\.))|[Jj]ue(?:z|ces)|"
             # a French or Belgian court's member: "X, conseiller faisant fonction de président", "X, conseiller social"
             r"[Cc]onseill(?:er|ère)[ \t-]+(?:faisant[ \t]+fonction|sociale?|à[ \t]+la[ \t]+cour|rapporteure?)|"
             # "Serge DIEDERICH, premier conseiller" (Luxembourg); the asylum court's assessors: "M. X, personnalité
             # nommée par le haut-commissaire des Nations unies pour les réfugiés"
             r"(?:premier|première)[ \t]+conseill(?:er|ère)|personnalité[ \t]+nommée[ \t]+par|"
             r"(?:(?:premier|première)[ \t]+)?auditeur(?:[ \t]+(?:au[ \t]+Conseil|chef[ \t]+de[ \t]+section|général))|"
             r"(?:[Vv]ice)?[Pp]residente|suppléante?s?|substitute|Ponente|[Mm]agistrad[oa](?:-[Jj]ue(?:z|za))?|Jueza|"
             r"[Aa]ssesseur(?:e|s|es)?|"
             # a West African supreme court's bench: "Madame ESSOH Adjoua Cécile, CONSEILLERS ;", "Mame Diarra
             # SAMB, Babacar DIENG et Seynabou MBODJ, Conseillers ;" (a legal adviser is "conseiller juridique")
             r"CONSEILL(?:ER|ÈRE)S?|Conseill(?:er|ère)s?(?![ \t]+juridique))\b|"
             # "désigné Sir Robert Carnwath pour siéger en qualité de juge ad hoc", "to sit as ad hoc judge"
             r"[ \t]+(?:pour[ \t]+siéger[ \t]+en[ \t]+qualité[ \t]+de[ \t]+juge|to[ \t]+sit[ \t]+as[ \t]+(?:an?[ \t]+)?"
             r"(?:ad[ \t]+hoc[ \t]+)?judge)\b|"
             # "X, Chief Justice", "X, the then learned Additional District Judge", "(X) Judge", "X, Accountant Member"
             # "X, Ld. Civil Judge", "SH. X, SPECIAL JUDGE (PC Act)"
             r"[ \t]*[,)]?[ \t:]*(?:[Tt]he[ \t]+)?(?:then[ \t]+)?(?:(?:[Ll]earned|Ld\.?)[ \t]*)?(?:(?i:Additional|Addl\.?|Chief|"
             r"Permanent|Deputy|Resident|Stipendiary|Senior|"
             r"Principal|District|Sessions|Civil|Special|Metropolitan|Judicial|Sub-Divisional|Executive|&|and|"
             r"United[ \t]+States|U\.S\.|Circuit|Bankruptcy)[ \t]+)*"
             r"(?:Judge|JUDGE|Justice|JUSTICE|"
             r"Magistrate|MAGISTRATE)\b|,[ \t]*(?i:(?:Accountant|Judicial|Technical|Administrative|Vice)?[ \t]*Member)\b|"
             # A presiding officer of a trial court signs with degrees: "Present: Smt. X, B.Com., LL.B."
             r",\s*(?:B\.?\s?A|B\.?\s?Com|B\.?\s?Sc|M\.?\s?A|M\.?\s?Com)\.?,?\s*(?i:ll\.?\s?[bm]\.?))",
    # "X, QC, conseil", "X, tous deux avocats", "X, a lawyer"
    # (not the next line's label: "DEMANDANTE: D. X\nABOGADA: Dña. Y")
    "counsel": r"^(?![ \t]*\n[^\n:]*:),?\s*(?:as[ \t]+)?(?:(?:QC|KC|Q\.[ \t]?C\.|K\.[ \t]?C\.),?\s*)?(?:(?:(?:tous|toutes)[ \t]+(?:deux|trois|quatre)|ambos|ambas|both)[ \t]+)?"
               r"(?:(?:an?|the|un|une|le|la)[ \t]+)?(?:(?:[Ll]earned|[Ll]d\.?)\s*)?(?:(?:[Ss]enior|Sr\.|[Gg]overnment|[Dd]efence)\s*)?(?:(?i:court-appointed|qualified)[ \t]+)*(?i:lawyer|counsel|solicitor|barrister|attorney|esq|esquire|"
               r"advocate|avocate?s?|abogad[oa]s?|legal representative|(?:the[ \t]+)?(?:learned[ \t]+)?(?:Deputy|Assistant|Additional)[ \t]+Attorney[ \t-]+General|(?:D|A|Addl)\.[ \t]?A\.[ \t]?G(?=\.)|substitute?[ \t]+du[ \t]+procureur|(?:vice-)?procureure?[ \t]+de[ \t]+la[ \t]+République|avocate?[ \t]+générale?|fiscal|K\.[ \t]?C\.|Q\.[ \t]?C\.|S\.[ \t]?C\.|B\.[ \t]?L\.|(?:SC|PC|SAN)(?=[ \t]+(?:with|for|appeared|and)\b)|"
               r"Ad\.[ \t]*E\.|of counsel|"
               r"juristas?|juristes?|conseils?|assistante?s?(?=[ \t]*(?:[,;.)\n]|$))|conseill(?:er|ère)s?(?![ \t]*:)(?![ \t]+(?:bancaire|financi|clientèle|commercial|municipal|"
               r"en[ \t]+|d['’]orientation|principal|pénitentiaire|à[ \t]+l['’]agence|de[ \t]+vente|du[ \t]+salarié))|délégué(?:e)?s?"
               + _NOT_A_UNIONS + r"|"
               # a prosecutor of a Belgian labour court: "X, substitut général", "X, substitut de l'auditeur du travail"
               r"substitute?[ \t]+(?:générale?|de[ \t]+l['’]auditeur)|auditeur[ \t]+du[ \t]+travail)\b|"
               # Kenya's and India's stand-in: "Mr. Mutai holding brief for Mr. Kiprop for the petitioner"
               r"^[ \t]+holding[ \t]+brief[ \t]+for\b|"
               # "X .....for the Petitioner", "X :- For petitioner", "X ^For 1st Respondent"
               # "Mr Adam Clark (instructed by Bindmans LLP) for the Appellant"
               # a delegation's advisers named with their office: "X, Lord Chancellor's Department, conseillers"
               r"^,(?:[^,;\n]{1,60},){1,2}[ \t]*(?:conseill(?:er|ère)s|[Cc]onsejer[oa]s)\b|"
               # "Mary Smith, OFFICE OF THE FEDERAL PUBLIC DEFENDER, Baltimore, Maryland, for Appellant"
               r"^(?:,[ \t]*\p{Lu}[^,;()\n]{0,60}){0,3}[,.:^\s)-]*(?:\((?![^()\n]*(?:[PDC]\.?\s?W\b|[PDC]\.?\s?W\.?\s?-?\d|[Ww]itness|aged))[^()\n]{0,80}\)\s*)?(?:(?:appearing\s+|argued\s+the\s+cause\s+|appeared\s+|(?i:counsel|solicitors?)\s+)?(?:for|FOR|For)|(?:appearing|appeared)\s+on\s+behalf\s+of)\s+(?:(?:the|THE)\s+)?(?:\d+(?:st|nd|rd|th)\s+|(?i:first|second|third)\s+)?(?i:applicants?|appellants?|appellees?|"
               r"respondents?|plaintiffs?|claimants?|petitioners?|complainants?|defendants?|objectors?|protestors?|caveators?|"
               r"crown|accused|state|intervene[rn]s?|interveners?|intervenors?|"
               r"prosecution|defence|defense|children's\s+guardian|guardian|amicus|revenue|assessee|relators?|real\s+part(?:y|ies)\s+in\s+interest)\b|"
               # a block of appearances, the party on its last line: "Daniel R. Ostapchuk\nOstapchuk Miller LLP\nfor
               # the Respondent", "Matthew R. Kessler\nPriya Venkataraman\nWhitford & Lyle LLP\nNew York\nCounsel for
               # Defendants"; and the post in brackets: "Mr J Pennington-Lowe (counsel)"
               # (not a party's label line over the counsel's: "Applicant :- X\nOpposite Party :- Y\nCounsel for Applicant :- Z")
               r"^[ \t]*\n(?:[ \t]*[^\s:][^\n:]*\n){0,3}?[ \t]*(?:(?:Counsel|Attorneys?)[ \t]+for|for[ \t]+the)[ \t]+(?:the[ \t]+)?"
               r"(?i:plaintiffs?|defendants?|applicants?|respondents?|appellants?|appellees?|petitioners?|claimants?)\b"
               r"(?![ \t]*:)|"
               r"^[ \t]*\((?i:counsel|solicitor|barrister)\)|"
               # "Mr.M.Sekar for Thiruvalluvar University", "X for the Municipal Corporation"
               r"^[ \t]*for[ \t]+(?:the[ \t]+)?(?:\p{Lu}[\p{L}.&]*[ \t]+){1,4}(?:University|Corporation|Board|Bank|Company|"
               r"Municipality|Council|Authority|Commission|Society|Trust|Ltd|Limited|Department|Government)\b|"
               r"^,[ \t]*(?:\p{Lu}\p{L}+[ \t]+){0,2}(?:(?:Assistant|Deputy|Solicitor)[ \t]+)?Attorney[ \t]+General\b|"
               # "Laurel J. Brandt, under appointment by the Court of Appeal, for Defendant and Appellant"
               r"^,[ \t]*under[ \t]+appointment[ \t]+by[^,;\n]{1,60},[ \t]*for\b|"
               # "Jane M. Okonjo, Assistant U.S. Attorney", "X, Deputy District Attorney"
               r"^,[ \t]*(?:(?:Acting|Assistant|Deputy|Special|Senior|Chief)[ \t]+)*"
               r"(?:(?:U\.[ \t]?S\.|United[ \t]+States|District|County|State|Prosecuting|City)[ \t]+)?Attorney\b|^\s*for\s+(?:R-?\d|Rr\d|M/[Ss]\b)|"
               # an appearance for a defendant by name, on its own line: "Mr Tobias Wrenshaw for Thackeray"
               r"^[ \t]+for[ \t]+\p{Lu}[\p{L}'’-]+(?:[ \t]+(?:and|&)[ \t]+\p{Lu}[\p{L}'’-]+)?[ \t]*(?:\n|$)|"
               # Common-law counsel's letters and posts: "X, Sr. Advocate", "X, Adv.", "X, Addl. Spp", "X a/w Y"
               r"^,?[ \t-]*(?:(?:Sr|Senior|Addl|Additional|Ld|[Ll]earned|Pr|Principal|Spl|Special|Asst|Assistant|Dy|Deputy|"
               r"Govt|Government|Sc)\.?[ \t]*)*(?:[Aa]dv(?:ocate)?s?(?![\p{L}])\.?|Counsel\b|A\.?A\.?G\b|Aag\b|A\.?G\.?P\b|Agp\b|"
               r"G\.?P\b|Gp\b|A\.?P\.?P\b|App\b|S\.?P\.?P\b|Spp\b|P\.?P\b|Pp\b|(?i:public\s+prosecutor|standing\s+counsel|"
               r"pleader|advocate\s+general|prosecutor\s+general|procurator\s+fiscal|solicitor\s+general|panel\s+(?:counsel|lawyer)|amicus(?:\s+curiae)?\b)|CGSC|Cgsc|HCGP|Hcgp|SCGC|Scgc|"
               r"\(Sr\.\)|[\"“]\p{Lu}[\"”][ \t]+(?i:panel)|Sc\b|S\.C\.|A\.G\.|G\.A\.|SSC\b|S\.S\.C\.|"
               # "Ms. X, Resident State Attorney", "Mr Y, Senior State Counsel"
               r"(?:(?:Resident|Senior|Principal|Chief)[ \t]+)?State[ \t]+(?:Attorney|Counsel|Prosecutor)\b|"
               r"a/w\b|i/b\b|i/by\b|instructed by\b|h/b\b)",
    "clerk": r"^,[ \t]*(?:(?:Deputy|Section|DEPUTY)[ \t]+)?(?:Registrar|REGISTRAR|[Gg]reffi(?:er|ère)|[Cc]lerk|CLERK|[Ss]ecretari[oa]|B/C|Bench[ \t]+Clerk)\b|"
             # a Bangladeshi bench officer under the judgment: "Md. Kamruzzaman Liton/B.O."
             r"^[ \t]*/[ \t]*B\.[ \t]?O\.|"
             # a signature over the post: "MARTHA CECILIA RINCÓN DUQUE\nSecretaria General", "G. LAMBERT\nGreffier"
             r"^[ \t]*\n[ \t]*(?:Registrar|REGISTRAR|Greffi(?:er|ère)|GREFFI(?:ER|ÈRE)|Secretari[oa]|SECRETARI[OA])\b|"
             r"^[ \t]*\n[ \t]*(?:(?:Division|Deputy|DIVISION|DEPUTY)[ \t]+)?(?:Clerk|CLERK)[ \t]+(?:of|OF)[ \t]+(?:(?:the|THE)[ \t]+)?(?:Court|COURT)",
    "agent": r"^,(?:[^,;\n]{1,60},){0,2}[ \t]*(?:(?:the|their|its)[ \t]+)?(?:(?:Deputy|co-)[ \t]*)?"
             # the Government's agent, not a trade: "Jeff HANSEN, agent immobilier", "agente de seguros"
             r"(?:(?:Agent|agent|Agente|agente)(?![ \t]+(?!du[ \t]|of[ \t]|del[ \t]|de[ \t]l)\p{Ll})|"
             r"Advisers?|Delegate|délégué" + _NOT_A_UNIONS + r"|[Dd]elegad[oa]|"
             r"directeur|directrice|sous-directeur|sous-directrice|chef du service|chef de la division|"
             # "M. X, secrétaire général adjoint de la préfecture", "Mme Y, cheffe du bureau de l'éloignement"
             r"secrétaire[ \t]+générale?(?:[ \t]+adjointe?)?[ \t]+de[ \t]+la[ \t]+préfecture|cheffe?[ \t]+du[ \t]+bureau)\b"
             # not a school's or a firm's head, a witness: "Mme X, directrice de l'école élémentaire"; nor
             # the gendarme who led the inquiry: "l'adjudant X, directeur d'enquête"
             r"(?![ \t]+(?:de[ \t]+l['’]|d['’]|du[ \t]+|de[ \t]+la[ \t]+|des[ \t]+)(?:école|collège|lycée|crèche|établissement|"
             r"entreprise|agence|banque|société|magasin|restaurant|hôtel|cabinet|clinique|écoles|enquête|ressources[ \t]+humaines|"
             r"site|usine|entrepôt|exploitation))",
    "expert": r"^,[ \t]*(?:(?:an?|the|un|une|le|la)[ \t]+)?(?:(?:court-appointed|medical|forensic|psychiatric|"
              r"independent)[ \t]+)?(?:expert|experte|perito|perita)\b",
}
_LEFT_RE = {role: regex.compile(p) for role, p in _LEFT.items()}
_RIGHT_RE = {role: regex.compile(p) for role, p in _RIGHT.items()}
# What opens a bench opens a sentence too: "Before: X J.", "Present\nHon'ble X", "Before the Hon'ble X",
# but not "Before we proceed, ...", "Before the incident, ...", "Present in the house were ...".
_NOT_PROSE = r"(?![ \t]+(?!(?:the|la|le|el)[ \t]+(?:Hon|Cour|Court|Tribunal|Sala))\p{Ll})"
_BENCH_LINE = regex.compile(r"^\s*(?:Before|BEFORE|Coram|CORAM|C[ \t]?O[ \t]?R[ \t]?A[ \t]?M|Present|Composée? de|Devant|Ante)\b"
                            + _NOT_PROSE)
# Front matter: a heading that opens the list of counsel or of the bench, which runs to the next
# heading, a party line ("... Petitioner", "Versus"), the judgment's title, a blank line, the
# "JJ." closing a bench or the end of a sentence.
_SECTION = regex.compile(
    r"(?P<counsel>\b(?:For|FOR)[ \t]+(?:the[ \t]+|The[ \t]+|THE[ \t]+)?(?:\d+(?:st|nd|rd|th)[ \t]+|(?i:first|second|third)[ \t]+)?"
    r"(?:(?i:contesting|official|proposed|caveator)[ \t]+)?"
    r"(?i:petitioner|appellant|respondent|applicant|complainant|"
    r"accused|defendant|plaintiff|revisionist|claimant|opposite part(?:y|ies)|state)(?:s|\(s\)|/s)?[^:;\n]{0,50}?"
    # its colon, leaders or semicolon; or, in a table of appearances, a column's gap before a title
    r"[ \t]*(?::+|\.{2,}|;|[ \t]{3,}(?=(?:Sri|Shri|Smt|Mr|Ms|Mrs|Dr)\b))[ \t:-]*|"
    r"\b(?i:counsel)[ \t]+(?i:for)[ \t]+[^\n:]{1,40}?[ \t]*:+-?|"
    # a heading line of its own over the name: "ATTORNEY FOR APPELLANT\nRachel A. Dunmore"
    r"^[ \t]*(?i:counsel|attorneys?)[ \t]+(?i:for)[ \t]+(?:(?i:the)[ \t]+)?(?i:appellants?|appellees?|respondents?|"
    r"petitioners?|plaintiffs?|defendants?|applicants?|claimants?|state|intervenors?)[ \t]*(?=\n)|\b(?i:amicus[ \t]+curiae)[ \t]*:+-?|"
    r"\b(?i:petitioner|appellant|respondent|applicant)s?[ \t]+(?i:counsel|advocates?)[ \t]*:+-?|"
    r"\b(?:Through|THROUGH|Appearance|APPEARANCE|Appearances|APPEARANCES|Counsel|COUNSEL)[ \t]*:+|"
    r"\([ \t]*By[ \t]+(?:(?:Pleader|Advocates?|Counsel)[ \t]*[-:]?[ \t]*)?(?=(?:Sri|Shri|Smt|Mr|Ms|Mrs|Dr)\b))"
    r"|(?P<judge>\b(?:Coram|CORAM|C[ \t]O[ \t]R[ \t]A[ \t]M)\b[ \t]*:?|\b(?:Before|BEFORE|Di[ \t]+hadapan|MAGISTRADOS|Magistrados)[ \t]*:|^[ \t]*Court[ \t]*:|"
    # a Spanish bench over its names, one a line: "Excmos. Sres. y Excma. Sra.\nD. X\nDña. Y", "Ilmos. Sres\nD. Z"
    r"^[ \t]*(?:Excm|Ilm)[oa]s?\.?[ \t]+Sr(?:es|as|a)?\.?(?:[ \t]+y[ \t]+(?:Excm|Ilm)[oa]s?\.?[ \t]+Sr(?:es|as|a)?\.?)?[ \t]*:?[ \t]*(?=\n)|"
    r"^[ \t]*(?:Before|BEFORE)\b" + _NOT_PROSE + "|"
    # an American panel, one a line under the heading ("PRESENT:\n ROSALIND T. ABERNATHY,"); not a name on
    # the heading's line, which may be anyone present ("Present: the applicant Roy Johnston")
    r"^[ \t]*(?:Present|PRESENT)[ \t]*:[ \t]*(?=\n)|"
    # A trial court's heading names its judge: "In The Court Of Sh. X", "In the Court of Dinesh Kumar Sharma"
    r"\bIn[ \t]+[Tt]he[ \t]+[Cc]ourt[ \t]+[Oo]f\b(?=[ \t]+(?:(?:Sh|Shri|Sri|Smt|Mr|Ms|Mrs|Dr)\b|\p{Lu}\p{Ll}+[ \t]+\p{Lu}\p{Ll}+)))",
    regex.MULTILINE)
_SECTION_END = regex.compile(r"\n[ \t]*\n|\.{3}|(?<![\p{L}])(?!(?:Mrs|Mr|Ms|Dr|Smt|Shri|Sri|Sh|Ld|Adv|Advs|Addl|Govt|Hon|Nos?|Sr|Jr|Prof|Spl|Asst|Dña|Dra|Sra|Srta|Sres|Sras|Excm[oa]s?|Ilm[oa]s?|Dres|Lic|Licda)\.)\p{L}*\p{Ll}{2}\.[ \t]+\p{Lu}|(?<![\p{L}.])(?i:JJ?\.(?:A\.)?)(?![\p{L}])|\b(?:Versus|VERSUS|Vs\.?|J[ \t]?U[ \t]?D[ \t]?G[ \t]?M[ \t]?E[ \t]?N[ \t]?T|"
                             r"JUDGMENT|Judgment|ORDER|Dated|DATED|Date[ \t]+of|Between|BETWEEN)\b")
SECTION_REACH = 250
_BLANKS = regex.compile(r"\s*")
_IN_NAME = {
    # "Lord Phillips": the law lords and the judges of the United Kingdom's courts
    "judge": regex.compile(r"\b(?:Justices?|JUSTICES?|Judges?|JUDGES?|[Jj]uges?|Juez|Jueces)\b|^(?:Lord|LORD|Lady|LADY|Recorder|Honou?rable|HONOU?RABLE)\b|"
                           r"^(?:Sheriff|SHERIFF)\b|^(?:HHJ|IJ)\b|"
                           # a tribunal's member: "the RAD, per Member Rosalind Faucher", "Senior Member X"; a supreme
                           # court's: "el Ministro X", "las señoras Ministras X y Y"
                           r"^(?:(?:Senior|Principal|Deputy|General)[ \t]+)?Member[ \t]+\p{Lu}|^(?:Ministr[oa]s?|MINISTR[OA]S?)[ \t]+\p{Lu}|"
                           r"[ ,](?:J|C\.[ ]?J|CJ|JJ|LJ|LJJ|L\.[ ]?J|J\.[ ]?A|JJ\.[ ]?A|JA|JJA|JCA|JAD|AJA|AJ|PJ|P\.[ ]?J|JSC|JJSC|JC|FCJ|A?D?JP)\.?$"),
    "clerk": regex.compile(r"\b(?:Registrar|Greffier|Greffière)\b"),
    # "Letrado D. Luis Moreno": a Spanish lawyer's word is a title of the name, and so is Puerto Rico's "Lcda."
    "counsel": regex.compile(rf"(?:^(?:Me|Maître|Mes|Adv\.|Atty\.|Lcd[oa]\.|(?i:letrad[oa])|{_FIRM_OF_AVOCATS}|{_MALAYSIAN_PROSECUTOR})(?![\p{{L}}])|\b(?:{SENIOR_COUNSEL}|Esq\.?)$)"),
}
# ECHR benches: "Mr M. Pellonpää, President, Sir Nicolas Bratza, Mrs V. Strážnická, ..., judges"
_BENCH_LIST = regex.compile(
    r"^(?:,[ \t]*(?:and[ \t]+)?(?:President|Vice-President|\p{Lu}[\p{L}.'’ \-]{1,60}?))*,?[ \t]*"
    r"(?:and[ \t]+)?(?:judges|juges|ad hoc judge|jueces)\b")
_COURT_WORDS = frozenset({"court", "courts", "tribunal", "cour", "juzgado", "audiencia", "chamber", "chambre"})
WINDOW = 90


def role_at(text: str, start: int, end: int) -> str | None:
    """The professional role the context gives the person mentioned at text[start:end], if any; a
    witness's number beside the name ("DW-1 Mohan Lal for the defence"), or "the witness", "the
    accused" right before it, says a private person whatever follows."""
    if _called_private(text, start, end):
        return None
    mention = text[start:end]
    for role, pattern in _IN_NAME.items():
        if pattern.search(mention):
            return role
    # A title the mention starts with reads with what precedes it: "counsel for the accused |Sri.Babu Nair".
    title = _LEADING_TITLE.match(text, start, end)
    left = text[max(0, start - WINDOW):title.end() if title else start]
    right = text[end:end + WINDOW]
    # What follows a name describes it ("Mr J. Crow, Counsel"); what precedes may end another's
    # description ("Ms H. Mulvein, Agent, Mr J. Crow"), so it is read second.
    for role, pattern in _RIGHT_RE.items():
        if pattern.search(right):
            return role
    for role, pattern in _LEFT_RE.items():
        if pattern.search(left):
            return role
    if _BENCH_LIST.match(text[end:end + 400]):
        return "judge"
    line_start = text.rfind("\n", 0, start) + 1
    bench = _BENCH_LINE.match(text, line_start, start)
    if bench and not _SECTION_END.search(text, bench.end(), start):
        return "judge"
    return _section_role(text, start)


def _section_role(text: str, start: int) -> str | None:
    """The role of the front-matter section the mention stands in, if it stands in one."""
    before = max(0, start - SECTION_REACH)
    # A heading may look at the title or the words that start the mention ("In The Court Of| Sh. X",
    # "In The Court Of| Dinesh Kumar Sharma").
    headings = [h for h in _SECTION.finditer(text, before, start + 40) if h.end() <= start]
    if not headings:
        return None
    heading = headings[-1]
    if _SECTION_END.search(text, heading.end(), start) or start > _line_after(text, heading.end()):
        return None
    return "counsel" if heading.group("counsel") else "judge"


def _line_after(text: str, position: int) -> int:
    """Where the section a heading opens ends: with the line of the first text after it (the
    bench or the counsel of one party; the next line is another heading, or the parties)."""
    first = _BLANKS.match(text, position).end()
    end = text.find("\n", first)
    return len(text) if end == -1 else end


def assign_roles(found: list[Candidate], text: str) -> list[Candidate]:
    """Persons get the role their context gives, and only that: the role the legal NER guessed
    ("LAWYER" for "Reeta Verma" in "the exhibit against Reeta Verma") kept private persons named and
    no professional that the context did not already name. A person the context calls private (a
    witness's number, "the accused X", "X, his father") gets PRIVATE, which keeps every mention of that
    person from being a professional's. Organisations that are courts get "court"."""
    out = []
    for cand in found:
        role = None
        if cand.category == categories.PERSON:
            role = PRIVATE if _called_private(text, cand.start, cand.end) else role_at(text, cand.start, cand.end)
            if role == "counsel" and _POLICE_RANK.match(text, cand.start, cand.end):
                role = None  # "APP for the State with SI Pradeep Tomar": the officer is a witness
        elif cand.category == categories.ORG and (cand.role == "court" or _COURT_WORDS.intersection(
                fold(text[cand.start:cand.end]).split())):
            role = "court"
        out.append(replace(cand, role=role) if role != cand.role else cand)
    return _share_roles_along_lists(out, text)


# The role of a mention the context calls a private person: the grouping gives no professional's role
# to an entity with such a mention (`Engine._group`), and lists share it as they share a role.
PRIVATE = "private"

_POLICE_RANK = regex.compile(r"(?:P?SI|(?:P\.)?S\.I\.|ASI|A\.S\.I\.|HC|H\.C\.|Ct\.|Const\.|Insp\.|Inspector|SHO|Sub[- ]Inspector|"
                             r"Head[ \t]+Constable|Constable|Detective)\b")


# A witness's number right before or after the name: "PW-3, Harish Kumar", "Mohan (DW-1)"; or what
# the decision calls the person right before the name: "the witness X, a lawyer by profession" (but
# "counsel for the accused Mr X" is counsel).
_WITNESS_BEFORE = regex.compile(rf"{WITNESS_NUMBER}[ \t]*[,:.)\-]?[ \t]*$")
_WITNESS_AFTER = regex.compile(rf"[ \t]*[,(\[][ \t]*{WITNESS_NUMBER}")
# "Under cross-examination by learned Senior Counsel, Pa Udeh stated", "Interrogé par M. le président,
# M. VASSEUR a admis": the witness or the accused, a clause's subject.
_ASKED_BY_COUNSEL = regex.compile(r"\b(?:by|par|por)[ \t]+(?:the[ \t]+|M\.[ \t]+le[ \t]+|Mme[ \t]+la[ \t]+|l['’]|le[ \t]+|la[ \t]+|el[ \t]+)?"
                                  r"(?:(?:learned|Ld\.?)[ \t]+)?(?:(?:Senior|Sr\.?)[ \t]+)?"
                                  r"(?i:counsel|advocate|judge|présidente?|presidenta?|juge|juez|procureur|fiscal|"
                                  r"avocate?(?:[ \t]+générale?)?)(?:[ \t]+for[ \t]+the[ \t]+\p{L}+)?,[ \t]*$")
_CALLED_PRIVATE = regex.compile(r"(?<!\bfor[ \t]+(?:the[ \t]+)?)\b(?:witness|accused|deceased|victim|injured|informant)"
                                r"[ \t,]+(?:(?:Mr|Mrs|Ms|Dr|Sri|Shri|Smt|Sh)\.?[ \t]*)?$")


# Whose kin the person is, right after the name: "represented by Sri Mohan Lal, his father" is the
# minor's guardian, not counsel.
_KIN_AFTER = regex.compile(rf"[ \t]*[,(][ \t]*(?:(?:his|her|their|the)[ \t]+)?(?:natural[ \t]+)?(?:{KIN_NOUN}|guardian)\b")


# A party who appears for himself in a list of appearances: "J.T. ........ on his own behalf", "X, in person".
_IN_PERSON = regex.compile(r"[ \t.…,:]*(?:on[ \t]+(?:his|her|their)[ \t]+own[ \t]+behalf|in[ \t]+person|self-represented|"
                           r"acting[ \t]+in[ \t]+person|en[ \t]+personne|comparant[ \t]+en[ \t]+personne)\b")


def _called_private(text: str, start: int, end: int) -> bool:
    return bool(_WITNESS_BEFORE.search(text, max(0, start - 16), start) or _WITNESS_AFTER.match(text, end, end + 16)
                or _IN_PERSON.match(text, end, end + 200)
                or _CALLED_PRIVATE.search(text, max(0, start - 30), start) or _KIN_AFTER.match(text, end, end + 40)
                or _ASKED_BY_COUNSEL.search(text, max(0, start - 60), start) and _CLAUSE_AFTER.match(text, end))


# Only a comma or a conjunction between two names, and the next one's title: "MM. L.-E. Pettiti,
# I. Foighel et U. Lōhmus", "Mr. A. Rajput with Mr. P.G. Chavan and Mr. M. Khandeparkar".
# Between two names of a list (a bench's president marked after the first: "D. X, presidente\nD. Y");
# or the close of a bracket column, where the list's party may stand
# on the middle line: "Mr.Rajesh Yadav\t)\nMr.Prateek Kasliwal\t)- for the petitioners\nMr.Pushkar Taimni\t)".
_LIST_GAP = regex.compile(r"^\s*(?:,?[ \t]*(?:\((?:Presidente|Presidenta|Ponente|President|Présidente?)\)|"
                       r"(?:[Pp]residente|[Pp]residenta|[Pp]onente))(?=[ \t]*\n)\s*)?"
                       r"(?:\)(?:[ \t]*-[ \t]*(?i:for)[ \t]+(?:the[ \t]+)?\p{L}+\.?)?(?=[ \t]*\n)\s*)?"
                       r"(?:,\s*(?:QC|KC|Q\.\s?C\.|K\.\s?C\.)\s*)?(?:,\s*)?(?:(?:and|et|y|&|with|along\s+with|together\s+with|a/w|i/by|i/b|assisted\s+by|[sd]/o)\s+(?:(?:de|d['’])\s*)?)?"
                       r"(?:(?:el|la|los|las)\s+)?(?:(?:Mr|Mrs|Ms|Dr|Sri|Shri|Sh|Smt|Sr|Sra|M|MM|Mme|Mmes|Sir|MR|MRS|MS|DR|SIR|[Dd]on|[Dd]oña|Dña|D\.ª|D)\.?\s*)?$")


# A list does not run on past a blank line, nor to the next line without a comma or a conjunction,
# unless that line is indented (a wrapped column: "Ms. Bandana\n      Shukla") or one name stands on
# each ("LORD JUSTICE HALLORAN\nLADY JUSTICE FENWICK-MOORE\nand\nSIR GARETH ABERNETHY"): "..., assisted
# by a friend, Mr Ollie Haskett\nMr Yusuf Demirci (instructed by X) for the Guardian" are two.
_BLANK_LINE = regex.compile(r"\n[ \t]*\n")
_WRAPPED = regex.compile(r"[ \t]*\n[ \t]+$")
_CONNECTOR = regex.compile(r",|&|\)|\b(?:and|et|y|with|along\s+with|a/w|i/by|i/b|assisted\s+by)\b")
_AFTER_VERSUS = regex.compile(r"(?<![\p{L}])(?i:v|vs|versus)\.?[ \t]+$")
# "Counsel for Mr Tan", "Me DUBOIS, conseil de Kevin BONNET": the party (but "Mr.S.T.Raja for Mr.K.Rao"
# is one counsel appearing for another).
_AFTER_FOR = regex.compile(r"(?<![\p{L}])(?:(?i:counsel|appearing|appeared|acting)[ \t]+(?i:for)|"
                           r"(?i:conseil|avocate?|abogad[oa]|letrad[oa])[ \t]+(?i:de|du|del|d['’]))[ \t]*$")
# A name that opens a clause of its own ("..., Encik Arvind Sivalingam, Mr Lim conceded that") is no
# item of the list before it: a comma, then a verb.
_CLAUSE_AFTER = regex.compile(r"[ \t]+(?!(?:for|pour|por|and|et|y|with|instructed|appearing|appeared|of|de|du|des|"
                              r"del|a/w|i/b|assisted|learned|ld|as|who|qui|que)(?![\p{L}]))\p{Ll}")
# What may precede it: a label ("Conseillers : Mme X"), "HIS HONOUR JUDGE MARTIN BEAUMONT-HALE", "THE
# HONOURABLE MR JUSTICE X".
_LINE_START = regex.compile(r"[\s,]*(?:(?:and|et|y|&)\s*)?(?:\p{Lu}[\p{L}' ]{0,30}?[ \t]*:[ \t]*)?"
                            r"(?:(?:HIS|HER|His|Her)[ \t]+(?:HONOUR|Honour)[ \t]+|"
                            r"(?:THE[ \t]+|The[ \t]+)?(?:HONOURABLE|Honourable|HON\.?|Hon\.?)[ \t]+)?")
# What may follow the one name of a bench's line: "D. FERNANDO RUIZ MEDINA, Presidente", "D. X, presidente".
_LINE_END = regex.compile(r"[\s,]*(?:(?:and|et|y|&)\s*|\(?(?:[Pp]residente|[Pp]residenta|[Pp]onente|President|Présidente?)\)?[ \t]*)?")


def _alone_on_line(text: str, cand: Candidate) -> bool:
    line_start = text.rfind("\n", 0, cand.start) + 1
    line_end = text.find("\n", cand.end)
    line_end = len(text) if line_end == -1 else line_end
    return _LINE_START.fullmatch(text, line_start, cand.start) is not None and \
        _LINE_END.fullmatch(text, cand.end, line_end) is not None


def _share_roles_along_lists(found: list[Candidate], text: str) -> list[Candidate]:
    """Names listed one after another share the one role any of them has (a bench, a delegation)."""
    chains: list[list[int]] = []
    previous = None
    for index, cand in enumerate(found):
        if cand.category != categories.PERSON:
            continue
        if _AFTER_VERSUS.search(text, max(0, cand.start - 12), cand.start) or \
                cand.role is None and _AFTER_FOR.search(text, max(0, cand.start - 20), cand.start):
            # a case title's party lists with no one ("Kaur v. Surjit Singh, Sandhawalia, C.J."), nor does
            # the one a counsel appears for ("Counsel for Mr Tan, Mr Victor Tan SC"; a junior named after
            # "Senior Counsel for" is counsel by that, and lists)
            chains.append([index])
            previous = None
            continue
        gap = text[found[previous].end:cand.start] if previous is not None else ""
        opens_a_clause = not _CONNECTOR.search(gap.replace(",", "")) and _CLAUSE_AFTER.match(text, cand.end)
        if previous is not None and _LIST_GAP.match(gap) and not _BLANK_LINE.search(gap) and not opens_a_clause and \
                ("\n" not in gap or _CONNECTOR.search(gap) or _WRAPPED.match(text, found[previous].end,
                                                                            _BLANKS.match(text, cand.start).end())
                 or _alone_on_line(text, found[previous]) and _alone_on_line(text, cand)):
            chains[-1].append(index)
        else:
            chains.append([index])
        previous = index
    out = list(found)
    for chain in chains:
        roles = {found[i].role for i in chain} - {None}
        if len(roles) == 1:
            role = roles.pop()
            for i in chain:
                out[i] = replace(found[i], role=role)
    return out
