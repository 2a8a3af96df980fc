// The pane's view: the DOM of taskpane.html, wired to the controller's actions. Every dependency
// (Office, Word, the API, the DOM) comes in through `start`, so the end-to-end test runs it
// against a stand-in for Office.js and the real server.

import { choose } from "./choose.js";
import { createController } from "./controller.js";
import * as office from "./office.js";
import { resultBanner, resultStatus } from "./result.js";
import { element, enable, renderCategories, renderList, roveToolbar } from "./view.js";

const NEEDS_ENTITIES = ["apply", "apply-here", "highlight", "clear", "all-on", "all-off", "preview-toggle"];

export function start({ Office, Word, api, document, t }) {
  const $ = (id) => document.getElementById(id);
  let controller;
  let sort = "appearance";
  const settleToolbar = roveToolbar($("commands"));
  // The header stays on top (CSS sticky): what gets the focus scrolls into view below it, not under it.
  const header = document.querySelector("header");
  new ResizeObserver(() => document.documentElement.style.setProperty("scroll-padding-top", `${header.offsetHeight + 8}px`))
    .observe(header);

  /** The search and filter are the list's: shown with it, once there is one. */
  const showTools = () => {
    document.querySelector(".tools").hidden = !controller.state.table.entities.length || controller.state.previewOpen;
  };

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
    filter: () => ({ category: $("category").value, query: $("search").value || "", sort }),
    caseId: () => $("case-id").value.trim(),
    keepTitles: () => $("keep-titles").checked,
    refresh() {
      const { state, handlers } = controller;
      renderCategories($("category"), state.table.categories(), t);
      renderList($("entities"), state.table.groups(ui.filter()), t, handlers, state);
      const analysed = state.table.entities.length > 0;
      for (const id of NEEDS_ENTITIES) enable($(id), analysed);
      showTools();
      // One primary action at a time: Analyze first, then Apply.
      for (const [id, primary] of [["analyze", !analysed], ["apply", analysed]]) {
        if (primary) $(id).setAttribute("appearance", "primary");
        else $(id).removeAttribute("appearance");
      }
      settleToolbar();
    },
    /** The Undo button for "Replace in this document", shown after it. */
    offerUndo(on) {
      $("undo-replace").hidden = !on;
    },
    /** "Merge with…", "Split off…": the clerk's choice among `options`, or null. */
    choose: (request) => choose($("choose"), request),
    /** The Preview view in place of the list (`shown`: the server's text and marks), or the list again (null). */
    showPreview(shown) {
      const box = $("preview");
      box.hidden = !shown;
      $("entities").hidden = Boolean(shown);
      showTools();
      $("preview-toggle").pressed = Boolean(shown);
      if (!shown) return box.replaceChildren();
      if (!box.childNodes.length) document.defaultView?.scrollTo(0, 0);  // just opened: read from the top
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
      document.defaultView?.scrollTo(0, 0);  // the banner is the first thing under the (sticky) header
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
        const accept = element(document, "fluent-button", { size: "small", textContent: t("accept", { list: t(list) }) });
        accept.addEventListener("click", () => guarded(async () => {
          await actions.acceptSuggestion(list, suggestion);
          await showSuggestions();
        }));
        items.push(element(document, "li", {}, [element(document, "span", {
          textContent: `${suggestion.term} (${suggestion.documents})` }), accept]));
      }
    }
    if (!items.length) items.push(element(document, "li", { textContent: t("noSuggestions") }));
    $("suggestions").replaceChildren(...items);
  }

  // Preview: heard on the command bar, after the toggle button has flipped its own `pressed` (which
  // showPreview then sets to what is shown).
  $("commands").addEventListener("click", (event) => event.target === $("preview-toggle") && guarded(actions.togglePreview));
  for (const [id, action] of [["analyze", actions.analyze], ["apply", actions.apply], ["undo-replace", actions.undoReplace]]) {
    $(id).addEventListener("click", () => guarded(action));
  }
  // "More": the actions used less often, in Fluent's menu; an item says "change" when chosen, by mouse or key.
  for (const [id, action] of [["apply-here", actions.applyHere], ["add", actions.addSelection],
    ["highlight", actions.highlight], ["clear", actions.clearHighlights], ["all-on", () => actions.setAll(true)],
    ["all-off", () => actions.setAll(false)]]) {
    $(id).addEventListener("change", () => guarded(action));
  }
  // The sort order: two radio items of the same menu.
  const sorts = [...document.querySelectorAll("[data-sort]")];
  for (const item of sorts) {
    item.addEventListener("change", () => {
      if (item.checked) sort = item.dataset.sort;
      for (const other of sorts) other.setAttribute("aria-checked", String(other.dataset.sort === sort));
      ui.refresh();
    });
  }
  const settings = $("settings").parentElement;  // its accordion, whose "change" says it opened or closed
  settings.addEventListener("change", (event) => event.target === settings && $("settings").expanded
    && guarded(showSuggestions));
  $("case-id").value = office.loadCaseId(Office);
  $("case-id").addEventListener("change", actions.persist);
  $("category").addEventListener("change", ui.refresh);
  $("search").addEventListener("input", ui.refresh);
  ui.refresh();
  return controller.state;
}
