// The Google Wallet save link (functions/src/tickets/wallet/googleWalletLink.ts):
// a JWT signed RS256 with the service account's key, that verifies with its
// public key only, and carries the event's class and the ticket's object
// with the signed code as the QR and the gate code under it.
import { createPublicKey, generateKeyPairSync } from "node:crypto";
import { decodeJwt, jwtVerify } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { testGoogleWalletCredentials } from "../../../../scripts/lib/walletTestCredentials.mjs";
import { GOOGLE_SAVE_URL, googleWalletSaveLink, zonedIsoTime } from "../../../src/tickets/wallet/googleWalletLink.js";
import { bareFacts, englishFacts, facts, TICKET_CODE } from "./walletFixtures.js";

type Credentials = ReturnType<typeof testGoogleWalletCredentials>;
let credentials: Credentials;
let jwt: string;
const ORIGIN = "https://demo-bawwaba.web.app";
const NOW = new Date("2026-11-27T10:00:00Z");
// The Umm al-Qura date Intl gives for the event's day in Riyadh.
const HIJRI_DATE = new Intl.DateTimeFormat("ar-u-nu-latn", { dateStyle: "long", timeZone: "Asia/Riyadh", calendar: "islamic-umalqura" }).format(
  Date.parse("2026-12-31T17:00:00Z"),
);

beforeAll(async () => {
  credentials = testGoogleWalletCredentials();
  const link = await googleWalletSaveLink(facts, credentials, { origins: [ORIGIN], issuerName: "بوّابة", now: NOW });
  expect(link.startsWith(GOOGLE_SAVE_URL)).toBe(true);
  jwt = link.slice(GOOGLE_SAVE_URL.length);
});

const arabic = (value: string) => ({ defaultValue: { language: "ar", value } });

describe("googleWalletSaveLink", () => {
  it("is a JWT that the service account's public key verifies, with Google's claims and the ticket", async () => {
    const { payload, protectedHeader } = await jwtVerify(jwt, createPublicKey(credentials.privateKey), {
      algorithms: ["RS256"],
      issuer: credentials.serviceAccountEmail,
      audience: "google",
    });
    expect(protectedHeader.alg).toBe("RS256");
    const classId = `${credentials.issuerId}.event-wallet-1`;
    expect(payload).toEqual({
      iss: credentials.serviceAccountEmail,
      aud: "google",
      typ: "savetowallet",
      iat: NOW.getTime() / 1000,
      origins: [ORIGIN],
      payload: {
        eventTicketClasses: [
          {
            id: classId,
            issuerName: "بوّابة",
            eventName: arabic("حفل الموسيقى العربية"),
            venue: { name: arabic("مسرح المدينة، الرياض"), address: arabic("مسرح المدينة، الرياض") },
            dateTime: { start: "2026-12-31T20:00:00+03:00" },
            reviewStatus: "UNDER_REVIEW",
          },
        ],
        eventTicketObjects: [
          {
            id: `${credentials.issuerId}.ticket-wallet-1`,
            classId,
            state: "ACTIVE",
            barcode: { type: "QR_CODE", value: TICKET_CODE, alternateText: "7K3M9-QXJ2H" },
            ticketHolderName: "منى السالم",
            reservationInfo: { confirmationCode: "BW-7K3M-9QXJ" },
            ticketType: arabic("عادي"),
            textModulesData: [{ id: "hijriDate", header: "التاريخ الهجري", body: HIJRI_DATE }],
          },
        ],
      },
    });
  });

  it("does not verify with another key, nor once a claim is changed", async () => {
    const otherKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey;
    await expect(jwtVerify(jwt, otherKey, { algorithms: ["RS256"] })).rejects.toThrow(/signature verification failed/);
    const [header, , signature] = jwt.split(".");
    const claims = decodeJwt(jwt) as { payload: { eventTicketObjects: { barcode: { value: string } }[] } };
    claims.payload.eventTicketObjects[0]!.barcode.value = "bw1.forged";
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
    await expect(jwtVerify(forged, createPublicKey(credentials.privateKey), { algorithms: ["RS256"] })).rejects.toThrow(/signature verification failed/);
  });

  it("has no Hijri date once the organiser turns it off", async () => {
    const link = await googleWalletSaveLink({ ...facts, display: { digits: "latn", hijri: false } }, credentials, { origins: [ORIGIN], issuerName: "بوّابة" });
    const object = (decodeJwt(link.slice(GOOGLE_SAVE_URL.length)) as { payload: { eventTicketObjects: Record<string, unknown>[] } }).payload
      .eventTicketObjects[0]!;
    expect(object).not.toHaveProperty("textModulesData");
  });

  it("gives the event's class and the ticket its English words as translations, and an English buyer the Hijri line in English", async () => {
    const link = await googleWalletSaveLink(englishFacts, credentials, { origins: [ORIGIN], issuerName: "بوّابة" });
    const { eventTicketClasses, eventTicketObjects } = (
      decodeJwt(link.slice(GOOGLE_SAVE_URL.length)) as { payload: { eventTicketClasses: Record<string, unknown>[]; eventTicketObjects: Record<string, unknown>[] } }
    ).payload;
    // One class per event, shared by every buyer: Arabic first, English as Google's translation the phone's language picks.
    expect(eventTicketClasses[0]).toMatchObject({
      eventName: { defaultValue: { language: "ar", value: "حفل الموسيقى العربية" }, translatedValues: [{ language: "en", value: "Arabic Music Night" }] },
      venue: { name: arabic("مسرح المدينة، الرياض") },
    });
    expect(eventTicketObjects[0]).toMatchObject({
      ticketType: { defaultValue: { language: "ar", value: "عادي" }, translatedValues: [{ language: "en", value: "Standard" }] },
      textModulesData: [
        {
          id: "hijriDate",
          header: "Hijri date",
          body: new Intl.DateTimeFormat("en-u-nu-latn", { dateStyle: "long", timeZone: "Asia/Riyadh", calendar: "islamic-umalqura" }).format(facts.startsAt),
        },
      ],
    });
  });

  it("leaves out the holder and the reference when the ticket has none", async () => {
    const link = await googleWalletSaveLink(bareFacts, credentials, { origins: [ORIGIN], issuerName: "بوّابة" });
    const object = (decodeJwt(link.slice(GOOGLE_SAVE_URL.length)) as { payload: { eventTicketObjects: Record<string, unknown>[] } }).payload
      .eventTicketObjects[0]!;
    expect(object).not.toHaveProperty("ticketHolderName");
    expect(object).not.toHaveProperty("reservationInfo");
  });
});

describe("zonedIsoTime", () => {
  it("writes the instant as the wall clock of the event's zone with its offset", () => {
    expect(zonedIsoTime(new Date("2026-12-31T17:00:00Z"), "Asia/Riyadh")).toBe("2026-12-31T20:00:00+03:00");
    expect(zonedIsoTime(new Date("2026-01-15T01:30:00Z"), "America/New_York")).toBe("2026-01-14T20:30:00-05:00");
    expect(zonedIsoTime(new Date("2026-07-15T01:30:00Z"), "America/New_York")).toBe("2026-07-14T21:30:00-04:00");
    expect(zonedIsoTime(new Date("2026-03-01T10:00:00Z"), "Asia/Kolkata")).toBe("2026-03-01T15:30:00+05:30");
    expect(Date.parse(zonedIsoTime(new Date("2026-03-01T10:00:00Z"), "Asia/Kolkata"))).toBe(Date.parse("2026-03-01T10:00:00Z"));
  });
});
