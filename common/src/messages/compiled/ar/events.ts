// Compiled from catalogs/ar/events.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly currencies: {
    readonly SAR: string;
    readonly AED: string;
    readonly QAR: string;
    readonly KWD: string;
    readonly BHD: string;
    readonly OMR: string;
    readonly JOD: string;
    readonly IQD: string;
    readonly EGP: string;
    readonly LYD: string;
    readonly TND: string;
    readonly DZD: string;
    readonly MAD: string;
    readonly USD: string;
    readonly EUR: string;
    readonly GBP: string;
    readonly JPY: string;
  };
  readonly price: {
    readonly empty: string;
    readonly not_a_number: string;
    readonly separator: string;
    readonly negative: string;
    readonly too_many_decimals: {
      readonly "0": string;
      readonly "2": string;
      readonly "3": string;
    };
    readonly too_large: string;
  };
  readonly dateTime: {
    readonly invalid: string;
    readonly skipped: string;
  };
  readonly form: {
    tooLong(max: number): string;
    readonly titleRequired: string;
    readonly categoryRequired: string;
    readonly venueRequired: string;
    readonly timeZoneRequired: string;
    readonly startRequired: string;
    readonly endRequired: string;
    readonly endNotAfterStart: string;
    readonly currencyRequired: string;
    readonly ticketTypesRequired: string;
    readonly ticketNameRequired: string;
    readonly capacityRequired: string;
    readonly capacityInvalid: string;
    readonly perOrderLimitRequired: string;
    readonly perOrderLimitInvalid: string;
    readonly perOrderLimitAboveCapacity: string;
    readonly vatRateInvalid: string;
    readonly salesEndNotAfterStart: string;
    readonly salesStartNotBeforeEventEnd: string;
    readonly salesEndAfterEventEnd: string;
    capacityBelowSold(sold: number): string;
  };
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"currencies\":{\"SAR\":[\"ريال سعودي\"],\"AED\":[\"درهم إماراتي\"],\"QAR\":[\"ريال قطري\"],\"KWD\":[\"دينار كويتي\"],\"BHD\":[\"دينار بحريني\"],\"OMR\":[\"ريال عُماني\"],\"JOD\":[\"دينار أردني\"],\"IQD\":[\"دينار عراقي\"],\"EGP\":[\"جنيه مصري\"],\"LYD\":[\"دينار ليبي\"],\"TND\":[\"دينار تونسي\"],\"DZD\":[\"دينار جزائري\"],\"MAD\":[\"درهم مغربي\"],\"USD\":[\"دولار أمريكي\"],\"EUR\":[\"يورو\"],\"GBP\":[\"جنيه إسترليني\"],\"JPY\":[\"ين ياباني\"]},\"price\":{\"empty\":[\"أدخل السعر، أو 0 إن كانت التذكرة مجانية.\"],\"not_a_number\":[\"أدخل السعر بالأرقام فقط، مثل 150 أو 12.50.\"],\"separator\":[\"اكتب السعر دون فواصل للآلاف، واستخدم النقطة (.) أو الفاصلة العشرية (٫) للكسور، مثل 1500.75.\"],\"negative\":[\"لا يمكن أن يكون السعر سالبًا.\"],\"too_many_decimals\":{\"0\":[\"هذه العملة لا تقبل كسورًا؛ أدخل عددًا صحيحًا.\"],\"2\":[\"هذه العملة تقبل منزلتين عشريتين على الأكثر، مثل 12.50.\"],\"3\":[\"هذه العملة تقبل ثلاث منازل عشرية على الأكثر، مثل 12.500.\"]},\"too_large\":[\"السعر أكبر من المسموح.\"]},\"dateTime\":{\"invalid\":[\"تاريخ أو وقت غير صالح.\"],\"skipped\":[\"هذا الوقت غير موجود في المنطقة الزمنية المختارة لأن الساعة تُقدَّم فيه (التوقيت الصيفي). اختر وقتًا آخر.\"]},\"form\":{\"tooLong(max)\":[\"النص أطول من المسموح: \",[\"max\",\"number\"],\" حرف على الأكثر.\"],\"titleRequired\":[\"أدخل عنوان الفعالية.\"],\"categoryRequired\":[\"اختر فئة الفعالية.\"],\"venueRequired\":[\"أدخل مكان الفعالية.\"],\"timeZoneRequired\":[\"اختر المنطقة الزمنية للفعالية.\"],\"startRequired\":[\"أدخل تاريخ بداية الفعالية ووقتها.\"],\"endRequired\":[\"أدخل تاريخ نهاية الفعالية ووقتها.\"],\"endNotAfterStart\":[\"يجب أن تكون نهاية الفعالية بعد بدايتها.\"],\"currencyRequired\":[\"اختر عملة الأسعار.\"],\"ticketTypesRequired\":[\"أضف نوع تذكرة واحدًا على الأقل.\"],\"ticketNameRequired\":[\"أدخل اسم نوع التذكرة.\"],\"capacityRequired\":[\"أدخل عدد التذاكر المتاحة من هذا النوع.\"],\"capacityInvalid\":[\"السعة عدد صحيح لا يقل عن 1، يُكتب دون فواصل، مثل 1000.\"],\"perOrderLimitRequired\":[\"أدخل أكبر عدد من التذاكر في الطلب الواحد.\"],\"perOrderLimitInvalid\":[\"حد الطلب الواحد عدد صحيح لا يقل عن 1، يُكتب دون فواصل.\"],\"perOrderLimitAboveCapacity\":[\"لا يمكن أن يتجاوز حد الطلب الواحد سعة هذا النوع.\"],\"vatRateInvalid\":[\"نسبة الضريبة بين 0 و50، بمنزلتين عشريتين على الأكثر، مثل 15.\"],\"salesEndNotAfterStart\":[\"يجب أن تكون نهاية البيع بعد بدايته.\"],\"salesStartNotBeforeEventEnd\":[\"يجب أن يبدأ البيع قبل نهاية الفعالية.\"],\"salesEndAfterEventEnd\":[\"يجب ألا تتجاوز نهاية البيع نهاية الفعالية.\"],\"capacityBelowSold(sold)\":[\"لا يمكن أن تقل السعة عن عدد التذاكر المبيعة من هذا النوع (\",[\"sold\",\"number\"],\").\"]}}");
