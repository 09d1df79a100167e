/**
 * Above the page after a saved text the crisis gate flagged (issue 26 item 4): the text was saved,
 * and what it says deserves more than a toast. One sentence that says why, then the crisis card
 * of the fitting kind. Works without JavaScript (the root loader reads it from the flash cookie).
 */
import { useTranslation } from "react-i18next";
import type { CrisisKind } from "~/services/ai/crisis-reply";
import { CrisisCard } from "./crisis-card";

export function SavedTextCrisis({ kind }: { kind: CrisisKind }) {
  const { t } = useTranslation();
  return (
    <section className="page page-medium saved-crisis" aria-labelledby="saved-crisis-title" data-testid="saved-text-crisis">
      <div className="card chat-crisis stack">
        <h2 id="saved-crisis-title">{t("crisisCard.savedTitle")}</h2>
        <CrisisCard kind={kind} />
      </div>
    </section>
  );
}
