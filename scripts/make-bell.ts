/**
 * Writes public/sounds/bell.wav, the meditation player's bell (scripts/bell.ts; decision record
 * 0023). The file is committed; run `npx tsx scripts/make-bell.ts` again only after changing the
 * synthesis (tests/unit/meditation-content.test.ts fails while the committed file differs).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { bellWav } from "./bell";

const target = resolve(dirname(fileURLToPath(import.meta.url)), "../public/sounds/bell.wav");
mkdirSync(dirname(target), { recursive: true });
const wav = bellWav();
writeFileSync(target, wav);
console.log(`wrote ${target} (${wav.length} bytes)`);
