// Exporting tickets to a file: the words the bulk issuing page, the tickets
// table and the dashboard share.
import { catalog } from "./compiled/ar/ticketFiles.js";
import { section } from "./i18n.js";

export const ticketFilesMessages = section("ticketFiles", catalog);
