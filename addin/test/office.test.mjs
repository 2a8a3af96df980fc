// The Word-facing functions, against office-addin-mock's mock objects.
import assert from "node:assert/strict";
import { test } from "node:test";

import { OfficeMockObject } from "office-addin-mock";

import * as office from "../js/office.js";

function officeWithFile(bytes, sliceSize) {
  const slices = [];
  for (let i = 0; i < bytes.length; i += sliceSize) slices.push(Array.from(bytes.slice(i, i + sliceSize)));
  const stored = new Map();
  let closed = false;
  const Office = {
    FileType: { Compressed: "compressed" },
    context: {
      requirements: { isSetSupported: () => false },
      document: {
        getFileAsync: (type, options, done) => done({ status: "succeeded", value: {
          sliceCount: slices.length,
          getSliceAsync: (index, callback) => callback({ status: "succeeded", value: { data: slices[index] } }),
          closeAsync: () => { closed = true; },
        } }),
        settings: { set: (k, v) => stored.set(k, v), get: (k) => stored.get(k),
          saveAsync: (done) => done({ status: "succeeded" }) },
      },
    },
  };
  return { Office, isClosed: () => closed };
}

test("the document is read slice by slice and joined", async () => {
  const bytes = Uint8Array.from({ length: 200_000 }, (_, i) => i % 251);
  const { Office, isClosed } = officeWithFile(bytes, 65_536);
  const seen = [];
  const base64 = await office.readDocument(Office, (share) => seen.push(share));
  assert.deepEqual(Uint8Array.from(Buffer.from(base64, "base64")), bytes);
  assert.deepEqual(seen, [0.25, 0.5, 0.75, 1]);
  assert.ok(isClosed());
});

test("decisions survive in the document's settings", async () => {
  const { Office } = officeWithFile(new Uint8Array(1), 10);
  assert.equal(office.loadDecisions(Office), null);
  await office.saveDecisions(Office, [{ id: "e1", anonymize: false }], "roy-2026");
  assert.deepEqual(office.loadDecisions(Office), [{ id: "e1", anonymize: false }]);
  assert.equal(office.loadCaseId(Office), "roy-2026");
});

function wordWith(found) {
  const selected = [];
  const created = [];
  const search = [];
  const Word = new OfficeMockObject({
    context: {
      document: {
        body: {
          results: { items: found.map((text, index) => ({ text, select: () => selected.push(index) })) },
          search: function (text, options) {
            search.push({ text, options });
            return this.results;
          },
        },
        selection: { text: "  Sarah Ryan " },
        getSelection: function () {
          return this.selection;
        },
      },
      application: { createDocument: (base64) => ({ open: () => created.push(base64) }) },
    },
    run: async function (callback) {
      return callback(this.context);
    },
  });
  return { Word, selected, search, created };
}

test("clicking a variant selects its next occurrence, whole word and match case", async () => {
  const { Word, selected, search } = wordWith(["Millar", "Millar"]);
  assert.equal(await office.selectNext(Word, "Millar", -1), 0);
  assert.equal(await office.selectNext(Word, "Millar", 0), 1);
  assert.equal(await office.selectNext(Word, "Millar", 1), 0);
  assert.deepEqual(selected, [0, 1, 0]);
  assert.deepEqual(search[0], { text: "Millar", options: { matchCase: true, matchWholeWord: true } });
});

test("a name not in the body is looked for in the headers and footers of every section", async () => {
  const selected = [];
  const story = (found) => ({  // what Section.getHeader/getFooter return: a body that can be searched
    results: { items: found.map((text) => ({ text, select: () => selected.push(text) })), load() {} },
    search: function () { return this.results; },
  });
  const header = story(["Arıkan"]);
  const context = {  // a plain fake: what the code reads of Word's object model, and sync
    sync: async () => {},
    document: {
      body: story([]),
      sections: { load() {}, items: [{ getHeader: (type) => (type === "FirstPage" ? header : story([])),
        getFooter: () => story([]) }] },
    },
  };
  const Word = { run: async (callback) => callback(context) };
  assert.equal(await office.selectNext(Word, "Arıkan"), 0);
  assert.deepEqual(selected, ["Arıkan"]);
});

test("strings over 255 characters are searched by their start", async () => {
  const { Word, search } = wordWith(["x"]);
  await office.selectNext(Word, "a".repeat(300));
  assert.equal(search[0].text.length, 255);
  assert.equal(search[0].options.matchWholeWord, false);
});

test("the selection is read trimmed and the result opens as a new document", async () => {
  const { Word, created } = wordWith([]);
  assert.equal(await office.selectedText(Word), "Sarah Ryan");
  await office.openAsNewDocument(Word, "UEsDBA==");
  assert.deepEqual(created, ["UEsDBA=="]);
});

test("tracked replacement is refused where WordApi 1.4 is missing", async () => {
  const { Office } = officeWithFile(new Uint8Array(1), 10);
  const { Word } = wordWith(["Millar"]);
  assert.equal(await office.replaceTracked(Office, Word, [{ original: "Millar", replacement: "W.M." }]), false);
});

test("highlighting marks every proposal in a tagged control, and clearing removes exactly those", async () => {
  const controls = [];
  const deleted = [];
  const ranges = [];
  const makeRange = () => {
    const range = { font: {}, insertContentControl: () => {
      const control = { tag: null, appearance: null };
      controls.push(control);
      return control;
    } };
    ranges.push(range);
    return range;
  };
  let asked = null;
  const Word = new OfficeMockObject({
    context: {
      document: {
        body: { results: { items: [makeRange(), makeRange()] }, search: function () { return this.results; } },
        contentControls: {
          tagged: { items: [0, 1].map((i) => ({ getRange: () => ranges[i], delete: (keep) => deleted.push(keep) })) },
          getByTag: function (tag) {
            asked = tag;
            return this.tagged;
          },
        },
      },
    },
    run: async function (callback) {
      return callback(this.context);
    },
  });
  assert.equal(await office.highlightAll(Word, ["Millar"]), 2);
  assert.deepEqual(controls.map((c) => c.tag), ["nomen-highlight", "nomen-highlight"]);
  assert.deepEqual(ranges.map((r) => r.font.highlightColor), ["Yellow", "Yellow"]);
  assert.equal(await office.clearHighlights(Word), 2);
  assert.equal(asked, "nomen-highlight");
  assert.deepEqual(deleted, [true, true]);  // the text stays, only the mark goes
  assert.deepEqual(ranges.map((r) => r.font.highlightColor), [null, null]);
});

test("undo rejects the tracked changes of the last replacement, and no other", async () => {
  const since = new Date("2026-11-25T10:00:00Z");
  const rejected = [];
  const change = (text, date) => ({ text, date, reject: () => rejected.push(text) });
  const Word = new OfficeMockObject({
    context: { document: { body: { changes: { items: [change("Millar", "2026-11-25T10:00:05Z"),
      change("W.M.", "2026-11-25T10:00:05Z"), change("Millar", "2026-11-25T09:00:00Z"),
      change("the clerk's own edit", "2026-11-25T10:00:07Z")] },
    getTrackedChanges: function () { return this.changes; } } } },
    run: async function (callback) { return callback(this.context); },
  });
  const supported = { context: { requirements: { isSetSupported: (set, version) => set === "WordApi" && version <= "1.6" } } };
  assert.equal(await office.undoTracked(supported, Word, since, ["Millar", "W.M."]), true);
  assert.deepEqual(rejected, ["Millar", "W.M."]);
  const old = { context: { requirements: { isSetSupported: () => false } } };
  assert.equal(await office.undoTracked(old, Word, since, ["Millar"]), false);
});
