import assert from "node:assert/strict";
import { test } from "node:test";

import { EntityTable, countOccurrences } from "../js/model.js";

const RESULT = {
  language: "en",
  text: "Mr William Millar met Ms Sarah Ryan. Millar left. W. Millar came back. Ryan stayed in Cork.",
  entities: [
    { id: "e1", category: "PERSON", role: null, anonymize: true, replacement: "W.M.", collision: false,
      ambiguous: false, variants: [{ text: "Mr William Millar", count: 1 }, { text: "Millar", count: 1 },
        { text: "W. Millar", count: 1 }], mentions: [{ start: 0, end: 17 }] },
    { id: "e2", category: "PERSON", role: null, anonymize: true, replacement: "S.R.", collision: false,
      ambiguous: false, variants: [{ text: "Ms Sarah Ryan", count: 1 }, { text: "Ryan", count: 1 }],
      mentions: [{ start: 22, end: 35 }] },
    { id: "e3", category: "LOC", role: null, anonymize: false, replacement: "C[…]", collision: false,
      ambiguous: false, variants: [{ text: "Cork", count: 1 }], mentions: [{ start: 86, end: 90 }] },
  ],
};

const table = () => new EntityTable(structuredClone(RESULT));

test("toggles, variant toggles and edited replacements reach the decisions", () => {
  const t = table();
  t.toggle("e2", false);
  t.toggleVariant("e1", "Millar", false);
  t.setReplacement("e1", "X.Y.");
  const [first, second] = t.decisions();
  assert.equal(second.anonymize, false);
  assert.equal(first.replacement, "X.Y.");
  assert.deepEqual(first.variants.map((v) => v.anonymize), [true, false, true]);
});

test("view filters by category and words, sorts by appearance or count", () => {
  const t = table();
  assert.deepEqual(t.view({ category: "LOC" }).map((e) => e.id), ["e3"]);
  assert.deepEqual(t.view({ query: "ryan" }).map((e) => e.id), ["e2"]);
  assert.deepEqual(t.view({ sort: "count" }).map((e) => e.id), ["e1", "e2", "e3"]);
  assert.deepEqual(t.view().map((e) => e.id), ["e1", "e2", "e3"]);
});

test("all on and off per category", () => {
  const t = table();
  t.setCategory("PERSON", false);
  assert.deepEqual(t.entities.map((e) => e.anonymize), [false, false, false]);
  t.setCategory("LOC", true);
  assert.equal(t.get("e3").anonymize, true);
});

test("merge keeps the first replacement and every variant; split waits for the server's replacement", () => {
  const t = table();
  const merged = t.merge(["e1", "e2"]);
  assert.equal(t.entities.length, 2);
  assert.equal(merged.replacement, "W.M.");
  assert.equal(merged.variants.length, 5);
  const split = t.split("e1", "Ms Sarah Ryan");
  assert.equal(split.replacement, null);
  assert.ok(t.unnamed());
  t.adopt([{ id: split.id, replacement: "S.R.", collision: false }, { id: "nobody", replacement: "X." }]);
  assert.equal(split.replacement, "S.R.");
  assert.ok(!t.unnamed());
  assert.equal(t.get("e1").variants.length, 4);
  assert.throws(() => t.split("e3", "Cork"));
});

test("a selected term joins the person /api/cluster puts it with, or becomes a new entity", () => {
  const t = table();
  const request = t.clusterRequest("Sarah");
  assert.equal(request.mentions.length, 7);
  assert.equal(request.text.slice(request.mentions[6].start, request.mentions[6].end), "Sarah");
  const labels = [0, 0, 0, 1, 1, 2, 1];  // the server put "Sarah" with Ryan's variants
  assert.equal(t.addTerm("Sarah", labels, request.owners).id, "e2");
  assert.ok(t.get("e2").variants.some((v) => v.text === "Sarah"));
  const alone = t.addTerm("Pat Doe", [0, 0, 0, 1, 1, 2, 3], request.owners);
  assert.equal(alone.replacement, null);
  assert.equal(t.entities.length, 4);
});

test("saved choices are restored on a new analysis by variant text", () => {
  const first = table();
  first.toggle("e1", false);
  first.setReplacement("e2", "R.");
  first.add({ category: "PERSON", replacement: "Z.", variants: [{ text: "Zed", count: 0, anonymize: true }] });
  const second = table();
  assert.equal(second.restore(first.decisions()), 4);
  assert.equal(second.get("e1").anonymize, false);
  assert.equal(second.get("e2").replacement, "R.");
  assert.ok(second.entities.some((e) => e.replacement === "Z."));
});

test("counting", () => {
  assert.equal(countOccurrences(RESULT.text, "Millar"), 3);
  assert.equal(countOccurrences("Millarson Millar", "millar"), 1);
});

test("a replacement the clerk writes takes the whole mention unless titles are kept", () => {
  const t = table();
  t.setReplacement("e1", "Sister A");
  assert.equal(t.decisions().find((d) => d.id === "e1").keep_titles, false);
  t.setReplacement("e1", "A", true);
  assert.equal(t.decisions().find((d) => d.id === "e1").keep_titles, true);
  assert.equal(t.decisions().find((d) => d.id === "e2").keep_titles, true);  // Nomen's own proposal
  const again = table();
  assert.equal(again.restore([{ category: "PERSON", anonymize: true, replacement: "Sister A", keep_titles: false,
    variants: [{ text: "Millar" }] }]), 1);
  assert.equal(again.get("e1").keep_titles, false);
});

test("collisions count only entities that will be replaced", () => {
  const t = table();
  t.setReplacement("e2", "W.M.", true);
  assert.deepEqual([...t.collisions()].sort(), ["e1", "e2"]);
  t.toggle("e2", false);
  assert.deepEqual([...t.collisions()], []);
  t.toggle("e2", true);
  t.setReplacement("e3", "w.m.", true);  // e3 is off: kept as written, so it collides with no one
  assert.deepEqual([...t.collisions()].sort(), ["e1", "e2"]);
});
