// The organiser's settings against the emulators (setOrganiserSettings,
// docs/contracts.md): only a super_admin saves them, the whole document at
// once with who and when; a VAT number of the wrong form, or none while
// invoices are on, is refused in Arabic naming its field and nothing is
// written; digits typed in Arabic-Indic are stored in Latin. The settings are
// one document for the project, read by the invoices of test files running
// at the same time: every save here leaves the seller of TEST_ORGANISER.
import { CALLABLES, COLLECTIONS, DEFAULT_DISPLAY_SETTINGS, displaySettingsMessages, ORGANISER_SETTINGS_ID, organiserSettingsMessages } from "@bawwaba/common";
import type { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { callersWithRoles, callOk, callRaw, type Caller } from "../support/callables";
import { adminDb } from "../support/emulators";
import { TEST_ORGANISER } from "../support/invoicing";

const errors = organiserSettingsMessages.errors;
const settingsRef = adminDb.collection(COLLECTIONS.settings).doc(ORGANISER_SETTINGS_ID);
const LOGO = "data:image/png;base64,iVBORw0KGgo=";

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
    await callOk(owner, CALLABLES.setOrganiserSettings, TEST_ORGANISER);
    const before = await stored();
    const attempt = { ...TEST_ORGANISER, legalName: "منشأة أخرى" };
    expect(await seller.call(CALLABLES.setOrganiserSettings, attempt)).toMatchObject({ ok: false, code: "permission-denied" });
    expect(await user.call(CALLABLES.setOrganiserSettings, attempt)).toMatchObject({ ok: false, code: "permission-denied" });
    expect(await visitor.call(CALLABLES.setOrganiserSettings, attempt)).toMatchObject({ ok: false, code: "unauthenticated" });
    expect(await stored()).toEqual(before);
  });

  it("writes the whole document with who saved it and when, leaving out what was left blank", async () => {
    await callOk(owner, CALLABLES.setOrganiserSettings, { ...TEST_ORGANISER, logo: LOGO });
    expect((await stored())?.logo).toBe(LOGO);

    const startedAt = Date.now();
    expect(await callOk(owner, CALLABLES.setOrganiserSettings, { ...TEST_ORGANISER, legalNameEn: "", logo: null })).toEqual({ ok: true });
    const { updatedAt, ...fields } = (await stored())!;
    // The English name and the logo left blank are gone, not kept from before.
    // The display settings left out are saved as their defaults.
    const kept: Record<string, unknown> = { ...TEST_ORGANISER, ...DEFAULT_DISPLAY_SETTINGS, updatedBy: owner.uid };
    delete kept.legalNameEn;
    expect(fields).toStrictEqual(kept);
    // Server time (the emulator's clock is this machine's).
    expect((updatedAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(startedAt - 5_000);
    await callOk(owner, CALLABLES.setOrganiserSettings, TEST_ORGANISER);
  });

  it.each([
    { why: "14 digits", vatNumber: "31012239350003" },
    { why: "16 digits", vatNumber: "3101223935000033" },
    { why: "not starting with 3", vatNumber: "210122393500003" },
    { why: "not ending with 3", vatNumber: "310122393500001" },
    { why: "a letter in it", vatNumber: "31012239350000A" },
  ])("refuses a Saudi VAT number of $why in Arabic, naming the field, and writes nothing", async ({ vatNumber }) => {
    await callOk(owner, CALLABLES.setOrganiserSettings, TEST_ORGANISER);
    const before = await stored();
    const raw = await callRaw(owner, CALLABLES.setOrganiserSettings, { ...TEST_ORGANISER, vatNumber, legalName: "لن تُحفظ" });
    expect(raw.error).toEqual({ status: "INVALID_ARGUMENT", message: errors.vatNumberSaudi, details: { field: "vatNumber" } });
    expect(await stored()).toEqual(before);
  });

  it("refuses invoicing without a VAT number, naming the field, and writes nothing", async () => {
    await callOk(owner, CALLABLES.setOrganiserSettings, TEST_ORGANISER);
    const before = await stored();
    for (const vatNumber of [undefined, "", " "]) {
      const raw = await callRaw(owner, CALLABLES.setOrganiserSettings, { ...TEST_ORGANISER, vatNumber });
      expect(raw.error).toEqual({ status: "INVALID_ARGUMENT", message: errors.vatNumberRequired, details: { field: "vatNumber" } });
    }
    expect(await stored()).toEqual(before);
  });

  it("stores a VAT number typed in Arabic-Indic digits, with spaces, in Latin digits", async () => {
    await callOk(owner, CALLABLES.setOrganiserSettings, { ...TEST_ORGANISER, vatNumber: "٣١٠١٢٢ ٣٩٣٥ ٠٠٠٠٣" });
    expect((await stored())?.vatNumber).toBe("310122393500003");
    expect(TEST_ORGANISER.vatNumber).toBe("310122393500003");
  });

  it("names the field of another refusal: a VAT rate above 50 %", async () => {
    const raw = await callRaw(owner, CALLABLES.setOrganiserSettings, { ...TEST_ORGANISER, vatRate: 5001 });
    expect(raw.error).toEqual({ status: "INVALID_ARGUMENT", message: errors.vatRate, details: { field: "vatRate" } });
  });

  it("stores the display settings chosen: Arabic-Indic digits, no Hijri date", async () => {
    await callOk(owner, CALLABLES.setOrganiserSettings, { ...TEST_ORGANISER, digits: "arab", hijri: false });
    expect(await stored()).toMatchObject({ digits: "arab", hijri: false });
    await callOk(owner, CALLABLES.setOrganiserSettings, TEST_ORGANISER);
    expect(await stored()).toMatchObject(DEFAULT_DISPLAY_SETTINGS);
  });

  it.each([
    { field: "digits", value: "roman", message: () => displaySettingsMessages.errors.digits },
    { field: "digits", value: "", message: () => displaySettingsMessages.errors.digits },
    { field: "hijri", value: "yes", message: () => displaySettingsMessages.errors.hijri },
    { field: "hijri", value: 1, message: () => displaySettingsMessages.errors.hijri },
  ])("refuses $field = $value in Arabic, naming the field, and writes nothing", async ({ field, value, message }) => {
    await callOk(owner, CALLABLES.setOrganiserSettings, TEST_ORGANISER);
    const before = await stored();
    const raw = await callRaw(owner, CALLABLES.setOrganiserSettings, { ...TEST_ORGANISER, legalName: "لن تُحفظ", [field]: value });
    expect(raw.error).toEqual({ status: "INVALID_ARGUMENT", message: message(), details: { field } });
    expect(await stored()).toEqual(before);
  });
});
