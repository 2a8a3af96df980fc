// The Apply result banner's view logic, on a minimal stand-in for the DOM.
import assert from "node:assert/strict";
import { test } from "node:test";

import { translator } from "../js/i18n.js";
import { resultBanner, resultCounts, resultStatus } from "../js/result.js";

class FakeNode {
  constructor(tag) {
    this.tagName = tag.toUpperCase();
    this.children = [];
    this.attributes = {};
    this.listeners = [];
    this.text = "";
  }

  append(...nodes) {
    for (const node of nodes) {
      this.children.push(typeof node === "string" ? Object.assign(new FakeNode("#text"), { text: node }) : node);
    }
  }

  get textContent() {
    return this.text + this.children.map((child) => child.textContent).join("");
  }

  set textContent(value) {
    this.text = String(value);
    this.children = [];
  }

  setAttribute(name, value) {
    this.attributes[name] = String(value);
  }

  addEventListener(type, listener) {
    if (type === "click") this.listeners.push(listener);
  }

  click() {
    for (const listener of this.listeners) listener();
  }

  /** Every node below this one (itself first) that `match` accepts. */
  all(match) {
    return [...(match(this) ? [this] : []), ...this.children.flatMap((child) => child.all(match))];
  }
}

const document = { createElement: (tag) => new FakeNode(tag), createElementNS: (_, tag) => new FakeNode(tag) };
const byClass = (name) => (node) => (node.className || "").split(" ").includes(name);
const byTag = (tag) => (node) => node.tagName === tag.toUpperCase();

function render(report, t = translator("en"), options = {}) {
  const root = new FakeNode("section");
  root.append(...resultBanner(document, report, t, options));
  return root;
}

const REPORT = {
  replacements: [
    { original: "Kemal Arıkan", replacement: "K.A.", count: 20, parts: ["body"] },
    { original: "Arıkan", replacement: "K.A.", count: 6, parts: ["body", "header"] },
  ],
  residual: [
    { original: "Kemal Arıkan", found: "Arıkan", part: "word/header2.xml", where: "header of section 2",
      in_text: true },
    { original: "Kemal Arıkan", found: "Kemal", part: "docProps/core.xml", where: "document properties",
      in_text: false },
  ],
  unchecked: [{ part: "word/media/image1.png", where: "image" }, { part: "word/media/image2.png", where: "image" },
    { part: "word/embeddings/oleObject1.bin", where: "embedded object" }],
  warnings: ["The document has tracked changes; they were accepted in the copy."],
};

test("counts: replacements summed over the terms, and the length of each list", () => {
  assert.deepEqual(resultCounts(REPORT), { replaced: 26, terms: 2, residual: 2, unchecked: 3, warnings: 1 });
  assert.deepEqual(resultCounts({}), { replaced: 0, terms: 0, residual: 0, unchecked: 0, warnings: 0 });
  assert.deepEqual(resultCounts(null), resultCounts({}));
});

test("the banner starts with the summary, then the names left, what to check by eye, the warnings, the details", () => {
  const root = render(REPORT);
  assert.deepEqual(root.children.map((node) => node.className),
    ["summary", "block residual", "block unchecked", "block warnings", "replacements"]);
  assert.equal(root.children[0].textContent, "26 replacements of 2 terms; the anonymized copy was opened.");
  const [residual] = root.all(byClass("residual"));
  assert.equal(residual.attributes.role, "alert");
  assert.equal(residual.all(byTag("h2"))[0].textContent, "Names still in the anonymized copy: 2");
  const items = residual.all(byTag("li"));
  assert.deepEqual(items.map((item) => item.children[0].textContent),
    ["“Arıkan” — header of section 2", "“Kemal” — document properties"]);
  assert.ok(!root.textContent.includes("word/"), "no internal part name in the text the clerk reads");
  const [unchecked] = root.all(byClass("unchecked"));
  assert.equal(unchecked.all(byTag("h2"))[0].textContent, "Check by eye: 2 images, 1 embedded object");
  assert.deepEqual(unchecked.all(byTag("li")).map((item) => item.textContent), ["image", "image", "embedded object"]);
  assert.equal(root.all(byClass("warnings"))[0].textContent, REPORT.warnings[0]);
  assert.deepEqual(root.all(byClass("replacements"))[0].all(byTag("li")).map((item) => item.textContent),
    ["Kemal Arıkan → K.A. (20)", "Arıkan → K.A. (6)"]);
});

test("Show is offered where the name is in the text, and selects `found`", () => {
  const shown = [];
  const root = render(REPORT, translator("en"), { show: (...args) => shown.push(args) });
  const buttons = root.all(byClass("show"));
  assert.equal(buttons.length, 1);  // in_text false: nothing Word could select
  assert.equal(buttons[0].textContent, "Show");
  assert.equal(buttons[0].attributes["aria-label"], "Show “Arıkan” in the document");
  buttons[0].click();
  assert.deepEqual(shown, [["Arıkan", "header of section 2"]]);
});

test("in French, the server's places are translated and the unknown kept as they come", () => {
  const report = { ...REPORT, residual: [...REPORT.residual,
    { original: "Kemal Arıkan", found: "Arıkan", where: "quantum foam", in_text: false }] };
  const shown = [];
  const root = render(report, translator("fr"), { show: (...args) => shown.push(args), opened: false });
  assert.equal(root.children[0].textContent,
    "26 remplacements pour 2 termes ; la copie anonymisée n’a pas pu être ouverte.");
  const residual = root.all(byClass("residual"))[0];
  assert.equal(residual.all(byTag("h2"))[0].textContent, "Noms encore présents dans la copie anonymisée : 3");
  assert.deepEqual(residual.all(byTag("li")).map((item) => item.children[0].textContent),
    ["« Arıkan » — en-tête de la section 2", "« Kemal » — propriétés du document",
      "« Arıkan » — quantum foam"]);
  residual.all(byClass("show"))[0].click();
  assert.deepEqual(shown, [["Arıkan", "en-tête de la section 2"]]);
  assert.equal(root.all(byClass("unchecked"))[0].all(byTag("h2"))[0].textContent,
    "À vérifier à l’œil : 2 images, 1 objet incorporé");
  assert.equal(root.all(byClass("replacements"))[0].all(byTag("span"))[0].textContent, "Détails");
});

test("an older server's report: no where, found or in_text, no unchecked; nothing breaks", () => {
  const root = render({ replacements: [{ original: "JOHNSTON", replacement: "R.J.", count: 3 }],
    residual: [{ original: "JOHNSTON", part: "word/document.xml" }] });
  assert.deepEqual(root.children.map((node) => node.className), ["summary", "block residual", "replacements"]);
  assert.equal(root.all(byClass("residual"))[0].all(byTag("li"))[0].textContent,
    "“JOHNSTON” — elsewhere in the file");
  assert.equal(root.all(byClass("show")).length, 0);
  assert.ok(!root.textContent.includes("word/document.xml"));
});

test("`found` is shown and selected without the spaces around it", () => {
  const shown = [];
  const leak = { original: "Roy H.W. Johnston", found: " Roy", where: "body text", in_text: true };
  const root = render({ residual: [leak] }, translator("en"), { show: (found) => shown.push(found) });
  assert.equal(root.all(byClass("residual"))[0].all(byTag("li"))[0].children[0].textContent, "“Roy” — body text");
  root.all(byClass("show"))[0].click();
  assert.deepEqual(shown, ["Roy"]);
});

test("nothing left: a reassuring line when the server checked, silence when it did not say", () => {
  const checked = render({ replacements: [], residual: [], warnings: [] });
  assert.deepEqual(checked.children.map((node) => node.className), ["summary", "clean"]);
  assert.equal(checked.children[1].textContent, "No name of an anonymized person was found in the copy.");
  const bare = render({});
  assert.deepEqual(bare.children.map((node) => node.className), ["summary"]);
  assert.equal(bare.children[0].textContent, "0 replacements of 0 terms; the anonymized copy was opened.");
});

test("the status line stays one short sentence, an error while names are left", () => {
  const t = translator("en");
  assert.deepEqual(resultStatus(REPORT, t),
    { message: "Applied, but names are still in the copy: 2. See below.", kind: "error" });
  assert.deepEqual(resultStatus({ residual: [], unchecked: [{ where: "image" }] }, t),
    { message: "Applied; the result is below.", kind: "warning" });
  assert.deepEqual(resultStatus({ replacements: [] }, t), { message: "Applied; the result is below.", kind: "info" });
  assert.ok(!resultStatus(REPORT, t).message.includes("Arıkan"));
});

test("a plain `t` without place helpers still renders", () => {
  const t = (key, values = {}) => `${key}${Object.keys(values).length ? JSON.stringify(values) : ""}`;
  const root = render(REPORT, t);
  assert.match(root.all(byClass("unchecked"))[0].all(byTag("h2"))[0].textContent, /2 image, 1 embedded object/);
});
