// Compiled from catalogs/ar/signOutScans.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  sending(count: number): string;
  readonly title: string;
  body(count: number): string;
  readonly keepNote: string;
  readonly stay: string;
  readonly keep: string;
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"sending(count)\":[\"جارٍ إرسال المسح غير المُرسل (\",[\"count\",\"number\"],\") قبل تسجيل الخروج…\"],\"title\":[\"مسح لم يُرسل بعد\"],\"body(count)\":[\"عمليات المسح من حسابك التي لم تصل إلى الخادم بعد: \",[\"count\",\"number\"],\". لم ينجح إرسالها الآن.\"],\"keepNote\":[\"إن سجّلت الخروج، يبقى المسح غير المُرسل على هذا الجهاز مرتبطًا بحسابك، ولا يُرسل إلا حين تسجّل الدخول به هنا مجددًا. وإلى أن يُرسل، قد تُقبل التذاكر نفسها على بوابة أخرى.\"],\"stay\":[\"البقاء وإرسال المسح\"],\"keep\":[\"تسجيل الخروج وحفظ المسح لهذا الحساب\"]}");
