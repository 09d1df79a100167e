/** English strings of the "download" namespace: the same keys as ../it/download.ts. */
import type { Translation } from "../it";

export default {
  title: "Download the app",
  lead: "Respiro runs in your browser and can be installed as an app, without going through an app store.",
  qrTitle: "Open Respiro on your phone",
  qrText: "Point your phone's camera at the code: it opens this address.",
  qrLabel: "QR code that opens {{url}}",
  addressLabel: "Respiro's address",
  copy: "Copy link",
  share: "Share",
  shareTitle: "Respiro",
  shareText: "Respiro, a kind space for mental wellbeing:",
  shareByEmail: "Send by e-mail",
  shareOnWhatsapp: "Share on WhatsApp",
  installTitle: "Install Respiro",
  installButton: "Install the app",
  installed: "Respiro is installed: you will find it among your apps.",
  installLead: "Once installed, Respiro opens full screen from your home screen, and without a connection it still shows you the numbers for help.",
  android: {
    title: "Android",
    steps: ["Open this address in Chrome.", "Tap the ⋮ menu at the top right.", "Choose “Install app” (or “Add to Home screen”).", "Confirm with “Install”."],
  },
  ios: {
    title: "iPhone and iPad",
    steps: [
      "Open this address in Safari.",
      "Tap the Share button (the square with an arrow pointing up).",
      "Scroll down and choose “Add to Home Screen”.",
      "Tap “Add” at the top right.",
    ],
  },
  desktop: {
    title: "Computer",
    steps: [
      "Open this address in Chrome or Edge.",
      "Click the install icon in the address bar (a screen with an arrow).",
      "Confirm with “Install”.",
      "With Safari on macOS: File menu › “Add to Dock”.",
    ],
  },
  offline: {
    title: "You are offline",
    lead: "Respiro needs a connection for almost everything, but help is always one phone call away.",
    emergency: "If you are in immediate danger, call 112 (999 in the UK, 911 in the US).",
    linesTitle: "Numbers for help",
    call: "Call",
    retry: "Try again",
  },
} satisfies Translation["download"];
