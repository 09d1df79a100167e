/**
 * The wellness resource library (spec §2 "/resources", §3 "Resource"): short guides, techniques
 * and programmes written for Respiro in Italian and English, from a CBT and mindfulness point of
 * view, with no diagnosis. Each resource has a type, a topic (anxiety, depression, mindfulness,
 * sleep, stress) and a section, the page's tabs (quick tools, complete guides, thematic
 * programmes): together they are the spec's categories. Seeded at every start by
 * db/seed/resources.ts (upsert by slug); searched through app/models/resource-search.server.ts.
 */

import type { ResourceSection, ResourceTopic, ResourceType } from "~/utils/resources";

type Text = { it: string; en: string };

export interface ResourceContent {
  slug: string;
  type: ResourceType;
  topic: ResourceTopic;
  section: ResourceSection;
  /** Lower-case keywords in both languages, used by search and recommendations. */
  tags: { it: string[]; en: string[] };
  title: Text;
  summary: Text;
  /** Paragraphs (or numbered steps, for tools and programmes). */
  body: { it: string[]; en: string[] };
  /** An exercise or meditation of the app this resource leads to, when there is one. */
  link?: string;
}

/** Reading time in whole minutes (at least 1) at about 200 words a minute. */
export function readingMinutes(paragraphs: readonly string[]): number {
  const words = paragraphs.join(" ").split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

export const RESOURCES: readonly ResourceContent[] = [
  // Quick tools
  {
    slug: "box-breathing",
    type: "technique",
    topic: "anxiety",
    section: "tools",
    tags: { it: ["respiro", "respirazione", "ansia", "panico", "calma"], en: ["breath", "breathing", "anxiety", "panic", "calm"] },
    title: { it: "Respirazione a quadrato", en: "Box breathing" },
    summary: {
      it: "Quattro tempi uguali per rallentare il respiro e calmare il corpo in due minuti.",
      en: "Four equal counts to slow your breathing and settle your body in two minutes.",
    },
    body: {
      it: [
        "Siediti con la schiena comoda e appoggia i piedi a terra.",
        "Inspira dal naso contando fino a quattro.",
        "Trattieni il respiro contando fino a quattro, senza forzare.",
        "Espira lentamente dalla bocca contando fino a quattro.",
        "Resta a polmoni vuoti per quattro tempi, poi ricomincia. Ripeti per quattro o cinque giri.",
        "Se trattenere il respiro ti mette a disagio, salta le pause: conta solo inspirazione ed espirazione, allungando un po' l'espirazione.",
      ],
      en: [
        "Sit with your back comfortable and your feet on the floor.",
        "Breathe in through your nose for a count of four.",
        "Hold your breath for a count of four, without straining.",
        "Breathe out slowly through your mouth for a count of four.",
        "Stay empty for a count of four, then start again. Repeat for four or five rounds.",
        "If holding your breath feels uncomfortable, skip the pauses: just count in and out, making the out-breath a little longer.",
      ],
    },
    link: "/exercises/breathing-4-7-8",
  },
  {
    slug: "grounding-five-senses",
    type: "technique",
    topic: "anxiety",
    section: "tools",
    tags: { it: ["radicamento", "sensi", "ansia", "panico", "presente"], en: ["grounding", "senses", "anxiety", "panic", "present"] },
    title: { it: "Radicamento con i cinque sensi", en: "Grounding with the five senses" },
    summary: {
      it: "Quando la mente corre, i sensi ti riportano qui: cinque cose che vedi, quattro che tocchi, tre che senti.",
      en: "When your mind races, your senses bring you back: five things you see, four you touch, three you hear.",
    },
    body: {
      it: [
        "Nomina cinque cose che puoi vedere intorno a te, anche piccole: un colore, un'ombra, un oggetto.",
        "Nomina quattro cose che puoi toccare: la stoffa dei vestiti, la sedia, la pelle delle mani.",
        "Nomina tre suoni che senti, vicini o lontani.",
        "Nomina due odori, o due odori che ti piacciono se non ne senti.",
        "Nomina un sapore che senti in bocca, o bevi un sorso d'acqua con attenzione.",
        "Non serve fare tutto alla perfezione: lo scopo è spostare l'attenzione dal pensiero al presente.",
      ],
      en: [
        "Name five things you can see around you, even small ones: a colour, a shadow, an object.",
        "Name four things you can touch: the fabric of your clothes, the chair, the skin of your hands.",
        "Name three sounds you can hear, near or far.",
        "Name two smells, or two smells you like if you cannot notice any.",
        "Name one taste in your mouth, or take a sip of water with attention.",
        "You don't have to do it perfectly: the point is to move your attention from the thought to the present.",
      ],
    },
    link: "/exercises/grounding-5-4-3-2-1",
  },
  {
    slug: "three-minute-breathing-space",
    type: "meditation",
    topic: "mindfulness",
    section: "tools",
    tags: { it: ["mindfulness", "pausa", "respiro", "consapevolezza", "stress"], en: ["mindfulness", "pause", "breath", "awareness", "stress"] },
    title: { it: "Lo spazio di respiro di tre minuti", en: "The three-minute breathing space" },
    summary: {
      it: "Una pausa breve in tre tempi per uscire dal pilota automatico nel mezzo della giornata.",
      en: "A short pause in three steps to step out of autopilot in the middle of the day.",
    },
    body: {
      it: [
        "Primo minuto: accorgiti di cosa c'è. Quali pensieri, quali emozioni, quali sensazioni nel corpo? Non cambiare nulla, osserva.",
        "Secondo minuto: porta l'attenzione al respiro, nella pancia o alle narici. Segui un respiro dopo l'altro.",
        "Terzo minuto: allarga l'attenzione a tutto il corpo, alla postura, allo spazio intorno a te.",
        "Poi torna a quello che stavi facendo, portando con te un po' di questa presenza.",
      ],
      en: [
        "First minute: notice what is here. Which thoughts, which emotions, which sensations in your body? Change nothing, just observe.",
        "Second minute: bring your attention to the breath, in the belly or at the nostrils. Follow one breath after another.",
        "Third minute: widen your attention to the whole body, your posture, the space around you.",
        "Then go back to what you were doing, taking a little of this presence with you.",
      ],
    },
  },
  {
    slug: "cold-water-reset",
    type: "technique",
    topic: "stress",
    section: "tools",
    tags: { it: ["acqua fredda", "emozioni intense", "stress", "calma", "corpo"], en: ["cold water", "intense emotions", "stress", "calm", "body"] },
    title: { it: "Acqua fresca sul viso", en: "Cool water on your face" },
    summary: {
      it: "Un gesto semplice che aiuta il corpo a rallentare quando un'emozione è molto intensa.",
      en: "A simple gesture that helps your body slow down when an emotion is very intense.",
    },
    body: {
      it: [
        "Bagna il viso con acqua fresca, non gelata, oppure tieni un panno fresco sugli occhi e sulle guance per trenta secondi.",
        "Intanto respira lentamente, con un'espirazione più lunga dell'inspirazione.",
        "Il fresco sul viso favorisce un rallentamento naturale del battito: non risolve il problema, ma ti dà un momento di respiro per pensare con più calma.",
        "Se hai problemi di cuore o di circolazione, chiedi prima al tuo medico.",
      ],
      en: [
        "Splash your face with cool water, not icy, or hold a cool cloth over your eyes and cheeks for thirty seconds.",
        "Meanwhile breathe slowly, with an out-breath longer than the in-breath.",
        "Coolness on the face encourages a natural slowing of the heartbeat: it doesn't solve the problem, but it gives you a moment to think more calmly.",
        "If you have heart or circulation problems, ask your doctor first.",
      ],
    },
  },
  {
    slug: "name-it-to-tame-it",
    type: "technique",
    topic: "stress",
    section: "tools",
    tags: { it: ["emozioni", "nominare", "rabbia", "tristezza", "stress"], en: ["emotions", "labelling", "anger", "sadness", "stress"] },
    title: { it: "Dai un nome all'emozione", en: "Name the emotion" },
    summary: {
      it: "Mettere in parole quello che senti lo rende un po' più gestibile.",
      en: "Putting what you feel into words makes it a little more manageable.",
    },
    body: {
      it: [
        "Fermati e chiediti: cosa sto provando, adesso? Prova a trovare una parola precisa: irritazione, delusione, paura, vergogna, solitudine.",
        "Dillo a te stesso con gentilezza: «Sto provando delusione». Non «sono deluso e basta», ma «c'è della delusione in me».",
        "Nota dove la senti nel corpo e quanto è forte, da zero a dieci.",
        "Le emozioni nominate tendono a perdere un po' di forza: non sparisce, ma diventa qualcosa che hai, non qualcosa che sei.",
      ],
      en: [
        "Pause and ask yourself: what am I feeling right now? Try to find a precise word: irritation, disappointment, fear, shame, loneliness.",
        "Say it to yourself kindly: “I'm feeling disappointment.” Not “I'm just disappointed”, but “there is disappointment in me.”",
        "Notice where you feel it in your body and how strong it is, from zero to ten.",
        "Named emotions tend to lose some of their force: it doesn't disappear, but it becomes something you have, not something you are.",
      ],
    },
  },
  {
    slug: "worry-time",
    type: "technique",
    topic: "anxiety",
    section: "tools",
    tags: { it: ["preoccupazioni", "rimuginio", "ansia", "tempo della preoccupazione"], en: ["worry", "rumination", "anxiety", "worry time"] },
    title: { it: "Il tempo della preoccupazione", en: "Worry time" },
    summary: {
      it: "Rimanda le preoccupazioni a un appuntamento fisso di quindici minuti, invece di portartele dietro tutto il giorno.",
      en: "Postpone your worries to a fixed fifteen-minute appointment, instead of carrying them all day.",
    },
    body: {
      it: [
        "Scegli un orario fisso ogni giorno, non troppo vicino al momento di dormire, e un posto preciso.",
        "Durante la giornata, quando arriva una preoccupazione, scrivila in una frase e dì a te stesso: «Ci penso alle sei».",
        "All'appuntamento, rileggi la lista. Per ogni preoccupazione chiediti: posso farci qualcosa? Se sì, scrivi un primo passo. Se no, prova a lasciarla andare.",
        "Quando il tempo finisce, chiudi il quaderno e fai qualcosa di diverso. Molte preoccupazioni, all'appuntamento, sembrano già più piccole.",
      ],
      en: [
        "Choose a fixed time every day, not too close to bedtime, and a specific place.",
        "During the day, when a worry comes, write it down in one sentence and tell yourself: “I'll think about it at six.”",
        "At the appointment, read the list. For each worry ask: can I do something about it? If yes, write a first step. If not, try to let it go.",
        "When the time is up, close the notebook and do something different. Many worries already look smaller by the appointment.",
      ],
    },
  },
  {
    slug: "self-compassion-pause",
    type: "exercise",
    topic: "depression",
    section: "tools",
    tags: { it: ["autocompassione", "gentilezza", "autocritica", "vergogna"], en: ["self-compassion", "kindness", "self-criticism", "shame"] },
    title: { it: "La pausa di autocompassione", en: "The self-compassion pause" },
    summary: {
      it: "Tre frasi per rispondere a un momento difficile come faresti con un amico.",
      en: "Three sentences to meet a hard moment the way you would meet a friend's.",
    },
    body: {
      it: [
        "Riconosci il momento: «Questo è un momento difficile». Non serve minimizzarlo.",
        "Ricorda che non sei solo: «La difficoltà fa parte della vita, capita anche ad altri».",
        "Offriti gentilezza: metti una mano sul petto, se ti aiuta, e chiediti: «Di cosa ho bisogno adesso?». Poi dillo con parole tue: «Posso essere gentile con me».",
        "All'inizio può sembrare strano. È normale: la gentilezza verso se stessi si allena, come un muscolo.",
      ],
      en: [
        "Acknowledge the moment: “This is a hard moment.” There is no need to play it down.",
        "Remember you are not alone: “Difficulty is part of life; it happens to others too.”",
        "Offer yourself kindness: put a hand on your chest if it helps and ask, “What do I need right now?” Then say it in your own words: “I can be kind to myself.”",
        "It may feel strange at first. That is normal: kindness towards yourself is trained, like a muscle.",
      ],
    },
    link: "/exercises/self-compassion-break",
  },
  {
    slug: "one-small-thing",
    type: "technique",
    topic: "depression",
    section: "tools",
    tags: {
      it: ["attivazione comportamentale", "motivazione", "umore basso", "piccoli passi"],
      en: ["behavioural activation", "motivation", "low mood", "small steps"],
    },
    title: { it: "Una piccola cosa, adesso", en: "One small thing, now" },
    summary: {
      it: "Quando l'umore è basso, l'azione viene prima della motivazione: scegli un gesto di cinque minuti.",
      en: "When your mood is low, action comes before motivation: pick a five-minute step.",
    },
    body: {
      it: [
        "Con l'umore basso è facile aspettare di avere voglia. Spesso però la voglia arriva dopo aver iniziato.",
        "Scegli una cosa piccola che richieda al massimo cinque minuti: aprire la finestra, lavare una tazza, uscire sul balcone, mandare un messaggio a qualcuno.",
        "Falla senza giudicare come ti senti mentre la fai.",
        "Poi nota, da zero a dieci, quanto ti ha dato un senso di piacere o di capacità. Anche un punto conta.",
      ],
      en: [
        "With a low mood it is easy to wait until you feel like it. Often, though, the wish comes after you start.",
        "Pick one small thing that takes five minutes at most: open the window, wash a cup, step onto the balcony, send someone a message.",
        "Do it without judging how you feel while you do it.",
        "Then notice, from zero to ten, how much pleasure or sense of achievement it gave you. Even one point counts.",
      ],
    },
    link: "/exercises/behavioural-activation",
  },
  {
    slug: "bedtime-wind-down",
    type: "technique",
    topic: "sleep",
    section: "tools",
    tags: { it: ["sonno", "insonnia", "sera", "rilassamento", "routine"], en: ["sleep", "insomnia", "evening", "relaxation", "routine"] },
    title: { it: "Rallentare prima di dormire", en: "Winding down before sleep" },
    summary: {
      it: "Un'ora di transizione tra la giornata e il sonno: luci basse, schermi lontani, mente più leggera.",
      en: "An hour of transition between the day and sleep: dim lights, screens away, a lighter mind.",
    },
    body: {
      it: [
        "Un'ora prima di dormire abbassa le luci e metti il telefono in un'altra stanza, o almeno lontano dal letto.",
        "Scrivi su un foglio le cose da fare domani: la mente non dovrà tenerle sveglie.",
        "Scegli un'attività tranquilla: leggere qualcosa di leggero, una doccia tiepida, uno stretching lento.",
        "Vai a letto quando hai sonno, non solo perché è tardi. Se dopo una ventina di minuti sei ancora sveglio, alzati e fai qualcosa di calmo finché il sonno torna.",
      ],
      en: [
        "An hour before sleep, dim the lights and put your phone in another room, or at least away from the bed.",
        "Write tomorrow's to-do list on paper: your mind won't have to keep it awake.",
        "Choose something quiet: light reading, a warm shower, slow stretching.",
        "Go to bed when you are sleepy, not just because it's late. If after about twenty minutes you are still awake, get up and do something calm until sleepiness returns.",
      ],
    },
    link: "/meditation/sleep-wind-down",
  },
  {
    slug: "progressive-relaxation-short",
    type: "exercise",
    topic: "stress",
    section: "tools",
    tags: { it: ["rilassamento muscolare", "tensione", "corpo", "stress", "sonno"], en: ["muscle relaxation", "tension", "body", "stress", "sleep"] },
    title: { it: "Rilassamento muscolare in cinque minuti", en: "Five-minute muscle relaxation" },
    summary: {
      it: "Contrai e rilascia i gruppi muscolari per sentire la differenza tra tensione e rilassamento.",
      en: "Tense and release muscle groups to feel the difference between tension and relaxation.",
    },
    body: {
      it: [
        "Stringi i pugni per cinque secondi, poi lasciali andare per dieci. Nota la differenza.",
        "Porta le spalle verso le orecchie, tieni, poi lasciale cadere.",
        "Stringi leggermente il viso, occhi e mascella, poi rilassa.",
        "Contrai la pancia, poi rilascia. Infine punta i piedi verso di te, tieni e lascia andare.",
        "Contrai con moderazione, senza dolore. Se una parte del corpo fa male, saltala.",
      ],
      en: [
        "Clench your fists for five seconds, then let go for ten. Notice the difference.",
        "Lift your shoulders towards your ears, hold, then let them drop.",
        "Gently scrunch your face, eyes and jaw, then relax.",
        "Tighten your belly, then release. Finally point your toes towards you, hold and let go.",
        "Tense moderately, never to the point of pain. If a part of your body hurts, skip it.",
      ],
    },
    link: "/exercises/progressive-muscle-relaxation",
  },
  {
    slug: "thought-check",
    type: "technique",
    topic: "anxiety",
    section: "tools",
    tags: { it: ["pensieri", "distorsioni cognitive", "prove", "ristrutturazione"], en: ["thoughts", "cognitive distortions", "evidence", "reframing"] },
    title: { it: "Tre domande a un pensiero", en: "Three questions for a thought" },
    summary: {
      it: "Un controllo veloce per un pensiero che ti pesa: prove, alternative, consiglio a un amico.",
      en: "A quick check for a thought that weighs on you: evidence, alternatives, advice to a friend.",
    },
    body: {
      it: [
        "Scrivi il pensiero così come ti viene, per esempio: «Ho sbagliato tutto, sono un disastro».",
        "Prima domanda: quali prove ho a favore e quali contro? Cerca fatti, non impressioni.",
        "Seconda domanda: c'è un altro modo di vedere la situazione? Cosa direbbe qualcuno che mi vuole bene?",
        "Terza domanda: cosa direi a un amico che pensasse questa stessa cosa? Prova a dirla anche a te.",
        "Alla fine scrivi un pensiero più equilibrato. Non deve essere positivo, deve essere più vero.",
      ],
      en: [
        "Write the thought down as it comes, for example: “I got everything wrong, I'm a disaster.”",
        "First question: what evidence is for it, and what is against it? Look for facts, not impressions.",
        "Second question: is there another way to see the situation? What would someone who cares about me say?",
        "Third question: what would I tell a friend who had this same thought? Try saying it to yourself.",
        "Finally write a more balanced thought. It doesn't have to be positive; it has to be truer.",
      ],
    },
    link: "/exercises/thought-record",
  },

  // Complete guides
  {
    slug: "understanding-anxiety",
    type: "guide",
    topic: "anxiety",
    section: "guides",
    tags: { it: ["ansia", "preoccupazione", "corpo", "evitamento", "cbt"], en: ["anxiety", "worry", "body", "avoidance", "cbt"] },
    title: { it: "Capire l'ansia", en: "Understanding anxiety" },
    summary: {
      it: "Cos'è l'ansia, perché il corpo reagisce così e come i pensieri e l'evitamento la mantengono.",
      en: "What anxiety is, why the body reacts the way it does, and how thoughts and avoidance keep it going.",
    },
    body: {
      it: [
        "L'ansia è una risposta naturale del corpo a un pericolo percepito. Il cuore accelera, il respiro si fa corto, i muscoli si tendono: è il sistema di allarme che ci prepara ad agire. Il problema nasce quando l'allarme suona spesso, forte, anche senza un pericolo reale.",
        "Secondo l'approccio cognitivo-comportamentale, l'ansia si mantiene in un circolo: un pensiero di minaccia («e se va male?») accende le sensazioni del corpo, le sensazioni sembrano confermare il pericolo, e per stare meglio evitiamo la situazione. L'evitamento dà sollievo subito, ma insegna al cervello che la situazione era davvero pericolosa.",
        "Per uscire dal circolo si lavora su più fronti: notare i pensieri catastrofici e metterli alla prova, imparare a calmare il corpo con il respiro e il rilassamento, e tornare gradualmente, un passo alla volta, nelle situazioni evitate.",
        "Se l'ansia ti impedisce di fare le cose che contano per te da settimane, parlane con il tuo medico o con uno psicologo: la terapia cognitivo-comportamentale è uno degli aiuti più studiati.",
      ],
      en: [
        "Anxiety is the body's natural response to a perceived danger. The heart speeds up, breathing gets shallow, muscles tense: it is the alarm system getting us ready to act. The trouble starts when the alarm rings often and loudly, even without a real danger.",
        "In the cognitive behavioural view, anxiety keeps itself going in a loop: a threatening thought (“what if it goes wrong?”) switches on body sensations, the sensations seem to confirm the danger, and to feel better we avoid the situation. Avoidance brings relief at once, but teaches the brain that the situation really was dangerous.",
        "Breaking the loop works on several fronts: noticing catastrophic thoughts and testing them, learning to calm the body with breathing and relaxation, and gradually going back, one step at a time, into the situations you avoid.",
        "If anxiety has kept you from the things that matter to you for weeks, talk to your doctor or a psychologist: cognitive behavioural therapy is one of the most studied forms of help.",
      ],
    },
  },
  {
    slug: "low-mood-guide",
    type: "guide",
    topic: "depression",
    section: "guides",
    tags: { it: ["umore basso", "tristezza", "attivazione", "energia", "depressione"], en: ["low mood", "sadness", "activation", "energy", "depression"] },
    title: { it: "Quando l'umore è basso", en: "When your mood is low" },
    summary: {
      it: "Come l'umore basso e l'inattività si alimentano a vicenda, e i primi passi per rimettersi in movimento.",
      en: "How low mood and inactivity feed each other, and the first steps to get moving again.",
    },
    body: {
      it: [
        "Quando l'umore è basso, tutto sembra costare più fatica. È comprensibile rinunciare alle attività, vedere meno persone, restare a letto più a lungo. Ma meno facciamo, meno occasioni abbiamo di provare piacere o soddisfazione, e l'umore scende ancora.",
        "L'attivazione comportamentale propone di invertire l'ordine: non aspettare di sentirsi meglio per fare, ma fare qualcosa di piccolo per dare all'umore una possibilità di muoversi. Si parte da attività semplici e concrete, scelte in base a ciò che conta per te.",
        "Anche i pensieri hanno un ruolo: con l'umore basso la mente tende a vedere solo ciò che va male, a generalizzare, a svalutare ciò che riesce. Notarlo, senza darti la colpa, è già un passo.",
        "Se l'umore basso dura da più di due settimane, o se pensi che la vita non valga la pena, non restare da solo: parlane con il tuo medico, e in caso di pericolo chiama il 112.",
      ],
      en: [
        "When your mood is low, everything seems to take more effort. It is understandable to give up activities, see fewer people, stay in bed longer. But the less we do, the fewer chances we have to feel pleasure or satisfaction, and mood drops further.",
        "Behavioural activation suggests turning the order around: rather than waiting to feel better before doing, do something small to give your mood a chance to move. You start with simple, concrete activities chosen for what matters to you.",
        "Thoughts play a part too: with a low mood the mind tends to see only what goes wrong, to generalise, to discount what goes well. Noticing this, without blaming yourself, is already a step.",
        "If low mood lasts more than two weeks, or you feel life is not worth living, don't stay alone with it: talk to your doctor, and in danger call your local emergency number.",
      ],
    },
  },
  {
    slug: "sleep-guide",
    type: "guide",
    topic: "sleep",
    section: "guides",
    tags: {
      it: ["sonno", "insonnia", "igiene del sonno", "controllo degli stimoli", "sonnolenza"],
      en: ["sleep", "insomnia", "sleep hygiene", "stimulus control", "sleepiness"],
    },
    title: { it: "Guida al sonno", en: "A guide to sleep" },
    summary: {
      it: "Orari regolari, letto solo per dormire e meno lotta con il sonno: i principi della CBT per l'insonnia.",
      en: "Regular times, bed only for sleep and less struggle with sleep: the principles of CBT for insomnia.",
    },
    body: {
      it: [
        "Dormire male ogni tanto capita a tutti. Quando succede spesso, si crea facilmente un circolo: ci si preoccupa di non dormire, si passa più tempo a letto per recuperare, e il letto diventa il posto dove si resta svegli a pensare.",
        "La terapia cognitivo-comportamentale per l'insonnia lavora su alcune regole semplici. Alzati alla stessa ora ogni giorno, anche nel fine settimana. Usa il letto solo per dormire: niente telefono, lavoro o serie tv. Se non ti addormenti in circa venti minuti, alzati, vai in un'altra stanza con luce bassa e torna a letto quando hai sonno.",
        "Durante il giorno, limita i sonnellini a venti minuti e la caffeina dopo pranzo. La luce del mattino e il movimento aiutano l'orologio interno.",
        "Anche i pensieri contano: «se non dormo domani sarà un disastro» aumenta l'allerta. Prova a sostituirlo con «anche se dormo poco, domani riuscirò a fare le cose essenziali». Se l'insonnia dura da mesi, parlane con il tuo medico.",
      ],
      en: [
        "Everyone sleeps badly now and then. When it happens often, a loop forms easily: you worry about not sleeping, spend more time in bed to catch up, and the bed becomes the place where you lie awake thinking.",
        "Cognitive behavioural therapy for insomnia works with a few simple rules. Get up at the same time every day, weekends included. Use the bed only for sleep: no phone, work or TV series. If you don't fall asleep in about twenty minutes, get up, go to another room with low light and return to bed when you feel sleepy.",
        "During the day, keep naps under twenty minutes and avoid caffeine after lunch. Morning light and movement help your body clock.",
        "Thoughts matter too: “if I don't sleep, tomorrow will be a disaster” raises alertness. Try replacing it with “even if I sleep little, tomorrow I'll manage the essentials.” If insomnia has lasted for months, talk to your doctor.",
      ],
    },
  },
  {
    slug: "stress-guide",
    type: "guide",
    topic: "stress",
    section: "guides",
    tags: { it: ["stress", "lavoro", "carico", "limiti", "recupero"], en: ["stress", "work", "workload", "boundaries", "recovery"] },
    title: { it: "Stress: riconoscerlo e gestirlo", en: "Stress: noticing it and managing it" },
    summary: {
      it: "I segnali dello stress, la differenza tra ciò che puoi controllare e ciò che no, e come recuperare.",
      en: "The signs of stress, the difference between what you can and cannot control, and how to recover.",
    },
    body: {
      it: [
        "Lo stress è la reazione a richieste che sentiamo più grandi delle nostre risorse. Un po' di stress ci aiuta a concentrarci; quando dura a lungo si vede nel corpo (tensione, stanchezza, mal di testa), nelle emozioni (irritabilità, ansia) e nei comportamenti (dormire male, mangiare di corsa, rimandare).",
        "Un primo passo è separare ciò che puoi influenzare da ciò che non dipende da te. Sulle cose che puoi cambiare, scegli un passo concreto. Su quelle che non puoi cambiare, lavora sul modo in cui le guardi e su come ti prendi cura di te mentre le attraversi.",
        "Il recupero è parte del lavoro, non un premio: pause brevi durante la giornata, movimento, tempo con persone che ti fanno stare bene, attività che ti assorbono.",
        "Imparare a dire di no, o «non adesso», protegge le tue energie. Puoi farlo con gentilezza e fermezza insieme.",
      ],
      en: [
        "Stress is the reaction to demands we feel are bigger than our resources. A little stress helps us focus; when it lasts, it shows in the body (tension, tiredness, headaches), in emotions (irritability, anxiety) and in behaviour (poor sleep, eating on the run, putting things off).",
        "A first step is to separate what you can influence from what does not depend on you. For what you can change, pick one concrete step. For what you cannot, work on how you look at it and on how you look after yourself while you go through it.",
        "Recovery is part of the job, not a reward: short breaks during the day, movement, time with people who do you good, activities that absorb you.",
        "Learning to say no, or “not now”, protects your energy. You can do it kindly and firmly at once.",
      ],
    },
  },
  {
    slug: "mindfulness-guide",
    type: "guide",
    topic: "mindfulness",
    section: "guides",
    tags: {
      it: ["mindfulness", "consapevolezza", "meditazione", "presente", "accettazione"],
      en: ["mindfulness", "awareness", "meditation", "present", "acceptance"],
    },
    title: { it: "Mindfulness per cominciare", en: "Mindfulness for beginners" },
    summary: {
      it: "Cosa significa prestare attenzione al presente senza giudicare, e come praticarlo ogni giorno.",
      en: "What paying attention to the present without judging means, and how to practise it every day.",
    },
    body: {
      it: [
        "La mindfulness è la capacità di portare l'attenzione a ciò che accade adesso, dentro e fuori di noi, con curiosità e senza giudicare. Non significa svuotare la mente né sentirsi sempre calmi.",
        "Si pratica in due modi. In modo formale, con meditazioni brevi: seguire il respiro, esplorare il corpo, ascoltare i suoni. In modo informale, portando attenzione alle azioni di ogni giorno: lavarsi i denti, camminare, bere un caffè.",
        "La mente si distrarrà di continuo: è normale. Accorgersi di essersi distratti e tornare con gentilezza al punto di attenzione è proprio l'esercizio.",
        "Cominciare con cinque minuti al giorno è più utile di un'ora una volta al mese. Con il tempo diventa più facile notare i pensieri come eventi mentali, che passano.",
      ],
      en: [
        "Mindfulness is the ability to bring attention to what is happening now, inside and around us, with curiosity and without judging. It doesn't mean emptying the mind or always feeling calm.",
        "It is practised in two ways. Formally, with short meditations: following the breath, exploring the body, listening to sounds. Informally, by paying attention to everyday actions: brushing your teeth, walking, drinking a coffee.",
        "The mind will wander again and again: that is normal. Noticing you have wandered and gently coming back is the exercise itself.",
        "Starting with five minutes a day helps more than an hour once a month. Over time it becomes easier to notice thoughts as mental events that pass.",
      ],
    },
  },
  {
    slug: "cognitive-distortions-guide",
    type: "article",
    topic: "anxiety",
    section: "guides",
    tags: {
      it: ["distorsioni cognitive", "pensieri", "catastrofizzazione", "tutto o niente", "cbt"],
      en: ["cognitive distortions", "thoughts", "catastrophising", "all or nothing", "cbt"],
    },
    title: { it: "Le trappole del pensiero", en: "Thinking traps" },
    summary: {
      it: "Catastrofizzare, pensare in bianco e nero, leggere nel pensiero: le distorsioni più comuni e come riconoscerle.",
      en: "Catastrophising, black-and-white thinking, mind reading: the most common distortions and how to spot them.",
    },
    body: {
      it: [
        "Le distorsioni cognitive sono scorciatoie del pensiero che capitano a tutti, soprattutto quando siamo stanchi o in ansia. Non sono difetti: sono abitudini della mente, e come tali si possono notare e cambiare.",
        "Alcune delle più comuni: il pensiero tutto o niente («se non è perfetto, è un fallimento»), la catastrofizzazione («andrà malissimo»), la lettura del pensiero («pensa che io sia incapace»), la generalizzazione («va sempre così»), i «dovrei» rigidi, le etichette («sono un idiota»), la personalizzazione («è colpa mia»).",
        "Quando ne riconosci una, non serve combatterla. Chiediti: quali prove ho? C'è un'altra spiegazione? Qual è lo scenario più probabile, non solo il peggiore?",
        "Il diario dei pensieri di Respiro ti guida passo per passo in questo lavoro.",
      ],
      en: [
        "Cognitive distortions are shortcuts of thinking that happen to everyone, especially when we are tired or anxious. They are not flaws: they are habits of the mind, and like habits they can be noticed and changed.",
        "Some of the most common: all-or-nothing thinking (“if it isn't perfect, it's a failure”), catastrophising (“it will be awful”), mind reading (“they think I'm useless”), overgeneralisation (“it always goes like this”), rigid “shoulds”, labels (“I'm an idiot”), personalisation (“it's my fault”).",
        "When you spot one, you don't need to fight it. Ask yourself: what evidence do I have? Is there another explanation? What is the most likely outcome, not just the worst?",
        "Respiro's thought record guides you through this step by step.",
      ],
    },
    link: "/exercises/thought-record",
  },
  {
    slug: "panic-attacks-guide",
    type: "guide",
    topic: "anxiety",
    section: "guides",
    tags: {
      it: ["attacchi di panico", "panico", "respiro", "sensazioni fisiche", "ansia"],
      en: ["panic attacks", "panic", "breathing", "physical sensations", "anxiety"],
    },
    title: { it: "Attraversare un attacco di panico", en: "Riding out a panic attack" },
    summary: {
      it: "Cosa succede nel corpo durante il panico, perché non è pericoloso e cosa fare mentre passa.",
      en: "What happens in the body during panic, why it isn't dangerous, and what to do while it passes.",
    },
    body: {
      it: [
        "Un attacco di panico è un'ondata improvvisa di paura intensa con sensazioni fisiche forti: cuore che batte, fiato corto, vertigini, formicolii. Raggiunge il picco in pochi minuti e poi scende.",
        "Le sensazioni sono spiacevoli ma non pericolose: sono il sistema di allarme che si attiva senza un pericolo reale. Spesso il panico cresce perché interpretiamo le sensazioni come segno di qualcosa di grave.",
        "Durante l'attacco: ricordati che passerà, rallenta l'espirazione, appoggia i piedi a terra e nomina ciò che vedi intorno a te. Non serve scappare dalla situazione: se puoi, resta e lascia che l'onda scenda.",
        "Se i sintomi sono nuovi o diversi dal solito, o se hai dolore al petto, chiama il 112 o il tuo medico per escludere cause fisiche.",
      ],
      en: [
        "A panic attack is a sudden wave of intense fear with strong physical sensations: a pounding heart, shortness of breath, dizziness, tingling. It peaks within a few minutes and then subsides.",
        "The sensations are unpleasant but not dangerous: they are the alarm system going off without a real danger. Panic often grows because we read the sensations as a sign of something serious.",
        "During an attack: remind yourself it will pass, slow your out-breath, put your feet on the ground and name what you see around you. You don't need to flee: if you can, stay and let the wave come down.",
        "If the symptoms are new or different from usual, or you have chest pain, call emergency services or your doctor to rule out physical causes.",
      ],
    },
  },
  {
    slug: "rumination-guide",
    type: "article",
    topic: "depression",
    section: "guides",
    tags: { it: ["rimuginio", "ruminazione", "pensieri ripetitivi", "umore basso"], en: ["rumination", "overthinking", "repetitive thoughts", "low mood"] },
    title: { it: "Uscire dal rimuginio", en: "Stepping out of rumination" },
    summary: {
      it: "Quando pensare e ripensare non porta a soluzioni: come accorgersene e spostare l'attenzione.",
      en: "When thinking it over and over leads nowhere: how to notice it and shift your attention.",
    },
    body: {
      it: [
        "Rimuginare significa tornare ancora e ancora sugli stessi pensieri, di solito su cosa è andato storto o su perché ci sentiamo così. Sembra un modo per capire, ma raramente porta a una soluzione e tende a peggiorare l'umore.",
        "Un segnale utile: se pensi a qualcosa da più di dieci minuti e non sei più vicino a un passo concreto, probabilmente stai rimuginando.",
        "Prova a chiederti: «Questo pensiero mi porta a un'azione?». Se sì, scrivi l'azione. Se no, sposta l'attenzione su qualcosa che coinvolga i sensi o le mani: una camminata, una telefonata, un lavoro manuale.",
        "Puoi anche dare al rimuginio un orario preciso, come nel tempo della preoccupazione, invece di lasciargli tutta la giornata.",
      ],
      en: [
        "Ruminating means going back again and again over the same thoughts, usually about what went wrong or why we feel this way. It feels like a way to understand, but rarely leads to a solution and tends to make mood worse.",
        "A useful signal: if you have been thinking about something for more than ten minutes and are no closer to a concrete step, you are probably ruminating.",
        "Try asking: “Does this thought lead me to an action?” If so, write the action down. If not, shift your attention to something that involves your senses or hands: a walk, a phone call, something practical.",
        "You can also give rumination a set time, as in worry time, instead of letting it have the whole day.",
      ],
    },
  },
  {
    slug: "assertive-communication-guide",
    type: "guide",
    topic: "stress",
    section: "guides",
    tags: {
      it: ["comunicazione assertiva", "relazioni", "conflitti", "dire di no", "limiti"],
      en: ["assertive communication", "relationships", "conflict", "saying no", "boundaries"],
    },
    title: { it: "Comunicare in modo assertivo", en: "Communicating assertively" },
    summary: {
      it: "Dire cosa pensi e cosa ti serve con rispetto per te e per l'altro, con lo schema DESC.",
      en: "Saying what you think and need with respect for yourself and the other person, using the DESC script.",
    },
    body: {
      it: [
        "La comunicazione assertiva sta a metà tra il subire in silenzio e l'attaccare. Significa esprimere pensieri, emozioni e bisogni in modo chiaro, rispettando anche quelli dell'altra persona.",
        "Lo schema DESC aiuta a prepararsi. Descrivi il fatto in modo concreto («Negli ultimi giorni sono arrivato a casa e i piatti erano ancora da lavare»). Esprimi come ti senti usando «io» («Mi sento stanco e poco considerato»). Specifica cosa chiedi («Mi piacerebbe che ci dividessimo i piatti a sere alterne»). Indica le conseguenze positive («Così arriverei a sera più sereno»).",
        "Scegli un momento tranquillo, parla di un tema alla volta e ascolta la risposta. L'assertività non garantisce che l'altro dica sì, ma rende più probabile una conversazione rispettosa.",
      ],
      en: [
        "Assertive communication sits between putting up with things in silence and attacking. It means expressing thoughts, feelings and needs clearly while respecting the other person's too.",
        "The DESC script helps you prepare. Describe the fact concretely (“These last few days I got home and the dishes were still to be done”). Express how you feel using “I” (“I feel tired and not considered”). Specify what you are asking for (“I'd like us to take turns with the dishes”). State the positive consequences (“That way I'd end the day calmer”).",
        "Choose a calm moment, talk about one topic at a time and listen to the answer. Assertiveness doesn't guarantee a yes, but it makes a respectful conversation more likely.",
      ],
    },
  },
  {
    slug: "gratitude-practice",
    type: "article",
    topic: "depression",
    section: "guides",
    tags: { it: ["gratitudine", "emozioni positive", "diario", "attenzione"], en: ["gratitude", "positive emotions", "journal", "attention"] },
    title: { it: "La pratica della gratitudine", en: "The practice of gratitude" },
    summary: {
      it: "Notare ciò che va bene non cancella le difficoltà, ma allena l'attenzione a vedere anche il resto.",
      en: "Noticing what goes well doesn't erase difficulties, but trains your attention to see the rest too.",
    },
    body: {
      it: [
        "La mente umana è portata a notare di più i problemi che le cose buone: è un meccanismo utile per la sopravvivenza, ma con il tempo può far sembrare la vita più grigia di com'è.",
        "La pratica della gratitudine è semplice: ogni sera scrivi tre cose che sono andate bene oggi, anche piccole, e perché sono andate bene. Un caffè caldo, un messaggio gentile, un lavoro finito.",
        "Non si tratta di fingere che tutto vada bene. Nei giorni difficili può bastare una cosa sola, o il fatto di essere arrivati a sera.",
        "Dopo qualche settimana molte persone notano che cominciano a cercare le cose buone già durante la giornata.",
      ],
      en: [
        "The human mind tends to notice problems more than good things: a useful survival mechanism, but over time it can make life look greyer than it is.",
        "Gratitude practice is simple: every evening write down three things that went well today, even small ones, and why they went well. A hot coffee, a kind message, a finished task.",
        "It isn't about pretending everything is fine. On hard days one thing may be enough, or the fact of having got to the evening.",
        "After a few weeks many people notice they start looking for the good things during the day.",
      ],
    },
  },
  {
    slug: "body-scan-explained",
    type: "meditation",
    topic: "mindfulness",
    section: "guides",
    tags: { it: ["scansione corporea", "body scan", "corpo", "rilassamento", "mindfulness"], en: ["body scan", "body", "relaxation", "mindfulness"] },
    title: { it: "La scansione del corpo", en: "The body scan" },
    summary: {
      it: "Una meditazione che attraversa il corpo dai piedi alla testa, per ascoltare le sensazioni senza cambiarle.",
      en: "A meditation that travels through the body from feet to head, listening to sensations without changing them.",
    },
    body: {
      it: [
        "Nella scansione del corpo porti l'attenzione, una parte alla volta, alle sensazioni del corpo: i piedi, le gambe, la pancia, il petto, le mani, le spalle, il viso.",
        "Non devi rilassarti per forza né sentire qualcosa di speciale. Se in una zona non senti nulla, va bene: anche «niente» è un'osservazione.",
        "Quando la mente si distrae, nota dove è andata e torna alla parte del corpo dove eri rimasto.",
        "Molte persone la usano la sera, sdraiate, per staccare dalla giornata; altre la fanno seduti, al mattino, per partire con più presenza.",
      ],
      en: [
        "In the body scan you bring your attention, one part at a time, to the sensations of the body: feet, legs, belly, chest, hands, shoulders, face.",
        "You don't have to relax or feel anything special. If you feel nothing in one area, that's fine: “nothing” is an observation too.",
        "When your mind wanders, notice where it went and return to the part of the body where you left off.",
        "Many people use it in the evening, lying down, to let go of the day; others do it sitting in the morning, to start with more presence.",
      ],
    },
    link: "/meditation/body-scan",
  },
  {
    slug: "video-breathing-basics",
    type: "video",
    topic: "anxiety",
    section: "guides",
    tags: { it: ["video", "respirazione diaframmatica", "ansia", "respiro"], en: ["video", "diaphragmatic breathing", "anxiety", "breath"] },
    title: { it: "Respirare con il diaframma (guida illustrata)", en: "Breathing with the diaphragm (illustrated guide)" },
    summary: {
      it: "La respirazione diaframmatica spiegata passo per passo, come un video da leggere al tuo ritmo.",
      en: "Diaphragmatic breathing explained step by step, like a video you read at your own pace.",
    },
    body: {
      it: [
        "Scena 1. Sdraiati o siediti comodo. Metti una mano sul petto e una sulla pancia.",
        "Scena 2. Inspira lentamente dal naso: la mano sulla pancia si alza, quella sul petto resta quasi ferma.",
        "Scena 3. Espira dalla bocca, piano, come se soffiassi su una candela senza spegnerla. La pancia si abbassa.",
        "Scena 4. Continua per cinque minuti. Se ti gira la testa, rallenta e respira in modo più leggero.",
        "Con la pratica, questo respiro diventa un'àncora da usare nei momenti di ansia.",
      ],
      en: [
        "Scene 1. Lie down or sit comfortably. Put one hand on your chest and one on your belly.",
        "Scene 2. Breathe in slowly through your nose: the hand on your belly rises, the one on your chest stays almost still.",
        "Scene 3. Breathe out through your mouth, gently, as if blowing on a candle without putting it out. Your belly falls.",
        "Scene 4. Carry on for five minutes. If you feel light-headed, slow down and breathe more lightly.",
        "With practice, this breath becomes an anchor for anxious moments.",
      ],
    },
  },

  // Thematic programmes
  {
    slug: "seven-days-calmer",
    type: "program",
    topic: "anxiety",
    section: "programs",
    tags: { it: ["programma", "ansia", "sette giorni", "respiro", "esposizione"], en: ["programme", "anxiety", "seven days", "breathing", "exposure"] },
    title: { it: "Sette giorni per un'ansia più gestibile", en: "Seven days to more manageable anxiety" },
    summary: {
      it: "Un piccolo passo al giorno: respiro, pensieri, corpo ed esposizione graduale.",
      en: "One small step a day: breathing, thoughts, body and gradual exposure.",
    },
    body: {
      it: [
        "Giorno 1: impara la respirazione a quadrato e falla due volte.",
        "Giorno 2: annota tre momenti d'ansia della giornata e cosa stavi pensando.",
        "Giorno 3: scegli uno di quei pensieri e fagli le tre domande: prove, alternative, consiglio a un amico.",
        "Giorno 4: prova il rilassamento muscolare di cinque minuti prima di dormire.",
        "Giorno 5: fai una lista di situazioni che eviti, dalla più facile alla più difficile.",
        "Giorno 6: affronta la più facile per qualche minuto, restando finché l'ansia scende un po'.",
        "Giorno 7: guarda la settimana: cosa ti è servito di più? Scegli cosa continuare.",
      ],
      en: [
        "Day 1: learn box breathing and do it twice.",
        "Day 2: note three anxious moments of the day and what you were thinking.",
        "Day 3: pick one of those thoughts and ask it the three questions: evidence, alternatives, advice to a friend.",
        "Day 4: try the five-minute muscle relaxation before sleep.",
        "Day 5: list the situations you avoid, from easiest to hardest.",
        "Day 6: face the easiest one for a few minutes, staying until your anxiety comes down a little.",
        "Day 7: look back at the week: what helped most? Choose what to keep doing.",
      ],
    },
  },
  {
    slug: "two-weeks-better-sleep",
    type: "program",
    topic: "sleep",
    section: "programs",
    tags: { it: ["programma", "sonno", "insonnia", "routine", "due settimane"], en: ["programme", "sleep", "insomnia", "routine", "two weeks"] },
    title: { it: "Due settimane per dormire meglio", en: "Two weeks to better sleep" },
    summary: {
      it: "Un programma graduale basato sui principi della CBT per l'insonnia.",
      en: "A gradual programme built on the principles of CBT for insomnia.",
    },
    body: {
      it: [
        "Giorni 1-3: tieni un diario del sonno: ora in cui vai a letto, ora in cui ti addormenti più o meno, risvegli, ora in cui ti alzi.",
        "Giorni 4-6: fissa un orario di sveglia uguale tutti i giorni e rispettalo, anche dopo una notte difficile.",
        "Giorni 7-9: usa il letto solo per dormire. Se sei sveglio da circa venti minuti, alzati e torna quando hai sonno.",
        "Giorni 10-12: costruisci la tua ora di rallentamento serale: luci basse, niente schermi, un'attività tranquilla.",
        "Giorni 13-14: rileggi il diario e nota cosa è cambiato. Continua con ciò che ha funzionato.",
      ],
      en: [
        "Days 1-3: keep a sleep diary: time you go to bed, roughly when you fall asleep, awakenings, time you get up.",
        "Days 4-6: set the same wake-up time every day and keep it, even after a hard night.",
        "Days 7-9: use the bed only for sleep. If you've been awake for about twenty minutes, get up and come back when sleepy.",
        "Days 10-12: build your evening wind-down hour: dim lights, no screens, something quiet.",
        "Days 13-14: read your diary back and notice what changed. Keep what worked.",
      ],
    },
  },
  {
    slug: "mindful-month",
    type: "course",
    topic: "mindfulness",
    section: "programs",
    tags: { it: ["corso", "mindfulness", "meditazione", "abitudine", "quattro settimane"], en: ["course", "mindfulness", "meditation", "habit", "four weeks"] },
    title: { it: "Un mese di consapevolezza", en: "A mindful month" },
    summary: {
      it: "Quattro settimane per costruire l'abitudine della mindfulness, dieci minuti al giorno.",
      en: "Four weeks to build a mindfulness habit, ten minutes a day.",
    },
    body: {
      it: [
        "Settimana 1, il respiro: ogni giorno cinque-dieci minuti di attenzione al respiro, alla stessa ora.",
        "Settimana 2, il corpo: alterna la scansione del corpo a una camminata consapevole.",
        "Settimana 3, i pensieri: durante la meditazione nota i pensieri come nuvole che passano e dai loro un nome («progetto», «ricordo», «preoccupazione»).",
        "Settimana 4, la vita di ogni giorno: scegli un'attività quotidiana da fare ogni giorno con piena attenzione.",
        "Alla fine del mese scegli la pratica che ti è piaciuta di più e tienila come appuntamento fisso.",
      ],
      en: [
        "Week 1, the breath: every day five to ten minutes of attention to the breath, at the same time.",
        "Week 2, the body: alternate the body scan with a mindful walk.",
        "Week 3, thoughts: during meditation notice thoughts as passing clouds and name them (“planning”, “remembering”, “worrying”).",
        "Week 4, everyday life: pick one daily activity to do every day with full attention.",
        "At the end of the month choose the practice you liked best and keep it as a fixed appointment.",
      ],
    },
  },
  {
    slug: "reconnect-program",
    type: "program",
    topic: "depression",
    section: "programs",
    tags: {
      it: ["programma", "umore basso", "attivazione comportamentale", "valori", "relazioni"],
      en: ["programme", "low mood", "behavioural activation", "values", "relationships"],
    },
    title: { it: "Riattivarsi: tre settimane di piccoli passi", en: "Reconnect: three weeks of small steps" },
    summary: {
      it: "Attivazione comportamentale guidata: dai valori alle attività, una settimana alla volta.",
      en: "Guided behavioural activation: from values to activities, one week at a time.",
    },
    body: {
      it: [
        "Settimana 1: osserva. Per qualche giorno annota cosa fai ora per ora e come ti senti, da zero a dieci.",
        "Settimana 2: scegli. Pensa a cosa conta per te (persone, salute, creatività, natura) e scrivi per ciascun valore due attività piccole e concrete.",
        "Settimana 3: pianifica. Metti in agenda un'attività al giorno, con giorno e ora, come un appuntamento. Dopo, nota il piacere e il senso di capacità.",
        "Se un giorno non ci riesci, non è un fallimento: scegli un passo ancora più piccolo e riprova domani.",
      ],
      en: [
        "Week 1: observe. For a few days note what you do hour by hour and how you feel, from zero to ten.",
        "Week 2: choose. Think about what matters to you (people, health, creativity, nature) and for each value write two small, concrete activities.",
        "Week 3: plan. Put one activity a day in your diary, with a day and time, like an appointment. Afterwards, note the pleasure and sense of achievement.",
        "If one day you don't manage, it isn't a failure: pick an even smaller step and try again tomorrow.",
      ],
    },
  },
  {
    slug: "stress-reset-week",
    type: "workshop",
    topic: "stress",
    section: "programs",
    tags: { it: ["laboratorio", "stress", "lavoro", "pause", "limiti"], en: ["workshop", "stress", "work", "breaks", "boundaries"] },
    title: { it: "Laboratorio: una settimana per ridurre lo stress", en: "Workshop: a week to lower stress" },
    summary: {
      it: "Cinque sessioni brevi da fare da solo: mappa dello stress, pause, limiti, problemi e recupero.",
      en: "Five short sessions to do on your own: a stress map, breaks, boundaries, problems and recovery.",
    },
    body: {
      it: [
        "Sessione 1, la mappa: scrivi le fonti di stress di questo periodo e dividile tra «posso influenzarlo» e «non dipende da me».",
        "Sessione 2, le pause: programma tre micro-pause al giorno di due minuti, con un respiro lento o un breve movimento.",
        "Sessione 3, i limiti: scegli una richiesta a cui dire di no, o «non adesso», e prepara la frase con lo schema DESC.",
        "Sessione 4, un problema alla volta: definisci un problema concreto, elenca tre soluzioni possibili, scegli la prima da provare.",
        "Sessione 5, il recupero: scegli due attività che ti ricaricano e mettile in agenda come impegni veri.",
      ],
      en: [
        "Session 1, the map: write down this period's sources of stress and split them into “I can influence it” and “it doesn't depend on me”.",
        "Session 2, breaks: schedule three two-minute micro-breaks a day, with slow breathing or a little movement.",
        "Session 3, boundaries: pick one request to say no, or “not now”, to, and prepare the sentence with the DESC script.",
        "Session 4, one problem at a time: define one concrete problem, list three possible solutions, choose the first to try.",
        "Session 5, recovery: choose two activities that recharge you and put them in your diary as real commitments.",
      ],
    },
  },
  {
    slug: "self-esteem-course",
    type: "course",
    topic: "depression",
    section: "programs",
    tags: {
      it: ["corso", "autostima", "autocritica", "qualità", "autocompassione"],
      en: ["course", "self-esteem", "self-criticism", "strengths", "self-compassion"],
    },
    title: { it: "Corso: un'immagine di sé più giusta", en: "Course: a fairer view of yourself" },
    summary: {
      it: "Quattro lezioni per notare l'autocritica e raccogliere prove delle tue qualità.",
      en: "Four lessons to notice self-criticism and gather evidence of your strengths.",
    },
    body: {
      it: [
        "Lezione 1: ascolta la voce critica. Per una settimana annota le frasi dure che ti rivolgi e in quali situazioni arrivano.",
        "Lezione 2: cerca le prove. Scrivi dieci qualità o cose che hai fatto bene, anche piccole. Se è difficile, chiediti cosa direbbe di te una persona che ti stima.",
        "Lezione 3: il diario dei dati positivi. Ogni giorno aggiungi un fatto che mostra una tua qualità.",
        "Lezione 4: parla a te stesso come a un amico. Riscrivi le frasi critiche con un tono fermo ma gentile.",
      ],
      en: [
        "Lesson 1: listen to the critical voice. For a week note the harsh things you tell yourself and the situations where they come.",
        "Lesson 2: look for evidence. Write ten strengths or things you did well, even small ones. If it's hard, ask what someone who respects you would say.",
        "Lesson 3: the positive-data log. Each day add one fact that shows one of your strengths.",
        "Lesson 4: speak to yourself as to a friend. Rewrite the critical sentences in a firm but kind tone.",
      ],
    },
  },
  {
    slug: "evening-calm-meditation",
    type: "meditation",
    topic: "sleep",
    section: "programs",
    tags: { it: ["meditazione", "sera", "sonno", "rilassamento", "respiro"], en: ["meditation", "evening", "sleep", "relaxation", "breath"] },
    title: { it: "Cinque sere di meditazione per il sonno", en: "Five evenings of sleep meditation" },
    summary: {
      it: "Una breve meditazione diversa per ogni sera, da fare a letto con le luci spente.",
      en: "A short, different meditation for each evening, done in bed with the lights off.",
    },
    body: {
      it: [
        "Sera 1: conta dieci respiri lenti, poi ricomincia da uno.",
        "Sera 2: fai una scansione del corpo dai piedi alla testa, lasciando che ogni parte si appoggi al materasso.",
        "Sera 3: ripensa a tre momenti piacevoli della giornata, uno alla volta, con calma.",
        "Sera 4: immagina un posto tranquillo e attraversalo con tutti i sensi.",
        "Sera 5: ripeti a te stesso, al ritmo del respiro, «inspiro calma, espiro la giornata».",
      ],
      en: [
        "Evening 1: count ten slow breaths, then start again from one.",
        "Evening 2: scan your body from feet to head, letting each part rest into the mattress.",
        "Evening 3: recall three pleasant moments of the day, one at a time, slowly.",
        "Evening 4: imagine a peaceful place and walk through it with all your senses.",
        "Evening 5: repeat to yourself, in time with your breath, “breathing in calm, breathing out the day”.",
      ],
    },
    link: "/meditation/sleep-wind-down",
  },
];
