// Compiled from catalogs/ar/orderPage.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly order: {
    readonly statuses: {
      readonly pending: string;
      readonly paid: string;
      readonly cancelled: string;
      readonly expired: string;
      readonly refunded: string;
    };
    readonly pendingBody: string;
    holdLeft(minutes: number): string;
    readonly holdOver: string;
    readonly payNow: string;
    summary(count: number, total: string | number): string;
    buyer(name: string | number): string;
    readonly keepLink: string;
    readonly privateLink: string;
    readonly copyLink: string;
    readonly copied: string;
    readonly copyFailed: string;
    readonly buyAgain: string;
    readonly backToShop: string;
  };
  venueOnMap(venue: string | number): string;
  readonly addToCalendar: string;
  readonly calendarFailed: string;
  readonly calendarNote: string;
  readonly share: string;
  readonly invoice: string;
  readonly appleWallet: string;
  appleWalletFor(ticket: string | number): string;
  readonly googleWallet: string;
  googleWalletFor(ticket: string | number): string;
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"order\":{\"statuses\":{\"pending\":\"بانتظار تأكيد الدفع\",\"paid\":\"تم الدفع وصدرت تذاكرك\",\"cancelled\":\"أُلغي الطلب\",\"expired\":\"انتهت مهلة الطلب\",\"refunded\":\"استُرد مبلغ الطلب\"},\"pendingBody\":\"ننتظر تأكيد الدفع من مزوّد الدفع. تتحدّث هذه الصفحة تلقائيًا.\",\"holdLeft(minutes)\":[\"التذاكر محجوزة لك لمدة \",[\"minutes\",\"plural\",{\"zero\":[\"أقل من دقيقة\"],\"one\":[\"دقيقة واحدة\"],\"two\":[\"دقيقتان\"],\"few\":[\"#\",\" دقائق\"],\"many\":[\"#\",\" دقيقة\"],\"other\":[\"#\",\" دقيقة\"]}],\".\"],\"holdOver\":\"انتهت مهلة الحجز تقريبًا.\",\"payNow\":\"أكمل الدفع\",\"summary(count, total)\":[[\"count\",\"plural\",{\"zero\":[\"لا تذاكر\"],\"one\":[\"تذكرة واحدة\"],\"two\":[\"تذكرتان\"],\"few\":[\"#\",\" تذاكر\"],\"many\":[\"#\",\" تذكرة\"],\"other\":[\"#\",\" تذكرة\"]}],\" · \",[\"total\"]],\"buyer(name)\":[\"باسم \",[\"name\"]],\"keepLink\":\"احتفظ بهذا الرابط: يفتح تذاكرك على أي جهاز.\",\"privateLink\":\"الرابط الخاص بطلبك\",\"copyLink\":\"نسخ الرابط\",\"copied\":\"نُسخ الرابط.\",\"copyFailed\":\"تعذّر النسخ. انسخ الرابط يدويًا.\",\"buyAgain\":\"اشترِ تذاكر هذه الفعالية مجددًا\",\"backToShop\":\"العودة إلى الفعاليات\"},\"venueOnMap(venue)\":[[\"venue\"],\": افتح المكان على الخريطة\"],\"addToCalendar\":\"أضف إلى التقويم\",\"calendarFailed\":\"تعذّر إنشاء ملف التقويم. حاول مجددًا.\",\"calendarNote\":[[\"hasReference\",\"select\",{\"yes\":[\"مرجع الطلب: \",[\"reference\"],\". تذاكرك في صفحة «تذاكري» على بوّابة.\"],\"other\":[\"تذاكرك في صفحة «تذاكري» على بوّابة.\"]}]],\"share\":\"مشاركة\",\"invoice\":\"الفاتورة الضريبية\",\"appleWallet\":\"أضف إلى Apple Wallet\",\"appleWalletFor(ticket)\":[\"أضف إلى Apple Wallet: \",[\"ticket\"]],\"googleWallet\":\"احفظ في Google Wallet\",\"googleWalletFor(ticket)\":[\"احفظ في Google Wallet: \",[\"ticket\"]]}");
