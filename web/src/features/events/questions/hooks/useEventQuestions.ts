// The event's stored questions, read once when the questions dialog opens:
// the dialog edits its own copy and stores it whole.
import { checkoutQuestionsEditorMessages, type CheckoutQuestion } from "@bawwaba/common";
import { useEffect, useState } from "react";
import { readEventQuestions } from "../api";

export interface EventQuestionsState {
  /** undefined while the read is on its way. */
  questions?: CheckoutQuestion[];
  loadError?: string;
}

export function useEventQuestions(eventId: string): EventQuestionsState {
  const [state, setState] = useState<EventQuestionsState>({});
  useEffect(() => {
    let current = true;
    readEventQuestions(eventId).then(
      (questions) => {
        if (current) setState({ questions });
      },
      (error: unknown) => {
        console.error("Could not load the event's questions", error);
        if (current) setState({ loadError: checkoutQuestionsEditorMessages.manager.loadFailed });
      },
    );
    return () => {
      current = false;
    };
  }, [eventId]);
  return state;
}
