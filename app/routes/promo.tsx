/** /promo: the same page as /launch (spec §2 "/launch and /promo"). */
export { action, default, loader, meta } from "./launch";
