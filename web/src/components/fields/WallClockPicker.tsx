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
 * Where the field is typed into and its calendar drops down beside it: a
 * pointer and a window wider than a phone's (the theme's `sm`). On a phone
 * the picker opens in a dialog instead: the drop-down, its calendar beside
 * the hours, is wider than the screen.
 */
const DESKTOP_MODE = "@media (pointer: fine) and (min-width: 600px)";
/**
 * A complete entry that is no date (31 February): not a wall-clock value, so
 * the form's own check puts its "invalid date" message beside the field.
 */
const NOT_A_DATE = "invalid";

/** The most values of one entry the picker remembers giving (a date and time typed in full gives 12). */
const REMEMBERED_VALUES = 32;

function toValue(date: Dayjs | null, kind: WallClockFieldProps["kind"]): string {
  if (date === null) return "";
  return date.isValid() ? date.utc().format(VALUE_FORMATS[kind]) : NOT_A_DATE;
}

function fromValue(value: string, kind: WallClockFieldProps["kind"]): Dayjs | null {
  return value === "" ? null : dayjs.utc(value, VALUE_FORMATS[kind], true);
}

export default function WallClockPicker({ kind, label, value, onChange, error, helperText, required }: WallClockFieldProps) {
  // What the picker shows is its own, with the values it gave the form: a
  // half-typed or impossible entry stays as typed, and a form whose value
  // follows a render or more behind (the dashboard's address, updated in a
  // transition) does not take back a section being typed. A value it never
  // gave (the form filled or reset) is shown as it is.
  const [own, setOwn] = useState(() => ({ date: fromValue(value, kind), values: [value] }));
  if (!own.values.includes(value)) setOwn({ date: fromValue(value, kind), values: [value] });
  const change = (next: Dayjs | null) => {
    const nextValue = toValue(next, kind);
    setOwn((previous) => ({ date: next, values: [...previous.values.slice(1 - REMEMBERED_VALUES), nextValue] }));
    onChange(nextValue);
  };
  const common = {
    label,
    value: own.date,
    onChange: change,
    timezone: "UTC",
    format: FIELD_FORMATS[kind],
    desktopModeMediaQuery: DESKTOP_MODE,
    slotProps: {
      textField: { helperText, error, required, fullWidth: true },
      // The phone dialog's heading: the day before the month, as Arabic writes it ("5 مارس").
      toolbar: { toolbarFormat: "D MMMM" },
    },
  } as const;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ar" localeText={datePickerMessages.pickerText}>
      {kind === "dateTime" ? <DateTimePicker {...common} ampm={false} /> : <DatePicker {...common} />}
    </LocalizationProvider>
  );
}
