// The fields of an event and its ticket types. Pure presentation: the state,
// validation and saving live in useEventDraft and EventFormDialog.
import Add from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import {
  arPublic,
  CURRENCIES,
  DEFAULT_OFFER_MINUTES,
  EVENT_CATEGORIES,
  EVENT_TIME_ZONES,
  type EventFormErrors,
  eventMessages,
  eventsAdminMessages,
  MAX_OFFER_MINUTES,
  waitingListMessages,
} from "@bawwaba/common";
import { useId, type ReactNode } from "react";
import { fieldErrorProps } from "../../../components/fieldErrorProps";
import { SelectField } from "../../../components/fields/SelectField";
import { TextInput } from "../../../components/fields/TextInput";
import { WallClockField } from "../../../components/fields/WallClockField";
import type { EditableTypeField, EventField } from "../hooks/useEventDraft";
import type { EventDraft, TicketTypeDraft } from "../model/eventDraft";
import { timeZoneLabel, zonedPreview } from "../model/zonedPreview";
import { EnglishFields } from "./EnglishFields";
import { TicketTypeFields } from "./TicketTypeFields";

const labels = eventsAdminMessages.form;

interface EventFormProps {
  draft: EventDraft;
  errors: EventFormErrors;
  onFieldChange: (field: EventField, value: string) => void;
  onTypeChange: <Field extends EditableTypeField>(index: number, field: Field, value: TicketTypeDraft[Field]) => void;
  onAddType: () => void;
  onRemoveType: (index: number) => void;
}

export function EventForm({ draft, errors, onFieldChange, onTypeChange, onAddType, onRemoveType }: EventFormProps) {
  const text = (field: EventField, label: string, extra: { multiline?: boolean; required?: boolean } = {}) => (
    <TextInput
      label={label}
      value={draft[field]}
      onChange={(event) => onFieldChange(field, event.target.value)}
      {...fieldErrorProps(errors, field)}
      required={extra.required ?? true}
      multiline={extra.multiline}
      minRows={extra.multiline ? 3 : undefined}
      fullWidth
    />
  );
  // The event's own times, with their Hijri date as they are chosen.
  const dateTime = (field: "startsAt" | "endsAt", label: string) => (
    <WallClockField
      kind="dateTime"
      label={label}
      value={draft[field]}
      onChange={(value) => onFieldChange(field, value)}
      {...fieldErrorProps(errors, field, zonedPreview(draft[field], draft.timeZone, { hijri: true }))}
      required
    />
  );
  // Native selects: the phone's own picker, and a plain <label for> for screen readers.
  const select = (field: EventField, label: string, options: ReactNode) => (
    <SelectField
      label={label}
      value={draft[field]}
      onChange={(event) => onFieldChange(field, event.target.value)}
      {...fieldErrorProps(errors, field)}
      required
      fullWidth
    >
      {options}
    </SelectField>
  );
  const typesHeadingId = useId();
  // An event saved with a zone outside the list keeps it as an option.
  const timeZones = EVENT_TIME_ZONES.some((zone) => zone === draft.timeZone)
    ? EVENT_TIME_ZONES
    : [...EVENT_TIME_ZONES, draft.timeZone];

  return (
    <Stack spacing={3}>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <Box sx={{ gridColumn: "1 / -1" }}>{text("title", labels.title)}</Box>
        <Box sx={{ gridColumn: "1 / -1" }}>
          {text("description", labels.description, { multiline: true, required: false })}
        </Box>
        {select(
          "category",
          labels.category,
          <>
            <option value="" disabled />
            {EVENT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {arPublic.categories[category]}
              </option>
            ))}
          </>,
        )}
        {text("venue", labels.venue)}
        {dateTime("startsAt", labels.startsAt)}
        {dateTime("endsAt", labels.endsAt)}
        {select(
          "timeZone",
          labels.timeZone,
          timeZones.map((zone) => (
            <option key={zone} value={zone}>
              {timeZoneLabel(zone)}
            </option>
          )),
        )}
        {select(
          "currency",
          labels.currency,
          CURRENCIES.map(({ code }) => (
            <option key={code} value={code}>
              {`${eventMessages.currencies[code]} (${code})`}
            </option>
          )),
        )}
        <TextInput
          label={waitingListMessages.form.offerMinutes}
          value={draft.waitingListOfferMinutes}
          onChange={(event) => onFieldChange("waitingListOfferMinutes", event.target.value)}
          {...fieldErrorProps(errors, "waitingListOfferMinutes", waitingListMessages.form.offerMinutesHint(DEFAULT_OFFER_MINUTES))}
          placeholder={String(DEFAULT_OFFER_MINUTES)}
          fullWidth
          // The default shows as the placeholder, so the label stays above it.
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: "ltr", inputMode: "numeric", maxLength: String(MAX_OFFER_MINUTES).length } }}
        />
      </Box>

      <EnglishFields draft={draft} errors={errors} onFieldChange={onFieldChange} />

      <Stack spacing={2} component="section" aria-labelledby={typesHeadingId}>
        <Typography id={typesHeadingId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
          {labels.ticketTypes}
        </Typography>
        {errors.ticketTypes && <FormHelperText error>{errors.ticketTypes}</FormHelperText>}
        {draft.ticketTypes.map((type, index) => (
          <TicketTypeFields
            key={type.key}
            index={index}
            type={type}
            currency={draft.currency}
            timeZone={draft.timeZone}
            errors={errors}
            onChange={(field, value) => onTypeChange(index, field, value)}
            onRemove={() => onRemoveType(index)}
          />
        ))}
        <Button startIcon={<Add />} onClick={onAddType} sx={{ alignSelf: "flex-start" }}>
          {labels.addTicketType}
        </Button>
      </Stack>
    </Stack>
  );
}
