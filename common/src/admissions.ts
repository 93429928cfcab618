// The live admission count of an event, added up from its shards
// (`events/{eventId}/admissions`, documents.ts).
import type { AdmissionShardDoc } from "./documents.js";
import { inDayRange, type DayRange } from "./salesStats.js";

export interface AdmissionTotals {
  total: number;
  /** Admitted per gate name, largest first; scans without a gate name are only in `total`. */
  byGate: { gate: string; admitted: number }[];
  /** Admitted per calendar day in the event's time zone ("YYYY-MM-DD"); counts from before days were kept are only in `total`. */
  byDay: Record<string, number>;
}

export function admissionTotals(shards: readonly AdmissionShardDoc[]): AdmissionTotals {
  const byGate = new Map<string, number>();
  const byDay: Record<string, number> = {};
  let total = 0;
  for (const shard of shards) {
    total += shard.total;
    for (const [gate, admitted] of Object.entries(shard.gates ?? {})) byGate.set(gate, (byGate.get(gate) ?? 0) + admitted);
    for (const [day, admitted] of Object.entries(shard.byDay ?? {})) byDay[day] = (byDay[day] ?? 0) + admitted;
  }
  return {
    total,
    byGate: [...byGate].map(([gate, admitted]) => ({ gate, admitted })).sort((a, b) => b.admitted - a.admitted || a.gate.localeCompare(b.gate, "ar")),
    byDay,
  };
}

/** Admitted on the days of `range`; with no bound at all, every admission (those from before days were kept too). */
export function admittedIn(totals: AdmissionTotals, range: DayRange): number {
  if (range.from === undefined && range.to === undefined) return totals.total;
  return Object.entries(totals.byDay).reduce((sum, [day, admitted]) => (inDayRange(day, range) ? sum + admitted : sum), 0);
}
