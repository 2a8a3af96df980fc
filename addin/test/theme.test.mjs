import assert from "node:assert/strict";
import { test } from "node:test";

import { themeOf } from "../js/theme.js";

test("Office's theme gives the pane its colours, and a dark body its dark palette", () => {
  assert.deepEqual(themeOf({ bodyBackgroundColor: "#262626", bodyForegroundColor: "#FFFFFF",
    controlBackgroundColor: "#363636" }), { dark: true,
    variables: { "--bg": "#262626", "--fg": "#FFFFFF", "--surface": "#363636" } });
  assert.equal(themeOf({ bodyBackgroundColor: "#FFFFFF", bodyForegroundColor: "#000000" }).dark, false);
  assert.equal(themeOf({ bodyBackgroundColor: "#E6E6E6", isDarkTheme: true }).dark, true);  // Office knows best
  assert.equal(themeOf(undefined), null);
  assert.equal(themeOf({ bodyBackgroundColor: "not a colour" }), null);
});
