/** Italian strings of the "common" namespace (app/locales/README.md). */
export default {
  copied: "Copiato.",
  copyFailed: "Non è stato possibile copiare: seleziona il testo e copialo a mano.",
} as const;
