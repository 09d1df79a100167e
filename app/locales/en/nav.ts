/** English strings of the "nav" namespace: the same keys as ../it/nav.ts. */
import type { Translation } from "../it";

export default {
  label: "Main menu",
  menu: "Menu",
  more: "More",
  home: "Home",
  chat: "Chat",
  exercises: "Exercises",
  meditation: "Meditation",
  reflections: "Reflections",
  mood: "Mood",
  resources: "Wellness library",
  aiModules: "AI modules",
  premium: "Premium",
  download: "Download app",
  help: "Help",
  profile: "My profile",
  admin: "Administration",
  login: "Sign in",
  register: "Sign up",
  logout: "Sign out",
  signedInAs: "Signed in as {{name}}",
  urgentHelp: "Urgent help",
} satisfies Translation["nav"];
