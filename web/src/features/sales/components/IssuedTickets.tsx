// The tickets of a sale just issued: the order and its reference, each ticket's QR code,
// printing for all of them, one WhatsApp message with the order's private link, and the
// way back to the next sale.
import AddShoppingCart from "@mui/icons-material/AddShoppingCart";
import WhatsApp from "@mui/icons-material/WhatsApp";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { salesMessages, ticketsMessages, whatsAppMessages } from "@bawwaba/common";
import { useEffect, useRef } from "react";
import { priceLabel } from "../../../lib/priceLabel";
import { QrTicketCard, QrTicketGrid } from "../../../components/QrTicketCards";
import { orderWhatsAppMessage, whatsAppUrl, type WhatsAppOrder } from "../../../lib/whatsAppLink";
import { PrintTicketsButton } from "../../../components/print/PrintTicketsButton";
import { OrderReference } from "../../../components/OrderReference";
import type { IssuedSale } from "../model/issuedSale";

function whatsAppOrderOf({ receipt, reference, tickets, link }: IssuedSale): WhatsAppOrder {
  const { eventTitle, venue, startsAtMillis, timeZone } = receipt;
  return { eventTitle, venue, startsAtMillis, timeZone, reference, ticketTypeNames: tickets.map((ticket) => ticket.ticketTypeName), link };
}

export function IssuedTickets({ sale, onNewSale }: { sale: IssuedSale; onNewSale: () => void }) {
  const { receipt, tickets } = sale;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the seller was on is gone: say where they are now.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Stack spacing={2} data-testid="issued-tickets">
      <Alert severity="success" variant="outlined">
        <AlertTitle>
          <Typography ref={headingRef} tabIndex={-1} component="h2" variant="h6" sx={{ fontWeight: 700, outline: "none" }}>
            {salesMessages.issuedHeading}
          </Typography>
        </AlertTitle>
        {sale.reference && (
          <Typography sx={{ fontWeight: 700 }}>
            {ticketsMessages.fields.orderReference}: <OrderReference reference={sale.reference} />
          </Typography>
        )}
        <Typography data-testid="order-id" sx={{ overflowWrap: "anywhere" }}>
          {salesMessages.orderId(sale.orderId)}
        </Typography>
        <Typography>
          {receipt.eventTitle} · {salesMessages.issuedSummary(tickets.length, priceLabel(receipt.total, receipt.currency), salesMessages.payment[receipt.payment])}
        </Typography>
      </Alert>

      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "flex-start" } }}>
        <Button
          variant="contained"
          size="large"
          startIcon={<AddShoppingCart />}
          onClick={onNewSale}
          data-testid="new-sale"
          sx={{ minHeight: 48 }}
        >
          {salesMessages.newSale}
        </Button>
        <PrintTicketsButton tickets={tickets} />
        <Button
          component="a"
          href={whatsAppUrl(orderWhatsAppMessage(whatsAppOrderOf(sale)), receipt.buyerWhatsApp)}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          color="success"
          size="large"
          startIcon={<WhatsApp />}
          sx={{ minHeight: 48 }}
        >
          {whatsAppMessages.shareOrder}
        </Button>
      </Stack>

      <QrTicketGrid maxColumns={3}>
        {tickets.map((ticket, index) => (
          <QrTicketCard key={ticket.ticketId} position={index + 1} count={tickets.length} code={ticket.code} qrSize={200}>
            <Typography sx={{ fontWeight: 600 }}>
              {ticket.ticketTypeName} · <span dir="auto">{priceLabel(ticket.price, ticket.currency)}</span>
            </Typography>
            {ticket.holderName && (
              <Typography color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                {ticketsMessages.fields.holder}: {ticket.holderName}
              </Typography>
            )}
          </QrTicketCard>
        ))}
      </QrTicketGrid>
    </Stack>
  );
}
