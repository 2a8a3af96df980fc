import assert from "node:assert/strict";
import { test } from "node:test";

import { EntityTable, countOccurrences, keptGroup } from "../js/model.js";

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

test("the rows come in two groups, the kept ones by sub-group in plain words, with the count shown", () => {
  const t = new EntityTable({ ...structuredClone(RESULT), entities: [...structuredClone(RESULT).entities,
    { id: "e4", category: "PERSON", role: "judge", anonymize: false, replacement: "J.", variants: [{ text: "Judge Kaya", count: 2 }] },
    { id: "e5", category: "DATE", role: null, anonymize: false, replacement: "[date]", variants: [{ text: "3 May 2001", count: 1 }] },
    { id: "e6", category: "ORG", role: "court", anonymize: false, replacement: "C.", variants: [{ text: "High Court", count: 1 }] }] });
  const groups = t.groups();
  assert.deepEqual(groups.on.map((e) => e.id), ["e1", "e2"]);
  assert.deepEqual(groups.kept.map((g) => [g.key, g.entities.map((e) => e.id)]),
    [["professionals", ["e4"]], ["bodies", ["e6"]], ["places", ["e3"]], ["dates", ["e5"]]]);
  assert.deepEqual([groups.shown, groups.total], [6, 6]);
  const searched = t.groups({ query: "ryan" });
  assert.deepEqual([searched.on.map((e) => e.id), searched.kept, searched.shown, searched.total], [["e2"], [], 1, 6]);
  assert.equal(keptGroup({ category: "CASE_NUMBER" }), "numbers");
  assert.equal(keptGroup({ category: "PERSON", role: null }), "people");
});

test("each occurrence comes with its context, its part and its rank among the same text's", () => {
  const t = new EntityTable({ language: "en", text: "Mr Roy came. Then Roy left, and Roy came back; a header: Roy",
    entities: [{ id: "e1", category: "PERSON", anonymize: true, replacement: "R.", variants: [{ text: "Roy", count: 4 }],
      mentions: [{ start: 57, end: 60, part: "header" }, { start: 3, end: 6, part: "body" },
        { start: 18, end: 21, part: "body" }, { start: 32, end: 35, part: "body" }] }] });
  const found = t.occurrences("e1");
  assert.deepEqual(found.map((o) => [o.part, o.index]), [["body", 0], ["body", 1], ["body", 2], ["header", 0]]);
  assert.equal(found[1].before, "Mr Roy came. Then ");
  assert.equal(found[1].after, " left, and Roy came back; a header: Roy");
  assert.equal(found[1].cutBefore, false);
  const long = new EntityTable({ text: `${"x ".repeat(40)}Roy${" y".repeat(40)}`, entities: [{ id: "e1",
    category: "PERSON", variants: [{ text: "Roy", count: 1 }], mentions: [{ start: 80, end: 83 }] }] });
  const [only] = long.occurrences("e1");
  assert.deepEqual([only.before.length, only.after.length, only.cutBefore, only.cutAfter, only.part], [40, 40, true, true, "body"]);
});

test("an entity can absorb names and places alike, but a date only dates", () => {
  const t = table();
  assert.deepEqual(t.mergeCandidates("e1").map((e) => e.id), ["e2", "e3"]);
  const dates = new EntityTable({ text: "", entities: [
    { id: "d1", category: "DATE", variants: [{ text: "1 May", count: 1 }] },
    { id: "d2", category: "DATE", variants: [{ text: "2 May", count: 1 }] },
    { id: "p1", category: "PERSON", variants: [{ text: "Roy", count: 1 }] }] });
  assert.deepEqual(dates.mergeCandidates("d1").map((e) => e.id), ["d2"]);
});
