// Compiled from catalogs/ar/ticketPages.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly details: {
    readonly ticket: string;
    readonly order: string;
    readonly buyer: string;
    readonly payment: string;
    readonly total: string;
    readonly orderStatus: string;
    readonly seller: string;
    readonly generation: string;
    readonly history: string;
    readonly noHistory: string;
    readonly checkIns: string;
    readonly noCheckIns: string;
    gate(gate: string | number): string;
    by(who: string | number): string;
    change(before: string | number, after: string | number): string;
    readonly orderedAt: string;
    readonly ticketAnswers: string;
    readonly orderAnswers: string;
    readonly orderUnavailable: string;
    readonly orderStatuses: {
      readonly pending: string;
      readonly paid: string;
      readonly cancelled: string;
      readonly refunded: string;
      readonly expired: string;
    };
  };
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"details\":{\"ticket\":\"التذكرة\",\"order\":\"الطلب\",\"buyer\":\"المشتري\",\"payment\":\"الدفع\",\"total\":\"الإجمالي\",\"orderStatus\":\"حالة الطلب\",\"seller\":\"البائع\",\"generation\":[[\"generation\",\"plural\",{\"0\":[\"الرمز الأصلي\"],\"other\":[\"الرمز رقم \",[\"version\",\"number\"],\" (أعيد إصداره)\"]}]],\"history\":\"سجل التغييرات\",\"noHistory\":\"لم تُخصَّص هذه التذكرة ولم يُعَد إصدارها.\",\"checkIns\":\"سجل المسح عند البوابة\",\"noCheckIns\":\"لم تُمسح هذه التذكرة عند البوابة بعد.\",\"gate(gate)\":[\"البوابة: \",[\"gate\"]],\"by(who)\":[\"بواسطة \",[\"who\"]],\"change(before, after)\":[[\"before\"],\" ← \",[\"after\"]],\"orderedAt\":\"وقت الطلب\",\"ticketAnswers\":\"إجابات التذكرة\",\"orderAnswers\":\"إجابات الطلب\",\"orderUnavailable\":\"تفاصيل الطلب غير متاحة لك.\",\"orderStatuses\":{\"pending\":\"بانتظار الدفع\",\"paid\":\"مدفوع\",\"cancelled\":\"ملغى\",\"refunded\":\"مسترد\",\"expired\":\"منتهي\"}}}");
