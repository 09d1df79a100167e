/** English strings of the "consent" namespace: the same keys as ../it/consent.ts. */
import type { Translation } from "../it";

export default {
  title: "Your consent for wellbeing data",
  lead: "Before it saves your conversations with the AI companion, your safety plan and, later, your mood and reflections, Respiro needs your explicit consent.",
  why: "This is health data: by law (GDPR art. 9) we may process it only if you allow it, and only to provide the service. Only you can see it.",
  checkbox:
    "I explicitly consent to the processing of my wellbeing data (conversations, reflections, mood) to provide the service (GDPR art. 9(2)(a)). I can withdraw consent and export or delete my data at any time.",
  submit: "I consent, continue",
  notNow: "Not now, back to home",
  privacy: "Read the privacy notice",
  urgentHelp: "If you are in danger or in crisis, urgent help needs no consent:",
  required: "Saving conversations and wellbeing data needs your explicit consent first.",
  saved: "Thank you: your consent is recorded.",
} satisfies Translation["consent"];
