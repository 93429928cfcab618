// One order in the editor: its facts, answers, tickets and audit log, live,
// and the corrections, each in a dialog with its reason. A correction's result shows
// in a snackbar; the listeners bring the changed order, tickets and log.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Snackbar from "@mui/material/Snackbar";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { arPublic, DEFAULT_TIME_ZONE, salesEditorMessages } from "@bawwaba/common";
import { useState, type ReactNode } from "react";
import { FullPageSpinner } from "../../../../components/FullPageSpinner";
import { lazyChunk } from "../../../../components/lazyPage";
import { ticketLabel } from "../../../../lib/ticketLabel";
import { cancelOrder, correctAnswers, correctBuyer, ORDER_TICKETS_LIMIT, voidTicket } from "../api";
import { useCorrection } from "../hooks/useCorrection";
import { useOrderLive, type Live } from "../hooks/useOrderLive";
import { questionsOfScope } from "../model/answers";
import { mayCloseOrder, orderTicketCount } from "../model/orderActions";
import type { OrderView } from "../../../../data/orders";
import type { EditorTicket } from "../model/types";
import type { AnswersDialogProps } from "./AnswersDialog";
import { AuditLog } from "./AuditLog";
import type { BuyerDialogProps } from "./BuyerDialog";
import { OrderDetails } from "./OrderDetails";
import { OrderTickets } from "./OrderTickets";
import type { ReasonDialogProps } from "./ReasonDialog";

// The correction dialogs (with MUI's Dialog and Modal) are chunks of their
// own, loaded when a correction is asked for: most visits only look.
const BuyerDialog = lazyChunk<BuyerDialogProps>(
  "buyer-dialog",
  () => import("./BuyerDialog").then((module) => ({ default: module.BuyerDialog })),
  null,
);
const AnswersDialog = lazyChunk<AnswersDialogProps>(
  "answers-dialog",
  () => import("./AnswersDialog").then((module) => ({ default: module.AnswersDialog })),
  null,
);
const ReasonDialog = lazyChunk<ReasonDialogProps>(
  "reason-dialog",
  () => import("./ReasonDialog").then((module) => ({ default: module.ReasonDialog })),
  null,
);

const messages = salesEditorMessages;

type OpenDialog =
  | { kind: "buyer" }
  | { kind: "answers"; ticket?: EditorTicket }
  | { kind: "void"; ticket: EditorTicket }
  | { kind: "cancel" }
  | { kind: "refund" };

interface SectionProps {
  title: string;
  /** Where it sits in the editor's grid. */
  area: "details" | "tickets" | "actions" | "audit";
  count?: string;
  children: ReactNode;
  testId?: string;
}

function Section({ title, area, count, children, testId }: SectionProps) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, gridArea: area, minWidth: 0 }} data-testid={testId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "baseline", justifyContent: "space-between", mb: 1 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {count && (
          <Typography variant="body2" color="text.secondary">
            {count}
          </Typography>
        )}
      </Stack>
      {children}
    </Paper>
  );
}

function LivePart<T>({ part, children }: { part: Live<T>; children: (value: T) => ReactNode }) {
  if (part.state === "loading") return <Typography color="text.secondary">{arPublic.shell.loading}</Typography>;
  if (part.state === "failed") return <Alert severity="warning">{part.message}</Alert>;
  return <>{children(part.value)}</>;
}

interface ActionsProps {
  order: OrderView;
  /** Whether the event asks questions of the order: only then may its answers be corrected. */
  asksQuestions: boolean;
  busy: boolean;
  onOpen: (dialog: OpenDialog) => void;
}

function Actions({ order, asksQuestions, busy, onOpen }: ActionsProps) {
  const open = mayCloseOrder(order.status);
  return (
    <Section title={messages.actions.heading} area="actions">
      <Stack direction={{ xs: "column", sm: "row", md: "column", lg: "row" }} spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        <Button variant="outlined" onClick={() => onOpen({ kind: "buyer" })} disabled={busy} data-testid="correct-buyer">
          {messages.actions.correctBuyer}
        </Button>
        {asksQuestions && (
          <Button variant="outlined" onClick={() => onOpen({ kind: "answers" })} disabled={busy} data-testid="correct-order-answers">
            {messages.actions.correctAnswers}
          </Button>
        )}
        {open && (
          <>
            <Button variant="outlined" color="error" onClick={() => onOpen({ kind: "cancel" })} disabled={busy} data-testid="cancel-order">
              {messages.actions.cancelOrder}
            </Button>
            <Button variant="contained" color="error" onClick={() => onOpen({ kind: "refund" })} disabled={busy} data-testid="refund-order">
              {messages.actions.refundOrder}
            </Button>
          </>
        )}
      </Stack>
      {!open && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {messages.order.closed}
        </Typography>
      )}
    </Section>
  );
}

export function OrderEditor({ orderId }: { orderId: string }) {
  const live = useOrderLive(orderId);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [done, setDone] = useState<string>();
  const correction = useCorrection(setDone);

  if (live.order.state === "loading" || !live.eventSettled) return <FullPageSpinner />;
  if (live.order.state === "failed") {
    return (
      <Alert severity="error" role="alert">
        {live.order.message}
      </Alert>
    );
  }
  const order = live.order.value;
  if (order === null) {
    return (
      <Alert severity="warning" role="alert">
        {messages.order.notFound}
      </Alert>
    );
  }

  const timeZone = live.event?.timeZone ?? DEFAULT_TIME_ZONE;
  const questionsOf = (ticket?: EditorTicket) =>
    questionsOfScope(live.questions, order.items, ticket ? { kind: "ticket", ticketTypeId: ticket.ticketTypeId } : { kind: "order" });
  const ticketCount = orderTicketCount(order);
  const close = () => {
    correction.reset();
    setDialog(null);
  };
  const runAndClose = async (work: Parameters<typeof correction.run>[0]) => {
    if (await correction.run(work)) setDialog(null);
  };

  return (
    <>
      {/* A phone shows the actions right after the order; a wide screen puts them beside it. */}
      <Box
        sx={{
          display: "grid",
          gap: 2,
          alignItems: "start",
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 7fr) minmax(0, 5fr)" },
          gridTemplateAreas: {
            xs: '"details" "actions" "tickets" "audit"',
            md: '"details actions" "details audit" "tickets audit"',
          },
        }}
      >
        <Section title={messages.order.heading} area="details" testId="order-view">
          <OrderDetails order={order} event={live.event} timeZone={timeZone} />
        </Section>
        <Actions order={order} asksQuestions={questionsOf().length > 0} busy={correction.submitting} onOpen={setDialog} />
        <Section title={messages.tickets.heading} area="tickets" count={messages.tickets.count(ticketCount)}>
          <LivePart part={live.tickets}>
            {(value) => (
              <>
                <OrderTickets
                  tickets={value}
                  onVoid={correction.submitting ? undefined : (ticket) => setDialog({ kind: "void", ticket })}
                  asksQuestions={(ticketTypeId) => questionsOfScope(live.questions, order.items, { kind: "ticket", ticketTypeId }).length > 0}
                  onCorrectAnswers={correction.submitting ? undefined : (ticket) => setDialog({ kind: "answers", ticket })}
                />
                {value.length >= ORDER_TICKETS_LIMIT && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {messages.tickets.partial(ORDER_TICKETS_LIMIT)}
                  </Typography>
                )}
              </>
            )}
          </LivePart>
        </Section>
        <Section title={messages.audit.heading} area="audit">
          <LivePart part={live.audit}>{(entries) => <AuditLog entries={entries} timeZone={timeZone} />}</LivePart>
        </Section>
      </Box>

      {dialog?.kind === "buyer" && (
        <BuyerDialog
          buyer={order.buyer}
          submitting={correction.submitting}
          error={correction.error}
          onClose={close}
          onConfirm={(buyer, reason) =>
            void runAndClose(async () => ({
              kind: "correctBuyer",
              result: await correctBuyer({ orderId: order.id, buyer, reason }),
            }))
          }
        />
      )}
      {dialog?.kind === "answers" && (
        <AnswersDialog
          ticketName={dialog.ticket && `${dialog.ticket.ticketTypeName} ${ticketLabel(dialog.ticket)}`}
          questions={questionsOf(dialog.ticket)}
          stored={(dialog.ticket ? dialog.ticket.answers : order.answers) ?? []}
          submitting={correction.submitting}
          error={correction.error}
          onClose={close}
          onConfirm={(answers, reason) =>
            void runAndClose(async () => {
              await correctAnswers({ orderId: order.id, ...(dialog.ticket ? { ticketId: dialog.ticket.id } : {}), answers, reason });
              return { kind: "correctAnswers" };
            })
          }
        />
      )}
      {dialog?.kind === "void" && (
        <ReasonDialog
          title={messages.dialogs.voidTicket.title}
          body={messages.dialogs.voidTicket.body(`${dialog.ticket.ticketTypeName} ${ticketLabel(dialog.ticket)}`)}
          confirmLabel={messages.dialogs.voidTicket.confirm}
          refund={{ order, ticket: dialog.ticket }}
          submitting={correction.submitting}
          error={correction.error}
          onClose={close}
          onConfirm={(reason) =>
            void runAndClose(async () => ({
              kind: "voidTicket",
              result: await voidTicket({ ticketId: dialog.ticket.id, reason }),
            }))
          }
        />
      )}
      {(dialog?.kind === "cancel" || dialog?.kind === "refund") && (
        <ReasonDialog
          title={messages.dialogs[dialog.kind === "refund" ? "refundOrder" : "cancelOrder"].title}
          body={
            dialog.kind === "refund"
              ? messages.dialogs.refundOrder.body(messages.tickets.count(ticketCount))
              : messages.dialogs.cancelOrder.body(messages.tickets.count(ticketCount))
          }
          confirmLabel={messages.dialogs[dialog.kind === "refund" ? "refundOrder" : "cancelOrder"].confirm}
          refund={dialog.kind === "refund" ? { order } : undefined}
          submitting={correction.submitting}
          error={correction.error}
          onClose={close}
          onConfirm={(reason) => {
            const refund = dialog.kind === "refund";
            void runAndClose(async () => ({
              kind: "cancelOrder",
              refund,
              result: await cancelOrder({ orderId: order.id, reason, refund }),
            }));
          }}
        />
      )}

      <Snackbar
        open={done !== undefined}
        autoHideDuration={8000}
        onClose={(_, why) => why !== "clickaway" && setDone(undefined)}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      >
        <Alert severity="success" variant="filled" onClose={() => setDone(undefined)} data-testid="correction-done" sx={{ width: "100%" }}>
          {done}
        </Alert>
      </Snackbar>
    </>
  );
}
