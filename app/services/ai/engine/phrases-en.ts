/**
 * English phrasebook: plain, warm, neutral between British and US usage.
 */
import enStrings from "~/locales/en";
import type { Phrasebook } from "./phrase-types";
import { EN_LEADS } from "./leads-en";

export const EN_PHRASES: Phrasebook = {
  quoteOpen: "“",
  quoteClose: "”",
  emotionNouns: {
    anxiety: "anxiety",
    sadness: "sadness",
    anger: "anger",
    shame: "shame",
    guilt: "guilt",
    loneliness: "loneliness",
    stress: "stress",
  },
  reflections: {
    anxiety: [
      "It sounds like anxiety is really making itself felt right now.",
      "There's a lot of worry in what you're describing, and it makes sense that you feel this way.",
      "Anxiety can be exhausting: it keeps your mind on high alert even when all you want is some peace.",
      "From what you say, your mind doesn't seem to be getting much of a break.",
    ],
    sadness: [
      "I'm sorry you're feeling so low.",
      "I can hear a lot of sadness in what you've written, and it makes sense that you feel it.",
      "It sounds like a heavy stretch, where everything takes more effort than usual.",
      "Sadness can make everything look greyer; thank you for sharing it with me.",
    ],
    anger: [
      "There's a lot of anger here, and that makes sense: it often shows up when something important to us has been crossed.",
      "It sounds like the anger is still very much alive.",
      "The anger you describe is understandable, and it deserves to be listened to.",
      "I get the frustration; feeling like this can be draining.",
    ],
    shame: [
      "Shame is a painful feeling, and it often makes us want to hide. Thank you for talking about it.",
      "I can tell how harshly you're judging yourself right now.",
      "It sounds like you're thinking you're not good enough as a person, and that's a heavy thought.",
      "It takes courage to talk about something that makes us feel embarrassed.",
    ],
    guilt: [
      "I can hear how much what happened weighs on you: guilt tells you that you care.",
      "It sounds like you're carrying a lot of guilt about something you did.",
      "Guilt is about something you did, not about who you are: getting one thing wrong doesn't make you a bad person.",
      "It makes sense to feel guilty if you think you hurt someone you care about.",
    ],
    loneliness: [
      "Feeling lonely is really hard, and I'm sorry you're going through it.",
      "Loneliness can hurt as much as physical pain; it makes sense that it weighs on you.",
      "I can hear how much you're missing connection, someone to share things with.",
      "I'm sorry there seems to be so little closeness around you at the moment.",
    ],
    stress: [
      "It sounds like you have a lot on your shoulders right now.",
      "From what you describe, the pressure is high and your energy is low.",
      "When things pile up like this, it's normal to feel overwhelmed.",
      "I can hear a lot of tiredness and tension in what you've written.",
    ],
  },
  reflectionEcho: [
    "When you say you feel “{word}”, I can tell how much this moment is weighing on you.",
    "“{word}” is a hard way to feel, and I'm glad you put it into words.",
    "You say you feel “{word}”, and it's worth pausing right there for a moment.",
  ],
  reflectionPair: [
    "I can hear both {a} and {b} in what you've written, and carrying both at once is tiring.",
    "It sounds like {a} and {b} are tangled together right now; that's a lot to carry.",
    "There's a mix of {a} and {b} here, and I understand it's hard to untangle.",
  ],
  topicLines: {
    work: [
      "Work can weigh a lot, especially when it seems to ask for more and more.",
      "What happens at work doesn't stay at work: we carry it home, in our bodies and in our thoughts.",
      "I understand that things at work are taking up a lot of your thoughts.",
      "Difficulties at work touch how we see ourselves, not just what we do.",
    ],
    study: [
      "Studying and exams can put a lot of pressure on you, especially when it feels like everything is at stake.",
      "Keeping up with your studies is tiring, even when nobody sees it from the outside.",
      "I understand that your studies are taking up a lot of your thoughts.",
      "When you study under pressure, every grade can feel like a verdict on you.",
    ],
    relationships: [
      "Relationships touch something deep, and it's normal for them to hurt when something isn't right.",
      "When an important relationship wobbles, everything else can feel shaky too.",
      "I can tell that what's happening with this person matters to you.",
      "Other people can be a huge source of support, and of pain too.",
    ],
    family: [
      "Family matters are often the most complicated, because they're so close to home.",
      "With family it's hard to take a step back, even when you need to.",
      "I understand that what's going on in your family weighs on you.",
      "Families mix love, expectations and old wounds; it's never simple.",
    ],
    sleep: [
      "Sleeping badly makes everything harder: mood, focus, patience.",
      "When sleep won't come, the night can feel endless.",
      "The tiredness from lost sleep spills into the rest of the day.",
      "Sleep and thoughts feed into each other, and sometimes they get stuck in a tiring loop.",
    ],
    health: [
      "Health worries can take up an enormous amount of space in your mind.",
      "When your body isn't well, your mood feels it too.",
      "I understand that your health is on your mind a lot right now.",
      "Not knowing what's going on with your body can be really draining.",
    ],
    money: [
      "Money worries are heavy, because they touch your basic sense of security.",
      "Money problems tend to come back with every expense, and they wear you down.",
      "I understand that your finances are putting you under pressure.",
      "When the numbers don't add up, it's hard to think about anything else.",
    ],
  },
  neutralOpeners: [
    "Thank you for writing this to me.",
    "I'm listening.",
    "I see, that's a heavy thought.",
    "I can tell this thought is sitting heavily on you.",
  ],
  // The names people see next to their messages in /chat too: one list, in app/locales.
  distortionNames: enStrings.chat.distortions,
  distortionLines: {
    all_or_nothing: [
      "I think I notice some all-or-nothing thinking here: as if things can only be perfect or a disaster, with nothing in between.",
      "This sounds a bit black-and-white: either everything goes well or it's all wrong. Real life is usually a lot greyer.",
      "There's an all-or-nothing logic here that leaves out all the in-between.",
    ],
    overgeneralisation: [
      "I notice words like “always” and “never”: sometimes one painful experience stretches until it feels like a rule for everything. In CBT this is called overgeneralisation.",
      "It seems one specific event is turning into a general law, something like “it's always like this”. That happens a lot when we're hurting.",
      "I hear a generalisation here: from a few experiences to the conclusion that it will always be this way.",
    ],
    catastrophising: [
      "It seems your mind is racing towards the worst-case scenario, as if it were the most likely one. This is called catastrophising.",
      "I notice a leap towards catastrophe: a real problem that, in your head, becomes huge and hopeless.",
      "When we're anxious, the mind magnifies the consequences: the worst feels certain, even when it isn't.",
    ],
    mind_reading: [
      "I think I notice some mind reading: assuming you know what others think, without them having said it.",
      "It seems you're imagining what's going on in other people's heads, and the mind usually picks the harshest version.",
      "It sounds like your mind is treating what others think as certain, even though we can't really know it.",
    ],
    fortune_telling: [
      "I notice a prediction about the future being treated as a fact: the mind plays fortune teller, and it usually predicts the worst.",
      "It seems you're already sure how this will end, before it happens. It's a common trap called fortune telling.",
      "Here the mind seems to be predicting a bad outcome as if it were already written.",
    ],
    should_statements: [
      "I notice a few “shoulds”: strict rules about how to be or behave, which often bring guilt and pressure with them.",
      "There seems to be a very strict “must” here. Should statements turn wishes into obligations, so every shortfall becomes a failing.",
      "I hear a very rigid rule, the kind that demands a lot and forgives very little.",
    ],
    labelling: [
      "I notice a very harsh label: it sums up a whole person in one word, and nobody fits inside one word.",
      "It seems a difficult moment is turning into a verdict on who someone is. That's what we call labelling.",
      "That word is a label: it describes a behaviour or a moment, not the whole person.",
    ],
    personalisation: [
      "It seems you're taking all the blame for something that probably depends on many factors. This is called personalisation.",
      "I notice a tendency to feel responsible for everything. Things usually have many causes, and only some of them depend on us.",
      "I hear a lot of “it's my fault”, as if everything depended on you, even what you can't control.",
    ],
    emotional_reasoning: [
      "It seems a feeling is being taken as proof: “I feel it, so it must be true.” Emotions are real, but they aren't always facts.",
      "I notice some emotional reasoning: feeling a certain way doesn't mean the situation really is that way.",
      "Emotions give us important information, but sometimes we mistake them for the truth. I think that may be happening a little here.",
    ],
    mental_filter: [
      "I notice a kind of filter: one negative detail seems to take over the whole picture, and everything else disappears.",
      "It seems your mind is fixed on the one thing that went wrong, leaving out everything else. In CBT this is called a mental filter.",
      "It's like looking at the day through a lens that only lets the negative things through.",
    ],
    disqualifying_the_positive: [
      "I notice that something positive is being brushed aside straight away, as if it were “just luck” or “didn't count”. It's one way the mind protects a negative idea about ourselves.",
      "It seems your achievements are being set aside as if they didn't count. This is called discounting the positive.",
      "When a good thing never “counts”, the mind stays stuck on its harshest conclusions.",
    ],
  },
  distortionQuestions: {
    all_or_nothing: [
      "If you put this on a scale from 0 to 100 instead of “all or nothing”, where would it land?",
      "Is there anything, even something small, that went at least partly well here?",
      "What would sit halfway between perfect success and total failure?",
      "If someone you care about told you the same story, would you really see it as a complete disaster?",
    ],
    overgeneralisation: [
      "Can you think of times when it didn't go that way?",
      "How many times has it actually happened, if we count honestly?",
      "What would change if you said “sometimes” instead of “always”?",
      "Does this one episode really say something about every future situation, or just about this one?",
    ],
    catastrophising: [
      "What's the most likely outcome, not the worst and not the best?",
      "If the worst did happen, what could you do to cope with it?",
      "From 0 to 100, how likely is it that things go exactly the way your mind fears?",
      "Have you ever feared the worst and then seen things turn out differently?",
    ],
    mind_reading: [
      "What evidence do you have of what they actually think, beyond the impression?",
      "Are there other possible explanations for the way they behaved?",
      "How could you check what they think, rather than guessing?",
      "If you were in their shoes, what other thoughts might you have?",
    ],
    fortune_telling: [
      "What evidence do you have that it will go exactly that way?",
      "What other endings are possible, even just in theory?",
      "Have you ever predicted the worst and then turned out to be wrong?",
      "If it went a little better than you expect, what would that look like?",
    ],
    should_statements: [
      "What would happen if you turned that “should” into “I'd like to”?",
      "Where does this rule come from, and is it really helping you right now?",
      "Would you ask the same of someone you care about?",
      "How would it feel to give yourself some room, instead of such a strict rule?",
    ],
    labelling: [
      "What are the things you do, or have done, that this label leaves out?",
      "If you described the behaviour rather than the person, how would you put it?",
      "Would you use the same word for someone you love in your situation?",
      "What would someone who knows you well and cares about you say?",
    ],
    personalisation: [
      "What other factors, besides you, contributed to what happened?",
      "If you split the responsibility like a pie, how big would your slice really be?",
      "What was actually under your control, and what wasn't?",
      "Would you blame a friend in the same situation as much as you blame yourself?",
    ],
    emotional_reasoning: [
      "If we set the feeling aside for a moment, what do the facts say?",
      "Has there been a time when you felt like this, but things turned out differently?",
      "What would an outside observer see, looking only at the facts?",
      "What's the difference between “I feel this way” and “this is how things are”?",
    ],
    mental_filter: [
      "What else happened, besides this, that you might be leaving out of the picture?",
      "If you looked at the whole day, what neutral or positive moments would you find?",
      "How much space does this detail take up compared with everything else?",
      "What would someone notice if they looked at the whole situation, not just that one point?",
    ],
    disqualifying_the_positive: [
      "What if, just this once, that result was partly down to you: what would change?",
      "What did you actually do to get that result?",
      "If someone you love had achieved it, would you tell them it was just luck?",
      "What would happen if you took that compliment at face value?",
    ],
  },
  emotionQuestions: {
    anxiety: [
      "What exactly are you afraid might happen?",
      "Where do you feel the anxiety in your body right now?",
      "What's the thought that comes back most often when the anxiety rises?",
      "Of everything you're worried about, what's in your hands and what isn't?",
    ],
    sadness: [
      "How long have you been feeling like this?",
      "Is there a time of day when it weighs on you most?",
      "What do you tell yourself, inside, when you feel this low?",
      "Has anything, even something small, brought you a bit of relief in the last few days?",
    ],
    anger: [
      "What made you angriest about what happened?",
      "What need or value of yours feels like it's been trampled on?",
      "What would you want the other person to understand?",
      "What is the anger telling you about what matters to you?",
    ],
    shame: [
      "What do you say to yourself, inside, when you feel this shame?",
      "How would you respond if someone you love told you the same thing?",
      "What do you fear others would think if they knew?",
      "What would a kind voice, instead of a critical one, say about this moment?",
    ],
    guilt: [
      "Is there a small way to make amends that you'd feel up to, like apologising or putting something right?",
      "If you split the responsibility for what happened like a pie, which slices would go to other people or circumstances too?",
      "What would you say to a friend who felt guilty about the same thing?",
      "What did you actually know at the time, before you knew how it would turn out?",
    ],
    loneliness: [
      "Is there anyone, even just one person, you've enjoyed being with in the past?",
      "When during the day do you feel the loneliness most?",
      "What kind of company would you miss most right now?",
      "What would be one small step towards getting in touch with someone this week?",
    ],
    stress: [
      "Of everything on your plate, what's weighing on you most right now?",
      "What could you drop, postpone or hand over this week?",
      "When did you last have a break that was really yours?",
      "If you could change just one thing about your week, what would it be?",
    ],
  },
  topicQuestions: {
    work: ["What about work is weighing on you most at the moment?", "What does a typical day at work look like for you right now?"],
    study: ["What worries you most about your studies at the moment?", "How are you organising your studying these days?"],
    relationships: ["What would you like to change in this relationship?", "How do you feel when you're with this person?"],
    family: ["What's happening in your family that weighs on you most?", "Is there anyone in your family you feel you can talk to?"],
    sleep: ["What goes through your mind when you're in bed and sleep won't come?", "What does the hour before bed usually look like for you?"],
    health: ["What worries you most about your health?", "Have you had a chance to talk to a doctor about it?"],
    money: ["Which part of the money situation worries you most?", "Is there one small, concrete step you could take on your finances this week?"],
  },
  genericQuestions: [
    "What goes through your mind when you think about it?",
    "How does all of this make you feel?",
    "What's the hardest part of it for you?",
    "What might help, even a little, right now?",
    "Would you like to tell me a bit more?",
  ],
  suggestionLines: [
    "If you like, you could try the “{title}” {kind}: {benefit}.",
    "Something that might help right now is the “{title}” {kind}: {benefit}.",
    "When you feel ready, you could try the “{title}” {kind} in the app: {benefit}.",
  ],
  suggestionKinds: { exercise: "exercise", meditation: "meditation" },
  suggestionSections: { exercise: "Exercises", meditation: "Meditation" },
  offerQuestions: [
    "Would you like to look at this thought more closely with a thought record, one step at a time?",
    "Shall we try filling in a thought record together about this?",
    "If you like, we could do a thought record together: would you like to try it now?",
    "Would you like to unpack this thought together, with a few guided questions?",
  ],
  offerDeclined: ["That's absolutely fine.", "No problem at all.", "Of course, no pressure.", "Okay, we can leave it."],
  suggestionAccepted: {
    lines: [
      "Great. You'll find “{title}” in the {section} section: give yourself a few minutes, no rush.",
      "Good: “{title}” is in {section}, whenever you're ready.",
      "I'm glad. Open “{title}” from {section} and let it guide you, gently.",
    ],
    questions: [
      "Afterwards, would you like to tell me how it went?",
      "When you've tried it, will you tell me what you noticed?",
      "Would you like to come back afterwards and tell me how you feel?",
      "Before you start, is there anything you'd like to tell me?",
    ],
  },
  greeting: {
    lines: [
      "Hi! I'm glad you're here.",
      "Hello, this is your space, with no rush and no judgement.",
      "Hey, good to hear from you.",
      "Hi there, I'm here and listening.",
    ],
    questions: ["How are you today?", "How are you feeling right now?", "What brings you here today?", "How has your day been so far?"],
  },
  thanks: {
    lines: [
      "Thank you for trusting me with this.",
      "You're welcome; I'm glad it helped.",
      "Thank you too: talking about these things is never a given.",
      "It's a pleasure. You can come back here whenever you like.",
    ],
    questions: [
      "Is there anything else on your mind?",
      "How are you feeling now, compared with before?",
      "Is there something else you'd like to talk about?",
      "What will you take away from our chat?",
    ],
  },
  goodbye: {
    lines: [
      "Take care of yourself; it was good talking with you.",
      "Goodbye for now; there's always space for you here.",
      "Thank you for the chat. Come back whenever you like.",
      "Look after yourself.",
    ],
    questions: [
      "Before you go, is there one kind thing you could do for yourself today?",
      "Would you like to pick one small act of care for yourself before we stop?",
      "Is there a sentence from our chat you'd like to take with you?",
      "What would you like to remember from today?",
    ],
  },
  positive: {
    lines: ["That's lovely to read!", "I'm really glad to hear that.", "What good news.", "That's great to hear."],
    extras: [
      "It's worth pausing for a moment to savour it.",
      "Good moments deserve attention too, not just the difficult ones.",
      "Noticing what goes well is a skill, and you're already using it.",
    ],
    questions: [
      "What do you think helped you feel good?",
      "What went well, in particular?",
      "Is there something you did that made today possible?",
      "How could you bring a little of this into the next few days?",
    ],
  },
  unclear: {
    lines: ["I'm not sure I've understood.", "I might be missing something.", "I'm listening.", "I'm here, take your time."],
    questions: [
      "Would you like to tell me a bit more?",
      "What's going through your mind right now?",
      "How are you feeling at the moment?",
      "What would you like to talk about?",
    ],
  },
  acknowledge: ["Okay.", "Alright.", "Got it.", "Sure."],
  dontKnow: {
    lines: ["It's fine not to know.", "There's no right or wrong answer.", "Sometimes answers take their time, and that's okay.", "No rush."],
    questions: [
      "If you had to pick one word for how you feel, what would it be?",
      "What do you notice in your body right now?",
      "Was there a moment today that felt a little lighter than the others?",
      "From 0 to 10, how heavy does today feel?",
    ],
  },
  distress: [
    "I'm sorry you're going through a rough time.",
    "It sounds like this isn't a good moment, and I'm here.",
    "Thank you for telling me; it's not always easy to admit you're struggling.",
    "I'm sorry, that sounds really hard.",
  ],
  generic: ["Thank you for telling me.", "I'm listening.", "I see, thank you for sharing that.", "What you're saying matters."],
  medication: {
    lines: [
      "It makes sense to have questions about medication.",
      "Questions about medication are important, and it's good that you're asking them.",
      "It's normal to have doubts about medication.",
    ],
    body: [
      "But I can't give advice on medicines or amounts, or on whether to start, change or stop them: that's a decision to make with the doctor who prescribed them, your GP or a psychiatrist. It's best not to change anything on your own, because some changes need to be made gradually and with medical supervision.",
      "This isn't something I can advise on, though: amounts, starting, switching or stopping are for the doctor who looks after you, your GP or a psychiatrist to decide with you. Please don't change anything on your own; some medicines need to be reduced gradually and under supervision.",
    ],
    questions: [
      "In the meantime, would you like to tell me how you've been feeling lately?",
      "Is there something about how you feel that you'd like to explore here?",
      "What worries you most at the moment?",
      "Would you like to prepare together the questions to ask your doctor?",
    ],
  },
  diagnosis: {
    lines: [
      "I understand wanting to put a name to what you're feeling; it can bring a sense of order.",
      "It's understandable to want some clarity about what you're going through.",
      "It makes sense to wonder what's going on when you're struggling.",
    ],
    body: [
      "But I can't make a diagnosis: only a professional, like a doctor or a psychologist, can do a proper assessment, calmly and knowing your story. If this question has been with you for a while, talking to your GP or a psychologist could be a really good step. What I can do here is help you look at your thoughts and feelings.",
      "I'm not able to diagnose, and it wouldn't be fair to try from here: that needs a doctor or psychologist who can listen to you in person. Your GP is a good place to start. In the meantime, I can help you sort through your thoughts and feelings.",
    ],
    questions: [
      "Would you like to tell me what made you wonder about this?",
      "What have you been noticing lately that worries you most?",
      "How have you been feeling these days?",
      "How long have you been feeling this way?",
    ],
  },
  highRisk: {
    lines: ["What you're writing matters, and I'm so sorry you're in this much pain.", "Thank you for telling me; I'm taking what you wrote seriously."],
    body: [
      "You don't have to face this on your own. If you feel you might be in danger right now, please call your local emergency number or go to the nearest emergency department. Reaching out to someone you trust, or to your doctor, can help too.",
    ],
    questions: ["Is there someone you can contact right now?", "Are you somewhere safe at the moment?"],
  },
  flow: {
    start: [
      "Happy to: let's do it together, one step at a time.",
      "Sure, let's try it; I'll guide you, no rush.",
      "Good idea, let's fill in a thought record together.",
      "Let's take it step by step.",
    ],
    stopHint: ["You can stop at any time by writing “stop”.", "If you want to stop, just write “stop”."],
    questions: {
      situation: [
        "Let's start with the situation: where were you and what was happening when this thought came up?",
        "Let's begin with the facts, the way a camera would see them: what was the situation?",
        "First, let's pin down the situation: what happened, where, and with whom?",
        "Step one is the situation: could you briefly describe what was going on?",
      ],
      automatic_thought: [
        "Now let's catch the automatic thought: what went through your mind in that moment?",
        "What was your mind telling you right then, word for word?",
        "What was the first thought that popped up, even if it seems exaggerated?",
        "If you put that thought in quotation marks, how would it sound?",
      ],
      emotion: [
        "What emotion did that thought bring: anxiety, sadness, anger, shame, or something else?",
        "And what did you feel while you were thinking it?",
        "If you had to name the emotion that thought brought, what would it be?",
        "Which emotion do you feel most strongly when you think back to it?",
      ],
      intensity: [
        "How strong was that emotion, from 0 to 100?",
        "On a scale from 0 (not at all) to 100 (the most), how intense does it feel?",
        "If you gave it a number from 0 to 100, how intense would it be?",
        "How intense is it right now, from 0 to 100?",
      ],
      evidence_for: [
        "Now let's be detectives for a moment: what facts seem to support that thought?",
        "What makes you think the thought is true, looking at concrete facts rather than feelings?",
        "What evidence for that thought can you find?",
        "What, concretely, backs that thought up?",
      ],
      evidence_against: [
        "And now the other side: are there facts that don't quite fit that thought?",
        "What evidence goes against that thought, even small things?",
        "If a friend had this same thought, what facts would you point out to them?",
        "Has there been a time when things went differently from what the thought says?",
      ],
      balanced_thought: [
        "Putting the evidence for and against together, how could you rephrase the thought in a more balanced way?",
        "What fairer, more realistic sentence could you tell yourself now, taking everything into account?",
        "If you wrote down an alternative, more balanced thought, what would it be?",
        "How would that thought sound if it came from someone who cares about you and knows all the facts?",
      ],
      rerate: [
        "Looking at it this way, how strong is the emotion now, from 0 to 100?",
        "Last step: from 0 to 100, how strong does the emotion feel now?",
        "Let's re-rate the emotion: what number would you give it now, from 0 to 100?",
        "With that new thought in mind, how intense is the emotion now, from 0 to 100?",
      ],
    },
    acks: {
      situation: [
        "Thank you, that's a good place to start.",
        "Okay, I can picture the scene.",
        "Clear, thanks for describing it.",
        "Good, let's keep that situation in mind.",
      ],
      automatic_thought: [
        "“{thought}”: that's a heavy thought to carry around.",
        "Thank you for putting it into words: “{thought}”.",
        "Okay, let's write the thought down: “{thought}”.",
      ],
      emotion: ["Got it, thank you.", "It makes sense to feel that way with that thought in your head.", "Thank you: naming the emotion is already a step."],
      intensity: ["{n} out of 100, noted.", "Okay, {n}/100.", "Thanks, let's write down {n} out of 100."],
      evidence_for: ["Thank you: it's right to take these seriously too.", "Okay, let's note them without judging them.", "I see, those things carry weight."],
      evidence_against: [
        "These are important, even though the automatic thought tends to ignore them.",
        "Great work: it isn't easy to find counter-evidence when you're hurting.",
        "Thank you, it's exactly this kind of fact that helps you see the whole picture.",
      ],
      balanced_thought: [
        "“{thought}”: that sounds like a more balanced and kinder way to see it.",
        "I like that: “{thought}”.",
        "There's a more balanced thought: “{thought}”.",
      ],
      rerate: ["Thank you.", "Okay.", "Perfect."],
    },
    thoughtDistortion: [
      "It has a bit of the shape of what CBT calls {name}; we'll come back to it when we look at the evidence.",
      "By the way, it looks a lot like {name}, one of the mind's most common traps.",
    ],
    vague: [
      "A short sentence is fine, it doesn't have to be perfect.",
      "No rush: a few words are enough.",
      "It doesn't need to be precise; a rough idea is fine.",
    ],
    balancedHint: [
      "For example, you could start from “Even though…, it's also true that…”.",
      "A little help: try starting with “On the one hand…, on the other…”.",
    ],
    intensityRetry: [
      "No problem: I just need a number from 0 to 100, even a rough guess.",
      "Sorry, I didn't catch a number; an estimate is perfectly fine.",
      "I only need a number between 0 and 100; it doesn't have to be exact.",
    ],
    leave: ["Okay, let's stop here.", "Sure, let's leave it for now.", "No problem, we'll pause here.", "Alright, let's stop."],
    leaveExtra: ["You can pick the thought record up again whenever you like.", "What you've written so far still counts."],
    leaveQuestions: [
      "What would you like to talk about now?",
      "How are you feeling right now?",
      "Is there anything else weighing on you today?",
      "What would be most helpful for you right now?",
    ],
    doneOpeners: [
      "We've completed the thought record, and that was valuable work.",
      "That's it, the thought record is complete. Thank you for sticking with it.",
      "You did it: we've finished the thought record.",
    ],
    doneCompare: [
      "At the start the emotion ({emotion}) was at {before}/100; now it's at {after}/100.",
      "The intensity of the emotion ({emotion}) went from {before}/100 to {after}/100.",
    ],
    doneCompareNoEmotion: [
      "At the start the emotion was at {before}/100; now it's at {after}/100.",
      "The intensity of the emotion went from {before}/100 to {after}/100.",
    ],
    doneDown: ["That's {d} points lower, a sign that looking closely at the facts helped.", "That's {d} points less, which is not nothing."],
    doneSame: ["It stayed the same, and that's okay: sometimes thoughts need more time, and putting them down in black and white is already a step."],
    doneUp: ["It went up a little; that can happen when we look closely at something painful. Be gentle with yourself right now."],
    doneBalanced: [
      "The alternative thought you found is: “{thought}”. You can come back to it whenever the old thought shows up again.",
      "Hold on to this thought: “{thought}”. It may come in handy next time.",
    ],
    doneQuestions: [
      "How do you feel now that you've looked at it up close?",
      "What will you take away from this exercise?",
      "Did anything surprise you while we were doing it?",
      "How could you remind yourself of this more balanced thought over the next few days?",
    ],
  },
  lead: EN_LEADS,
};
