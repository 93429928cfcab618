// Answers to the questions at checkout are personal data (an ID number, a
// holder's name, a t-shirt size): stored on the order (`answers`, and
// `ticketAnswers` while an online order waits for payment) and on each ticket
// (`answers`). No rule names them: they are read with the document or not at
// all, so these tests read whole documents holding answers. The owner-manager
// reads every one, a sales_admin those of the sales they made; the buyer who
// gave the answers (signed in with their phone, no role), the gate, a signed-out
// visitor and every other account none: the buyer sees their order through the
// functions (listMyOrders, getOrderTickets), never the documents.
import { collection, doc, getDoc, getDocs, query, setDoc, where } from "firebase/firestore";
import { describe } from "vitest";
import { OTHER_SELLER, SELLER } from "./sellerScoped";
import { accessMatrix, IDENTITIES, useRulesEnv } from "./support";

const BUYER = IDENTITIES.buyer;
const ANSWER = { questionId: "nationalid", label: "رقم الهوية", value: "1029384756" };
const HOLDER = { questionId: "holder", label: "اسم الحامل", value: "ريم السالم", holderName: true };

function order(sellerUid: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    eventId: "e1",
    items: [{ ticketTypeId: "t1", ticketTypeName: "عادي", quantity: 1, unitPrice: 25000 }],
    total: 25000,
    currency: "IQD",
    status: "paid",
    channel: "box_office",
    sellerUid,
    buyer: { name: "ريم السالم", phone: BUYER.token.phone_number },
    answers: [ANSWER],
    ...overrides,
  };
}

function ticket(orderId: string, sellerUid: string): Record<string, unknown> {
  return {
    eventId: "e1",
    ticketTypeId: "t1",
    orderId,
    code: `B1.k1.${orderId}.signature`,
    status: "valid",
    sellerUid,
    holderName: HOLDER.value,
    holderPhone: BUYER.token.phone_number,
    answers: [HOLDER],
  };
}

const h = useRulesEnv(async (db) => {
  await setDoc(doc(db, "orders", "sold"), order(SELLER));
  await setDoc(doc(db, "orders", "theirs"), order(OTHER_SELLER));
  // The buyer's own online order, paid: their account is named on it.
  await setDoc(doc(db, "orders", "bought"), order("online", { channel: "online", buyerUid: BUYER.uid }));
  // The buyer's online order waiting for payment: the tickets' answers wait on it.
  await setDoc(
    doc(db, "orders", "pending"),
    order("online", { channel: "online", status: "pending", buyerUid: BUYER.uid, ticketAnswers: [{ answers: [HOLDER] }] }),
  );
  await setDoc(doc(db, "tickets", "sold"), ticket("sold", SELLER));
  await setDoc(doc(db, "tickets", "theirs"), ticket("theirs", OTHER_SELLER));
  await setDoc(doc(db, "tickets", "bought"), ticket("bought", "online"));
});

describe("answers on orders and tickets: who reads them", () => {
  accessMatrix(h, [
    { op: "get an order with answers the sales_admin sold", allow: ["super_admin", "sales_admin"], run: (db) => getDoc(doc(db, "orders", "sold")) },
    { op: "get an order with answers another seller sold", allow: ["super_admin"], run: (db) => getDoc(doc(db, "orders", "theirs")) },
    { op: "get the buyer's own paid online order with its answers", allow: ["super_admin"], run: (db) => getDoc(doc(db, "orders", "bought")) },
    {
      op: "get the buyer's own pending online order with its tickets' answers",
      allow: ["super_admin"],
      run: (db) => getDoc(doc(db, "orders", "pending")),
    },
    {
      op: "list the orders naming the buyer's account",
      allow: ["super_admin"],
      run: (db) => getDocs(query(collection(db, "orders"), where("buyerUid", "==", BUYER.uid))),
    },
    {
      op: "list the orders by the buyer's phone",
      allow: ["super_admin"],
      run: (db) => getDocs(query(collection(db, "orders"), where("buyer.phone", "==", BUYER.token.phone_number))),
    },
    { op: "get a ticket with answers the sales_admin sold", allow: ["super_admin", "sales_admin"], run: (db) => getDoc(doc(db, "tickets", "sold")) },
    { op: "get a ticket with answers another seller sold", allow: ["super_admin"], run: (db) => getDoc(doc(db, "tickets", "theirs")) },
    { op: "get the buyer's own ticket with its answers", allow: ["super_admin"], run: (db) => getDoc(doc(db, "tickets", "bought")) },
    {
      op: "list the tickets held by the buyer's phone",
      allow: ["super_admin"],
      run: (db) => getDocs(query(collection(db, "tickets"), where("holderPhone", "==", BUYER.token.phone_number))),
    },
    {
      op: "list the tickets of an order (what the sales editor reads)",
      allow: ["super_admin"],
      run: (db) => getDocs(query(collection(db, "tickets"), where("orderId", "==", "sold"))),
    },
  ]);
});
