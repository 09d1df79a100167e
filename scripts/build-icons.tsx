/**
 * Builds the icon sprite (app/components/ui/icons/sprite.svg) from lucide-react's icons, named in
 * app/components/ui/icons/names.ts: `npx tsx scripts/build-icons.tsx`. Pages then draw an icon with
 * `<Icon name="life-buoy" />`, one `<use>` of a long-cached file, so no icon's path data is in the
 * page's JavaScript or rendered by React on every request (docs/architecture.md "Icons"; the Epic
 * Stack's sprite approach). tests/unit/icons.test.ts fails when the sprite is out of date.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildIconSprite } from "./icon-sprite";

const target = fileURLToPath(new URL("../app/components/ui/icons/sprite.svg", import.meta.url));
writeFileSync(target, buildIconSprite());
console.log(`wrote ${target}`);
