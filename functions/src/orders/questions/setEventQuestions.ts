// An event's questions at checkout (docs/contracts.md `setEventQuestions`):
// the organiser's whole list at once, in the order asked, on the event
// document, which the catalogue and every sale read already (no extra read
// in a sale). Only this function writes the field (firestore.rules).
import { ar, COLLECTIONS, type CheckoutQuestion } from "@bawwaba/common";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { runTransaction } from "../../shared/transactions.js";

export async function setEventQuestions(db: Firestore, input: { eventId: string; questions: CheckoutQuestion[] }): Promise<{ ok: true }> {
  const eventRef = db.collection(COLLECTIONS.events).doc(input.eventId);
  return runTransaction(db, async (tx) => {
    const [event, types] = await Promise.all([tx.get(eventRef), tx.get(eventRef.collection(COLLECTIONS.ticketTypes))]);
    if (!event.exists) throw new HttpsError("not-found", ar.errors.eventNotFound);
    if (event.get("status") === "cancelled") throw new HttpsError("failed-precondition", ar.errors.eventCancelled);
    // A question for a type the event does not have would never be asked.
    const typeIds = new Set(types.docs.map((type) => type.id));
    if (input.questions.some((question) => question.ticketTypeIds?.some((id) => !typeIds.has(id)))) {
      throw new HttpsError("invalid-argument", ar.checkoutQuestionsEditor.input.ticketTypes);
    }
    tx.update(eventRef, { questions: input.questions, updatedAt: FieldValue.serverTimestamp() });
    return { ok: true as const };
  });
}
