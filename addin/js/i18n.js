// UI strings in English and French; Word's display language picks one.

const STRINGS = {
  en: {
    title: "Nomen", analyze: "Analyze", apply: "Apply", applyHere: "Replace in this document (tracked)",
    highlightAll: "Highlight all", clearHighlights: "Clear highlights", addSelection: "Add selection",
    merge: "Merge checked", split: "Split off", search: "Search terms", allCategories: "All categories",
    sortAppearance: "Order of appearance", sortCount: "Most frequent", allOn: "All on", allOff: "All off",
    replacement: "Replacement for {term}", occurrences: "{count} occurrences", variants: "Variants of {term}",
    include: "Anonymize {term}", includeVariant: "Anonymize the variant {term}", select: "Find {term} in the document",
    expand: "Show variants of {term}", collision: "Same replacement as another person",
    ambiguous: "Name shared by several people", reading: "Reading the document…", analyzing: "Analyzing…",
    applying: "Applying…", found: "{count} entities found, {on} proposed.", restored: "Your earlier choices were restored.",
    opened: "The anonymized copy opened in a new window.", serverDown:
      "The Nomen server is not running. Start it with `nomen serve` (see the README), then click Analyze again.",
    nothingSelected: "Select a word or name in the document first.", added: "Added “{term}”.",
    report: "{replaced} replacements of {terms} terms.", residual: "Warning: “{term}” is still in {part}.",
    trackUnsupported: "This version of Word cannot track changes from an add-in; use Apply instead.",
    mergeNeedsTwo: "Check two entities or more to merge them.", role: "role: {role}",
    caseId: "Case (documents of one case share their initials)", settings: "Settings",
    suggestions: "Suggested list entries", accept: "Add to the {list} list", noSuggestions: "No suggestions yet.",
    exclusion: "exclusion", inclusion: "inclusion", acceptedTerm: "“{term}” added to the {list} list.",
  },
  fr: {
    title: "Nomen", analyze: "Analyser", apply: "Appliquer", applyHere: "Remplacer dans ce document (suivi)",
    highlightAll: "Tout surligner", clearHighlights: "Effacer le surlignage", addSelection: "Ajouter la sélection",
    merge: "Fusionner les cochées", split: "Séparer", search: "Rechercher", allCategories: "Toutes les catégories",
    sortAppearance: "Ordre d’apparition", sortCount: "Plus fréquents", allOn: "Tout cocher", allOff: "Tout décocher",
    replacement: "Remplacement de {term}", occurrences: "{count} occurrences", variants: "Variantes de {term}",
    include: "Anonymiser {term}", includeVariant: "Anonymiser la variante {term}",
    select: "Trouver {term} dans le document", expand: "Voir les variantes de {term}",
    collision: "Même remplacement qu’une autre personne", ambiguous: "Nom porté par plusieurs personnes",
    reading: "Lecture du document…", analyzing: "Analyse…", applying: "Application…",
    found: "{count} entités trouvées, {on} proposées.", restored: "Vos choix précédents ont été restaurés.",
    opened: "La copie anonymisée s’est ouverte dans une nouvelle fenêtre.", serverDown:
      "Le serveur Nomen n’est pas démarré. Lancez `nomen serve` (voir le README), puis cliquez à nouveau sur Analyser.",
    nothingSelected: "Sélectionnez d’abord un mot ou un nom dans le document.", added: "« {term} » ajouté.",
    report: "{replaced} remplacements pour {terms} termes.", residual: "Attention : « {term} » reste dans {part}.",
    trackUnsupported: "Cette version de Word ne permet pas le suivi des modifications par un complément ; utilisez Appliquer.",
    mergeNeedsTwo: "Cochez au moins deux entités pour les fusionner.", role: "rôle : {role}",
    caseId: "Dossier (les décisions d’un même dossier partagent leurs initiales)", settings: "Paramètres",
    suggestions: "Entrées de liste suggérées", accept: "Ajouter à la liste {list}", noSuggestions: "Aucune suggestion.",
    exclusion: "d’exclusion", inclusion: "d’inclusion", acceptedTerm: "« {term} » ajouté à la liste {list}.",
  },
};

export function languageOf(displayLanguage) {
  return String(displayLanguage || "en").toLowerCase().startsWith("fr") ? "fr" : "en";
}

export function translator(language) {
  const table = STRINGS[language] || STRINGS.en;
  return (key, values = {}) =>
    (table[key] ?? STRINGS.en[key] ?? key).replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ""));
}

export const LANGUAGES = Object.keys(STRINGS);
