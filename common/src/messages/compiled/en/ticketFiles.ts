// Compiled from catalogs/en/ticketFiles.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Messages } from "@lingui/core";

export const messages: Messages = JSON.parse("{\"ticketFiles.exportCsv\":\"Export CSV\",\"ticketFiles.exportFailed\":\"Couldn't export. Try again.\"}");
