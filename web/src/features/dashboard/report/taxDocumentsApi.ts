// The invoices and credit notes issued between two instants, read for the
// accountant's list (a super_admin may read both collections: firestore.rules).
// One range on `issuedAt` and its own order: a single-field index, which
// Firestore keeps for every field without being asked. Read a page at a
// time by cursor, so a month of sales is not one answer.
import { COLLECTIONS, parseDocument, taxDocumentSchema, type TaxDocumentView } from "@bawwaba/common";
import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type DocumentSnapshot,
  type QueryConstraint,
} from "firebase/firestore";
import { db } from "../../../lib/firebase";

const PAGE_SIZE = 1000;

function toView(snapshot: DocumentSnapshot): TaxDocumentView {
  const { issuedAt, ...document } = parseDocument(taxDocumentSchema, snapshot.ref.path, snapshot.data());
  return { ...document, issuedAt: issuedAt.toMillis() };
}

/** Instants in epoch milliseconds; an absent bound is open. */
export interface IssuedBetween {
  from?: number;
  /** Excluded. */
  before?: number;
}

async function issuedIn(collectionName: string, { from, before }: IssuedBetween): Promise<TaxDocumentView[]> {
  const bounds: QueryConstraint[] = [
    ...(from === undefined ? [] : [where("issuedAt", ">=", Timestamp.fromMillis(from))]),
    ...(before === undefined ? [] : [where("issuedAt", "<", Timestamp.fromMillis(before))]),
    orderBy("issuedAt"),
  ];
  const documents: TaxDocumentView[] = [];
  let after: DocumentSnapshot | undefined;
  for (;;) {
    const page = await getDocs(query(collection(db, collectionName), ...bounds, ...(after ? [startAfter(after)] : []), limit(PAGE_SIZE)));
    documents.push(...page.docs.map(toView));
    if (page.docs.length < PAGE_SIZE) return documents;
    after = page.docs.at(-1);
  }
}

/** Invoices and credit notes issued in `between`. */
export async function fetchTaxDocuments(between: IssuedBetween): Promise<TaxDocumentView[]> {
  const [invoices, creditNotes] = await Promise.all([issuedIn(COLLECTIONS.invoices, between), issuedIn(COLLECTIONS.creditNotes, between)]);
  return [...invoices, ...creditNotes];
}
