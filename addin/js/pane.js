// The pane's controller: wires the buttons to the API, the table and Word. Every dependency
// (Office, Word, the API, the DOM) comes in through `start`, so the end-to-end test runs it
// against a stand-in for Office.js and the real server.

import { ServerUnavailable } from "./api.js";
import { EntityTable } from "./model.js";
import * as office from "./office.js";
import { resultBanner, resultStatus } from "./result.js";
import { renderCategories, renderList } from "./view.js";

export function start({ Office, Word, api, document, t }) {
  const $ = (id) => document.getElementById(id);
  const state = { table: new EntityTable(), expanded: new Set(), picked: new Set(), documentBase64: null,
    lastFound: new Map() };

  function status(message, kind = "info") {
    const box = $("status");
    box.textContent = message;
    box.dataset.kind = kind;
  }

  function progress(value) {
    const bar = $("progress");
    bar.hidden = value === null;
    if (value !== null) bar.value = value;
  }

  function refresh() {
    renderCategories($("category"), state.table.categories(), t);
    const rows = state.table.view({ category: $("category").value, query: $("search").value, sort: $("sort").value });
    renderList($("entities"), rows, t, handlers, state);
    const has = state.table.entities.length > 0;
    for (const id of ["apply", "apply-here", "highlight", "clear", "all-on", "all-off", "merge"]) $(id).disabled = !has;
  }

  const caseId = () => $("case-id").value.trim();
  const withCase = (options) => (caseId() ? { ...options, case_id: caseId() } : options);

  function persist() {
    office.saveDecisions(Office, state.table.decisions(), caseId()).catch(() => {});
  }

  function edited(change) {
    return (...args) => {
      change(...args);
      persist();
      refresh();
    };
  }

  async function guarded(work) {
    try {
      await work();
    } catch (error) {
      progress(null);
      status(error instanceof ServerUnavailable ? t("serverDown") : error.message, "error");
    }
  }

  const handlers = {
    toggle: edited((id, on) => state.table.toggle(id, on)),
    toggleVariant: edited((id, text, on) => state.table.toggleVariant(id, text, on)),
    replace: edited((id, value) => state.table.setReplacement(id, value)),
    split: (id, text) => guarded(async () => {
      state.table.split(id, text);
      await named();
    }),
    pick: (id, on) => (on ? state.picked.add(id) : state.picked.delete(id)),
    expand: (id) => {
      if (state.expanded.has(id)) state.expanded.delete(id);
      else state.expanded.add(id);
      refresh();
    },
    select: (text) => guarded(() => selectText(text)),
  };

  /** Select the next occurrence of `text` in the document; its index, or -1 when not in the body. */
  async function selectText(text) {
    const index = await office.selectNext(Word, text, state.lastFound.get(text) ?? -1);
    state.lastFound.set(text, index);
    return index;
  }

  // Show, on a name the Apply report found still in the copy.
  const showLeak = (found, where) => guarded(async () => {
    if ((await selectText(found)) < 0) status(t("notInBody", { term: found, where }), "warning");
  });

  async function analyze() {
    showResult(null);
    status(t("reading"));
    progress(0);
    state.documentBase64 = await office.readDocument(Office, (share) => progress(share / 2));
    status(t("analyzing"));
    const result = await api.analyze(state.documentBase64, withCase({ language: "auto" }));
    state.table = new EntityTable(result);
    const saved = office.loadDecisions(Office);
    const restored = saved ? state.table.restore(saved) : 0;
    progress(null);
    const { count, on } = state.table.stats();
    status(`${t("found", { count, on })}${restored ? ` ${t("restored")}` : ""}`);
    refresh();
  }

  async function apply() {
    showResult(null);
    status(t("applying"));
    progress(0.5);
    state.documentBase64 = await office.readDocument(Office);
    const { document_base64: output, report } = await api.apply(state.documentBase64, state.table.decisions(),
      withCase({}));
    progress(null);
    let opened = false;
    try {
      await office.openAsNewDocument(Word, output);
      opened = true;
    } finally {
      showResult(report ?? {}, opened);  // an error opening the copy still shows what Apply found
    }
  }

  /** The result banner above the rows, or none (`report` null); the status line stays short. */
  function showResult(report, opened) {
    const box = $("result");
    box.replaceChildren(...(report ? resultBanner(document, report, t, { opened, show: showLeak }) : []));
    box.hidden = !report;
    if (!report) return;
    const { message, kind } = resultStatus(report, t);
    status(message, kind);
    box.scrollIntoView?.({ block: "nearest" });
  }

  /** The server names what the clerk added or split off, by its own rules; then the list is saved and shown. */
  async function named() {
    if (state.table.unnamed()) {
      const { entities } = await api.terms(state.table.decisions(), { language: state.table.language });
      state.table.adopt(entities);
    }
    persist();
    refresh();
  }

  async function applyHere() {
    // The terms as the server would replace them (titles kept), longest first: the pane computes none.
    const { terms } = await api.terms(state.table.decisions(), { language: state.table.language });
    if (!(await office.replaceTracked(Office, Word, terms))) status(t("trackUnsupported"), "warning");
  }

  async function addSelection() {
    const term = await office.selectedText(Word);
    if (!term) {
      status(t("nothingSelected"), "warning");
      return;
    }
    const request = state.table.clusterRequest(term);
    const { labels } = await api.cluster(request.text, request.mentions);
    state.table.addTerm(term, labels, request.owners);
    await named();
    status(t("added", { term }));
  }

  function merge() {
    const ids = [...state.picked].filter((id) => state.table.entities.some((e) => e.id === id));
    if (ids.length < 2) {
      status(t("mergeNeedsTwo"), "warning");
      return;
    }
    state.table.merge(ids);
    state.picked.clear();
    persist();
    refresh();
  }

  async function showSuggestions() {
    const language = state.table.language || "en";
    const found = await api.suggestions(language);
    const items = [];
    for (const list of ["exclusion", "inclusion"]) {
      for (const suggestion of found[list]) {
        const item = document.createElement("li");
        const label = document.createElement("span");
        label.textContent = `${suggestion.term} (${suggestion.documents})`;
        const accept = document.createElement("button");
        accept.type = "button";
        accept.className = "small";
        accept.textContent = t("accept", { list: t(list) });
        accept.addEventListener("click", () => guarded(async () => {
          await api.acceptSuggestion(list, suggestion.term, language, suggestion.category);
          status(t("acceptedTerm", { term: suggestion.term, list: t(list) }));
          await showSuggestions();
        }));
        item.append(label, accept);
        items.push(item);
      }
    }
    if (!items.length) {
      const none = document.createElement("li");
      none.textContent = t("noSuggestions");
      items.push(none);
    }
    $("suggestions").replaceChildren(...items);
  }

  function setAll(on) {
    const category = $("category").value;
    for (const entity of state.table.view({ category, query: $("search").value })) state.table.toggle(entity.id, on);
    persist();
    refresh();
  }

  $("analyze").addEventListener("click", () => guarded(analyze));
  $("apply").addEventListener("click", () => guarded(apply));
  $("apply-here").addEventListener("click", () => guarded(applyHere));
  $("add").addEventListener("click", () => guarded(addSelection));
  $("merge").addEventListener("click", merge);
  $("all-on").addEventListener("click", () => setAll(true));
  $("all-off").addEventListener("click", () => setAll(false));
  $("highlight").addEventListener("click", () => guarded(async () => {
    const texts = state.table.entities.filter((e) => e.anonymize)
      .flatMap((e) => e.variants.filter((v) => v.anonymize).map((v) => v.text));
    await office.highlightAll(Word, texts);
  }));
  $("clear").addEventListener("click", () => guarded(() => office.clearHighlights(Word)));
  $("settings").addEventListener("toggle", () => $("settings").open && guarded(showSuggestions));
  $("case-id").value = office.loadCaseId(Office);
  $("case-id").addEventListener("change", persist);
  for (const id of ["category", "sort"]) $(id).addEventListener("change", refresh);
  $("search").addEventListener("input", refresh);
  refresh();
  return state;
}
