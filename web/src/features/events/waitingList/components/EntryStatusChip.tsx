// An entry's status on the organiser's list (model/waitingListRows.ts STATUS_LOOK).
import Chip from "@mui/material/Chip";
import { waitingListMessages, type WaitingListEntryStatus } from "@bawwaba/common";
import { STATUS_LOOK } from "../model/waitingListRows";

export function EntryStatusChip({ status }: { status: WaitingListEntryStatus }) {
  return <Chip size="small" label={waitingListMessages.manager.statuses[status]} {...STATUS_LOOK[status]} data-testid="entry-status" data-status={status} />;
}
