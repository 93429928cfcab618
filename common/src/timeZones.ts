// The time zones an organiser picks from: the Arab region's zones, then UTC.
// Event times are entered and shown in the event's zone (see eventForm.ts).

export const DEFAULT_TIME_ZONE = "Asia/Riyadh";

/** In the order the picker lists them; each has an Arabic label in `ar.eventsAdmin.timeZones`. */
export const EVENT_TIME_ZONES = [
  "Asia/Riyadh",
  "Asia/Dubai",
  "Asia/Qatar",
  "Asia/Kuwait",
  "Asia/Bahrain",
  "Asia/Muscat",
  "Asia/Amman",
  "Asia/Baghdad",
  "Asia/Beirut",
  "Asia/Damascus",
  "Africa/Cairo",
  "Africa/Khartoum",
  "Africa/Tripoli",
  "Africa/Tunis",
  "Africa/Algiers",
  "Africa/Casablanca",
  "UTC",
] as const;
export type EventTimeZone = (typeof EVENT_TIME_ZONES)[number];
