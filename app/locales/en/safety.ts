/** English strings of the "safety" namespace: the same keys as ../it/safety.ts. */
import type { Translation } from "../it";

export default {
  title: "Urgent help",
  lead: "If you are thinking about hurting yourself or you are in danger, you are not alone. Talking to someone now can help.",
  emergency: "In immediate danger? Call 112 (EU), 999 (UK) or 911 (US).",
  hotlinesTitle: "Helplines",
  call: "Call",
  groundingTitle: "A grounding exercise (5-4-3-2-1)",
  grounding: [
    "Name 5 things you can see around you.",
    "Notice 4 things you can touch.",
    "Listen for 3 sounds.",
    "Find 2 smells.",
    "Notice 1 taste, or take one slow, deep breath.",
  ],
  planTitle: "My safety plan",
  planLead: "Write it when you feel well enough: it will help in hard moments. Only you can see it.",
  planSignIn: "Sign in to write and save your personal safety plan.",
  planConsent: "Saving your safety plan needs your consent to process wellbeing data. The helplines above are always available.",
  planConsentAction: "Give consent",
  fields: {
    warning_signs: "Warning signs (thoughts, feelings, situations)",
    coping_strategies: "Things I can do on my own to feel better",
    people_and_places: "People and places that help me take my mind off things",
    professionals: "Professionals and services to contact",
    safe_environment: "How to make my surroundings safer",
  },
  save: "Save the plan",
  saved: "Safety plan saved.",
  print: "Print the plan",
  printHint: "You can also print it from your browser's menu.",
  tooLong: "Each section can be at most 2000 characters",
  updated: "Last updated: {{date}}",
  backToChat: "Back to chat",
} satisfies Translation["safety"];
