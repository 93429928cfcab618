// Arabic strings the box office's own pages add to the selling words
// (sales.ts, shared with the shop): the seller's recent sales and a sale
// opened again. Staff pages only, so the shop does not download them.
import { catalog } from "./compiled/ar/boxOffice.js";
import { section } from "./i18n.js";

export const boxOfficeMessages = section("boxOffice", catalog);
