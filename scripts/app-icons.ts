/**
 * The installable app's PNG icons (public/icons/*.png, named in public/manifest.webmanifest),
 * drawn here without an image library: the favicon's design (a teal disc with a cream ring,
 * public/favicon.svg) rasterised with 4×4 supersampling and written as RGBA PNG with node's zlib.
 * Deterministic, so tests/unit/pwa.test.ts can check the committed files are these bytes.
 * "any" icons are the disc on a transparent square; "maskable" ones fill the square with teal and
 * keep the ring inside the central 80% safe zone (W3C Manifest "icon masks").
 */
import { deflateSync } from "node:zlib";

export const ICON_TEAL = [0x2f, 0x7d, 0x6d] as const;
export const ICON_CREAM = [0xf7, 0xf4, 0xef] as const;

export interface AppIcon {
  /** File name under public/icons/. */
  file: string;
  size: number;
  purpose: "any" | "maskable";
}

/** The icons browsers ask for: 192 and 512 (Chrome's install criteria), maskable versions, and 180 for iOS. */
export const APP_ICONS: readonly AppIcon[] = [
  { file: "icon-192.png", size: 192, purpose: "any" },
  { file: "icon-512.png", size: 512, purpose: "any" },
  { file: "maskable-192.png", size: 192, purpose: "maskable" },
  { file: "maskable-512.png", size: 512, purpose: "maskable" },
  { file: "apple-touch-icon.png", size: 180, purpose: "maskable" },
];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGBA image (`rgba.length === size * size * 4`) as PNG bytes (8-bit, colour type 6, no filter). */
export function encodePng(size: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 6;
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) Buffer.from(rgba.buffer, rgba.byteOffset + y * size * 4, size * 4).copy(raw, y * (size * 4 + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Draws one icon: RGBA pixels, `size`×`size`. Units below are fractions of the side (favicon: 64). */
export function drawIcon(size: number, purpose: AppIcon["purpose"]): Uint8Array {
  const rgba = new Uint8Array(size * size * 4);
  const SS = 4;
  const disc = 28 / 64;
  const ringRadius = 14 / 64;
  const ringHalfWidth = 2.5 / 64;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let teal = 0;
      let cream = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const dx = (x + (sx + 0.5) / SS) / size - 0.5;
          const dy = (y + (sy + 0.5) / SS) / size - 0.5;
          const r = Math.hypot(dx, dy);
          if (Math.abs(r - ringRadius) <= ringHalfWidth) cream++;
          else if (purpose === "maskable" || r <= disc) teal++;
        }
      }
      const samples = SS * SS;
      const alpha = (teal + cream) / samples;
      const i = (y * size + x) * 4;
      if (alpha === 0) continue;
      for (let c = 0; c < 3; c++) rgba[i + c] = Math.round((ICON_TEAL[c] * teal + ICON_CREAM[c] * cream) / (teal + cream));
      rgba[i + 3] = Math.round(alpha * 255);
    }
  }
  return rgba;
}

/** The PNG bytes of `icon`. */
export function appIconPng(icon: AppIcon): Buffer {
  return encodePng(icon.size, drawIcon(icon.size, icon.purpose));
}
