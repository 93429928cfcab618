// The categories an event is listed under, in a module without zod (the
// public shop filters by them; documents.ts validates with them).

export const EVENT_CATEGORIES = [
  "sport",
  "party",
  "news",
  "sporonlietikat",
  "family",
  "qasr_party",
  "general",
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
