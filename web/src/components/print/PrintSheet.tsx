// The printed tickets, laid out for an A4 office printer (8 per page) or an
// 80 mm thermal receipt printer (one per receipt, cut line between). Sizes
// are in millimetres for paper; on screen the sheet shrinks to the viewport.
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { directionOf, displayLocale, formatDateTime, hijriDateIfShown, ticketsMessages } from "@bawwaba/common";
import { priceLabel } from "../../lib/priceLabel";
import { TicketQrCode } from "../TicketQrCode";
import { OrderReference } from "../OrderReference";
import { chunks } from "./chunks";
import type { PrintableTicket } from "./printableTicket";

export type PrintLayout = "a4" | "thermal";

/** 2 columns × 4 rows: big enough QRs (32 mm) for a gate scanner at arm's length. */
const A4_TICKETS_PER_PAGE = 8;
// About 6 pixels per module, scaled up without smoothing (pixelated) to 32 mm
// (A4) or 60 mm (thermal): sharp edges at any printer resolution, at a third
// of the encoding time of a printer-resolution image.
const QR_PIXELS = 320;

function TicketText({ ticket, align }: { ticket: PrintableTicket; align: "start" | "center" }) {
  const { fields } = ticketsMessages;
  // The Umm al-Qura date under the Gregorian, a line of its own, unless the organiser turned it off.
  const hijri = hijriDateIfShown(ticket.startsAtMillis, ticket.timeZone);
  return (
    <Box
      sx={{
        flex: 1,
        minWidth: 0,
        alignSelf: "stretch",
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        textAlign: align,
        "& p": { overflowWrap: "anywhere", lineHeight: 1.35 },
      }}
    >
      <Typography sx={{ fontWeight: 700, fontSize: "1.05em" }}>{ticket.eventTitle}</Typography>
      <Typography sx={{ fontSize: "0.9em" }}>{formatDateTime(ticket.startsAtMillis, ticket.timeZone)}</Typography>
      {hijri && (
        <Typography sx={{ fontSize: "0.85em" }} data-testid="print-hijri-date">
          {hijri}
        </Typography>
      )}
      <Typography sx={{ fontSize: "0.9em" }}>{ticket.venue}</Typography>
      <Typography sx={{ fontSize: "0.9em", fontWeight: 600 }}>
        {ticket.ticketTypeName} · <span dir="auto">{priceLabel(ticket.price, ticket.currency)}</span>
      </Typography>
      {ticket.holderName && (
        <Typography sx={{ fontSize: "0.9em" }}>
          {fields.holder}: {ticket.holderName}
        </Typography>
      )}
      {ticket.label && <Typography sx={{ fontSize: "0.8em" }}>{ticket.label}</Typography>}
      {ticket.orderReference && (
        <Typography sx={{ fontSize: "0.9em", fontWeight: 600 }}>
          {fields.orderReference}: <OrderReference reference={ticket.orderReference} />
        </Typography>
      )}
      {ticket.serial !== undefined && (
        <Typography sx={{ fontSize: "0.8em", color: "text.secondary" }}>
          {fields.serial} {ticket.serial}
        </Typography>
      )}
    </Box>
  );
}

function A4Pages({ tickets }: { tickets: PrintableTicket[] }) {
  const pages = chunks(tickets, A4_TICKETS_PER_PAGE);
  return pages.map((page, index) => (
    <Box
      // A page's content is fixed by its position in the sheet.
      key={index}
      sx={{
        bgcolor: "#fff",
        color: "#000",
        width: "100%",
        maxWidth: "210mm",
        mx: "auto",
        mb: 2,
        p: { xs: 1, sm: "10mm" },
        boxShadow: 2,
        display: "grid",
        gridTemplateColumns: "1fr 1fr",
        gridAutoRows: "auto",
        gap: { xs: 1, sm: "4mm" },
        fontSize: { xs: 11, sm: 14 },
        "@media print": {
          boxShadow: "none",
          maxWidth: "none",
          p: 0,
          m: 0,
          gap: "4mm",
          fontSize: "10pt",
          // 277 mm of printable height (A4 minus the 10 mm margins) for 4 rows.
          gridTemplateRows: "repeat(4, 66mm)",
          breakAfter: index < pages.length - 1 ? "page" : "auto",
        },
      }}
    >
      {page.map((ticket) => (
        <Box
          key={ticket.ticketId}
          sx={{
            border: "1px dashed #888",
            borderRadius: 1,
            p: { xs: 0.75, sm: "3mm" },
            display: "flex",
            flexDirection: { xs: "column", sm: "row" },
            alignItems: "center",
            gap: { xs: 0.5, sm: "3mm" },
            overflow: "hidden",
            breakInside: "avoid",
            "& img": { width: { xs: 96, sm: "32mm" }, height: "auto" },
            "@media print": { flexDirection: "row", p: "3mm", gap: "3mm", "& img": { width: "32mm" } },
          }}
        >
          <TicketQrCode code={ticket.code} size={QR_PIXELS} />
          <TicketText ticket={ticket} align="start" />
        </Box>
      ))}
    </Box>
  ));
}

function ThermalReceipts({ tickets }: { tickets: PrintableTicket[] }) {
  return tickets.map((ticket, index) => (
    <Box
      key={ticket.ticketId}
      sx={{
        bgcolor: "#fff",
        color: "#000",
        // 80 mm paper minus the 3 mm @page margins.
        width: "74mm",
        maxWidth: "100%",
        mx: "auto",
        py: "4mm",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        gap: "2mm",
        fontSize: "11pt",
        breakInside: "avoid",
        borderTop: index > 0 ? "2px dashed #000" : "none",
        "& img": { width: "60mm", maxWidth: "100%", height: "auto" },
      }}
    >
      <TicketQrCode code={ticket.code} size={QR_PIXELS} />
      <TicketText ticket={ticket} align="center" />
    </Box>
  ));
}

export function PrintSheet({ tickets, layout }: { tickets: PrintableTicket[]; layout: PrintLayout }) {
  return (
    // The page's language and direction: the buyer's printed tickets on an English page are in English.
    <Box data-testid="print-sheet" data-layout={layout} dir={directionOf(displayLocale().language)} lang={displayLocale().language} className="bw-print-sheet">
      {layout === "a4" ? <A4Pages tickets={tickets} /> : <ThermalReceipts tickets={tickets} />}
    </Box>
  );
}
