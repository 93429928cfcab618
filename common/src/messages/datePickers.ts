// Arabic strings of the staff forms' date and time pickers
// (web/src/components/fields/WallClockField.tsx): what MUI X's pickers say
// in their popup, buttons and field sections (MUI X ships no Arabic text of
// its own), and the words under a field that say in which zone its time is
// and which Hijri day it falls on. A module of its own: only the staff forms'
// chunks import it, so the shop's first download does not grow.
import { catalog } from "./compiled/ar/datePickers.js";
import { section } from "./i18n.js";

export const datePickerMessages = section("datePickers", catalog, (t) => {
  const viewChoice = (view: string) => t("viewChoice", { view });
  // The clock's items show two digits ("05"); their names start with the
  // same, as what is seen must be part of what is read out (WCAG 2.5.3).
  const twoDigits = (value: string) => value.padStart(2, "0");
  const placeholder = (part: string) => () => t(`placeholders.${part}`);
  return {
    /** MUI X's `localeText`: the catalog's texts, and the messages MUI X calls with their arguments. */
    get pickerText() {
      return {
        ...datePickerMessages.texts,
        calendarViewSwitchingButtonAriaLabel: (view: string) => t("calendarViewSwitching", { view }),
        clockLabelText: (view: string, formattedTime: string | null) =>
          t("clockLabel", { choose: viewChoice(view), chosen: formattedTime ? "yes" : "no", time: formattedTime ?? "" }),
        hoursClockNumberText: (hours: string) => t("hoursClockNumber", { hours: twoDigits(hours) }),
        minutesClockNumberText: (minutes: string) => t("minutesClockNumber", { minutes: twoDigits(minutes) }),
        secondsClockNumberText: (seconds: string) => t("secondsClockNumber", { seconds: twoDigits(seconds) }),
        selectViewText: viewChoice,
        calendarWeekNumberAriaLabelText: (weekNumber: number) => t("weekNumber", { weekNumber }),
        calendarWeekNumberText: (weekNumber: number) => `${weekNumber}`,
        openDatePickerDialogue: (formattedDate: string | null) =>
          t("openDate", { chosen: formattedDate ? "yes" : "no", date: formattedDate ?? "" }),
        openTimePickerDialogue: (formattedTime: string | null) =>
          t("openTime", { chosen: formattedTime ? "yes" : "no", time: formattedTime ?? "" }),
        // What an empty section of the field shows: "يوم/شهر/سنة ساعة:دقيقة".
        fieldYearPlaceholder: placeholder("year"),
        fieldMonthPlaceholder: placeholder("month"),
        fieldDayPlaceholder: placeholder("day"),
        fieldWeekDayPlaceholder: placeholder("weekDay"),
        fieldHoursPlaceholder: placeholder("hours"),
        fieldMinutesPlaceholder: placeholder("minutes"),
        fieldSecondsPlaceholder: placeholder("seconds"),
        fieldMeridiemPlaceholder: placeholder("meridiem"),
      };
    },
  };
});
