// Copies Fluent 2 into vendor/, which the server ships (the pane loads nothing from a CDN but
// office.js itself): @fluentui/web-components' self-contained bundle (its components and
// `setTheme`) and the web light and dark themes of @fluentui/tokens as a module, the design
// tokens (colour, type, spacing) the pane's CSS reads as custom properties.
// Run: npm run vendor
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const vendor = join(root, "vendor");
const components = join(root, "node_modules/@fluentui/web-components");
const bundle = readFileSync(join(components, "dist/web-components-all.min.js"), "utf8");
// Self-contained: no import statement and no dynamic import (the pane has no bundler to resolve them).
if (/(?:^|[;}\n])\s*import\s*[\w*{"']/.test(bundle) || /\bimport\s*\(\s*["'`]/.test(bundle)) {
  throw new Error("the bundle imports other modules");
}
const { webDarkTheme, webLightTheme } = createRequire(import.meta.url)("@fluentui/tokens");
mkdirSync(vendor, { recursive: true });
writeFileSync(join(vendor, "fluent-web-components.min.js"), bundle);
writeFileSync(join(vendor, "fluent-themes.js"), `// Fluent 2 web themes, from @fluentui/tokens (npm run vendor).\n`
  + `export const webLightTheme = ${JSON.stringify(webLightTheme)};\n`
  + `export const webDarkTheme = ${JSON.stringify(webDarkTheme)};\n`);
// Both packages come from the fluentui repository under its MIT licence; web-components ships no copy of it.
copyFileSync(join(root, "node_modules/@fluentui/tokens/LICENSE"), join(vendor, "LICENSE-fluentui.txt"));
console.log("vendor/ updated: fluent-web-components.min.js, fluent-themes.js");
