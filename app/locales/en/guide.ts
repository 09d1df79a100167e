/** English strings of the "guide" namespace: the same keys as ../it/guide.ts. */
import type { Translation } from "../it";

export default {
  title: "App guide",
  lead: "How each of Respiro's tools works, what each plan includes, how we keep your data and where to find help.",
  toolsTitle: "The tools",
  open: "Open",
  comingSoon: "Coming soon to this instance.",
  tools: {
    chat: {
      name: "Chat with the AI companion",
      text: "Write how you feel. The companion, an artificial intelligence inspired by cognitive behavioural therapy, listens, helps you notice the thoughts that weigh on you and suggests a small next step. Each message counts as one AI request.",
    },
    exercises: {
      name: "Exercises",
      text: "CBT and mindfulness exercises with a timer: start, pause or reset it, write a personal note and mark the exercise as done.",
    },
    meditation: {
      name: "Meditations",
      text: "Guided meditations with a timer that shows the time elapsed and the time left; pause, resume and restart whenever you like.",
    },
    reflections: {
      name: "Reflections",
      text: "Prompts by category, a random reflection when you don't know where to start, and a space to write your own and ask for another perspective.",
    },
    mood: {
      name: "Mood",
      text: "Record how you are in one tap and see how it changes over the days. Included in Premium.",
    },
    resources: {
      name: "Wellness library",
      text: "Quick tools, complete guides and thematic programmes, with a free-text search to find what you need.",
    },
    aiModules: {
      name: "AI modules",
      text: "Ask the AI for an exercise, a meditation or a suggestion shaped around your own request. Included in Premium.",
    },
    safety: {
      name: "Urgent help and safety plan",
      text: "Emergency and listening lines, always one tap away, and a personal safety plan to prepare calmly and print.",
    },
  },
  plansTitle: "What each plan includes",
  plansLead: "AI requests are counted per day (UTC) and shared by every AI feature.",
  plansCaption: "Respiro's plans compared",
  planColumn: "Plan",
  durationColumn: "Duration",
  aiColumn: "AI requests a day",
  contentColumn: "Content",
  extrasColumn: "Mood and AI modules",
  unlimited: "unlimited",
  none: "none",
  forever: "no end date",
  days_one: "{{count}} day",
  days_other: "{{count}} days",
  monthlyOrYearly: "monthly or yearly, until you cancel",
  tiers: {
    free: "free",
    trial: "free and trial",
    premium: "all",
  },
  yes: "yes",
  no: "no",
  visitorNote: "Without an account you can read the public pages and use urgent help.",
  dataTitle: "How we keep your data",
  data: [
    "Conversations, reflections, moods and your safety plan are wellbeing data: we store them only after your explicit consent, and administrators cannot see them.",
    "Passwords are stored only as argon2id hashes; payments go through Stripe, and card details never reach our servers.",
    "By default the AI's replies are produced on this server; only if the operator configures an outside model are messages sent to that provider.",
    "You can download a copy of your data and delete your account from your profile.",
  ],
  privacyLink: "Read the privacy notice",
  helpTitle: "Where to find help",
  helpText: "For questions about the app there are the FAQ and the contact form. If you are struggling right now, don't wait:",
  supportLink: "FAQ and contact",
  urgentLink: "urgent help",
  installLink: "Install Respiro on your phone",
} satisfies Translation["guide"];
