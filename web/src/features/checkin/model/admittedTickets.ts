// The tickets this device has seen enter, per event: those it admitted
// (online or offline) and those the server reported as already used. Offline,
// a second scan of one of them is "already used"; the first entry's time and
// gate are shown as the server would show them.
import { isOptionalString, isRecord, isRecordOf, storedValue, type KeyValueStorage, type StoredValue } from "../../../lib/storedValue";

export interface Admission {
  atMillis: number;
  gate?: string;
}

const isAdmission = (value: unknown): value is Admission =>
  isRecord(value) && typeof value.atMillis === "number" && isOptionalString(value.gate);

export class AdmittedTickets {
  /** The event read last, kept in memory: a gate scans one event all day. */
  private current?: { eventId: string; stored: StoredValue<Record<string, Admission>>; byTicket: Map<string, Admission> };

  constructor(private readonly storage: KeyValueStorage) {}

  /** The tickets of `eventId` seen entering, by ticket id. */
  of(eventId: string): ReadonlyMap<string, Admission> {
    return this.load(eventId).byTicket;
  }

  /** Records an entry; the first one seen is kept. */
  add(eventId: string, ticketId: string, admission: Admission): void {
    const event = this.load(eventId);
    if (event.byTicket.has(ticketId)) return;
    event.byTicket.set(ticketId, admission);
    event.stored.write(Object.fromEntries(event.byTicket));
  }

  private load(eventId: string) {
    if (this.current?.eventId !== eventId) {
      const stored = storedValue(this.storage, `scanner.admitted.${eventId}`, isRecordOf(isAdmission), {});
      this.current = { eventId, stored, byTicket: new Map(Object.entries(stored.read())) };
    }
    return this.current;
  }
}
