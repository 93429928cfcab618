// The lazily loaded half of WallClockField: MUI X's date or date-time picker,
// in Arabic, right to left, with Western digits (docs/product.md § Languages,
// dates and digits), editing a wall-clock value as the forms hold it
// ("2027-03-05T20:00", "2027-03-05"). The picker works in UTC, a zone without
// daylight saving, so every wall-clock time can be typed whatever the
// device's zone; the form turns it into an instant in the event's zone
// (zonedLocalToMillis), and refuses there a time that zone skips.
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import { DateTimePicker } from "@mui/x-date-pickers/DateTimePicker";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { datePickerMessages } from "@bawwaba/common";
import dayjs, { type Dayjs } from "dayjs";
// Arabic month and day names. Its Arabic-Indic digits only apply with dayjs's
// preParsePostFormat plugin, which is not loaded: the digits stay Western.
import "dayjs/locale/ar";
import utc from "dayjs/plugin/utc";
import { useState } from "react";
import type { WallClockFieldProps } from "./WallClockField";

dayjs.extend(utc);

/** The forms' values, as the native datetime-local and date inputs held them. */
const VALUE_FORMATS = { dateTime: "YYYY-MM-DDTHH:mm", date: "YYYY-MM-DD" } as const;
/** What the field shows: day first, 24-hour, as read right to left in Arabic. */
const FIELD_FORMATS = { dateTime: "DD/MM/YYYY HH:mm", date: "DD/MM/YYYY" } as const;
/**
 * A complete entry that is no date (31 February): not a wall-clock value, so
 * the form's own check puts its "invalid date" message beside the field.
 */
const NOT_A_DATE = "invalid";

function toValue(date: Dayjs | null, kind: WallClockFieldProps["kind"]): string {
  if (date === null) return "";
  return date.isValid() ? date.utc().format(VALUE_FORMATS[kind]) : NOT_A_DATE;
}

export default function WallClockPicker({ kind, label, value, onChange, error, helperText, required }: WallClockFieldProps) {
  // The picker's own last value, kept while the form holds what it became:
  // a half-typed or impossible entry stays as typed instead of being read
  // back from the form's text.
  const [emitted, setEmitted] = useState<{ value: string; date: Dayjs | null } | null>(null);
  const date = emitted?.value === value ? emitted.date : value === "" ? null : dayjs.utc(value, VALUE_FORMATS[kind], true);
  const change = (next: Dayjs | null) => {
    const nextValue = toValue(next, kind);
    setEmitted({ value: nextValue, date: next });
    onChange(nextValue);
  };
  const common = {
    label,
    value: date,
    onChange: change,
    timezone: "UTC",
    format: FIELD_FORMATS[kind],
    slotProps: {
      textField: { helperText, error, required, fullWidth: true },
    },
  } as const;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ar" localeText={datePickerMessages.pickerText}>
      {kind === "dateTime" ? <DateTimePicker {...common} ampm={false} /> : <DatePicker {...common} />}
    </LocalizationProvider>
  );
}
