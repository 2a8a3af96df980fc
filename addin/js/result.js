// What the clerk sees after Apply, from the server's report: a summary line, then the names of
// anonymized people still in the copy (each with Show when Word can find it), then what Nomen
// could not read and must be checked by eye, the server's warnings (Fluent message bars, by their
// intent), and the replacements under Details. Every field is read defensively: an older server
// sends fewer of them.

import { element } from "./view.js";

const list = (value) => (Array.isArray(value) ? value : []);

function place(t, where) {
  return where ? (t.place ? t.place(where) : String(where)) : t("whereUnknown");
}

function placeCount(t, name, count) {
  return t.placeCount ? t.placeCount(name, count) : `${count} ${name}`;
}

/** The counts behind the banner and the status line. */
export function resultCounts(report = {}) {
  const replacements = list(report?.replacements);
  return {
    replaced: replacements.reduce((sum, r) => sum + (Number(r?.count) || 0), 0),
    terms: replacements.length,
    residual: list(report?.residual).length,
    unchecked: list(report?.unchecked).length,
    warnings: list(report?.warnings).length,
  };
}

/** The short status line after Apply, and its kind: an error while names are left. */
export function resultStatus(report, t) {
  const counts = resultCounts(report);
  if (counts.residual) return { message: t("appliedLeak", { count: counts.residual }), kind: "error" };
  return { message: t("applied"), kind: counts.unchecked || counts.warnings ? "warning" : "info" };
}

function residualBlock(document, residual, t, show) {
  const items = residual.map((leak) => {
    const found = String(leak?.found || leak?.original || "").trim();
    const where = place(t, leak?.where);
    const children = [element(document, "span", { textContent: t("residualItem", { term: found, where }),
      title: leak?.original ?? "" })];
    if (leak?.in_text === true && found) {
      const button = element(document, "fluent-button", { class: "show", size: "small", textContent: t("show"),
        "aria-label": t("showLabel", { term: found }) });
      button.addEventListener("click", () => show(found, where));
      children.push(button);
    }
    return element(document, "li", {}, children);
  });
  return element(document, "fluent-message-bar", { class: "block residual", intent: "error", layout: "multiline",
    role: "alert" }, [
    element(document, "h2", { textContent: t("residualHeading", { count: residual.length }) }),
    element(document, "ul", {}, items),
    element(document, "p", { class: "hint", textContent: t("residualHint") }),
  ]);
}

function uncheckedBlock(document, unchecked, t) {
  const names = unchecked.map((item) => place(t, item?.where));
  const counts = new Map();
  for (const name of names) counts.set(name, (counts.get(name) || 0) + 1);
  const summary = [...counts].map(([name, count]) => placeCount(t, name, count)).join(", ");
  return element(document, "fluent-message-bar", { class: "block unchecked", intent: "warning", layout: "multiline" }, [
    element(document, "h2", { textContent: t("uncheckedHeading", { items: summary }) }),
    element(document, "ul", {}, names.map((name, index) => element(document, "li", { textContent: name,
      title: unchecked[index]?.part ?? "" }))),
    element(document, "p", { class: "hint", textContent: t("uncheckedHint") }),
  ]);
}

function replacementDetails(document, replacements, t) {
  return element(document, "fluent-accordion", { class: "replacements" }, [
    element(document, "fluent-accordion-item", { "heading-level": "2" }, [
      element(document, "span", { slot: "heading", textContent: t("details") }),
      element(document, "ul", { "aria-label": t("details") }, replacements.map((r) => element(document, "li",
        { textContent: `${r?.original ?? ""} → ${r?.replacement ?? ""} (${Number(r?.count) || 0})` }))),
    ])]);
}

/**
 * The banner's nodes for `report`, in order. `opened`: whether the copy opened in Word;
 * `show(found, where)`: select `found` in the document (where: the place, in the UI's language).
 */
export function resultBanner(document, report, t, { opened = true, show = () => {} } = {}) {
  const counts = resultCounts(report);
  const nodes = [element(document, "p", { class: "summary",
    textContent: t(opened ? "summaryOpened" : "summaryNotOpened", counts) })];
  const residual = list(report?.residual);
  if (residual.length) nodes.push(residualBlock(document, residual, t, show));
  else if (Array.isArray(report?.residual)) nodes.push(element(document, "fluent-message-bar", { class: "clean",
    intent: "success", textContent: t("noResidual") }));
  const unchecked = list(report?.unchecked);
  if (unchecked.length) nodes.push(uncheckedBlock(document, unchecked, t));
  const warnings = list(report?.warnings).filter(Boolean);
  if (warnings.length) nodes.push(element(document, "fluent-message-bar", { class: "block warnings", intent: "warning",
    layout: "multiline" }, [element(document, "ul", {}, warnings.map((warning) => element(document, "li",
    { textContent: String(warning) })))]));
  const replacements = list(report?.replacements);
  if (replacements.length) nodes.push(replacementDetails(document, replacements, t));
  return nodes;
}
