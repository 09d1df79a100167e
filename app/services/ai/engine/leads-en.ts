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
      guilt: [
        "One small step: draw a “responsibility pie” for what happened, with a slice for every person or circumstance that played a part, and your own slice last.",
        "One concrete step: if you feel you did something wrong, think of one simple way to make amends (apologise, put it right, explain) and when you could do it.",
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
  identity: {
    lines: [
      "To be honest with you: I'm a program, an AI, not a person and not a therapist.",
      "Fair question: I'm an AI, a computer program, not a person and not a therapist.",
    ],
    body: [
      "I can listen, help you sort through your thoughts and suggest exercises, but I can't replace a professional: if you feel you need one, talking to a psychologist or your GP is a great step.",
      "I answer with rules written by people, so I can get things wrong; I can help you reflect and suggest exercises, but for real, ongoing support a qualified person is still the best choice.",
    ],
    questions: ["Would you like to keep telling me what's weighing on you?", "Shall we still look at what's worrying you together?"],
  },
  badIdea: {
    lines: ["I can't tell you whether it's right or wrong, but we can weigh it up together.", "Instead of a yes or a no, let's put it on the scales."],
    body: [
      "On one side the pros: what you would gain, now and in a few months; on the other the cons: what you risk, and how fixable it would be if it went wrong.",
      "Try writing two columns, pros and cons, and next to each con how likely it really is and what you could do if it happened.",
    ],
    questions: ["What's the first advantage that comes to mind?", "Which risk scares you most, and how likely is it really?"],
  },
  howToTell: {
    lines: [
      "One approach that helps in conversations like this is the DESC script.",
      "It can help to prepare what you'll say with the DESC script, one step at a time.",
    ],
    body: [
      "Describe what happened without judging (“when this happened…”), express how you felt with an “I” statement (“I felt hurt”), specify what you're asking for (“I'd like us to…”), and say what you'd both gain (“that way we could…”).",
      "Start from the concrete fact, then talk about yourself with an “I” statement instead of a “you always…”, ask for one small, specific thing, and pick a calm moment to say it.",
    ],
    questions: ["Would you like to try writing the first sentence here, the one that describes what happened?", "How might your “I” statement sound?"],
  },
  grief: {
    lines: ["I'm so sorry for your loss.", "I'm truly sorry, that's a huge loss."],
    body: [
      "There's no right timing or right way to grieve, and it's okay to feel whatever you're feeling.",
      "At times like this you don't need to do anything special: just talking about it, when you feel ready, can lighten things a little.",
    ],
    questions: ["Would you like to tell me something about them?", "How are you getting through these days?"],
  },
  gladFirst: ["That's wonderful news!", "First of all: congratulations, that's a good thing!", "I'm really glad to read that, congratulations!"],
  recallPerson: ["You mentioned {what} earlier.", "Earlier you told me about {what}."],
  recallPlan: ["You mentioned you wanted to {what}.", "Earlier you said you had in mind to {what}."],
  recallThought: ["Earlier you wrote “{what}”.", "I remember what you wrote before: “{what}”."],
};
