// Simplified tax invoices and credit notes (docs/product.md "Tax and
// invoices", docs/contracts.md "Invoices and credit notes"): their documents,
// their numbers, and the numbered series that issue them.
//
// Numbering that scales: one counter cannot take 50 sales a second
// (docs/capacity.md), so invoices are issued from INVOICE_SERIES series and
// credit notes from CREDIT_NOTE_SERIES, each its own counter
// (`invoiceSeries/{kind}-{series}`) whose numbers run without a gap or a
// duplicate, the way ZATCA's phase 2 gives each invoicing unit its own
// counter. A sale takes the next number of one series in its transaction,
// together with the series' last hash: every document keeps its own hash and
// the previous document's in its series (`previousHash`), so the phase-2
// chain can be added without rewriting history.
import "./zodSetup.js";
import { z } from "zod/mini";
import { ROTATION_HEADROOM, shardsFor, TARGET_SALES_PER_SECOND } from "./capacity.js";
import { REPORT_PAYMENT_METHODS, SALES_CHANNELS, timestampSchema } from "./documents.js";
import type { DisplaySettings } from "./locale.js";
import { ORGANISER_COUNTRIES } from "./organiserSettings.js";

export const TAX_DOCUMENT_KINDS = ["invoice", "credit_note"] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/** Invoice series: a paid sale takes a number from one, each written at most once a second at the target (docs/capacity.md). */
export const INVOICE_SERIES = shardsFor(TARGET_SALES_PER_SECOND, ROTATION_HEADROOM);
/** Credit-note series: refunds are one at a time by staff or a provider's notice, far below a sale rush. */
export const CREDIT_NOTE_SERIES = 10;
export const SERIES_COUNT: Record<TaxDocumentKind, number> = { invoice: INVOICE_SERIES, credit_note: CREDIT_NOTE_SERIES };

const NUMBER_PREFIX: Record<TaxDocumentKind, string> = { invoice: "INV", credit_note: "CRN" };

/** A document's number (and id): `INV-07-0000123`, the series in two digits and its sequence in seven. */
export function taxDocumentNumber(kind: TaxDocumentKind, series: number, sequence: number): string {
  return `${NUMBER_PREFIX[kind]}-${String(series).padStart(2, "0")}-${String(sequence).padStart(7, "0")}`;
}

/** The id of a series' counter document in COLLECTIONS.invoiceSeries. */
export const seriesId = (kind: TaxDocumentKind, series: number) => `${kind}-${series}`;

/**
 * ZATCA's previous-invoice hash of a unit's first invoice (Base64 of the
 * SHA-256 of "0"): the first document of every series chains to it.
 */
export const FIRST_PREVIOUS_HASH = "NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==";

/** `invoiceSeries/{kind}-{series}`: the next sequence to issue (from 1) and the last issued document's hash. */
export const invoiceSeriesSchema = z.object({
  kind: z.enum(TAX_DOCUMENT_KINDS),
  series: z.int().check(z.nonnegative()),
  next: z.int().check(z.positive()),
  lastHash: z.string(),
});
export type InvoiceSeriesDoc = z.infer<typeof invoiceSeriesSchema>;

/** How a refund went back: through the online provider, or handed back at the box office. */
export const REFUND_METHODS = ["provider", "cash", "card"] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

const taxedSchema = z.object({ gross: z.int(), vat: z.int(), net: z.int() });

export const taxLineSchema = z.extend(taxedSchema, {
  ticketTypeId: z.string(),
  name: z.string(),
  quantity: z.int().check(z.positive()),
  /** Minor units, VAT included. */
  unitPrice: z.int().check(z.nonnegative()),
  unitVat: z.int().check(z.nonnegative()),
  /** Basis points (tax.ts). */
  vatRate: z.int().check(z.nonnegative()),
});
export type TaxLine = z.infer<typeof taxLineSchema>;

/** The seller as the invoice names it: copied from the organiser's settings when issued. */
export const invoiceSellerSchema = z.object({
  name: z.string(),
  nameEn: z.optional(z.string()),
  vatNumber: z.optional(z.string()),
  address: z.string(),
  country: z.enum(ORGANISER_COUNTRIES),
});
export type InvoiceSeller = z.infer<typeof invoiceSellerSchema>;

/**
 * `invoices/{number}` and `creditNotes/{number}`: written once by the
 * functions, in the transaction that makes the order paid or gives money
 * back, and never changed. The rules let a super_admin read them; buyers
 * read their order's through getOrderInvoices with the order's private link.
 */
export const taxDocumentSchema = z.object({
  kind: z.enum(TAX_DOCUMENT_KINDS),
  number: z.string(),
  series: z.int().check(z.nonnegative()),
  sequence: z.int().check(z.positive()),
  orderId: z.string(),
  orderReference: z.optional(z.string()),
  eventId: z.string(),
  eventTitle: z.string(),
  channel: z.enum(SALES_CHANNELS),
  paymentMethod: z.enum(REPORT_PAYMENT_METHODS),
  issuedAt: timestampSchema,
  currency: z.string(),
  seller: invoiceSellerSchema,
  lines: z.array(taxLineSchema),
  totals: taxedSchema,
  /** The phase-1 QR code's Base64 TLV (zatcaQr.ts); absent when the seller has no VAT number. */
  qr: z.optional(z.string()),
  /** SHA-256 (Base64) of this document's content with `previousHash` (functions/src/invoices/taxDocuments.ts). */
  hash: z.string(),
  previousHash: z.string(),
  /** A credit note: the invoice it corrects, why, the tickets it refunds (none: an amount), and how the money went back. */
  invoiceNumber: z.optional(z.string()),
  reason: z.optional(z.string()),
  ticketIds: z.optional(z.array(z.string())),
  refundMethod: z.optional(z.enum(REFUND_METHODS)),
});
export type TaxDocumentDoc = z.infer<typeof taxDocumentSchema>;

/** A tax document as a callable answers it: `issuedAt` in milliseconds. */
export type TaxDocumentView = Omit<TaxDocumentDoc, "issuedAt"> & { issuedAt: number };

/** getOrderInvoices's answer: the order's invoice (null: none issued), its credit notes in order, and the seller's logo. */
export interface OrderInvoices {
  invoice: TaxDocumentView | null;
  creditNotes: TaxDocumentView[];
  logo?: string;
  /** The organiser's display settings, which the page shows dates and numbers with (locale.ts). */
  display: DisplaySettings;
  /** The event's time zone (IANA), in which the page shows when each document was issued; absent: DEFAULT_TIME_ZONE. */
  timeZone?: string;
  /** The order's money: what was paid, what went back, what is still paid for (minor units). */
  money: { currency: string; paid: number; refunded: number; remaining: number };
}
