"""Guess whether a capitalised run names a person, an organisation or a place.

NOME listed every capitalised run as a term; most of its noise was courts,
ministries and places. A head word settles most of them.
"""

from __future__ import annotations

from nomen import categories
from nomen.names.folding import fold

# (a company's form both with its last dot and without: kind_of_run reads words without it, "S.A." as "s.a")
ORG_WORDS = frozenset(fold(w) for w in """
court courts tribunal tribunals cour juzgado tribunal audiencia
ministry ministère ministerio department département departamento directorate direction
office bureau oficina agency agence agencia authority autorité autoridad
council conseil consejo committee comité comisión commission board
bank banque banco company compagnie compañía corporation corp inc ltd llc pllc plc limited
gmbh sarl sas sa s.a. s.a.r.l. s.a s.a.r.l s.r.l srl s.l s.l.u s.a.u s.p.a s.a.c s.a.c.i ag co group groupe grupo
holdings partners llp
logistics transport transporters haulage distributors trading traders enterprises investments industries motors
builders supermarket pharmacy établissements ets négoce
university université universidad universidade institute institut instituto
school école escuela college collège academy académie hospital hôpital hospital clinic clinique
prison prisons penitentiary centre center centro police gendarmerie policía army armée ejército
party parti partido union syndicat sindicato association asociación federation fédération
foundation fondation fundación society société sociedad church église iglesia
municipality municipalité municipio mairie prefecture préfecture government gouvernement gobierno
parliament parlement assembly assemblée service services fund fonds newspaper journal immigration
chamber chambre registry greffe prosecutor's parquet fiscalía directorate unit
administration administración administração
corte cámara camara poder avocats abogados s.a.s eps ips selarl selas
bankasi sirketi partisi dernegi vakfi sendikasi belediyesi mahkemesi universitesi bakanligi
servicio sección seccion sala registro consejería delegación subdelegación comisaría guardia ayuntamiento
diputación junta tesorería inspección sąd sad trybunał prokuratura parlamento servicios red urząd
hmp hmyoi domstol domstolen bench
panchayat nigam samiti parishad sabha vidyalaya mahavidyalaya sansthan ayukta lokayukta lokayukt collectorate pvt
lawyers attorneys solicitors traders enterprise enterprises industries associates bhandar chs store stores
ngāti ngāi kōti rūnanga tari kaunihera iwi hapū
coláiste scoil gaelscoil ospidéal comhairle roinn cúirt chúirt údarás síochána
tingsrätt tingsrätten hovrätt hovrätten kammarrätten förvaltningsrätten högsta høyesterett lagmannsrett
tingrett byret landsret højesteret rechtbank gerechtshof landgericht amtsgericht oberlandesgericht
bundesgerichtshof verwaltungsgericht sądu rejonowy okręgowy apelacyjny najwyższy
sede equipo ceip ies sunarp caja fondo mossos subsección batallón brigada
mahkamah jabatan bahagian pejabat constabulary
""".split())
# Endings of one-word courts and codes of other languages: "Svea hovrätt", "Brottsbalken", "Straffeloven".
ORG_ENDINGS = tuple(fold(w) for w in ("rätten", "domstolen", "gericht", "gerichtshof"))
LAW_ENDINGS = ("balken", "loven", "gesetz", "gesetzbuch")
# The first word of a code in other languages: "Kodeks karny", "Codice penale", "Código Penal"; and of a
# Spanish filing: "Recurso de Suplicación".
LAW_HEADS = frozenset({"kodeks", "kodeksu", "codice", "codigo", "code", "recurso", "akta", "kanun"})

LOC_WORDS = frozenset(fold(w) for w in """
street avenue road boulevard lane drive square place rue chemin allée calle avenida plaza
region région región province provincia district village city ville ciudad county comté
sub-county upazila mouza thana tehsil taluka taluk barrio station
mountain mountains river rivière río lake lac island île valley vallée
nagar puram colony vihar salai marg veedhi taluk taluka tahsil tehsil hobli layout enclave mohalla chowk bazaar bazar
maidan extension extn garden gardens estate area airport
apartment apartments towers flats house soudha
complex building buildings bhavan bhawan sadan market mandi bagh ganj plaza mall campus hostel quarters floor
""".split())
# The head words of places and bodies often named after a person: "Bahadur Shah Zafar Marg", "Martin
# Luther King Jr. Boulevard", "Sanjay Gandhi Memorial Hospital", "Nelson Mandela Foundation".
NAMED_AFTER_WORDS = frozenset(fold(w) for w in """
street avenue road boulevard lane drive square rue chemin allée calle avenida plaza salai marg veedhi nagar
memorial hospital airport university college school foundation trust institute stadium hall library museum
bridge hôpital université lycée collège universidad fundación
""".split())

# The last word of a law, a filing or a report series: "the NDPS Act", "Writ Petition", "Cal WN".
LEGAL_WORDS = frozenset(fold(w) for w in """
act acts code ordinance regulations rules bill statute petition appeal appl application writ mandamus
certiorari order judgment judgement reference revision suit
casación recurso expediente sentencia apelación amparo pourvoi requête arrêt
khatian
""".split())

# Jobs and offices: "Deputy Chief Constable", "Entry Clearance Officer" name a post, not a person.
POSITION_WORDS = frozenset(fold(w) for w in """
officer officers adviser advisers advisor lecturer constable director secretary minister inspector advocate
commissioner governor manager head deputy chief clerk operations unit division section magistrates
agent agents solicitor solicitors representative representatives counsel barrister lawyer advisers
consejero consejera abogado abogada secretario secretaria ministro ministra profesor doctor señoría
majestad magistrado magistrada fiscal chancellor defensor defensora ponente
arbitrator collector proprietor insurer prosecutor engineer superintendent tahsildar tehsildar lineman linemen
accountant auditor treasurer chairman chairperson headmaster attorney procurador procuradora delegado delegada supervisor patwari
conseiller conseillère conseillers conseillères counsellor counsellors counselor counselors caseworker caseworkers
consultant consultants surgeon surgeons
""".split())

# Words that carry a professional role when they stand inside a run ("Justice Smith").
ROLE_WORDS = frozenset(fold(w) for w in """
justice judge juge juez president président présidente presidente registrar greffier greffière
chief honourable hon
""".split())


# Place (and a few body) words that are also surnames ("Mr John Lane", "Mrs Lake", "Ms Grace House",
# "D. Xavier Puig Sala"): last in a name after a courtesy title, they do not make it a place or a body.
SURNAME_LIKE_PLACE_WORDS = frozenset(fold(w) for w in """
lane lake street hill hills house garden gardens field fields park square place drive bridge marsh wood ford brook
hall bank church castle vallee lac riviere valle sala camara
""".split())


_OF_WORDS = frozenset({"of", "de", "del", "du", "des", "la", "le", "di", "da"})


def kind_of_name(words: list[str]) -> str | None:
    """kind_of_run for the name after a courtesy title: a surname that is also a place word ("Lane",
    "Mme Sophie Vallée", "Mme Kadiatou Camara") is still a surname, but not after a small word
    ("Sra. Defensora de Menores de Cámara")."""
    if words and fold(words[-1]).rstrip(".,") in SURNAME_LIKE_PLACE_WORDS and not (len(words) > 1 and fold(words[-2]) in _OF_WORDS):
        return kind_of_run(words[:-1]) if len(words) > 1 else None
    return kind_of_run(words)


def names_a_law(words: list[str]) -> bool:
    """Whether a capitalised run reads like a law or a filing ("Pocso Act", "Civil Writ Petition",
    "Brottsbalken", "Kodeks karny")."""
    last = fold(words[-1]).rstrip(".,") if words else ""
    return last in LEGAL_WORDS or last.endswith(LAW_ENDINGS) or fold(words[0]) in LAW_HEADS


# A Turkish company's "A.Ş." closes its name; anywhere else "A.S." is a person's initials ("A.S. Chandurkar").
_LAST_ORG_WORDS = frozenset({"a.s"})


def kind_of_run(words: list[str]) -> str | None:
    """ORG or LOC when a head word says so, None when nothing does (a person, perhaps)."""
    folded = [fold(w).rstrip(".,") for w in words]
    if any(w in ORG_WORDS or w.endswith(ORG_ENDINGS) for w in folded) or folded and folded[-1] in _LAST_ORG_WORDS:
        return categories.ORG
    if any(w in LOC_WORDS for w in folded):
        return categories.LOC
    return None
