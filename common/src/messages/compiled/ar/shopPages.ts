// Compiled from catalogs/ar/shopPages.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly listTitle: string;
  readonly listDescription: string;
  eventTitle(eventTitle: string | number): string;
  readonly eventDescription: string;
  readonly orderTitle: string;
  readonly orderDescription: string;
  orderForEventTitle(eventTitle: string | number): string;
  orderForEventDescription(date: string | number, venue: string | number): string;
  readonly imageAlt: string;
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"listTitle\":\"تذاكر الفعاليات | بوّابة\",\"listDescription\":\"اشترِ تذاكر الفعاليات المعروضة للبيع الآن، وتصلك برموز QR فور الدفع.\",\"eventTitle(eventTitle)\":[[\"eventTitle\"],\" | تذاكر بوّابة\"],\"eventDescription\":[[\"hasPrice\",\"select\",{\"yes\":[[\"date\"],\" · \",[\"venue\"],\" · ابتداءً من \",[\"fromPrice\"]],\"other\":[[\"date\"],\" · \",[\"venue\"]]}]],\"orderTitle\":\"طلبك | بوّابة\",\"orderDescription\":\"صفحة طلبك الخاصة وتذاكرك برموز QR.\",\"orderForEventTitle(eventTitle)\":[\"تذاكر \",[\"eventTitle\"],\" | بوّابة\"],\"orderForEventDescription(date, venue)\":[[\"date\"],\" · \",[\"venue\"],\" · صفحة الطلب الخاصة وتذاكرها برموز QR.\"],\"imageAlt\":\"بوّابة: تذاكر الفعاليات\"}");
