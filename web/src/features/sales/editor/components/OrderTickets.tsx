// The order's tickets: type, holder, its answers, status, a link to the
// ticket's page, "correct the answers" for a ticket its event asks questions
// of, and "void" for a ticket that may still be voided.
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { salesEditorMessages, ticketsMessages } from "@bawwaba/common";
import { Link as RouterLink } from "react-router-dom";
import { TicketStatusChip } from "../../../../components/TicketStatusChip";
import { ltr } from "../../../../lib/bidi";
import { ticketPath } from "../../../../lib/ticketIds";
import { ticketLabel } from "../../../../lib/ticketLabel";
import { mayVoidTicket } from "../model/orderActions";
import type { EditorTicket } from "../model/types";
import { AnswerLines } from "./AnswerLines";

const { tickets: messages, actions } = salesEditorMessages;

interface OrderTicketsProps {
  tickets: EditorTicket[];
  /** Absent: no voiding (the order is closed or a correction is running). */
  onVoid?: (ticket: EditorTicket) => void;
  /** Whether the event asks questions of tickets of this type: only those tickets' answers may be corrected. */
  asksQuestions: (ticketTypeId: string) => boolean;
  /** Absent: no correction (one is running). */
  onCorrectAnswers?: (ticket: EditorTicket) => void;
}

export function OrderTickets({ tickets, onVoid, asksQuestions, onCorrectAnswers }: OrderTicketsProps) {
  if (tickets.length === 0) return <Typography color="text.secondary">{messages.empty}</Typography>;
  return (
    <List disablePadding data-testid="order-tickets">
      {tickets.map((ticket) => (
        <ListItem
          key={ticket.id}
          divider
          disableGutters
          data-testid="order-ticket"
          data-ticket-id={ticket.id}
          data-status={ticket.status}
          sx={{ display: "block", py: 1.5 }}
        >
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
            <Typography sx={{ fontWeight: 700 }}>{ticket.ticketTypeName}</Typography>
            <Typography variant="body2" color="text.secondary" dir="ltr">
              {ticket.serial !== undefined ? `${ticketLabel(ticket)} · ${ticket.serial}` : ticketLabel(ticket)}
            </Typography>
            <TicketStatusChip status={ticket.status} />
          </Stack>
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: "anywhere" }}>
            {`${messages.holder}: ${
              ticket.holderName
                ? ticket.holderPhone
                  ? `${ticket.holderName} (${ltr(ticket.holderPhone)})`
                  : ticket.holderName
                : ticketsMessages.noHolder
            }`}
          </Typography>
          {ticket.answers && ticket.answers.length > 0 && <AnswerLines answers={ticket.answers} testId="ticket-answers" />}
          {ticket.status === "void" && ticket.voidReason && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }} data-testid="void-reason">
              {messages.voidReason(ticket.voidReason)}
            </Typography>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, alignItems: "center", flexWrap: "wrap" }}>
            <Link
              component={RouterLink}
              to={ticketPath(ticket.id)}
              aria-label={messages.openLabel(ticketLabel(ticket))}
              sx={{ fontWeight: 600 }}
            >
              {messages.open}
            </Link>
            {onCorrectAnswers && asksQuestions(ticket.ticketTypeId) && (
              <Button
                size="small"
                variant="outlined"
                onClick={() => onCorrectAnswers(ticket)}
                aria-label={actions.correctTicketAnswersLabel(ticketLabel(ticket))}
                data-testid="correct-ticket-answers"
              >
                {actions.correctAnswers}
              </Button>
            )}
            {onVoid && mayVoidTicket(ticket.status) && (
              <Button
                size="small"
                color="error"
                variant="outlined"
                onClick={() => onVoid(ticket)}
                aria-label={actions.voidTicketLabel(ticketLabel(ticket))}
                data-testid="void-ticket"
                sx={{ marginInlineStart: "auto" }}
              >
                {actions.voidTicket}
              </Button>
            )}
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
