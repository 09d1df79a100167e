/**
 * An icon from the sprite (app/components/ui/icons/sprite.svg, built by scripts/build-icons.tsx):
 * decorative by default (`aria-hidden`), drawn in the text colour, `size` in CSS pixels.
 */
import spriteHref from "./sprite.svg";
import type { IconName } from "./names";

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}
