// Compiled from catalogs/ar/wallet.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly pass: {
    readonly organizationName: string;
    description(eventTitle: string | number): string;
    readonly event: string;
    readonly startsAt: string;
    readonly venue: string;
    readonly ticketType: string;
    readonly orderReference: string;
    readonly holder: string;
    readonly gateCode: string;
  };
  readonly errors: {
    readonly appleOff: string;
    readonly googleOff: string;
    readonly orderNotPaid: string;
    readonly ticketVoid: string;
    readonly methodNotAllowed: string;
  };
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"pass\":{\"organizationName\":[\"بوّابة\"],\"description(eventTitle)\":[\"تذكرة \",[\"eventTitle\"]],\"event\":[\"الفعالية\"],\"startsAt\":[\"الموعد\"],\"venue\":[\"المكان\"],\"ticketType\":[\"نوع التذكرة\"],\"orderReference\":[\"مرجع الطلب\"],\"holder\":[\"حامل التذكرة\"],\"gateCode\":[\"رمز البوابة\"]},\"errors\":{\"appleOff\":[\"إضافة التذاكر إلى Apple Wallet غير متاحة الآن. اعرض رمز QR من صفحة الطلب عند البوابة.\"],\"googleOff\":[\"حفظ التذاكر في Google Wallet غير متاح الآن. اعرض رمز QR من صفحة الطلب عند البوابة.\"],\"orderNotPaid\":[\"لم يُدفع هذا الطلب بعد، فلا تُضاف تذاكره إلى المحفظة.\"],\"ticketVoid\":[\"هذه التذكرة ملغاة، فلا تُضاف إلى المحفظة.\"],\"methodNotAllowed\":[\"هذا الرابط يُفتح فقط، ولا يقبل إرسال بيانات.\"]}}");
