import assert from "node:assert/strict";
import { test } from "node:test";

import { LANGUAGES, languageOf, translator } from "../js/i18n.js";

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
    for (const key of ["analyze", "apply", "serverDown", "found", "residual", "merge", "split"]) {
      assert.ok(t(key) && t(key) !== key, `${language}:${key}`);
    }
  }
  assert.notEqual(translator("fr")("serverDown"), english("serverDown"));
});
