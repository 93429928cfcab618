// One type's waiting list, live, as rows for the dialog.
import { useEffect, useState } from "react";
import { waitingListMessages } from "@bawwaba/common";
import { subscribeToWaitingList } from "../api";
import { waitingListRows, type WaitingListRow } from "../model/waitingListRows";

export interface WaitingListState {
  /** undefined while the first answer is on its way. */
  rows?: WaitingListRow[];
  loadError?: string;
}

export function useWaitingList(eventId: string, ticketTypeId: string): WaitingListState {
  const [state, setState] = useState<WaitingListState>({});
  useEffect(
    () =>
      subscribeToWaitingList(
        eventId,
        ticketTypeId,
        (entries) => setState({ rows: waitingListRows(entries) }),
        (error) => {
          console.error("Could not load the waiting list", error);
          setState((previous) => ({ ...previous, loadError: waitingListMessages.manager.loadFailed }));
        },
      ),
    [eventId, ticketTypeId],
  );
  return state;
}
