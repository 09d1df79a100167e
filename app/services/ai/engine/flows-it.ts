/**
 * The structured CBT flows in Italian (decision record 0020): offer, steps, chips, summaries.
 * Warm, plain, non-clinical; never a diagnosis or a medicine. Shapes in flow-types.ts; the
 * patterns are written against normalised text (normalise.ts: no accents, "l'ansia" → "l ansia").
 */
import type { CbtPhrases } from "./flow-types";

export const IT_CBT: CbtPhrases = {
  flows: {
    activation: {
      name: "un piccolo piano di attività",
      offer: [
        "Quando l'umore è giù si tende ad aspettare la voglia prima di fare le cose, ma spesso funziona al contrario: si fa una cosa piccola e la voglia arriva dopo.",
        "Quando tutto sembra spento, aiuta mettere in calendario un'attività piccola e piacevole, con un giorno e un'ora.",
      ],
      offerQuestions: [
        "Ti va di scegliere insieme una piccola attività da mettere in calendario?",
        "Vuoi provare a fissare insieme una cosa piccola da fare, con giorno e ora?",
      ],
      start: ["Bene, facciamolo in tre passi: l'attività, il giorno e l'ora.", "Perfetto: scegliamo una cosa piccola, poi il giorno e l'ora."],
      steps: {
        activity: {
          questions: [
            "Quale attività piccola e fattibile ti andrebbe di fare, anche solo per dieci minuti?",
            "Cosa ti dava un po' di piacere o di soddisfazione, che potresti rifare in piccolo?",
          ],
          chips: ["Fare una passeggiata di 10 minuti", "Chiamare un'amica", "Cucinare qualcosa di buono"],
          acks: ["«{answer}»: mi sembra un ottimo punto di partenza.", "«{answer}» va benissimo: piccolo e concreto."],
          hint: ["Va bene anche una cosa minuscola: uscire a prendere un caffè, ascoltare una canzone che ami, sistemare un cassetto."],
        },
        day: {
          questions: ["In quale giorno vuoi farlo?", "Che giorno ti sembra più realistico per farlo?"],
          chips: ["Oggi", "Domani", "Sabato"],
          acks: ["{answer}, d'accordo.", "Segno {answer}."],
          hint: ["Scegli pure un giorno qualsiasi di questa settimana: conta averlo deciso, non che sia perfetto."],
        },
        time: {
          questions: ["A che ora, più o meno?", "In quale momento della giornata lo metti?"],
          chips: ["La mattina", "Dopo pranzo", "Alle 18"],
          acks: ["Ricapitolo: «{activity}», {day}, {time}.", "Allora: «{activity}», {day}, {time}."],
          hint: ["Anche un momento approssimativo va bene, per esempio «dopo pranzo» o «prima di cena»."],
        },
        confirm: {
          questions: ["Ti torna così, o vuoi cambiare qualcosa?", "Lo confermiamo così?"],
          chips: ["Sì, confermo", "Cambio qualcosa"],
          acks: ["Perfetto."],
          hint: ["Dimmi pure «sì» se ti torna, o «cambio» se vuoi sceglierla diversa."],
        },
      },
      done: [
        "Fatto: «{activity}», {day}, {time}. Me lo segno, così poi mi racconti com'è andata; non serve che sia perfetto, conta farlo anche in piccolo.",
        "Il piano è pronto: «{activity}», {day}, {time}. Se quel giorno la voglia non c'è, prova lo stesso per cinque minuti: spesso arriva dopo.",
      ],
      doneQuestions: ["Come ti senti ad averlo deciso?", "Cosa potrebbe metterti i bastoni tra le ruote, e come potresti aggirarlo?"],
    },
    exposure: {
      name: "una scala di esposizione graduale",
      offer: [
        "Evitare una situazione che spaventa dà sollievo subito, ma col tempo fa crescere la paura; quello che aiuta è avvicinarsi un gradino alla volta.",
        "La paura si ridimensiona quando ci si avvicina a piccoli passi, restando abbastanza da vedere che l'ansia sale e poi scende.",
      ],
      offerQuestions: [
        "Ti va di costruire insieme una piccola scala di passi, dal più facile al più difficile?",
        "Vuoi provare a preparare una scala di gradini per avvicinarti con calma?",
      ],
      start: [
        "Bene: la costruiamo insieme, un gradino alla volta, e il ritmo lo decidi tu.",
        "D'accordo: partiamo dalla cima della scala e poi cerchiamo il primo gradino.",
      ],
      steps: {
        situation: {
          questions: ["Qual è la situazione che ti spaventa e che tendi a evitare?", "Quale situazione vorresti riuscire ad affrontare?"],
          chips: ["Una festa", "Parlare in pubblico", "Prendere i mezzi"],
          acks: ["«{answer}»: è lì che vogliamo arrivare, con calma.", "Va bene, «{answer}» è la cima della scala."],
          hint: ["Pensa a una cosa concreta che eviti o affronti con molta ansia: una festa, una telefonata, un posto affollato."],
        },
        fear: {
          questions: [
            "Da 0 a 100, quanta paura ti fa affrontarla tutta intera, così com'è?",
            "Quanta ansia ti dà, su una scala da 0 a 100, pensare di farla per intero?",
          ],
          chips: ["50", "70", "90"],
          acks: ["{answer} su 100: ha senso partire da qualcosa di più piccolo.", "{answer} su 100, capisco: per questo si comincia dal basso."],
          hint: ["Mi basta un numero da 0 a 100, anche a occhio."],
        },
        first_step: {
          questions: [
            "Quale potrebbe essere il primo gradino, una versione più piccola che fa un po' paura ma si può fare?",
            "Come potresti rendere la situazione più facile, per cominciare?",
          ],
          chips: ["Andarci solo per un'ora", "Andarci con una persona di fiducia", "Restare 20 minuti e poi decidere"],
          acks: ["«{answer}»: un ottimo primo gradino.", "«{answer}» mi sembra giusto: abbastanza piccolo da farlo, abbastanza vero da contare."],
          hint: ["Per esempio, per una festa: andarci solo per un'ora, con una persona di fiducia, o arrivare presto quando c'è meno gente."],
        },
        when: {
          questions: ["Quando potresti provare questo primo gradino?", "In che giorno potresti salire questo primo gradino?"],
          chips: ["Questa settimana", "Sabato", "Alla prossima occasione"],
          acks: ["Bene."],
          hint: ["Basta un momento indicativo, per esempio «questo sabato» o «alla prossima occasione»."],
        },
      },
      done: [
        "Ecco la tua scala: in cima «{situation}» ({fear} su 100), come primo gradino «{first_step}», {when}. Quando ci sei, resta finché l'ansia scende un po': di solito sale, tocca un picco e poi cala da sola.",
        "La scala è pronta: primo gradino «{first_step}», {when}; in cima «{situation}», che oggi vale {fear} su 100. Ogni gradino salito rende più basso quello dopo.",
      ],
      doneQuestions: ["Cosa potrebbe aiutarti a restare, se l'ansia sale?", "Dopo questo primo gradino, quale potrebbe essere il secondo?"],
    },
    worry: {
      name: "il tempo delle preoccupazioni",
      offer: [
        "Quando le preoccupazioni arrivano a tutte le ore, può aiutare dar loro un appuntamento: un momento fisso e breve in cui pensarci apposta, rimandando lì tutte le altre.",
        "Scacciare una preoccupazione di solito non funziona; rimandarla a un orario preciso sì, più spesso di quanto si creda.",
      ],
      offerQuestions: ["Ti va di fissare insieme il tuo «tempo delle preoccupazioni»?", "Vuoi provare a dare un appuntamento fisso alle tue preoccupazioni?"],
      start: ["Bene: scegliamo quando, dove annotarle e a cosa tornare quando arrivano fuori orario."],
      steps: {
        worry_time: {
          questions: [
            "A che ora potresti dedicare quindici minuti al giorno alle preoccupazioni, non troppo vicino a quando vai a dormire?",
            "Quale momento della giornata potresti riservare alle preoccupazioni, per un quarto d'ora?",
          ],
          chips: ["Alle 18", "Dopo cena", "Al rientro a casa"],
          acks: ["{answer}: da oggi le preoccupazioni hanno un appuntamento.", "Bene, {answer}."],
          hint: ["Va bene un orario qualsiasi, purché sia lo stesso ogni giorno e lontano dal momento di andare a letto."],
        },
        worry_place: {
          questions: [
            "Dove potresti annotare al volo una preoccupazione quando arriva fuori orario?",
            "Su cosa potresti scrivere in due parole le preoccupazioni, per ritrovarle dopo?",
          ],
          chips: ["Sulle note del telefono", "Su un quaderno", "Su un foglietto in tasca"],
          acks: ["Perfetto: «{answer}».", "D'accordo, «{answer}»."],
          hint: ["Basta un posto sempre a portata di mano, come le note del telefono o un foglietto."],
        },
        refocus: {
          questions: ["Dopo averla annotata, a cosa potresti riportare l'attenzione?", "Una volta scritta, su cosa potresti spostare la mente?"],
          chips: ["A quello che stavo facendo", "A tre respiri lenti", "A una cosa pratica"],
          acks: ["Bene."],
          hint: ["Per esempio a quello che stavi facendo, a tre respiri lenti o a una cosa pratica da finire."],
        },
      },
      done: [
        "Ecco il tuo tempo delle preoccupazioni: ogni giorno {worry_time}, per quindici minuti. Se una preoccupazione arriva prima, la annoti («{worry_place}»), ti dici «ci penso dopo» e torni a questo: «{refocus}». All'appuntamento la riprendi, se conta ancora.",
        "Fatto: l'appuntamento è {worry_time}, un quarto d'ora al giorno. Fuori orario: due parole («{worry_place}»), «ci penso dopo», e poi «{refocus}». Molte preoccupazioni, all'appuntamento, pesano già meno.",
      ],
      doneQuestions: ["Quale preoccupazione di oggi potresti già rimandare a quell'appuntamento?", "Come ti sembra l'idea di rimandare, invece di scacciare?"],
    },
    sleep: {
      name: "le regole del letto per il sonno",
      offer: [
        "Se il sonno tarda, il letto rischia di diventare il posto dove si rimugina; il controllo dello stimolo aiuta a riassociarlo al sonno: letto solo per dormire, e se dopo una ventina di minuti il sonno non arriva ci si alza e si torna quando si ha sonno.",
        "Una delle cose che aiutano di più il sonno è insegnare di nuovo al corpo che il letto serve a dormire: si va a letto solo con il sonno e ci si alza se non arriva.",
      ],
      offerQuestions: [
        "Ti va di preparare insieme le tue regole per il letto e il sonno?",
        "Vuoi provare a scrivere insieme tre regole semplici per il letto?",
      ],
      start: ["Bene: tre domande e avrai le tue regole.", "D'accordo: facciamo le tue regole, una alla volta."],
      steps: {
        bed_habits: {
          questions: ["Cosa fai a letto, oltre a dormire, che potresti spostare altrove?", "Quali abitudini hai a letto che non c'entrano con il sonno?"],
          chips: ["Guardo il telefono", "Guardo serie tv", "Lavoro o studio"],
          acks: ["«{answer}»: proviamo a spostarlo fuori dal letto.", "Bene, «{answer}» da domani si fa altrove."],
          hint: ["Per esempio il telefono, le serie, il lavoro, o anche solo rimuginare a occhi aperti."],
        },
        get_up: {
          questions: [
            "Se dopo una ventina di minuti sei ancora a occhi aperti, cosa potresti fare di tranquillo fuori dal letto, con la luce bassa?",
            "Quale attività calma e poco stimolante potresti tenere pronta per quando ti alzi di notte?",
          ],
          chips: ["Leggere un libro", "Ascoltare musica calma", "Un esercizio di respiro"],
          acks: ["«{answer}» va benissimo, con la luce bassa e senza schermi.", "«{answer}»: ottimo, purché sia tranquillo."],
          hint: ["Qualcosa di tranquillo e un po' noioso, lontano dagli schermi: leggere qualche pagina, musica calma, un esercizio di respiro."],
        },
        wake_time: {
          questions: [
            "A che ora vuoi alzarti ogni mattina, anche dopo una notte storta?",
            "Quale orario di sveglia potresti tenere fisso, anche nel fine settimana?",
          ],
          chips: ["Alle 7", "Alle 7:30", "Alle 8"],
          acks: ["Bene."],
          hint: ["Basta un orario indicativo che potresti tenere tutti i giorni, per esempio «alle 7:30»."],
        },
      },
      done: [
        "Ecco le tue regole: il letto è solo per dormire, quindi «{bed_habits}» si fa altrove; se dopo circa venti minuti il sonno non arriva, ti alzi e fai «{get_up}» con la luce bassa, e torni a letto solo quando hai sonno; la sveglia è {wake_time} ogni giorno, anche nel fine settimana, senza pisolini lunghi.",
        "Le tue regole del sonno: a letto solo per dormire («{bed_habits}» altrove); se il sonno non arriva in una ventina di minuti, ti alzi per «{get_up}» e torni quando hai sonno; sveglia fissa {wake_time}. Le prime notti possono essere faticose: è normale, e poi di solito migliora.",
      ],
      doneQuestions: ["Quale di queste regole ti sembra la più difficile da seguire?", "Da quale notte vuoi cominciare?"],
    },
    problem: {
      name: "un foglio di problem solving",
      offer: [
        "Quando un problema pratico sembra enorme, aiuta metterlo su carta un pezzo alla volta: definirlo, cercare più strade, pesarne due e scegliere un primo passo.",
        "Un problema concreto si affronta meglio a passi: prima lo si definisce, poi si cercano idee, poi se ne pesano due.",
      ],
      offerQuestions: ["Ti va di affrontarlo insieme con un foglio di problem solving?", "Vuoi provare a scomporlo insieme, un passo alla volta?"],
      start: ["Bene, andiamo per passi.", "D'accordo: prima lo mettiamo a fuoco, poi cerchiamo le strade."],
      steps: {
        problem: {
          questions: ["Qual è il problema, detto in una frase concreta?", "Come descriveresti il problema in poche parole, come lo scriveresti su un foglio?"],
          chips: ["Non arrivo a fine mese", "Ho una bolletta da pagare", "Ho un debito che mi preoccupa"],
          acks: ["«{answer}»: ora è un problema con dei confini, non una nuvola.", "Bene: «{answer}». Messo così è già più maneggevole."],
          hint: ["Prova a dirlo come un fatto concreto, per esempio «devo pagare l'affitto entro il 5 e mi mancano 200 euro»."],
        },
        options: {
          questions: [
            "Quali soluzioni ti vengono in mente, anche quelle che sembrano strane o imperfette?",
            "Se facessimo un elenco di tutte le strade possibili, senza giudicarle, cosa ci scriveresti?",
          ],
          chips: ["Chiedere una rateizzazione", "Tagliare una spesa", "Chiedere aiuto a qualcuno"],
          acks: ["Bene: più idee ci sono, meglio è, senza giudicarle adesso.", "Ottimo elenco: per ora le teniamo tutte."],
          hint: ["Anche idee piccole o imperfette valgono: chiedere più tempo, tagliare una spesa, farsi aiutare, informarsi."],
        },
        best_two: {
          questions: ["Tra queste, quali sono le due che ti sembrano più promettenti?", "Se dovessi tenerne solo due, quali sceglieresti?"],
          chips: [],
          acks: ["D'accordo: «{answer}».", "Bene, teniamo «{answer}»."],
          hint: ["Non serve che siano perfette: scegline due che ti sembrano almeno fattibili."],
        },
        pros_cons: {
          questions: [
            "Per ciascuna delle due, qual è il vantaggio principale e quale lo svantaggio?",
            "Cosa ci guadagneresti e cosa ti costerebbe, con l'una e con l'altra?",
          ],
          chips: [],
          acks: ["Grazie: guardarle così aiuta a scegliere.", "Bene, ora sono sulla bilancia."],
          hint: ["Basta una riga per ciascuna: «pro: …, contro: …»."],
        },
        first_step: {
          questions: [
            "Qual è il primo passo, piccolo e concreto, per la strada che scegli?",
            "Cosa potresti fare per primo, in meno di mezz'ora, per partire?",
          ],
          chips: ["Fare una telefonata", "Scrivere una mail", "Fare due conti"],
          acks: ["Bene."],
          hint: ["Qualcosa che si possa fare in meno di mezz'ora: una telefonata, una mail, due conti su un foglio."],
        },
      },
      done: [
        "Ecco il tuo foglio: il problema è «{problem}»; le strade migliori sono «{best_two}»; il primo passo è «{first_step}». Un problema grande si muove anche con un passo piccolo.",
        "Il foglio è completo: «{problem}», le due strade «{best_two}», e per cominciare «{first_step}». Se la prima strada non funziona, l'elenco resta qui.",
      ],
      doneQuestions: ["Quando pensi di fare questo primo passo?", "Cosa ti servirebbe per riuscire a farlo?"],
    },
    assertive: {
      name: "un copione per dirlo (DESC)",
      offer: ["Posso aiutarti a costruirlo con le tue parole, un pezzo alla volta.", "Possiamo scriverlo insieme, con le tue parole."],
      offerQuestions: ["Ti va di costruire il tuo copione insieme, un pezzo alla volta?", "Vuoi preparare insieme le frasi da dire, pezzo per pezzo?"],
      start: ["Bene: quattro pezzi, e alla fine li mettiamo insieme.", "D'accordo: lo costruiamo in quattro pezzi."],
      steps: {
        describe: {
          questions: [
            "Cosa è successo, detto solo con i fatti, come lo riprenderebbe una telecamera?",
            "Qual è il fatto concreto di cui vuoi parlare, senza giudizi?",
          ],
          chips: [],
          acks: ["Bene: solo fatti, niente giudizi.", "Perfetto, è una descrizione pulita."],
          hint: ["Per esempio: «ieri hai annullato la cena all'ultimo momento», invece di «non ti importa mai di me»."],
        },
        express: {
          questions: [
            "Cosa hai provato, detto in prima persona, per esempio con «mi sento…»?",
            "Come puoi dire quello che hai provato partendo da te, con un «io»?",
          ],
          chips: [],
          acks: [
            "Parlare di te invece che di lei o di lui rende più facile essere ascoltati.",
            "Bene: un messaggio in prima persona è difficile da contestare.",
          ],
          hint: ["Basta una parola vera: ferita, delusa, arrabbiato, in ansia… anche solo quella."],
        },
        specify: {
          questions: ["Qual è la cosa piccola e precisa che vorresti chiedere?", "Cosa chiederesti di concreto, per la prossima volta?"],
          chips: [],
          acks: ["Una richiesta chiara e piccola ha molte più possibilità di essere accolta.", "Bene, è una richiesta precisa."],
          hint: ["Una cosa sola e fattibile, per esempio «vorrei che mi avvisassi un giorno prima»."],
        },
        consequences: {
          questions: ["Cosa ci guadagnereste entrambi, se andasse così?", "Cosa migliorerebbe tra voi, se la tua richiesta venisse accolta?"],
          chips: [],
          acks: ["Bene."],
          hint: ["Qualcosa di positivo per tutti e due, per esempio «così potremmo goderci le serate insieme»."],
        },
      },
      done: [
        "Ecco il tuo copione, con le tue parole: «{script}» Scegli un momento tranquillo, parla piano e, se la conversazione devia, torna con calma alla tua richiesta.",
        "Messo insieme suona così: «{script}» Non serve dirlo alla perfezione: conta restare sui fatti e su quello che chiedi.",
      ],
      doneQuestions: ["Come ti suona, letto tutto insieme?", "C'è una parola che vorresti cambiare prima di dirlo?"],
    },
    decision: {
      name: "pro e contro di una scelta",
      offer: ["Possiamo farlo insieme, una colonna alla volta.", "Ti accompagno a pesarla, senza fretta."],
      offerQuestions: [
        "Ti va di metterla sulla bilancia insieme, pro e contro, un passo alla volta?",
        "Vuoi provare a scrivere insieme le due colonne, pro e contro?",
      ],
      start: ["Bene: prima la scelta, poi i pro, poi i contro.", "D'accordo: mettiamo a fuoco la scelta e poi le due colonne."],
      steps: {
        decision: {
          questions: ["Qual è la scelta che stai valutando, in una frase?", "Come diresti la decisione che hai davanti, in poche parole?"],
          chips: [],
          acks: ["«{answer}»: guardiamola da due lati.", "Bene: «{answer}»."],
          hint: ["Per esempio: «accettare il lavoro a Milano o restare dove sono»."],
        },
        pros: {
          questions: ["Quali sono i pro, cosa ci guadagneresti adesso e tra qualche mese?", "Cosa c'è di buono in questa scelta, se la fai?"],
          chips: [],
          acks: ["Bene, la colonna dei pro è scritta.", "Grazie, sono pro importanti."],
          hint: ["Anche vantaggi piccoli contano: tempo, soldi, serenità, possibilità nuove."],
        },
        cons: {
          questions: [
            "Quali sono i contro, cosa rischi e quanto sarebbe rimediabile se andasse male?",
            "Cosa ti preoccupa o ti costerebbe, se facessi questa scelta?",
          ],
          chips: [],
          acks: ["Grazie: ora la bilancia ha due piatti.", "Bene, anche i contro sono sul tavolo."],
          hint: ["Pensa a cosa perderesti e a quanto sarebbe grave davvero, se succedesse."],
        },
        lean: {
          questions: ["Guardando le due colonne, da che parte pende la bilancia, anche di poco?", "Se dovessi scegliere oggi, verso cosa andresti?"],
          chips: ["Verso il sì", "Verso il no", "Ancora a metà"],
          acks: ["Bene."],
          hint: ["Va bene anche «a metà»: è un'informazione anche quella."],
        },
      },
      done: [
        "Ecco la tua bilancia: la scelta è «{decision}»; a favore «{pros}»; contro «{cons}»; per ora: «{lean}». Non devi decidere adesso: a volte basta vedere tutto scritto.",
        "Le due colonne sono pronte. Scelta: «{decision}». Pro: «{pros}». Contro: «{cons}». Oggi pendi così: «{lean}». È una fotografia, non un verdetto.",
      ],
      doneQuestions: ["Quale informazione ti aiuterebbe a decidere con più serenità?", "Cosa diresti a un'amica che avesse davanti la stessa scelta?"],
    },
    savouring: {
      name: "assaporare una cosa bella",
      offer: [
        "Le cose belle scivolano via più in fretta di quelle brutte: fermarsi ad assaporarle le aiuta a restare.",
        "Ricordare i dettagli di un bel momento lo fa durare più a lungo.",
      ],
      offerQuestions: [
        "Ti va di fermarti un momento ad assaporarla, e di annotarla tra le cose positive?",
        "Vuoi prenderti un minuto per gustartela e segnarla tra le cose belle?",
      ],
      start: ["Bene, prendiamoci un momento.", "Volentieri: restiamo un po' su questa cosa bella."],
      steps: {
        good_thing: {
          questions: ["Qual è la cosa bella che è successa?", "Cosa è andato bene, oggi o in questi giorni?"],
          chips: [],
          acks: ["«{answer}»: che bello.", "«{answer}»: mi fa davvero piacere."],
          hint: ["Va bene anche una cosa piccola: un caffè buono, un messaggio gentile, un lavoro finito."],
        },
        details: {
          questions: [
            "Se la rivivi adesso, cosa ricordi di quel momento: cosa vedevi, sentivi, chi c'era?",
            "Quale dettaglio di quel momento ti piacerebbe ricordare?",
          ],
          chips: [],
          acks: ["Resta un attimo lì, con quei dettagli.", "Che bel dettaglio da tenere."],
          hint: ["Anche un solo dettaglio: un suono, un viso, una sensazione nel corpo."],
        },
        own_part: {
          questions: ["Cosa hai fatto tu perché succedesse, anche in piccolo?", "Qual è stata la tua parte in questa cosa bella?"],
          chips: ["Ci ho messo impegno", "Ho chiesto aiuto", "Non ho mollato"],
          acks: ["Bene."],
          hint: ["Anche solo esserci stato, aver chiesto, aver provato: conta."],
        },
      },
      done: [
        "L'ho annotata tra i tuoi dati positivi: «{good_thing}», e la tua parte, «{own_part}». Nei giorni più grigi possiamo rileggerla insieme, come prova che le cose buone succedono e che tu ci metti del tuo.",
        "Segnata tra le cose positive: «{good_thing}», con la tua parte: «{own_part}». È un dato, non un caso: vale la pena ricordarlo.",
      ],
      doneQuestions: ["Cosa vuoi ricordarti di oggi, tra una settimana?", "Con chi ti piacerebbe condividerla?"],
    },
  },
  stopHint: ["Puoi fermarti quando vuoi scrivendo «basta» o «un'altra volta».", "Se vuoi smettere, scrivi pure «basta» o «un'altra volta»."],
  seeded: ["Partiamo da quello che mi hai scritto: «{answer}».", "Tengo come punto di partenza quello che mi hai detto: «{answer}»."],
  again: ["Va bene, rifacciamolo da capo.", "Certo, cambiamo: ripartiamo dall'inizio."],
  leave: ["Va bene, ci fermiamo qui.", "Certo, lo lasciamo a metà, nessun problema.", "D'accordo, mettiamolo da parte."],
  leaveExtra: ["Se vorrai, lo riprendiamo un'altra volta.", "Quello che hai scritto finora conta comunque."],
  leaveQuestions: ["Di cosa ti va di parlare, adesso?", "Come stai in questo momento?", "Cosa ti servirebbe di più adesso?"],
  exit: /\b(?:un altra volta|un altro giorno|un altro momento|magari (?:dopo|piu tardi|un altra volta)|non ora|non adesso|ora no|adesso no|parliamo d altro|parliamo di altro|cambiamo (?:argomento|discorso)|cambio argomento|non mi va di continuare|non voglio (?:piu )?continuare|lascia(?:mo)? (?:stare|perdere)|fermiamoci|smettiamo|smettiamola|interrompiamo|basta cosi|chiudiamo qui)\b/,
  triggers: {
    activation:
      /\b(?:non ho (?:piu )?voglia di (?:fare )?(?:niente|nulla)|non faccio piu (?:niente|nulla)|sto (?:sempre|tutto il giorno) (?:a letto|sul divano|chiuso in casa|chiusa in casa)|non esco (?:piu|mai|da giorni)|niente mi (?:va|interessa|piace piu)|apati\w*|non ho (?:piu )?energi\w*|le giornate sono tutte uguali)\b/,
    exposure:
      /\b(?:evit\w+|ho (?:paura|il terrore|ansia) (?:di|ad?) (?:andare|uscire|parlare|presentar\w*|guidare|prendere|entrare|incontrare)|non (?:riesco|ce la faccio) ad? (?:andare|uscire|entrare|parlare)|mi (?:blocco|paralizzo) (?:quando|se|alla|al|davanti)|(?:festa|feste|cena|aperitivo|presentazione|colloquio) (?:mi )?(?:terrorizza|spaventa|agita|mette ansia)|ansia (?:per|della|alla) (?:festa|cena|presentazione))\b/,
    worry:
      /\b(?:rimugin\w*|non riesco a smettere di pensar\w*|mi preoccupo (?:per tutto|di tutto|continuamente|sempre|tutto il giorno)|pensieri che (?:girano|non si fermano)|la testa non si ferma|penso (?:sempre|continuamente) (?:a|al|alla|che)|troppi pensieri|preoccupazioni continue)\b/,
    sleep:
      /\b(?:non riesco a (?:dormire|addormentarmi)|non dormo|insonni\w*|mi sveglio (?:di notte|alle|spesso|sempre)|resto sveglio|resto sveglia|mi giro (?:e mi rigiro )?nel letto|(?:dormo|ho dormito) (?:male|poco|malissimo)|notti in bianco|notte in bianco)\b/,
    problem:
      /\b(?:soldi|affitto|bollett\w*|debit\w*|mutuo|non arrivo a fine mese|rate|prestito|spese|conto in rosso|lavoro da cercare|padrone di casa|trasloco|la macchina (?:si e )?rott\w*)\b/,
    assertive: /\b(?:come (?:faccio a|posso) (?:dirglielo|dirle|dirgli|dirlo)|come glielo dico|cosa le dico|cosa gli dico)\b/,
    decision:
      /\b(?:non so se (?:accettare|lasciare|restare|andare|cambiare|licenziarmi|trasferirmi|mollare|dirglielo|farlo)|non riesco a decidere|sono indecis\w*|devo decidere (?:se|tra)|prendere una decisione)\b/,
    savouring: /\b(?:che bello|bella notizia|buona notizia|sono felice|sono content[oa]|e andata bene|e andato bene|ce l ho fatta|bellissima giornata)\b/,
  },
  feelPrefix: "Mi sento",
  planFallback: "dedicarti a «{activity}» ({day}, {time})",
  verbPhrase: /^\p{L}+(?:are|ere|ire|arti|erti|irti|armi|ermi|irmi|arsi|ersi|irsi)\b/u,
};
