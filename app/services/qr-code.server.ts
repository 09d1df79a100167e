/**
 * The QR code of /download (issue 15 item 3): the app's address drawn as SVG on the server with
 * `qrcode`, so the page needs no script to show it and the browser downloads no QR library.
 */
import { configuredOrigin } from "~/utils/env.server";

/** The address the QR code opens: `APP_URL`'s origin, else the request's own origin (no trailing slash). */
export function appAddress(request: Request): string {
  return configuredOrigin() ?? new URL(request.url).origin;
}

/** Error correction of the code: M (15%) reads well from a screen and keeps the code small. */
export const QR_ERROR_CORRECTION = "M" as const;

/**
 * `text` as an SVG QR code: a `viewBox` of modules + 2×4 quiet zone, a white background path and
 * one dark path of horizontal runs (`M x y.5 h n`, then relative `m dx dy h n`).
 */
export async function qrCodeSvg(text: string): Promise<string> {
  // Imported on first use: only /download draws a QR code (issue 17's peak-memory target).
  const { default: QRCode } = await import("qrcode");
  return QRCode.toString(text, { type: "svg", margin: 4, errorCorrectionLevel: QR_ERROR_CORRECTION, color: { dark: "#000000", light: "#ffffff" } });
}
