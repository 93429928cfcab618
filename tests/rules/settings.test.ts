// Rules for settings/{id}: the organiser's settings (the seller every invoice
// names), read on /settings by super_admin only; written only by the
// function setOrganiserSettings, which checks them, so no client writes.
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from "firebase/firestore";
import { describe } from "vitest";
import { accessMatrix, NOBODY, useRulesEnv } from "./support";

const settings = {
  legalName: "شركة بوابة للفعاليات",
  vatNumber: "310122393500003",
  address: "الرياض، حي العليا",
  country: "SA",
  currency: "SAR",
  vatRate: 1500,
  invoicing: true,
  updatedBy: "uid-super",
};

const h = useRulesEnv((db) => setDoc(doc(db, "settings", "organiser"), settings));

describe("settings: access by persona", () => {
  accessMatrix(h, [
    { op: "get the organiser's settings", allow: ["super_admin"], run: (db) => getDoc(doc(db, "settings", "organiser")) },
    { op: "list settings", allow: ["super_admin"], run: (db) => getDocs(collection(db, "settings")) },
    { op: "create settings", allow: NOBODY, run: (db) => setDoc(doc(db, "settings", "other"), settings) },
    { op: "overwrite the settings", allow: NOBODY, run: (db) => setDoc(doc(db, "settings", "organiser"), { ...settings, vatRate: 0 }) },
    {
      op: "change the VAT number",
      allow: NOBODY,
      run: (db) => updateDoc(doc(db, "settings", "organiser"), { vatNumber: "399999999999993" }),
    },
    {
      op: "change the public's digits or Hijri date",
      allow: NOBODY,
      run: (db) => updateDoc(doc(db, "settings", "organiser"), { digits: "arab", hijri: false }),
    },
    { op: "delete the settings", allow: NOBODY, run: (db) => deleteDoc(doc(db, "settings", "organiser")) },
  ]);
});
