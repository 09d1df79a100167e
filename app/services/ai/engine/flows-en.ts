/**
 * The structured CBT flows in English (decision record 0020): offer, steps, chips, summaries.
 * Warm, plain, non-clinical; never a diagnosis or a medicine. Shapes in flow-types.ts; the
 * patterns are written against normalised text (normalise.ts: lower case, "don't" → "do not").
 */
import type { CbtPhrases } from "./flow-types";

export const EN_CBT: CbtPhrases = {
  flows: {
    activation: {
      name: "a small activity plan",
      offer: [
        "When your mood is low it's natural to wait for the motivation before doing things, but it often works the other way round: you do something small and the motivation follows.",
        "When everything feels flat, it helps to put one small, pleasant activity in the diary, with a day and a time.",
      ],
      offerQuestions: [
        "Would you like to pick one small activity together and put it in your diary?",
        "Shall we plan one small thing for you to do, with a day and a time?",
      ],
      start: ["Great, let's do it in three steps: the activity, the day and the time.", "Good: we'll pick something small, then the day and the time."],
      steps: {
        activity: {
          questions: [
            "What small, doable activity would you like to do, even just for ten minutes?",
            "What used to give you a bit of pleasure or satisfaction that you could do in a small way?",
          ],
          chips: ["Go for a 10-minute walk", "Call a friend", "Cook something nice"],
          acks: ["“{answer}”: that sounds like a great place to start.", "“{answer}” is perfect: small and concrete."],
          hint: ["Something tiny is fine: going out for a coffee, listening to a song you love, tidying one drawer."],
        },
        day: {
          questions: ["Which day would you like to do it?", "Which day feels most realistic for it?"],
          chips: ["Today", "Tomorrow", "Saturday"],
          acks: ["{answer}, agreed.", "{answer} it is."],
          hint: ["Any day this week is fine: what counts is deciding, not getting it perfect."],
        },
        time: {
          questions: ["Roughly what time?", "What time of day will you put it?"],
          chips: ["In the morning", "After lunch", "At 6pm"],
          acks: ["So: “{activity}”, {day}, {time}.", "To recap: “{activity}”, {day}, {time}."],
          hint: ["A rough time is fine, like “after lunch” or “before dinner”."],
        },
        confirm: {
          questions: ["Does that work for you, or would you like to change something?", "Shall we confirm it like that?"],
          chips: ["Yes, confirm it", "Change something"],
          acks: ["Great."],
          hint: ["Just say “yes” if it works, or “change” if you'd like to pick it differently."],
        },
      },
      done: [
        "Done: “{activity}”, {day}, {time}. I'll remember it, so you can tell me how it went; it doesn't need to be perfect, doing it in a small way counts.",
        "Your plan is ready: “{activity}”, {day}, {time}. If the motivation isn't there on the day, try it for five minutes anyway: it often comes afterwards.",
      ],
      doneQuestions: ["How does it feel to have decided it?", "What might get in the way, and how could you get around it?"],
    },
    exposure: {
      name: "a graded exposure ladder",
      offer: [
        "Avoiding something frightening brings relief straight away, but over time it makes the fear grow; what helps is getting closer one rung at a time.",
        "Fear shrinks when you approach it in small steps and stay long enough to notice the anxiety rise and then fall.",
      ],
      offerQuestions: [
        "Would you like to build a small ladder of steps together, from the easiest to the hardest?",
        "Shall we put together a ladder of small steps so you can get closer gently?",
      ],
      start: [
        "Good: we'll build it together, one rung at a time, and you set the pace.",
        "Alright: let's start from the top of the ladder and then find the first rung.",
      ],
      steps: {
        situation: {
          questions: ["What is the situation that scares you and that you tend to avoid?", "Which situation would you like to be able to face?"],
          chips: ["A party", "Speaking in public", "Taking the bus or train"],
          acks: ["“{answer}”: that's where we want to get to, gently.", "Okay, “{answer}” is the top of the ladder."],
          hint: ["Think of something concrete you avoid or face with a lot of anxiety: a party, a phone call, a crowded place."],
        },
        fear: {
          questions: [
            "From 0 to 100, how frightening would it be to face it in full, just as it is?",
            "On a scale from 0 to 100, how much anxiety does doing all of it bring?",
          ],
          chips: ["50", "70", "90"],
          acks: ["{answer} out of 100: it makes sense to start with something smaller.", "{answer} out of 100, I see: that's why we start at the bottom."],
          hint: ["A number from 0 to 100 is all I need, even a rough one."],
        },
        first_step: {
          questions: [
            "What could the first rung be, a smaller version that feels a bit scary but doable?",
            "How could you make the situation easier, to begin with?",
          ],
          chips: ["Go for just one hour", "Go with someone I trust", "Stay 20 minutes, then decide"],
          acks: ["“{answer}”: a great first rung.", "“{answer}” sounds right: small enough to do, real enough to count."],
          hint: ["For a party, for example: going for just one hour, going with someone you trust, or arriving early when there are fewer people."],
        },
        when: {
          questions: ["When could you try this first rung?", "Which day could you climb this first rung?"],
          chips: ["This week", "Saturday", "Next time it comes up"],
          acks: ["Good."],
          hint: ["A rough time is enough, like “this Saturday” or “next time it comes up”."],
        },
      },
      done: [
        "Here's your ladder: at the top “{situation}” ({fear} out of 100), and as the first rung “{first_step}”, {when}. When you're there, stay until the anxiety drops a little: it usually rises, peaks and then falls by itself.",
        "Your ladder is ready: first rung “{first_step}”, {when}; at the top “{situation}”, which today feels like {fear} out of 100. Every rung you climb makes the next one lower.",
      ],
      doneQuestions: ["What could help you stay if the anxiety rises?", "After this first rung, what could the second one be?"],
    },
    worry: {
      name: "worry time",
      offer: [
        "When worries turn up at all hours, it can help to give them an appointment: a short, fixed time to think about them on purpose, postponing all the others until then.",
        "Pushing a worry away rarely works; postponing it to a set time works more often than you'd think.",
      ],
      offerQuestions: ["Would you like to set up your “worry time” together?", "Shall we give your worries a fixed appointment?"],
      start: ["Good: let's choose when, where to jot them down, and what to come back to when they show up early."],
      steps: {
        worry_time: {
          questions: [
            "What time could you give fifteen minutes a day to your worries, not too close to bedtime?",
            "Which part of the day could you set aside for your worries, for a quarter of an hour?",
          ],
          chips: ["At 6pm", "After dinner", "When I get home"],
          acks: ["{answer}: from today your worries have an appointment.", "Good, {answer}."],
          hint: ["Any time is fine, as long as it's the same every day and well before bedtime."],
        },
        worry_place: {
          questions: [
            "Where could you jot down a worry quickly when it turns up outside that time?",
            "What could you write your worries on in a few words, to find them later?",
          ],
          chips: ["In my phone notes", "In a notebook", "On a slip of paper"],
          acks: ["Perfect: “{answer}”.", "Okay, “{answer}”."],
          hint: ["Somewhere always at hand is enough, like your phone notes or a slip of paper."],
        },
        refocus: {
          questions: ["Once it's written down, what could you bring your attention back to?", "After jotting it down, where could you move your mind?"],
          chips: ["What I was doing", "Three slow breaths", "Something practical"],
          acks: ["Good."],
          hint: ["For example what you were doing, three slow breaths, or a practical task to finish."],
        },
      },
      done: [
        "Here's your worry time: every day {worry_time}, for fifteen minutes. If a worry comes earlier, you jot it down (“{worry_place}”), tell yourself “later” and come back to this: “{refocus}”. At the appointment you pick it up again, if it still matters.",
        "Done: the appointment is {worry_time}, a quarter of an hour a day. Outside it: a few words (“{worry_place}”), “later”, and then “{refocus}”. Many worries already weigh less by the time the appointment comes.",
      ],
      doneQuestions: [
        "Which of today's worries could you already postpone to that appointment?",
        "How does the idea of postponing, rather than pushing away, sound to you?",
      ],
    },
    sleep: {
      name: "bed rules for sleep",
      offer: [
        "If sleep is slow to come, the bed can turn into the place where you go over things; stimulus control helps link it back to sleep: bed only for sleep, and if sleep hasn't come after about twenty minutes, you get up and come back when you're sleepy.",
        "One of the things that helps sleep most is teaching your body again that bed is for sleeping: you go to bed only when sleepy and get up if sleep doesn't come.",
      ],
      offerQuestions: ["Would you like to put together your own rules for bed and sleep?", "Shall we write three simple bed rules together?"],
      start: ["Good: three questions and you'll have your rules.", "Alright: let's make your rules, one at a time."],
      steps: {
        bed_habits: {
          questions: ["What do you do in bed, besides sleeping, that you could move elsewhere?", "Which of your habits in bed have nothing to do with sleep?"],
          chips: ["Scrolling my phone", "Watching shows", "Working or studying"],
          acks: ["“{answer}”: let's try moving that out of bed.", "Good, from tomorrow “{answer}” happens somewhere else."],
          hint: ["For example your phone, shows, work, or just lying there going over things."],
        },
        get_up: {
          questions: [
            "If you're still wide awake after about twenty minutes, what calm thing could you do out of bed, with the lights low?",
            "What calm, not too exciting activity could you keep ready for when you get up at night?",
          ],
          chips: ["Read a book", "Listen to calm music", "A breathing exercise"],
          acks: ["“{answer}” is perfect, with the lights low and no screens.", "“{answer}”: great, as long as it's quiet."],
          hint: ["Something quiet and a little boring, away from screens: a few pages of a book, calm music, a breathing exercise."],
        },
        wake_time: {
          questions: ["What time do you want to get up every morning, even after a bad night?", "Which wake-up time could you keep fixed, weekends included?"],
          chips: ["At 7", "At 7:30", "At 8"],
          acks: ["Good."],
          hint: ["A rough time you could keep every day is enough, like “at 7:30”."],
        },
      },
      done: [
        "Here are your rules: bed is only for sleep, so “{bed_habits}” happens elsewhere; if sleep hasn't come after about twenty minutes, you get up and do “{get_up}” with the lights low, and go back to bed only when you're sleepy; you get up {wake_time} every day, weekends included, with no long naps.",
        "Your sleep rules: bed only for sleep (“{bed_habits}” elsewhere); if sleep hasn't come in about twenty minutes, you get up for “{get_up}” and come back when sleepy; a fixed wake-up time, {wake_time}. The first nights can be tiring: that's normal, and it usually gets better.",
      ],
      doneQuestions: ["Which of these rules looks hardest to follow?", "Which night would you like to start?"],
    },
    problem: {
      name: "a problem-solving worksheet",
      offer: [
        "When a practical problem feels huge, it helps to put it on paper one piece at a time: define it, look for several options, weigh two of them and choose a first step.",
        "A concrete problem is easier to tackle in steps: first you define it, then you gather ideas, then you weigh two.",
      ],
      offerQuestions: ["Would you like to tackle it together with a problem-solving worksheet?", "Shall we break it down together, one step at a time?"],
      start: ["Good, let's take it step by step.", "Alright: first we bring it into focus, then we look for options."],
      steps: {
        problem: {
          questions: [
            "What is the problem, in one concrete sentence?",
            "How would you describe the problem in a few words, as you'd write it on a sheet of paper?",
          ],
          chips: ["I can't make ends meet", "I have a bill to pay", "A debt is worrying me"],
          acks: ["“{answer}”: now it's a problem with edges, not a cloud.", "Good: “{answer}”. Put like that it's already more manageable."],
          hint: ["Try saying it as a concrete fact, like “I need to pay the rent by the 5th and I'm 200 short”."],
        },
        options: {
          questions: [
            "What options come to mind, even the ones that seem odd or imperfect?",
            "If we listed every possible way forward, without judging them, what would you write?",
          ],
          chips: ["Ask for a payment plan", "Cut one expense", "Ask someone for help"],
          acks: ["Good: the more ideas the better, no judging them yet.", "Great list: we'll keep them all for now."],
          hint: ["Small or imperfect ideas count too: asking for more time, cutting an expense, getting help, finding out more."],
        },
        best_two: {
          questions: ["Of these, which two look most promising?", "If you could keep only two, which would you choose?"],
          chips: [],
          acks: ["Okay: “{answer}”.", "Good, we'll keep “{answer}”."],
          hint: ["They don't need to be perfect: pick two that seem at least doable."],
        },
        pros_cons: {
          questions: [
            "For each of the two, what's the main advantage and the main drawback?",
            "What would you gain and what would it cost you, with one and with the other?",
          ],
          chips: [],
          acks: ["Thanks: looking at them like this makes choosing easier.", "Good, now they're on the scales."],
          hint: ["One line each is enough: “pro: …, con: …”."],
        },
        first_step: {
          questions: ["What's the first small, concrete step for the option you choose?", "What could you do first, in under half an hour, to get going?"],
          chips: ["Make a phone call", "Write an email", "Do the sums"],
          acks: ["Good."],
          hint: ["Something you can do in under half an hour: a phone call, an email, a few sums on paper."],
        },
      },
      done: [
        "Here's your worksheet: the problem is “{problem}”; the best options are “{best_two}”; the first step is “{first_step}”. A big problem moves with a small step too.",
        "The worksheet is complete: “{problem}”, the two options “{best_two}”, and to begin, “{first_step}”. If the first option doesn't work out, the list is still here.",
      ],
      doneQuestions: ["When do you think you'll take this first step?", "What would you need to be able to do it?"],
    },
    assertive: {
      name: "a script for saying it (DESC)",
      offer: ["I can help you build it in your own words, one piece at a time.", "We can write it together, in your own words."],
      offerQuestions: ["Would you like to build your script together, one piece at a time?", "Shall we prepare what you want to say together, piece by piece?"],
      start: ["Good: four pieces, and at the end we put them together.", "Alright: we'll build it in four pieces."],
      steps: {
        describe: {
          questions: [
            "What happened, in facts only, the way a camera would record it?",
            "What's the concrete fact you want to talk about, without judgements?",
          ],
          chips: [],
          acks: ["Good: just facts, no judgements.", "Perfect, that's a clean description."],
          hint: ["For example: “yesterday you cancelled dinner at the last minute”, rather than “you never care about me”."],
        },
        express: {
          questions: [
            "What did you feel, said in the first person, for example starting with “I feel…”?",
            "How could you say what you felt starting from yourself, with an “I”?",
          ],
          chips: [],
          acks: ["Talking about yourself rather than about them makes it easier to be heard.", "Good: an “I” message is hard to argue with."],
          hint: ["One true word is enough: hurt, let down, angry, anxious… even just that."],
        },
        specify: {
          questions: ["What's the one small, specific thing you'd like to ask for?", "What concrete thing would you ask for, next time?"],
          chips: [],
          acks: ["A clear, small request is much more likely to be welcomed.", "Good, that's a specific request."],
          hint: ["One doable thing, like “I'd like you to let me know a day before”."],
        },
        consequences: {
          questions: ["What would you both gain if it went that way?", "What would get better between you if your request were met?"],
          chips: [],
          acks: ["Good."],
          hint: ["Something good for both of you, like “then we could enjoy our evenings together”."],
        },
      },
      done: [
        "Here's your script, in your own words: “{script}” Pick a calm moment, speak slowly and, if the conversation drifts, come back gently to your request.",
        "Put together, it sounds like this: “{script}” It doesn't have to be said perfectly: what counts is staying with the facts and with what you're asking for.",
      ],
      doneQuestions: ["How does it sound, read all together?", "Is there a word you'd like to change before you say it?"],
    },
    decision: {
      name: "pros and cons of a decision",
      offer: ["We can do it together, one column at a time.", "I'll help you weigh it up, no rush."],
      offerQuestions: [
        "Would you like to put it on the scales together, pros and cons, one step at a time?",
        "Shall we write the two columns together, pros and cons?",
      ],
      start: ["Good: first the decision, then the pros, then the cons.", "Alright: let's pin down the decision and then the two columns."],
      steps: {
        decision: {
          questions: ["What's the decision you're weighing, in one sentence?", "How would you put the choice in front of you, in a few words?"],
          chips: [],
          acks: ["“{answer}”: let's look at it from both sides.", "Good: “{answer}”."],
          hint: ["For example: “taking the job in Leeds or staying where I am”."],
        },
        pros: {
          questions: ["What are the pros, what would you gain now and in a few months?", "What's good about this choice, if you make it?"],
          chips: [],
          acks: ["Good, the pros column is written.", "Thanks, those are real pros."],
          hint: ["Small advantages count too: time, money, peace of mind, new possibilities."],
        },
        cons: {
          questions: [
            "What are the cons, what do you risk and how fixable would it be if it went wrong?",
            "What worries you or would it cost you, if you made this choice?",
          ],
          chips: [],
          acks: ["Thanks: now the scales have two sides.", "Good, the cons are on the table too."],
          hint: ["Think about what you'd lose and how bad it would really be, if it happened."],
        },
        lean: {
          questions: ["Looking at both columns, which way do the scales tip, even slightly?", "If you had to choose today, which way would you go?"],
          chips: ["Towards yes", "Towards no", "Still in the middle"],
          acks: ["Good."],
          hint: ["“In the middle” is fine too: that's information as well."],
        },
      },
      done: [
        "Here are your scales: the decision is “{decision}”; for it, “{pros}”; against it, “{cons}”; for now: “{lean}”. You don't have to decide now: sometimes seeing it all written down is enough.",
        "Both columns are ready. Decision: “{decision}”. Pros: “{pros}”. Cons: “{cons}”. Today you lean like this: “{lean}”. It's a snapshot, not a verdict.",
      ],
      doneQuestions: ["What piece of information would help you decide with more peace of mind?", "What would you say to a friend facing the same choice?"],
    },
    savouring: {
      name: "savouring something good",
      offer: [
        "Good things slip away faster than bad ones: pausing to savour them helps them stay.",
        "Recalling the details of a good moment makes it last longer.",
      ],
      offerQuestions: [
        "Would you like to pause for a moment to savour it, and note it down among the good things?",
        "Shall we take a minute to enjoy it and log it with the good things?",
      ],
      start: ["Lovely, let's take a moment.", "Gladly: let's stay with this good thing for a bit."],
      steps: {
        good_thing: {
          questions: ["What's the good thing that happened?", "What went well, today or these days?"],
          chips: [],
          acks: ["“{answer}”: how lovely.", "“{answer}”: I'm really glad."],
          hint: ["Something small is fine: a good coffee, a kind message, a finished task."],
        },
        details: {
          questions: [
            "If you relive it now, what do you remember of that moment: what you saw, felt, who was there?",
            "Which detail of that moment would you like to remember?",
          ],
          chips: [],
          acks: ["Stay there for a moment, with those details.", "What a lovely detail to keep."],
          hint: ["Even one detail: a sound, a face, a feeling in your body."],
        },
        own_part: {
          questions: ["What did you do to make it happen, even in a small way?", "What was your part in this good thing?"],
          chips: ["I put the effort in", "I asked for help", "I didn't give up"],
          acks: ["Good."],
          hint: ["Even just showing up, asking, or trying: it counts."],
        },
      },
      done: [
        "I've noted it in your positive data log: “{good_thing}”, and your part, “{own_part}”. On greyer days we can read it back together, as evidence that good things happen and that you play a part in them.",
        "Logged with the good things: “{good_thing}”, with your part: “{own_part}”. It's data, not luck: worth remembering.",
      ],
      doneQuestions: ["What would you like to remember about today, a week from now?", "Who would you like to share it with?"],
    },
  },
  stopHint: ["You can stop whenever you like by writing “stop” or “another time”.", "If you want to stop, just write “stop” or “another time”."],
  seeded: ["Let's start from what you wrote: “{answer}”.", "I'll take what you told me as the starting point: “{answer}”."],
  again: ["Sure, let's go through it again.", "Of course, let's change it: back to the start."],
  leave: ["Okay, let's stop here.", "Of course, we'll leave it halfway, no problem.", "Alright, let's put it aside."],
  leaveExtra: ["If you like, we can pick it up another time.", "What you wrote so far still counts."],
  leaveQuestions: ["What would you like to talk about now?", "How are you doing right now?", "What would help you most right now?"],
  exit: /\b(?:another time|some other time|another day|maybe later|not now|not right now|later maybe|(?:let us|lets|can we) talk about something else|change (?:the )?(?:subject|topic)|not in the mood|skip (?:it|this)|(?:let us|lets|can we|i want to) stop|stop (?:this|the exercise|here)|i do not want to (?:continue|do this)|leave it there|i am done with this)\b/,
  triggers: {
    activation:
      /\b(?:(?:i )?(?:do not|can not) (?:feel like|want to) do(?:ing)? anything|i do not do anything (?:anymore|any more)|(?:stay|staying|stayed|lie|lying) in bed all day|(?:i )?(?:have not|never) (?:left|leave) the house|nothing (?:is fun|interests me|feels good) anymore|no (?:energy|motivation) (?:for|to do) anything|can not be bothered|every day is the same)\b/,
    exposure:
      /\b(?:avoid\w*|(?:scared|afraid|terrified|anxious|nervous) (?:of|about) (?:going|the party|parties|speaking|driving|crowds|leaving|meeting|presenting)|(?:scared|afraid|terrified) to (?:go|leave|speak|drive|present)|can not (?:bring myself to )?(?:go|face)|(?:party|parties|presentation|interview) (?:terrifies|scares|freaks) me|i freeze (?:when|at|in front))\b/,
    worry:
      /\b(?:ruminat\w*|overthink\w*|can not stop (?:thinking|worrying)|worry(?:ing)? (?:all the time|about everything|constantly|non stop)|my (?:mind|head|brain) (?:keeps|will not stop|never stops)|(?:always|constantly) worrying|thoughts (?:keep )?(?:spinning|racing))\b/,
    sleep:
      /\b(?:can not (?:sleep|fall asleep|get to sleep)|insomnia|(?:lie|lying|lay) awake|wake up (?:at night|in the night|at \d|every night)|up all night|(?:sleep|slept) (?:badly|terribly|so little)|tossing and turning|sleepless)\b/,
    problem:
      /\b(?:money|rent|bills?|debt|debts|mortgage|can not make ends meet|overdraft|loan|landlord|(?:i am|we are|so|flat) broke|skint|car (?:broke|has broken) down|payment plan)\b/,
    assertive: /\b(?:how (?:do|can|should) i (?:tell|say it to|bring it up with) (?:her|him|them|my)|what (?:do|should) i say to (?:her|him|them|my))\b/,
    decision:
      /\b(?:(?:i do not|i can not|can not) (?:know|decide) (?:whether|if) (?:to|i should)|i can not decide|torn between|(?:have|need) to decide (?:whether|between|if)|undecided|make a decision)\b/,
    savouring: /\b(?:good news|great news|so happy|i am happy|went (?:really )?well|i did it|i made it|lovely day|great day)\b/,
  },
  feelPrefix: "I feel",
  planFallback: "make time for “{activity}” ({day}, {time})",
  verbPhrase:
    /^(?:go|call|cook|walk|read|meet|see|text|play|take|make|have|watch|listen|write|clean|do|visit|try|get|ring|bake|draw|paint|run|swim|ride|sit|spend|tidy|phone|join|start|finish|plant|water|garden|dance|sing|stretch)\b/,
};
