/** English "companion leads" phrases (lead-types.ts, decision record 0016). */
import type { LeadPhrases } from "./lead-types";

export const EN_LEADS: LeadPhrases = {
  quickReplies: {
    mood_check: "A mood check-in",
    short_exercise: "A short exercise",
    talk_specific: "Talk about something specific",
    what_can_i_do: "What could I try?",
    yes_try: "Yes, let's try",
    not_now: "Not now",
    mood_ok: "I'm feeling okay",
    mood_anxious: "I'm anxious",
    mood_down: "I'm feeling down",
    mood_stressed: "I'm stressed",
    topic_work: "My job",
    topic_relationships: "Relationships",
    topic_sleep: "My sleep",
    topic_family: "My family",
  },
  choices: {
    lines: [
      "It's completely fine not to have the words right now, so let me offer three ways in: a mood check-in, a short exercise, or talking about something specific.",
      "No problem if nothing comes to mind: we could do a mood check-in, a short exercise, or talk about one specific thing.",
      "Sometimes it's hard to know where to start, so here are three options: a mood check-in, a short exercise, or one specific thing to talk about.",
    ],
    questions: ["Which would you prefer?", "Which one feels right?", "Where would you like to start?"],
  },
  moodCheck: {
    lines: [
      "Let's do a quick check-in; there are no right or wrong answers.",
      "Okay, a short check-in: one word is enough.",
      "Alright, let's pause on your mood for a moment.",
    ],
    questions: ["How would you describe your mood right now?", "If you had to pick, how are you right now?", "What's your mood like at this very moment?"],
  },
  exercise: {
    lines: [
      "I'd suggest the “{title}” {kind}: {benefit}, and it only takes a few minutes.",
      "A good place to start is the “{title}” {kind}: {benefit}.",
      "Try the “{title}” {kind} in the app: {benefit}.",
    ],
    questions: ["Would you like to try it now?", "Want to try it now and tell me how it went?", "Could you give it five minutes?"],
  },
  talkSpecific: {
    lines: ["Of course, you choose the topic.", "Gladly, let's start with what matters most to you.", "Okay, let's focus on one thing."],
    questions: ["What would you like to talk about?", "Which topic weighs on you most these days?", "Where would you like to begin?"],
  },
  advice: {
    steps: {
      anxiety: [
        "One small step for today: write the worry down and, next to it, what is most likely to actually happen; then take three slow breaths, counting to four.",
        "One concrete step: give the worry an appointment ten minutes later today, and whenever it comes back before then, postpone it to that time.",
      ],
      sadness: [
        "One small step for today: pick a ten-minute activity that usually does you a little good (a walk, a warm shower, a song) and do it even without feeling like it.",
        "One concrete step: send someone you trust a simple hello, without having to explain anything.",
      ],
      anger: [
        "One small step: before answering the person who made you angry, step away for ten minutes and write down what hurt, not what you want to say.",
        "One concrete step: move your body for five minutes (stairs, a brisk walk) and then decide with a cooler head.",
      ],
      shame: [
        "One small step: write what you would tell a friend who had made the same mistake, then read it back as if it were for you.",
        "One concrete step: separate the fact (“I got this wrong”) from the verdict (“I am wrong”) and write them on two different lines.",
      ],
      loneliness: [
        "One small step for this week: pick one person, even someone not very close, and send a simple message like “fancy a coffee?”.",
        "One concrete step: look for a group activity around something you like (a class, volunteering, a team) and note the date of the first meeting.",
      ],
      stress: [
        "One small step: write down everything on your plate, then circle one thing to do today and one to postpone or hand over.",
        "One concrete step: cut the biggest task down to its first fifteen-minute piece and do only that.",
      ],
      general: [
        "One small step for this week: set aside ten minutes a day just for you (a walk, a break without your phone) and put it in your calendar.",
        "One concrete step: write the situation down in three lines (what happened, what you thought, what you felt) and reread it calmly tomorrow.",
      ],
    },
    questions: ["When would be a good moment to try it?", "What could make it easier?", "Does that feel doable, or shall we make it even smaller?"],
  },
};
