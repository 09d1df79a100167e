/** /guida: the same page as /app-guide (spec §2 "/app-guide and /guida"). */
export { default, links, loader, meta } from "./app-guide";
