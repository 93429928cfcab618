// Compiled from catalogs/ar/orderPage.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
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

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"venueOnMap(venue)\":[[\"venue\"],\": افتح المكان على الخريطة\"],\"addToCalendar\":\"أضف إلى التقويم\",\"calendarFailed\":\"تعذّر إنشاء ملف التقويم. حاول مجددًا.\",\"calendarNote\":[[\"hasReference\",\"select\",{\"yes\":[\"مرجع الطلب: \",[\"reference\"],\". تذاكرك في صفحة «تذاكري» على بوّابة.\"],\"other\":[\"تذاكرك في صفحة «تذاكري» على بوّابة.\"]}]],\"share\":\"مشاركة\",\"invoice\":\"الفاتورة الضريبية\",\"appleWallet\":\"أضف إلى Apple Wallet\",\"appleWalletFor(ticket)\":[\"أضف إلى Apple Wallet: \",[\"ticket\"]],\"googleWallet\":\"احفظ في Google Wallet\",\"googleWalletFor(ticket)\":[\"احفظ في Google Wallet: \",[\"ticket\"]]}");
