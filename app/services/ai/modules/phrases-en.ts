/**
 * English phrasebook of the AI modules' engine answers (decision record 0030). Every answer has
 * exactly one question, the last sentence: no other sentence here ends with "?".
 */
import type { ModulePhrasebook } from "./module-types";

export const EN_MODULES: ModulePhrasebook = {
  ack: {
    anxiety: ["I can hear how much worry is in what you wrote.", "There is a lot of anxiety in these words, and it makes sense to slow down a moment."],
    sadness: ["I can feel the sadness in what you wrote, and it deserves some room.", "It sounds like a heavy time, and it is fine that it weighs on you."],
    anger: [
      "I can hear the anger, and anger often says that something matters to you.",
      "It sounds like you are really angry, which is understandable when something feels unfair.",
    ],
    shame: ["It took courage to write this: shame tends to keep us quiet.", "Shame can be very heavy, and you are not alone in feeling it."],
    guilt: ["It sounds like guilt is weighing on you, which often shows how much you care.", "Feeling guilty says that you care about doing right by others."],
    loneliness: ["Feeling alone hurts, and thank you for putting it into words.", "Loneliness is hard, and reaching out, even here, is a step."],
    stress: ["It sounds like you are carrying a lot right now.", "There is a lot of pressure in what you wrote, and it makes sense to look after yourself."],
  },
  ackNone: {
    relationships: ["Thank you for telling me about this relationship.", "Relationships matter, and it is good that you are thinking about this one."],
    writing: ["Thank you for sharing this: writing is a kind way of listening to yourself.", "Putting things on paper can help you see them more clearly."],
    relaxation: ["Taking a few minutes for your body is a good idea.", "Good that you are giving yourself a moment to unwind."],
    sleep: ["Sleep affects everything else, so it is worth looking after.", "Thank you for telling me about your nights."],
  },
  relationships: {
    persons: [
      { id: "partner", pattern: /\b(?:partner|boyfriend|girlfriend|husband|wife|fiance|fiancee|spouse|ex)\b/, phrase: "your partner" },
      { id: "parent", pattern: /\b(?:mum|mom|mother|dad|father|parents?|stepmother|stepfather)\b/, phrase: "your parent" },
      { id: "sibling", pattern: /\b(?:brother|sister|siblings?)\b/, phrase: "your brother or sister" },
      { id: "child", pattern: /\b(?:son|daughter|kids?|children|teenager)\b/, phrase: "your child" },
      { id: "friend", pattern: /\b(?:friends?|best friend|flatmate|roommate)\b/, phrase: "your friend" },
      { id: "work", pattern: /\b(?:boss|manager|colleagues?|co-?workers?|team ?mates?|supervisor)\b/, phrase: "your colleague or manager" },
    ],
    someone: "this person",
    themes: [
      { id: "conflict", pattern: /\b(?:argu\w*|fight\w*|row|rows|shout\w*|yell\w*|criticis\w*|blame\w*|conflict|disagree\w*)\b/ },
      { id: "boundary", pattern: /\b(?:say no|saying no|boundar\w*|take advantage|always ask\w*|pushover|too much of me|can't refuse|cannot refuse)\b/ },
      { id: "distance", pattern: /\b(?:distant|ignor\w*|don't talk|do not talk|drift\w*|apart|cold|lonely|alone|left out|reconnect)\b/ },
    ],
    intro: [
      "To talk about it with {person}, a simple structure can help: DESC, for Describe, Express, Specify and Consequences.",
      "A clear and kind way to talk about it with {person} is the DESC script: Describe, Express, Specify, Consequences.",
    ],
    feeling: {
      anxiety: "I feel anxious",
      sadness: "I feel sad",
      anger: "I feel angry",
      shame: "I feel embarrassed",
      guilt: "I feel guilty",
      loneliness: "I feel alone",
      stress: "I feel under pressure",
      none: "I feel hurt",
    },
    describe: [
      "Describe: the facts only, as a camera would see them, for example “When plans changed at the last minute yesterday…”.",
      "Describe: what happened, without judgements, like “Last week, when you did not answer my messages…”.",
    ],
    express: [
      "Express: how you felt, starting from yourself: “…{feeling}.”",
      "Express: your feeling in the first person, which is hard to argue with: “…{feeling}.”",
    ],
    specify: {
      conflict: ["Specify: one small, concrete request, like “Next time, can we stop and talk about it calmly the same evening.”"],
      boundary: ["Specify: what you can and cannot do, plainly, like “This week I cannot take it on, I can help on Monday.”"],
      distance: ["Specify: a small step towards each other, like “I would like us to have a coffee together this weekend.”"],
      general: ["Specify: one clear request, like “I would like you to let me know a day before.”"],
    },
    consequences: [
      "Consequences: what you would both gain, like “That way we could both feel calmer.”",
      "Consequences: the good it would bring to both of you, like “Then we would feel closer again.”",
    ],
    tips: {
      conflict: [
        "Choose a calm moment rather than the middle of an argument, and keep to one topic at a time.",
        "Wait until you both feel calmer: the same words land differently an hour later.",
      ],
      boundary: [
        "If you get pushback, you can repeat your request calmly, in the same words, without over-explaining: a “no” does not need a long justification.",
        "A kind “no” to a request is not a “no” to the person: you can be warm and firm at once.",
      ],
      distance: [
        "You could start with a small gesture, a message or a question about their day, before the bigger conversation.",
        "Reconnecting often starts small: a short message that says you are thinking of them.",
      ],
      general: [
        "Speak slowly, keep it short, and if the conversation drifts, come back gently to your request.",
        "It does not need to be perfect: staying with the facts and with what you are asking for is enough.",
      ],
    },
    questions: [
      "Which of the four parts feels hardest to say?",
      "How would you fill in the first line, the facts, in your own words?",
      "What small request would feel right to you?",
    ],
  },
  writing: {
    intro: [
      "Expressive writing can help: for 15 to 20 minutes, on three or four days, you write your deepest thoughts and feelings about what you are going through, just for yourself.",
      "Many people find it helps to write freely about an experience for 15 to 20 minutes a day, for a few days in a row, without worrying about style.",
    ],
    promptsLead: ["Here are three prompts you could start from:", "You could start from one of these prompts:"],
    byEmotion: {
      anxiety: [
        "1. Write about what worries you most, then about what is most likely to happen, and how you would cope.",
        "1. Write the worry down in full, then write what you would tell a friend who had it.",
      ],
      sadness: [
        "1. Write about what you have lost or miss, and what it meant to you.",
        "1. Write a letter you will not send to whoever or whatever you feel sad about.",
      ],
      anger: [
        "1. Write an unsent letter that says everything you feel, with no filter: it is only for you.",
        "1. Write about what felt unfair, and which of your values it touched.",
      ],
      shame: [
        "1. Write about the moment you feel ashamed of as if a kind friend were telling it.",
        "1. Write what you would say to someone you love who told you this same story.",
      ],
      guilt: [
        "1. Write about what happened, what was yours to carry and what was not.",
        "1. Write what you would like to repair, and what you would like to forgive yourself for.",
      ],
      loneliness: [
        "1. Write about a moment you felt truly connected to someone, and what made it so.",
        "1. Write a letter to someone you miss, saying what you would like them to know.",
      ],
      stress: [
        "1. Empty your head onto the page: everything you are carrying, in any order.",
        "1. Write about what is asking the most of you right now, and what you could let go of.",
      ],
      none: [
        "1. Write about what has been on your mind most this week, and how it makes you feel.",
        "1. Write about an experience that still matters to you, and why.",
      ],
    },
    byTopic: {
      work: ["2. Write about how work is taking up space in your life, and what you would like it to leave for you."],
      study: ["2. Write about what your studies mean to you, beyond marks and exams."],
      relationships: ["2. Write about this relationship: what you give, what you receive, what you wish for."],
      family: ["2. Write about your family as it is now, and one thing you wish they knew about you."],
      sleep: ["2. Write, in the evening, what is still open from the day, so your mind can put it down."],
      health: ["2. Write about how your body feels these days, and what it might need from you."],
      money: ["2. Write about what money worries take from you, and what still feels steady."],
    },
    closing: [
      "3. Finish by writing one kind sentence to yourself, the way you would to a friend.",
      "3. End with what you have understood while writing, even something small.",
      "3. Close with one thing that helps you, or someone who is on your side.",
    ],
    care: [
      "Write without correcting yourself, and if it becomes too much, stop, breathe, and do something light: you can come back to it another day.",
      "No one will read it but you; if the feelings get too strong, it is fine to pause and take a walk or a few slow breaths.",
    ],
    questions: ["Which of these prompts would you like to start with?", "When in your day could you find a quiet quarter of an hour to write?"],
  },
  relaxation: {
    cues: [
      {
        id: "grounding",
        pattern:
          /\b(?:overwhelm\w*|racing thoughts?|can't think|cannot think|spiral\w*|unreal|spaced out|foggy|flashbacks?|too much noise|can't focus|cannot focus)\b/,
      },
      { id: "pmr", pattern: /\b(?:tens\w*|tight\w*|shoulders?|neck|jaw|muscles?|stiff|headaches?|clench\w*|body aches?|back)\b/ },
      { id: "breathing", pattern: /\b(?:breath\w*|heart|panic\w*|nervous|anxious|anxiety|restless|jittery|calm down)\b/ },
    ],
    intro: {
      breathing: [
        "Slow breathing is one of the quickest ways to tell your body it is safe: a longer out-breath calms the heart down.",
        "Let us start from the breath: when the out-breath gets longer than the in-breath, the body tends to settle.",
      ],
      pmr: [
        "Progressive muscle relaxation can help release the tension stored in the body: you tense a group of muscles, then let go.",
        "When tension settles in the body, tensing and then releasing the muscles, one group at a time, helps you feel the difference.",
      ],
      grounding: [
        "When the mind runs too fast, grounding through the senses brings you back to the here and now.",
        "A grounding exercise can help when everything feels like too much: you use your senses to come back to the present.",
      ],
    },
    script: {
      breathing: [
        "Sit comfortably and rest a hand on your belly.",
        "Breathe in through your nose for 4, hold for 7, then breathe out slowly through your mouth for 8.",
        "Repeat four times, without forcing; if holding is uncomfortable, simply breathe in for 4 and out for 6.",
      ],
      pmr: [
        "Sit or lie down, and start from your feet: curl your toes, hold for 5 seconds, then let go for 10 and notice the difference.",
        "Go up through your calves, thighs, hands and arms, then shoulders up towards your ears, and finally the face.",
        "Tense gently, never to the point of pain, and breathe out as you let go.",
      ],
      grounding: [
        "Look around and name 5 things you can see, then 4 you can touch.",
        "Then 3 sounds you can hear, 2 things you can smell and 1 you can taste.",
        "Feel your feet on the floor and take one slow breath before you carry on.",
      ],
    },
    more: ["You will find the guided version in the exercises: “{title}”.", "If you like, the exercise “{title}” walks you through it step by step."],
    questions: {
      breathing: ["How does your body feel after four slow breaths?", "When in your day could you take one minute for this breathing?"],
      pmr: ["Which part of your body holds the most tension?", "How does your body feel after letting go?"],
      grounding: ["What did you notice around you as you did it?", "Which of your senses brought you back most easily?"],
    },
  },
  sleep: {
    cues: [
      {
        id: "racing_mind",
        pattern: /\b(?:racing|overthink\w*|can't switch off|cannot switch off|thoughts?|mind|ruminat\w*|worr\w*|fall asleep|falling asleep)\b/,
      },
      {
        id: "night_waking",
        pattern: /\b(?:wake up (?:at night|in the night|at \d|every night|early)|waking up|woke up|middle of the night|at 3|at three|4 ?am|3 ?am)\b/,
      },
      { id: "screens", pattern: /\b(?:phone|screens?|scroll\w*|netflix|series|tv|social media|instagram|tiktok|laptop|games?)\b/ },
      { id: "stimulants", pattern: /\b(?:coffee|caffeine|energy drinks?|tea|alcohol|wine|beer|cigarettes?|smok\w*)\b/ },
      { id: "schedule", pattern: /\b(?:naps?|napping|shifts?|weekends?|late nights?|irregular|jet ?lag|different times)\b/ },
    ],
    tips: {
      racing_mind: [
        "For the thoughts that keep you awake, try writing them down an hour before bed, with one small next step for each: the mind lets go more easily of what is on paper.",
        "An hour before bed, give your worries ten minutes on paper and close the notebook: the bed is not the place to solve them.",
      ],
      night_waking: [
        "If you wake in the night and stay awake for a while, avoid checking the time: turn the clock away and, after about twenty minutes, get up for something calm until you feel sleepy.",
        "Waking at night is common; what helps is not fighting it in bed: after about twenty minutes, get up, keep the lights low, and go back when sleepy.",
      ],
      screens: [
        "Try leaving the phone outside the bedroom, or at least out of reach, and switching screens off an hour before bed.",
        "Screens keep the mind switched on: an hour without them before bed, with something calm instead, often makes a difference.",
      ],
      stimulants: [
        "Caffeine stays in the body for hours: try no coffee, tea or energy drinks after early afternoon, and little alcohol in the evening, which makes sleep lighter.",
        "Watch what you drink in the afternoon and evening: caffeine after lunch and alcohol at night both make sleep lighter.",
      ],
      schedule: [
        "A regular rhythm helps a lot: the same wake-up time every day, weekends included, and naps short (under 30 minutes) and early in the afternoon.",
        "Your body clock likes regularity: the fixed wake-up time matters more than the bedtime, and long naps take sleep away from the night.",
      ],
      general: [
        "An hour before bed, a short wind-down routine helps: dim lights, a warm shower, something calm to read.",
        "A cool, dark, quiet bedroom and a calm last hour of the day prepare the ground for sleep.",
      ],
    },
    core: [
      "Three rules of stimulus control help the body link bed with sleep again: go to bed only when sleepy; use the bed only for sleep, not for the phone or work; and if sleep has not come after about twenty minutes, get up for something calm and come back when sleepy, keeping the same wake-up time every morning.",
      "What helps sleep most is teaching the body again that bed means sleep: bed only when sleepy and only for sleeping, up again after about twenty minutes awake, and a fixed wake-up time every day.",
    ],
    doctor: [
      "If poor sleep goes on for weeks or weighs heavily on your days, it is worth talking to your doctor.",
      "If your nights stay difficult for several weeks, your doctor can help you look into it.",
    ],
    questions: [
      "Which of these changes would be easiest to try tonight?",
      "What time could you get up every morning, weekends included?",
      "What could your last hour before bed look like?",
    ],
  },
};
