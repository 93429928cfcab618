// Arabic strings of the event form and of money amounts (eventForm.ts,
// money.ts). Numbers inside messages use Latin digits, like formatMoney.
import type { ZonedTimeError } from "../zonedTime.js";
import type { AmountError, CurrencyCode, CurrencyExponent } from "../money.js";

export const eventMessages = {
  /** Currency names for the picker. */
  currencies: {
    SAR: "ريال سعودي",
    AED: "درهم إماراتي",
    QAR: "ريال قطري",
    KWD: "دينار كويتي",
    BHD: "دينار بحريني",
    OMR: "ريال عُماني",
    JOD: "دينار أردني",
    IQD: "دينار عراقي",
    EGP: "جنيه مصري",
    LYD: "دينار ليبي",
    TND: "دينار تونسي",
    DZD: "دينار جزائري",
    MAD: "درهم مغربي",
    USD: "دولار أمريكي",
    EUR: "يورو",
    GBP: "جنيه إسترليني",
    JPY: "ين ياباني",
  } satisfies Record<CurrencyCode, string>,

  /** Why a typed price was refused, by `AmountError`. */
  price: {
    empty: "أدخل السعر، أو 0 إن كانت التذكرة مجانية.",
    not_a_number: "أدخل السعر بالأرقام فقط، مثل 150 أو 12.50.",
    separator: "اكتب السعر دون فواصل للآلاف، واستخدم النقطة (.) أو الفاصلة العشرية (٫) للكسور، مثل 1500.75.",
    negative: "لا يمكن أن يكون السعر سالبًا.",
    too_many_decimals: {
      0: "هذه العملة لا تقبل كسورًا؛ أدخل عددًا صحيحًا.",
      2: "هذه العملة تقبل منزلتين عشريتين على الأكثر، مثل 12.50.",
      3: "هذه العملة تقبل ثلاث منازل عشرية على الأكثر، مثل 12.500.",
    } satisfies Record<CurrencyExponent, string>,
    too_large: "السعر أكبر من المسموح.",
  } satisfies Record<AmountError, string | Record<CurrencyExponent, string>>,

  /** Why a typed date-time was refused, by `ZonedTimeError`. */
  dateTime: {
    invalid: "تاريخ أو وقت غير صالح.",
    skipped:
      "هذا الوقت غير موجود في المنطقة الزمنية المختارة لأن الساعة تُقدَّم فيه (التوقيت الصيفي). اختر وقتًا آخر.",
  } satisfies Record<ZonedTimeError, string>,

  form: {
    tooLong: (max: number) => `النص أطول من المسموح: ${max} حرف على الأكثر.`,
    titleRequired: "أدخل عنوان الفعالية.",
    categoryRequired: "اختر فئة الفعالية.",
    venueRequired: "أدخل مكان الفعالية.",
    timeZoneRequired: "اختر المنطقة الزمنية للفعالية.",
    startRequired: "أدخل تاريخ بداية الفعالية ووقتها.",
    endRequired: "أدخل تاريخ نهاية الفعالية ووقتها.",
    endNotAfterStart: "يجب أن تكون نهاية الفعالية بعد بدايتها.",
    currencyRequired: "اختر عملة الأسعار.",
    ticketTypesRequired: "أضف نوع تذكرة واحدًا على الأقل.",
    ticketNameRequired: "أدخل اسم نوع التذكرة.",
    capacityRequired: "أدخل عدد التذاكر المتاحة من هذا النوع.",
    capacityInvalid: "السعة عدد صحيح لا يقل عن 1، يُكتب دون فواصل، مثل 1000.",
    perOrderLimitRequired: "أدخل أكبر عدد من التذاكر في الطلب الواحد.",
    perOrderLimitInvalid: "حد الطلب الواحد عدد صحيح لا يقل عن 1، يُكتب دون فواصل.",
    perOrderLimitAboveCapacity: "لا يمكن أن يتجاوز حد الطلب الواحد سعة هذا النوع.",
    vatRateInvalid: "نسبة الضريبة بين 0 و50، بمنزلتين عشريتين على الأكثر، مثل 15.",
    salesEndNotAfterStart: "يجب أن تكون نهاية البيع بعد بدايته.",
    salesStartNotBeforeEventEnd: "يجب أن يبدأ البيع قبل نهاية الفعالية.",
    salesEndAfterEventEnd: "يجب ألا تتجاوز نهاية البيع نهاية الفعالية.",
    capacityBelowSold: (sold: number) =>
      `لا يمكن أن تقل السعة عن عدد التذاكر المبيعة من هذا النوع (${sold}).`,
  },
} as const;
