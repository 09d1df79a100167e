/**
 * Renders the sprite of the icons of app/components/ui/icons/names.ts from lucide-react's components: one `<symbol>` per
 * icon holding the icon's shapes; the stroke style is set by `<Icon>` and inherited through `<use>`.
 * Used by scripts/build-icons.tsx and by the test that keeps the committed sprite current; never
 * part of a page bundle.
 */
import { icons } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ICON_NAMES } from "../app/components/ui/icons/names";

const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());

/** The sprite file's text (SVG 1.1, one symbol per icon, ids equal to the names). */
export function buildIconSprite(): string {
  const symbols = ICON_NAMES.map((name) => {
    const component = icons[pascal(name) as keyof typeof icons];
    if (!component) throw new Error(`lucide-react has no icon "${name}"`);
    const markup = renderToStaticMarkup(createElement(component));
    const inner = markup.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
    return `  <symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0">\n<defs>\n${symbols.join("\n")}\n</defs>\n</svg>\n`;
}
