/** English strings of the "crisisCard" namespace: the same keys as ../it/crisisCard.ts. */
import type { Translation } from "../it";

export default {
  care: "I'm really sorry you're in so much pain, and thank you for telling me: you don't have to face this alone.",
  safeQuestion: "Are you safe right now?",
  dangerHint: "If you are in danger, or feel you might act on these thoughts, call now:",
  call: "Call {{number}}",
  talkTitle: "To talk to someone now",
  groundingTitle: "Let's slow down for a moment together",
  grounding: [
    "Press your feet into the floor and notice the weight of your body.",
    "Breathe in slowly through your nose for a count of 4, then out through your mouth for 6. Do this three times.",
    "Look around: name 5 things you can see, 4 you can touch, 3 sounds you can hear.",
  ],
  savedTitle: "What you wrote is saved. I'd like to leave this here for you too:",
  planLink: "Open your safety plan",
  closing: "You can keep writing to me here; I'm reading. But a real person on the phone can be with you in a way I can't.",
} satisfies Translation["crisisCard"];
