// What a new event and a new ticket type start at in the event form: the
// organiser's default currency and VAT rate (settings/organiser), live,
// without the settings' schema (organiserSettings.ts), which the events
// pages need not load.
import { COLLECTIONS, findCurrency, isVatRate, ORGANISER_SETTINGS_ID, type CurrencyCode } from "@bawwaba/common";
import { doc, type DocumentSnapshot, type Unsubscribe } from "firebase/firestore";
import { db } from "../lib/firebase";
import { subscribeToDocument } from "./liveDocument";

export interface OrganiserDefaults {
  /** Basis points (tax.ts). */
  vatRate?: number;
  currency?: CurrencyCode;
}

/** Each default that the stored settings hold and that is one; none before any settings were saved. */
function readDefaults(snapshot: DocumentSnapshot): OrganiserDefaults {
  const vatRate: unknown = snapshot.get("vatRate");
  const currency: unknown = snapshot.get("currency");
  const knownCurrency = typeof currency === "string" ? findCurrency(currency)?.code : undefined;
  return {
    ...(typeof vatRate === "number" && isVatRate(vatRate) && { vatRate }),
    ...(knownCurrency && { currency: knownCurrency }),
  };
}

export function subscribeToOrganiserDefaults(onChange: (defaults: OrganiserDefaults) => void, onError: (error: unknown) => void): Unsubscribe {
  return subscribeToDocument(doc(db, COLLECTIONS.settings, ORGANISER_SETTINGS_ID), readDefaults, (defaults) => onChange(defaults ?? {}), onError);
}
