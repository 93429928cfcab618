// One ticket type in the event form: name, price (major units), capacity,
// per-order limit, VAT rate (a percentage, the price including it), the
// optional sales window, and whether it is hidden.
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import { TextInput } from "../../../components/fields/TextInput";
import { WallClockField } from "../../../components/fields/WallClockField";
import Typography from "@mui/material/Typography";
import { englishContentMessages, type EventFormErrors, eventsAdminMessages, promoCodeMessages } from "@bawwaba/common";
import { useId } from "react";
import { fieldErrorProps } from "../../../components/fieldErrorProps";
import { phoneSizedSwitch } from "../../../components/phoneSizedSwitch";
import type { EditableTypeField, TicketTypeField } from "../hooks/useEventDraft";
import type { TicketTypeDraft } from "../model/eventDraft";
import { zonedPreview } from "../model/zonedPreview";
import { englishInput } from "./EnglishFields";

const labels = eventsAdminMessages.form;

interface TicketTypeFieldsProps {
  index: number;
  type: TicketTypeDraft;
  currency: string;
  /** The event's zone, in which the sales window is typed. */
  timeZone: string;
  errors: EventFormErrors;
  onChange: <Field extends EditableTypeField>(field: Field, value: TicketTypeDraft[Field]) => void;
  onRemove: () => void;
}

export function TicketTypeFields({ index, type, currency, timeZone, errors, onChange, onRemove }: TicketTypeFieldsProps) {
  const path = (field: string) => `ticketTypes.${index}.${field}`;
  const textField = (field: TicketTypeField, label: string, inputMode?: "decimal" | "numeric", hint?: string) => (
    <TextInput
      label={label}
      value={type[field]}
      onChange={(event) => onChange(field, event.target.value)}
      {...fieldErrorProps(errors, path(field), hint)}
      required={field !== "salesStartsAt" && field !== "salesEndsAt" && field !== "vatRate"}
      fullWidth
      slotProps={{ htmlInput: { inputMode } }}
    />
  );
  const dateTimeField = (field: "salesStartsAt" | "salesEndsAt", label: string) => (
    <WallClockField
      kind="dateTime"
      label={label}
      value={type[field]}
      onChange={(value) => onChange(field, value)}
      {...fieldErrorProps(errors, path(field), zonedPreview(type[field], timeZone))}
    />
  );
  const number = index + 1;
  const headingId = useId();

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mb: 1 }}>
        <Typography component="h4" id={headingId} sx={{ fontWeight: 700 }}>
          {labels.ticketType(number)}
          {type.sold > 0 && (
            <Typography component="span" variant="body2" color="text.secondary">
              {" · "}
              {labels.sold(type.sold)}
            </Typography>
          )}
        </Typography>
        <IconButton aria-label={labels.removeTicketType(number)} onClick={onRemove}>
          <DeleteOutlined />
        </IconButton>
      </Stack>
      {errors[path("remove")] && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {errors[path("remove")]}
        </Alert>
      )}
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "repeat(3, 1fr)" } }}>
        <Box sx={{ gridColumn: "1 / -1" }}>{textField("name", labels.ticketName)}</Box>
        <Box sx={{ gridColumn: "1 / -1" }}>
          <TextInput
            label={englishContentMessages.form.nameEn}
            value={type.nameEn}
            onChange={(event) => onChange("nameEn", event.target.value)}
            {...fieldErrorProps(errors, path("nameEn"))}
            fullWidth
            slotProps={{ htmlInput: englishInput }}
          />
        </Box>
        {textField("price", labels.price(currency), "decimal")}
        {textField("capacity", labels.capacity, "numeric")}
        {textField("perOrderLimit", labels.perOrderLimit, "numeric")}
        {textField("vatRate", labels.vatRate, "decimal", labels.vatRateHint)}
        <Typography variant="body2" color="text.secondary" sx={{ gridColumn: "1 / -1", mb: -1 }}>
          {labels.salesWindow}
        </Typography>
        {dateTimeField("salesStartsAt", labels.salesStartsAt)}
        {dateTimeField("salesEndsAt", labels.salesEndsAt)}
        <FormControlLabel
          sx={{ gridColumn: "1 / -1", m: 0 }}
          control={
            <Switch
              checked={type.hidden}
              onChange={(change) => onChange("hidden", change.target.checked)}
              sx={phoneSizedSwitch}
            />
          }
          label={promoCodeMessages.hiddenTypeSwitch}
        />
      </Box>
    </Paper>
  );
}
