/** The menu of spec §2, in order. `adminOnly` items are shown to administrators only. */
export const NAV_ITEMS = [
  { to: "/", key: "nav.home" },
  { to: "/chat", key: "nav.chat" },
  { to: "/exercises", key: "nav.exercises" },
  { to: "/meditation", key: "nav.meditation" },
  { to: "/reflections", key: "nav.reflections" },
  { to: "/mood", key: "nav.mood" },
  { to: "/resources", key: "nav.resources" },
  { to: "/ai-modules", key: "nav.aiModules" },
  { to: "/premium", key: "nav.premium" },
  { to: "/download", key: "nav.download" },
  { to: "/help", key: "nav.help" },
  { to: "/profile", key: "nav.profile", signedIn: true },
  { to: "/admin", key: "nav.admin", adminOnly: true },
] as const;
