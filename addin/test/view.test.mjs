// The view logic that needs no page: what a row's menu offers, the dialog's answers, a control turned off.
import assert from "node:assert/strict";
import { test } from "node:test";

import { choose } from "../js/choose.js";
import { EntityTable } from "../js/model.js";
import { enable, rowActions } from "../js/view.js";

const person = (id, ...texts) => ({ id, category: "PERSON", anonymize: true, replacement: `${id}.`,
  variants: texts.map((text) => ({ text, count: 1 })) });

test("a row's menu: Next occurrence always, Merge with… when another entity can join, Split off… with variants", () => {
  const table = new EntityTable({ text: "", entities: [person("a", "Ann Lee", "Lee"), person("b", "Bo Yu"),
    { ...person("c", "1 May 1990"), category: "DATE" }] });
  assert.deepEqual(rowActions(table, table.get("a")), ["next", "merge", "split"]);
  assert.deepEqual(rowActions(table, table.get("b")), ["next", "merge"]);
  assert.deepEqual(rowActions(table, table.get("c")), ["next"]);  // no other date to merge with
});

class Node {
  constructor(tag = "div") {
    this.tagName = tag.toUpperCase();
    this.attributes = new Map();
    this.children = [];
    this.textContent = "";
    this.value = "";
  }

  setAttribute(name, value) { this.attributes.set(name, String(value)); }

  removeAttribute(name) { this.attributes.delete(name); }

  toggleAttribute(name, on) {
    if (on) this.attributes.set(name, "");
    else this.attributes.delete(name);
  }

  replaceChildren(...nodes) {
    this.children = nodes;
    this.value = nodes[0]?.value ?? "";
  }

  focus() { this.focused = true; }
}

/** A stand-in for taskpane.html's fluent-dialog, with the parts choose() fills. */
function fakeDialog() {
  const parts = { ".choose-title": new Node("h2"), ".choose-label": new Node("label"), ".choose-ok": new Node(),
    ".choose-cancel": new Node(), select: new Node("select") };
  const dialog = { ownerDocument: { createElement: (tag) => new Node(tag) }, open: false, parts,
    querySelector: (selector) => parts[selector],
    show() { this.open = true; },
    hide() {
      this.open = false;
      this.ontoggle?.({ detail: { newState: "closed" } });
    } };
  return dialog;
}

const REQUEST = { title: "Merge with “Ann Lee”", label: "The same person", confirm: "Merge",
  options: [{ value: "b", text: "Bo Yu (b.)" }, { value: "c", text: "Cy Oz (c.)" }] };

test("the dialog shows the question and the options, and answers the option chosen", async () => {
  const dialog = fakeDialog();
  const answer = choose(dialog, REQUEST);
  const { parts } = dialog;
  assert.ok(dialog.open && parts.select.focused);
  assert.deepEqual([parts[".choose-title"].textContent, parts[".choose-label"].textContent,
    parts[".choose-ok"].textContent], [REQUEST.title, REQUEST.label, REQUEST.confirm]);
  assert.deepEqual(parts.select.children.map((option) => [option.value, option.textContent]),
    [["b", "Bo Yu (b.)"], ["c", "Cy Oz (c.)"]]);
  parts.select.value = "c";
  parts[".choose-ok"].onclick();
  assert.equal(await answer, "c");
  assert.equal(dialog.open, false);
});

test("Cancel or Escape (the dialog closing by itself) answers null", async () => {
  const cancelled = fakeDialog();
  const first = choose(cancelled, REQUEST);
  cancelled.parts[".choose-cancel"].onclick();
  assert.equal(await first, null);
  const escaped = fakeDialog();
  const second = choose(escaped, REQUEST);
  escaped.open = false;
  escaped.ontoggle({ detail: { newState: "closed" } });
  assert.equal(await second, null);
});

test("a control turned off says so in its attributes too, and comes back on", () => {
  const control = new Node("fluent-button");
  enable(control, false);
  assert.deepEqual([...control.attributes], [["disabled", ""], ["aria-disabled", "true"]]);
  enable(control, true);
  assert.deepEqual([...control.attributes], []);
});
