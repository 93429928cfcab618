import { encodeTicketCode, generateSigningKey, type TicketKeyRing } from "@bawwaba/common/ticketCode";
import type { KeyValueStorage } from "../../src/lib/storedValue";

/** localStorage's getItem/setItem over a Map, with the Map to look into. */
export function memoryStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

const key = generateSigningKey();
export const KID = "k1";
export const keyRing: TicketKeyRing = new Map([[KID, key.publicKey]]);

/** A genuine code signed with the ring's key. */
export const codeFor = (eventId: string, ticketId: string) =>
  encodeTicketCode({ eventId, ticketId }, { kid: KID, privateKey: key.privateKey });

/** An error as the Functions SDK throws it. */
export const callError = (code: string, message = code) => Object.assign(new Error(message), { code: `functions/${code}` });
