// The organiser's default currency and VAT rate (settings/organiser), which a
// new event and a new ticket type start at in the event form. Only a
// super_admin may read the settings (firestore.rules), and only a
// super_admin opens the form; without them (never saved, unreadable) a new
// event starts in riyals and a new type at 0.
import { useEffect, useState } from "react";
import { subscribeToOrganiserDefaults, type OrganiserDefaults } from "../../../data/organiserDefaults";

/** Empty while unknown. `enabled`: the caller may read the settings. */
export function useOrganiserDefaults(enabled: boolean): OrganiserDefaults {
  const [defaults, setDefaults] = useState<OrganiserDefaults>({});
  useEffect(() => {
    if (!enabled) return undefined;
    return subscribeToOrganiserDefaults(setDefaults, (error) => {
      console.warn("Could not read the organiser's defaults", error);
      setDefaults({});
    });
  }, [enabled]);
  return defaults;
}
