/**
 * Italian phrasebook. Written in Italian (not translated), with "tu", warm but not saccharine,
 * and gender-neutral towards the user (no "sei stanco/a"): the user's own words are echoed instead.
 */
import itStrings from "~/locales/it";
import type { Phrasebook } from "./phrase-types";
import { IT_LEADS } from "./leads-it";

export const IT_PHRASES: Phrasebook = {
  quoteOpen: "«",
  quoteClose: "»",
  emotionNouns: {
    anxiety: "ansia",
    sadness: "tristezza",
    anger: "rabbia",
    shame: "vergogna",
    guilt: "senso di colpa",
    loneliness: "solitudine",
    stress: "stress",
  },
  reflections: {
    anxiety: [
      "Sembra che l'ansia si stia facendo sentire parecchio in questo periodo.",
      "Sento tanta preoccupazione nelle tue parole, ed è comprensibile sentirsi così.",
      "L'ansia sa essere estenuante: tiene la mente in allerta anche quando vorresti solo un po' di pace.",
      "Da come lo descrivi, la tua mente sembra non trovare un attimo di tregua.",
    ],
    sadness: [
      "Mi dispiace che tu ti senta così giù.",
      "Sento molta tristezza in quello che scrivi, e ha senso che tu la provi.",
      "Sembra un periodo pesante, in cui tutto costa più fatica del solito.",
      "La tristezza può rendere tutto più grigio; grazie per averla condivisa con me.",
    ],
    anger: [
      "Sento parecchia rabbia, e ha senso: spesso arriva quando qualcosa di importante per noi viene toccato.",
      "Sembra che la rabbia sia ancora lì, bella viva.",
      "La rabbia che descrivi è comprensibile, e merita di essere ascoltata.",
      "Capisco la frustrazione: sentirsi così può essere sfiancante.",
    ],
    shame: [
      "La vergogna è un'emozione dolorosa, che spesso fa venire voglia di nascondersi. Grazie per averne parlato.",
      "Sento quanto giudizio stai rivolgendo verso di te in questo momento.",
      "Mi sembra che tu stia pensando di non andare bene come persona, ed è un pensiero che pesa tanto.",
      "Ci vuole coraggio a parlare di qualcosa che fa sentire in imbarazzo.",
    ],
    guilt: [
      "Sento quanto ti pesa quello che è successo: il senso di colpa dice che ci tieni.",
      "Mi sembra che tu stia portando addosso molto senso di colpa per una cosa che hai fatto.",
      "Il senso di colpa riguarda un gesto, non chi sei: avere sbagliato una cosa non fa di te una persona sbagliata.",
      "Ha senso che ti senta in colpa, se pensi di aver ferito qualcuno a cui tieni.",
    ],
    loneliness: [
      "Sentirsi soli è davvero pesante, e mi dispiace che tu lo stia vivendo.",
      "La solitudine può far male quanto un dolore fisico; ha senso che ti pesi.",
      "Sento quanto ti manchi un contatto, qualcuno con cui condividere le cose.",
      "Mi dispiace che in questo periodo ci sia così poca vicinanza intorno a te.",
    ],
    stress: [
      "Sembra che tu abbia davvero tanto sulle spalle in questo momento.",
      "Da come lo descrivi, la pressione è alta e le energie sono poche.",
      "Quando le cose si accumulano così, è normale sentirsi sopraffatti.",
      "Sento molta stanchezza e tensione in quello che scrivi.",
    ],
  },
  reflectionEcho: [
    "Quando dici di sentirti «{word}», capisco quanto questo momento ti pesi.",
    "«{word}»: è un modo faticoso di sentirsi, e hai fatto bene a dirlo.",
    "Leggo che ti senti «{word}», e ha senso fermarci un attimo proprio lì.",
  ],
  reflectionPair: [
    "In quello che scrivi sento sia {a} sia {b}, ed è faticoso portare tutto insieme.",
    "Mi sembra che ci siano insieme {a} e {b}: un bel carico da portare.",
    "Sento un intreccio di {a} e {b}, e capisco che sia difficile districarsi.",
  ],
  topicLines: {
    work: [
      "Il lavoro può pesare tanto, soprattutto quando sembra chiedere sempre di più.",
      "Quello che succede al lavoro non resta al lavoro: ce lo portiamo a casa, nel corpo e nei pensieri.",
      "Capisco che la situazione al lavoro ti stia occupando molti pensieri.",
      "Le difficoltà sul lavoro toccano anche come ci vediamo, non solo cosa facciamo.",
    ],
    study: [
      "Lo studio e gli esami possono mettere tanta pressione, soprattutto quando sembra che ci si giochi tutto.",
      "Stare dietro allo studio è faticoso, anche quando da fuori non si vede.",
      "Capisco che lo studio ti stia occupando molti pensieri.",
      "Quando si studia sotto pressione, ogni voto può sembrare un giudizio su di noi.",
    ],
    relationships: [
      "Le relazioni toccano corde profonde, ed è normale che facciano male quando qualcosa non va.",
      "Quando un rapporto importante traballa, tutto il resto sembra vacillare.",
      "Capisco che quello che succede con questa persona ti stia a cuore.",
      "I rapporti con gli altri possono essere una fonte enorme di sostegno, e anche di dolore.",
    ],
    family: [
      "Le questioni di famiglia sono spesso le più complicate, perché ci toccano da vicino.",
      "Con la famiglia è difficile prendere le distanze, anche quando servirebbe.",
      "Capisco che quello che succede in famiglia ti pesi.",
      "In famiglia si mescolano affetto, aspettative e vecchie ferite: non è mai semplice.",
    ],
    sleep: [
      "Dormire male rende tutto più difficile: l'umore, la concentrazione, la pazienza.",
      "Quando il sonno non arriva, la notte può sembrare lunghissima.",
      "La stanchezza del sonno perso si fa sentire su tutto il resto della giornata.",
      "Sonno e pensieri si influenzano a vicenda, e a volte entrano in un circolo faticoso.",
    ],
    health: [
      "Le preoccupazioni per la salute possono occupare tantissimo spazio nella mente.",
      "Quando il corpo non sta bene, anche l'umore ne risente.",
      "Capisco che la salute sia un pensiero importante per te in questo momento.",
      "Non sapere cosa succede al proprio corpo può essere molto faticoso.",
    ],
    money: [
      "Le preoccupazioni economiche sono pesanti, perché toccano la sicurezza di base.",
      "I problemi di soldi tendono a tornare in mente a ogni spesa, e logorano.",
      "Capisco che la situazione economica ti stia mettendo sotto pressione.",
      "Quando i conti non tornano, è difficile pensare ad altro.",
    ],
  },
  neutralOpeners: ["Grazie per avermelo scritto.", "Ti ascolto.", "Capisco, è un pensiero che pesa.", "Sento quanto questo pensiero ti stia addosso."],
  // The names people see next to their messages in /chat too: one list, in app/locales.
  distortionNames: itStrings.chat.distortions,
  distortionLines: {
    all_or_nothing: [
      "Mi sembra di notare un pensiero «tutto o niente»: come se le cose potessero essere solo perfette o un disastro, senza sfumature in mezzo.",
      "Noto un modo di vedere un po' in bianco e nero: o va tutto bene, o è tutto sbagliato. Nella realtà, di solito, c'è molto grigio.",
      "Qui sento una logica «tutto o niente», che lascia fuori tutte le vie di mezzo.",
    ],
    overgeneralisation: [
      "Noto parole come «sempre» o «mai»: a volte un episodio doloroso si allarga fino a sembrare una regola per tutto. In CBT si chiama ipergeneralizzazione.",
      "Mi sembra che un fatto specifico stia diventando una legge generale, del tipo «va sempre così». Succede spesso quando si sta male.",
      "Sento una generalizzazione: da alcune esperienze alla conclusione che sarà sempre così.",
    ],
    catastrophising: [
      "Mi sembra che la mente stia correndo verso lo scenario peggiore, come se fosse il più probabile. È quella che si chiama catastrofizzazione.",
      "Noto un salto verso la catastrofe: un problema reale che nella testa diventa enorme e senza via d'uscita.",
      "Quando siamo in ansia la mente ingrandisce le conseguenze: il peggio sembra certo, anche quando non lo è.",
    ],
    mind_reading: [
      "Mi sembra di notare una «lettura del pensiero»: dare per scontato cosa pensano gli altri, senza che l'abbiano detto.",
      "Noto che stai immaginando cosa c'è nella testa degli altri, e di solito la mente sceglie la versione più dura.",
      "Sembra che la tua mente dia per certo cosa pensano gli altri, anche se non possiamo davvero saperlo.",
    ],
    fortune_telling: [
      "Noto una previsione sul futuro data per certa: la mente fa l'indovina, e di solito prevede il peggio.",
      "Mi sembra che tu stia dando per scontato come andrà a finire, prima che succeda. È una trappola comune, che si chiama «previsione del futuro».",
      "Qui la mente sembra predire un esito negativo come se fosse già scritto.",
    ],
    should_statements: [
      "Noto alcuni «dovrei»: regole rigide su come essere o comportarsi, che spesso portano con sé senso di colpa e pressione.",
      "Mi sembra che ci sia un «devo» molto severo. Le doverizzazioni trasformano desideri in obblighi, e ogni mancanza diventa una colpa.",
      "Sento una regola molto rigida, di quelle che chiedono tantissimo e concedono poco.",
    ],
    labelling: [
      "Noto un'etichetta molto dura: riassume una persona intera in una parola, e nessuno ci sta dentro del tutto.",
      "Mi sembra che un momento difficile si stia trasformando in un giudizio su chi sei. È quella che si chiama etichettatura.",
      "Quella parola è un'etichetta: parla di un comportamento o di un momento, non di tutta la persona.",
    ],
    personalisation: [
      "Mi sembra che tu ti stia prendendo tutta la colpa di qualcosa che probabilmente dipende da molti fattori. Si chiama personalizzazione.",
      "Noto la tendenza a sentirti responsabile di tutto. Di solito le cose hanno tante cause, e solo alcune dipendono da noi.",
      "Sento molto «è colpa mia»: come se tutto dipendesse da te, anche ciò che non puoi controllare.",
    ],
    emotional_reasoning: [
      "Mi sembra che un'emozione venga presa come una prova: «mi sento così, quindi dev'essere vero». Le emozioni sono reali, ma non sempre sono fatti.",
      "Noto un po' di ragionamento emotivo: sentirsi in un certo modo non significa che la situazione sia davvero così.",
      "Le emozioni ci danno informazioni importanti, ma a volte le scambiamo per verità. Mi sembra che stia succedendo un po' questo.",
    ],
    mental_filter: [
      "Noto una specie di filtro: un dettaglio negativo sembra prendersi tutta la scena, e il resto sparisce.",
      "Mi sembra che la mente si stia fissando su una sola cosa andata storta, lasciando fuori tutto il resto. In CBT si chiama filtro mentale.",
      "È come guardare la giornata attraverso una lente che lascia passare solo le cose negative.",
    ],
    disqualifying_the_positive: [
      "Noto che qualcosa di positivo viene subito sminuito, come se fosse «solo fortuna» o «non contasse». È un modo in cui la mente protegge un'idea negativa di sé.",
      "Mi sembra che i meriti vengano messi da parte come se non valessero. Si chiama squalificare il positivo.",
      "Quando una cosa buona non «conta» mai, la mente resta ferma sulle sue conclusioni più dure.",
    ],
  },
  distortionQuestions: {
    all_or_nothing: [
      "Se dovessi mettere questa situazione su una scala da 0 a 100, invece che «tutto o niente», dove la collocheresti?",
      "C'è qualcosa, anche piccolo, che in questa situazione è andato almeno in parte bene?",
      "Cosa ci sarebbe a metà strada tra il successo perfetto e il fallimento totale?",
      "Se una persona a cui vuoi bene ti raccontasse la stessa cosa, la vedresti davvero come un disastro completo?",
    ],
    overgeneralisation: [
      "Ti vengono in mente volte in cui non è andata così?",
      "Quante volte è successo davvero, se proviamo a contarle con onestà?",
      "Cosa cambierebbe se dicessi «a volte» invece di «sempre»?",
      "Questo episodio dice davvero qualcosa su tutte le situazioni future, o solo su questa?",
    ],
    catastrophising: [
      "Qual è lo scenario più probabile, non il peggiore né il migliore?",
      "Se il peggio accadesse davvero, cosa potresti fare per affrontarlo?",
      "Quanto è probabile, da 0 a 100, che vada esattamente come teme la tua mente?",
      "Ti è già capitato di temere il peggio e poi vedere che è andata diversamente?",
    ],
    mind_reading: [
      "Quali prove hai di cosa pensano davvero, al di là dell'impressione?",
      "Ci sono altre spiegazioni possibili per il loro comportamento?",
      "Come potresti verificare cosa pensano, invece di indovinarlo?",
      "Se fossi nei loro panni, quali altri pensieri potresti avere?",
    ],
    fortune_telling: [
      "Che prove hai che andrà proprio così?",
      "Quali altri finali sono possibili, anche solo in teoria?",
      "Ti è già capitato di prevedere il peggio e poi scoprire che ti sbagliavi?",
      "Se invece andasse un po' meglio del previsto, come sarebbe?",
    ],
    should_statements: [
      "Cosa succederebbe se trasformassi quel «dovrei» in «mi piacerebbe»?",
      "Da dove viene questa regola, e ti è davvero utile adesso?",
      "Chiederesti la stessa cosa a una persona a cui vuoi bene?",
      "Come ti sentiresti se ti concedessi un po' di margine, invece di una regola così rigida?",
    ],
    labelling: [
      "Quali sono le cose che fai, o hai fatto, che quell'etichetta non racconta?",
      "Se descrivessi il comportamento invece della persona, come lo diresti?",
      "Useresti la stessa parola per una persona cara nella tua situazione?",
      "Cosa direbbe di te qualcuno che ti conosce bene e ti vuole bene?",
    ],
    personalisation: [
      "Quali altri fattori, oltre a te, hanno contribuito a quello che è successo?",
      "Se dovessi dividere la responsabilità come una torta, quale fetta spetterebbe davvero a te?",
      "Cosa era davvero sotto il tuo controllo, e cosa no?",
      "Daresti la stessa colpa a una persona cara nella stessa situazione?",
    ],
    emotional_reasoning: [
      "Se mettiamo da parte per un attimo l'emozione, cosa dicono i fatti?",
      "C'è stata una volta in cui ti sentivi così, ma poi le cose si sono rivelate diverse?",
      "Cosa vedrebbe una persona esterna, che guarda solo i fatti?",
      "Che differenza c'è tra «mi sento così» e «le cose stanno così»?",
    ],
    mental_filter: [
      "Cos'altro è successo, oltre a questa cosa, che stai lasciando fuori dal quadro?",
      "Se guardassi l'intera giornata, quali momenti neutri o positivi ci troveresti?",
      "Quanto spazio occupa questo dettaglio rispetto a tutto il resto?",
      "Cosa noterebbe qualcuno che guardasse la situazione intera, non solo quel punto?",
    ],
    disqualifying_the_positive: [
      "E se per una volta quel risultato fosse anche merito tuo, cosa cambierebbe?",
      "Cosa hai fatto tu, concretamente, per arrivare a quel risultato?",
      "Se l'avesse ottenuto una persona cara, le diresti che è stata solo fortuna?",
      "Cosa succederebbe se provassi a prendere quel complimento per buono?",
    ],
  },
  emotionQuestions: {
    anxiety: [
      "Cosa temi che possa succedere, nello specifico?",
      "Dove senti l'ansia nel corpo in questo momento?",
      "Qual è il pensiero che torna più spesso quando l'ansia sale?",
      "Di tutto ciò che ti preoccupa, cosa è nelle tue mani e cosa no?",
    ],
    sadness: [
      "Da quanto tempo ti senti così?",
      "C'è un momento della giornata in cui pesa di più?",
      "Cosa ti dici, dentro, quando ti senti così giù?",
      "C'è qualcosa, anche piccolo, che nei giorni scorsi ti ha dato un po' di sollievo?",
    ],
    anger: [
      "Cosa ti ha fatto arrabbiare di più, in quello che è successo?",
      "Quale bisogno o valore senti che è stato calpestato?",
      "Cosa vorresti che l'altra persona capisse?",
      "Cosa ti dice la rabbia su ciò che per te è importante?",
    ],
    shame: [
      "Cosa ti dici, dentro, quando senti questa vergogna?",
      "Come reagiresti se una persona cara ti raccontasse la stessa cosa?",
      "Cosa temi che penserebbero gli altri, se lo sapessero?",
      "Cosa direbbe di questo momento una voce gentile, invece che critica?",
    ],
    guilt: [
      "C'è un piccolo gesto di riparazione che ti sentiresti di fare, come chiedere scusa o rimediare?",
      "Se dividessi la responsabilità di quello che è successo come una torta, quali fette andrebbero anche ad altro o ad altri?",
      "Cosa diresti a un'amica che si sentisse in colpa per la stessa cosa?",
      "Cosa sapevi davvero in quel momento, prima di sapere come sarebbe andata?",
    ],
    loneliness: [
      "C'è qualcuno, anche una sola persona, con cui in passato è stato bello stare?",
      "In quale momento della giornata senti di più la solitudine?",
      "Che tipo di compagnia ti mancherebbe di più in questo momento?",
      "Quale sarebbe un piccolo passo per metterti in contatto con qualcuno questa settimana?",
    ],
    stress: [
      "Tra tutte le cose che hai sulle spalle, quale pesa di più adesso?",
      "Cosa potresti togliere, rimandare o delegare questa settimana?",
      "Quando hai avuto l'ultima pausa davvero tua?",
      "Se potessi cambiare una sola cosa della tua settimana, quale sceglieresti?",
    ],
  },
  topicQuestions: {
    work: ["Cosa, del lavoro, ti pesa di più in questo periodo?", "Com'è una giornata tipo al lavoro, per te, in questo momento?"],
    study: ["Cosa ti preoccupa di più dello studio in questo periodo?", "Come stai organizzando lo studio, in questi giorni?"],
    relationships: ["Cosa vorresti che cambiasse in questo rapporto?", "Come ti senti quando sei con questa persona?"],
    family: ["Cosa succede, in famiglia, che ti pesa di più?", "C'è qualcuno in famiglia con cui senti di poter parlare?"],
    sleep: ["Cosa ti passa per la testa quando sei a letto e il sonno non arriva?", "Com'è di solito l'ora prima di andare a dormire?"],
    health: ["Cosa ti preoccupa di più, riguardo alla salute?", "Hai avuto modo di parlarne con un medico?"],
    money: ["Quale aspetto della situazione economica ti preoccupa di più?", "C'è un piccolo passo concreto che potresti fare questa settimana sui conti?"],
  },
  genericQuestions: [
    "Cosa ti passa per la testa quando ci pensi?",
    "Come ti fa sentire tutto questo?",
    "Qual è la parte più difficile, per te?",
    "Cosa ti aiuterebbe, anche solo un po', in questo momento?",
    "Ti va di raccontarmi un po' di più?",
  ],
  suggestionLines: [
    "Se ti va, puoi provare {kind} «{title}»: {benefit}.",
    "Una cosa che potrebbe aiutarti adesso è {kind} «{title}»: {benefit}.",
    "Quando te la senti, puoi provare {kind} «{title}» che trovi nell'app: {benefit}.",
  ],
  suggestionKinds: { exercise: "l'esercizio", meditation: "la meditazione" },
  suggestionSections: { exercise: "Esercizi", meditation: "Meditazione" },
  offerQuestions: [
    "Ti andrebbe di guardare questo pensiero più da vicino con un diario dei pensieri, un passo alla volta?",
    "Vuoi che proviamo insieme a compilare un diario dei pensieri su questo?",
    "Se ti va, possiamo fare insieme un diario dei pensieri: vuoi provarci adesso?",
    "Ti andrebbe di analizzare insieme questo pensiero, con qualche domanda guidata?",
  ],
  offerDeclined: ["Va benissimo, nessun problema.", "Certo, nessuna pressione.", "D'accordo, lasciamo stare.", "Va bene così."],
  suggestionAccepted: {
    lines: [
      "Ottimo. Trovi «{title}» nella sezione {section}: prenditi qualche minuto, senza fretta.",
      "Bene: «{title}» è nella sezione {section}, quando te la senti.",
      "Mi fa piacere. Apri «{title}» dalla sezione {section} e lasciati guidare, con calma.",
    ],
    questions: [
      "Dopo averlo provato, ti va di dirmi com'è andata?",
      "Quando l'hai fatto, mi racconti cosa hai notato?",
      "Ti va di tornare qui dopo, e dirmi come ti senti?",
      "Intanto, c'è qualcosa che vuoi dirmi prima di cominciare?",
    ],
  },
  greeting: {
    lines: [
      "Ciao! Mi fa piacere che tu sia qui.",
      "Ciao, questo è uno spazio tuo, senza fretta e senza giudizio.",
      "Ehi, ciao, che bello sentirti.",
      "Ciao! Sono qui e ti ascolto.",
    ],
    questions: ["Come stai, oggi?", "Come ti senti in questo momento?", "Cosa ti porta qui oggi?", "Com'è andata la giornata finora?"],
  },
  thanks: {
    lines: [
      "Grazie a te per la fiducia.",
      "Di niente, davvero: mi fa piacere esserti d'aiuto.",
      "Grazie a te: parlarne non è mai scontato.",
      "È un piacere. Puoi tornare qui quando vuoi.",
    ],
    questions: [
      "C'è ancora qualcosa che ti gira in testa?",
      "Come ti senti adesso, rispetto a prima?",
      "C'è altro di cui ti andrebbe di parlare?",
      "Cosa ti porti via da questa chiacchierata?",
    ],
  },
  goodbye: {
    lines: [
      "A presto: è stato bello parlare con te.",
      "Ti saluto con piacere; qui trovi sempre uno spazio per te.",
      "Grazie per la chiacchierata, torna quando vuoi.",
      "Prenditi cura di te.",
    ],
    questions: [
      "Prima di salutarci, c'è una cosa gentile che puoi fare per te oggi?",
      "Ti va di scegliere un piccolo gesto di cura per te, prima di chiudere?",
      "C'è una frase di questa chiacchierata che vuoi portarti via?",
      "Cosa ti piacerebbe ricordare di oggi?",
    ],
  },
  positive: {
    lines: ["Che bello leggerlo!", "Mi fa davvero piacere.", "Che bella notizia.", "Questo è bello da sentire."],
    extras: [
      "Vale la pena fermarsi un attimo ad assaporarlo.",
      "Anche i momenti buoni meritano attenzione, non solo quelli difficili.",
      "Notare ciò che va bene è un'abilità, e la stai già usando.",
    ],
    questions: [
      "Cosa pensi abbia contribuito a farti stare bene?",
      "Cosa è andato bene, in particolare?",
      "C'è qualcosa che hai fatto tu e che ha reso possibile questa giornata?",
      "Come potresti portare un po' di questo benessere anche nei prossimi giorni?",
    ],
  },
  unclear: {
    lines: ["Non so se ho capito bene.", "Forse mi sfugge qualcosa.", "Ti ascolto.", "Sono qui, con calma."],
    questions: [
      "Ti va di raccontarmi un po' di più?",
      "Cosa ti passa per la testa in questo momento?",
      "Come ti senti, adesso?",
      "Di cosa ti andrebbe di parlare?",
    ],
  },
  acknowledge: ["Ok.", "Va bene.", "D'accordo.", "Capito."],
  dontKnow: {
    lines: [
      "Va benissimo non saperlo.",
      "Non c'è una risposta giusta o sbagliata.",
      "A volte le risposte arrivano con calma, e va bene così.",
      "Nessuna fretta.",
    ],
    questions: [
      "Se dovessi scegliere una sola parola per descrivere come ti senti, quale sarebbe?",
      "Cosa noti nel corpo, in questo momento?",
      "C'è stato un momento, oggi, un po' più leggero degli altri?",
      "Da 0 a 10, quanto è pesante la giornata di oggi?",
    ],
  },
  distress: [
    "Mi dispiace che tu stia passando un momento così.",
    "Sento che non è un bel momento, e sono qui.",
    "Grazie per avermelo detto: non è sempre facile ammettere di stare male.",
    "Mi dispiace, sembra davvero faticoso.",
  ],
  generic: ["Grazie per avermelo raccontato.", "Ti ascolto.", "Capisco, grazie per averlo condiviso.", "Quello che scrivi è importante."],
  medication: {
    lines: [
      "Capisco che tu abbia domande sui farmaci, ed è giusto porsele.",
      "Le domande sui farmaci sono importanti, e fai bene a farle.",
      "È normale avere dubbi sui farmaci.",
    ],
    body: [
      "Però non posso darti indicazioni su farmaci o dosaggi, né dirti se iniziarli, cambiarli o sospenderli: è una decisione da prendere con il medico che li ha prescritti, con il tuo medico di base o con uno psichiatra. Meglio non modificare nulla da soli, perché alcuni cambiamenti vanno fatti gradualmente e sotto controllo medico.",
      "Su questo però non posso consigliarti: quantità, inizio, cambi o sospensione vanno decisi con il medico che ti segue, con il tuo medico di base o con uno psichiatra. Ti chiedo di non cambiare nulla da solo o da sola: alcuni farmaci vanno ridotti con gradualità e sotto controllo.",
    ],
    questions: [
      "Nel frattempo, ti va di raccontarmi come ti senti in questi giorni?",
      "Intanto, c'è qualcosa di come ti senti che vorresti esplorare qui?",
      "Cosa ti preoccupa di più, in questo momento?",
      "Ti andrebbe di preparare insieme le domande da fare al medico?",
    ],
  },
  diagnosis: {
    lines: [
      "Capisco il bisogno di dare un nome a quello che provi: può dare un senso di ordine.",
      "È comprensibile voler vedere più chiaro in quello che senti.",
      "Ha senso chiedersi cosa stia succedendo, quando si sta male.",
    ],
    body: [
      "Però non posso fare diagnosi: solo un professionista, come un medico o uno psicologo, può fare una valutazione vera, con calma e conoscendo la tua storia. Se questo dubbio ti accompagna da un po', parlarne con il tuo medico di base o con uno psicologo può essere un ottimo passo. Quello che posso fare qui è aiutarti a osservare pensieri ed emozioni.",
      "Non sono in grado di fare diagnosi, e non sarebbe giusto provarci da qui: serve un medico o uno psicologo che ti ascolti di persona. Se ti va, il tuo medico di base è un buon punto di partenza. Nel frattempo posso aiutarti a mettere in ordine pensieri ed emozioni.",
    ],
    questions: [
      "Ti va di raccontarmi cosa ti ha fatto venire questo dubbio?",
      "Cosa stai notando, in questo periodo, che ti preoccupa di più?",
      "Come ti senti in questi giorni?",
      "Da quanto tempo ti senti così?",
    ],
  },
  highRisk: {
    lines: [
      "Quello che scrivi è importante, e mi dispiace che tu stia soffrendo così tanto.",
      "Grazie per avermelo detto: prendo molto sul serio le tue parole.",
    ],
    body: [
      "Non devi affrontarlo senza nessuno accanto. Se senti di essere in pericolo adesso, chiama il 112 o vai al pronto soccorso più vicino. Anche parlarne subito con una persona di fiducia o con il tuo medico può aiutare.",
    ],
    questions: ["C'è qualcuno che puoi contattare in questo momento?", "Sei in un posto sicuro, adesso?"],
  },
  flow: {
    start: [
      "Volentieri, facciamolo insieme, un passo alla volta.",
      "Certo, proviamo: ti guido io, con calma.",
      "Bene, compiliamo insieme un diario dei pensieri.",
      "Ottima idea, andiamo per gradi.",
    ],
    stopHint: ["Puoi fermarti quando vuoi scrivendo «basta».", "Se vuoi interrompere, scrivi pure «basta»."],
    questions: {
      situation: [
        "Partiamo dalla situazione: dove eri e cosa stava succedendo quando è arrivato questo pensiero?",
        "Cominciamo dai fatti, come li vedrebbe una telecamera: qual era la situazione?",
        "Per prima cosa mettiamo a fuoco la situazione: cosa è successo, dove e con chi?",
        "Primo passo, la situazione: ti va di descrivermi brevemente cosa stava succedendo?",
      ],
      automatic_thought: [
        "Ora proviamo a catturare il pensiero automatico: quale frase ti è passata per la testa in quel momento?",
        "Cosa ti diceva la tua mente in quel momento, parola per parola?",
        "Qual è stato il primo pensiero che è comparso, anche se ti sembra esagerato?",
        "Se potessi scrivere quel pensiero tra virgolette, come suonerebbe?",
      ],
      emotion: [
        "Quale emozione ti ha portato quel pensiero: ansia, tristezza, rabbia, vergogna, o altro?",
        "E che emozione hai provato, mentre ci pensavi?",
        "Se dovessi dare un nome all'emozione che ti ha portato quel pensiero, quale sarebbe?",
        "Che emozione senti più forte quando ci ripensi?",
      ],
      intensity: [
        "Quanto era forte quell'emozione, da 0 a 100?",
        "Su una scala da 0 (per niente) a 100 (il massimo), quanto la senti intensa?",
        "Se dovessi darle un numero da 0 a 100, quanto sarebbe intensa?",
        "Quanto è intensa in questo momento, da 0 a 100?",
      ],
      evidence_for: [
        "Ora facciamo un po' gli investigatori: quali fatti sembrano dare ragione a quel pensiero?",
        "Cosa ti fa pensare che quel pensiero sia vero, guardando ai fatti concreti e non alle sensazioni?",
        "Quali prove a favore di quel pensiero riesci a trovare?",
        "Che cosa, concretamente, sostiene quel pensiero?",
      ],
      evidence_against: [
        "E adesso l'altra parte: ci sono fatti che non si accordano del tutto con quel pensiero?",
        "Quali prove vanno contro quel pensiero, anche piccole?",
        "Se una persona cara avesse lo stesso pensiero, quali fatti le faresti notare?",
        "C'è stata qualche volta in cui le cose sono andate diversamente da come dice quel pensiero?",
      ],
      balanced_thought: [
        "Mettendo insieme le prove a favore e quelle contro, come potresti riformulare il pensiero in modo più equilibrato?",
        "Quale frase più giusta e realistica potresti dirti adesso, tenendo conto di tutto?",
        "Se dovessi scrivere un pensiero alternativo, più bilanciato, quale sarebbe?",
        "Come suonerebbe quel pensiero detto da qualcuno che ti vuole bene e conosce tutti i fatti?",
      ],
      rerate: [
        "Guardandola così, quanto è forte adesso l'emozione, da 0 a 100?",
        "Ultimo passo: da 0 a 100, quanto senti forte l'emozione adesso?",
        "Rivalutiamo l'emozione: che numero le daresti ora, da 0 a 100?",
        "Con questo nuovo pensiero in mente, quanto è intensa l'emozione adesso, da 0 a 100?",
      ],
    },
    acks: {
      situation: [
        "Grazie, è un buon punto di partenza.",
        "Ok, ho presente la scena.",
        "Chiaro, grazie per averla descritta.",
        "Bene, teniamo a mente questa situazione.",
      ],
      automatic_thought: [
        "«{thought}»: è un pensiero pesante da portarsi dietro.",
        "Grazie per averlo messo in parole: «{thought}».",
        "Ok, annotiamo il pensiero: «{thought}».",
      ],
      emotion: ["Capito, grazie.", "Ha senso sentirsi così, con quel pensiero in testa.", "Grazie: dare un nome all'emozione è già un passo."],
      intensity: ["{n} su 100: lo annotiamo.", "Ok, {n}/100.", "Grazie, segniamo {n} su 100."],
      evidence_for: ["Grazie: è giusto prendere sul serio anche questi elementi.", "Ok, li annotiamo senza giudicarli.", "Capito, sono elementi che pesano."],
      evidence_against: [
        "Questi elementi sono importanti, anche se il pensiero automatico tende a ignorarli.",
        "Ottimo lavoro: non è facile trovare prove contrarie quando si sta male.",
        "Grazie, è proprio questo tipo di fatti che aiuta a vedere il quadro intero.",
      ],
      balanced_thought: [
        "«{thought}»: mi sembra un modo più equilibrato e gentile di vederla.",
        "Mi piace: «{thought}».",
        "Ecco un pensiero più bilanciato: «{thought}».",
      ],
      rerate: ["Grazie.", "Ok.", "Perfetto."],
    },
    thoughtDistortion: [
      "Ha un po' la forma di quella che in CBT si chiama «{name}»: ci torneremo guardando le prove.",
      "Tra l'altro, ricorda da vicino una «{name}», una delle trappole più comuni della mente.",
    ],
    vague: [
      "Va bene anche una frase breve, non deve essere perfetta.",
      "Nessuna fretta: bastano anche poche parole.",
      "Non serve essere precisi, va bene anche un'idea approssimativa.",
    ],
    balancedHint: ["Per esempio, potresti partire da «Anche se…, è vero anche che…».", "Un aiuto: prova a iniziare con «Da un lato…, dall'altro…»."],
    intensityRetry: [
      "Nessun problema: mi basta un numero da 0 a 100, anche a occhio.",
      "Scusa, non ho colto il numero: va benissimo anche una stima.",
      "Mi serve solo un numero tra 0 e 100, non deve essere preciso.",
    ],
    leave: ["Va bene, ci fermiamo qui.", "Certo, lasciamo stare per ora.", "Nessun problema, interrompiamo qui.", "D'accordo, fermiamoci."],
    leaveExtra: ["Puoi riprendere il diario dei pensieri quando vuoi.", "Quello che hai scritto finora conta comunque."],
    leaveQuestions: [
      "Di cosa ti andrebbe di parlare adesso?",
      "Come ti senti in questo momento?",
      "C'è altro che ti pesa oggi?",
      "Cosa ti sarebbe più utile adesso?",
    ],
    doneOpeners: [
      "Abbiamo completato il diario dei pensieri: hai fatto un lavoro prezioso.",
      "Ecco fatto, il diario dei pensieri è completo. Grazie per l'impegno.",
      "Ce l'hai fatta: abbiamo finito il diario dei pensieri.",
    ],
    doneCompare: [
      "All'inizio l'emozione ({emotion}) era a {before}/100, adesso è a {after}/100.",
      "L'intensità dell'emozione ({emotion}) è passata da {before}/100 a {after}/100.",
    ],
    doneCompareNoEmotion: [
      "All'inizio l'emozione era a {before}/100, adesso è a {after}/100.",
      "L'intensità dell'emozione è passata da {before}/100 a {after}/100.",
    ],
    doneDown: ["È scesa di {d} punti: un segno che guardare i fatti da vicino ha aiutato.", "Sono {d} punti in meno, e non è poco."],
    doneSame: ["È rimasta uguale, e va bene così: a volte i pensieri hanno bisogno di più tempo, e averli messi nero su bianco è già un passo."],
    doneUp: ["È salita un po': può succedere quando si guarda da vicino qualcosa di doloroso. Sii gentile con te in questo momento."],
    doneBalanced: [
      "Il pensiero alternativo che hai trovato è: «{thought}». Puoi tornarci quando quel vecchio pensiero si rifà vivo.",
      "Tieniti stretto questo pensiero: «{thought}». Può tornarti utile la prossima volta.",
    ],
    doneQuestions: [
      "Come ti senti, adesso che l'hai guardato da vicino?",
      "Cosa ti porti via da questo esercizio?",
      "C'è qualcosa che ti ha sorpreso, mentre lo facevamo?",
      "Come potresti ricordarti di questo pensiero più equilibrato nei prossimi giorni?",
    ],
  },
  lead: IT_LEADS,
};
