// Arabic strings of the event form and of money amounts (eventForm.ts,
// money.ts). Numbers inside messages use Latin digits, like formatMoney.
import { messages } from "./compiled/ar/events.js";
import { arabicSection } from "./i18n.js";
import type { ZonedTimeError } from "../zonedTime.js";
import type { AmountError, CurrencyCode, CurrencyExponent } from "../money.js";

const t = arabicSection("events", messages);

export const eventMessages = {
  /** Currency names for the picker. */
  currencies: {
    get SAR() {
      return t("currencies.SAR");
    },
    get AED() {
      return t("currencies.AED");
    },
    get QAR() {
      return t("currencies.QAR");
    },
    get KWD() {
      return t("currencies.KWD");
    },
    get BHD() {
      return t("currencies.BHD");
    },
    get OMR() {
      return t("currencies.OMR");
    },
    get JOD() {
      return t("currencies.JOD");
    },
    get IQD() {
      return t("currencies.IQD");
    },
    get EGP() {
      return t("currencies.EGP");
    },
    get LYD() {
      return t("currencies.LYD");
    },
    get TND() {
      return t("currencies.TND");
    },
    get DZD() {
      return t("currencies.DZD");
    },
    get MAD() {
      return t("currencies.MAD");
    },
    get USD() {
      return t("currencies.USD");
    },
    get EUR() {
      return t("currencies.EUR");
    },
    get GBP() {
      return t("currencies.GBP");
    },
    get JPY() {
      return t("currencies.JPY");
    },
  } satisfies Record<CurrencyCode, string>,

  /** Why a typed price was refused, by `AmountError`. */
  price: {
    get empty() {
      return t("price.empty");
    },
    get not_a_number() {
      return t("price.not_a_number");
    },
    get separator() {
      return t("price.separator");
    },
    get negative() {
      return t("price.negative");
    },
    too_many_decimals: {
      get 0() {
        return t("price.too_many_decimals.0");
      },
      get 2() {
        return t("price.too_many_decimals.2");
      },
      get 3() {
        return t("price.too_many_decimals.3");
      },
    } satisfies Record<CurrencyExponent, string>,
    get too_large() {
      return t("price.too_large");
    },
  } satisfies Record<AmountError, string | Record<CurrencyExponent, string>>,

  /** Why a typed date-time was refused, by `ZonedTimeError`. */
  dateTime: {
    get invalid() {
      return t("dateTime.invalid");
    },
    get skipped() {
      return t("dateTime.skipped");
    },
  } satisfies Record<ZonedTimeError, string>,

  form: {
    tooLong: (max: number) => t("form.tooLong", { max }),
    get titleRequired() {
      return t("form.titleRequired");
    },
    get categoryRequired() {
      return t("form.categoryRequired");
    },
    get venueRequired() {
      return t("form.venueRequired");
    },
    get timeZoneRequired() {
      return t("form.timeZoneRequired");
    },
    get startRequired() {
      return t("form.startRequired");
    },
    get endRequired() {
      return t("form.endRequired");
    },
    get endNotAfterStart() {
      return t("form.endNotAfterStart");
    },
    get currencyRequired() {
      return t("form.currencyRequired");
    },
    get ticketTypesRequired() {
      return t("form.ticketTypesRequired");
    },
    get ticketNameRequired() {
      return t("form.ticketNameRequired");
    },
    get capacityRequired() {
      return t("form.capacityRequired");
    },
    get capacityInvalid() {
      return t("form.capacityInvalid");
    },
    get perOrderLimitRequired() {
      return t("form.perOrderLimitRequired");
    },
    get perOrderLimitInvalid() {
      return t("form.perOrderLimitInvalid");
    },
    get perOrderLimitAboveCapacity() {
      return t("form.perOrderLimitAboveCapacity");
    },
    get vatRateInvalid() {
      return t("form.vatRateInvalid");
    },
    get salesEndNotAfterStart() {
      return t("form.salesEndNotAfterStart");
    },
    get salesStartNotBeforeEventEnd() {
      return t("form.salesStartNotBeforeEventEnd");
    },
    get salesEndAfterEventEnd() {
      return t("form.salesEndAfterEventEnd");
    },
    capacityBelowSold: (sold: number) => t("form.capacityBelowSold", { sold }),
  },
} as const;
