// What the clerk's actions do: the table, the server's API and Word, with no DOM. The view (pane.js)
// gives it a `ui` (status line, progress bar, redraw, result banner, a dialog to choose in, the filter
// and case id) and calls its actions; everything is passed in, so a test drives it with fakes.

import { ServerUnavailable } from "./api.js";
import { EntityTable } from "./model.js";
import * as officeApi from "./office.js";

export function createController({ Office, Word, api, t, ui, office = officeApi }) {
  const state = { table: new EntityTable(), expanded: new Set(), keptOpen: false, documentBase64: null,
    lastFound: new Map(), previewOpen: false };

  const withCase = (options) => (ui.caseId() ? { ...options, case_id: ui.caseId() } : options);

  function persist() {
    office.saveDecisions(Office, state.table.decisions(), ui.caseId()).catch(() => {});
  }

  /** After any change to the table: saved in the document, the list redrawn, an open preview renewed. */
  function changed() {
    persist();
    ui.refresh();
    if (state.previewOpen) guarded(showPreview);
  }

  function edited(change) {
    return (...args) => {
      change(...args);
      changed();
    };
  }

  /** The decision as it will be published, from the server (the pane applies no rule of its own). */
  async function showPreview() {
    const shown = await api.preview(state.table.text, state.table.decisions(), { language: state.table.language });
    if (state.previewOpen) ui.showPreview(shown);
  }

  /** Run an action; an error ends in the status line, never in the console only. */
  async function guarded(work) {
    try {
      await work();
    } catch (error) {
      ui.progress(null);
      ui.status(error instanceof ServerUnavailable ? t("serverDown") : t.error(error), "error");
    }
  }

  /** Select the next occurrence of `text` in the document; its index, or -1 when Word has none. */
  async function selectText(text) {
    const index = await office.selectNext(Word, text, state.lastFound.get(text) ?? -1);
    state.lastFound.set(text, index);
    return index;
  }

  /** The server names what the clerk added or split off, by its own rules; then the list is saved and shown. */
  async function named() {
    if (state.table.unnamed()) {
      const { entities } = await api.terms(state.table.decisions(), { language: state.table.language });
      state.table.adopt(entities);
    }
    changed();
  }

  // What a row of the list can ask for.
  const handlers = {
    toggle: edited((id, on) => state.table.toggle(id, on)),
    toggleVariant: edited((id, text, on) => state.table.toggleVariant(id, text, on)),
    replace: edited((id, value) => state.table.setReplacement(id, value, ui.keepTitles())),
    /** "Split off…" from a row: the variant the clerk picks becomes an entity of its own, named by the server. */
    split: (id) => guarded(async () => {
      const entity = state.table.get(id);
      const text = await ui.choose({ title: t("splitTitle", { term: entity.variants[0].text }), label: t("splitWhich"),
        confirm: t("split"), options: entity.variants.map((v) => ({ value: v.text, text: v.text })) });
      state.refocus = id;
      if (text === null) return ui.refresh();
      state.table.split(id, text);
      await named();
    }),
    /** "Merge with…" from a row: the entity the clerk picks joins this one, which keeps its replacement. */
    mergeWith: (id) => guarded(async () => {
      const term = state.table.get(id).variants[0].text;
      const other = await ui.choose({ title: t("mergeTitle", { term }), label: t("mergeLabel"), confirm: t("mergeInto"),
        options: state.table.mergeCandidates(id).map((e) => ({ value: e.id,
          text: `${e.variants[0].text}${e.replacement ? ` (${e.replacement})` : ""}` })) });
      state.refocus = id;
      if (other === null) return ui.refresh();
      state.table.merge([id, other]);
      changed();
    }),
    expand: (id) => {
      if (state.expanded.has(id)) state.expanded.delete(id);
      else state.expanded.add(id);
      ui.refresh();
    },
    select: (text) => guarded(() => selectText(text)),
    /** One occurrence chosen in a row's list: its place among the same text's, in Word's order. */
    occurrence: (text, index) => guarded(() => office.selectNext(Word, text, index - 1)),
    keptOpen: (open) => { state.keptOpen = open; },
  };

  const actions = {
    async analyze() {
      ui.showResult(null);
      state.previewOpen = false;
      ui.showPreview(null);
      ui.status(t("reading"));
      ui.progress(0);
      state.documentBase64 = await office.readDocument(Office, (share) => ui.progress(share / 2));
      ui.status(t("analyzing"));
      const result = await api.analyze(state.documentBase64, withCase({ language: "auto" }));
      state.table = new EntityTable(result);
      const saved = office.loadDecisions(Office);
      const restored = saved ? state.table.restore(saved) : 0;
      ui.progress(null);
      const { count, on } = state.table.stats();
      ui.status(`${t("found", { count, on })}${restored ? ` ${t("restored")}` : ""}`);
      ui.refresh();
    },

    async apply() {
      ui.showResult(null);
      ui.status(t("applying"));
      ui.progress(0.5);
      state.documentBase64 = await office.readDocument(Office);
      const { document_base64: output, report } = await api.apply(state.documentBase64, state.table.decisions(),
        withCase({}));
      ui.progress(null);
      let opened = false;
      try {
        await office.openAsNewDocument(Word, output);
        opened = true;
      } finally {
        ui.showResult(report ?? {}, opened);  // an error opening the copy still shows what Apply found
      }
    },

    async applyHere() {
      // The terms as the server would replace them (titles kept), longest first: the pane computes none.
      const { terms } = await api.terms(state.table.decisions(), { language: state.table.language });
      const since = new Date(Date.now() - 1000);  // Word dates its changes to the second
      if (!(await office.replaceTracked(Office, Word, terms))) {
        ui.status(t("trackUnsupported"), "warning");
        return;
      }
      state.lastReplace = { since, texts: terms.flatMap((term) => [term.original, term.replacement]) };
      ui.status(t("replacedHere", { count: terms.length }));
      ui.offerUndo(true);
    },

    /** Undo "Replace in this document": reject exactly the tracked changes it made. */
    async undoReplace() {
      const done = state.lastReplace;
      if (!done) return;
      ui.offerUndo(false);
      state.lastReplace = null;
      const undone = await office.undoTracked(Office, Word, done.since, done.texts);
      ui.status(undone ? t("undone") : t("undoUnsupported"), undone ? "info" : "warning");
    },

    async addSelection() {
      const term = await office.selectedText(Word);
      if (!term) {
        ui.status(t("nothingSelected"), "warning");
        return;
      }
      const request = state.table.clusterRequest(term);
      const { labels } = await api.cluster(request.text, request.mentions);
      state.table.addTerm(term, labels, request.owners);
      await named();
      ui.status(t("added", { term }));
    },

    /** All on or all off: the rows the filter shows. */
    setAll(on) {
      const { category, query } = ui.filter();
      for (const entity of state.table.view({ category, query })) state.table.toggle(entity.id, on);
      changed();
    },

    async highlight() {
      const texts = state.table.entities.filter((e) => e.anonymize)
        .flatMap((e) => e.variants.filter((v) => v.anonymize).map((v) => v.text));
      await office.highlightAll(Word, texts);
    },

    clearHighlights: () => office.clearHighlights(Word),

    /** Preview on or off: the list gives way to the text as it will read, kept up to date as the clerk edits. */
    async togglePreview() {
      state.previewOpen = !state.previewOpen;
      if (state.previewOpen) await showPreview();
      else ui.showPreview(null);
    },

    /** Show, on a name the Apply report found still in the copy. */
    async showLeak(found, where) {
      if ((await selectText(found)) < 0) ui.status(t("notInBody", { term: found, where }), "warning");
    },

    suggestions: () => api.suggestions(state.table.language || "en"),

    async acceptSuggestion(list, suggestion) {
      await api.acceptSuggestion(list, suggestion.term, state.table.language || "en", suggestion.category);
      ui.status(t("acceptedTerm", { term: suggestion.term, list: t(list) }));
    },

    persist,
  };

  return { state, handlers, actions, guarded };
}
