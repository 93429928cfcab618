// The one sequence every way of selling goes through (the box office, the
// online shop, bulk reservations): the request names its order, so the same
// request again is answered from what it wrote; the sale is checked outside
// any transaction to refuse early without holding anything; tickets are
// taken from the inventory shards in capacity rounds (inventory/capacityRounds.ts;
// docs/capacity.md: sharded, no hot document), and the transaction re-reads
// and re-checks what could have changed before it takes from the shards and
// creates the order, with a reference no other order holds
// (orderReferences.ts), through the lifecycle. What differs between channels is
// a hook of SaleChannel: what may be sold (sales window, per-order limit), the
// price, the payment, the buyer's holds, the order's initial status and the
// channel's own writes. A promo code (promo/promoCodeRecord.ts) prices the
// tickets it applies to and has its uses taken from its shards beside the
// tickets, for every channel alike. The answers to the event's questions at
// checkout are checked against the questions as the sale reads them
// (common/src/checkoutQuestions.ts checkSaleAnswers, the shop's and the box
// office's own check) and go on the order, each ticket's onto its ticket
// when it is issued. A waiting-list offer is the channel's hook `setAside`
// (waitingList/offerSale.ts): its type's tickets come from the offer instead
// of the type's inventory. Each line records the VAT in its price
// (common/src/tax.ts); an order paid at once (the box office, a free order)
// is invoiced in the same transaction (lifecycle.ts createOrder).
import {
  ar,
  checkSaleAnswers,
  COLLECTIONS,
  displaySettingsOf,
  storedAnswers,
  type DisplaySettings,
  type EventDoc,
  type InitialOrderStatus,
  type OrderDoc,
  type OrderItem,
  type SaleAnswersInput,
  type TicketTypeDoc,
  vatInPrice,
} from "@bawwaba/common";
import type { DocumentReference, DocumentSnapshot, Firestore, Transaction } from "firebase-admin/firestore";
import { randomBytes } from "node:crypto";
import { HttpsError } from "firebase-functions/v2/https";
import { ensureInventory, type CapacityItem } from "../../inventory/inventory.js";
import { readIssue, type TaxDocumentIssue } from "../../invoices/taxDocuments.js";
import { readOrganiserSettings } from "../../settings/organiserSettings.js";
import { assertTypeOffered, pricedWith, promoUsesOf, promoUsesToTake, readUsablePromoCode, type PromoCode } from "../../promo/promoCodeRecord.js";
import { requestScopedId } from "../../shared/ids.js";
import { takePlanned, ticketsToTake, withCapacity } from "../../inventory/capacityRounds.js";
import { createOrder, type NewOrderFields } from "../lifecycle.js";
import { readSaleSubject, type SaleSubject } from "../saleChecks.js";
import { shownTypeName } from "../../shared/callerLanguage.js";
import { drawFreeOrderReference } from "./orderReferences.js";

export interface SaleRequest {
  eventId: string;
  items: readonly { ticketTypeId: string; quantity: number }[];
  /** Who asks (a staff member's or a buyer's uid) and their request's id: together they name the order. */
  callerUid: string;
  requestId: string;
  /** A promo or access code, normalized (common/src/promoCodes.ts). */
  promoCode?: string;
  /** Answers to the event's questions at checkout, as sent. */
  answers?: SaleAnswersInput;
}

/** What the transaction has read and priced, for the channel to write its order from. */
export interface PricedSale<Held> {
  orderRef: DocumentReference;
  event: EventDoc & { id: string };
  items: OrderItem[];
  /** Minor units of the event's currency: the items' unit prices times their quantities. */
  total: number;
  /** What the channel read in the transaction (readHeld). */
  held: Held;
  /**
   * What every order records of its sale, whatever the channel: the channel's
   * fields start from these. `reference` is free when read in this
   * transaction (orderReferences.ts); the channel's tickets may carry it.
   */
  saleFields: Pick<OrderDoc, "eventId" | "eventTitle" | "eventTitleEn" | "items" | "total" | "currency" | "promoCode" | "answers" | "ticketAnswers"> & {
    reference: string;
  };
  /** Whether the order is invoiced as it is created (paid at once, invoices on): its e-mail then links to the invoice. */
  invoiced: boolean;
  /** The organiser's display settings (read with the settings, defaults when not read): an order paid at once is e-mailed in them. */
  display: DisplaySettings;
}

/** The order a channel creates, and what its own writes produced for its answer. */
export interface ChannelOrder<Written> {
  status: InitialOrderStatus;
  fields: NewOrderFields;
  written: Written;
}

export interface SaleChannel<Held, Written, Answer> {
  /** Names the order for the caller's requestId (shared/ids.ts requestScopedId): one kind per channel. */
  requestKind: string;
  /** The document whose existence answers the request again; the order itself unless given. */
  replayOf?: (db: Firestore, orderId: string) => DocumentReference;
  /** The answer to a request already written (a retry, or a concurrent call that wrote first). */
  answerAgain: (orderRef: DocumentReference, written: DocumentSnapshot) => Promise<Answer>;
  /**
   * Refuses a type that may not be sold now in this quantity (the sales
   * window, the per-order limit, a waiting list open); `setAside`: the
   * type's tickets come from what setAside answered.
   */
  assertSellable: (event: EventDoc, type: TicketTypeDoc & { id: string }, quantity: number, now: number, setAside: boolean) => void;
  /**
   * Tickets of one type set aside for this sale (a waiting-list offer), read
   * once the request is known to be new: the capacity item that replaces the
   * type's inventory in the capacity rounds.
   */
  setAside?: () => Promise<{ ticketTypeId: string; capacity: CapacityItem } | undefined>;
  /** A type's price per ticket in this sale, before any promo code. */
  unitPrice: (type: TicketTypeDoc) => number;
  /** Staff channels sell hidden types without a code; the shop only with a code that names them. */
  sellsHiddenTypes: boolean;
  /** Whether an order of this total is paid when it is created, and so invoiced then (absent: never; a bulk job charges nothing). */
  invoicedAtOnce?: (total: number) => boolean;
  /** Refuses a sale the channel cannot take payment for, before anything is held (priced as read outside the transaction). */
  assertPayable?: (total: number) => void;
  /** Frees what it can when too few tickets are left (overdue holds) and answers whether to look again. */
  whenShort?: () => Promise<boolean>;
  /** The channel's own reads in the sale's transaction, before any write (the buyer's holds). */
  readHeld?: (tx: Transaction) => Promise<Held>;
  /** In the transaction, after its reads: the order to create and the channel's own writes (tickets, holds, a job). */
  order: (tx: Transaction, sale: PricedSale<Held>) => ChannelOrder<Written>;
  /** The answer once the transaction committed, with the order's reference. */
  answer: (orderRef: DocumentReference, written: Written, reference: string) => Promise<Answer>;
}

export async function sell<Held, Written, Answer>(
  db: Firestore,
  channel: SaleChannel<Held, Written, Answer>,
  request: SaleRequest,
  now: number,
): Promise<Answer> {
  const orderRef = db.collection(COLLECTIONS.orders).doc(requestScopedId(channel.requestKind, request.callerUid, request.requestId));
  const replayRef = channel.replayOf?.(db, orderRef.id) ?? orderRef;
  const existing = await replayRef.get();
  if (existing.exists) return channel.answerAgain(orderRef, existing);

  // Checks outside the transaction refuse early without holding anything;
  // the transaction repeats what could have changed meanwhile.
  const setAside = await channel.setAside?.();
  const typeIds = request.items.map((item) => item.ticketTypeId);
  const [before, promoBefore, settings] = await Promise.all([
    readSaleSubject(db, request.eventId, typeIds),
    request.promoCode ? readUsablePromoCode(db, request.eventId, request.promoCode, now) : undefined,
    channel.invoicedAtOnce ? readOrganiserSettings(db) : null,
  ]);
  const lines = (promo: PromoCode | undefined, subject: SaleSubject) =>
    request.items.map((item) => {
      const type = subject.types.get(item.ticketTypeId)!;
      assertTypeOffered(type, promo, channel.sellsHiddenTypes);
      channel.assertSellable(subject.event, type, item.quantity, now, setAside?.ticketTypeId === type.id);
      const price = pricedWith(promo, type, channel.unitPrice(type));
      // The VAT in each ticket's price as sold, after any discount (docs/product.md "Tax and invoices").
      const vat = type.vatRate === undefined ? {} : { vatRate: type.vatRate, unitVat: vatInPrice(price.unitPrice, type.vatRate) };
      // The English name too, when there is one: the buyer's messages in English name the type so (localizedText.ts).
      const nameEn = type.nameEn ? { ticketTypeNameEn: type.nameEn } : {};
      return { ticketTypeId: item.ticketTypeId, ticketTypeName: type.name, ...nameEn, quantity: item.quantity, ...price, ...vat };
    });
  const totalOf = (items: readonly OrderItem[]) => items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  channel.assertPayable?.(totalOf(lines(promoBefore, before)));
  answersFor(request, before);
  const uses = promoBefore ? promoUsesOf(promoBefore, request.items, before.types) : 0;
  for (const item of request.items) {
    if (!before.types.get(item.ticketTypeId)!.inventory) await ensureInventory(db, request.eventId, item.ticketTypeId);
  }

  const capacityItems = [
    ...ticketsToTake(db, request.eventId, request.items, before.types).map((item, index) =>
      setAside?.ticketTypeId === request.items[index]!.ticketTypeId ? setAside.capacity : item,
    ),
    ...(promoBefore ? [promoUsesToTake(db, request.eventId, promoBefore, uses)] : []),
  ];
  // The invoice series this sale's current attempt holds (invoices/taxDocuments.ts readIssue's lease).
  let invoiceSeries: TaxDocumentIssue | undefined;
  const outcome = await withCapacity(
    db,
    { items: capacityItems, whenShort: channel.whenShort },
    async (tx, plans) => {
      const again = await tx.get(replayRef);
      if (again.exists) return { kind: "replay" as const, written: again };
      const held = (await channel.readHeld?.(tx)) as Held;
      // The reference's read is made at the same time as the event's: the sale waits no longer for it.
      const [subject, reference] = await Promise.all([
        readSaleSubject(db, request.eventId, typeIds, tx),
        drawFreeOrderReference(tx, db, randomBytes),
      ]);
      // The code as read before the transaction: its terms never change, its
      // uses are guarded by its shards, and a pause a moment before is a sale
      // a moment before it. Read again in here it made every sale wait on the
      // others (1,284 sales/min instead of 3,231 in bench/service-rush.ts
      // sale-code; docs/capacity.md). A type hidden meanwhile must count the same uses.
      const promo = promoBefore;
      if (promo && promoUsesOf(promo, request.items, subject.types) !== uses) throw new HttpsError("failed-precondition", ar.promoCodes.errors.changed);
      const items = lines(promo, subject);
      const { event } = subject;
      const saleFields = {
        reference,
        eventId: event.id,
        eventTitle: event.title,
        ...(event.titleEn ? { eventTitleEn: event.titleEn } : {}),
        items,
        total: totalOf(items),
        currency: event.currency,
        ...(promo ? { promoCode: { code: promo.code, label: promo.label, uses } } : {}),
        ...answersFor(request, subject),
      };
      // The invoice's series, read afresh for this attempt; a series another sale wrote meanwhile fails the commit, and the capacity rounds go again.
      invoiceSeries?.release();
      invoiceSeries = channel.invoicedAtOnce?.(saleFields.total) ? await readIssue(db, "invoice", settings, { lease: true }) : undefined;
      const invoice = invoiceSeries;
      const { status, fields, written } = channel.order(tx, { orderRef, event, items, total: saleFields.total, held, saleFields, invoiced: invoice !== undefined, display: displaySettingsOf(settings) });
      takePlanned(tx, capacityItems, plans);
      createOrder(tx, orderRef, status, fields, invoice && { issue: invoice, at: now });
      return { kind: "created" as const, written, reference: fields.reference };
    },
  ).finally(() => invoiceSeries?.release());
  if (outcome.kind === "replay") return channel.answerAgain(orderRef, outcome.written);
  return channel.answer(orderRef, outcome.written, outcome.reference);
}

/**
 * The sale's answers as the order stores them, checked against the questions
 * as `subject` read them; invalid-argument with the first problem's Arabic
 * message, and which question (and ticket) it is, for the form to show it
 * beside its field.
 */
function answersFor(request: SaleRequest, subject: SaleSubject): Pick<OrderDoc, "answers" | "ticketAnswers"> {
  const typeName = (id: string) => {
    const type = subject.types.get(id);
    return type ? shownTypeName(type) : "";
  };
  const checked = checkSaleAnswers(subject.questions, request.items, request.answers, typeName);
  if ("problems" in checked) {
    const [first] = checked.problems;
    throw new HttpsError("invalid-argument", first!.message, {
      ...(first!.questionId ? { questionId: first!.questionId } : {}),
      ...(first!.ticket !== undefined ? { ticket: first!.ticket } : {}),
    });
  }
  const order = storedAnswers(subject.questions, checked.answers.order);
  const tickets = checked.answers.tickets.map((answers) => ({ answers: storedAnswers(subject.questions, answers) }));
  return {
    ...(order.length > 0 ? { answers: order } : {}),
    ...(tickets.some((ticket) => ticket.answers.length > 0) ? { ticketAnswers: tickets } : {}),
  };
}
