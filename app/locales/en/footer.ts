/** English strings of the "footer" namespace: the same keys as ../it/footer.ts. */
import type { Translation } from "../it";

export default {
  sitemap: "Sitemap",
  account: "Account",
  legal: "About",
  terms: "Terms and conditions",
  privacy: "Privacy",
  guide: "App guide",
  support: "Support",
  forgotPassword: "Forgot your password?",
  safety: "Urgent help",
  launch: "Launch offer",
  disclaimer:
    "Respiro is not a substitute for a mental health professional and does not give diagnoses. If you are in danger, call your local emergency number (112, 999 or 911).",
  madeWith: "Free software you can host yourself.",
} satisfies Translation["footer"];
