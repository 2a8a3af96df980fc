import assert from "node:assert/strict";
import { test } from "node:test";

import { ApiError, ServerUnavailable } from "../js/api.js";
import { createController } from "../js/controller.js";
import { translator } from "../js/i18n.js";

const ANALYSIS = {
  language: "en",
  text: "Mr William Millar met Ms Sarah Ryan.",
  entities: [
    { id: "e1", category: "PERSON", role: null, anonymize: true, replacement: "W.M.", collision: false,
      ambiguous: false, variants: [{ text: "Mr William Millar", count: 1 }], mentions: [{ start: 0, end: 17 }] },
  ],
};

/** The controller with fakes all round; `calls` records what reached the server, Word and the view. */
function harness({ selection = "", openFails = false, api: overrides = {}, choices = [] } = {}) {
  const calls = { api: [], office: [], ui: [] };
  const api = {
    analyze: async (docx, options) => (calls.api.push(["analyze", options]), structuredClone(ANALYSIS)),
    apply: async () => (calls.api.push(["apply"]), { document_base64: "UEsD", report: { residual: [] } }),
    cluster: async (text, mentions) => (calls.api.push(["cluster"]), { labels: mentions.map((_, i) => i) }),
    terms: async (entities) => (calls.api.push(["terms"]), {
      entities: entities.map((e) => ({ ...e, replacement: e.replacement ?? "FROM-SERVER" })),
      terms: [{ original: "Mr William Millar", replacement: "Mr W.M." }] }),
    preview: async (text, entities) => (calls.api.push(["preview", text, entities.map((e) => e.replacement)]),
      { text: "Mr W.M. met Ms Sarah Ryan.", marks: [{ start: 0, end: 7 }] }),
    ...overrides,
  };
  const office = {
    readDocument: async (_, onProgress = () => {}) => (onProgress(1), "UEsDBA=="),
    loadDecisions: () => null,
    saveDecisions: async () => calls.office.push(["save"]),
    openAsNewDocument: async () => {
      if (openFails) throw new Error("no Word.createDocument here");
      calls.office.push(["open"]);
    },
    selectedText: async () => selection,
    replaceTracked: async (_, __, terms) => (calls.office.push(["replace", terms]), true),
    undoTracked: async (_, __, since, texts) => (calls.office.push(["undo", texts, since instanceof Date]), true),
  };
  const ui = {
    status: (message, kind = "info") => calls.ui.push(["status", message, kind]),
    progress: () => {},
    refresh: () => calls.ui.push(["refresh"]),
    showResult: (report, opened) => calls.ui.push(["result", report, opened]),
    showPreview: (shown) => calls.ui.push(["preview", shown]),
    offerUndo: (on) => calls.ui.push(["undo", on]),
    // The dialog of "Merge with…" and "Split off…": answers `choices` in turn, then Cancel (null).
    choose: async (request) => (calls.ui.push(["choose", request]), choices.shift() ?? null),
    filter: () => ({ category: "", query: "" }),
    caseId: () => "case-7",
    keepTitles: () => false,
  };
  const t = (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key);
  t.error = translator("en").error;
  return { controller: createController({ Office: {}, Word: {}, api, t, ui, office }), calls };
}

test("analyze reads the document, asks the server (with the case) and shows the list", async () => {
  const { controller, calls } = harness();
  await controller.actions.analyze();
  assert.deepEqual(calls.api[0], ["analyze", { language: "auto", case_id: "case-7" }]);
  assert.equal(controller.state.table.entities.length, 1);
  assert.ok(calls.ui.some(([kind, message]) => kind === "status" && message.startsWith("found")));
  assert.deepEqual(calls.ui.at(-1), ["refresh"]);
});

test("a name added from the selection gets the server's replacement, never one of the pane's", async () => {
  const { controller, calls } = harness({ selection: "Jean-Pierre Dupont" });
  await controller.actions.analyze();
  await controller.actions.addSelection();
  const added = controller.state.table.entities.find((e) => e.variants.some((v) => v.text === "Jean-Pierre Dupont"));
  assert.equal(added.replacement, "FROM-SERVER");
  assert.deepEqual(calls.api.map(([name]) => name), ["analyze", "cluster", "terms"]);
  const nothing = harness();
  await nothing.controller.actions.addSelection();
  assert.deepEqual(nothing.calls.ui.at(-1), ["status", "nothingSelected", "warning"]);
});

test("the tracked replace uses the server's terms, titles kept", async () => {
  const { controller, calls } = harness();
  await controller.actions.analyze();
  await controller.actions.applyHere();
  assert.deepEqual(calls.office.at(-1), ["replace", [{ original: "Mr William Millar", replacement: "Mr W.M." }]]);
});

test("apply shows its result even when the copy cannot be opened; errors end in the status line", async () => {
  const { controller, calls } = harness({ openFails: true });
  await controller.actions.analyze();
  await controller.guarded(controller.actions.apply);
  assert.deepEqual(calls.ui.find(([kind]) => kind === "result"), ["result", null, undefined]);  // cleared first
  assert.deepEqual(calls.ui.filter(([kind]) => kind === "result").at(-1), ["result", { residual: [] }, false]);
  assert.deepEqual(calls.ui.at(-1), ["status", "no Word.createDocument here", "error"]);
  const down = harness({ api: { analyze: async () => { throw new ServerUnavailable("refused"); } } });
  await down.controller.guarded(down.controller.actions.analyze);
  assert.deepEqual(down.calls.ui.at(-1), ["status", "serverDown", "error"]);
});

test("a server error is shown in the pane's words for its code, the server's own text otherwise", async () => {
  const refused = harness({ api: { analyze: async () => { throw new ApiError(403, "belongs to another user", "other_user"); } } });
  await refused.controller.guarded(refused.controller.actions.analyze);
  assert.deepEqual(refused.calls.ui.at(-1), ["status", translator("en").error({ code: "other_user" }), "error"]);
  assert.match(refused.calls.ui.at(-1)[1], /another user/);
  const odd = harness({ api: { analyze: async () => { throw new ApiError(418, "short and stout", "teapot"); } } });
  await odd.controller.guarded(odd.controller.actions.analyze);
  assert.deepEqual(odd.calls.ui.at(-1), ["status", "short and stout", "error"]);
});

test("the preview is the server's text for the current decisions, renewed at each edit until it is closed", async () => {
  const { controller, calls } = harness();
  await controller.actions.analyze();
  await controller.actions.togglePreview();
  assert.deepEqual(calls.api.at(-1), ["preview", ANALYSIS.text, ["W.M."]]);
  assert.deepEqual(calls.ui.at(-1), ["preview", { text: "Mr W.M. met Ms Sarah Ryan.", marks: [{ start: 0, end: 7 }] }]);
  controller.handlers.replace("e1", "Witness A");
  await new Promise((done) => setTimeout(done, 0));
  assert.deepEqual(calls.api.at(-1), ["preview", ANALYSIS.text, ["Witness A"]]);
  await controller.actions.togglePreview();
  assert.deepEqual(calls.ui.at(-1), ["preview", null]);
  const asked = calls.api.length;
  controller.handlers.toggle("e1", false);
  await new Promise((done) => setTimeout(done, 0));
  assert.equal(calls.api.length, asked);  // closed: no more previews asked for
});

test("replace in this document can be undone: exactly its own changes are rejected", async () => {
  const { controller, calls } = harness();
  await controller.actions.analyze();
  await controller.actions.undoReplace();  // nothing replaced yet: nothing to undo
  assert.equal(calls.office.filter(([kind]) => kind === "undo").length, 0);
  await controller.actions.applyHere();
  assert.deepEqual(calls.ui.slice(-2), [["status", 'replacedHere {"count":1}', "info"], ["undo", true]]);
  await controller.actions.undoReplace();
  assert.deepEqual(calls.office.at(-1), ["undo", ["Mr William Millar", "Mr W.M."], true]);
  assert.deepEqual(calls.ui.slice(-2), [["undo", false], ["status", "undone", "info"]]);
});

const TWO_PEOPLE = { analyze: async () => ({ ...structuredClone(ANALYSIS), entities: [
  ...structuredClone(ANALYSIS).entities,
  { id: "e2", category: "PERSON", anonymize: true, replacement: "M.", variants: [{ text: "Millar", count: 2 }] }] }) };

test("Merge with… asks which entity, which joins the row's (that keeps its replacement); Cancel changes nothing", async () => {
  const { controller, calls } = harness({ api: TWO_PEOPLE, choices: ["e2"] });
  await controller.actions.analyze();
  await controller.handlers.mergeWith("e1");
  const [, asked] = calls.ui.find(([kind]) => kind === "choose");
  assert.deepEqual(asked, { title: 'mergeTitle {"term":"Mr William Millar"}', label: "mergeLabel", confirm: "mergeInto",
    options: [{ value: "e2", text: "Millar (M.)" }] });
  assert.deepEqual(controller.state.table.entities.map((e) => [e.id, e.replacement, e.variants.map((v) => v.text)]),
    [["e1", "W.M.", ["Mr William Millar", "Millar"]]]);
  assert.deepEqual(calls.office.at(-1), ["save"]);
  assert.equal(controller.state.refocus, "e1");  // the focus goes back to the row's menu
  const saves = calls.office.length;
  await controller.handlers.split("e1");  // Cancel: still one entity, nothing saved
  assert.equal(controller.state.table.entities.length, 1);
  assert.equal(calls.office.length, saves);
});

test("Split off… asks which variant, which becomes an entity the server names", async () => {
  const { controller, calls } = harness({ api: TWO_PEOPLE, choices: ["e2", "Millar"] });
  await controller.actions.analyze();
  await controller.handlers.mergeWith("e1");
  await controller.handlers.split("e1");
  const asked = calls.ui.filter(([kind]) => kind === "choose").at(-1)[1];
  assert.deepEqual(asked.options.map((option) => option.value), ["Mr William Millar", "Millar"]);
  assert.equal(asked.confirm, "split");
  assert.deepEqual(calls.api.at(-1), ["terms"]);
  assert.deepEqual(controller.state.table.entities.map((e) => [e.variants[0].text, e.replacement]),
    [["Mr William Millar", "W.M."], ["Millar", "FROM-SERVER"]]);
});
