// Compiled from catalogs/ar/landingPage.json by scripts/messages.mjs: edit the catalog, not this file.
import type { CompiledCatalog } from "../../i18n.js";

/** What the catalog builds (i18n.ts `section`). */
export interface Messages {
  readonly landing: {
    readonly heading: string;
    readonly intro: string;
    readonly buyTickets: string;
    readonly staffSignIn: string;
    readonly onSale: string;
    readonly eventTickets: string;
    readonly allEvents: string;
    readonly features: readonly string[];
  };
}

export const catalog: CompiledCatalog<Messages> = JSON.parse("{\"landing\":{\"heading\":\"بوّابة: بيع التذاكر وإدارة الفعاليات بالعربية\",\"intro\":\"منصّة عربية لبيع تذاكر الفعاليات وإدارتها: إصدار تذاكر برموز QR موقّعة، بيع من شباك التذاكر وعبر الإنترنت، ومسح سريع عند البوابة حتى مع انقطاع الشبكة.\",\"buyTickets\":\"اشترِ تذاكرك الآن\",\"staffSignIn\":\"دخول الموظفين\",\"onSale\":\"معروضة للبيع الآن\",\"eventTickets\":\"التذاكر\",\"allEvents\":\"كل الفعاليات\",\"features\":{\"0\":\"تذاكر برموز QR موقّعة رقميًا لا يمكن تزويرها\",\"1\":\"بيع من شباك التذاكر وعبر الإنترنت من الهاتف\",\"2\":\"مسح عند البوابة يعمل حتى دون اتصال\"}}}");
