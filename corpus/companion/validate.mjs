// Checks corpus files against LABELS.md and prints counts per label.
// Usage: node corpus/companion/validate.mjs FILE.jsonl [...]
import { readFileSync } from "node:fs";

const LABELS = {
  crisis: [
    "none",
    "passive_ideation",
    "active_ideation",
    "plan_means_time",
    "preparation_goodbye",
    "self_harm",
    "other_at_risk",
    "harm_to_others",
    "abuse_violence",
    "medical_panic",
  ],
  type: ["sharing", "question", "technique_request", "answer", "minimal", "good_news", "thanks_goodbye", "small_talk", "diagnosis", "medication"],
  topic: [
    "work",
    "study",
    "partner",
    "family",
    "friends",
    "grief",
    "health",
    "money",
    "sleep",
    "loneliness",
    "self_esteem",
    "body_image",
    "future",
    "conflict",
    "everyday",
    "none",
  ],
  emotion: ["anxiety", "sadness", "anger", "shame", "guilt", "loneliness", "stress", "hopelessness", "joy", "neutral"],
  distortion: [
    "none",
    "all_or_nothing",
    "overgeneralisation",
    "catastrophising",
    "mind_reading",
    "fortune_telling",
    "should_statements",
    "labelling",
    "personalisation",
    "emotional_reasoning",
    "mental_filter",
    "disqualifying_the_positive",
  ],
};
const KEYS = ["id", "lang", "prev_bot", "prev_user", "text", "crisis", "hard_negative", "type", "topic", "emotion", "distortion"];
const norm = (s) =>
  s
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const grams = (s) => {
  const t = norm(s).split(" ");
  const g = new Set();
  for (let i = 0; i + 2 < t.length + 0; i++) g.add(t.slice(i, i + 3).join(" "));
  if (t.length < 3) g.add(t.join(" "));
  return g;
};
let errors = 0;
const counts = Object.fromEntries(Object.keys(LABELS).map((k) => [k, {}]));
let hard = 0,
  total = 0;
const seen = new Map();
const all = [];
for (const file of process.argv.slice(2)) {
  readFileSync(file, "utf8")
    .split("\n")
    .forEach((line, i) => {
      if (!line.trim()) return;
      const where = `${file}:${i + 1}`;
      let o;
      try {
        o = JSON.parse(line);
      } catch (e) {
        console.log(`${where}: not JSON: ${e.message}`);
        errors++;
        return;
      }
      for (const k of KEYS)
        if (!(k in o)) {
          console.log(`${where}: missing ${k}`);
          errors++;
        }
      for (const k of Object.keys(o))
        if (!KEYS.includes(k)) {
          console.log(`${where}: unknown key ${k}`);
          errors++;
        }
      for (const [k, v] of Object.entries(LABELS))
        if (!v.includes(o[k])) {
          console.log(`${where}: bad ${k} ${JSON.stringify(o[k])}`);
          errors++;
        }
      if (!["it", "en"].includes(o.lang)) {
        console.log(`${where}: bad lang`);
        errors++;
      }
      if (typeof o.text !== "string" || !o.text.trim()) {
        console.log(`${where}: empty text`);
        errors++;
        return;
      }
      for (const k of ["prev_bot", "prev_user"])
        if (o[k] !== null && typeof o[k] !== "string") {
          console.log(`${where}: ${k} must be null or a string`);
          errors++;
        }
      if (typeof o.hard_negative !== "boolean") {
        console.log(`${where}: hard_negative must be boolean`);
        errors++;
      }
      if (o.hard_negative && o.crisis !== "none") {
        console.log(`${where}: hard_negative with crisis ${o.crisis}`);
        errors++;
      }
      if (seen.has(o.id)) {
        console.log(`${where}: duplicate id ${o.id}`);
        errors++;
      }
      seen.set(o.id, where);
      const key = norm((o.prev_user ?? "") + " " + o.text);
      all.push({ where, key, g: grams(key) });
      total++;
      if (o.hard_negative) hard++;
      for (const k of Object.keys(LABELS)) counts[k][o[k]] = (counts[k][o[k]] ?? 0) + 1;
    });
}
// near-duplicates: same normalised text, or word-trigram Jaccard >= 0.6 on texts of 6+ words
const exact = new Map();
for (const a of all) {
  if (exact.has(a.key) && a.key.split(" ").length > 3) {
    console.log(`near-duplicate: ${a.where} = ${exact.get(a.key)}`);
    errors++;
  } else exact.set(a.key, a.where);
}
for (let i = 0; i < all.length; i++)
  for (let j = i + 1; j < all.length; j++) {
    const A = all[i].g,
      B = all[j].g;
    if (A.size < 4 || B.size < 4) continue;
    let inter = 0;
    for (const x of A) if (B.has(x)) inter++;
    if (inter / (A.size + B.size - inter) >= 0.6) {
      console.log(`near-duplicate: ${all[i].where} ~ ${all[j].where}`);
      errors++;
    }
  }
console.log(`items ${total}, hard negatives ${hard}, errors ${errors}`);
for (const [k, c] of Object.entries(counts)) console.log(k, JSON.stringify(c));
process.exit(errors ? 1 : 0);
