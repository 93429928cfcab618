// Compiled from catalogs/ar/eventsLoad.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Messages } from "@lingui/core";

export const messages: Messages = JSON.parse("{\"eventsLoad.loadFailed\":[\"تعذّر تحميل الفعاليات. حدّث الصفحة أو تحقّق من صلاحياتك.\"]}");
