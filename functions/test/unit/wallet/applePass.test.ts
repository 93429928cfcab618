// The Apple Wallet pass (functions/src/tickets/wallet/applePass.ts): its
// pass.json carries the ticket's signed code as the QR with the gate code
// under it, the event, date, place, type, reference and holder; its
// manifest lists the SHA-1 of every file; its signature is a detached
// PKCS #7 of the manifest that verifies against the CA that issued the pass
// certificate (checked by OpenSSL, not by the library that signed it).
import { createPrivateKey } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { testAppleWalletCredentials } from "../../../../scripts/lib/walletTestCredentials.mjs";
import { manifestMismatches, opensslVerifies, unzipPass } from "../../../../tests/support/pkpass.js";
import { applePassJson, buildApplePass } from "../../../src/tickets/wallet/applePass.js";
import { bareFacts, englishFacts, facts, images, TICKET_CODE } from "./walletFixtures.js";

type Credentials = ReturnType<typeof testAppleWalletCredentials>;
// The Umm al-Qura date Intl gives for the event's day in Riyadh.
const HIJRI_DATE = new Intl.DateTimeFormat("ar-u-nu-latn", { dateStyle: "long", timeZone: "Asia/Riyadh", calendar: "islamic-umalqura" }).format(
  Date.parse("2026-12-31T17:00:00Z"),
);
let credentials: Credentials;
let files: Record<string, Buffer>;

beforeAll(() => {
  credentials = testAppleWalletCredentials();
  files = unzipPass(buildApplePass(facts, credentials, images));
});

describe("buildApplePass", () => {
  it("packs pass.json, the images, the manifest and the signature", () => {
    expect(Object.keys(files).sort()).toEqual(["icon.png", "icon@2x.png", "logo.png", "logo@2x.png", "manifest.json", "pass.json", "signature"]);
    expect(files["icon.png"]).toEqual(images["icon.png"]);
  });

  it("carries the ticket's signed code as the QR, with the gate code as its text", () => {
    const pass = JSON.parse(files["pass.json"]!.toString("utf8"));
    expect(pass.barcodes).toEqual([{ format: "PKBarcodeFormatQR", message: TICKET_CODE, messageEncoding: "iso-8859-1", altText: "7K3M9-QXJ2H" }]);
  });

  it("says which ticket, event, time, place, type, order and holder it is, in Arabic", () => {
    const pass = JSON.parse(files["pass.json"]!.toString("utf8"));
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: credentials.passTypeIdentifier,
      teamIdentifier: credentials.teamIdentifier,
      serialNumber: "ticket-wallet-1",
      organizationName: "بوّابة",
      description: "تذكرة حفل الموسيقى العربية",
      relevantDate: "2026-12-31T17:00:00.000Z",
    });
    const fields = (group: string) => (pass.eventTicket[group] as { key: string; label: string; value: string }[]).map(({ key, value }) => [key, value]);
    expect(fields("primaryFields")).toEqual([["event", "حفل الموسيقى العربية"]]);
    // 17:00 UTC is 20:00 in Riyadh: the event's own time zone, not the server's.
    expect(fields("secondaryFields")).toEqual([
      ["startsAt", expect.stringContaining("8:00")],
      ["hijriDate", HIJRI_DATE],
    ]);
    expect(fields("secondaryFields")[0]![1]).toContain("31 ديسمبر 2026");
    expect(fields("auxiliaryFields")).toEqual([
      ["venue", "مسرح المدينة، الرياض"],
      ["ticketType", "عادي"],
    ]);
    expect(fields("backFields")).toEqual([
      ["orderReference", "BW-7K3M-9QXJ"],
      ["holder", "منى السالم"],
      ["gateCode", "7K3M9-QXJ2H"],
    ]);
  });

  it("shows the Hijri date only while the organiser shows it, and the digits they chose", () => {
    const keys = (pass: ReturnType<typeof applePassJson>) => pass.eventTicket.secondaryFields.map((field) => field.key);
    expect(keys(applePassJson({ ...facts, display: { digits: "latn", hijri: false } }, credentials))).toEqual(["startsAt"]);
    const arab = applePassJson({ ...facts, display: { digits: "arab", hijri: true } }, credentials).eventTicket;
    expect(arab.secondaryFields[0]!.value).toContain("٣١ ديسمبر ٢٠٢٦");
    expect(arab.secondaryFields[1]!.value).toBe(HIJRI_DATE.replace(/[0-9]/g, (digit) => "٠١٢٣٤٥٦٧٨٩"[Number(digit)]!));
    // Codes and references stay Western.
    expect(arab.backFields.map((field) => field.value)).toEqual(["BW-7K3M-9QXJ", "منى السالم", "7K3M9-QXJ2H"]);
  });

  it("is written in English for a buyer who bought in English, with the event's English words and the Arabic where it has none", () => {
    const pass = applePassJson({ ...englishFacts, display: { digits: "arab", hijri: true } }, credentials);
    expect(pass).toMatchObject({ organizationName: "Bawwaba", description: "Ticket for Arabic Music Night" });
    const fields = (group: keyof typeof pass.eventTicket) => pass.eventTicket[group].map(({ label, value }) => [label, value]);
    expect(fields("primaryFields")).toEqual([["Event", "Arabic Music Night"]]);
    // English pages and messages write Western digits whatever the Arabic pages' setting (locale.ts).
    expect(fields("secondaryFields")).toEqual([
      ["Date", expect.stringContaining("December 31, 2026")],
      ["Hijri date", new Intl.DateTimeFormat("en-u-nu-latn", { dateStyle: "long", timeZone: "Asia/Riyadh", calendar: "islamic-umalqura" }).format(facts.startsAt)],
    ]);
    expect(fields("auxiliaryFields")).toEqual([
      ["Venue", "مسرح المدينة، الرياض"],
      ["Ticket type", "Standard"],
    ]);
    expect(fields("backFields").map(([label]) => label)).toEqual(["Order reference", "Ticket holder", "Gate code"]);
  });

  it("leaves out the reference and the holder when the ticket has none", () => {
    const backKeys = applePassJson(bareFacts, credentials).eventTicket.backFields.map((field) => field.key);
    expect(backKeys).toEqual(["gateCode"]);
  });

  it("lists every file's SHA-1 in the manifest, and a changed file no longer matches", () => {
    expect(manifestMismatches(files)).toEqual([]);
    const tampered = { ...files, "icon.png": Buffer.concat([files["icon.png"]!, Buffer.from([0])]) };
    expect(manifestMismatches(tampered)).toEqual(["icon.png"]);
    const added = { ...files, "strip.png": Buffer.from("not listed") };
    expect(manifestMismatches(added)).toEqual(["strip.png"]);
  });

  it("signs the manifest: OpenSSL verifies it against the issuing CA, and refuses a changed manifest or another CA", () => {
    expect(opensslVerifies(files["manifest.json"]!, files.signature!, credentials.wwdr)).toBe(true);
    const changed = Buffer.from(files["manifest.json"]!.toString("utf8").replace(/"[0-9a-f]{40}"/, `"${"0".repeat(40)}"`));
    expect(opensslVerifies(changed, files.signature!, credentials.wwdr)).toBe(false);
    expect(opensslVerifies(files["manifest.json"]!, files.signature!, testAppleWalletCredentials().wwdr)).toBe(false);
  });

  it("signs with a key kept encrypted under its passphrase", () => {
    const signerKey = createPrivateKey(credentials.signerKey).export({ format: "pem", type: "pkcs8", cipher: "aes-256-cbc", passphrase: "s3cret" }) as string;
    const pass = unzipPass(buildApplePass(facts, { ...credentials, signerKey, signerKeyPassphrase: "s3cret" }, images));
    expect(opensslVerifies(pass["manifest.json"]!, pass.signature!, credentials.wwdr)).toBe(true);
  });
});
