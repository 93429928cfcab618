// The organiser's default VAT rate (settings/organiser), which a new ticket
// type starts at in the event form. Only a super_admin may read the settings
// (firestore.rules), and only a super_admin opens the form; without them
// (never saved, unreadable) a new type starts at 0.
import { useEffect, useState } from "react";
import { subscribeToOrganiserVatRate } from "../../../data/organiserVatRate";

/** Basis points, or undefined while unknown. `enabled`: the caller may read the settings. */
export function useOrganiserVatRate(enabled: boolean): number | undefined {
  const [vatRate, setVatRate] = useState<number>();
  useEffect(() => {
    if (!enabled) return undefined;
    return subscribeToOrganiserVatRate(setVatRate, (error) => {
      console.warn("Could not read the organiser's default VAT rate", error);
      setVatRate(undefined);
    });
  }, [enabled]);
  return vatRate;
}
