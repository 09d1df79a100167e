/** /help: the same page as /support (spec §2 "/support and /help"). */
export { action, default, links, loader, meta } from "./support";
