// Compiled from catalogs/ar/answersCorrection.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly orderTitle: string;
  ticketTitle(ticket: string | number): string;
  readonly body: string;
  readonly holderBody: string;
  dropped(labels: string | number): string;
  readonly noAnswer: string;
  readonly confirm: string;
  readonly unchanged: string;
  readonly unreadable: string;
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"orderTitle\":[\"تصحيح إجابات الطلب\"],\"ticketTitle(ticket)\":[\"تصحيح إجابات التذكرة \",[\"ticket\"]],\"body\":[\"تُحفظ إجابات هذه الأسئلة كلها كما تظهر هنا، وتُفحص بأسئلة الفعالية الحالية.\"],\"holderBody\":[\"تصحيح اسم الحامل يغيّر الاسم المطبوع على التذكرة وما يجده البحث.\"],\"dropped(labels)\":[\"ستُحذف إجابات أسئلة لم تعد الفعالية تطرحها: \",[\"labels\"],\".\"],\"noAnswer\":[\"بلا إجابة\"],\"confirm\":[\"حفظ الإجابات\"],\"unchanged\":[\"لم تتغير أي إجابة.\"],\"unreadable\":[\"تعذّرت قراءة أسئلة هذه الفعالية، فلا يمكن تصحيح الإجابات الآن.\"]}");
