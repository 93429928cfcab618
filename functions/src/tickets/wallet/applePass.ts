// One ticket as an Apple Wallet pass (.pkpass): pass.json, the images, a
// manifest of their SHA-1 digests and a detached PKCS #7 signature of the
// manifest by the organiser's pass certificate, which Apple's WWDR
// intermediate issued (passkit-generator does the packing and signing).
// The barcode is the ticket's signed code, the QR of the order page, with
// the gate code under it (docs/product.md "Wallet passes").
import { displaySettingsMessages, formatDateTime, hijriDateIfShown, inDisplayLocale, textIn, walletMessages } from "@bawwaba/common";
import { PKPass } from "passkit-generator";
import type { AppleWalletCredentials } from "./walletCredentials.js";
import type { WalletFacts } from "./walletFacts.js";

const text = walletMessages.pass;

/** The pass's images, PNG: icon 29 × 29 pt (and @2x), logo at most 160 × 50 pt (and @2x). */
export interface PassImages {
  "icon.png": Buffer;
  "icon@2x.png": Buffer;
  "logo.png": Buffer;
  "logo@2x.png": Buffer;
}

/** The theme's indigo (web/src/app/theme.ts) with white text, as the app's installed icon. */
const COLOURS = {
  backgroundColor: "rgb(63, 81, 181)",
  foregroundColor: "rgb(255, 255, 255)",
  labelColor: "rgb(232, 234, 246)",
};

/**
 * pass.json of the ticket's pass (Apple's PassKit package format, "Pass"),
 * in the buyer's language and the organiser's display settings: the Umm
 * al-Qura date in a field of its own beside the date unless turned off, the
 * digits chosen for Arabic. One pass is one buyer's, so it is written in
 * their language rather than localized for every device.
 */
export function applePassJson(facts: WalletFacts, credentials: Pick<AppleWalletCredentials, "passTypeIdentifier" | "teamIdentifier">) {
  return inDisplayLocale({ language: facts.language, ...facts.display }, () => writePassJson(facts, credentials));
}

function writePassJson(facts: WalletFacts, credentials: Pick<AppleWalletCredentials, "passTypeIdentifier" | "teamIdentifier">) {
  const hijri = hijriDateIfShown(facts.startsAt.getTime(), facts.timeZone);
  const eventTitle = textIn(facts.language, facts.eventTitle, facts.eventTitleEn);
  return {
    formatVersion: 1,
    passTypeIdentifier: credentials.passTypeIdentifier,
    teamIdentifier: credentials.teamIdentifier,
    serialNumber: facts.ticketId,
    organizationName: text.organizationName,
    description: text.description(eventTitle),
    logoText: text.organizationName,
    ...COLOURS,
    relevantDate: facts.startsAt.toISOString(),
    barcodes: [
      {
        format: "PKBarcodeFormatQR" as const,
        message: facts.code,
        // Ticket codes are ASCII (docs/ticket-code.md), so Latin-1 encodes them byte for byte.
        messageEncoding: "iso-8859-1",
        altText: facts.gateCode,
      },
    ],
    eventTicket: {
      primaryFields: [{ key: "event", label: text.event, value: eventTitle }],
      secondaryFields: [
        { key: "startsAt", label: text.startsAt, value: formatDateTime(facts.startsAt.getTime(), facts.timeZone) },
        ...(hijri ? [{ key: "hijriDate", label: displaySettingsMessages.hijriDate, value: hijri }] : []),
      ],
      auxiliaryFields: [
        { key: "venue", label: text.venue, value: textIn(facts.language, facts.venue, facts.venueEn) },
        { key: "ticketType", label: text.ticketType, value: textIn(facts.language, facts.ticketTypeName, facts.ticketTypeNameEn) },
      ],
      backFields: [
        ...(facts.orderReference ? [{ key: "orderReference", label: text.orderReference, value: facts.orderReference }] : []),
        ...(facts.holderName ? [{ key: "holder", label: text.holder, value: facts.holderName }] : []),
        { key: "gateCode", label: text.gateCode, value: facts.gateCode },
      ],
    },
  };
}

/** The signed .pkpass of the ticket. Throws when the credentials cannot sign (a key that does not match its certificate). */
export function buildApplePass(facts: WalletFacts, credentials: AppleWalletCredentials, images: PassImages): Buffer {
  // pass.json goes in as a file: PKPass reads and validates it, and its
  // fields and barcodes are kept as written (no setter rewrites them).
  const pass = new PKPass(
    { ...images, "pass.json": Buffer.from(JSON.stringify(applePassJson(facts, credentials))) },
    {
      wwdr: credentials.wwdr,
      signerCert: credentials.signerCert,
      signerKey: credentials.signerKey,
      ...(credentials.signerKeyPassphrase === undefined ? {} : { signerKeyPassphrase: credentials.signerKeyPassphrase }),
    },
  );
  return pass.getAsBuffer();
}
