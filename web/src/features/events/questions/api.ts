// An event's questions at checkout (docs/contracts.md "Questions at
// checkout"): read from the event's document, which staff read, and stored
// all at once through setEventQuestions, the only writer of the field (the
// rules keep clients from it).
import { CALLABLES, COLLECTIONS, questionsOfEvent, type CheckoutQuestion, type SetEventQuestionsInput } from "@bawwaba/common";
import { doc, getDoc } from "firebase/firestore";
import { callFunction } from "../../../lib/callFunction";
import { db } from "../../../lib/firebase";
import type { SetEventQuestionsRequest } from "./model/questionList";

/** The event's questions in the order asked; none when it has none. */
export async function readEventQuestions(eventId: string): Promise<CheckoutQuestion[]> {
  const snapshot = await getDoc(doc(db, COLLECTIONS.events, eventId));
  return questionsOfEvent(snapshot.ref.path, snapshot.data());
}

export async function saveEventQuestions(input: SetEventQuestionsRequest): Promise<void> {
  await callFunction<SetEventQuestionsInput, { ok: true }>(CALLABLES.setEventQuestions, input);
}
