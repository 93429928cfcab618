// The organiser's settings against the emulators (setOrganiserSettings,
// docs/contracts.md): only a super_admin saves them, the whole document at
// once with who and when; a VAT number of the wrong form, or none while
// invoices are on, is refused in Arabic beside its field and nothing is
// written; digits typed in Arabic-Indic are stored in Latin.
import { CALLABLES, COLLECTIONS, ORGANISER_SETTINGS_ID, organiserSettingsMessages, type SetOrganiserSettingsInput } from "@bawwaba/common";
import type { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { callersWithRoles, callOk, callRaw, type Caller } from "../support/callables";
import { adminDb } from "../support/emulators";

const errors = organiserSettingsMessages.errors;
const settingsRef = adminDb.collection(COLLECTIONS.settings).doc(ORGANISER_SETTINGS_ID);

const settings: SetOrganiserSettingsInput = {
  legalName: "شركة بوابة للفعاليات",
  legalNameEn: "Bawwaba Events Co.",
  vatNumber: "310122393500003",
  address: "الرياض، حي العليا، طريق الملك فهد",
  country: "SA",
  currency: "SAR",
  vatRate: 1500,
  invoicing: true,
};

let owner: Caller;
let seller: Caller;
let user: Caller;
let visitor: Caller;

beforeAll(async () => {
  [owner, seller, user, visitor] = await callersWithRoles("super_admin", "sales_admin", "none", null);
});

const stored = async () => (await settingsRef.get()).data();

describe("setOrganiserSettings", () => {
  it("is the owner-manager's only: a seller, a plain account and a visitor are refused", async () => {
    await callOk(owner, CALLABLES.setOrganiserSettings, { ...settings, legalName: "قبل المحاولات" });
    const before = await stored();
    const attempt = { ...settings, legalName: "منشأة أخرى" };
    expect(await seller.call(CALLABLES.setOrganiserSettings, attempt)).toMatchObject({ ok: false, code: "permission-denied" });
    expect(await user.call(CALLABLES.setOrganiserSettings, attempt)).toMatchObject({ ok: false, code: "permission-denied" });
    expect(await visitor.call(CALLABLES.setOrganiserSettings, attempt)).toMatchObject({ ok: false, code: "unauthenticated" });
    expect(await stored()).toEqual(before);
  });

  it("writes the whole document with who saved it and when, leaving out what was left blank", async () => {
    await callOk(owner, CALLABLES.setOrganiserSettings, { ...settings, logo: "data:image/png;base64,iVBORw0KGgo=" });
    expect((await stored())?.logo).toBe("data:image/png;base64,iVBORw0KGgo=");

    const startedAt = Date.now();
    expect(await callOk(owner, CALLABLES.setOrganiserSettings, { ...settings, legalNameEn: "", logo: null })).toEqual({ ok: true });
    const { updatedAt, ...fields } = (await stored())!;
    // The English name and the logo left blank are gone, not kept from before.
    const kept = { ...settings };
    delete kept.legalNameEn;
    expect(fields).toStrictEqual({ ...kept, updatedBy: owner.uid });
    expect((updatedAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(startedAt - 5_000);
  });

  it.each([
    { why: "14 digits", vatNumber: "31012239350003" },
    { why: "not starting with 3", vatNumber: "210122393500003" },
    { why: "not ending with 3", vatNumber: "310122393500001" },
    { why: "letters in it", vatNumber: "31012239350000A" },
  ])("refuses a Saudi VAT number of $why in Arabic, naming the field, and writes nothing", async ({ vatNumber }) => {
    await callOk(owner, CALLABLES.setOrganiserSettings, settings);
    const before = await stored();
    const raw = await callRaw(owner, CALLABLES.setOrganiserSettings, { ...settings, vatNumber, legalName: "لن تُحفظ" });
    expect(raw.error).toEqual({ status: "INVALID_ARGUMENT", message: errors.vatNumberSaudi, details: { field: "vatNumber" } });
    expect(await stored()).toEqual(before);
  });

  it("refuses invoicing without a VAT number, and takes invoicing off without one", async () => {
    await callOk(owner, CALLABLES.setOrganiserSettings, settings);
    const before = await stored();
    const raw = await callRaw(owner, CALLABLES.setOrganiserSettings, { ...settings, vatNumber: " " });
    expect(raw.error).toEqual({ status: "INVALID_ARGUMENT", message: errors.vatNumberRequired, details: { field: "vatNumber" } });
    expect(await stored()).toEqual(before);

    await callOk(owner, CALLABLES.setOrganiserSettings, { ...settings, vatNumber: "", invoicing: false });
    expect(await stored()).toMatchObject({ invoicing: false });
    expect((await stored())?.vatNumber).toBeUndefined();
  });

  it("stores a VAT number typed in Arabic-Indic digits, with spaces, in Latin digits", async () => {
    await callOk(owner, CALLABLES.setOrganiserSettings, { ...settings, vatNumber: "٣١٠١٢٢ ٣٩٣٥ ٠٠٠٠٣" });
    expect((await stored())?.vatNumber).toBe("310122393500003");
  });

  it("names the field of any other refusal: a VAT rate above 50 %", async () => {
    const raw = await callRaw(owner, CALLABLES.setOrganiserSettings, { ...settings, vatRate: 5001 });
    expect(raw.error).toEqual({ status: "INVALID_ARGUMENT", message: errors.vatRate, details: { field: "vatRate" } });
  });
});
