/** Reads the app's own source, for tests that guard a rule across every module. */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** The app/ modules (paths relative to app/) whose text contains `needle`, sorted. */
export function appModulesContaining(needle: string): string[] {
  const root = join(__dirname, "../../app");
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && readFileSync(path, "utf8").includes(needle)) found.push(relative(root, path));
    }
  };
  walk(root);
  return found.sort();
}
