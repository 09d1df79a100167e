/** English strings of the "home" namespace: the same keys as ../it/home.ts. */
import type { Translation } from "../it";

export default {
  title: "One breath at a time.",
  lead: "Respiro is a gentle space to look after your mind: a cognitive behavioural AI companion, exercises, guided meditations, daily reflections and your mood over time.",
  ctaStart: "Start for free",
  ctaChat: "Talk to the AI companion",
  ctaLogin: "I already have an account",
  toolsTitle: "The tools",
  tools: {
    chat: { title: "AI companion", text: "Write how you feel and get a warm, CBT-style answer, one question at a time." },
    exercises: { title: "CBT exercises", text: "Thought records, breathing, grounding: practical techniques with a timer." },
    meditation: { title: "Meditations", text: "Guided meditations with a timer to calm down, focus or sleep better." },
    reflections: { title: "Reflections", text: "A question a day and a fresh perspective from the AI." },
    mood: { title: "Mood", text: "See how your mood changes and what shapes it." },
    resources: { title: "Library", text: "Guides, quick tools and themed programmes for your wellbeing." },
  },
  launchTitle: "Launch offer",
  launchText_one: "The first 50 people to sign up get a code for 10 days of free Premium. {{count}} left.",
  launchText_other: "The first 50 people to sign up get a code for 10 days of free Premium. {{count}} left.",
  launchEnded: "The launch offer has ended: every new account starts with a 7-day trial.",
  soon: "Coming soon",
  launchMore: "About the launch offer",
  trialText: "Every new account includes a 7-day trial.",
  welcomeBack: "Welcome back, {{name}}.",
  safetyNote: "If you are thinking about hurting yourself, you are not alone: call your emergency number or see the helplines.",
} satisfies Translation["home"];
