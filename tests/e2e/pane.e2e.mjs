// End to end: the real task pane, served by the real `nomen serve`, in Debian's Chromium.
// Analyze, turn one entity off, untick one variant of a person who stays on, edit one
// replacement, Apply; the .docx handed to Word.createDocument is written out for the Python
// test to check, with screenshots, the server's report and the result banner as laid out
// (result.json); Show is clicked on the first name left that Word can find.
// Names are added from a selection (ADD_TERMS, a JSON list) and the rows written out (rows.json).
// The controls are Fluent's web components (form-associated custom elements, their roles set through
// ElementInternals): a checkbox is ticked by clicking it and its `checked` read back, a text input
// filled through the <input> in its shadow root.
// Environment: NOMEN_URL, DOCX_PATH, OUT_DIR, OFF_TERM, EDIT_TERM, EDIT_VALUE, VARIANT_OF, VARIANT_OFF, ADD_TERMS,
// MERGE_INTO, MERGE_FROM, CASE_ID; UI_LANGUAGE and UI_THEME (Word's display language and dark theme).
// SURVEY instead runs a survey of the pane, every group open (its text, axe-core, a screenshot), in
// forced colours with FORCED_COLORS, then Apply with SURVEY_APPLY (the label of a variant to untick).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
// playwright-core is installed with the pane's other npm packages, in addin/node_modules.
const fromAddin = createRequire(join(here, "..", "..", "addin", "package.json"));
const { chromium } = fromAddin("playwright-core");
const { AxeBuilder } = fromAddin("@axe-core/playwright");
const env = process.env;
// Accessibility (axe-core, WCAG 2.1 A and AA) of each state the pane goes through, written to axe.json.
const accessibility = {};
async function audit(page, state) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  accessibility[state] = violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help,
    targets: v.nodes.slice(0, 5).map((node) => node.target.join(" ")) }));
}
const browser = await chromium.launch({
  executablePath: env.CHROMIUM || "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 320, height: 900 } });
  await context.route("https://appsforoffice.microsoft.com/**", (route) =>
    route.fulfill({ contentType: "application/javascript", body: readFileSync(join(here, "office-stub.js"), "utf8") }));
  await context.addInitScript(([docx, language, dark]) => {
    window.__nomenDocx = docx;
    if (language) window.__nomenLanguage = language;
    // Word's "Dark Gray" theme, as Office.context.officeTheme gives it.
    if (dark) window.__nomenTheme = { bodyBackgroundColor: "#262626", bodyForegroundColor: "#FFFFFF",
      controlBackgroundColor: "#363636", controlForegroundColor: "#FFFFFF", isDarkTheme: true };
  }, [readFileSync(env.DOCX_PATH).toString("base64"), env.UI_LANGUAGE || "", env.UI_THEME === "dark"]);
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.goto(`${env.NOMEN_URL}/taskpane.html`);
  await page.waitForSelector("#apply[aria-disabled=true]");  // the pane is up: nothing to apply yet
  if (!env.SURVEY) {
    await audit(page, "before Analyze");
    await page.screenshot({ path: join(env.OUT_DIR, "start.png"), fullPage: false });
  }
  await page.click("#analyze");
  await page.waitForSelector("#entities li.entity", { timeout: 60000 });
  const row = (term) => page.locator("li.entity", { has: page.locator("fluent-button.term", { hasText: term }) }).first();
  // An accordion item opens by a click on its heading (a button in its shadow root, at its top).
  const openItem = (selector) => page.locator(selector).click({ position: { x: 40, y: 12 } });
  const openKept = async () => {
    if (!(await page.locator("#entities fluent-accordion-item.kept").evaluate((item) => item.expanded))) {
      await openItem("#entities fluent-accordion-item.kept");
    }
  };
  /** Tick or untick a Fluent checkbox by clicking it, as a clerk does; it must then be as asked. */
  const setChecked = async (box, on) => {
    if ((await box.evaluate((element) => element.checked)) !== on) await box.click();
    if ((await box.evaluate((element) => element.checked)) !== on) throw new Error(`the checkbox did not turn ${on}`);
  };
  /** In a row's menu (Fluent's menu), choose `item`, then the entity or variant whose text starts with
   * `text` in the dialog it opens; `audit` names the states to check on the way. */
  const fromRowMenu = async (term, item, text, audits = {}) => {
    await row(term).locator("fluent-button.row-menu-button").click();
    const choice = row(term).locator(`fluent-menu-item.${item}`);
    await choice.waitFor({ state: "visible" });
    if (audits.menu) {
      await audit(page, audits.menu);
      await page.screenshot({ path: join(env.OUT_DIR, "row-menu.png"), fullPage: false });
    }
    await choice.click();
    const list = page.locator("#choose select");
    await list.waitFor({ state: "visible" });
    await list.selectOption(await list.evaluate((select, start) =>
      [...select.options].find((option) => option.textContent.startsWith(start)).value, text));
    if (audits.dialog) {
      await audit(page, audits.dialog);
      await page.screenshot({ path: join(env.OUT_DIR, "merge-dialog.png"), fullPage: false });
    }
    await page.click("#choose .choose-ok");
  };
  if (env.SURVEY) {  // the whole pane as the clerk reads it, every group open and the first row expanded
    await openKept();
    await page.locator("#entities li.entity fluent-button.expand").first().click();
    // Windows high contrast: Chromium's forced colours, as Word's pane (Edge WebView2) gets them.
    if (env.FORCED_COLORS) await page.emulateMedia({ forcedColors: "active" });
    await audit(page, `${env.UI_LANGUAGE || "en"}, ${env.UI_THEME || "light"}${env.FORCED_COLORS ? ", forced colours" : ""}`
      + ", all open");
    writeFileSync(join(env.OUT_DIR, "survey.txt"), await page.evaluate(() => document.body.innerText));
    // Nothing wider than the pane (320 px), in this language and theme.
    writeFileSync(join(env.OUT_DIR, "widest.txt"), String(await page.evaluate(() => document.documentElement.scrollWidth)));
    await page.screenshot({ path: join(env.OUT_DIR, "survey.png"), fullPage: false });
    if (env.SURVEY_APPLY) {  // and the result of Apply, as the clerk reads it, with a variant left (SURVEY_APPLY: its label)
      await setChecked(page.getByLabel(env.SURVEY_APPLY, { exact: true }), false);
      await page.click("#apply");
      await page.waitForSelector("#result:not([hidden]) .summary", { timeout: 60000 });
      await audit(page, `${env.UI_LANGUAGE || "en"}, result`);
      writeFileSync(join(env.OUT_DIR, "survey-result.txt"), await page.evaluate(() =>
        `${document.getElementById("status").innerText}\n${document.getElementById("result").innerText}`));
      await page.screenshot({ path: join(env.OUT_DIR, "survey-result.png"), fullPage: false });
    }
    writeFileSync(join(env.OUT_DIR, "axe.json"), JSON.stringify(accessibility, null, 1));
    if (errors.length) throw new Error(`errors in the page: ${errors.join("; ")}`);
    await browser.close();
    process.exit(0);
  }
  const before = await page.evaluate(() => ({
    shown: document.querySelector("#entities .shown").innerText,
    on: document.querySelector("#entities .group.on h2").innerText,
    kept: document.querySelector("#entities .group.kept [slot=heading]").innerText,
    keptOpen: document.querySelector("#entities .group.kept").expanded,
    subgroups: [...document.querySelectorAll("#entities .group.kept h3")].map((h) => h.textContent),
    primary: [...document.querySelectorAll("#commands [appearance=primary]")].map((button) => button.id),
  }));
  await audit(page, "analysed");
  // Search and filter: "k of n shown" follows, and every row shown matches; then the whole list again.
  const shownRows = () => page.evaluate(() => ({ shown: document.querySelector("#entities .shown").innerText,
    rows: [...document.querySelectorAll("#entities li.entity")].map((row) => ({
      texts: [...row.querySelectorAll("fluent-button.term, ul.variants fluent-button.link")].map((b) => b.textContent),
      replacement: row.querySelector("fluent-text-input.replacement").value,
      category: row.querySelector("fluent-badge.category").textContent })) }));
  await page.fill("#search input", "johnston");
  const searched = await shownRows();
  await page.fill("#search input", "");
  await page.selectOption("#category", "DATE");
  const filtered = await shownRows();
  await page.selectOption("#category", "");
  writeFileSync(join(env.OUT_DIR, "groups.json"), JSON.stringify({ ...before, searched, filtered,
    widest: await page.evaluate(() => document.documentElement.scrollWidth) }));
  // Keyboard: from the top of the pane, Tab until the first row's checkbox; then the arrow keys.
  await page.evaluate(() => {  // the focus at the very top, as when the pane opens
    document.body.tabIndex = -1;
    document.body.focus();
  });
  const stops = [];
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press("Tab");
    const at = await page.evaluate(() => {
      const active = document.activeElement;
      return active.id || `${active.tagName.toLowerCase()}.${[...active.classList].join(".")}`;
    });
    stops.push(at);
    if (at === "fluent-checkbox.include") break;
  }
  await page.keyboard.press("ArrowDown");
  const secondRow = await page.evaluate(() => {
    const rows = [...document.querySelectorAll("#entities li.entity")];
    return { index: rows.indexOf(document.activeElement.closest("li.entity")),
      control: document.activeElement.className };
  });
  // Still by keyboard, in the first row: Tab to its ⋯ menu, Enter opens it on its first item (Next
  // occurrence), Enter runs it: Word selects the row's term.
  await page.keyboard.press("ArrowUp");
  const rowStops = [];
  while (rowStops.length < 5 && rowStops.at(-1) !== "row-menu-button") {
    await page.keyboard.press("Tab");
    rowStops.push(await page.evaluate(() => document.activeElement.className));
  }
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.activeElement.tagName === "FLUENT-MENU-ITEM", null, { timeout: 5000 });
  const menuItem = await page.evaluate(() => document.activeElement.className);
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => window.__nomenSelected, null, { timeout: 10000 });
  const rowMenu = { stops: rowStops, item: menuItem, selected: await page.evaluate(() => window.__nomenSelected),
    term: await page.evaluate(() => document.querySelector("#entities li.entity fluent-button.term").textContent) };
  await page.evaluate(() => { window.__nomenSelected = undefined; });
  writeFileSync(join(env.OUT_DIR, "keyboard.json"), JSON.stringify({ stops, secondRow, rowMenu }));
  await setChecked(row(env.OFF_TERM).locator("fluent-checkbox.include"), false);
  // Now kept as written: the row moved to the second group. Its variants show off too (and they
  // cannot be ticked on their own).
  await openKept();
  await row(env.OFF_TERM).locator("fluent-button.expand").click();
  await audit(page, "kept group open, a row expanded");
  const offVariants = await row(env.OFF_TERM).locator("ul.variants fluent-checkbox")
    .evaluateAll((boxes) => boxes.map((box) => ({ checked: box.checked, disabled: box.disabled })));
  writeFileSync(join(env.OUT_DIR, "off-variants.json"), JSON.stringify(offVariants));
  await row(env.OFF_TERM).locator("fluent-button.expand").click();
  if (env.VARIANT_OFF) {
    await row(env.VARIANT_OF).locator("fluent-button.expand").click();
    // Each occurrence in its sentence; choosing one selects it in Word.
    const occurrences = row(env.VARIANT_OF).locator("ol.occurrences fluent-button.occurrence");
    const listed = await occurrences.evaluateAll((buttons) => buttons.map((b) => b.innerText));
    await occurrences.first().click();
    await page.waitForFunction(() => window.__nomenSelected, null, { timeout: 10000 });
    writeFileSync(join(env.OUT_DIR, "occurrences.json"), JSON.stringify({ listed,
      selected: await page.evaluate(() => window.__nomenSelected) }));
    await page.evaluate(() => { window.__nomenSelected = undefined; });
    await setChecked(page.getByLabel(`Anonymize the variant ${env.VARIANT_OFF}`, { exact: true }), false);
  }
  // Names the analyser missed, added from a selection: the replacement shown is the server's.
  for (const name of JSON.parse(env.ADD_TERMS || "[]")) {
    await page.evaluate((text) => { window.__nomenSelection = text; }, name);
    await page.click("#more");
    await page.click("#add");
    await page.waitForFunction((text) => document.getElementById("status").innerText.includes(text), name,
      { timeout: 30000 }).catch(async (error) => {
      throw new Error(`${error.message}; the pane says: ${await page.locator("#status").innerText()}`);
    });
  }
  const rows = await page.evaluate(() => [...document.querySelectorAll("#entities li.entity")].map((item) => ({
    term: item.querySelector("fluent-button.term").innerText,
    replacement: item.querySelector("fluent-text-input.replacement").value })));
  writeFileSync(join(env.OUT_DIR, "rows.json"), JSON.stringify(rows, null, 1));
  // A row's menu: "Merge with…" joins another entity into it, "Split off…" puts it back on its own.
  if (env.MERGE_INTO && env.MERGE_FROM) {
    const splittable = await row(env.MERGE_INTO).locator("fluent-menu-item.split").count();
    await fromRowMenu(env.MERGE_INTO, "merge", env.MERGE_FROM, { menu: "a row's menu open", dialog: "the merge dialog open" });
    const terms = () => page.evaluate(() => [...document.querySelectorAll("#entities li.entity fluent-button.term")]
      .map((b) => b.textContent));
    await page.waitForFunction((from) => ![...document.querySelectorAll("#entities li.entity fluent-button.term")]
      .some((b) => b.textContent === from), env.MERGE_FROM, { timeout: 30000 });
    const merged = { into: (await terms()).includes(env.MERGE_INTO), from: (await terms()).includes(env.MERGE_FROM),
      // Back from the dialog, the focus is on the same row's menu button.
      focusBack: await row(env.MERGE_INTO).locator("fluent-button.row-menu-button")
        .evaluate((button) => document.activeElement === button) };
    await fromRowMenu(env.MERGE_INTO, "split", env.MERGE_FROM);
    await page.waitForFunction((from) => [...document.querySelectorAll("#entities li.entity fluent-button.term")]
      .some((b) => b.textContent === from), env.MERGE_FROM, { timeout: 30000 });
    writeFileSync(join(env.OUT_DIR, "merged.json"), JSON.stringify({ ...merged, splittable, splitBack: true }));
  }
  const replacement = row(env.EDIT_TERM).locator("fluent-text-input.replacement input");
  await replacement.fill(env.EDIT_VALUE);
  await replacement.focus();
  await replacement.press("Enter");  // "change": the list is drawn anew, the focus must stay where it was
  const focus = await page.evaluate(() => ({ inList: document.getElementById("entities").contains(document.activeElement),
    className: document.activeElement.className, value: document.activeElement.value ?? null }));
  writeFileSync(join(env.OUT_DIR, "focus.json"), JSON.stringify(focus));
  await replacement.press("Tab");
  await page.evaluate(() => window.scrollTo(0, 0));  // the list from its top, under the command bar
  await page.screenshot({ path: join(env.OUT_DIR, "taskpane.png"), fullPage: false });
  // Preview: the decision as it will be published, in place of the list, then the list again.
  await page.click("#preview-toggle");
  await page.waitForSelector("#preview:not([hidden]) mark", { timeout: 30000 });
  const preview = await page.evaluate(() => ({ text: document.querySelector("#preview .text").innerText,
    marks: [...document.querySelectorAll("#preview mark")].map((mark) => mark.innerText),
    listHidden: document.getElementById("entities").hidden,
    pressed: String(document.getElementById("preview-toggle").pressed) }));
  writeFileSync(join(env.OUT_DIR, "preview.json"), JSON.stringify(preview));
  await page.screenshot({ path: join(env.OUT_DIR, "preview.png"), fullPage: false });
  await audit(page, "preview");
  await page.click("#preview-toggle");
  await page.waitForSelector("#preview[hidden]", { state: "attached" });
  if (env.CASE_ID) {
    await openItem("#settings");
    await page.waitForSelector("#suggestions li");
    await page.fill("#case-id input", env.CASE_ID);
    await page.press("#case-id input", "Tab");
  }
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/apply",
    { timeout: 60000 });
  await page.click("#apply");
  const { report } = await (await answered).json();
  await page.waitForFunction(() => window.__nomenCreated, null, { timeout: 60000 }).catch(async (error) => {
    throw new Error(`${error.message}; the pane says: ${await page.locator("#status").innerText()}`);
  });
  const created = await page.evaluate(() => window.__nomenCreated);
  writeFileSync(join(env.OUT_DIR, "created.docx"), Buffer.from(created, "base64"));
  await page.waitForSelector("#result:not([hidden]) .summary");
  writeFileSync(join(env.OUT_DIR, "status.txt"), await page.locator("#status").innerText());
  await page.screenshot({ path: join(env.OUT_DIR, "result.png"), fullPage: false });
  await audit(page, "result");
  writeFileSync(join(env.OUT_DIR, "axe.json"), JSON.stringify(accessibility, null, 1));
  const banner = await page.evaluate(() => {
    const result = document.getElementById("result");
    const entities = document.getElementById("entities");
    const summary = result.querySelector(".summary");
    const residual = result.querySelector(".residual");
    return {
      scrollY: window.scrollY,
      viewportHeight: window.innerHeight,
      resultBeforeEntities: Boolean(result.compareDocumentPosition(entities) & Node.DOCUMENT_POSITION_FOLLOWING),
      resultAboveRows: result.getBoundingClientRect().bottom <= entities.getBoundingClientRect().top,
      summaryTop: summary.getBoundingClientRect().top,
      summaryBottom: summary.getBoundingClientRect().bottom,
      summary: summary.innerText,
      blocks: [...result.children].map((node) => node.className),
      residualTop: residual ? residual.getBoundingClientRect().top : null,
      residualHeading: residual ? residual.querySelector("h2").innerText : null,
      residualItems: residual ? [...residual.querySelectorAll("li")].map((item) => item.innerText) : [],
      showButtons: residual ? residual.querySelectorAll("fluent-button.show").length : 0,
    };
  });
  let shown = null;
  if (banner.showButtons) {
    await page.locator("#result .residual fluent-button.show").first().click();
    await page.waitForFunction(() => window.__nomenSelected, null, { timeout: 10000 });
    shown = { selected: await page.evaluate(() => window.__nomenSelected),
      status: await page.locator("#status").innerText() };
  }
  writeFileSync(join(env.OUT_DIR, "result.json"), JSON.stringify({ report, banner, shown }, null, 1));
  if (errors.length) throw new Error(`errors in the page: ${errors.join("; ")}`);
} finally {
  await browser.close();
}
