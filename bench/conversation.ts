/** The conversation both benchmarks replay: ten turns of a person in Italian and in English. */
import type { Locale } from "~/services/ai/types";

export const USER_LINES: Record<Locale, string[]> = {
  it: [
    "Ciao, oggi mi sento in ansia per il lavoro",
    "Sbaglio sempre tutto, sono un disastro",
    "Il mio capo pensa che io sia incapace, ne sono sicuro",
    "Non dormo bene da settimane e sono stanchissimo",
    "Facciamo un diario dei pensieri",
    "Ieri in riunione ho balbettato",
    "Penso che tutti abbiano riso di me",
    "Mi sento in imbarazzo, direi 80",
    "Qualcuno ha riso davvero",
    "Nessuno mi ha detto niente dopo, anzi un collega mi ha fatto i complimenti",
  ],
  en: [
    "Hi, I'm feeling anxious about work today",
    "I always mess everything up, I'm a failure",
    "My boss thinks I'm useless, I just know it",
    "I haven't slept well for weeks",
    "Let's do a thought record",
    "Yesterday I stumbled during the meeting",
    "Everyone must have laughed at me",
    "Embarrassed, about 80",
    "Someone did laugh",
    "Nobody said anything after, and a colleague complimented me",
  ],
};
