// The guest form of /qasr-assign-ticket, checked as assignTicket will check
// it (common/src/callables.ts), so a mistake shows beside its field at once.
import { ar, normalizePhone } from "@bawwaba/common";

/** The function's limit on a holder's name (assignTicketInput). */
const MAX_NAME_LENGTH = 100;

export interface AssignFormErrors {
  holderName?: string;
  holderPhone?: string;
}

export function assignFormErrors(value: { holderName: string; holderPhone: string }): AssignFormErrors {
  const messages = ar.tickets.assign;
  const name = value.holderName.trim();
  const errors: AssignFormErrors = {};
  if (name === "") errors.holderName = messages.nameRequired;
  else if (name.length > MAX_NAME_LENGTH) errors.holderName = messages.nameTooLong;
  if (value.holderPhone.trim() !== "" && normalizePhone(value.holderPhone) === null) {
    errors.holderPhone = messages.phoneInvalid;
  }
  return errors;
}
