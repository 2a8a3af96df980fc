// Renders the entity table into the pane with Fluent 2's web components. Text from the document only
// ever goes in through textContent and value (never as HTML), and every control is labelled.

export function element(document, tag, properties = {}, children = []) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(properties)) {
    if (key === "class") node.className = value;
    else if (key.includes("-") || key === "role") node.setAttribute(key, value);  // aria-*, data-*, control-size…
    else node[key] = value;
  }
  for (const child of children) node.append(child);
  return node;
}

/** A Fluent control that is on or off: its `disabled` attribute (a checkbox takes its state from it when
 * connected), and aria-disabled too (axe-core reads no ElementInternals, and would hold a disabled
 * control to the contrast of an enabled one). */
export function enable(control, on) {
  control.toggleAttribute("disabled", !on);
  if (on) control.removeAttribute("aria-disabled");
  else control.setAttribute("aria-disabled", "true");
}

function checkbox(document, { checked, disabled = false, className = "", label }) {
  const box = element(document, "fluent-checkbox", { class: className, "aria-label": label });
  box.checked = checked;
  enable(box, !disabled);
  return box;
}

/** "1 occurrence", "6 occurrences". */
function occurrenceCount(document, t, count) {
  return element(document, "span", { class: "count", textContent: t(count === 1 ? "occurrence" : "occurrences", { count }) });
}

/** A button showing `term` that selects it in Word. */
function findButton(document, t, handlers, term, className) {
  const find = element(document, "fluent-button", { class: className, textContent: term, appearance: "transparent",
    "aria-label": t("select", { term }) });
  find.addEventListener("click", () => handlers.select(term));
  return find;
}

function variantList(document, entity, t, handlers) {
  const list = element(document, "ul", { class: "variants", id: `variants-${entity.id}`, role: "list",
    "aria-label": t("variants", { term: entity.variants[0].text }) });
  for (const variant of entity.variants) {
    // An entity kept as written replaces none of its variants: they show off, and can't be ticked alone.
    const box = checkbox(document, { checked: entity.anonymize && variant.anonymize, disabled: !entity.anonymize,
      className: "variant", label: t("includeVariant", { term: variant.text }) });
    box.addEventListener("change", () => handlers.toggleVariant(entity.id, variant.text, box.checked));
    list.append(element(document, "li", {}, [box, findButton(document, t, handlers, variant.text, "link"),
      occurrenceCount(document, t, variant.count)]));
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
    const button = element(document, "fluent-button", { class: "occurrence", appearance: "subtle" }, [
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

/** What a row's menu offers: the next occurrence in Word; "Merge with…" when another entity could join
 * this one (it keeps its replacement); "Split off…" when it has several variants, one of whom may be
 * someone else. */
export function rowActions(table, entity) {
  return ["next", ...(table.mergeCandidates(entity.id).length ? ["merge"] : []),
    ...(entity.variants.length > 1 ? ["split"] : [])];
}

/** A row's menu (Fluent's menu) with its `rowActions`. */
function rowMenu(document, entity, t, handlers, state) {
  const name = entity.variants[0].text;
  const actions = { next: ["nextOccurrence", () => handlers.select(name)],
    merge: ["mergeWith", () => handlers.mergeWith(entity.id)], split: ["splitOff", () => handlers.split(entity.id)] };
  const items = rowActions(state.table, entity).map((key) => {
    const [label, run] = actions[key];
    const node = element(document, "fluent-menu-item", { class: key, role: "menuitem", textContent: t(label) });
    node.addEventListener("change", run);  // chosen, by mouse or key
    return node;
  });
  return element(document, "fluent-menu", { class: "row-menu" }, [
    element(document, "fluent-button", { slot: "trigger", class: "row-menu-button", role: "button",
      appearance: "subtle", size: "small", "icon-only": "", "aria-label": t("rowMenu", { term: name }), textContent: "⋯" }),
    element(document, "fluent-menu-list", { role: "menu" }, items),
  ]);
}

function row(document, entity, t, handlers, state) {
  const name = entity.variants[0].text;
  const total = entity.variants.reduce((sum, v) => sum + v.count, 0);
  const collision = state.collisions.has(entity.id);
  const item = element(document, "li", { class: `entity${collision ? " collision" : ""}`
    + `${entity.ambiguous ? " ambiguous" : ""}${entity.anonymize ? "" : " off"}`, "data-id": entity.id });
  const box = checkbox(document, { checked: entity.anonymize, className: "include", label: t("include", { term: name }) });
  box.addEventListener("change", () => handlers.toggle(entity.id, box.checked));
  const expanded = state.expanded.has(entity.id);
  const expand = element(document, "fluent-button", { class: "expand", role: "button", appearance: "transparent",
    size: "small", "aria-expanded": String(expanded), "aria-controls": `variants-${entity.id}`,
    "aria-label": t("expand", { term: name }) }, [element(document, "span", { class: "chevron", "aria-hidden": "true",
    textContent: "›" })]);
  expand.addEventListener("click", () => handlers.expand(entity.id));
  // Fluent's text input names its inner input by the label it slots (aria-label on it would not reach it).
  const replacement = element(document, "fluent-text-input", { class: "replacement", "control-size": "small" },
    [element(document, "span", { class: "sr-only", textContent: t("replacement", { term: name }) })]);
  replacement.value = entity.replacement || "";
  replacement.addEventListener("change", () => handlers.replace(entity.id, replacement.value));
  const person = entity.category === "PERSON";
  const badges = [element(document, "fluent-badge", { class: `category ${entity.category.toLowerCase()}`,
    appearance: person ? "tint" : "outline", color: person ? "brand" : "informative", textContent: t.category(entity.category) })];
  if (entity.role) badges.push(element(document, "span", { class: "role", textContent: t.role(entity.role) }));
  if (collision) badges.push(element(document, "span", { class: "flag", textContent: "⚠", title: t("collision"),
    "aria-label": t("collision"), role: "img" }));
  if (entity.ambiguous) badges.push(element(document, "span", { class: "flag", textContent: "?", title: t("ambiguous"),
    "aria-label": t("ambiguous"), role: "img" }));
  const head = element(document, "div", { class: "head" }, [box, expand, findButton(document, t, handlers, name, "term"),
    occurrenceCount(document, t, total), rowMenu(document, entity, t, handlers, state)]);
  item.append(head, element(document, "div", { class: "details" }, [replacement, ...badges]));
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
  if (!groups.total) {  // nothing analysed yet: what to do first
    container.replaceChildren(element(document, "p", { class: "empty", textContent: t("emptyHint") }));
    return;
  }
  // Back from the row menu's dialog, the focus returns to that row's menu button.
  const focused = focusedControl(container)
    || (state.refocus && { id: state.refocus, selector: "fluent-button.row-menu-button", index: 0 });
  state.refocus = null;
  const shown = { ...state, collisions: state.table.collisions() };
  const onLabel = t("groupOn", { count: groups.on.length });
  const keptCount = groups.kept.reduce((sum, group) => sum + group.entities.length, 0);
  const keptItem = element(document, "fluent-accordion-item", { class: "group kept", "heading-level": "2" }, [
    element(document, "span", { slot: "heading", textContent: t("groupKept", { count: keptCount }) }),
    ...groups.kept.flatMap((group) => [
      element(document, "h3", { textContent: t(`kept_${group.key}`) }),
      rowList(document, group.entities, t, handlers, shown, t(`kept_${group.key}`)),
    ]),
  ]);
  keptItem.expanded = state.keptOpen;
  const kept = element(document, "fluent-accordion", { class: "kept-groups" }, [keptItem]);
  // The accordion's own "change" (its rows' checkboxes send theirs through it too).
  kept.addEventListener("change", (event) => event.target === kept && handlers.keptOpen(keptItem.expanded));
  container.replaceChildren(
    element(document, "p", { class: "shown", role: "status", textContent: t("shown", { shown: groups.shown,
      total: groups.total }) }),
    element(document, "section", { class: "group on", "aria-label": onLabel }, [
      element(document, "h2", { textContent: onLabel }), rowList(document, groups.on, t, handlers, shown, onLabel)]),
    ...(keptCount ? [kept] : []));
  if (focused) restoreFocus(container, focused);
  roveRows(container, state);
}

const ROW_CONTROLS = "fluent-checkbox, fluent-button, fluent-text-input";

function visibleRows(container) {
  return [...container.querySelectorAll("li.entity")]
    .filter((row) => row.closest("fluent-accordion-item")?.expanded !== false);
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
    if (!step || !row || event.target.closest("fluent-menu-list")) return;  // a row's open menu has its own
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

/** A toolbar as one Tab stop: the arrow keys, Home and End move between its enabled buttons (a menu
 * has arrow keys of its own). Returns what settles the Tab stop again after buttons were
 * turned on or off. */
export function roveToolbar(toolbar) {
  const all = () => [...toolbar.querySelectorAll("fluent-button, fluent-toggle-button")];
  const enabled = () => all().filter((button) => !button.disabled && !button.hidden);
  let current = null;
  const settle = (chosen) => {
    current = chosen;
    for (const button of all()) button.tabIndex = button === chosen ? 0 : -1;
  };
  toolbar.addEventListener("focusin", (event) => {
    if (all().includes(event.target)) settle(event.target);
  });
  toolbar.addEventListener("keydown", (event) => {
    const buttons = enabled();
    const index = buttons.indexOf(event.target);
    if (index < 0) return;
    const target = { ArrowRight: buttons[index + 1], ArrowLeft: buttons[index - 1], Home: buttons[0],
      End: buttons[buttons.length - 1] }[event.key];
    if (!target) return;
    event.preventDefault();
    target.focus();
  });
  const again = () => settle(enabled().includes(current) ? current : enabled()[0]);
  again();
  return again;
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
