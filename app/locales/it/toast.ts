/** Italian strings of the "toast" namespace (app/locales/README.md). */
export default {
  close: "Chiudi notifica",
  notifications: "Notifiche",
} as const;
