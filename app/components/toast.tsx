/**
 * One flash toast at a time (spec §4, §9: limit 1, closes after 5000 ms, swipe right past 50 px
 * dismisses). Announced by a polite live region. Without JavaScript a CSS animation hides it
 * after the same 5 s.
 */
import { Icon } from "~/components/ui/icons/icon";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/** A toast as the root loader sends it: already translated. */
export interface ToastData {
  id: string;
  title: string;
  description?: string;
  variant: "default" | "destructive";
}

export function Toaster({ toast }: { toast: ToastData | null }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<ToastData | null>(toast);
  const [offset, setOffset] = useState(0);
  const startX = useRef<number | null>(null);

  useEffect(() => {
    setCurrent(toast);
    setOffset(0);
  }, [toast?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setCurrent(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [current]);

  return (
    <div className="toast-region" role="region" aria-label={t("toast.notifications")}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {current ? (
          <div
            // A new element per toast, so the no-JavaScript fade-out animation starts again for
            // each one (the same element kept its finished animation, and a second toast shown
            // after a client-side navigation stayed invisible).
            key={current.id}
            className={`toast toast-${current.variant}`}
            data-testid="toast"
            style={offset ? { transform: `translateX(${offset}px)` } : undefined}
            onPointerDown={(e) => {
              startX.current = e.clientX;
            }}
            onPointerMove={(e) => {
              if (startX.current !== null) setOffset(Math.max(0, e.clientX - startX.current));
            }}
            onPointerUp={(e) => {
              const moved = startX.current === null ? 0 : e.clientX - startX.current;
              startX.current = null;
              if (moved > TOAST_SWIPE_THRESHOLD_PX) setCurrent(null);
              else setOffset(0);
            }}
            onPointerCancel={() => {
              startX.current = null;
              setOffset(0);
            }}
          >
            <div className="toast-body">
              <p className="toast-title">{current.title}</p>
              {current.description ? <p className="toast-description">{current.description}</p> : null}
            </div>
            <button type="button" className="toast-close" aria-label={t("toast.close")} onClick={() => setCurrent(null)}>
              <Icon name="x" size={16} />
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
