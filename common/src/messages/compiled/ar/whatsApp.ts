// Compiled from catalogs/ar/whatsApp.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly share: string;
  readonly shareOrder: string;
  readonly greeting: string;
  orderGreeting(count: number): string;
  readonly tickets: string;
  readonly linkLine: string;
  readonly orderFooter: string;
  readonly gateCodeFooter: string;
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"share\":[\"مشاركة عبر واتساب\"],\"shareOrder\":[\"إرسال التذاكر عبر واتساب\"],\"greeting\":[\"تذكرتك من بوّابة 🎟️\"],\"orderGreeting(count)\":[\"طلبك من بوّابة: \",[\"count\",\"plural\",{\"zero\":[\"لا تذاكر\"],\"one\":[\"تذكرة واحدة\"],\"two\":[\"تذكرتان\"],\"few\":[\"#\",\" تذاكر\"],\"many\":[\"#\",\" تذكرة\"],\"other\":[\"#\",\" تذكرة\"]}],\" 🎟️\"],\"tickets\":[\"التذاكر\"],\"linkLine\":[\"رموز QR لتذاكرك في هذا الرابط الخاص، فلا تشاركه:\"],\"orderFooter\":[\"اعرض رمز QR لكل تذكرة عند البوابة.\"],\"gateCodeFooter\":[\"اعرض هذا الرمز لموظف البوابة ليكتبه.\"]}");
