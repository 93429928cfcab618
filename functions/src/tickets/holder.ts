// Who holds a ticket, as stored: the name, the phone and the fields the
// tickets table finds the name by, always written together so a search never
// finds a ticket under its previous holder.
import { holderSearchFields } from "@bawwaba/common/ticketSearch";
import { FieldValue } from "firebase-admin/firestore";

export interface Holder {
  holderName: string;
  holderPhone?: string;
}

/** The update that gives a ticket to `holder`; a phone left out is removed, as it was the previous holder's. */
export function holderUpdate(holder: Holder) {
  return {
    holderName: holder.holderName,
    holderPhone: holder.holderPhone ?? FieldValue.delete(),
    ...holderSearchFields(holder.holderName),
  };
}
