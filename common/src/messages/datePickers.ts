// Arabic strings of the staff forms' date and time pickers
// (web/src/components/fields/WallClockField.tsx): what MUI X's pickers say
// in their popup, buttons and field sections (MUI X ships no Arabic text of
// its own), and the words under a field that say in which zone its time is
// and which Hijri day it falls on. A module of its own: only the staff forms'
// chunks import it, so the shop's first download does not grow.

const viewNames = {
  year: "السنة",
  month: "الشهر",
  day: "اليوم",
  hours: "الساعات",
  minutes: "الدقائق",
  seconds: "الثواني",
  meridiem: "ص/م",
} as const;
const viewName = (view: string) => (viewNames as Readonly<Record<string, string>>)[view] ?? view;

export const datePickerMessages = {
  /** MUI X's `localeText`, the keys the date and date-time pickers show. */
  pickerText: {
    previousMonth: "الشهر السابق",
    nextMonth: "الشهر التالي",
    openPreviousView: "العرض السابق",
    openNextView: "العرض التالي",
    calendarViewSwitchingButtonAriaLabel: (view: string) =>
      view === "year" ? "عرض السنوات مفتوح، الانتقال إلى التقويم" : "التقويم مفتوح، الانتقال إلى عرض السنوات",
    cancelButtonLabel: "إلغاء",
    clearButtonLabel: "مسح",
    okButtonLabel: "تم",
    todayButtonLabel: "اليوم",
    nextStepButtonLabel: "التالي",
    datePickerToolbarTitle: "اختر التاريخ",
    dateTimePickerToolbarTitle: "اختر التاريخ والوقت",
    timePickerToolbarTitle: "اختر الوقت",
    clockLabelText: (view: string, formattedTime: string | null) =>
      `اختر ${viewName(view)}. ${formattedTime ? `الوقت المختار ${formattedTime}` : "لم يُختر وقت"}`,
    // The clock's items show two digits ("05"); their names start with the
    // same, as what is seen must be part of what is read out (WCAG 2.5.3).
    // ICU plural
    hoursClockNumberText: (hours: string) => `${hours.padStart(2, "0")} ساعة`,
    // ICU plural
    minutesClockNumberText: (minutes: string) => `${minutes.padStart(2, "0")} دقيقة`,
    // ICU plural
    secondsClockNumberText: (seconds: string) => `${seconds.padStart(2, "0")} ثانية`,
    selectViewText: (view: string) => `اختر ${viewName(view)}`,
    calendarWeekNumberHeaderLabel: "رقم الأسبوع",
    calendarWeekNumberHeaderText: "#",
    calendarWeekNumberAriaLabelText: (weekNumber: number) => `الأسبوع ${weekNumber}`,
    calendarWeekNumberText: (weekNumber: number) => `${weekNumber}`,
    openDatePickerDialogue: (formattedDate: string | null) =>
      formattedDate ? `اختر التاريخ، التاريخ المختار ${formattedDate}` : "اختر التاريخ",
    openTimePickerDialogue: (formattedTime: string | null) =>
      formattedTime ? `اختر الوقت، الوقت المختار ${formattedTime}` : "اختر الوقت",
    fieldClearLabel: "مسح",
    timeTableLabel: "اختيار الوقت",
    dateTableLabel: "اختيار التاريخ",
    // What an empty section of the field shows: "يوم/شهر/سنة ساعة:دقيقة".
    fieldYearPlaceholder: () => "سنة",
    fieldMonthPlaceholder: () => "شهر",
    fieldDayPlaceholder: () => "يوم",
    fieldWeekDayPlaceholder: () => "يوم الأسبوع",
    fieldHoursPlaceholder: () => "ساعة",
    fieldMinutesPlaceholder: () => "دقيقة",
    fieldSecondsPlaceholder: () => "ثانية",
    fieldMeridiemPlaceholder: () => "ص/م",
    year: viewNames.year,
    month: viewNames.month,
    day: viewNames.day,
    weekDay: "يوم الأسبوع",
    hours: viewNames.hours,
    minutes: viewNames.minutes,
    seconds: viewNames.seconds,
    meridiem: viewNames.meridiem,
    empty: "فارغ",
  },
  /** Under an empty field: the zone its time is typed in ("بتوقيت الرياض"). */
  inZone: (zone: string) => `بتوقيت ${zone}`,
  /** Under a filled field: the date-time said in words with its zone, and its Umm al-Qura date. */
  withHijri: (dateTimeInZone: string, hijriDate: string) => `${dateTimeInZone}، الموافق ${hijriDate}`,
} as const;
