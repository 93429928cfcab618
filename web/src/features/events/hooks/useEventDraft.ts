// The open event form's state: the draft, the messages beside its fields, and
// the edits a person makes. A field's message goes away as soon as it changes.
import { type EventFormErrors, eventsAdminMessages } from "@bawwaba/common";
import { useState } from "react";
import { withoutErrors } from "../../../lib/fieldErrors";
import { emptyTicketType, validateDraft, type EventDraft, type TicketTypeDraft } from "../model/eventDraft";

export type EventField = Exclude<keyof EventDraft, "ticketTypes">;
/** A ticket type's text fields. */
export type TicketTypeField = Exclude<keyof TicketTypeDraft, "key" | "id" | "sold" | "hidden">;
/** What the form changes in a ticket type: its text fields and its hidden switch. */
export type EditableTypeField = TicketTypeField | "hidden";

/** `newTypeVatRate`: what an added type's VAT rate starts at (eventDraft.ts newTypeVatRate). */
export function useEventDraft(initial: EventDraft, canRemoveStoredTypes: boolean, newTypeVatRate: string) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<EventFormErrors>({});

  const clearError = (path: string) => setErrors((previous) => withoutErrors(previous, [path]));

  const setField = (field: EventField, value: string) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    clearError(field);
  };

  const setTypeField = <Field extends EditableTypeField>(index: number, field: Field, value: TicketTypeDraft[Field]) => {
    setDraft((previous) => ({
      ...previous,
      ticketTypes: previous.ticketTypes.map((type, at) => (at === index ? { ...type, [field]: value } : type)),
    }));
    clearError(`ticketTypes.${index}.${field}`);
  };

  const addType = () => {
    setDraft((previous) => ({ ...previous, ticketTypes: [...previous.ticketTypes, emptyTicketType(newTypeVatRate)] }));
    clearError("ticketTypes");
  };

  /** Removes a row, unless it is a stored type of an event past draft: then says why beside it. */
  const removeType = (index: number) => {
    if (draft.ticketTypes[index]?.id && !canRemoveStoredTypes) {
      setErrors((previous) => ({ ...previous, [`ticketTypes.${index}.remove`]: eventsAdminMessages.form.removeNotDraft }));
      return;
    }
    setDraft((previous) => ({ ...previous, ticketTypes: previous.ticketTypes.filter((_, at) => at !== index) }));
    // Messages are keyed by position, which shifts: the next submit recomputes them.
    setErrors({});
  };

  /** The value to store, or undefined after putting each problem beside its field. */
  const validate = () => {
    const result = validateDraft(draft);
    setErrors(result.ok ? {} : result.errors);
    return result.ok ? result.value : undefined;
  };

  return { draft, errors, setField, setTypeField, addType, removeType, validate };
}
