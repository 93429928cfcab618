// Arabic strings of an order's public invoice page (/invoice, invoiceLink.ts):
// the simplified tax invoice, its credit notes and the order's money, on
// screen and printed; and the confirmation e-mail's line that links to it.
// The page's own chunk imports them, so the shop downloads none.
import { messages } from "./compiled/ar/invoicePage.js";
import { arabicSection } from "./i18n.js";
import type { RefundMethod } from "../invoiceSchemas.js";

const t = arabicSection("invoicePage", messages);

export const invoicePageMessages = {
  /** The page's heading, as the order page's link names it (orderPage.ts `invoice`). */
  get heading() {
    return t("heading");
  },
  get invoiceTitle() {
    return t("invoiceTitle");
  },
  get creditNoteTitle() {
    return t("creditNoteTitle");
  },
  /** Nothing issued: an unpaid order, or a seller that issues no invoices. */
  get noInvoice() {
    return t("noInvoice");
  },
  get backToOrder() {
    return t("backToOrder");
  },
  get loadFailed() {
    return t("loadFailed");
  },

  seller: {
    get vatNumber() {
      return t("seller.vatNumber");
    },
    get address() {
      return t("seller.address");
    },
    logoAlt: (name: string) => t("seller.logoAlt", { name }),
  },

  fields: {
    get invoiceNumber() {
      return t("fields.invoiceNumber");
    },
    get creditNoteNumber() {
      return t("fields.creditNoteNumber");
    },
    get issuedAt() {
      return t("fields.issuedAt");
    },
    get orderReference() {
      return t("fields.orderReference");
    },
    get event() {
      return t("fields.event");
    },
    /** The invoice a credit note corrects. */
    get ofInvoice() {
      return t("fields.ofInvoice");
    },
    get reason() {
      return t("fields.reason");
    },
    get refundMethod() {
      return t("fields.refundMethod");
    },
  },

  refundMethods: {
    get provider() {
      return t("refundMethods.provider");
    },
    get cash() {
      return t("refundMethods.cash");
    },
    get card() {
      return t("refundMethods.card");
    },
  } satisfies Record<RefundMethod, string>,

  lines: {
    get heading() {
      return t("lines.heading");
    },
    get item() {
      return t("lines.item");
    },
    get quantity() {
      return t("lines.quantity");
    },
    get unitPrice() {
      return t("lines.unitPrice");
    },
    get vatRate() {
      return t("lines.vatRate");
    },
    get vat() {
      return t("lines.vat");
    },
    get total() {
      return t("lines.total");
    },
  },
  /** A rate as formatVatRate writes it ("15", "2.5"): "15٪". */
  vatRate: (rate: string) => t("vatRate", { rate }),

  totals: {
    get net() {
      return t("totals.net");
    },
    get vat() {
      return t("totals.vat");
    },
    get gross() {
      return t("totals.gross");
    },
  },

  qrAlt: (title: string, number: string) => t("qrAlt", { title, number }),

  money: {
    get heading() {
      return t("money.heading");
    },
    get paid() {
      return t("money.paid");
    },
    get refunded() {
      return t("money.refunded");
    },
    get remaining() {
      return t("money.remaining");
    },
  },

  /** The confirmation e-mail's line above the invoice page's link. */
  get mailLink() {
    return t("mailLink");
  },
} as const;
