import Button from "@mui/material/Button";
import WhatsAppIcon from "@mui/icons-material/WhatsApp";
import { whatsAppMessages, whatsAppNumber } from "@bawwaba/common";
import { ticketWhatsAppMessage, whatsAppUrl } from "../../../lib/whatsAppLink";
import type { PrintableTicket } from "../../../components/print/printableTicket";

/** Opens WhatsApp (app or web) with the ticket as a message, to `phone` when it is a valid number. */
export function WhatsAppShareButton({ ticket, phone }: { ticket: PrintableTicket; phone?: string }) {
  return (
    <Button
      variant="outlined"
      color="success"
      startIcon={<WhatsAppIcon />}
      href={whatsAppUrl(ticketWhatsAppMessage(ticket), phone ? whatsAppNumber(phone) : null)}
      target="_blank"
      rel="noopener noreferrer"
    >
      {whatsAppMessages.share}
    </Button>
  );
}
