import assert from "node:assert/strict";
import { test } from "node:test";

import { CATEGORY_CODES, ERROR_CODES, LANGUAGES, ROLE_CODES, languageOf, translator } from "../js/i18n.js";

test("French for a French Word, English otherwise", () => {
  assert.equal(languageOf("fr-CA"), "fr");
  assert.equal(languageOf("de-DE"), "en");
  assert.equal(translator("fr")("analyze"), "Analyser");
  assert.equal(translator("en")("found", { count: 3, on: 2 }), "3 entities found, 2 proposed.");
});

test("every language has every string", () => {
  const english = translator("en");
  for (const language of LANGUAGES) {
    const t = translator(language);
    for (const key of ["analyze", "apply", "serverDown", "found", "mergeWith", "mergeInto", "nextOccurrence", "rowMenu", "splitWhich", "split", "summaryOpened",
      "summaryNotOpened", "residualHeading", "residualItem", "show", "showLabel", "notInBody", "uncheckedHeading",
      "applied", "appliedLeak", "noResidual", "details", "result", "groupOn", "groupKept", "shown", "occurrence",
      "occurrencesOf", "occurrenceShow", "keepTitles", "entities", "kept_professionals", "kept_bodies", "kept_people",
      "kept_places", "kept_dates", "kept_amounts", "kept_numbers", "kept_other", "part_body", "part_header",
      "part_footer", "part_footnote", "part_endnote", "part_comment", "part_properties"]) {
      assert.ok(t(key) && t(key) !== key, `${language}:${key}`);
    }
  }
  assert.notEqual(translator("fr")("serverDown"), english("serverDown"));
});

test("the places the server names are French in the French pane, unknown ones kept", () => {
  const fr = translator("fr");
  assert.equal(fr.place("header of section 2"), "en-tête de la section 2");
  assert.equal(fr.place("footer of section 12"), "pied de page de la section 12");
  assert.equal(fr.place("link address"), "adresse du lien");
  assert.equal(fr.place("link"), "lien");
  assert.equal(fr.place("people"), "personnes (auteurs)");
  assert.equal(fr.place("smartart"), "SmartArt");
  assert.equal(fr.place("quantum foam"), "quantum foam");
  assert.equal(fr.place("widget of section 3"), "widget of section 3");
  assert.equal(fr.place("body text, table"), "corps du texte, tableau");
  assert.equal(fr.place("embedded document: header of section 1, text box"),
    "document incorporé : en-tête de la section 1, zone de texte");
  const vocabulary = { footer: "pied de page", footnote: "note de bas de page", endnote: "note de fin",
    comment: "commentaire", "text box": "zone de texte", bookmark: "signet", field: "champ",
    "document properties": "propriétés du document", "add-in settings": "paramètres de complément",
    "custom xml": "données XML personnalisées", "embedded document": "document incorporé",
    "embedded workbook": "classeur incorporé", "embedded object": "objet incorporé", image: "image",
    thumbnail: "miniature", picture: "image", chart: "graphique", equation: "équation", "hidden text": "texte masqué",
    body: "corps du texte", table: "tableau", glossary: "blocs de construction", "imported html": "HTML importé",
    template: "modèle", "mail merge": "publipostage", "document variable": "variable de document",
    "content control": "contrôle de contenu", "form field": "champ de formulaire", "smart tag": "balise active",
    "file name": "nom de fichier", revision: "révision" };
  for (const [english, french] of Object.entries(vocabulary)) assert.equal(fr.place(english), french, english);
  assert.equal(translator("en").place("header of section 2"), "header of section 2");
  assert.equal(fr.placeCount(fr.place("embedded workbook"), 2), "2 classeurs incorporés");
  assert.equal(translator("en").placeCount("image", 1), "1 image");
});

test("the Apply result's strings are all in French too", () => {
  const english = translator("en");
  const french = translator("fr");
  for (const key of ["result", "summaryOpened", "summaryNotOpened", "noResidual", "residualHeading", "residualHint",
    "residualItem", "whereUnknown", "show", "showLabel", "notInBody", "uncheckedHeading", "uncheckedHint", "details",
    "applied", "appliedLeak"]) {
    assert.notEqual(french(key), english(key), key);
  }
});

test("every error code the server answers with has its message in every language", async () => {
  const { readFile } = await import("node:fs/promises");
  const openapi = JSON.parse(await readFile(new URL("../../server/api/openapi.json", import.meta.url), "utf-8"));
  const codes = openapi.components.schemas.Error.properties.code.enum;
  assert.deepEqual([...ERROR_CODES].sort(), [...codes].sort());
  for (const language of LANGUAGES) {
    const t = translator(language);
    for (const code of codes) {
      const message = t.error({ code, message: "server text" });
      assert.ok(message && message !== "server text", `${language}:${code}`);
    }
  }
  assert.notEqual(translator("fr").error({ code: "not_a_docx" }), translator("en").error({ code: "not_a_docx" }));
  assert.equal(translator("fr").error({ code: "new_code", message: "as sent" }), "as sent");
});

test("every category and role has a name in every language; no code is shown as it is", async () => {
  const { readFile } = await import("node:fs/promises");
  const openapi = JSON.parse(await readFile(new URL("../../server/api/openapi.json", import.meta.url), "utf-8"));
  const entity = openapi.components.schemas.Entity.properties;
  assert.deepEqual([...CATEGORY_CODES].sort(), [...entity.category.enum].sort());
  assert.deepEqual([...ROLE_CODES].sort(), entity.role.enum.filter((r) => r !== null).sort());
  for (const language of LANGUAGES) {
    const t = translator(language);
    for (const code of CATEGORY_CODES) assert.ok(t.category(code) !== code, `${language}:${code}`);
    for (const code of ROLE_CODES) assert.ok(t.role(code), `${language}:${code}`);
  }
  assert.equal(translator("fr").category("CASE_NUMBER"), "Numéro de dossier");
  assert.equal(translator("fr").role("counsel"), "avocat");
  assert.equal(translator("fr")("kept_professionals"), "Juges et avocats");
});
