/** English strings of the "meta" namespace: the same keys as ../it/meta.ts. */
import type { Translation } from "../it";

export default {
  default: {
    title: "Respiro · Mental wellness with an AI companion",
    description: "Respiro is a gentle space for mental wellness: a CBT-style AI companion, exercises, meditations, reflections and mood tracking.",
    keywords: "mental wellness, CBT, meditation, anxiety, stress, mood",
  },
  consent: {
    title: "Your consent · Respiro",
    description: "The explicit consent to process wellbeing data, before conversations and the safety plan are saved.",
    keywords: "consent, health data, GDPR, privacy",
  },
  home: {
    title: "Respiro · Your space for mental wellness",
    description: "Talk to a cognitive behavioural AI companion, try CBT exercises, meditate with a timer and track your mood. In English and Italian.",
    keywords: "mental wellness, cognitive behavioural therapy, CBT, AI chat, guided meditation, anxiety exercises",
  },
  chat: {
    title: "Chat with the AI companion · Respiro",
    description: "Write how you feel: a CBT-style AI companion listens, helps you spot distorted thoughts and suggests an exercise.",
    keywords: "AI chat, emotional support, CBT, automatic thoughts, thought record",
  },
  exercises: {
    title: "CBT exercises · Respiro",
    description: "Cognitive behavioural and mindfulness exercises with a timer, personal notes and progress.",
    keywords: "CBT exercises, mindfulness, breathing, cognitive restructuring",
  },
  meditation: {
    title: "Guided meditations · Respiro",
    description: "Guided meditations with a timer: start, pause, resume and restart whenever you like.",
    keywords: "guided meditation, meditation timer, relaxation, sleep",
  },
  subscription: {
    title: "Premium · Respiro",
    description: "Respiro Premium: unlimited AI requests, every exercise and meditation, mood tracking. From €4.99 a month.",
    keywords: "Respiro premium, subscription, mental wellness",
  },
  login: { title: "Sign in · Respiro", description: "Sign in to your Respiro account.", keywords: "sign in, login" },
  register: { title: "Sign up · Respiro", description: "Create your Respiro account.", keywords: "sign up, account" },
  quotes: {
    title: "Your quotes · Respiro",
    description: "The quote of the day chosen for you, your favourites and the lines you write yourself.",
    keywords: "quotes, quote of the day, motivation, wellbeing",
  },
  resources: {
    title: "Wellness library · Respiro",
    description: "Guides, quick techniques and programmes on anxiety, mood, sleep, stress and mindfulness, with search and personal recommendations.",
    keywords: "wellness resources, anxiety, sleep, stress, mindfulness, CBT guides",
  },
  resource: {
    title: "Resource · Respiro",
    description: "A resource of Respiro's wellness library.",
    keywords: "wellbeing, CBT, mindfulness",
  },
  notFound: { title: "Page not found · Respiro", description: "The page you are looking for does not exist.", keywords: "404" },
  launch: {
    title: "Launch offer · Respiro",
    description: "The first 50 people to sign up get 10 days of Respiro Premium free: see how many places are left and activate your code.",
    keywords: "Respiro, launch offer, promo code, free premium",
  },
  safety: {
    title: "Urgent help and safety plan · Respiro",
    description: "Emergency and listening lines, and your personal safety plan.",
    keywords: "help, emergency, crisis, safety plan, Samaritans, 988",
  },
  reflections: {
    title: "Reflections · Respiro",
    description: "Nine categories and 15 prompts to write about yourself: gratitude, resilience, self-compassion and more, with a new perspective from the AI.",
    keywords: "reflections, journal, gratitude, self-compassion, CBT, new perspective",
  },
  mood: {
    title: "Your mood · Respiro",
    description: "Log your mood from 1 to 5 with the emotions of the moment and see your history over 7, 30 and 90 days.",
    keywords: "mood diary, mood tracker, emotions, Daylio",
  },
  support: {
    title: "Help and support · Respiro",
    description: "Frequently asked questions about accounts, plans, privacy, data and AI, and a form to write to Respiro's support.",
    keywords: "help, support, FAQ, contact, Respiro",
  },
  guide: {
    title: "App guide · Respiro",
    description: "How the chat, exercises, meditations and Respiro's other tools work, what each plan includes and how we keep your data.",
    keywords: "guide, how it works, plans, privacy, Respiro",
  },
  download: {
    title: "Download the app · Respiro",
    description: "Scan the QR code to open Respiro on your phone, share the link, and install the app on Android, iPhone and desktop.",
    keywords: "download app, QR code, install, PWA, Respiro",
  },
  admin: { title: "Administration · Respiro", description: "Running the Respiro server, for administrators.", keywords: "administration" },
  dataRights: {
    title: "Delete your account · Respiro",
    description: "Download your data or delete your Respiro account and everything we keep about you.",
    keywords: "delete account, download my data, GDPR, privacy",
  },
  profile: {
    title: "My profile · Respiro",
    description: "Your progress, the statistics of your activity, your personal details and your wellness goals.",
    keywords: "profile, statistics, wellness goals, personal details",
  },
  aiModules: {
    title: "AI modules · Respiro",
    description: "Four AI modules with a free prompt: relationships, therapeutic writing, relaxation and sleep, each answering in its own style.",
    keywords: "AI modules, assertive communication, expressive writing, relaxation, sleep",
  },
} satisfies Translation["meta"];
