// Compiled from catalogs/ar/assignTicket.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly assign: {
    readonly intro: string;
    readonly search: string;
    readonly noMatch: string;
    readonly pick: string;
    readonly picked: string;
    readonly notAssignable: {
      readonly checked_in: string;
      readonly void: string;
    };
    readonly guestName: string;
    readonly guestPhone: string;
    readonly reissue: string;
    readonly submit: string;
    readonly submitting: string;
    done(name: string | number): string;
    readonly doneReissued: string;
    readonly viewHistory: string;
    readonly noQasrEvents: string;
  };
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"assign\":{\"intro\":\"اختر تذكرة من فعاليات القصر ثم اكتب اسم الضيف. يظهر كل تخصيص في سجل التذكرة.\",\"search\":\"ابحث برقم التذكرة أو اسم الحامل\",\"noMatch\":\"لا توجد تذكرة محمّلة تطابق البحث. حمّل المزيد أو غيّر البحث.\",\"pick\":\"اختيار\",\"picked\":\"التذكرة المختارة\",\"notAssignable\":{\"checked_in\":\"دخل حاملها بالفعل\",\"void\":\"ملغاة\"},\"guestName\":\"اسم الضيف\",\"guestPhone\":\"هاتف الضيف (اختياري)\",\"reissue\":\"إصدار رمز جديد (يُرفض الرمز القديم عند البوابة)\",\"submit\":\"تخصيص التذكرة\",\"submitting\":\"جارٍ التخصيص…\",\"done(name)\":[\"خُصّصت التذكرة لـ«\",[\"name\"],\"».\"],\"doneReissued\":\"صدر رمز جديد لهذه التذكرة؛ الرمز القديم لم يعد صالحًا. أرسل الرمز الجديد للضيف.\",\"viewHistory\":\"عرض التذكرة وسجلها\",\"noQasrEvents\":\"لا توجد فعاليات في القصر صدرت لها تذاكر.\"}}");
