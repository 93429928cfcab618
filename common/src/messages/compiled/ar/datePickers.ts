// Compiled from catalogs/ar/datePickers.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  inZone(zone: string | number): string;
  withHijri(dateTimeInZone: string | number, hijriDate: string | number): string;
  readonly texts: {
    readonly previousMonth: string;
    readonly nextMonth: string;
    readonly openPreviousView: string;
    readonly openNextView: string;
    readonly cancelButtonLabel: string;
    readonly clearButtonLabel: string;
    readonly okButtonLabel: string;
    readonly todayButtonLabel: string;
    readonly nextStepButtonLabel: string;
    readonly datePickerToolbarTitle: string;
    readonly dateTimePickerToolbarTitle: string;
    readonly timePickerToolbarTitle: string;
    readonly calendarWeekNumberHeaderLabel: string;
    readonly calendarWeekNumberHeaderText: string;
    readonly fieldClearLabel: string;
    readonly timeTableLabel: string;
    readonly dateTableLabel: string;
    readonly year: string;
    readonly month: string;
    readonly day: string;
    readonly weekDay: string;
    readonly hours: string;
    readonly minutes: string;
    readonly seconds: string;
    readonly meridiem: string;
    readonly empty: string;
  };
  readonly placeholders: {
    readonly year: string;
    readonly month: string;
    readonly day: string;
    readonly weekDay: string;
    readonly hours: string;
    readonly minutes: string;
    readonly seconds: string;
    readonly meridiem: string;
  };
  readonly calendarViewSwitching: string;
  readonly viewChoice: string;
  readonly clockLabel: string;
  readonly hoursClockNumber: string;
  readonly minutesClockNumber: string;
  readonly secondsClockNumber: string;
  readonly weekNumber: string;
  readonly openDate: string;
  readonly openTime: string;
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"inZone(zone)\":[\"بتوقيت \",[\"zone\"]],\"withHijri(dateTimeInZone, hijriDate)\":[[\"dateTimeInZone\"],\"، الموافق \",[\"hijriDate\"]],\"texts\":{\"previousMonth\":\"الشهر السابق\",\"nextMonth\":\"الشهر التالي\",\"openPreviousView\":\"العرض السابق\",\"openNextView\":\"العرض التالي\",\"cancelButtonLabel\":\"إلغاء\",\"clearButtonLabel\":\"مسح\",\"okButtonLabel\":\"تم\",\"todayButtonLabel\":\"اليوم\",\"nextStepButtonLabel\":\"التالي\",\"datePickerToolbarTitle\":\"اختر التاريخ\",\"dateTimePickerToolbarTitle\":\"اختر التاريخ والوقت\",\"timePickerToolbarTitle\":\"اختر الوقت\",\"calendarWeekNumberHeaderLabel\":\"رقم الأسبوع\",\"calendarWeekNumberHeaderText\":\"#\",\"fieldClearLabel\":\"مسح\",\"timeTableLabel\":\"اختيار الوقت\",\"dateTableLabel\":\"اختيار التاريخ\",\"year\":\"السنة\",\"month\":\"الشهر\",\"day\":\"اليوم\",\"weekDay\":\"يوم الأسبوع\",\"hours\":\"الساعات\",\"minutes\":\"الدقائق\",\"seconds\":\"الثواني\",\"meridiem\":\"ص/م\",\"empty\":\"فارغ\"},\"placeholders\":{\"year\":\"سنة\",\"month\":\"شهر\",\"day\":\"يوم\",\"weekDay\":\"يوم الأسبوع\",\"hours\":\"ساعة\",\"minutes\":\"دقيقة\",\"seconds\":\"ثانية\",\"meridiem\":\"ص/م\"},\"calendarViewSwitching\":[[\"view\",\"select\",{\"year\":[\"عرض السنوات مفتوح، الانتقال إلى التقويم\"],\"other\":[\"التقويم مفتوح، الانتقال إلى عرض السنوات\"]}]],\"viewChoice\":[\"اختر \",[\"view\",\"select\",{\"year\":[\"السنة\"],\"month\":[\"الشهر\"],\"day\":[\"اليوم\"],\"hours\":[\"الساعات\"],\"minutes\":[\"الدقائق\"],\"seconds\":[\"الثواني\"],\"other\":[\"ص/م\"]}]],\"clockLabel\":[[\"choose\"],\". \",[\"chosen\",\"select\",{\"yes\":[\"الوقت المختار \",[\"time\"]],\"other\":[\"لم يُختر وقت\"]}]],\"hoursClockNumber\":[[\"hours\"],\" ساعة\"],\"minutesClockNumber\":[[\"minutes\"],\" دقيقة\"],\"secondsClockNumber\":[[\"seconds\"],\" ثانية\"],\"weekNumber\":[\"الأسبوع \",[\"weekNumber\"]],\"openDate\":[[\"chosen\",\"select\",{\"yes\":[\"اختر التاريخ، التاريخ المختار \",[\"date\"]],\"other\":[\"اختر التاريخ\"]}]],\"openTime\":[[\"chosen\",\"select\",{\"yes\":[\"اختر الوقت، الوقت المختار \",[\"time\"]],\"other\":[\"اختر الوقت\"]}]]}");
