// End to end: the real task pane, served by the real `nomen serve`, in Debian's Chromium.
// Analyze, turn one entity off, edit one replacement, Apply; the .docx handed to
// Word.createDocument is written out for the Python test to check, with a screenshot.
// Environment: NOMEN_URL, DOCX_PATH, OUT_DIR, OFF_TERM, EDIT_TERM, EDIT_VALUE.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
// playwright-core is installed with the pane's other npm packages, in addin/node_modules.
const { chromium } = createRequire(join(here, "..", "..", "addin", "package.json"))("playwright-core");
const env = process.env;
const browser = await chromium.launch({
  executablePath: env.CHROMIUM || "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 320, height: 900 } });
  await context.route("https://appsforoffice.microsoft.com/**", (route) =>
    route.fulfill({ contentType: "application/javascript", body: readFileSync(join(here, "office-stub.js"), "utf8") }));
  await context.addInitScript((docx) => { window.__nomenDocx = docx; }, readFileSync(env.DOCX_PATH).toString("base64"));
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.goto(`${env.NOMEN_URL}/taskpane.html`);
  await page.click("#analyze");
  await page.waitForSelector("#entities li.entity", { timeout: 60000 });
  const row = (term) => page.locator("li.entity", { has: page.locator("button.term", { hasText: term }) }).first();
  await row(env.OFF_TERM).locator("input.include").uncheck();
  const replacement = row(env.EDIT_TERM).locator("input.replacement");
  await replacement.fill(env.EDIT_VALUE);
  await replacement.press("Tab");
  await page.screenshot({ path: join(env.OUT_DIR, "taskpane.png"), fullPage: false });
  if (env.CASE_ID) {
    await page.click("#settings summary");
    await page.waitForSelector("#suggestions li");
    await page.fill("#case-id", env.CASE_ID);
    await page.press("#case-id", "Tab");
  }
  await page.click("#apply");
  await page.waitForFunction(() => window.__nomenCreated, null, { timeout: 60000 });
  const created = await page.evaluate(() => window.__nomenCreated);
  writeFileSync(join(env.OUT_DIR, "created.docx"), Buffer.from(created, "base64"));
  writeFileSync(join(env.OUT_DIR, "status.txt"), await page.locator("#status").innerText());
  if (errors.length) throw new Error(`errors in the page: ${errors.join("; ")}`);
} finally {
  await browser.close();
}
