// The staff forms' date and time pickers (web/src/components/fields/WallClockField.tsx),
// used as a keyboard user uses them: MUI X's field is a group of sections
// (day, month, year, hours, minutes), each a spinbutton, typed into in turn.
import type { Locator } from "playwright-core";

/** The picker's field labelled `label` in `scope`: the group of its sections, which carries its message (aria-describedby). */
export function pickerField(scope: Locator, label: string): Locator {
  return scope.getByRole("group", { name: label });
}

/**
 * Types the wall-clock value `local` ("2027-03-05T20:00" or "2027-03-05")
 * into `field`'s sections from the first, as the field shows them: day,
 * month, year, then hours and minutes. Each section moves on to the next
 * once it has its digits.
 */
export async function typeWallClock(field: Locator, local: string): Promise<void> {
  const [date = "", time = ""] = local.split("T");
  const [year, month, day] = date.split("-");
  await field.getByRole("spinbutton").first().focus();
  await field.page().keyboard.type(`${day}${month}${year}${time.replace(":", "")}`);
}
