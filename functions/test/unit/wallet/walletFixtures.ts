// What the wallet builders' tests share: one ticket's facts and the pass's
// committed images.
// The English catalogs, as the functions load them (src/config.ts).
import "@bawwaba/common/messages/en";
import { readFileSync } from "node:fs";
import type { PassImages } from "../../../src/tickets/wallet/applePass.js";
import type { WalletFacts } from "../../../src/tickets/wallet/walletFacts.js";

/** A code of the real form: `bw1.<payload>.<86-character signature>` (docs/ticket-code.md). */
export const TICKET_CODE = `bw1.AQIDBAUGBwgJCgsMDQ4PEA.${"Zm9vYmFy".repeat(10)}AbCdEf`;

export const facts: WalletFacts = {
  orderId: "order-wallet-1",
  ticketId: "ticket-wallet-1",
  eventId: "event-wallet-1",
  code: TICKET_CODE,
  gateCode: "7K3M9-QXJ2H",
  eventTitle: "حفل الموسيقى العربية",
  venue: "مسرح المدينة، الرياض",
  startsAt: new Date("2026-12-31T17:00:00Z"),
  timeZone: "Asia/Riyadh",
  orderReference: "BW-7K3M-9QXJ",
  ticketTypeName: "عادي",
  holderName: "منى السالم",
  display: { digits: "latn", hijri: true },
  language: "ar",
};

/** The same ticket bought on the English pages, its event and type with English words but its venue without. */
export const englishFacts: WalletFacts = { ...facts, language: "en", eventTitleEn: "Arabic Music Night", ticketTypeNameEn: "Standard" };

/** A ticket without a holder's name, of an order from before references. */
export const bareFacts: WalletFacts = { ...facts, orderReference: undefined, holderName: undefined };

const ASSETS = new URL("../../../assets/wallet/", import.meta.url);
export const images = Object.fromEntries(
  (["icon.png", "icon@2x.png", "logo.png", "logo@2x.png"] as const).map((name) => [name, readFileSync(new URL(name, ASSETS))]),
) as unknown as PassImages;
