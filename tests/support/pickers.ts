// The staff forms' date and time pickers (web/src/components/fields/WallClockField.tsx),
// used as a keyboard user uses them: MUI X's field is a group of sections
// (day, month, year, hours, minutes), each a spinbutton named in Arabic,
// typed into in turn.
import { datePickerMessages } from "@bawwaba/common";
import type { Locator } from "playwright-core";

const sectionNames = datePickerMessages.pickerText;

/** The picker's field labelled `label` in `scope`: the group of its sections, which carries its message (aria-describedby). */
export function pickerField(scope: Locator, label: string): Locator {
  return scope.getByRole("group", { name: label });
}

/**
 * Types the wall-clock value `local` ("2027-03-05T20:00" or "2027-03-05")
 * into `field`'s sections from the first, each moving on to the next once it
 * has its digits. Right to left, the field puts the time's sections before
 * the date's: each section gets its part by its name.
 */
export async function typeWallClock(field: Locator, local: string): Promise<void> {
  const [date = "", time = ""] = local.split("T");
  const [year, month, day] = date.split("-");
  const [hours, minutes] = time.split(":");
  const parts: Record<string, string | undefined> = {
    [sectionNames.day]: day,
    [sectionNames.month]: month,
    [sectionNames.year]: year,
    [sectionNames.hours]: hours,
    [sectionNames.minutes]: minutes,
  };
  const sections = field.getByRole("spinbutton");
  // The picker's chunk may still be on its way, the native field in its place.
  await sections.first().waitFor();
  const names = await sections.evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-label") ?? ""));
  await sections.first().focus();
  await field.page().keyboard.type(names.map((name) => parts[name] ?? "").join(""));
}
