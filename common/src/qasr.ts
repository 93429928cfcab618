// The Qasr (القصر) is the organiser's own venue: its events have their own
// manager page (/qasr-events-manager) and selling pages. An event belongs
// there when its category says so or its venue names the Qasr, however the
// venue was typed.
import type { EventDoc } from "./documents.js";

/** What a new event made from the Qasr pages starts with. */
export const QASR_DEFAULTS = { category: "qasr_party", venue: "القصر" } as const;

// "قصر" also covers "القصر"; "qasr" covers "Qasr", "QASR", "Al-Qasr".
const QASR_NAMES = ["قصر", "qasr"];
// Harakat (fatha, kasra…), superscript alef and tatweel do not change the word: "القَصْر", "قـصر".
const ARABIC_MARKS = /[\u064b-\u065f\u0670\u0640]/g;

export function isQasrEvent(event: Pick<EventDoc, "category" | "venue">): boolean {
  if (event.category === QASR_DEFAULTS.category) return true;
  const venue = event.venue.replace(ARABIC_MARKS, "").trim().toLowerCase();
  return QASR_NAMES.some((name) => venue.includes(name));
}
