/**
 * What keeps the browser's first load light (docs/architecture.md "Keeping pages light"): `npm run
 * bench` measures the bytes; these checks fail at once when a change brings a known heavy import
 * back into a module the browser loads.
 */
import { readFileSync } from "node:fs";
import { ICON_NAMES } from "~/components/ui/icons/names";
import { buildIconSprite } from "../../scripts/icon-sprite";
import { appModulesContaining } from "../support/source-files";

const browserModules = (needle: string) => appModulesContaining(needle).filter((path) => !/\.server\.tsx?$/.test(path));

describe("page weight", () => {
  it("the committed icon sprite is the one the icon list builds, so every <Icon name> draws a symbol", () => {
    const committed = readFileSync(new URL("../../app/components/ui/icons/sprite.svg", import.meta.url), "utf8");
    expect(committed).toBe(buildIconSprite());
    for (const name of ICON_NAMES) expect(committed).toContain(`<symbol id="${name}" viewBox="0 0 24 24"><`);
  });

  it("no module the browser loads imports lucide-react (icons come from the sprite)", () => {
    expect(browserModules('from "lucide-react"')).toEqual([]);
  });

  it("zod reaches the browser only through the schemas conform checks there (utils/schemas.ts)", () => {
    expect(browserModules('from "zod"')).toEqual(["utils/schemas.ts"]);
  });

  it("react-i18next's <Trans> (and its HTML parser) is not used: links go next to a label, not inside a translation", () => {
    expect([...appModulesContaining("<Trans "), ...appModulesContaining("<Trans\n"), ...appModulesContaining("<Trans>")]).toEqual([]);
  });

  it("the browser sets the time-zone hint without the client-hints parser", () => {
    expect(browserModules("getHintUtils")).toEqual([]);
  });

  it("the root and the home import server code through one module each (each shared .server stub is one more file to load)", () => {
    for (const file of ["root.tsx", "routes/_index.tsx"]) {
      const source = readFileSync(new URL(`../../app/${file}`, import.meta.url), "utf8");
      const serverImports = source.match(/^import (?!type )[^;]*?from "[^"]+\.server";/gms) ?? [];
      expect(serverImports, file).toHaveLength(1);
    }
  });

  it("the browser translates without i18next (utils/i18n-client.ts): i18next is imported for its types only outside .server modules", () => {
    const runtimeImports = browserModules('from "i18next"').filter((path) => {
      const source = readFileSync(new URL(`../../app/${path}`, import.meta.url), "utf8");
      return /^import (?!type )[^;]*?from "i18next";/ms.test(source);
    });
    expect(runtimeImports).toEqual([]);
  });

  it("conform's useForm runs only on the forms that also check in the browser (sign-in, sign-up and their kin), not on the AI modules' one-box form", () => {
    expect(browserModules("useForm(")).not.toContain("routes/ai-modules.$module.tsx");
  });
});
