/** /qrcode: the same page as /download (spec §2 "/qrcode and /download"). */
export { default, links, loader, meta } from "./download";
