"""Professionals are listed off by default, with the role their context gives them."""

from __future__ import annotations

import pytest

from nomen.detect.base import Candidate
from nomen.detect.roles import assign_roles, role_at
from nomen.model import AnalyzeOptions
from tests.conftest import entity_of, people_of, standing_of


@pytest.mark.parametrize("text, name, role", [
    ("Reasons delivered by Justice Abella.", "Abella", "judge"),
    ("The appeal is dismissed. Smith J. concurred.", "Smith", "judge"),
    ("Before: Lebel, Deschamps and Abella JJ.", "Lebel", "judge"),
    ("The applicant was represented by Mr E. Kanar, a lawyer practising in Istanbul.", "Mr E. Kanar", "counsel"),
    ("Ms Joanne Lee, counsel for the respondent, argued.", "Ms Joanne Lee", "counsel"),
    ("Me Dupont plaide pour la requérante.", "Me Dupont", "counsel"),
    ("Mr P. Havers QC appeared.", "Mr P. Havers QC", "counsel"),
    ("The Government were represented by their Agent, Mr J. Grainger.", "Mr J. Grainger", "agent"),
    ("Mr J. Grainger, Agent, and others.", "Mr J. Grainger", "agent"),
    ("and Lawrence Early, Section Registrar.", "Lawrence Early", "clerk"),
    ("Dr Anne Roy, a court-appointed expert, reported.", "Dr Anne Roy", "expert"),
    ("composed of Josep Casadevall, President, Nicolas Bratza, Lech Garlicki, judges, and", "Nicolas Bratza",
     "judge"),
    ("The applicant, Mr Cengiz Polat, was arrested.", "Mr Cengiz Polat", None),
    ("Le président de la chambre, M. R. Bernhardt, la leur ayant refusée.", "M. R. Bernhardt", "judge"),
    ("et M. Bernhardt, vice-président de la Cour.", "M. Bernhardt", "judge"),
    ("pour la requérante\nMmes S. Westerberg, juriste, conseil,", "Mmes S. Westerberg", "counsel"),
    ("pour le Gouvernement\nMme E. Jagander, directeur au ministère, agent,", "Mme E. Jagander", "agent"),
    ("for the Government Ms H. Mulvein, Agent, Mr J. Crow, Counsel, and", "Mr J. Crow", "counsel"),
    ("Mr. B. Walsh, the elected judge of Irish nationality", "Mr. B. Walsh", "judge"),
    ("Mrs. J. Liddy, Deputy Legal Adviser, Department of Foreign Affairs, Agent,", "Mrs. J. Liddy", "agent"),
])
def test_role_from_context(text, name, role):
    start = text.index(name)
    assert role_at(text, start, start + len(name)) == role


def test_professionals_listed_off_and_flipped_on_by_request(engine):
    text = ("The applicant, Mr Cengiz Polat, was represented by Mr Ercan Kanar, a lawyer practising in "
            "Istanbul. Judgment delivered by Justice Rosalie Abella.")
    default = engine.analyze(text).to_dict()
    kanar = entity_of(default, "Mr Ercan Kanar")
    assert (kanar["role"], kanar["anonymize"]) == ("counsel", False)
    assert entity_of(default, "Mr Cengiz Polat")["anonymize"] is True
    flipped = engine.analyze(text, AnalyzeOptions(anonymize_professionals=True)).to_dict()
    assert entity_of(flipped, "Mr Ercan Kanar")["anonymize"] is True
    assert entity_of(flipped, "Mr Ercan Kanar")["role"] == "counsel"


def test_courts_are_listed_as_courts_and_stay_named(engine):
    result = engine.analyze("The Istanbul State Security Court convicted Mr Cengiz Polat.").to_dict()
    court = entity_of(result, "Istanbul State Security Court")
    assert (court["category"], court["role"], court["anonymize"]) == ("ORG", "court", False)


def test_a_listed_bench_shares_its_role(engine):
    text = ("Le président de la Cour, M. R. Ryssdal, a tiré au sort le nom des sept autres membres, à savoir "
            "MM. L.-E. Pettiti, I. Foighel, A. N. Loizou et U. Lōhmus. La requérante, Mme Anna Berg, se plaint.")
    result = engine.analyze(text, AnalyzeOptions(language="fr")).to_dict()
    for name in ("I. Foighel", "A. N. Loizou", "U. Lōhmus"):
        assert entity_of(result, name)["role"] == "judge"
    assert entity_of(result, "Mme Anna Berg")["role"] is None


# --- common-law front matter and cues (hand-made, after the conventions of Indian, UK, Irish,
# Canadian, Australian and US reports) -----------------------------------------------------------

@pytest.mark.parametrize("text, name, role", [
    ("Through: Mr. A.K. Batra, Mr. Rohan Sethi, Advocates", "Rohan Sethi", "counsel"),
    ("Mr R K Mehra for the PETITIONER", "R K Mehra", "counsel"),
    ("Hon'ble Vikram S Rao, Chief Justice", "Vikram S Rao", "judge"),
    ("Per M.K. Chawla J. (for the Bench)", "M.K. Chawla", "judge"),
    ("M.K. Chawla & Sunil Verma JJ.", "Sunil Verma", "judge"),
    ("Before Sri K. Ramesh Naidu, Accountant Member", "K. Ramesh Naidu", "judge"),
    ("The Honourable Mr.Justice P.R.Desai", "P.R.Desai", "judge"),
    ("CORAM :\n  P.V. Hardas & M.L. Tahaliyani, Jj.", "P.V. Hardas", "judge"),
    ("For the Petitioner : Mr. Y. V. Giri, Sr. Advocate Mr. Dayanand Singh, Mr. S. Rao\nFor Respondent", "S. Rao",
     "counsel"),
    ("(By Sri. V.M. Banakar, Addl. Spp )", "V.M. Banakar", "counsel"),
    ("Counsel for Appellant   : Sri A. Hari Prasad Reddy  Counsel for Respondent  : Sri M.B. Thimma Reddy,",
     "M.B. Thimma Reddy", "counsel"),
    ("In The Court Of Sh. Chander Shekhar   District & Session Judge", "Chander Shekhar", "judge"),
    ("(Rohit Arya) Judge", "Rohit Arya", "judge"),
    ("Jane Roe, for the appellant. Before: Smith, Jones and Brown JJ.A.", "Jane Roe", "counsel"),
    ("Mr. Janak Dwarkadas a/w Mr Rahul Narichania i/b M/s B.Amin & Co.", "Rahul Narichania", "counsel"),
    ("passed by Ms. R.Kiran Nath, the then learned Additional District Judge", "R.Kiran Nath", "judge"),
    ("Applicant by Shri Ashish Shrivastava          learned counsel", "Ashish Shrivastava", "counsel"),
    ("M. Jean Dupont, premier juge suppléant, a siégé.", "Jean Dupont", "judge"),
    ("Me Claire Martin, avocate au barreau de Lyon", "Claire Martin", "counsel"),
    ("M. Paul Durand, greffier", "Paul Durand", "clerk"),
    ("Petitioner     Mr. N.R. Mukherjee .....for the Petitioner", "N.R. Mukherjee", "counsel"),
    ("Mr.P.I.Thirumoorthy:- For petitioner in W.P.No.29566 of 2004.", "P.I.Thirumoorthy", "counsel"),
    ("Mr.N.R.Chandran, A.G. and Mr.A.L.Somayaji, Addl.A.G.", "A.L.Somayaji", "counsel"),
    ("Mr.V.A.Sonpal, \"A\" Panel Counsel for the Respondents", "V.A.Sonpal", "counsel"),
    ("R2 By Adv. Sri.Millu Dandapani  R3 By Adv. Sri.S.P.Aravind", "Millu Dandapani", "counsel"),
    ("R3  By Public Prosecutor Sri.Reji Joseph.  This Criminal Misc. Case", "Reji Joseph", "counsel"),
    ("For 2nd Respondent\t: \tMr.S.Arun Kumar   J U D G M E N T", "S.Arun Kumar", "counsel"),
    ("Shri M.K.Pathan and Shri Ambarish Joshi, Additional Public\n   Prosecutors for petitioner State.",
     "Ambarish Joshi", "counsel"),
    ("a restraint order was passed by Sh. Om Prakash, Ld. ADJ restraining the witness", "Om Prakash", "judge"),
    ("Announced in Open Court on 03.04.2014 (Narinder Kumar ) Additional Sessions Judge", "Narinder Kumar", "judge"),
    ("in exercising such a power, Patanjali Sastri, CJ, While laying down", "Patanjali Sastri", "judge"),
    ("une chambre composée des juges Raimondi, Nicolaou, Bianku et Wojtyczek", "Raimondi", "judge"),
    ("M. J.-P. Costa et M. M. Fischbach, vice-présidents de section", "M. Fischbach", "judge"),
    ("pour compléter la Grande Chambre: M. A. Pastor Ridruejo, M. J. Makarczyk", "A. Pastor Ridruejo", "judge"),
    ("Dans sa note du 20 novembre 1998, Lord Philip donna son avis", "Lord Philip", "judge"),
    ("agent, D. Pannick, QC, conseil, H. Carter, ministère de l’Intérieur", "D. Pannick", "counsel"),
    ("puis par M. U. Jacobson, tous deux avocats exerçant à Stockholm", "U. Jacobson", "counsel"),
    ("pour le requérant M. J. Bennathan, QC, Mme K. Thorne, conseils", "J. Bennathan", "counsel"),
    ("le Gouvernement a désigné Sir Robert Carnwath pour siéger en qualité de juge ad hoc", "Sir Robert Carnwath",
     "judge"),
    ("Par la suite, M. N. Valticos, suppléant, a remplacé M. Thór Vilhjálmsson", "N. Valticos", "judge"),
    ("estuvo representado por su Agente, el Sr. D. Walton, del Ministerio", "D. Walton", "agent"),
    ("los otros siete miembros, a saber, el Sr. Thór Vilhjálmsson, el Sr. B. Walsh", "Thór Vilhjálmsson", "judge"),
    ("el Vicepresidente, Sr. R. Bernhardt, sorteó los nombres", "R. Bernhardt", "judge"),
    ("por el Sr. U. Jacobson, ambos abogados en ejercicio en Estocolmo", "U. Jacobson", "counsel"),
    ("Mummery LJ consideró que la alegación", "Mummery LJ", "judge"),
    ("Bench: Venkatachalliah, M.N. (J) Ray, G.N. (J)  Citation:  1994 Air 1631", "Ray, G.N.", "judge"),
    ("Mr.E.Chelliah, Senior Counsel For Mr.P.Karunakaran  :J U D G M E N T", "P.Karunakaran", "counsel"),
    ("Shri Ravish Agrawal, Sr. Advocate, with Shri Varun K. Chopra", "Varun K. Chopra", "counsel"),
    # Ireland, Australia, South Africa, Singapore, the United States, the Indian tax tribunal
    ("Ms. Gráinne Lenihan S.C. appeared for the defendants", "Ms. Gráinne Lenihan", "counsel"),
    ("R Cavanagh SC with L M Ferrante for the appellant", "R Cavanagh", "counsel"),
    ("Adv. R.J. van der Westhuizen appeared for the first respondent.", "R.J. van der Westhuizen", "counsel"),
    ("Kelvin Chia Yong Hao (Tay Chia Partners LLP) for the appellant;", "Kelvin Chia Yong Hao", "counsel"),
    ("Counsel for the appellant, Mr Kelvin Chia Yong Hao, accepted that", "Kelvin Chia Yong Hao", "counsel"),
    ("Priyanka Dhaliwal, for the intervener.", "Priyanka Dhaliwal", "counsel"),
    ("Mr Yusuf Demirci (instructed by Pinnock & Rees) for the Children's Guardian", "Yusuf Demirci", "counsel"),
    ("Marisol Etheridge argued the cause for appellant. With her on the briefs was Kenneth L. Abernathy-Cole.",
     "Marisol Etheridge", "counsel"),
    ("argued the cause for appellant. With her on the briefs was Kenneth L. Abernathy-Cole.",
     "Kenneth L. Abernathy-Cole", "counsel"),
    ("Austin Kessler-Ward, Montana Attorney General, Helena, Montana", "Austin Kessler-Ward", "counsel"),
    ("Assessee by : Shri Nikhil Parekh-Doshi, CA", "Nikhil Parekh-Doshi", "counsel"),
    ("The Ld. DR Smt. Meenakshi Iyengar relied on the orders", "Meenakshi Iyengar", "counsel"),
    ("Counsel:       H K Faleolo and R J Sinclair-Moana for Appellant", "H K Faleolo", "counsel"),
    ("SMT. REVATHI DESHPANDE-KULKARNI, JUDICIAL MEMBER", "REVATHI DESHPANDE-KULKARNI", "judge"),
    ("The trial judge, Recorder Ingleby, dismissed the claim.", "Ingleby", "judge"),
    ("The Court of Appeal (Daventry, Morrow and Ashdown LJJ) allowed", "Ashdown", "judge"),
    ("Judith Prakashan-Lee JCA (delivering the judgment of the court):", "Judith Prakashan-Lee", "judge"),
    ("We Concur:\n/S/ LORNA McKITTRICK", "LORNA McKITTRICK", "judge"),
    ("Court:         Kōkiri, Brewerton and Ngata-Lowe JJ", "Kōkiri", "judge"),
    ("Mbeki-Grant J.A.:\n\n[1] The appellant was convicted", "Mbeki-Grant J.A.", "judge"),
    ("Judith Prakashan-Lee JCA delivered the judgment", "Judith Prakashan-Lee JCA", "judge"),
    ("2. The trial judge, Recorder Ingleby, dismissed the claim.", "Recorder Ingleby", "judge"),
    ("Before:\n\nLORD JUSTICE HALLORAN\n", "LORD JUSTICE HALLORAN", "judge"),
    ("In The Court Of Dinesh Kumar Sharma\n                 Special Judge (Pc Act),", "Dinesh Kumar Sharma", "judge"),
    ("Mr.M.Sekar for Thiruvalluvar University,", "M.Sekar", "counsel"),
    ("the Court of Appeal (Ashby-Crane P, Mullins and Derrington-Hale JJA) dismissed", "Mullins", "judge"),
    # the European Court's delegations in French and Spanish
    ("Le requérant a été représenté jusqu'au 31 mai 2000 par M. G. Antal, puis", "M. G. Antal", "counsel"),
    ("estuvo representado hasta el 31 de mayo de 2000 por el Sr. G. Antal y", "Sr. G. Antal", "counsel"),
    ("Mme A. Jenkins, Lord Chancellor’s Department, conseillers;", "Mme A. Jenkins", "counsel"),
    ("Sr. M. Collon, Lord Chancellor's Department, Consejeros;", "Sr. M. Collon", "counsel"),
    ("Adv. for R-1 Sri P.M.Nawaz, Amicus Curiae)", "Sri P.M.Nawaz", "counsel"),
    ("Shri Swapnil Ganguly, learned Govt. Adv., for the respondent", "Shri Swapnil Ganguly", "counsel"),
    ("Mr.Prateek Kasliwal\t\t\t\t)- for the petitioners", "Mr.Prateek Kasliwal", "counsel"),
    ("The learned counsel for the accused Sri.Babu Nair contends that", "Babu Nair", "counsel"),
    # an American lawyer's "Esq.", a trial court's judge in capitals
    ("Samuel R. Whitfield, Esq., and Nia T. Osei, Esq., Whitfield & Osei LLP, for Plaintiff.", "Samuel R. Whitfield",
     "counsel"),
    ("IN THE COURT OF SH. RAJENDER KUMAR MALIK\nADDITIONAL SESSIONS JUDGE-03", "SH. RAJENDER KUMAR MALIK", "judge"),
    # Scotland's opinions, arbitrators, a magistrate by the court and its town, a presiding or acting
    # judge's mark, a signature over its post, appearances by a party's label, a lawyer for a child
    ("[2024] CSOH 58\n\nOPINION OF LORD STRATHEDEN\n\nIn the cause", "LORD STRATHEDEN", "judge"),
    ("ARBITRATOR:        Claire M. Hutchings\n\nAPPEARANCES:", "Claire M. Hutchings", "judge"),
    ("the learned Judicial Magistrate First Class, Ghaziabad, Ms. Neha Garg, acquitted all three accused",
     "Ms. Neha Garg", "judge"),
    ("affirmed.\n\nMARCUS T. ODELL, P.J., concurs,", "MARCUS T. ODELL", "judge"),
    ("JUDGMENT\n\nDE KOCK AJ\n\n[1] The applicant", "DE KOCK", "judge"),
    ("on scale C.\n\nA DE KOCK\nACTING JUDGE OF THE HIGH COURT", "A DE KOCK", "judge"),
    ("For the Union:     Marc-André Thibodeau, National Representative", "Marc-André Thibodeau", "counsel"),
    ("L Fenwick for the Respondent\n                H Te Awa as Lawyer for the Children", "H Te Awa", "counsel"),
    ("the report and submissions of Ms Te Awa as lawyer for the children.", "Ms Te Awa", "counsel"),
    ("Vide judgment dated 14.02.2023 the learned Judge Family Court, Mr. Naveed Akhtar, dismissed the claim",
     "Mr. Naveed Akhtar", "judge"),
    ("Date of hearing: 07.03.2024\n\nPetitioners by: Mr. Khurram Shahzad Chattha, Advocate.", "Mr. Khurram Shahzad Chattha",
     "counsel"),
    ("his separate opinion.\n\nATTORNEY FOR APPELLANT\nRachel A. Dunmore\nDunmore Family Law, LLC", "Rachel A. Dunmore",
     "counsel"),
    ("On appeal, the RAD, per Member Rosalind Faucher, confirmed it.", "Member Rosalind Faucher", "judge"),
    ("With him on the brief were Ryan T. Halvorsen, Acting U.S. Attorney, and Jane M. Okonjo, Assistant U.S. Attorney.",
     "Jane M. Okonjo", "counsel"),
    # Scotland's sheriffs, the Philippines' Justices and clerk, an American clerk in capitals, a Kenyan
    # counsel holding brief, Spanish and Mexican judges, clerks and counsel, a French conseil's assessor
    ("SHERIFFDOM OF LOTHIAN AND BORDERS AT EDINBURGH\n\nNOTE BY SHERIFF ALASDAIR J MACRAE\n\nin the cause",
     "ALASDAIR J MACRAE", "judge"),
    ("In that case Sheriff Principal Dunnachie held that", "Sheriff Principal Dunnachie", "judge"),
    ("penned by Associate Justice Rosario V. Ylagan and concurred in by Associate Justices Ernesto P. Villamor and",
     "Ernesto P. Villamor", "judge"),
    ("By authority of the Court:\n\nMARIA TERESA B. LACSAMANA-UY\nDivision Clerk of Court", "MARIA TERESA B. LACSAMANA-UY",
     "clerk"),
    ("FILED\nMAY 14 2024\nROSALIND T. HAGGERTY, CLERK\nU.S. COURT OF APPEALS", "ROSALIND T. HAGGERTY", "clerk"),
    ("In the presence of:\nMr. Otieno for the Claimant\nMs. Chebet h/b for Mr. Mwangi for the Respondent", "Ms. Chebet",
     "counsel"),
    ("Vistos por mí, Dña. Inmaculada Serrano Ortiz, Magistrada-Juez del Juzgado de lo Penal nº 3 de Málaga,",
     "Dña. Inmaculada Serrano Ortiz", "judge"),
    ("de la que fue ponente el Excmo. Sr. D. Andrés Balaguer Soto, declaró", "Excmo. Sr. D. Andrés Balaguer Soto", "judge"),
    ("ante mí, el Letrado de la Administración de Justicia, D. Jacinto Peral Ugarte, doy fe.", "D. Jacinto Peral Ugarte",
     "clerk"),
    ("La actora, C. Ximena Treviño Garza, asistida por la Lic. Marcela Rendón Ibarra, compareció.",
     "Lic. Marcela Rendón Ibarra", "counsel"),
    ("M. Gilles MORVAN, Président Conseiller (S)\nMme Nadia CHÉRIF, Assesseur Conseiller (E)", "Mme Nadia CHÉRIF",
     "judge"),
    ("She admitted on cross-examination by Atty. Florante Quisumbing that", "Atty. Florante Quisumbing", "counsel"),
    ("We record our thanks to the lay members, Ms Fairclough and Mr Varma.", "Ms Fairclough", "judge"),
    # French benches and clerks by their labels, English appearances for a defendant by name, a
    # tribunal's member and a solicitor by their labels, a trial court presided over by its judge
    ("COMPOSITION DE LA COUR :\n\nPrésident : M. Jean-Philippe ORMIÈRES\nConseillers : Mme Claire VAUTRIN",
     "M. Jean-Philippe ORMIÈRES", "judge"),
    ("Président : M. Jean-Philippe ORMIÈRES\nConseillers : Mme Claire VAUTRIN\nM. Olivier SAINTE-ROSE",
     "Mme Claire VAUTRIN", "judge"),
    ("Greffière lors des débats et du prononcé : Mme Martine LEBAS", "Mme Martine LEBAS", "clerk"),
    ("Ms Priya Calloway for the Crown\nMr Tobias Wrenshaw for Thackeray\nMiss Oona Halliwell for Dunmore\n",
     "Mr Tobias Wrenshaw", "counsel"),
    ("Solicitor for the Respondent Mother: Ms Moravec, Nepean Legal Partners", "Ms Moravec", "counsel"),
    ("KOWHAI FREIGHT LIMITED\nRespondent\n\nMember of Authority: Philippa Corrigan\n", "Philippa Corrigan", "judge"),
    ("judgment of the Court of the Additional Sessions Judge, Dwarka Courts, New Delhi, presided over by Sh. Pradeep "
     "Malhotra, convicting", "Sh. Pradeep Malhotra", "judge"),
    ("the sentences are concurrent. Take them down.\n\nHHJ Farrant", "HHJ Farrant", "judge"),
    ("GROUNDS OF JUDGMENT\n\nDi hadapan: YA Dato' Haslinda binti Ismail, Hakim", "Haslinda binti Ismail", "judge"),
    ("MR R ADEYEMI appeared on behalf of the Appellant.", "MR R ADEYEMI", "counsel"),
    ("Shemalee Jayawardane, SSC for the 1st to 4th Respondents.", "Shemalee Jayawardane", "counsel"),
    ("The prosecution was conducted by Ms. Akello Grace, Resident State Attorney.", "Ms. Akello Grace", "counsel"),
    ("while the accused was represented on state brief by Mr. Kato Ronald.", "Mr. Kato Ronald", "counsel"),
    ("Laurel J. Brandt, under appointment by the Court of Appeal, for Defendant and Appellant.", "Laurel J. Brandt",
     "counsel"),
    ("As Kityo JSC emphasised in that case", "Kityo JSC", "judge"),
    ("After trial before Ms Carol Lai, Permanent Magistrate, the appellant was convicted.", "Ms Carol Lai", "judge"),
    ("The judgment is affirmed.\n\nMcKINLEY\nJ.\n\nWe concur:\n\nHOLLIS\nP. J.\n", "HOLLIS", "judge"),
    ("[8] The advocate depute, Ms Garvie, submitted that the directions were adequate.", "Ms Garvie", "counsel"),
    ("Mr. Tierney S.C., who appeared with Ms. Brosnan, argued the point.", "Ms. Brosnan", "counsel"),
    ("Orville T. Meeks, Law Office of Orville T. Meeks, Dallas, for Real Party in Interest.", "Orville T. Meeks",
     "counsel"),
    ("The trial court, the Honorable Ramona Whitfield, denied the motion.", "Honorable Ramona Whitfield", "judge"),
    ("representada por la Procuradora de los Tribunales Dña. Ana Isabel Ferrer Coll", "Dña. Ana Isabel Ferrer Coll",
     "counsel"),
    ("Letrada de la Administración de Justicia\nDña. Irene Lajusticia Moreno\n", "Dña. Irene Lajusticia Moreno",
     "clerk"),
])
def test_common_law_cues_give_judges_and_counsel_their_role(text, name, role):
    start = text.index(name)
    assert role_at(text, start, start + len(name)) == role


@pytest.mark.parametrize("text, name", [
    ("The pillion rider Ram Lal was injured. For the petitioner it was argued otherwise.", "Ram Lal"),
    ("Ram Lal ... Petitioner Versus State of Punjab ... Respondent", "Ram Lal"),
    ("PW-3, Harish Kumar Malhotra deposed that he came back with Lakha Singh.", "Lakha Singh"),
    ("In the evidence of Dhirajlal on behalf of the plaintiff in the matter", "Dhirajlal"),
    ("For the Petitioner : Mr. Y. V. Giri\n\nThe deceased, Sunita Devi, was found", "Sunita Devi"),
    ("The claimants produced two witnesses, namely Bhim Singh (PW-1), and Lalloo Mal", "Bhim Singh"),
    ("the statement of the accused Ramesh P. was recorded", "Ramesh"),
    ("Counsel for the accused questioned Mr Harish Malhotra about the knife", "Mr Harish Malhotra"),
    ("The defence examined DW-1 Mohan Lal for the defence and Ram Lal (PW-2) for the prosecution", "Mohan Lal"),
    ("The defence examined DW-1 Mohan Lal for the defence and Ram Lal (PW-2) for the prosecution", "Ram Lal"),
    ("Counsel for the appellant criticised the judge for relying on Mr Callum Strachan", "Mr Callum Strachan"),
    ("The father in person, assisted by a McKenzie friend, Mr Ollie Haskett", "Mr Ollie Haskett"),
    ("the witnesses Ramesh, J. Reddy and K. Rao replied", "Ramesh"),
    ("Represented by his General Attorney Sh. Prem Chand, S/o Sh. Suraj Bhan.", "Prem Chand"),
    ("The witness Ramesh Kumar, a lawyer by profession, saw the accident.", "Ramesh Kumar"),
    # a sentence that opens with a bench's word opens no bench
    ("Before we proceed, the injured-Jaibir, it is necessary to notice the plea.", "Jaibir"),
    ("Before the incident, Ramesh Kumar went home.", "Ramesh Kumar"),
    ("Present in the house were Ramesh Kumar and Sita.", "Ramesh Kumar"),
    ("Ante la negativa de Juan Pérez, el tribunal decidió.", "Juan Pérez"),
    # the party a counsel appears for
    ("Counsel for Mr Tan, Mr Victor Tan SC, argued that the payment came from the company.", "Mr Tan"),
    ("J. Okafor ........................ counsel for the accused Marc-André Thibodeau", "Marc-André Thibodeau"),
    # a petitioner two names before the respondent's post: a post names the name it follows only
    ("MARVIN ESTUARDO COJTÍ AJANEL; ROSA ELVIRA TZOC CHOX; B.C.T.,\n\nPetitioners,\n\nv.\n\nPAMELA J. WHITFIELD, "
     "Acting Attorney General,", "ROSA ELVIRA TZOC CHOX"),
    # the accused after a counsel's line that ends without a colon (no heading of counsel)
    ("Sh. Ajay Sehrawat, Ld. Counsel for accused Rakesh Yadav.\n              Ms. Ritu Dahiya, Ld. LAC for accused "
     "Sunil @ Sonu.\n\nJUDGMENT", "Sunil @ Sonu"),
    # the accused answering the president, a bank's adviser, a medical board's head
    ("Interrogé par M. le président, M. VASSEUR a admis savoir que son épouse travaillait.", "M. VASSEUR"),
    ("en qualité de témoin, Mme Nadia BELKACEM, conseillère bancaire, a été entendue", "Mme Nadia BELKACEM"),
    ("examined by the Medical Board of the hospital, presided over by Dr. S.K. Bansal, on 22.12.2022", "Dr. S.K. Bansal"),
    # a witness answering the counsel who asks, a party's job, a school's head
    ("une attestation de Mme Agnès de SAINT-AUBIN, directrice de l'école élémentaire fréquentée par Hugo",
     "Mme Agnès de SAINT-AUBIN"),
    ("Under cross-examination by learned Senior Counsel, Pa Udeh stated that he was not sure.", "Pa Udeh"),
    ("M. MARTIN, ingénieur, perçoit 4 100 euros. Mme DUPONT, assistante de direction à temps partiel, perçoit",
     "Mme DUPONT"),
])
def test_private_people_near_those_cues_get_no_role(text, name):
    start = text.index(name)
    assert role_at(text, start, start + len(name)) is None


def test_a_bench_list_shares_the_role_and_professionals_stay_named(engine):
    text = "Coram: P.V. Hardas & M.L. Tahaliyani, JJ. The complainant Sunita Devi W/o Ram Prasad deposed."
    people = {tuple(e.texts): (e.role, e.anonymize) for e in engine.analyze(text, AnalyzeOptions(language="en")).entities
              if e.category == "PERSON"}
    assert people[("P.V. Hardas",)] == people[("M.L. Tahaliyani",)] == ("judge", False)
    assert people[("Sunita Devi",)] == people[("Ram Prasad",)] == (None, True)


def _roles_assigned(text: str, guesses: dict[str, str | None]) -> dict[str, str | None]:
    """assign_roles over person candidates at each name's first occurrence, with NER's guessed role."""
    cands = [Candidate(text.index(name), text.index(name) + len(name), "PERSON", 0.8, "legal-ner", role=role)
             for name, role in guesses.items()]
    return {text[c.start:c.end]: c.role for c in assign_roles(sorted(cands, key=lambda c: c.start), text)}


@pytest.mark.parametrize("text, name", [
    ("In the matter between:\n\nSIPHO JEREMIAH MAHLANGU                  First Respondent\n", "SIPHO JEREMIAH MAHLANGU"),
    ("Between\n\nTan Wei Ming Benedict\n... Appellant\n", "Tan Wei Ming Benedict"),
    ("Coram: Veluppillai CJ\n\nTan Wei Ming Benedict v Goh Siew Lan and another\n", "Tan Wei Ming Benedict"),
    ("On perusal of EX.DW6/A against Reeta Verma and Manish Agrawal, his brother.", "Reeta Verma"),
])
def test_the_role_ner_guessed_alone_keeps_no_one_named(text, name):
    assert _roles_assigned(text, {name: "counsel"})[name] is None
    assert _roles_assigned(text, {name: "judge"})[name] is None
    # what the context says still stands, whatever NER guessed
    assert _roles_assigned(f"Mr {name}, learned counsel for the petitioner, argued.", {name: None})[name] == "counsel"


def test_a_list_of_names_does_not_run_on_past_a_blank_line():
    text = "Coram: Ramesh Veluppillai CJ, Judith Prakashan-Lee JCA and Yap Hui Ling\n\nTan Wei Ming Benedict v Goh\n"
    roles = _roles_assigned(text, {"Ramesh Veluppillai": None, "Judith Prakashan-Lee": None, "Yap Hui Ling": None,
                                   "Tan Wei Ming Benedict": None})
    assert roles["Yap Hui Ling"] == "judge" and roles["Tan Wei Ming Benedict"] is None, roles


def test_a_judges_mark_ends_the_name_before_the_next_sentence(engine):
    text = ("See R. v. Pelletier-Grant, 2019 ONCA 412, per Hollingsworth J.A. Sentencing ranges are guidelines, and "
            "sentencing is individual: Faryna v. Chorny, [1952] 2 D.L.R. 354, per O'Halloran J.A. Applying that test, "
            "Mr Ravi J.A. Kumar was cross-examined.")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    assert standing_of(result, "Hollingsworth") == ("judge", False)
    assert standing_of(result, "O'Halloran") == ("judge", False)
    assert entity_of(result, "Mr Ravi J.A. Kumar")["anonymize"]


def test_the_party_a_counsel_appears_for_and_a_clauses_subject_share_no_role(engine):
    text = ("Me Marc-Antoine DUBOIS, conseil de Kevin BONNET, et Me Sarah BENHAMOU, conseil de Dylan BONNET, ont été "
            "entendus.")
    result = engine.analyze(text, AnalyzeOptions(language="fr")).to_dict()
    assert standing_of(result, "Kevin BONNET") == (None, True)
    assert standing_of(result, "Me Sarah BENHAMOU") == ("counsel", False)
    text = ("[9] Under cross-examination by learned counsel for the plaintiff, Encik Arvind Sivalingam, Mr Lim conceded "
            "that there was no written agreement. Mr Lim Chee Keong is the first defendant.")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    assert standing_of(result, "Mr Lim") == (None, True)
    assert standing_of(result, "Encik Arvind Sivalingam") == ("counsel", False)


def test_french_and_spanish_benches_clerks_and_prosecutors_by_their_labels(engine):
    text = ("Président : M. Laurent PERRIN, vice-président\nMinistère public : Mme Camille ROUX, substitut du procureur "
            "de la République\nGreffier : M. Yannick LE GOFF\n\nStatuant à nouveau, le tribunal entend le prévenu Kevin BONNET.")
    result = engine.analyze(text, AnalyzeOptions(language="fr")).to_dict()
    assert standing_of(result, "Mme Camille ROUX") == ("counsel", False)
    assert standing_of(result, "M. Yannick LE GOFF") == ("clerk", False)
    assert standing_of(result, "Kevin BONNET") == (None, True)
    assert "Statuant" not in people_of(result)
    text = ("ILMOS. SRES. MAGISTRADOS:\nD. FERNANDO RUIZ MEDINA, Presidente\nDña. MARÍA JOSÉ CASTILLO ORTEGA\n"
            "D. ANDRÉS VILLALOBOS SANZ, Ponente\n\n"
            "PRIMERO.- Por la Magistrada-Juez del Juzgado de Primera Instancia nº 7 de Sevilla, Dña. Lucía Herrera Bravo, "
            "se dictó sentencia, siendo Ponente el Excmo. Sr. D. Tomás Arjona Villar. La demanda de D. Juan Pérez García.")
    result = engine.analyze(text, AnalyzeOptions(language="es")).to_dict()
    for judge in ("Dña. MARÍA JOSÉ CASTILLO ORTEGA", "D. ANDRÉS VILLALOBOS SANZ", "Dña. Lucía Herrera Bravo",
                  "Excmo. Sr. D. Tomás Arjona Villar"):
        assert standing_of(result, judge) == ("judge", False), judge
    assert standing_of(result, "D. Juan Pérez García") == (None, True)
    assert not {"ILMOS", "Ponente", "SRES. MAGISTRADOS"} & people_of(result)


def test_benches_counsel_and_signatures_of_other_spanish_and_french_speaking_courts(engine):
    text = ("Excmos. Sres. y Excma. Sra.\nD. Fernando Ibarra Solís\nDña. Carmen Olmedo Prats\n\n"
            "La Sala, integrada por los magistrados Hernando Vélez Saavedra y la magistrada Adriana Lucía Bermúdez "
            "Osorio, quien la preside, profiere. La demandante Rosa Díaz Mora, representada por el abogado don Marcelo "
            "Andrade Ruiz, recurre. Previo informe de la Fiscal Judicial doña Lorena Sepúlveda Araya. Formalizado por "
            "la LETRADA Dña. NURIA CAMPOS VIDAL. Pronunciado por la Corte Suprema integrada por los Ministros Sr. Arturo "
            "Pizarro B., Sr. Gonzalo Rebolledo A. y el Abogado Integrante Sr. Cristián Larraín E.\n\n"
            "ADRIANA LUCÍA BERMÚDEZ OSORIO\nMagistrada\n\nMARTHA CECILIA RINCÓN DUQUE\nSecretaria General\n")
    result = engine.analyze(text, AnalyzeOptions(language="es")).to_dict()
    for judge in ("D. Fernando Ibarra Solís", "Dña. Carmen Olmedo Prats", "Adriana Lucía Bermúdez Osorio",
                  "ADRIANA LUCÍA BERMÚDEZ OSORIO", "Sr. Arturo Pizarro B.", "Sr. Gonzalo Rebolledo A.",
                  "Sr. Cristián Larraín E."):
        assert standing_of(result, judge) == ("judge", False), judge
    for counsel in ("don Marcelo Andrade Ruiz", "doña Lorena Sepúlveda Araya", "LETRADA Dña. NURIA CAMPOS VIDAL"):
        assert standing_of(result, counsel) == ("counsel", False), counsel
    assert standing_of(result, "MARTHA CECILIA RINCÓN DUQUE") == ("clerk", False)
    assert standing_of(result, "Rosa Díaz Mora") == (None, True)
    text = ("M. Bertrand Dallemagne, président\nM. Pierre-Alain Verdier, rapporteur\nMme Sophie Vallée, rapporteure "
            "publique\n\nM. Ouedraogo demande l'annulation.\n\nLe rapporteur :\nSigné : M. Pierre-Alain Verdier\n\n"
            "La secrétaire :\nSigné : Mme Nadia Belkhir\n\nJuge : Véronique MOREAU\n")
    result = engine.analyze(text, AnalyzeOptions(language="fr")).to_dict()
    for judge in ("M. Pierre-Alain Verdier", "Mme Sophie Vallée", "Véronique MOREAU"):
        assert standing_of(result, judge) == ("judge", False), judge
    assert standing_of(result, "Mme Nadia Belkhir") == ("clerk", False)
    assert standing_of(result, "M. Ouedraogo") == (None, True)


def test_a_bench_one_magistrate_a_line_with_the_president_in_brackets_and_a_surname_that_is_a_stop_word(engine):
    text = ("Ilmos. Sres. Magistrados:\nD. JOAN PERE VIDAL ROCA (Presidente)\nDña. MARÍA DEL PILAR ESCOBAR GUIJARRO\n"
            "D. ALBERTO RUIZ DE ARANA MIRÓ (Ponente)\n\nEn Barcelona, a 3 de abril de 2025. La demandada, Dña. Rosa "
            "Ibáñez León, asistida por el Letrado D. Xavier Puig Sala.")
    result = engine.analyze(text, AnalyzeOptions(language="es")).to_dict()
    for judge in ("D. JOAN PERE VIDAL ROCA", "Dña. MARÍA DEL PILAR ESCOBAR GUIJARRO", "D. ALBERTO RUIZ DE ARANA MIRÓ"):
        assert standing_of(result, judge) == ("judge", False), judge
    assert standing_of(result, "Letrado D. Xavier Puig Sala") == ("counsel", False)
    assert standing_of(result, "Dña. Rosa Ibáñez León") == (None, True)
    text = "Mr. V. M. More a/w Mr. P. Kulkarni, Advocates for the Petitioners.\n\n6. Mr. More submitted. Mr G.D. She said."
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    assert entity_of(result, "Mr. V. M. More") is entity_of(result, "Mr. More")
    assert "Mr G.D." in people_of(result)


def test_a_party_in_a_list_of_appearances_on_his_own_behalf_is_no_counsel(engine):
    text = ("Karen Yu ........................ counsel for the respondent mother, R.M.\n"
            "J.T. ..................................................... on his own behalf\n\n"
            "[13] The father, J.T., works in construction. I thank counsel and J.T. for their courtesy.")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    assert standing_of(result, "J.T.") == (None, True)


def test_a_person_the_decision_once_calls_private_is_no_professional_in_any_mention(engine):
    """A role given by one mention (a list of counsel) kept a person named in every mention; a mention
    the context calls private ("the witness X", "accused X", a witness's number) now outweighs it."""
    text = ("Mr. A. Rajput, Mr. P.G. Chavan and Mr. M. Khandeparkar, Advocates for the petitioners.\n\n"
            "JUDGMENT\n\n1. The witness Mr. M. Khandeparkar said that he saw the accident.")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    assert standing_of(result, "Mr. M. Khandeparkar") == (None, True)
    assert standing_of(result, "Mr. P.G. Chavan") == ("counsel", False)


def test_an_appeal_tribunals_bench_in_capitals_one_member_a_line(engine):
    text = ("Before\n\nHIS HONOUR JUDGE MARTIN BEAUMONT-HALE\nMS DOROTHY FAIRCLOUGH\nMR SUNIL VARMA\n\n"
            "(SITTING ALONE)\n\n1. The claimant, Mrs Adaeze Ademola, appeals.")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    for member in ("MS DOROTHY FAIRCLOUGH", "MR SUNIL VARMA"):
        assert standing_of(result, member) == ("judge", False), member
    assert standing_of(result, "Mrs Adaeze Ademola") == (None, True)


def test_a_police_officer_beside_the_prosecutor_is_not_counsel(engine):
    text = ("STATE (GOVT. OF NCT OF DELHI)            ..... Respondent\n"
            "Through: Mr. Anupam Rao, APP for the State with SI Pradeep Tomar, PS Sultanpuri\n\n"
            "The statement was recorded by SI Pradeep Tomar (PW-14).")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    assert entity_of(result, "Mr. Anupam Rao")["role"] == "counsel"
    officer = entity_of(result, "SI Pradeep Tomar")
    assert officer["role"] is None and officer["anonymize"]


def test_a_list_runs_on_to_a_wrapped_line_but_not_to_the_next_sentence_line(engine):
    wrapped = ("Union Of India & Ors                       ..... Respondents\n"
               "                     Ms. Ruchi Sindhwani with Ms. Bandana\n"
               "                     Shukla, Advocate for R-2\n")
    result = engine.analyze(wrapped, AnalyzeOptions(language="en")).to_dict()
    assert entity_of(result, "Ms. Ruchi Sindhwani")["role"] == "counsel"
    prose = ("The First Respondent father in person, assisted by a McKenzie friend, Mr Ollie Haskett\n"
             "Mr Yusuf Demirci (instructed by Pinnock & Rees) for the Children's Guardian\n")
    result = engine.analyze(prose, AnalyzeOptions(language="en")).to_dict()
    assert entity_of(result, "Mr Yusuf Demirci")["role"] == "counsel"
    friend = entity_of(result, "Mr Ollie Haskett")
    assert friend["role"] is None and friend["anonymize"]


def test_an_english_bench_one_judge_a_line_closed_by_and_is_a_bench(engine):
    text = ("Before:\n\nLORD JUSTICE HALLORAN\nLADY JUSTICE FENWICK-MOORE\nand\nSIR GARETH ABERNETHY\n\n"
            "Between:\n\nDESMOND OKAFOR-LLOYD\nClaimant/Appellant\n\nThe Court of Appeal of Victoria (Ashby-Crane P, Kirk, "
            "Mullins and Derrington-Hale JJA) dismissed the appeal.")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    for judge in ("SIR GARETH ABERNETHY", "Mullins"):
        assert standing_of(result, judge) == ("judge", False), judge
    assert entity_of(result, "DESMOND OKAFOR-LLOYD")["anonymize"]


def test_post_nominal_letters_are_not_initials_of_the_name(engine):
    text = "Ms. Gráinne Lenihan S.C. appeared for the defendants. The claim of Mr. Tom Brady SC failed."
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    assert entity_of(result, "Mr. Tom Brady SC")["replacement"] == "T.B."


def test_a_spanish_list_joined_by_y_el_before_a_title_is_two_judges(engine):
    text = ("La Sala estaba compuesta por los siguientes jueces, a saber, el Sr. R. Ryssdal, el Sr. F. Bigi, "
            "el Sr. A. B. Baka y el Sr. J. Makarczyk (artículo 43). José Ortega y Gasset escribió.")
    result = engine.analyze(text, AnalyzeOptions(language="es")).to_dict()
    baka, makarczyk = entity_of(result, "Sr. A. B. Baka"), entity_of(result, "Sr. J. Makarczyk")
    assert baka is not makarczyk and {baka["role"], makarczyk["role"]} == {"judge"}


def test_a_title_touching_an_initial_without_its_dot(engine):
    text = "pour le Gouvernement MM. C. Whomersley, agent, J. Crow, conseil, MmeJ.-A. Mackenzie, conseillère;"
    result = engine.analyze(text, AnalyzeOptions(language="fr")).to_dict()
    assert (entity_of(result, "MmeJ.-A. Mackenzie")["role"], entity_of(result, "MmeJ.-A. Mackenzie")["anonymize"]) \
        == ("counsel", False)


def test_a_word_of_a_persons_name_that_ner_called_a_body_is_the_persons(engine):
    text = ("WAKEFIELD, Circuit Judge: Dolores Quintanilla-Brewster worked as an investigator. The email refers "
            "to \"the Dolores problem.\"")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    assert entity_of(result, "Dolores")["category"] == "PERSON" and entity_of(result, "Dolores")["anonymize"]


def test_a_judge_named_with_a_comma_and_his_mark_is_found_and_kept(engine):
    text = ("Coram: A.S. Chandurkar, J.  Date of hearing: 3 May 2011\n"
            "Shah, J., after reading the relevant portion, agreed. In Pritam Kaur v. Surjit Singh, Sandhawalia, "
            "C.J. presiding over a Full Bench traced the rule. Thus, J. Smith said.")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    for judge in ("A.S. Chandurkar", "Shah", "Sandhawalia"):
        assert standing_of(result, judge) == ("judge", False), judge
    # the parties of the case cited before the judge are not on his bench: the title is a reference
    assert not any("Surjit" in v["text"] for e in result["entities"] for v in e["variants"])
    assert entity_of(result, "J. Smith")["anonymize"]


def test_counsel_with_initials_written_without_dots(engine):
    text = ("For the petitioner : Mr. Aman Sinha, Sr Adv Mr. N Mozika, Adv Mr. Sanjay K Pathak, Adv\n"
            "Smt. Sunita K Sharma deposed that Mr R K Mehra was there.")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    assert entity_of(result, "Mr. Sanjay K Pathak")["role"] == "counsel"
    assert entity_of(result, "Mr. N Mozika")["role"] == "counsel"
    assert entity_of(result, "Smt. Sunita K Sharma")["anonymize"]
    assert entity_of(result, "Mr R K Mehra")["replacement"] == "R.K.M."


def test_counsel_in_a_bracket_column_share_the_party_on_its_middle_line(engine):
    text = ("Present\n\nMr.Rajesh Yadav\t\t\t\t\t)\nMr.Prateek Kasliwal\t\t\t\t)- for the petitioners\n"
            "Mr.Pushkar Taimni\t\t\t\t)\n\n\nMr.Ashish Tiwari\t\t\t\t\t)\nMs.Sneha Singh\t\t\t\t\t)\n"
            "Mr.Prateek Mathur\t\t\t\t)-for the respondents.\nMr.Angad Mirdha\t\t\t\t\t)\nMr.Jai Lodha\t\t\t\t\t)\n"
            "Order\n\nThe deceased Ramesh Chand was found near the well.\n")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    for name in ("Mr.Rajesh Yadav", "Mr.Prateek Kasliwal", "Mr.Pushkar Taimni", "Mr.Ashish Tiwari", "Ms.Sneha Singh",
                 "Mr.Prateek Mathur", "Mr.Angad Mirdha", "Mr.Jai Lodha"):
        assert standing_of(result, name) == ("counsel", False), name
    assert entity_of(result, "Ramesh Chand")["anonymize"]


@pytest.mark.parametrize("text, counsel", [
    ("Ms Anna Clarke (instructed by Bindmans LLP) for the Claimant.\n", "Ms Anna Clarke"),
    ("ARGUED: Mary Smith, OFFICE OF THE FEDERAL PUBLIC DEFENDER, Baltimore, Maryland, for Appellant.", "Mary Smith"),
    ("ON BRIEF: Kevin Jones, UNITED STATES ATTORNEY, for Appellee.", "Kevin Jones"),
])
def test_counsel_named_with_an_office_or_for_a_claimant_or_appellee(engine, text, counsel):
    """An American brief names counsel with their office and city before "for Appellant"; English
    civil cases have claimants."""
    result = engine.analyze(text + "\nThe defendant, Tyrone Barksdale, was convicted.", AnalyzeOptions(language="en")).to_dict()
    assert standing_of(result, counsel) == ("counsel", False)
    assert standing_of(result, "Tyrone Barksdale") == (None, True)


def test_an_american_panels_circuit_judge_is_a_judge(engine):
    text = "Before SMITH, Chief Judge, and JONES and GARCIA, Circuit Judges.\n\nThe defendant, Tyrone Barksdale, was convicted."
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    assert standing_of(result, "GARCIA") == ("judge", False)
    assert standing_of(result, "Tyrone Barksdale") == (None, True)


def test_a_spanish_procurator_and_lawyer_are_counsel(engine):
    text = ("Visto el recurso interpuesto por Don Carlos Fernández Díaz, representado por la Procuradora "
            "Dña. Elena Martín y asistido por el Letrado D. Luis Moreno.")
    result = engine.analyze(text, AnalyzeOptions(language="es")).to_dict()
    assert standing_of(result, "Procuradora Dña. Elena Martín") == ("counsel", False)
    assert standing_of(result, "Letrado D. Luis Moreno") == ("counsel", False)
    assert standing_of(result, "Don Carlos Fernández Díaz") == (None, True)


@pytest.mark.parametrize("text, counsel", [
    ("Appellant By : Mr. Etwa Munda. Respondent By : Mr. K. N. Ganesh.", "Mr. K. N. Ganesh"),
    ("Mr. Tushar Mehta, Solicitor General,\n          Assisted by Mr. K. Ramasamy.\n", "Mr. K. Ramasamy"),
])
def test_counsel_after_a_capitalised_by(engine, text, counsel):
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    assert standing_of(result, counsel) == ("counsel", False)


def test_a_name_ends_at_a_columns_edge(engine):
    """The post in the next column is no part of the name ("R.J.S.G." replaced "Special Govt" too);
    a lone tab between a name's words is kept in it."""
    text = "Advocate General \t\t\t\tAssisted by \t\t\t\tMr.R. Janakiramulu \t\t\t\tSpecial Govt. Pleader\nMr. John\tSmith sued."
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    assert standing_of(result, "Mr.R. Janakiramulu") == ("counsel", False)
    assert entity_of(result, "Mr. John\tSmith")["anonymize"]


@pytest.mark.parametrize("text, judge", [
    ("which was pending before the court of Sh. R. L. Meena, Ld. Civil Judge, Delhi in which the suit was filed.",
     "Sh. R. L. Meena"),
    ("IN THE COURT OF SH. NAROTTAM KAUSHAL, SPECIAL JUDGE (PC Act)-05, (ACB), DELHI\n", "SH. NAROTTAM KAUSHAL"),
    ("Dr. PS MALIK Addl. Sessions Judge N/E Karkardooma Courts, Delhi\n", "Dr. PS MALIK"),
    ("under the signatures of Sri U. S. Narain, Addl. Sub-Divisional Magistrate, who issued them.", "Sri U. S. Narain"),
    ("He was tried under sections 420 and 471 in the Court of Sri Maharaj Singh in respect of the offences.",
     "Sri Maharaj Singh"),
])
def test_a_trial_judge_named_with_a_learned_or_capitalised_post(engine, text, judge):
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    assert standing_of(result, judge) == ("judge", False)


def test_a_lower_case_adv_glued_to_for_is_counsel_and_advised_is_not(engine):
    text = ("Mrs. Anita Agarwal, adv.for the appellant in F.A.1081/1999.\n"
            "The accused Ramesh Kumar, advised by his brother, confessed.")
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    assert standing_of(result, "Mrs. Anita Agarwal") == ("counsel", False)
    assert standing_of(result, "Ramesh Kumar") == (None, True)


@pytest.mark.parametrize("text, counsel, private", [
    # Karnataka and Kerala preambles: "[By Sri.X & Sri.Y, Advs.]", "R By Sri.X", "R1 Byadv.Sri.X"; Bombay's
    # "Shri X along with Shri Y ... for the Petitioner"; in prose "along with" marks no one
    ("... Appellants  [By Sri.C.H.Hanumantharaja & Sri.R.P.Chandrashekar, Advs.]\n"
     "R By Sri.M.A.George                 R1 Byadv.Sri. P.C.Chacko\n"
     "       -       Shri A.A. Kumbhakoni along with Shri Ravi Gurnani i/by Shri Mehta for the Petitioner.\n\n"
     "The accused along with Shri Ramesh Kumar went to the shop.",
     ("Sri.C.H.Hanumantharaja", "Sri.R.P.Chandrashekar", "Sri.M.A.George", "Sri. P.C.Chacko", "Shri A.A. Kumbhakoni",
      "Shri Ravi Gurnani"), "Shri Ramesh Kumar"),
    # a table of appearances: a column's gap before the title, an adjective before the party, the amicus
    ("Appearances      For The Plaintiff             Mr. Denzil D'Mello\n"
     "\tFor Contesting Respondents      :  Mr.N.G.R.Prasad\n\tAmicus Curiae : Mr.P.N.Prakash\n\n"
     "The plaintiff for the petitioner Ramesh Kumar deposed.",
     ("Mr. Denzil D'Mello", "Mr.N.G.R.Prasad", "Mr.P.N.Prakash"), "Ramesh Kumar"),
    # a name wrapped at a line's end: its rest on the next line is counsel too (and no list of names,
    # one a line, is read as one name)
    ("Heard Mr. Anil Kumar\n   Kamboj, counsel for the petitioner, and Mr. Kshitij\n   Mittal & Mr. Anshul Mittal, "
     "Advocates.\n\nAppellant\nJonathan Wrexham KC\nSophie Tulloch\n(Instructed by Northgate Council)\n\n"
     "The accused Harish Malhotra was present.",
     ("Mr. Anil Kumar", "Kamboj", "Mr. Kshitij", "Mittal", "Jonathan Wrexham KC", "Sophie Tulloch"), "Harish Malhotra"),
    # a minor's guardian "represented by" is kin, not counsel
    ("1. Master Rohit, minor, represented by Sri Mohan Lal, his father and natural guardian.  ...Petitioner\n"
     "(By Sri K. Ramesh, Advocate)", ("Sri K. Ramesh",), "Sri Mohan Lal"),
    # counsel named first, then the party counsel appears for: the party is no counsel, in the list of
    # appearances or in prose ("Ld. Counsel for accused X argued"), where counsel would have a title
    ("K. Lindberg ........................................................ counsel for the Crown\n"
     "J. Okafor ........................ counsel for the accused Marc-André Thibodeau\n\n"
     "[1] I found Marc-André Thibodeau guilty.", ("K. Lindberg", "J. Okafor"), "Marc-André Thibodeau"),
    ("Appearances:  Sh. Naresh Kumar Gaur, Ld. Addl. PP for the State.\n"
     "              Sh. Ajay Sehrawat, Ld. Counsel for accused Rakesh Yadav.\n\n"
     "9. Ld. Counsel for accused Rakesh Yadav argued that PW-2 lied.", ("Sh. Naresh Kumar Gaur", "Sh. Ajay Sehrawat"),
     "Rakesh Yadav"),
    ('The appellant, Mr Raymond Tan Wei Ming, appeals. Counsel for Mr Tan, Mr Victor Tan SC, argued.',
     ("Mr Victor Tan SC",), "Mr Raymond Tan Wei Ming"),
    # a counsel's title may open the line after "assisted by"
    ("^Mr.  N.R.  Chandran, Advocate General, assisted by\nMr.  P.  Venkatasubramanian for the State.\n\n"
     "The accused Harish Malhotra was present.", ("Mr.  N.R.  Chandran", "Mr.  P.  Venkatasubramanian"), "Harish Malhotra"),
])
def test_counsel_lines_of_common_law_preambles(engine, text, counsel, private):
    result = engine.analyze(text, AnalyzeOptions(language="en")).to_dict()
    for name in counsel:
        assert standing_of(result, name) == ("counsel", False), name
    assert standing_of(result, private) == (None, True)
