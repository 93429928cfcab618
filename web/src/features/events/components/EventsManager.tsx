// What /create-event and /qasr-events-manager share: the live list of the
// page's events, its actions, the form dialog, the promo codes dialog, the
// questions dialog and the waiting lists dialog. The dialogs' state is in the
// URL (?new=1, ?edit=<eventId>, ?codes=<eventId>, ?questions=<eventId>,
// ?waitlist=<eventId>) so that a link can open one and Back closes it.
import Add from "@mui/icons-material/Add";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { arPublic, eventsAdminMessages } from "@bawwaba/common";
import { useState, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { useSession } from "../../../auth/AuthProvider";
import { FullPageSpinner } from "../../../components/FullPageSpinner";
import { lazyChunk } from "../../../components/lazyPage";
import { PageHeading } from "../../../components/PageHeading";
import { changeEventStatus, duplicateEvent } from "../api";
import { useEventCommand } from "../hooks/useEventCommand";
import { useOrganiserDefaults } from "../hooks/useOrganiserDefaults";
import { useManagedEvents } from "../../../data/useManagedEvents";
import { duplicateTitle, newTypeVatRate, type NewEventDefaults } from "../model/eventDraft";
import { canEdit, STATUS_AFTER, type StatusAction } from "../model/statusActions";
import type { ManagedEvent } from "../../../data/managedEvents";
import type { ConfirmCancelDialogProps } from "./ConfirmCancelDialog";
import { CommandFeedback } from "./CommandFeedback";
import type { EventActionHandlers } from "./EventActions";
import type { EventFormDialogProps } from "./EventFormDialog";
import type { PromoCodesDialogProps } from "../promoCodes/components/PromoCodesDialog";
import type { QuestionsDialogProps } from "../questions/components/QuestionsDialog";
import type { WaitingListDialogProps } from "../waitingList/components/WaitingListDialog";
import { EventsList } from "./EventsList";

// The event form, the cancel confirmation, the promo codes, the questions and
// the waiting lists (with MUI's Dialog and Modal) are chunks of their own, loaded when first opened.
const EventFormDialog = lazyChunk<EventFormDialogProps>(
  "event-form",
  () => import("./EventFormDialog").then((module) => ({ default: module.EventFormDialog })),
  null,
);
const ConfirmCancelDialog = lazyChunk<ConfirmCancelDialogProps>(
  "confirm-cancel",
  () => import("./ConfirmCancelDialog").then((module) => ({ default: module.ConfirmCancelDialog })),
  null,
);
const PromoCodesDialog = lazyChunk<PromoCodesDialogProps>(
  "promo-codes",
  () => import("../promoCodes/components/PromoCodesDialog").then((module) => ({ default: module.PromoCodesDialog })),
  null,
);
const QuestionsDialog = lazyChunk<QuestionsDialogProps>(
  "event-questions",
  () => import("../questions/components/QuestionsDialog").then((module) => ({ default: module.QuestionsDialog })),
  null,
);
const WaitingListDialog = lazyChunk<WaitingListDialogProps>(
  "event-waiting-list",
  () => import("../waitingList/components/WaitingListDialog").then((module) => ({ default: module.WaitingListDialog })),
  null,
);

const messages = eventsAdminMessages;

interface EventsManagerProps {
  routePath: string;
  /** Which events this page manages. */
  scope: (event: ManagedEvent) => boolean;
  newEventDefaults: NewEventDefaults;
  newEventLabel: string;
  emptyMessage: string;
  /** Shown above the list, given the page's events (the Qasr calendar). */
  renderHeader?: (events: ManagedEvent[]) => ReactNode;
  /** Narrows the list further (the Qasr calendar's chosen day). */
  listFilter?: (event: ManagedEvent) => boolean;
}

export function EventsManager(props: EventsManagerProps) {
  const { routePath, scope, newEventDefaults, newEventLabel, emptyMessage, renderHeader, listFilter } = props;
  const { role } = useSession();
  const canManage = role === "super_admin";
  const organiser = useOrganiserDefaults(canManage);
  const { events: allEvents, loadError } = useManagedEvents();
  const command = useEventCommand();
  const [searchParams, setSearchParams] = useSearchParams();
  const [toCancel, setToCancel] = useState<ManagedEvent>();

  const events = allEvents?.filter(scope);
  const editId = searchParams.get("edit");
  const editing = editId ? events?.find((event) => event.id === editId) : undefined;
  const creating = searchParams.has("new");
  const formOpen = creating || (editing !== undefined && canEdit(editing.status));
  const closeDialog = () => setSearchParams({});
  const codesId = searchParams.get("codes");
  const codesOf = codesId ? events?.find((event) => event.id === codesId && canEdit(event.status)) : undefined;
  const questionsId = searchParams.get("questions");
  const questionsOf = questionsId ? events?.find((event) => event.id === questionsId && canEdit(event.status)) : undefined;
  const waitingListId = searchParams.get("waitlist");
  const waitingListOf = waitingListId ? events?.find((event) => event.id === waitingListId && canEdit(event.status)) : undefined;

  const actions: EventActionHandlers = {
    busy: command.busy,
    onEdit: (event) => setSearchParams({ edit: event.id }),
    onStatus: (event, action: StatusAction) => {
      if (action === "cancel") setToCancel(event);
      else void command.run(() => changeEventStatus(event.id, STATUS_AFTER[action]), messages.done[action]);
    },
    onDuplicate: (event) =>
      void command.run(() => duplicateEvent(event, duplicateTitle(event.title, messages.copySuffix)), messages.done.duplicate),
    onPromoCodes: (event) => setSearchParams({ codes: event.id }),
    onQuestions: (event) => setSearchParams({ questions: event.id }),
    onWaitingList: (event) => setSearchParams({ waitlist: event.id }),
  };

  const confirmCancel = () => {
    if (toCancel) void command.run(() => changeEventStatus(toCancel.id, "cancelled"), messages.done.cancel);
    setToCancel(undefined);
  };

  // Why an ?edit= link opens nothing, once the events are known.
  const editProblem =
    canManage && editId && events
      ? !editing
        ? messages.form.notFound
        : !canEdit(editing.status)
          ? messages.form.cancelledReadOnly
          : undefined
      : undefined;

  const visible = events && listFilter ? events.filter(listFilter) : events;
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", gap: 1 }}>
        <PageHeading title={arPublic.pages[routePath] ?? arPublic.appName} />
        {canManage && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setSearchParams({ new: "1" })} sx={{ mb: 2 }}>
            {newEventLabel}
          </Button>
        )}
      </Stack>

      <Stack spacing={2}>
        {!canManage && role !== null && <Alert severity="info">{messages.readOnly}</Alert>}
        {loadError && (
          <Alert severity="error" role="alert">
            {loadError}
          </Alert>
        )}
        {editProblem && <Alert severity="warning">{editProblem}</Alert>}
        <CommandFeedback feedback={command.feedback} onClose={command.clearFeedback} />
        {events && renderHeader?.(events)}
        {!visible && !loadError && <FullPageSpinner />}
        {visible?.length === 0 && <Typography color="text.secondary">{emptyMessage}</Typography>}
        {visible && visible.length > 0 && <EventsList events={visible} actions={canManage ? actions : undefined} />}
      </Stack>

      {canManage && formOpen && (
        <EventFormDialog
          open
          event={creating ? undefined : editing}
          defaults={organiser.currency ? { ...newEventDefaults, currency: organiser.currency } : newEventDefaults}
          newTypeVatRate={newTypeVatRate(organiser.vatRate)}
          onClose={closeDialog}
          onSaved={(message) => {
            closeDialog();
            command.notify(message);
          }}
        />
      )}
      {canManage && codesOf && <PromoCodesDialog event={codesOf} onClose={closeDialog} />}
      {canManage && questionsOf && <QuestionsDialog event={questionsOf} onClose={closeDialog} />}
      {canManage && waitingListOf && <WaitingListDialog event={waitingListOf} onClose={closeDialog} />}
      {toCancel && (
        <ConfirmCancelDialog eventTitle={toCancel.title} onConfirm={confirmCancel} onClose={() => setToCancel(undefined)} />
      )}
    </Container>
  );
}
