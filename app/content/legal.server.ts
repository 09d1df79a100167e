/**
 * Terms of service and privacy notice, in Italian (default) and English.
 * Section ids are stable and identical in both languages (usable as anchors).
 * Respiro is self-hosted: the data controller is the operator of each instance.
 */

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: LegalSection[];
}

/** Spec constant: date of the last update of the terms and the privacy notice. */
export const LEGAL_UPDATED_AT = "2025-03-25";

export const legal: Record<"it" | "en", { terms: LegalDocument; privacy: LegalDocument }> = {
  it: {
    terms: {
      title: "Termini di servizio",
      intro:
        "Questi termini regolano l'uso di Respiro, un'app web aperta per il benessere emotivo che chiunque può installare sul proprio server. Il servizio che stai usando è offerto dal gestore di questa istanza di Respiro. Li abbiamo scritti nel modo più semplice possibile: leggili con calma.",
      sections: [
        {
          id: "acceptance",
          heading: "Accettazione dei termini",
          paragraphs: [
            "Creando un account o usando Respiro accetti questi termini e confermi di aver letto l'informativa sulla privacy. Se non sei d'accordo, ti chiediamo di non usare il servizio.",
            "Respiro è un software aperto e ogni istanza è gestita in modo indipendente. Per questa istanza il tuo interlocutore è il gestore di questa istanza di Respiro, non gli autori del software.",
          ],
        },
        {
          id: "the-service",
          heading: "Il servizio e cosa non è",
          paragraphs: [
            "Respiro ti offre un compagno basato sull'intelligenza artificiale che si ispira alla terapia cognitivo-comportamentale (CBT), esercizi CBT, meditazioni, riflessioni quotidiane, il monitoraggio dell'umore, moduli di suggerimenti generati dall'IA e una biblioteca di risorse. È pensato per accompagnarti nella cura quotidiana del tuo benessere.",
            "Respiro non è un dispositivo medico, non è una terapia e non sostituisce uno psicologo, uno psicoterapeuta o un medico. Non fa diagnosi e non dà indicazioni sui farmaci. Se il malessere dura da tempo, peggiora o pesa sulla tua vita di tutti i giorni, rivolgiti a un professionista.",
            "Respiro non è un servizio di emergenza. Se sei in pericolo o pensi di farti del male, chiama subito il 112 (Italia e Unione europea), il 988 (Stati Uniti) o i Samaritans al 116 123 (Regno Unito e Irlanda).",
          ],
        },
        {
          id: "account-security",
          heading: "Account e sicurezza",
          paragraphs: [
            "Per usare la maggior parte delle funzioni ti serve un account con nome utente, e-mail, nome completo e password. Inserisci dati veri e tienili aggiornati.",
            "Custodisci la tua password e non condividere l'account con altre persone. La password viene salvata solo in forma non reversibile (un hash argon2id): nessuno, nemmeno il gestore, può leggerla. Se pensi che qualcuno abbia accesso al tuo account, cambia subito la password e avvisa il gestore.",
            "Puoi scaricare una copia dei tuoi dati ed eliminare il tuo account in qualsiasi momento, direttamente dal tuo profilo. Il gestore può sospendere o chiudere un account che viola questi termini, in modo proporzionato e, quando possibile, dopo averti avvisato.",
          ],
        },
        {
          id: "age",
          heading: "Età minima",
          paragraphs: [
            "Per usare Respiro devi avere almeno 16 anni. Se hai meno di 16 anni puoi usarlo solo con il consenso di un genitore o di chi esercita la responsabilità genitoriale, e ti invitiamo a parlarne con loro.",
            "Se sei minorenne, vivi in Italia e hai bisogno di parlare con qualcuno, puoi chiamare Telefono Azzurro al 19696, gratuito e attivo 24 ore su 24. In caso di pericolo chiama il 112.",
          ],
        },
        {
          id: "trial-subscription",
          heading: "Prova, promozione di lancio e abbonamento",
          paragraphs: [
            "Quando ti registri ricevi una prova gratuita di 7 giorni. I primi 50 iscritti possono invece ricevere un codice personale della promozione di lancio, da attivare entro 30 giorni, che dà 10 giorni di accesso premium completo. Alla fine della prova o della promozione non ti viene addebitato nulla: continui con il piano gratuito, che include un numero limitato di richieste all'IA al giorno.",
            "L'abbonamento premium costa 4,99 € al mese oppure 39,99 € all'anno; il prezzo finale ti viene mostrato prima del pagamento. I pagamenti sono gestiti da Stripe, sulla sua pagina di pagamento sicura: i dati della carta non arrivano mai a Respiro. L'abbonamento si rinnova automaticamente alla fine di ogni periodo, finché non lo disdici, e la ricevuta di ogni pagamento è disponibile nell'app.",
            "Puoi disdire quando vuoi: mantieni l'accesso premium fino alla fine del periodo già pagato e poi non ti viene addebitato altro. Se passi dal piano mensile a quello annuale o viceversa, il nuovo piano parte dal rinnovo successivo.",
            "Come consumatore nell'Unione europea hai di norma 14 giorni per recedere da un acquisto online. Per i contenuti digitali, se chiedi di iniziare subito e lo accetti espressamente, il diritto di recesso può venir meno una volta iniziata la fornitura (in Italia, art. 59 del Codice del Consumo). Nei casi in cui la legge te lo riconosce, puoi esercitarlo scrivendo al gestore di questa istanza di Respiro.",
          ],
        },
        {
          id: "acceptable-use",
          heading: "Uso corretto",
          paragraphs: [
            "Usa Respiro per te e con rispetto. Non è consentito usarlo per attività illegali, cercare di accedere ad account o dati di altre persone, aggirare i limiti d'uso, la prova o i pagamenti, sovraccaricare o attaccare il servizio.",
            "Non usare il compagno IA per produrre contenuti che incitano alla violenza, all'odio o all'autolesionismo e non cercare di fargli ignorare le sue regole di sicurezza. Le violazioni possono portare alla sospensione dell'account.",
          ],
        },
        {
          id: "ai-content",
          heading: "Limiti dei contenuti generati dall'IA",
          paragraphs: [
            "Nella chat parli con un'intelligenza artificiale, non con una persona né con un terapeuta, e la chat te lo dice chiaramente. Per impostazione predefinita le risposte vengono da un motore a regole integrato in Respiro; se il gestore lo ha configurato, da un modello linguistico compatibile con OpenAI.",
            "Le risposte e i suggerimenti dell'IA possono essere sbagliati, incompleti o non adatti alla tua situazione. Prendili come spunti di riflessione, non come consigli medici o psicologici, e affidati sempre al tuo giudizio.",
            "Se nei tuoi messaggi compaiono segnali di crisi, un filtro di sicurezza interrompe la conversazione normale e ti mostra i numeri di emergenza. Il filtro può sbagliare e non sostituisce l'aiuto di una persona: se sei in pericolo, chiama subito il 112.",
          ],
        },
        {
          id: "liability-availability",
          heading: "Responsabilità e disponibilità",
          paragraphs: [
            "Il gestore di questa istanza si impegna a mantenere Respiro funzionante e sicuro, ma non può garantire che sia sempre disponibile o privo di errori. Il servizio può essere interrotto per manutenzione, aggiornamenti o cause esterne.",
            "Nei limiti consentiti dalla legge, il gestore non risponde delle decisioni che prendi sulla base dei contenuti di Respiro né di danni indiretti. Restano ferme la responsabilità per dolo o colpa grave e tutti i diritti che la legge ti riconosce come consumatore.",
            "Ti consigliamo di esportare ogni tanto i tuoi dati dal tuo profilo, così da averne sempre una copia.",
          ],
        },
        {
          id: "changes-law-contact",
          heading: "Modifiche, legge applicabile e contatti",
          paragraphs: [
            "Il gestore può aggiornare questi termini, per esempio per nuove funzioni o nuovi obblighi di legge. Le modifiche importanti ti vengono segnalate nell'app prima di entrare in vigore e la data dell'ultimo aggiornamento è indicata in questa pagina. Se non sei d'accordo, puoi disdire l'abbonamento ed eliminare l'account.",
            "Questi termini sono regolati dalla legge del paese in cui ha sede il gestore di questa istanza. Se sei un consumatore, conservi le tutele inderogabili del paese in cui vivi e puoi rivolgerti al giudice del luogo in cui risiedi.",
            "Per qualsiasi domanda su questi termini scrivi al gestore di questa istanza di Respiro con il modulo della pagina Aiuto e supporto (/support), oppure ai recapiti che ha pubblicato su questa istanza.",
          ],
        },
      ],
    },
    privacy: {
      title: "Informativa sulla privacy",
      intro:
        "Questa informativa ti spiega quali dati tratta Respiro, perché lo fa, per quanto tempo li conserva e quali diritti hai, secondo il Regolamento (UE) 2016/679 (GDPR). Qui si parla anche di cose delicate, come il tuo umore e i tuoi pensieri: per questo abbiamo cercato di essere chiari e diretti.",
      sections: [
        {
          id: "controller",
          heading: "Titolare del trattamento",
          paragraphs: [
            "Respiro è un software aperto che chiunque può installare sul proprio server. Il Titolare del trattamento è il gestore di questa istanza: la persona o l'organizzazione che la fa funzionare e decide come viene gestita. In questa informativa «noi» indica il gestore di questa istanza di Respiro.",
            "Per domande sui tuoi dati o per esercitare i tuoi diritti, scrivi al gestore di questa istanza con il modulo della pagina Aiuto e supporto (/support) o ai recapiti che ha pubblicato su questa istanza. Gli autori del software non ricevono i tuoi dati.",
          ],
        },
        {
          id: "data-we-process",
          heading: "Quali dati trattiamo",
          paragraphs: [
            "Dati dell'account: nome utente, e-mail, nome completo e password, che conserviamo solo come hash argon2id e mai in chiaro. Registriamo anche quando hai accettato i termini e dato i tuoi consensi.",
            "Dati sul benessere, solo se ci dai il consenso: la cronologia della chat con il compagno IA, le riflessioni, le voci sull'umore e il tuo piano di sicurezza. Possono rivelare informazioni sulla tua salute, quindi li trattiamo con particolare cura e non sono mai visibili agli amministratori.",
            "Dati sull'abbonamento: piano, stato, date di rinnovo e gli identificativi che ci restituisce Stripe. I dati della tua carta non passano mai dai nostri server.",
            "Messaggi al supporto: nome, e-mail, oggetto e testo che ci scrivi con il modulo di contatto, e la lingua della pagina. Li leggono solo gli amministratori, per risponderti.",
            "Dati tecnici e di sicurezza: i tentativi di accesso (con data, esito e indirizzo IP), il conteggio giornaliero delle richieste all'IA e i codici per reimpostare la password, salvati in forma non leggibile.",
          ],
        },
        {
          id: "purposes-legal-bases",
          heading: "Finalità e basi giuridiche",
          paragraphs: [
            "Usiamo i dati dell'account e dell'abbonamento per darti il servizio che hai chiesto: creare e gestire il tuo account, attivare la prova, la promozione o il premium, gestire pagamenti e rinnovi (art. 6(1)(b) GDPR, esecuzione del contratto). Conserviamo i dati di fatturazione per rispettare gli obblighi fiscali (art. 6(1)(c) GDPR). Usiamo i messaggi al supporto per risponderti (art. 6(1)(b) GDPR o, se non hai un account, art. 6(1)(f), legittimo interesse a rispondere a chi ci scrive). Usiamo i dati tecnici per proteggere il servizio e il tuo account, per esempio bloccando tentativi ripetuti di accesso o di invio (art. 6(1)(f) GDPR, legittimo interesse alla sicurezza).",
            "Trattiamo i dati sul benessere solo con il tuo consenso esplicito (art. 9(2)(a) GDPR) e solo per farti usare le funzioni che ne hanno bisogno: la chat, le riflessioni, il monitoraggio dell'umore e il piano di sicurezza. Non li usiamo per pubblicità, per profilazione commerciale o per addestrare modelli di IA.",
            "Puoi revocare il consenso quando vuoi, con la stessa facilità con cui lo hai dato, dalle impostazioni del tuo account o scrivendo al gestore. La revoca non rende illecito quanto fatto prima; da quel momento le funzioni che usano questi dati non sono più disponibili e puoi eliminare quelli già salvati.",
          ],
        },
        {
          id: "ai-processing",
          heading: "Elaborazione con l'IA e filtro di sicurezza",
          paragraphs: [
            "Il compagno di Respiro è un'intelligenza artificiale e la chat lo dice chiaramente, come richiede l'art. 50 del Regolamento (UE) sull'intelligenza artificiale (AI Act). Per impostazione predefinita le risposte sono prodotte da un motore a regole che gira su questo server: i tuoi messaggi non escono dall'istanza.",
            "Solo se il gestore ha configurato un modello compatibile con OpenAI, i messaggi della conversazione e il contesto necessario vengono inviati a quel fornitore per generare la risposta. Se il fornitore non risponde, Respiro torna al motore integrato.",
            "Un filtro di sicurezza controlla i messaggi per riconoscere segnali di crisi, come pensieri di suicidio o di autolesionismo. Se li riconosce, ti mostra subito i numeri di emergenza e il tuo piano di sicurezza. È un controllo automatico pensato per proteggerti: non prende decisioni su di te, non ha effetti giuridici e non avvisa il gestore né altre persone.",
          ],
        },
        {
          id: "retention",
          heading: "Per quanto tempo conserviamo i dati",
          paragraphs: [
            "Conserviamo i dati dell'account e i dati sul benessere finché hai un account. Puoi eliminare i dati sul benessere o l'intero account quando vuoi: vengono cancellati dal database dell'istanza e le eventuali copie di backup vengono sovrascritte nel loro normale ciclo di rotazione.",
            "Le sessioni scadono quando esci o al più tardi dopo 30 giorni. I codici per reimpostare la password valgono 10 minuti e si usano una sola volta. I messaggi al supporto sono conservati per il tempo necessario a risponderti e a gestire eventuali seguiti; puoi chiederne la cancellazione.",
            "I registri di sicurezza sono conservati per un periodo limitato, proporzionato alla loro funzione. I dati di fatturazione richiesti dalla legge sono conservati per il tempo previsto dalle norme fiscali e contabili (in Italia, di norma 10 anni).",
          ],
        },
        {
          id: "recipients-transfers",
          heading: "Destinatari, responsabili e trasferimenti",
          paragraphs: [
            "Non vendiamo i tuoi dati e non li condividiamo per pubblicità. Li ricevono solo i fornitori che servono a far funzionare il servizio, come responsabili del trattamento o, per i loro obblighi di legge, come titolari autonomi.",
            "Stripe, per i pagamenti: riceve i dati necessari all'abbonamento e gestisce direttamente i dati della carta. Il fornitore di posta elettronica (SMTP) scelto dal gestore, solo per inviarti i codici per reimpostare la password. Il fornitore del modello IA configurato dal gestore, solo se ne ha configurato uno, per i messaggi della chat e delle funzioni IA. Infine, l'eventuale fornitore che ospita il server dell'istanza.",
            "Alcuni fornitori, come Stripe, possono trattare dati fuori dallo Spazio economico europeo, per esempio negli Stati Uniti. In questi casi il trasferimento avviene con le garanzie previste dal GDPR, come una decisione di adeguatezza (EU-US Data Privacy Framework) o le clausole contrattuali standard approvate dalla Commissione europea.",
          ],
        },
        {
          id: "cookies",
          heading: "Cookie",
          paragraphs: [
            "Respiro usa solo cookie strettamente necessari, per questo non trovi un banner che ti chiede il consenso. Non usiamo cookie di tracciamento, di analisi o pubblicitari, né strumenti di terze parti che seguono la tua navigazione.",
            "I cookie sono cinque: il cookie di sessione (respiro_session, o __Host-respiro_session sulle connessioni sicure), che ti tiene connesso per al massimo 30 giorni; il cookie della lingua (respiro_lang), che ricorda per un anno se preferisci l'italiano o l'inglese; un cookie di notifica monouso (respiro_toast), che porta un breve messaggio alla pagina successiva e viene cancellato appena letto, entro 60 secondi; il cookie del recupero password (respiro_reset_email), che porta la tua e-mail dalla richiesta del codice alla pagina per reimpostare la password e scade dopo 15 minuti; il cookie del fuso orario (CH-time-zone), che per un anno dice al server il tuo fuso orario, così date e giornate sono le tue. Accanto a quest'ultimo il browser tiene nella sua memoria locale (respiro-time-zone-offsets) di quanti minuti il tuo orario si scosta da quello universale a gennaio e a luglio, per non dover ricontrollare il fuso a ogni pagina: resta sul tuo dispositivo e non viene mai inviato.",
            "Se installi Respiro come app, il browser conserva nella sua cache i file del programma e una pagina con i numeri di aiuto da mostrare senza connessione. Nessuna pagina personale, conversazione o dato sul benessere viene salvato in questa cache.",
          ],
        },
        {
          id: "your-rights",
          heading: "I tuoi diritti",
          paragraphs: [
            "Hai il diritto di accedere ai tuoi dati, di correggerli, di cancellarli, di limitarne il trattamento e di riceverli in un formato strutturato e leggibile da una macchina (portabilità). Puoi esportare i tuoi dati in un file ed eliminare l'account direttamente dal tuo profilo, senza doverlo chiedere a nessuno.",
            "Puoi opporti ai trattamenti basati sul legittimo interesse e revocare in qualsiasi momento il consenso al trattamento dei dati sul benessere.",
            "Per esercitare i tuoi diritti contatta il gestore di questa istanza, che ti risponderà entro un mese. Se pensi che i tuoi dati siano trattati in modo non corretto, puoi presentare reclamo al Garante per la protezione dei dati personali (garanteprivacy.it) o all'autorità di controllo del paese in cui vivi o lavori.",
          ],
        },
        {
          id: "security-changes",
          heading: "Sicurezza e modifiche",
          paragraphs: [
            "Proteggiamo i dati con misure tecniche e organizzative adeguate: password salvate con argon2id, cookie firmati e leggibili solo dal server, connessioni cifrate (HTTPS) quando il gestore le attiva e dati sul benessere esclusi dalle schermate di amministrazione.",
            "Nessun sistema è sicuro al 100%. Se una violazione dei dati mette a rischio i tuoi diritti, il gestore ti avviserà come previsto dal GDPR.",
            "Questa informativa può cambiare. Ti segnaleremo nell'app le modifiche importanti e, se cambia il modo in cui trattiamo i dati sul benessere, ti chiederemo di nuovo il consenso.",
          ],
        },
      ],
    },
  },
  en: {
    terms: {
      title: "Terms of service",
      intro:
        "These terms govern your use of Respiro, an open web app for emotional wellbeing that anyone can run on their own server. The service you are using is provided by the operator of this Respiro instance. We have kept them as plain as we can: please take a moment to read them.",
      sections: [
        {
          id: "acceptance",
          heading: "Accepting these terms",
          paragraphs: [
            "By creating an account or using Respiro, you accept these terms and confirm that you have read the privacy notice. If you do not agree, please do not use the service.",
            "Respiro is open software and every instance is run independently. For this instance, you are dealing with the operator of this Respiro instance, not with the authors of the software.",
          ],
        },
        {
          id: "the-service",
          heading: "The service and what it is not",
          paragraphs: [
            "Respiro offers you an AI companion inspired by cognitive behavioural therapy (CBT), CBT exercises, meditations, daily reflections, mood tracking, AI suggestion modules and a resource library. It is designed to support you in looking after your wellbeing day to day.",
            "Respiro is not a medical device, it is not therapy and it does not replace a psychologist, a therapist or a doctor. It does not diagnose and it does not give advice on medication. If your distress has lasted a long time, is getting worse or weighs on your daily life, please talk to a professional.",
            "Respiro is not an emergency service. If you are in danger or thinking about harming yourself, call 112 (Italy and the EU), 988 (US) or Samaritans on 116 123 (UK and Ireland) right away.",
          ],
        },
        {
          id: "account-security",
          heading: "Your account and its security",
          paragraphs: [
            "Most features need an account with a username, e-mail address, full name and password. Please give accurate details and keep them up to date.",
            "Keep your password safe and do not share your account. Your password is stored only in a non-reversible form (an argon2id hash): nobody, not even the operator, can read it. If you think someone else has access to your account, change your password straight away and let the operator know.",
            "You can download a copy of your data and delete your account at any time, directly from your profile. The operator may suspend or close an account that breaks these terms, in a proportionate way and, where possible, after warning you.",
          ],
        },
        {
          id: "age",
          heading: "Minimum age",
          paragraphs: [
            "You must be at least 16 to use Respiro. If you are under 16, you may use it only with the consent of a parent or guardian, and we encourage you to talk to them about it.",
            "If you are a minor in Italy and need someone to talk to, you can call Telefono Azzurro on 19696, free and open 24 hours a day. If you are in danger, call 112.",
          ],
        },
        {
          id: "trial-subscription",
          heading: "Trial, launch promotion and subscription",
          paragraphs: [
            "When you sign up, you get a free 7-day trial. The first 50 people to register can instead receive a personal launch promotion code, to be activated within 30 days, which gives 10 days of full premium access. When the trial or promotion ends, you are not charged: you simply continue on the free plan, which includes a limited number of AI requests a day.",
            "Premium costs 4.99 EUR a month or 39.99 EUR a year; the final price is shown to you before you pay. Payments are handled by Stripe on its secure payment page: your card details never reach Respiro. Your subscription renews automatically at the end of each period until you cancel it, and a receipt for every payment is available in the app.",
            "You can cancel whenever you like: you keep premium access until the end of the period you have already paid for, and you will not be charged again. If you switch between the monthly and yearly plans, the new plan starts at your next renewal.",
            "As a consumer in the European Union you usually have 14 days to withdraw from an online purchase. For digital content, if you ask for access to start straight away and expressly agree to it, the right of withdrawal may be lost once supply has begun (in Italy, art. 59 of the Consumer Code). Where the law still gives you this right, you can exercise it by writing to the operator of this Respiro instance.",
          ],
        },
        {
          id: "acceptable-use",
          heading: "Acceptable use",
          paragraphs: [
            "Use Respiro for yourself and with respect. You may not use it for anything illegal, try to access other people's accounts or data, get around usage limits, the trial or payments, or overload or attack the service.",
            "Do not use the AI companion to produce content that encourages violence, hatred or self-harm, and do not try to make it ignore its safety rules. Breaking these rules may lead to your account being suspended.",
          ],
        },
        {
          id: "ai-content",
          heading: "Limits of AI-generated content",
          paragraphs: [
            "In the chat you are talking to an AI, not to a person or a therapist, and the chat tells you so clearly. By default, replies come from a rule-based engine built into Respiro; if the operator has configured one, they come from an OpenAI-compatible language model.",
            "AI replies and suggestions can be wrong, incomplete or not right for your situation. Treat them as prompts for reflection, not as medical or psychological advice, and always use your own judgement.",
            "If your messages show signs of a crisis, a safety gate interrupts the normal conversation and shows you emergency numbers. The gate can make mistakes and does not replace help from a person: if you are in danger, call 112 (EU), 988 (US) or Samaritans on 116 123 (UK and Ireland) now.",
          ],
        },
        {
          id: "liability-availability",
          heading: "Liability and availability",
          paragraphs: [
            "The operator of this instance works to keep Respiro running and secure, but cannot guarantee that it will always be available or free of errors. The service may be interrupted for maintenance, updates or reasons outside the operator's control.",
            "To the extent permitted by law, the operator is not liable for decisions you make based on Respiro's content or for indirect losses. This does not limit liability for intent or gross negligence, or any rights you have as a consumer that cannot be excluded.",
            "We suggest exporting your data from your profile from time to time, so that you always have your own copy.",
          ],
        },
        {
          id: "changes-law-contact",
          heading: "Changes, governing law and contact",
          paragraphs: [
            "The operator may update these terms, for example to add features or to meet new legal requirements. Important changes are announced in the app before they take effect, and the date of the last update is shown on this page. If you do not agree, you can cancel your subscription and delete your account.",
            "These terms are governed by the law of the country where the operator of this instance is established. If you are a consumer, you keep the mandatory protections of the country where you live and may bring a claim in the courts where you live.",
            "If you have any questions about these terms, write to the operator of this Respiro instance with the form on the Help and support page (/support), or use the contact details published on this instance.",
          ],
        },
      ],
    },
    privacy: {
      title: "Privacy notice",
      intro:
        "This notice explains what data Respiro processes, why, how long it is kept and what your rights are under the EU General Data Protection Regulation (GDPR, Regulation (EU) 2016/679). Some of it is sensitive, like your mood and your thoughts, so we have tried to be clear and direct.",
      sections: [
        {
          id: "controller",
          heading: "Data controller",
          paragraphs: [
            'Respiro is open software that anyone can run on their own server. The data controller is the operator of this instance: the person or organisation that runs it and decides how it is managed. In this notice, "we" means the operator of this Respiro instance.',
            "For questions about your data or to exercise your rights, write to the operator of this instance with the form on the Help and support page (/support) or use the contact details published on this instance. The authors of the software do not receive your data.",
          ],
        },
        {
          id: "data-we-process",
          heading: "The data we process",
          paragraphs: [
            "Account data: your username, e-mail address, full name and password, which we keep only as an argon2id hash and never in plain text. We also record when you accepted the terms and gave your consents.",
            "Wellbeing data, only if you give your consent: your chat history with the AI companion, your reflections, your mood entries and your safety plan. This data can reveal information about your health, so we handle it with particular care and it is never shown to administrators.",
            "Subscription data: your plan, its status, renewal dates and the identifiers Stripe sends back to us. Your card details never touch our servers.",
            "Support messages: the name, e-mail address, subject and text you send with the contact form, and the language of the page. Only administrators read them, to reply to you.",
            "Technical and security data: sign-in attempts (with date, outcome and IP address), your daily count of AI requests and password reset codes, stored in a form that cannot be read back.",
          ],
        },
        {
          id: "purposes-legal-bases",
          heading: "Purposes and legal bases",
          paragraphs: [
            "We use account and subscription data to provide the service you asked for: creating and managing your account, starting your trial, promotion or premium access, and handling payments and renewals (art. 6(1)(b) GDPR, performance of a contract). We keep billing records to meet tax obligations (art. 6(1)(c) GDPR). We use support messages to reply to you (art. 6(1)(b) GDPR or, if you have no account, art. 6(1)(f), legitimate interest in answering people who write to us). We use technical data to protect the service and your account, for example by blocking repeated sign-in or sending attempts (art. 6(1)(f) GDPR, legitimate interest in security).",
            "We process wellbeing data only with your explicit consent (art. 9(2)(a) GDPR), and only so that you can use the features that need it: the chat, reflections, mood tracking and your safety plan. We do not use it for advertising, commercial profiling or training AI models.",
            "You can withdraw your consent at any time, as easily as you gave it, from your account settings or by writing to the operator. Withdrawing does not affect what was done before; from then on, the features that use this data are no longer available, and you can delete the data already saved.",
          ],
        },
        {
          id: "ai-processing",
          heading: "AI processing and the safety gate",
          paragraphs: [
            "Respiro's companion is an AI, and the chat says so plainly, as required by art. 50 of the EU Artificial Intelligence Act. By default, replies are produced by a rule-based engine running on this server: your messages do not leave this instance.",
            "Only if the operator has configured an OpenAI-compatible model are the messages of the conversation, and the context needed, sent to that provider to generate a reply. If the provider does not respond, Respiro falls back to the built-in engine.",
            "A safety gate checks messages for signs of a crisis, such as thoughts of suicide or self-harm. If it finds them, it shows you emergency numbers and your safety plan right away. It is an automated check meant to protect you: it makes no decisions about you, has no legal effects and does not alert the operator or anyone else.",
          ],
        },
        {
          id: "retention",
          heading: "How long we keep data",
          paragraphs: [
            "We keep account data and wellbeing data for as long as you have an account. You can delete your wellbeing data or your whole account whenever you like: it is removed from the instance's database, and any backups are overwritten in their normal rotation.",
            "Sessions end when you sign out, or after 30 days at the latest. Password reset codes are valid for 10 minutes and can be used only once. Support messages are kept for as long as needed to reply to you and deal with any follow-up; you can ask for them to be deleted.",
            "Security logs are kept for a limited time, proportionate to their purpose. Billing records required by law are kept for as long as tax and accounting rules require (in Italy, usually 10 years).",
          ],
        },
        {
          id: "recipients-transfers",
          heading: "Recipients, processors and transfers",
          paragraphs: [
            "We do not sell your data or share it for advertising. It is received only by the providers needed to run the service, acting as processors or, for their own legal obligations, as independent controllers.",
            "Stripe, for payments: it receives the data needed for your subscription and handles your card details directly. The e-mail (SMTP) provider chosen by the operator, only to send you password reset codes. The AI model provider configured by the operator, only if one has been configured, for messages in the chat and AI features. Finally, any provider hosting this instance's server.",
            "Some providers, such as Stripe, may process data outside the European Economic Area, for example in the United States. In that case the transfer relies on the safeguards set out in the GDPR, such as an adequacy decision (the EU-US Data Privacy Framework) or the standard contractual clauses approved by the European Commission.",
          ],
        },
        {
          id: "cookies",
          heading: "Cookies",
          paragraphs: [
            "Respiro uses only strictly necessary cookies, which is why there is no consent banner. We do not use tracking, analytics or advertising cookies, or third-party tools that follow you around the web.",
            "There are five cookies: the session cookie (respiro_session, or __Host-respiro_session over secure connections), which keeps you signed in for up to 30 days; the language cookie (respiro_lang), which remembers for a year whether you prefer Italian or English; a one-shot notification cookie (respiro_toast), which carries a short message to the next page and is cleared as soon as it is read, within 60 seconds; the password-reset cookie (respiro_reset_email), which carries your e-mail address from the code request to the reset page and expires after 15 minutes; and the time-zone cookie (CH-time-zone), which tells the server your time zone for a year, so that dates and days are yours. Beside it, your browser keeps in its local storage (respiro-time-zone-offsets) how many minutes your clock differs from universal time in January and in July, so that it need not check your time zone again on every page: it stays on your device and is never sent.",
            "If you install Respiro as an app, your browser keeps the program's files and a page with the numbers for help in its cache, to show without a connection. No personal page, conversation or wellbeing data is stored in that cache.",
          ],
        },
        {
          id: "your-rights",
          heading: "Your rights",
          paragraphs: [
            "You have the right to access your data, correct it, erase it, restrict its processing and receive it in a structured, machine-readable format (portability). You can export your data to a file and delete your account directly from your profile, without having to ask anyone.",
            "You can object to processing based on legitimate interest and withdraw your consent to the processing of wellbeing data at any time.",
            "To exercise your rights, contact the operator of this instance, who will reply within one month. If you believe your data is being handled unlawfully, you can complain to the Italian data protection authority (Garante per la protezione dei dati personali, garanteprivacy.it) or to the supervisory authority of the country where you live or work.",
          ],
        },
        {
          id: "security-changes",
          heading: "Security and changes",
          paragraphs: [
            "We protect data with appropriate technical and organisational measures: passwords stored with argon2id, signed cookies that only the server can read, encrypted connections (HTTPS) when the operator enables them, and wellbeing data kept out of the administration screens.",
            "No system is 100% secure. If a data breach puts your rights at risk, the operator will inform you as the GDPR requires.",
            "This notice may change. We will point out important changes in the app and, if the way we process wellbeing data changes, we will ask for your consent again.",
          ],
        },
      ],
    },
  },
};
