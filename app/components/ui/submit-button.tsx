/** A submit button that shows a pending label while its form is submitting. */
import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

export function SubmitButton({
  children,
  pendingLabel,
  className = "button button-primary",
  name,
  value,
}: {
  children: ReactNode;
  pendingLabel: string;
  className?: string;
  name?: string;
  value?: string;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  return (
    <button type="submit" className={className} aria-disabled={pending || undefined} name={name} value={value}>
      {pending ? pendingLabel : children}
    </button>
  );
}
