// UI strings in English and French; Word's display language picks one.

const STRINGS = {
  en: {
    title: "Nomen", analyze: "Analyze", apply: "Apply", applyHere: "Replace in this document (tracked)",
    highlightAll: "Highlight all", clearHighlights: "Clear highlights", addSelection: "Add selection",
    split: "Split off", search: "Search terms", allCategories: "All categories",
    sortAppearance: "Sort by order of appearance", sortCount: "Sort by frequency", allOn: "All on", allOff: "All off",
    categoryFilter: "Category", progress: "Progress", cancel: "Cancel",
    emptyHint: "Analyze reads this document and lists the names and details to anonymize.",
    replacement: "Replacement for {term}", occurrences: "{count} occurrences", variants: "Variants of {term}",
    include: "Anonymize {term}", includeVariant: "Anonymize the variant {term}", select: "Find {term} in the document",
    expand: "Show variants of {term}", collision: "Same replacement as another person",
    ambiguous: "Name shared by several people", reading: "Reading the document…", analyzing: "Analyzing…",
    applying: "Applying…", found: "{count} entities found, {on} proposed.", restored: "Your earlier choices were restored.",
    serverDown: "Nomen’s server is not answering on this computer. It normally starts when you log in: "
      + "ask IT to start it, then click Analyze again.",
    nothingSelected: "Select a word or name in the document first.", added: "Added “{term}”.",
    applied: "Applied; the result is below.",
    appliedLeak: "Applied, but names are still in the copy: {count}. See below.",
    trackUnsupported: "This version of Word cannot track changes from an add-in; use Apply instead.",
    role: "{role}",
    caseId: "Case (documents of one case share their initials)", settings: "Settings",
    keepTitles: "Keep titles in front of my replacements (“Ms A”, not “A”)",
    replacedHere: "{count} terms replaced in this document, as tracked changes.",
    undoReplace: "Undo the replacements", undone: "The replacements were undone.",
    undoUnsupported: "This version of Word cannot undo from an add-in: reject the changes in Review.",
    more: "More", commands: "Commands", rowMenu: "More for {term}",
    nextOccurrence: "Next occurrence", mergeWith: "Merge with…", mergeInto: "Merge", mergeTitle: "Merge with “{term}”",
    mergeLabel: "The same person, body or thing", splitOff: "Split off…", splitTitle: "Split off from “{term}”",
    splitWhich: "A variant that is someone else",
    preview: "Preview", previewLabel: "The decision as it will be published",
    entities: "Proposals", groupOn: "To anonymize ({count})", groupKept: "Kept as written ({count})", shown: "{shown} of {total} shown",
    kept_professionals: "Judges and counsel", kept_bodies: "Courts and bodies", kept_people: "People",
    kept_dates: "Dates", kept_places: "Places", kept_amounts: "Amounts", kept_numbers: "Numbers and addresses",
    kept_other: "Other", occurrencesOf: "Occurrences of {term}",
    occurrenceShow: "Show in the document:",
    part_body: "text", part_header: "header", part_footer: "footer", part_footnote: "footnote",
    part_endnote: "endnote", part_comment: "comment", part_properties: "document properties",
    occurrence: "{count} occurrence",
    suggestions: "Suggested list entries", accept: "Add to the {list} list", noSuggestions: "No suggestions yet.",
    exclusion: "exclusion", inclusion: "inclusion", acceptedTerm: "“{term}” added to the {list} list.",
    result: "Result of Apply",
    summaryOpened: "{replaced} replacements of {terms} terms; the anonymized copy was opened.",
    summaryNotOpened: "{replaced} replacements of {terms} terms; the anonymized copy could not be opened.",
    noResidual: "No name of an anonymized person was found in the copy.",
    residualHeading: "Names still in the anonymized copy: {count}",
    residualHint: "Do not share the copy yet: tick or add these names, then Apply again.",
    residualItem: "“{term}” — {where}", whereUnknown: "elsewhere in the file", show: "Show",
    showLabel: "Show “{term}” in the document",
    notInBody: "“{term}” is not in the main text; it is in: {where}.",
    uncheckedHeading: "Check by eye: {items}", uncheckedHint: "Nomen cannot read these; look at them in the copy.",
    details: "Details",
  },
  fr: {
    title: "Nomen", analyze: "Analyser", apply: "Appliquer", applyHere: "Remplacer dans ce document (suivi)",
    highlightAll: "Tout surligner", clearHighlights: "Effacer le surlignage", addSelection: "Ajouter la sélection",
    split: "Séparer", search: "Rechercher", allCategories: "Toutes les catégories",
    sortAppearance: "Trier par ordre d’apparition", sortCount: "Trier par fréquence", allOn: "Tout cocher",
    allOff: "Tout décocher", categoryFilter: "Catégorie", progress: "Progression", cancel: "Annuler",
    emptyHint: "Analyser lit ce document et liste les noms et les données à anonymiser.",
    replacement: "Remplacement de {term}", occurrences: "{count} occurrences", variants: "Variantes de {term}",
    include: "Anonymiser {term}", includeVariant: "Anonymiser la variante {term}",
    select: "Trouver {term} dans le document", expand: "Voir les variantes de {term}",
    collision: "Même remplacement qu’une autre personne", ambiguous: "Nom porté par plusieurs personnes",
    reading: "Lecture du document…", analyzing: "Analyse…", applying: "Application…",
    found: "{count} entités trouvées, {on} proposées.", restored: "Vos choix précédents ont été restaurés.",
    serverDown: "Le serveur de Nomen ne répond pas sur cet ordinateur. Il démarre d’ordinaire à l’ouverture de "
      + "session : demandez au service informatique de le lancer, puis cliquez à nouveau sur Analyser.",
    nothingSelected: "Sélectionnez d’abord un mot ou un nom dans le document.", added: "« {term} » ajouté.",
    applied: "Appliqué ; le résultat est ci-dessous.",
    appliedLeak: "Appliqué, mais des noms restent dans la copie : {count}. Voir ci-dessous.",
    trackUnsupported: "Cette version de Word ne permet pas le suivi des modifications par un complément ; utilisez Appliquer.",
    role: "{role}",
    caseId: "Dossier (les décisions d’un même dossier partagent leurs initiales)", settings: "Paramètres",
    keepTitles: "Garder les titres devant mes remplacements (« Mme A », pas « A »)",
    replacedHere: "{count} termes remplacés dans ce document, en modifications suivies.",
    undoReplace: "Annuler les remplacements", undone: "Les remplacements ont été annulés.",
    undoUnsupported: "Cette version de Word ne permet pas d’annuler depuis un complément : refusez les modifications dans Révision.",
    more: "Plus", commands: "Commandes", rowMenu: "Plus pour {term}",
    nextOccurrence: "Occurrence suivante", mergeWith: "Fusionner avec…", mergeInto: "Fusionner",
    mergeTitle: "Fusionner avec « {term} »", mergeLabel: "La même personne, le même organisme ou la même chose",
    splitOff: "Séparer…", splitTitle: "Séparer de « {term} »",
    splitWhich: "Une variante qui est quelqu’un d’autre",
    preview: "Aperçu", previewLabel: "La décision telle qu’elle sera publiée",
    entities: "Propositions", groupOn: "À anonymiser ({count})", groupKept: "Conservés tels quels ({count})",
    shown: "{shown} sur {total} affichés",
    kept_professionals: "Juges et avocats", kept_bodies: "Juridictions et organismes", kept_people: "Personnes",
    kept_dates: "Dates", kept_places: "Lieux", kept_amounts: "Montants", kept_numbers: "Numéros et adresses",
    kept_other: "Autres", occurrencesOf: "Occurrences de {term}",
    occurrenceShow: "Afficher dans le document :",
    part_body: "texte", part_header: "en-tête", part_footer: "pied de page", part_footnote: "note de bas de page",
    part_endnote: "note de fin", part_comment: "commentaire", part_properties: "propriétés du document",
    occurrence: "{count} occurrence",
    suggestions: "Entrées de liste suggérées", accept: "Ajouter à la liste {list}", noSuggestions: "Aucune suggestion.",
    exclusion: "d’exclusion", inclusion: "d’inclusion", acceptedTerm: "« {term} » ajouté à la liste {list}.",
    result: "Résultat de l’application",
    summaryOpened: "{replaced} remplacements pour {terms} termes ; la copie anonymisée a été ouverte.",
    summaryNotOpened: "{replaced} remplacements pour {terms} termes ; la copie anonymisée n’a pas pu être ouverte.",
    noResidual: "Aucun nom d’une personne anonymisée n’a été trouvé dans la copie.",
    residualHeading: "Noms encore présents dans la copie anonymisée : {count}",
    residualHint: "Ne diffusez pas encore la copie : cochez ou ajoutez ces noms, puis appliquez à nouveau.",
    residualItem: "« {term} » — {where}", whereUnknown: "ailleurs dans le fichier", show: "Afficher",
    showLabel: "Afficher « {term} » dans le document",
    notInBody: "« {term} » n’est pas dans le corps du texte ; il se trouve dans : {where}.",
    uncheckedHeading: "À vérifier à l’œil : {items}",
    uncheckedHint: "Nomen ne peut pas les lire ; regardez-les dans la copie.",
    details: "Détails",
  },
};

// Categories and roles as the clerk reads them (the API's codes, server/api/openapi.json, never shown).
const CATEGORIES = {
  en: { PERSON: "Person", ORG: "Organisation", LOC: "Place", DATE_OF_BIRTH: "Date of birth", DATE: "Date",
    PHONE: "Phone number", EMAIL: "E-mail address", ADDRESS: "Address", POSTAL_CODE: "Postcode",
    NATIONAL_ID: "Identity number", BANK_ACCOUNT: "Bank account", CARD_NUMBER: "Card number",
    LICENCE_PLATE: "Number plate", CASE_NUMBER: "Case number", URL: "Web address", IP_ADDRESS: "IP address",
    AMOUNT: "Amount", GROUP: "Group (nationality, religion…)", OTHER: "Other" },
  fr: { PERSON: "Personne", ORG: "Organisation", LOC: "Lieu", DATE_OF_BIRTH: "Date de naissance", DATE: "Date",
    PHONE: "Téléphone", EMAIL: "Adresse électronique", ADDRESS: "Adresse", POSTAL_CODE: "Code postal",
    NATIONAL_ID: "Numéro d’identité", BANK_ACCOUNT: "Compte bancaire", CARD_NUMBER: "Numéro de carte",
    LICENCE_PLATE: "Immatriculation", CASE_NUMBER: "Numéro de dossier", URL: "Adresse web", IP_ADDRESS: "Adresse IP",
    AMOUNT: "Montant", GROUP: "Groupe (nationalité, religion…)", OTHER: "Autre" },
};
const ROLES = {
  en: { judge: "judge", counsel: "counsel", clerk: "registrar or clerk", agent: "agent", expert: "expert",
    court: "court" },
  fr: { judge: "juge", counsel: "avocat", clerk: "greffier", agent: "agent", expert: "expert", court: "juridiction" },
};

// The server's errors by their stable `code` (server/api/errors.py), in the clerk's words; an
// unknown code shows the server's own (English) message.
const ERRORS = {
  en: {
    invalid_request: "The pane sent the server a request it could not read. Please report this.",
    invalid_document: "Nomen cannot open this document.",
    not_a_docx: "This file is not a Word document (.docx) Nomen can open. Save it as .docx, without password "
      + "or macros, and try again.",
    corrupt_document: "The document is damaged. Open it in Word, save it again as .docx, and try again.",
    document_too_large: "The document is too large for Nomen. Split it into parts and anonymize each.",
    docx_required: "Applying needs the document itself; save it as .docx and try again.",
    too_long_to_analyse: "The document is too long to analyze in one go. Split it into parts.",
    too_many_mentions: "Too many names at once. Merge fewer entities at a time.",
    not_found: "The server does not know what the pane asked for (perhaps a case it has forgotten).",
    method_not_allowed: "The pane and the server do not match. Please report this.",
    not_saved: "Nomen could not save your data: the disk may be full or read-only.",
    foreign_host: "This server answers Word on this computer only.",
    foreign_origin: "This server answers its own task pane only.",
    other_user: "The Nomen server on this computer belongs to another user. Ask IT to set up Nomen for "
      + "everyone on this computer.",
    unknown_user: "The Nomen server could not check who you are, so it refused. Ask IT.",
    token_required: "The Nomen server asks for its access key, which this pane did not get. Close and reopen "
      + "the pane.",
    internal: "Something went wrong in the Nomen server; it is still running. Try again, and report this if it "
      + "happens again.",
  },
  fr: {
    invalid_request: "Le volet a envoyé au serveur une requête qu’il ne peut pas lire. Merci de le signaler.",
    invalid_document: "Nomen ne peut pas ouvrir ce document.",
    not_a_docx: "Ce fichier n’est pas un document Word (.docx) que Nomen peut ouvrir. Enregistrez-le en .docx, "
      + "sans mot de passe ni macros, puis réessayez.",
    corrupt_document: "Le document est endommagé. Ouvrez-le dans Word, enregistrez-le à nouveau en .docx, "
      + "puis réessayez.",
    document_too_large: "Le document est trop volumineux pour Nomen. Découpez-le et anonymisez chaque partie.",
    docx_required: "L’application a besoin du document lui-même ; enregistrez-le en .docx et réessayez.",
    too_long_to_analyse: "Le document est trop long pour être analysé d’un seul tenant. Découpez-le.",
    too_many_mentions: "Trop de noms à la fois. Fusionnez moins d’entités à la fois.",
    not_found: "Le serveur ne connaît pas ce que demande le volet (peut-être un dossier oublié).",
    method_not_allowed: "Le volet et le serveur ne correspondent pas. Merci de le signaler.",
    not_saved: "Nomen n’a pas pu enregistrer vos données : le disque est peut-être plein ou en lecture seule.",
    foreign_host: "Ce serveur ne répond qu’à Word sur cet ordinateur.",
    foreign_origin: "Ce serveur ne répond qu’à son propre volet.",
    other_user: "Le serveur Nomen de cet ordinateur appartient à un autre utilisateur. Demandez au service "
      + "informatique d’installer Nomen pour tous les utilisateurs de cet ordinateur.",
    unknown_user: "Le serveur Nomen n’a pas pu vérifier qui vous êtes et a refusé. Contactez le service "
      + "informatique.",
    token_required: "Le serveur Nomen demande sa clé d’accès, que ce volet n’a pas reçue. Fermez et rouvrez "
      + "le volet.",
    internal: "Une erreur s’est produite dans le serveur Nomen, qui fonctionne toujours. Réessayez, et "
      + "signalez-le si cela se reproduit.",
  },
};

// The places the server names in its Apply report (`where`, in English), as shown to the clerk:
// a display form, and the plural of those counted in "Check by eye: 2 images". A `where` may
// join places ("body text, table", "embedded document: header"): each is translated on its
// own, "<place> of section N" too, and words not in the map are shown as they come.
const PLACES = {
  en: { smartart: "SmartArt" },
  fr: {
    header: "en-tête", footer: "pied de page", footnote: "note de bas de page", endnote: "note de fin",
    comment: "commentaire", "text box": "zone de texte", "link address": "adresse du lien", link: "lien",
    bookmark: "signet", field: "champ", "document properties": "propriétés du document",
    people: "personnes (auteurs)", "add-in settings": "paramètres de complément",
    "custom xml": "données XML personnalisées", "embedded document": "document incorporé",
    "embedded workbook": "classeur incorporé", "embedded object": "objet incorporé", image: "image",
    thumbnail: "miniature", picture: "image", chart: "graphique", smartart: "SmartArt", equation: "équation",
    "hidden text": "texte masqué", body: "corps du texte", table: "tableau", glossary: "blocs de construction",
    "imported html": "HTML importé", template: "modèle", "mail merge": "publipostage",
    "document variable": "variable de document", "content control": "contrôle de contenu",
    "form field": "champ de formulaire", "smart tag": "balise active", "file name": "nom de fichier",
    revision: "révision",
    // The same places as the server's leak audit also words them.
    "body text": "corps du texte", footnotes: "notes de bas de page", endnotes: "notes de fin",
    comments: "commentaires", "custom xml data": "données XML personnalisées",
    "people (authors of comments and changes)": "personnes (auteurs)",
    "glossary (building blocks)": "blocs de construction", "building block": "bloc de construction",
    "embedded presentation": "présentation incorporée", "field instruction": "code de champ",
    "deleted text (tracked change)": "texte supprimé (révision)",
    "inserted text (tracked change)": "texte inséré (révision)",
    "author of a tracked change (revision)": "auteur d’une révision", author: "auteur",
    "picture alt text": "texte de remplacement de l’image", "picture name": "nom de l’image",
    "bookmark name": "nom de signet",
  },
};
const OF_SECTION = { fr: "{place} de la section {number}" };
const PLURALS = {
  en: { image: "images", thumbnail: "thumbnails", picture: "pictures", chart: "charts", SmartArt: "SmartArt graphics",
    equation: "equations", "embedded document": "embedded documents", "embedded workbook": "embedded workbooks",
    "embedded object": "embedded objects" },
  fr: { image: "images", miniature: "miniatures", graphique: "graphiques", "équation": "équations",
    "document incorporé": "documents incorporés", "classeur incorporé": "classeurs incorporés",
    "objet incorporé": "objets incorporés" },
};

function fill(template, values) {
  return template.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ""));
}

/** The server's English `where` in `language`; unknown words as they come. */
export function placeName(language, where) {
  const known = PLACES[language] || {};
  const one = (text) => {
    const section = /^(.+) of section (\d+)$/i.exec(text);
    const place = section && known[section[1].toLowerCase()];
    if (place && OF_SECTION[language]) return fill(OF_SECTION[language], { place, number: section[2] });
    return known[text.toLowerCase()] ?? text;
  };
  const colon = language === "fr" ? " : " : ": ";
  return String(where ?? "").trim().split(/(, |: )/)
    .map((piece, index) => (index % 2 ? piece.replace(": ", colon) : one(piece))).join("");
}

/** "1 image", "2 images": a count of a place already in `language` (see placeName). */
export function placeCount(language, place, count) {
  return `${count} ${count === 1 ? place : (PLURALS[language] || {})[place] ?? place}`;
}

export function languageOf(displayLanguage) {
  return String(displayLanguage || "en").toLowerCase().startsWith("fr") ? "fr" : "en";
}

export function translator(language) {
  const table = STRINGS[language] || STRINGS.en;
  const t = (key, values = {}) => fill(table[key] ?? STRINGS.en[key] ?? key, values);
  const known = STRINGS[language] ? language : "en";
  t.place = (where) => placeName(known, where);
  t.placeCount = (place, count) => placeCount(known, place, count);
  t.error = (error) => ERRORS[known][error?.code] ?? error?.message ?? String(error);
  t.category = (code) => CATEGORIES[known][code] ?? CATEGORIES.en[code] ?? code;
  t.role = (code) => ROLES[known][code] ?? ROLES.en[code] ?? code;
  return t;
}

export const LANGUAGES = Object.keys(STRINGS);
export const ERROR_CODES = Object.keys(ERRORS.en);
export const CATEGORY_CODES = Object.keys(CATEGORIES.en);
export const ROLE_CODES = Object.keys(ROLES.en);
