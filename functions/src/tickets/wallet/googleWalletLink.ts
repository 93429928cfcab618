// One ticket as a Google Wallet "save" link: a JWT (RS256, signed with the
// organiser's service account key) that carries the event's class and the
// ticket's object whole, so nothing is created through the Wallet API
// beforehand (Google Wallet API reference, "JWT"; eventticketclass,
// eventticketobject). The barcode is the ticket's signed code, the QR of the
// order page, with the gate code under it (docs/product.md "Wallet passes").
import { displaySettingsMessages, hijriDateIfShown, inDisplayLocale, millisToZonedLocal } from "@bawwaba/common";
import { importPKCS8, SignJWT } from "jose";
import type { GoogleWalletCredentials } from "./walletCredentials.js";
import type { WalletFacts } from "./walletFacts.js";

export const GOOGLE_SAVE_URL = "https://pay.google.com/gp/v/save/";

/**
 * A Google LocalizedString of the organiser's words: the Arabic, with the
 * English as its translation where given. The event's class is shared by
 * every buyer, so the phone's language picks, not the buyer's order.
 */
const localized = (arabic: string, english: string | undefined) => ({
  defaultValue: { language: "ar", value: arabic },
  ...(english ? { translatedValues: [{ language: "en", value: english }] } : {}),
});

/**
 * Google Wallet ids are "<issuer id>.<suffix>", the suffix of letters,
 * digits, ".", "_" or "-". Firestore ids of this app are already so
 * (common DOC_ID_PATTERN); anything else becomes "_".
 */
const idSuffix = (id: string) => id.replace(/[^A-Za-z0-9._-]/g, "_");

/**
 * The event's start as ISO 8601 with the offset of its own time zone
 * ("2026-12-31T20:00:00+03:00"), so Google shows the time of the place.
 */
export function zonedIsoTime(instant: Date, timeZone: string): string {
  const millis = instant.getTime();
  const wallClock = `${millisToZonedLocal(millis, timeZone)}:00`;
  const offsetMinutes = Math.round((Date.parse(`${wallClock}Z`) - Math.floor(millis / 60_000) * 60_000) / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, "0");
  return `${wallClock}${sign}${hours}:${minutes}`;
}

/** The JWT's claims: the event's class and the ticket's object. */
export function googleWalletClaims(
  facts: WalletFacts,
  credentials: Pick<GoogleWalletCredentials, "issuerId" | "serviceAccountEmail">,
  { origins, issuerName }: { origins: string[]; issuerName: string },
) {
  const classId = `${credentials.issuerId}.${idSuffix(facts.eventId)}`;
  // Google writes the date itself from dateTime; the Umm al-Qura date, unless
  // turned off, is a text module beside it, in the buyer's language.
  const hijri = inDisplayLocale({ language: facts.language, ...facts.display }, () => {
    const date = hijriDateIfShown(facts.startsAt.getTime(), facts.timeZone);
    return date && { header: displaySettingsMessages.hijriDate, body: date };
  });
  return {
    iss: credentials.serviceAccountEmail,
    aud: "google",
    typ: "savetowallet",
    origins,
    payload: {
      eventTicketClasses: [
        {
          id: classId,
          issuerName,
          eventName: localized(facts.eventTitle, facts.eventTitleEn),
          // Events keep their place as one text: it is both the name and the address.
          venue: { name: localized(facts.venue, facts.venueEn), address: localized(facts.venue, facts.venueEn) },
          dateTime: { start: zonedIsoTime(facts.startsAt, facts.timeZone) },
          reviewStatus: "UNDER_REVIEW",
        },
      ],
      eventTicketObjects: [
        {
          id: `${credentials.issuerId}.${idSuffix(facts.ticketId)}`,
          classId,
          state: "ACTIVE",
          barcode: { type: "QR_CODE", value: facts.code, alternateText: facts.gateCode },
          ...(facts.holderName ? { ticketHolderName: facts.holderName } : {}),
          ...(facts.orderReference ? { reservationInfo: { confirmationCode: facts.orderReference } } : {}),
          ticketType: localized(facts.ticketTypeName, facts.ticketTypeNameEn),
          ...(hijri ? { textModulesData: [{ id: "hijriDate", ...hijri }] } : {}),
        },
      ],
    },
  };
}

/** The save link of the ticket: `https://pay.google.com/gp/v/save/<jwt>`. */
export async function googleWalletSaveLink(
  facts: WalletFacts,
  credentials: GoogleWalletCredentials,
  options: { origins: string[]; issuerName: string; now?: Date },
): Promise<string> {
  const { iss, aud, ...claims } = googleWalletClaims(facts, credentials, options);
  const key = await importPKCS8(credentials.privateKey, "RS256");
  const jwt = await new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", typ: "JWT" })
    .setIssuer(iss)
    .setAudience(aud)
    .setIssuedAt(options.now ?? new Date())
    .sign(key);
  return `${GOOGLE_SAVE_URL}${jwt}`;
}
