// The live admission count of an event, added up from its shards
// (`events/{eventId}/admissions`, documents.ts).
import type { AdmissionShardDoc } from "./documents.js";

export interface AdmissionTotals {
  total: number;
  /** Admitted per gate name, largest first; scans without a gate name are only in `total`. */
  byGate: { gate: string; admitted: number }[];
}

export function admissionTotals(shards: readonly AdmissionShardDoc[]): AdmissionTotals {
  const byGate = new Map<string, number>();
  let total = 0;
  for (const shard of shards) {
    total += shard.total;
    for (const [gate, admitted] of Object.entries(shard.gates ?? {})) byGate.set(gate, (byGate.get(gate) ?? 0) + admitted);
  }
  return {
    total,
    byGate: [...byGate].map(([gate, admitted]) => ({ gate, admitted })).sort((a, b) => b.admitted - a.admitted || a.gate.localeCompare(b.gate, "ar")),
  };
}
