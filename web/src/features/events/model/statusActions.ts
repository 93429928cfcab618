// The lifecycle of an event: draft → published → closed, closed can
// be reopened, and anything but a cancelled event can be cancelled except a
// closed one (reopen first). The security rules allow exactly these moves.
import type { EventStatus } from "@bawwaba/common";

export type StatusAction = "publish" | "close" | "reopen" | "cancel";

export const STATUS_AFTER: Record<StatusAction, EventStatus> = {
  publish: "published",
  close: "closed",
  reopen: "published",
  cancel: "cancelled",
};

const ACTIONS_BY_STATUS: Record<EventStatus, readonly StatusAction[]> = {
  draft: ["publish", "cancel"],
  published: ["close", "cancel"],
  closed: ["reopen"],
  cancelled: [],
};

export function statusActions(status: EventStatus): readonly StatusAction[] {
  return ACTIONS_BY_STATUS[status];
}

/** A cancelled event is final: it is kept for the record, not edited. */
export function canEdit(status: EventStatus): boolean {
  return status !== "cancelled";
}

/** Ticket types may only vanish while nothing can have been sold (the rules agree). */
export function canRemoveTicketTypes(status: EventStatus): boolean {
  return status === "draft";
}
