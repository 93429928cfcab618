import { displaySettingsMessages, organiserSettingsMessages, type OrganiserSettingsDoc } from "@bawwaba/common";
import { Timestamp } from "firebase/firestore";
import { describe, expect, it } from "vitest";
import { checkSettingsDraft, draftFromSettings, settingsField, type SettingsDraft } from "../../src/features/settings/model/settingsDraft";
import { CallError } from "../../src/lib/callFunction";
import { refusedField } from "../../src/lib/refusedField";

const errors = organiserSettingsMessages.errors;

const stored: OrganiserSettingsDoc = {
  legalName: "شركة بوابة للفعاليات",
  vatNumber: "310122393500003",
  address: "الرياض",
  country: "SA",
  currency: "SAR",
  vatRate: 1500,
  invoicing: true,
  updatedAt: Timestamp.fromMillis(0),
  updatedBy: "uid",
};

const draft = (overrides: Partial<SettingsDraft> = {}): SettingsDraft => ({ ...draftFromSettings(stored), ...overrides });

describe("draftFromSettings", () => {
  it("shows the stored settings, the rate as a percentage, absent fields blank and absent display settings as their defaults", () => {
    expect(draftFromSettings(stored)).toEqual({
      legalName: "شركة بوابة للفعاليات",
      legalNameEn: "",
      vatNumber: "310122393500003",
      address: "الرياض",
      country: "SA",
      currency: "SAR",
      vatRate: "15",
      invoicing: true,
      logo: "",
      digits: "latn",
      hijri: true,
    });
    expect(draftFromSettings({ ...stored, digits: "arab", hijri: false })).toMatchObject({ digits: "arab", hijri: false });
  });

  it("starts a Saudi organiser in riyals at 15 %, invoicing off, before any settings were saved", () => {
    expect(draftFromSettings(null)).toMatchObject({ country: "SA", currency: "SAR", vatRate: "15", invoicing: false, legalName: "", digits: "latn", hijri: true });
  });
});

describe("checkSettingsDraft's display settings", () => {
  it("sends the digits and the Hijri date as chosen", () => {
    const check = checkSettingsDraft(draft({ digits: "arab", hijri: false }));
    expect(check).toMatchObject({ ok: true, input: { digits: "arab", hijri: false } });
  });

  it("refuses digits the public pages do not know, beside the field", () => {
    const check = checkSettingsDraft(draft({ digits: "roman" as SettingsDraft["digits"] }));
    expect(check).toEqual({ ok: false, errors: { digits: displaySettingsMessages.errors.digits } });
  });
});

describe("checkSettingsDraft", () => {
  it("gives the input to send, the rate in basis points", () => {
    expect(checkSettingsDraft(draft({ vatRate: "٥" }))).toEqual({ ok: true, input: { ...draft(), vatRate: 500 } });
  });

  it("puts the Saudi VAT number's message beside its field, whatever else is right", () => {
    for (const vatNumber of ["310122393500004", "21012239350000", "3101223935000"]) {
      expect(checkSettingsDraft(draft({ vatNumber }))).toEqual({ ok: false, errors: { vatNumber: errors.vatNumberSaudi } });
    }
  });

  it("asks for the VAT number while invoicing is on, not when it is off", () => {
    expect(checkSettingsDraft(draft({ vatNumber: " " }))).toEqual({ ok: false, errors: { vatNumber: errors.vatNumberRequired } });
    expect(checkSettingsDraft(draft({ vatNumber: "", invoicing: false })).ok).toBe(true);
  });

  it("refuses a VAT rate that is not a percentage between 0 and 50, and the fields left blank", () => {
    expect(checkSettingsDraft(draft({ vatRate: "51", legalName: " ", address: "" }))).toEqual({
      ok: false,
      errors: { vatRate: errors.vatRate, legalName: errors.legalName, address: errors.address },
    });
  });

  it("refuses a logo that is not a small image", () => {
    expect(checkSettingsDraft(draft({ logo: "data:text/html;base64,PGgxPg==" }))).toEqual({ ok: false, errors: { logo: errors.logo } });
  });
});

describe("where the function's refusal goes", () => {
  it("beside the field its details name, when the form has it", () => {
    const refusal = new CallError("invalid-argument", errors.vatNumberSaudi, { field: "vatNumber" });
    expect(settingsField(refusedField(refusal))).toBe("vatNumber");
    expect(settingsField(refusedField(new CallError("invalid-argument", "x", { field: "other" })))).toBeUndefined();
    expect(refusedField(new CallError("permission-denied", "x", { field: "vatNumber" }))).toBeUndefined();
    expect(refusedField(new CallError("invalid-argument", "x"))).toBeUndefined();
  });
});
