// A ticket's QR, with its gate code under it, on every page and print that
// shows a ticket (the code gate staff type when the QR will not scan:
// docs/product.md §4 "Gate codes").
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { ticketsMessages } from "@bawwaba/common";
import { GateCode } from "./GateCode";
import { QrImage } from "./QrImage";

export function TicketQrCode({ code, size = 200, caption }: { code: string; size?: number; caption?: string }) {
  return (
    <Box sx={{ display: "inline-flex", flexDirection: "column", alignItems: "center", gap: 0.5 }}>
      <QrImage code={code} size={size} alt={ticketsMessages.qrAlt} testId="ticket-qr" />
      <Typography sx={{ fontWeight: 700, fontSize: "0.95em", textAlign: "center" }}>
        {ticketsMessages.fields.gateCode}: <GateCode ticketCode={code} />
      </Typography>
      {caption && (
        <Typography variant="caption" dir="auto" sx={{ textAlign: "center", maxWidth: size, overflowWrap: "anywhere" }}>
          {caption}
        </Typography>
      )}
    </Box>
  );
}
