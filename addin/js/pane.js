// The pane's view: the DOM of taskpane.html, wired to the controller's actions. Every dependency
// (Office, Word, the API, the DOM) comes in through `start`, so the end-to-end test runs it
// against a stand-in for Office.js and the real server.

import { createController } from "./controller.js";
import * as office from "./office.js";
import { resultBanner, resultStatus } from "./result.js";
import { renderCategories, renderList, roveToolbar } from "./view.js";

const NEEDS_ENTITIES = ["apply", "apply-here", "highlight", "clear", "all-on", "all-off", "preview-toggle"];

export function start({ Office, Word, api, document, t }) {
  const $ = (id) => document.getElementById(id);
  let controller;
  const settleToolbar = roveToolbar($("commands"));

  const ui = {
    status(message, kind = "info") {
      const box = $("status");
      box.textContent = message;
      box.dataset.kind = kind;
    },
    progress(value) {
      const bar = $("progress");
      bar.hidden = value === null;
      if (value !== null) bar.value = value;
    },
    filter: () => ({ category: $("category").value, query: $("search").value, sort: $("sort").value }),
    caseId: () => $("case-id").value.trim(),
    keepTitles: () => $("keep-titles").checked,
    refresh() {
      const { state, handlers } = controller;
      renderCategories($("category"), state.table.categories(), t);
      renderList($("entities"), state.table.groups(ui.filter()), t, handlers, state);
      const analysed = state.table.entities.length > 0;
      for (const id of NEEDS_ENTITIES) $(id).disabled = !analysed;
      // One primary action at a time: Analyze first, then Apply.
      $("analyze").classList.toggle("primary", !analysed);
      $("apply").classList.toggle("primary", analysed);
      settleToolbar();
    },
    /** The Undo button for "Replace in this document", shown after it. */
    offerUndo(on) {
      $("undo-replace").hidden = !on;
    },
    /** The Preview view in place of the list (`shown`: the server's text and marks), or the list again (null). */
    showPreview(shown) {
      const box = $("preview");
      box.hidden = !shown;
      $("entities").hidden = Boolean(shown);
      $("preview-toggle").setAttribute("aria-pressed", String(Boolean(shown)));
      if (!shown) return box.replaceChildren();
      const pieces = [];
      let position = 0;
      for (const { start, end } of shown.marks) {
        pieces.push(document.createTextNode(shown.text.slice(position, start)));
        const mark = document.createElement("mark");
        mark.textContent = shown.text.slice(start, end);
        pieces.push(mark);
        position = end;
      }
      pieces.push(document.createTextNode(shown.text.slice(position)));
      const heading = document.createElement("h2");
      heading.textContent = t("previewLabel");
      const body = document.createElement("div");
      body.className = "text";
      body.append(...pieces);
      return box.replaceChildren(heading, body);
    },
    /** The result banner above the rows, or none (`report` null); the status line stays short. */
    showResult(report, opened) {
      const box = $("result");
      const show = (found, where) => controller.guarded(() => controller.actions.showLeak(found, where));
      box.replaceChildren(...(report ? resultBanner(document, report, t, { opened, show }) : []));
      box.hidden = !report;
      if (!report) return;
      const { message, kind } = resultStatus(report, t);
      ui.status(message, kind);
      box.scrollIntoView?.({ block: "nearest" });
    },
  };

  controller = createController({ Office, Word, api, t, ui });
  const { actions, guarded } = controller;

  /** The list entries suggested from the clerk's past decisions, each accepted with one click. */
  async function showSuggestions() {
    const found = await actions.suggestions();
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
          await actions.acceptSuggestion(list, suggestion);
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

  // "More": the actions used less often, in a menu that opens under the command bar (Escape closes it).
  const menu = $("more-menu");
  const showMenu = (open) => {
    menu.hidden = !open;
    $("more").setAttribute("aria-expanded", String(open));
    if (open) menu.querySelector("button:not([disabled]), select")?.focus();
  };
  $("more").addEventListener("click", () => showMenu(menu.hidden));
  menu.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    showMenu(false);
    $("more").focus();
  });
  const fromMenu = (run) => () => {
    showMenu(false);
    return run();
  };
  for (const [id, action] of [["analyze", actions.analyze], ["apply", actions.apply]]) {
    $(id).addEventListener("click", () => guarded(action));
  }
  for (const [id, action] of [["apply-here", actions.applyHere], ["add", actions.addSelection],
    ["highlight", actions.highlight], ["clear", actions.clearHighlights]]) {
    $(id).addEventListener("click", fromMenu(() => guarded(action)));
  }
  $("preview-toggle").addEventListener("click", () => guarded(actions.togglePreview));
  $("undo-replace").addEventListener("click", () => guarded(actions.undoReplace));
  $("all-on").addEventListener("click", fromMenu(() => actions.setAll(true)));
  $("all-off").addEventListener("click", fromMenu(() => actions.setAll(false)));
  $("settings").addEventListener("toggle", () => $("settings").open && guarded(showSuggestions));
  $("case-id").value = office.loadCaseId(Office);
  $("case-id").addEventListener("change", actions.persist);
  for (const id of ["category", "sort"]) $(id).addEventListener("change", ui.refresh);
  $("search").addEventListener("input", ui.refresh);
  ui.refresh();
  return controller.state;
}
