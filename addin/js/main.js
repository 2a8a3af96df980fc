// Entry point loaded by taskpane.html once Office.js is ready.

import { createApi } from "./api.js";
import { languageOf, translator } from "./i18n.js";
import { start } from "./pane.js";
import { applyTheme } from "./theme.js";
import { setTheme } from "../vendor/fluent-web-components.min.js";
import { webDarkTheme, webLightTheme } from "../vendor/fluent-themes.js";

function translateStatic(document, t) {
  for (const node of document.querySelectorAll("[data-i18n]")) node.textContent = t(node.dataset.i18n);
  for (const node of document.querySelectorAll("[data-i18n-label]")) node.setAttribute("aria-label", t(node.dataset.i18nLabel));
  for (const node of document.querySelectorAll("[data-i18n-placeholder]")) node.placeholder = t(node.dataset.i18nPlaceholder);
}

Office.onReady(() => {
  const language = languageOf(Office.context.displayLanguage);
  const t = translator(language);
  document.documentElement.lang = language;
  applyTheme(document, Office.context.officeTheme, setTheme, { light: webLightTheme, dark: webDarkTheme });
  translateStatic(document, t);
  const token = document.querySelector('meta[name="nomen-token"]')?.content || "";
  start({ Office, Word: globalThis.Word, api: createApi(globalThis.fetch.bind(globalThis), "", token), document, t });
});
