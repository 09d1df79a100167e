/** /payment-complete: the payment result page of /payment-success (spec §2 lists six routes for one page). */
export { default, loader, meta } from "./payment-success";
