/** Italian strings of the "download" namespace: /download and /qrcode, the install button and the offline page (issue 15 items 3, 4). */
export default {
  title: "Scarica l'app",
  lead: "Respiro si usa dal browser e si può installare come un'app, senza passare da uno store.",
  qrTitle: "Apri Respiro sul telefono",
  qrText: "Inquadra il codice con la fotocamera del telefono: si apre questo indirizzo.",
  qrLabel: "Codice QR che apre {{url}}",
  addressLabel: "Indirizzo di Respiro",
  copy: "Copia il link",
  share: "Condividi",
  shareTitle: "Respiro",
  shareText: "Respiro, uno spazio gentile per il benessere mentale:",
  shareByEmail: "Invia per e-mail",
  shareOnWhatsapp: "Condividi su WhatsApp",
  installTitle: "Installa Respiro",
  installButton: "Installa l'app",
  installed: "Respiro è installata: la trovi tra le tue app.",
  installLead: "Una volta installata, Respiro si apre a schermo intero dalla schermata home, e senza connessione ti mostra comunque i numeri di aiuto.",
  android: {
    title: "Android",
    steps: [
      "Apri questo indirizzo con Chrome.",
      "Tocca il menu ⋮ in alto a destra.",
      "Scegli «Installa app» (o «Aggiungi a schermata Home»).",
      "Conferma con «Installa».",
    ],
  },
  ios: {
    title: "iPhone e iPad",
    steps: [
      "Apri questo indirizzo con Safari.",
      "Tocca il pulsante Condividi (il quadrato con la freccia in su).",
      "Scorri e scegli «Aggiungi alla schermata Home».",
      "Tocca «Aggiungi» in alto a destra.",
    ],
  },
  desktop: {
    title: "Computer",
    steps: [
      "Apri questo indirizzo con Chrome o Edge.",
      "Clicca l'icona di installazione nella barra degli indirizzi (uno schermo con una freccia).",
      "Conferma con «Installa».",
      "Con Safari su macOS: menu File › «Aggiungi al Dock».",
    ],
  },
  offline: {
    title: "Sei offline",
    lead: "Respiro ha bisogno della connessione per quasi tutto, ma l'aiuto è sempre a una telefonata di distanza.",
    emergency: "Se sei in pericolo immediato, chiama il 112.",
    linesTitle: "Numeri di aiuto",
    call: "Chiama",
    retry: "Riprova",
  },
} as const;
