// The organiser's default VAT rate alone (settings/organiser `vatRate`,
// basis points), live: a new ticket type in the event form starts at it.
// Without the settings' schema (organiserSettings.ts), which the events
// pages need not load.
import { COLLECTIONS, isVatRate, ORGANISER_SETTINGS_ID } from "@bawwaba/common";
import { doc, type Unsubscribe } from "firebase/firestore";
import { db } from "../lib/firebase";
import { subscribeToDocument } from "./liveDocument";

/** undefined before any settings were saved, or when the stored rate is not one. */
export function subscribeToOrganiserVatRate(onChange: (vatRate: number | undefined) => void, onError: (error: unknown) => void): Unsubscribe {
  return subscribeToDocument(
    doc(db, COLLECTIONS.settings, ORGANISER_SETTINGS_ID),
    (snapshot) => {
      const vatRate: unknown = snapshot.get("vatRate");
      return typeof vatRate === "number" && isVatRate(vatRate) ? vatRate : undefined;
    },
    (vatRate) => onChange(vatRate ?? undefined),
    onError,
  );
}
