/** Italian strings of the "crisisCard" namespace (app/locales/README.md). */
export default {
  care: "Mi dispiace davvero che tu stia soffrendo così tanto, e hai fatto bene a scriverlo: non devi affrontarlo da solo o da sola.",
  safeQuestion: "Sei al sicuro in questo momento?",
  dangerHint: "Se sei in pericolo, o senti che potresti farti del male adesso, chiama subito:",
  call: "Chiama il {{number}}",
  talkTitle: "Per parlare con qualcuno adesso",
  groundingTitle: "Rallentiamo un momento insieme",
  grounding: [
    "Appoggia bene i piedi a terra e senti il peso del tuo corpo.",
    "Inspira piano dal naso contando fino a 4, poi espira dalla bocca contando fino a 6. Ripeti tre volte.",
    "Guardati intorno: nomina 5 cose che vedi, 4 che puoi toccare, 3 suoni che senti.",
  ],
  savedTitle: "Quello che hai scritto è salvato. Ci tengo a lasciarti qui anche questo:",
  planLink: "Apri il tuo piano di sicurezza",
  closing: "Puoi continuare a scrivermi qui: ti leggo. Ma una persona vera, al telefono, può starti accanto in un modo in cui io non posso.",
} as const;
