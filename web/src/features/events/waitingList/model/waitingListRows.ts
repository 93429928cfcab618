// One type's waiting list as the organiser sees it: the people still in line
// (waiting, or offered tickets) first, numbered in the order they joined,
// then those whose turn ended (bought, lapsed, left, removed), latest first.
import { ACTIVE_ENTRY_STATUSES, type WaitingListEntryStatus } from "@bawwaba/common";

/** An entry as read (waitingListSchemas.ts `entries/{phone digits}`), dates as milliseconds. */
export interface WaitingListEntryRecord {
  id: string;
  name: string;
  phone: string;
  quantity: number;
  status: WaitingListEntryStatus;
  joinedAtMillis: number;
  /** The latest offer's end, while the entry is `offered`. */
  offerExpiresAtMillis?: number;
}

export interface WaitingListRow extends WaitingListEntryRecord {
  /** Its place in line (1 = next), for an entry still in it. */
  position?: number;
  /** Still in line: it may be removed. */
  active: boolean;
}

const isActive = (status: WaitingListEntryStatus) => ACTIVE_ENTRY_STATUSES.includes(status);

export function waitingListRows(entries: readonly WaitingListEntryRecord[]): WaitingListRow[] {
  const byJoin = (a: WaitingListEntryRecord, b: WaitingListEntryRecord) => a.joinedAtMillis - b.joinedAtMillis || a.id.localeCompare(b.id);
  const inLine = entries.filter((entry) => isActive(entry.status)).sort(byJoin);
  const ended = entries.filter((entry) => !isActive(entry.status)).sort((a, b) => byJoin(b, a));
  return [
    ...inLine.map((entry, index) => ({
      ...entry,
      position: index + 1,
      active: true,
      // An offer's end matters only while it is open.
      offerExpiresAtMillis: entry.status === "offered" ? entry.offerExpiresAtMillis : undefined,
    })),
    ...ended.map(({ offerExpiresAtMillis: _ended, ...entry }) => ({ ...entry, active: false })),
  ];
}

/** How many are in line (waiting or offered). */
export const inLineCount = (rows: readonly WaitingListRow[]) => rows.filter((row) => row.active).length;

export type ListState = "open" | "paused" | "closed";

/** A type's list: paused by the organiser, open once someone joined it, else not opened yet. */
export function listStateOf(type: { waitingList?: { open: boolean; paused: boolean } }): ListState {
  if (type.waitingList?.paused) return "paused";
  return type.waitingList?.open ? "open" : "closed";
}

export type StatusLook = { color: "default" | "info" | "success" | "warning"; variant: "filled" | "outlined" };

/** Each status's chip: who waits, who holds tickets now, who bought, and the ends. */
export const STATUS_LOOK: Readonly<Record<WaitingListEntryStatus, StatusLook>> = {
  waiting: { color: "info", variant: "outlined" },
  offered: { color: "warning", variant: "filled" },
  bought: { color: "success", variant: "filled" },
  lapsed: { color: "default", variant: "outlined" },
  left: { color: "default", variant: "outlined" },
  removed: { color: "default", variant: "filled" },
};
