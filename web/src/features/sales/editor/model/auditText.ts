// An audit entry of an order in words: what was done, and what it changed
// ("صالحة ← ملغاة", "الهاتف: — ← 0551234567", "المقاس: M ← L"). The entry's
// before and after are free-form records (functions/src/orders/corrections),
// read defensively; a correction of answers's are answersAuditSchema.
import { answersAuditSchema, answerText, ORDER_STATUSES, type OrderAuditAction, type OrderStatus, salesEditorMessages, type StoredAnswer, TICKET_STATUSES, ticketsMessages, type TicketStatus } from "@bawwaba/common";
import { isolated, ltr } from "../../../../lib/bidi";
import { shortTicketId } from "../../../../lib/ticketIds";
import type { AuditEntry } from "./types";

const { audit, order: orderLabels } = salesEditorMessages;

const BUYER_FIELDS = [
  { key: "name", label: orderLabels.buyer, isolate: false },
  { key: "phone", label: orderLabels.phone, isolate: true },
  { key: "email", label: orderLabels.email, isolate: true },
] as const;

function textOf(value: unknown, isolate: boolean): string {
  if (value === undefined || value === null || value === "") return audit.none;
  if (typeof value !== "string") return audit.unknownValue;
  return isolate ? ltr(value) : value;
}

function statusWord(value: unknown, ticket: boolean): string {
  if (ticket && TICKET_STATUSES.includes(value as TicketStatus)) return ticketsMessages.statuses[value as TicketStatus];
  if (!ticket && ORDER_STATUSES.includes(value as OrderStatus)) return salesEditorMessages.orderStatuses[value as OrderStatus];
  return audit.unknownValue;
}

/** A side of a correction of answers: its answers, or undefined when it is not of that shape. */
function answersOf(side: Record<string, unknown>): StoredAnswer[] | undefined {
  const parsed = answersAuditSchema.safeParse(side);
  return parsed.success ? parsed.data.answers : undefined;
}

/** The answers a correction changed, one line each under the question's label: added, changed or taken away. */
function answerChanges(entry: Pick<AuditEntry, "before" | "after">): string[] {
  const before = answersOf(entry.before);
  const after = answersOf(entry.after);
  if (!before || !after) return [audit.change(audit.unknownValue, audit.unknownValue)];
  const ids = [...new Set([...after, ...before].map((answer) => answer.questionId))];
  return ids.flatMap((id) => {
    const old = before.find((answer) => answer.questionId === id);
    const now = after.find((answer) => answer.questionId === id);
    const oldText = old ? isolated(answerText(old.value)) : audit.none;
    const nowText = now ? isolated(answerText(now.value)) : audit.none;
    return oldText === nowText ? [] : [audit.field((now ?? old)!.label, audit.change(oldText, nowText))];
  });
}

/** The changes of an entry, one line each: the buyer's changed fields or answers, or the status before and after. */
export function auditChanges(entry: Pick<AuditEntry, "action" | "before" | "after">): string[] {
  if (entry.action === "answers_corrected") return answerChanges(entry);
  if (entry.action === "buyer_corrected") {
    const lines = BUYER_FIELDS.flatMap(({ key, label, isolate }) => {
      const before = textOf(entry.before[key], isolate);
      const after = textOf(entry.after[key], isolate);
      return before === after ? [] : [audit.field(label, audit.change(before, after))];
    });
    return lines;
  }
  const ticket = entry.action === "ticket_voided";
  return [audit.change(statusWord(entry.before.status, ticket), statusWord(entry.after.status, ticket))];
}

/** The tickets an entry voided, or the one whose answers it corrected, short ("#AbC12xYz، #…"), or undefined when none. */
export function auditTickets(entry: Pick<AuditEntry, "ticketIds"> & { action?: OrderAuditAction }): string | undefined {
  if (!entry.ticketIds || entry.ticketIds.length === 0) return undefined;
  if (entry.action === "answers_corrected" && entry.ticketIds.length === 1) return audit.ticket(ltr(shortTicketId(entry.ticketIds[0]!)));
  const shown = entry.ticketIds.slice(0, 5).map((id) => ltr(shortTicketId(id)));
  const more = entry.ticketIds.length - shown.length;
  return audit.tickets(more > 0 ? `${shown.join("، ")} (+${more})` : shown.join("، "));
}

/** Who made the change: their e-mail, or their uid when none was recorded. */
export function auditActor(entry: Pick<AuditEntry, "byEmail" | "byUid">): string {
  return entry.byEmail ?? entry.byUid;
}

/** Newest first; entries of the same instant keep a stable order (by id). */
export function newestFirst<T extends { atMillis: number; id: string }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => b.atMillis - a.atMillis || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}
