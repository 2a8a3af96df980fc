// The pane in Fluent 2 and in Office's colours: Office.context.officeTheme (Word's own theme:
// white, dark grey, black…) picks Fluent's web light or dark theme, whose design tokens (colour,
// type, spacing) the CSS reads, and gives the pane Word's own body colours. Windows high
// contrast needs nothing from here: the CSS uses system colours when `forced-colors` is active.

function luminance(hex) {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex || "");
  if (!match) return null;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(match[1].slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The CSS variables for an Office theme, and whether it is dark; null when Office gives no theme. */
export function themeOf(officeTheme) {
  const background = officeTheme?.bodyBackgroundColor;
  const level = luminance(background);
  if (level === null) return null;
  const dark = typeof officeTheme.isDarkTheme === "boolean" ? officeTheme.isDarkTheme : level < 0.2;
  return {
    dark,
    variables: { "--bg": background, "--fg": officeTheme.bodyForegroundColor || (dark ? "#ffffff" : "#201f1e"),
      "--surface": officeTheme.controlBackgroundColor || background },
  };
}

/** Fluent's light or dark tokens (`setTheme` from @fluentui/web-components) and Office's body colours. */
export function applyTheme(document, officeTheme, setTheme, { light, dark }) {
  const theme = themeOf(officeTheme);
  setTheme(theme?.dark ? dark : light);
  document.documentElement.dataset.theme = theme?.dark ? "dark" : "light";
  for (const [name, value] of Object.entries(theme?.variables || {})) {
    document.documentElement.style.setProperty(name, value);
  }
}
