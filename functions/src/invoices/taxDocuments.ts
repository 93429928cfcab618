// Issuing invoices and credit notes (common/src/invoiceSchemas.ts): each
// takes the next number of one series in the transaction that makes its
// order paid or gives its money back, so a document exists exactly when its
// change does, and its series' numbers run without a gap or a duplicate. The
// series is read without a lock just before, and the transaction writes it
// on condition that it is unchanged since (as a sale takes inventory
// shards, inventory/capacityRounds.ts): two sales that read one number
// cannot both commit, and the loser reads again (a precondition loss). Which
// series: the next in turn for this instance, from a random start
// (ShardRotation), so a rush spreads over the series, skipping those a sale
// of this instance holds until its transaction ends (a lease): a sale never
// collides with another of its own instance, so a backlog of sales does not
// turn into rounds of collisions (docs/capacity.md "Invoices").
import {
  COLLECTIONS,
  FIRST_PREVIOUS_HASH,
  invoiceSeriesSchema,
  minorToMajorString,
  parseDocument,
  SERIES_COUNT,
  seriesId,
  ShardRotation,
  taxDocumentNumber,
  encodeZatcaQr,
  type CurrencyCode,
  type InvoiceSeller,
  type OrganiserSettingsDoc,
  type TaxDocumentDoc,
  type TaxDocumentKind,
} from "@bawwaba/common";
import { Timestamp, type DocumentReference, type Firestore, type Transaction } from "firebase-admin/firestore";
import { createHash } from "node:crypto";

const rotations: Record<TaxDocumentKind, ShardRotation> = {
  invoice: new ShardRotation(SERIES_COUNT.invoice),
  credit_note: new ShardRotation(SERIES_COUNT.credit_note),
};

/** A series as read: the number it issues next, the hash it chains to, and when it was last written (absent: not yet). */
export interface SeriesTurn {
  kind: TaxDocumentKind;
  ref: DocumentReference;
  series: number;
  next: number;
  lastHash: string;
  readAt?: Timestamp;
}

/** What issuing needs, read before the transaction's writes: the seller and the series' turn. */
export interface TaxDocumentIssue {
  seller: InvoiceSeller;
  turn: SeriesTurn;
  /** Gives the series back to this instance's other sales (a leased read); does nothing otherwise, and again. */
  release: () => void;
}

const leased: Record<TaxDocumentKind, Set<number>> = { invoice: new Set(), credit_note: new Set() };

/** The next series in turn that no transaction of this instance holds (when all are held, the next in turn). */
function nextSeries(kind: TaxDocumentKind): number {
  for (let tried = 0; tried < SERIES_COUNT[kind]; tried++) {
    const series = rotations[kind].take(kind);
    if (!leased[kind].has(series)) return series;
  }
  return rotations[kind].take(kind);
}

export const seriesRef = (db: Firestore, kind: TaxDocumentKind, series: number) =>
  db.collection(COLLECTIONS.invoiceSeries).doc(seriesId(kind, series));

/** The seller an invoice names, from the settings; undefined when invoices are off or never set. */
export function invoicingSeller(settings: OrganiserSettingsDoc | null): InvoiceSeller | undefined {
  if (!settings?.invoicing) return undefined;
  return {
    name: settings.legalName,
    ...(settings.legalNameEn ? { nameEn: settings.legalNameEn } : {}),
    ...(settings.vatNumber ? { vatNumber: settings.vatNumber } : {}),
    address: settings.address,
    country: settings.country,
  };
}

/**
 * The next series of `kind` in turn, read without a lock (afresh for each
 * attempt of the transaction that issues from it), with the seller;
 * undefined when invoices are off. Not a read of the transaction: a read
 * there would lock the series, and concurrent sales would queue on it.
 * `lease`: the series is held for this instance's transaction until
 * `release` (the sale skeleton's, which issues under a rush).
 */
export async function readIssue(
  db: Firestore,
  kind: TaxDocumentKind,
  settings: OrganiserSettingsDoc | null,
  { lease = false } = {},
): Promise<TaxDocumentIssue | undefined> {
  const seller = invoicingSeller(settings);
  if (!seller) return undefined;
  const series = nextSeries(kind);
  const held = lease && !leased[kind].has(series);
  if (held) leased[kind].add(series);
  const release = () => {
    if (held) leased[kind].delete(series);
  };
  const ref = seriesRef(db, kind, series);
  try {
    const snapshot = await ref.get();
    const read = snapshot.exists ? parseDocument(invoiceSeriesSchema, ref.path, snapshot.data()) : undefined;
    return {
      seller,
      turn: { kind, ref, series, next: read?.next ?? 1, lastHash: read?.lastHash ?? FIRST_PREVIOUS_HASH, ...(snapshot.updateTime ? { readAt: snapshot.updateTime } : {}) },
      release,
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** What a document says, without what issuing it adds (its number, time, seller, QR and hashes). */
export type TaxDocumentContent = Omit<TaxDocumentDoc, "kind" | "number" | "series" | "sequence" | "issuedAt" | "seller" | "qr" | "hash" | "previousHash">;

/**
 * SHA-256 (Base64) of the document with its previous hash, its fields in a
 * fixed order (sorted keys at every level), so anyone holding the document
 * can recompute it.
 */
export function taxDocumentHash(document: Omit<TaxDocumentDoc, "hash" | "issuedAt"> & { issuedAt: number }): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value !== null && typeof value === "object"
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
          )
        : value;
  return createHash("sha256").update(JSON.stringify(canonical(document))).digest("base64");
}

/**
 * In `tx`, after its reads: the document, numbered from `issue`'s series
 * turn, created under its number, and the series moved on to the next number
 * and this document's hash, on condition that it is unchanged since it was
 * read (or still absent): otherwise the commit fails with a precondition
 * loss, and the caller reads again. Answers the number.
 */
export function writeTaxDocument(tx: Transaction, db: Firestore, issue: TaxDocumentIssue, content: TaxDocumentContent, issuedAt: number): string {
  const { seller, turn } = issue;
  const number = taxDocumentNumber(turn.kind, turn.series, turn.next);
  const currency = content.currency as CurrencyCode;
  const qr = seller.vatNumber
    ? encodeZatcaQr({
        sellerName: seller.name,
        vatNumber: seller.vatNumber,
        timestamp: new Date(Math.floor(issuedAt / 1000) * 1000).toISOString().replace(".000Z", "Z"),
        totalWithVat: minorToMajorString(content.totals.gross, currency),
        vatTotal: minorToMajorString(content.totals.vat, currency),
      })
    : undefined;
  const unhashed = {
    ...content,
    kind: turn.kind,
    number,
    series: turn.series,
    sequence: turn.next,
    seller,
    ...(qr ? { qr } : {}),
    previousHash: turn.lastHash,
  };
  const hash = taxDocumentHash({ ...unhashed, issuedAt });
  const collection = turn.kind === "invoice" ? COLLECTIONS.invoices : COLLECTIONS.creditNotes;
  const document: TaxDocumentDoc = { ...unhashed, hash, issuedAt: Timestamp.fromMillis(issuedAt) };
  tx.create(db.collection(collection).doc(number), document);
  const moved = { kind: turn.kind, series: turn.series, next: turn.next + 1, lastHash: hash };
  if (turn.readAt) tx.update(turn.ref, moved, { lastUpdateTime: turn.readAt });
  else tx.create(turn.ref, moved);
  return number;
}
