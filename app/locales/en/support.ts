/** English strings of the "support" namespace: the same keys as ../it/support.ts. */
import type { Translation } from "../it";

export default {
  title: "Help and support",
  lead: "Answers to the most common questions, and a way to write to us.",
  urgentTitle: "Do you need help right now?",
  urgentText: "This form is not read in real time. If you are in danger or thinking about harming yourself, don't wait for a reply:",
  urgentLink: "open urgent help, with numbers to call",
  faqTitle: "Frequently asked questions",
  faq: {
    account: {
      q: "How do I create an account and sign in?",
      a: "Choose “Sign up” at the top, then enter a username, e-mail address, full name and a password of at least 8 characters. Sign in with your username or e-mail. If you forget your password, “Forgot your password?” sends you a code, valid for 10 minutes, to choose a new one.",
    },
    plans: {
      q: "What does each plan include?",
      a: "Without a subscription you get {{freeLimit}} AI requests a day. When you sign up, a {{trialDays}}-day trial starts with {{trialLimit}} messages a day; the first 50 people to register can activate a launch code for {{launchDays}} days of full Premium. Premium (4.99 EUR a month or 39.99 EUR a year) removes the daily limit and opens mood tracking, the AI modules and all the content.",
    },
    payments: {
      q: "How do payments and cancelling work?",
      a: "Payments are handled by Stripe: your card details never touch our servers. You can cancel at any time and keep Premium until the end of the period you have paid for; nothing is charged when a trial ends.",
    },
    privacy: {
      q: "Who can read what I write?",
      a: "Conversations, reflections, moods and your safety plan are wellbeing data: we store them only with your explicit consent, never use them for advertising or to train models, and administrators cannot see them. The privacy notice has the details.",
    },
    data: {
      q: "Can I download or delete my data?",
      a: "Yes. From your profile you can download a copy of your data and delete your account: the data is removed from the database. If you can't find the option, or prefer it, write to us with the form below from your account's e-mail address.",
    },
    ai: {
      q: "Am I talking to a person?",
      a: "No. Respiro's companion is an artificial intelligence, and the chat always says so. Its replies can be wrong: treat them as prompts for reflection, not medical or psychological advice. Respiro does not replace a psychologist or a doctor.",
    },
    crisis: {
      q: "What happens if I write that I feel very bad?",
      a: "If a message suggests a crisis, the chat pauses and shows you emergency and listening lines straight away, with your safety plan. Nobody is alerted on your behalf: if you are in danger, call 112 (999 in the UK, 911 in the US).",
    },
    install: {
      q: "Can I use Respiro as an app?",
      a: "Yes: on the “Download app” page you can scan the QR code with your phone and add Respiro to your home screen. It also works offline, to show you the numbers for help.",
    },
  },
  contactTitle: "Write to us",
  contactLead: "We reply to the e-mail address you leave, usually within a few working days. Please don't include health details your question doesn't need.",
  name: "Name",
  email: "E-mail",
  subject: "Subject",
  message: "Message",
  messageHint: "At most {{max}} characters.",
  honeypot: "Leave this field empty",
  send: "Send message",
  sending: "Sending…",
  sent: "Thank you, we have received your message.",
  guideLink: "Read the app guide",
  errors: {
    nameRequired: "Please enter your name.",
    nameTooLong: "The name is too long (at most 100 characters).",
    emailInvalid: "Please enter a valid e-mail address, so that we can reply.",
    subjectRequired: "Please enter a subject.",
    subjectTooLong: "The subject is too long (at most 150 characters).",
    messageRequired: "Please write your message.",
    messageTooShort: "The message is too short: tell us a little more (at least 10 characters).",
    messageTooLong: "The message is too long (at most 5000 characters).",
    throttled_one: "You have sent too many messages. Try again in {{count}} minute.",
    throttled_other: "You have sent too many messages. Try again in {{count}} minutes.",
  },
} satisfies Translation["support"];
