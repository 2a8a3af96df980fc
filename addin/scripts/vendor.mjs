// Copies Fabric Core's CSS from node_modules into vendor/, which the server ships. The pane
// loads nothing from a CDN but office.js itself, so the web-font faces and icon images that
// Fabric points at its CDN are dropped: text falls back to the system's Segoe UI.
// Run: npm run vendor
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const fabric = join(root, "node_modules/office-ui-fabric-core");
const css = readFileSync(join(fabric, "dist/css/fabric.min.css"), "utf8")
  .replace(/@font-face\{[^}]*\}/g, "")
  .replace(/url\(https?:[^)]*\)/g, "none");
if (/https?:\/\//.test(css.replace(/\/\*[\s\S]*?\*\//g, ""))) throw new Error("a remote URL is left in fabric.min.css");
mkdirSync(join(root, "vendor"), { recursive: true });
writeFileSync(join(root, "vendor/fabric.min.css"), css);
copyFileSync(join(fabric, "LICENSE"), join(root, "vendor/LICENSE-fabric-core.txt"));
console.log("vendor/fabric.min.css updated");
