/**
 * The icons the app draws, as kebab-case lucide names. Add a name here, run
 * `npx tsx scripts/build-icons.tsx`, and `<Icon name="…" />` can draw it.
 */
export const ICON_NAMES = [
  "book-open",
  "brain",
  "circle-check",
  "copy",
  "heart",
  "heart-pulse",
  "life-buoy",
  "lock",
  "menu",
  "message-circle",
  "notebook-pen",
  "phone",
  "printer",
  "quote",
  "timer",
  "shuffle",
  "wind",
  "x",
] as const;

export type IconName = (typeof ICON_NAMES)[number];
