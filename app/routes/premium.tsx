/** /premium: the same plan page as /subscription (spec §2). */
export { default, loader, action, meta } from "./subscription";
