/**
 * The sections of /admin (issue 14 item 1), each a link so the page works without JavaScript.
 * A section that does not exist in this build has `available: false` and is not linked.
 */
import type { TranslationKey } from "~/utils/i18n";

export interface AdminSection {
  to: string;
  key: TranslationKey;
  available: boolean;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { to: "/admin", key: "admin.sections.overview", available: true },
  { to: "/admin/users", key: "admin.sections.users", available: true },
  { to: "/admin/codes", key: "admin.sections.codes", available: true },
  { to: "/admin/content", key: "admin.sections.content", available: true },
  { to: "/admin/support", key: "admin.sections.support", available: true },
  { to: "/admin/audit", key: "admin.sections.audit", available: true },
];
