// Compiled from catalogs/ar/checkoutQuestions.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  required(label: string | number): string;
  tooLong(label: string | number, max: number): string;
  notOffered(label: string | number): string;
  notYesNo(label: string | number): string;
  notNumber(label: string | number): string;
  belowMinimum(label: string | number, min: number): string;
  aboveMaximum(label: string | number, max: number): string;
  notDate(label: string | number): string;
  readonly unknownQuestion: string;
  readonly ticketCount: string;
  forTicket(position: number, typeName: string | number, message: string | number): string;
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"required(label)\":[\"«\",[\"label\"],\"» مطلوب.\"],\"tooLong(label, max)\":[\"«\",[\"label\"],\"» أطول من \",[\"max\",\"number\"],\" حرفًا.\"],\"notOffered(label)\":[\"اختر إحدى الإجابات المعروضة في «\",[\"label\"],\"».\"],\"notYesNo(label)\":[\"أجب بنعم أو لا في «\",[\"label\"],\"».\"],\"notNumber(label)\":[\"أدخل رقمًا في «\",[\"label\"],\"».\"],\"belowMinimum(label, min)\":[\"«\",[\"label\"],\"» لا يقل عن \",[\"min\",\"number\"],\".\"],\"aboveMaximum(label, max)\":[\"«\",[\"label\"],\"» لا يزيد على \",[\"max\",\"number\"],\".\"],\"notDate(label)\":[\"أدخل تاريخًا صحيحًا في «\",[\"label\"],\"».\"],\"unknownQuestion\":[\"في الإجابات سؤال لا تطرحه هذه الفعالية. حدّث الصفحة ثم أعد المحاولة.\"],\"ticketCount\":[\"عدد إجابات التذاكر لا يطابق عدد التذاكر في الطلب. حدّث الصفحة ثم أعد المحاولة.\"],\"forTicket(position, typeName, message)\":[\"التذكرة \",[\"position\",\"number\"],\" (\",[\"typeName\"],\"): \",[\"message\"]]}");
