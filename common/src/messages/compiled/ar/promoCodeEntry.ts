// Compiled from catalogs/ar/promoCodeEntry.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Messages } from "@lingui/core";

export const messages: Messages = JSON.parse("{\"promoCodeEntry.haveCode\":[\"لديك رمز خصم أو دعوة؟\"],\"promoCodeEntry.invalidCode\":[\"الرمز من 3 إلى 32 حرفًا أو رقمًا (تُهمَل المسافات والشرطات).\"],\"promoCodeEntry.priceBefore\":[\"قبل الخصم \",[\"price\"]]}");
