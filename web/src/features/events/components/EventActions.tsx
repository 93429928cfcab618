// The buttons acting on one event: edit, the status moves its status allows,
// duplicate, its promo codes, its questions at checkout and its ticket
// types' waiting lists. Only rendered for
// a super_admin.
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { checkoutQuestionsEditorMessages, eventsAdminMessages, waitingListEntryMessages } from "@bawwaba/common";
import { canEdit, statusActions, type StatusAction } from "../model/statusActions";
import type { ManagedEvent } from "../../../data/managedEvents";

export interface EventActionHandlers {
  onEdit: (event: ManagedEvent) => void;
  onStatus: (event: ManagedEvent, action: StatusAction) => void;
  onDuplicate: (event: ManagedEvent) => void;
  onPromoCodes: (event: ManagedEvent) => void;
  onQuestions: (event: ManagedEvent) => void;
  onWaitingList: (event: ManagedEvent) => void;
  /** True while a write runs: one change at a time. */
  busy: boolean;
}

export function EventActions({
  event,
  onEdit,
  onStatus,
  onDuplicate,
  onPromoCodes,
  onQuestions,
  onWaitingList,
  busy,
}: EventActionHandlers & { event: ManagedEvent }) {
  const labels = eventsAdminMessages.actions;
  const named = (label: string) => eventsAdminMessages.actionOn(label, event.title);
  const questionsLabel = checkoutQuestionsEditorMessages.manager.action;
  const waitingListLabel = waitingListEntryMessages.managerAction;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 1 }}>
      {canEdit(event.status) && (
        <Button size="small" variant="outlined" aria-label={named(labels.edit)} onClick={() => onEdit(event)}>
          {labels.edit}
        </Button>
      )}
      {statusActions(event.status).map((action) => (
        <Button
          key={action}
          size="small"
          variant={action === "publish" ? "contained" : "outlined"}
          color={action === "cancel" ? "error" : "primary"}
          disabled={busy}
          aria-label={named(labels[action])}
          onClick={() => onStatus(event, action)}
        >
          {labels[action]}
        </Button>
      ))}
      <Button size="small" disabled={busy} aria-label={named(labels.duplicate)} onClick={() => onDuplicate(event)}>
        {labels.duplicate}
      </Button>
      {/* A cancelled event sells nothing more: its codes, questions and lists have nothing left to do. */}
      {canEdit(event.status) && (
        <>
          <Button size="small" aria-label={named(labels.promoCodes)} onClick={() => onPromoCodes(event)}>
            {labels.promoCodes}
          </Button>
          <Button size="small" aria-label={named(questionsLabel)} onClick={() => onQuestions(event)}>
            {questionsLabel}
          </Button>
          <Button size="small" aria-label={named(waitingListLabel)} onClick={() => onWaitingList(event)}>
            {waitingListLabel}
          </Button>
        </>
      )}
    </Stack>
  );
}
