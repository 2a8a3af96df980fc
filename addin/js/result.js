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

const SVG = "http://www.w3.org/2000/svg";
// Each intent's 16 px icon (Fluent's web components ship none): a shape in the intent's colour and a mark
// cut out of it (taskpane.css colours them; decorative, the heading says the same).
const ICONS = {
  error: [["circle", { cx: "8", cy: "8", r: "7" }], ["path", { class: "mark", d: "M5.5 5.5l5 5m0-5l-5 5" }]],
  warning: [["path", { d: "M8 1.2l7.2 13.3H.8z" }], ["path", { class: "mark", d: "M8 6v4.2M8 12.2v.3" }]],
  success: [["circle", { cx: "8", cy: "8", r: "7" }], ["path", { class: "mark", d: "M4.8 8.3l2.2 2.2 4.2-4.4" }]],
};

function svgElement(document, tag, attributes) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

/** A Fluent message bar of `intent` (error, warning, success) with its icon, several lines unless `line`. */
function messageBar(document, { intent, line = false, ...properties }, children) {
  const icon = svgElement(document, "svg", { slot: "icon", class: `icon ${intent}`, viewBox: "0 0 16 16", width: "16",
    height: "16", "aria-hidden": "true" });
  icon.append(...ICONS[intent].map(([tag, attributes]) => svgElement(document, tag, attributes)));
  return element(document, "fluent-message-bar", { ...properties, intent, ...(line ? {} : { layout: "multiline" }) },
    [icon, ...children]);
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
  return messageBar(document, { class: "block residual", intent: "error", role: "alert" }, [
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
  return messageBar(document, { class: "block unchecked", intent: "warning" }, [
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
  else if (Array.isArray(report?.residual)) nodes.push(messageBar(document, { class: "clean", intent: "success", line: true },
    [t("noResidual")]));
  const unchecked = list(report?.unchecked);
  if (unchecked.length) nodes.push(uncheckedBlock(document, unchecked, t));
  const warnings = list(report?.warnings).filter(Boolean);
  if (warnings.length) nodes.push(messageBar(document, { class: "block warnings", intent: "warning" },
    [element(document, "ul", {}, warnings.map((warning) => element(document, "li", { textContent: String(warning) })))]));
  const replacements = list(report?.replacements);
  if (replacements.length) nodes.push(replacementDetails(document, replacements, t));
  return nodes;
}
