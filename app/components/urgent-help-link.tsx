/**
 * Every link to the urgent-help page. It is a plain document link (`reloadDocument`): a person in
 * crisis must reach /safety even when a route module fails to load in the browser, so this link
 * never depends on client-side routing.
 */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { SAFETY_PAGE_PATH } from "~/utils/safety-plan";

export function UrgentHelpLink({ children, className, hash }: { children: ReactNode; className?: string; hash?: string }) {
  return (
    <Link to={hash ? `${SAFETY_PAGE_PATH}#${hash}` : SAFETY_PAGE_PATH} reloadDocument className={className} data-urgent-help="">
      {children}
    </Link>
  );
}
