// Renders the entity table into the pane. Text from the document only ever goes in through
// textContent and value (never as HTML), and every control is a native, labelled input.

export function element(document, tag, properties = {}, children = []) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(properties)) {
    if (key === "class") node.className = value;
    else if (key.startsWith("aria-") || key === "role" || key.startsWith("data-")) node.setAttribute(key, value);
    else node[key] = value;
  }
  for (const child of children) node.append(child);
  return node;
}

function variantList(document, entity, t, handlers) {
  const list = element(document, "ul", { class: "variants", id: `variants-${entity.id}`, role: "list",
    "aria-label": t("variants", { term: entity.variants[0].text }) });
  for (const variant of entity.variants) {
    // An entity kept as written replaces none of its variants: they show off, and can't be ticked alone.
    const box = element(document, "input", { type: "checkbox", checked: entity.anonymize && variant.anonymize,
      disabled: !entity.anonymize, "aria-label": t("includeVariant", { term: variant.text }) });
    box.addEventListener("change", () => handlers.toggleVariant(entity.id, variant.text, box.checked));
    const find = element(document, "button", { type: "button", class: "link", textContent: variant.text,
      "aria-label": t("select", { term: variant.text }) });
    find.addEventListener("click", () => handlers.select(variant.text));
    const children = [box, find, element(document, "span", { class: "count", textContent: String(variant.count),
      "aria-label": t("occurrences", { count: variant.count }) })];
    if (entity.variants.length > 1) {
      const split = element(document, "button", { type: "button", class: "small", textContent: t("split") });
      split.addEventListener("click", () => handlers.split(entity.id, variant.text));
      children.push(split);
    }
    list.append(element(document, "li", {}, children));
  }
  return list;
}

function occurrenceList(document, entity, t, handlers, occurrences) {
  const list = element(document, "ol", { class: "occurrences", role: "list",
    "aria-label": t("occurrencesOf", { term: entity.variants[0].text }) });
  for (const found of occurrences) {
    const key = `part_${found.part}`;
    const where = t(key) === key ? t.place(found.part) : t(key);
    // Its name is what it shows (the context), after a hidden "Show in the document:".
    const button = element(document, "button", { type: "button", class: "occurrence" }, [
      element(document, "span", { class: "sr-only", textContent: `${t("occurrenceShow")} ` }),
      element(document, "span", { class: "context", textContent: `${found.cutBefore ? "…" : ""}${found.before}` }),
      element(document, "mark", { textContent: found.text }),
      element(document, "span", { class: "context", textContent: `${found.after}${found.cutAfter ? "…" : ""}` }),
      element(document, "span", { class: "where", textContent: where }),
    ]);
    button.addEventListener("click", () => handlers.occurrence(found.text, found.index));
    list.append(element(document, "li", {}, [button]));
  }
  return list;
}

/** A row's menu: the next occurrence in Word, merging another entity into this one (the one the
 * clerk is on keeps its replacement), and splitting off a variant that is someone else. */
function rowMenu(document, entity, t, handlers, state) {
  const name = entity.variants[0].text;
  const next = element(document, "button", { type: "button", textContent: t("nextOccurrence") });
  next.addEventListener("click", () => handlers.select(name));
  const others = state.table.mergeCandidates(entity.id);
  const children = [next];
  if (others.length) {
    const choice = element(document, "select", { id: `merge-${entity.id}`, class: "merge-choice" },
      others.map((other) => element(document, "option", { value: other.id,
        textContent: `${other.variants[0].text}${other.replacement ? ` (${other.replacement})` : ""}` })));
    const merge = element(document, "button", { type: "button", class: "merge", textContent: t("mergeInto") });
    merge.addEventListener("click", () => handlers.mergeWith(entity.id, choice.value));
    children.push(element(document, "label", { class: "check", htmlFor: choice.id, textContent: t("mergeWith") }),
      choice, merge);
  }
  if (entity.variants.length > 1) {
    const variant = element(document, "select", { id: `split-${entity.id}`, class: "split-choice" },
      entity.variants.map((v) => element(document, "option", { value: v.text, textContent: v.text })));
    const split = element(document, "button", { type: "button", class: "split", textContent: t("split") });
    split.addEventListener("click", () => handlers.split(entity.id, variant.value));
    children.push(element(document, "label", { class: "check", htmlFor: variant.id, textContent: t("splitWhich") }),
      variant, split);
  }
  return element(document, "div", { class: "row-panel", id: `menu-${entity.id}`, role: "group",
    "aria-label": t("rowMenu", { term: name }) }, children);
}

function row(document, entity, t, handlers, state) {
  const name = entity.variants[0].text;
  const total = entity.variants.reduce((sum, v) => sum + v.count, 0);
  const collision = state.collisions.has(entity.id);
  const item = element(document, "li", { class: `entity${collision ? " collision" : ""}`
    + `${entity.ambiguous ? " ambiguous" : ""}${entity.anonymize ? "" : " off"}`, "data-id": entity.id });
  const box = element(document, "input", { type: "checkbox", checked: entity.anonymize, class: "include",
    "aria-label": t("include", { term: name }) });
  box.addEventListener("change", () => handlers.toggle(entity.id, box.checked));
  // The row's less frequent actions behind one button: Next occurrence, Merge with….
  const menuOpen = state.openMenu === entity.id;
  const menuButton = element(document, "button", { type: "button", class: "row-menu small", textContent: "⋯",
    "aria-label": t("rowMenu", { term: name }), "aria-expanded": String(menuOpen),
    "aria-controls": `menu-${entity.id}` });
  menuButton.addEventListener("click", () => handlers.menu(menuOpen ? null : entity.id));
  const expanded = state.expanded.has(entity.id);
  const expand = element(document, "button", { type: "button", class: "expand", textContent: expanded ? "▾" : "▸",
    "aria-expanded": String(expanded), "aria-controls": `variants-${entity.id}`,
    "aria-label": t("expand", { term: name }) });
  expand.addEventListener("click", () => handlers.expand(entity.id));
  const find = element(document, "button", { type: "button", class: "link term", textContent: name,
    "aria-label": t("select", { term: name }) });
  find.addEventListener("click", () => handlers.select(name));
  const replacement = element(document, "input", { type: "text", class: "replacement", value: entity.replacement || "",
    "aria-label": t("replacement", { term: name }) });
  replacement.addEventListener("change", () => handlers.replace(entity.id, replacement.value));
  const badges = [element(document, "span", { class: `badge ${entity.category.toLowerCase()}`,
    textContent: t.category(entity.category) })];
  if (entity.role) badges.push(element(document, "span", { class: "role", textContent: t.role(entity.role) }));
  if (collision) badges.push(element(document, "span", { class: "flag", textContent: "⚠", title: t("collision"),
    "aria-label": t("collision") }));
  if (entity.ambiguous) badges.push(element(document, "span", { class: "flag", textContent: "?", title: t("ambiguous"),
    "aria-label": t("ambiguous") }));
  const head = element(document, "div", { class: "head" }, [box, expand, find,
    element(document, "span", { class: "count", textContent: t(total === 1 ? "occurrence" : "occurrences", { count: total }) }),
    menuButton]);
  item.append(head, element(document, "div", { class: "details" }, [replacement, ...badges]));
  if (menuOpen) item.append(rowMenu(document, entity, t, handlers, state));
  if (expanded) {
    item.append(variantList(document, entity, t, handlers));
    const occurrences = state.table.occurrences(entity.id);
    if (occurrences.length) item.append(occurrenceList(document, entity, t, handlers, occurrences));
  }
  return item;
}

function rowList(document, entities, t, handlers, state, label) {
  return element(document, "ul", { class: "rows", role: "list", "aria-label": label },
    entities.map((entity) => row(document, entity, t, handlers, state)));
}

/** The list drawn anew, in two groups: "To anonymize (n)", open, and "Kept as written (m)", collapsed
 * unless the clerk opened it, by sub-group in plain words; and "k of n shown". The control that had the
 * focus (the same control of the same row) keeps it, so an edit does not throw a keyboard user back to
 * the top of the pane. */
export function renderList(container, groups, t, handlers, state) {
  const document = container.ownerDocument;
  const focused = focusedControl(container);
  const shown = { ...state, collisions: state.table.collisions() };
  const onLabel = t("groupOn", { count: groups.on.length });
  const keptCount = groups.kept.reduce((sum, group) => sum + group.entities.length, 0);
  const kept = element(document, "details", { class: "group kept", open: state.keptOpen }, [
    element(document, "summary", { textContent: t("groupKept", { count: keptCount }) }),
    ...groups.kept.flatMap((group) => [
      element(document, "h3", { textContent: t(`kept_${group.key}`) }),
      rowList(document, group.entities, t, handlers, shown, t(`kept_${group.key}`)),
    ]),
  ]);
  kept.addEventListener("toggle", () => handlers.keptOpen(kept.open));
  container.replaceChildren(
    element(document, "p", { class: "shown", role: "status", textContent: t("shown", { shown: groups.shown,
      total: groups.total }) }),
    element(document, "section", { class: "group on", "aria-label": onLabel }, [
      element(document, "h2", { textContent: onLabel }), rowList(document, groups.on, t, handlers, shown, onLabel)]),
    ...(keptCount ? [kept] : []));
  if (focused) restoreFocus(container, focused);
  roveRows(container, state);
}

const ROW_CONTROLS = "input, button, select, summary";

function visibleRows(container) {
  return [...container.querySelectorAll("li.entity")].filter((row) => !row.closest("details:not([open])"));
}

/** The rows as one Tab stop: only the current row's controls are in the Tab order, and the arrow keys
 * move from row to row (to the same control of the next row), so the list costs a keyboard user one
 * Tab stop, not five per row. */
function roveRows(container, state) {
  const rows = visibleRows(container);
  tabInto(container, rows.find((row) => row.dataset.id === state.currentRow) || rows[0]);
  if (container.dataset.roving) return;
  container.dataset.roving = "1";
  container.addEventListener("focusin", (event) => {
    const row = event.target.closest("li.entity");
    if (!row || row.dataset.id === state.currentRow) return;
    state.currentRow = row.dataset.id;
    tabInto(container, row);
  });
  container.addEventListener("keydown", (event) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    const row = event.target.closest("li.entity");
    if (!step || !row || event.target.tagName === "SELECT") return;
    const visible = visibleRows(container);
    const next = visible[visible.indexOf(row) + step];
    if (!next) return;
    event.preventDefault();
    const selector = `${event.target.tagName.toLowerCase()}${[...event.target.classList].map((c) => `.${CSS.escape(c)}`).join("")}`;
    (next.querySelector(selector) || next.querySelector(ROW_CONTROLS)).focus();
  });
}

/** Only `current`'s controls in the Tab order. */
function tabInto(container, current) {
  for (const row of container.querySelectorAll("li.entity")) {
    for (const control of row.querySelectorAll(ROW_CONTROLS)) control.tabIndex = row === current ? 0 : -1;
  }
}

/** A toolbar as one Tab stop: the arrow keys, Home and End move between its enabled buttons. */
export function roveToolbar(toolbar) {
  const buttons = () => [...toolbar.querySelectorAll("button")].filter((b) => !b.disabled && !b.hidden);
  const settle = (chosen) => {
    for (const button of toolbar.querySelectorAll("button")) button.tabIndex = button === chosen ? 0 : -1;
  };
  settle(buttons()[0]);
  toolbar.addEventListener("focusin", (event) => settle(event.target));
  toolbar.addEventListener("keydown", (event) => {
    const enabled = buttons();
    const index = enabled.indexOf(event.target);
    const target = { ArrowRight: enabled[index + 1], ArrowLeft: enabled[index - 1], Home: enabled[0],
      End: enabled[enabled.length - 1] }[event.key];
    if (!target) return;
    event.preventDefault();
    target.focus();
  });
  return () => { if (!buttons().some((b) => b.tabIndex === 0)) settle(buttons()[0]); };
}

function focusedControl(container) {
  const active = container.ownerDocument.activeElement;
  const item = active && active !== container && container.contains(active) ? active.closest("li.entity") : null;
  if (!item) return null;
  const selector = [active.tagName.toLowerCase(), ...[...active.classList].map((name) => `.${CSS.escape(name)}`)].join("");
  return { id: item.dataset.id, selector, index: [...item.querySelectorAll(selector)].indexOf(active) };
}

function restoreFocus(container, { id, selector, index }) {
  const item = [...container.querySelectorAll("li.entity")].find((node) => node.dataset.id === id);
  const same = item ? [...item.querySelectorAll(selector)] : [];
  (same[index] || same[0])?.focus();
}

/** The category filter's options: every category present, after "all". */
export function renderCategories(select, categories, t) {
  const document = select.ownerDocument;
  const current = select.value;
  select.replaceChildren(element(document, "option", { value: "", textContent: t("allCategories") }),
    ...categories.map((c) => element(document, "option", { value: c, textContent: t.category(c) })));
  select.value = categories.includes(current) ? current : "";
}
